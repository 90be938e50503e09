// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/amd_smi/AmdSmiLibrary.h"

#include "core/backends/amd_smi/AmdSmiBackendTr.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <dlfcn.h>
#include <link.h>

namespace rocmtune {

namespace {
template <typename Fn>
void bindAmdSmiSymbol(Fn &target, void *symbol)
{
    target = reinterpret_cast<Fn>(symbol);
}
} // namespace

QStringList AmdSmiLibrary::candidatePaths()
{
    const QString forced = qEnvironmentVariable("ROCMTUNE_AMD_SMI_LIBRARY");
    if (!forced.isEmpty())
        return {forced};
    return {QStringLiteral("libamd_smi.so.0"), QStringLiteral("/opt/rocm/lib/libamd_smi.so.0"), QStringLiteral("/opt/rocm/lib/libamd_smi.so")};
}

AmdSmiLibrary::~AmdSmiLibrary()
{
    unload();
}

void *AmdSmiLibrary::resolve(const char *symbol) const
{
    return handle_ ? dlsym(handle_, symbol) : nullptr;
}

bool AmdSmiLibrary::load(QString *error)
{
    if (handle_)
        return true;
    QStringList failures;
    for (const QString &name : candidatePaths()) {
        if (name.contains(QLatin1Char('/')) && !QFileInfo::exists(name)) {
            failures << AmdSmiBackendTr::tr("%1 does not exist").arg(name);
            continue;
        }
        void *handle = dlopen(QFile::encodeName(name).constData(), RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            const char *why = dlerror();
            failures << QString::fromLocal8Bit(why ? why : "");
            continue;
        }
        handle_ = handle;
        path_ = name;
        // The file the loader picked, for `list` and the doctor.
        link_map *map = nullptr;
        if (dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name && *map->l_name)
            path_ = QFile::decodeName(map->l_name);
        break;
    }
    if (!handle_) {
        *error = AmdSmiBackendTr::tr("The AMD SMI library (libamd_smi) is not installed: %1").arg(failures.value(0));
        return false;
    }
    bindAmdSmiSymbol(api.init, resolve("amdsmi_init"));
    bindAmdSmiSymbol(api.shutDown, resolve("amdsmi_shut_down"));
    bindAmdSmiSymbol(api.socketHandles, resolve("amdsmi_get_socket_handles"));
    bindAmdSmiSymbol(api.processorHandles, resolve("amdsmi_get_processor_handles"));
    bindAmdSmiSymbol(api.bdfId, resolve("amdsmi_get_gpu_bdf_id"));
    if (!api.init || !api.shutDown || !api.socketHandles || !api.processorHandles || !api.bdfId) {
        *error = AmdSmiBackendTr::tr("%1 lacks amdsmi_init, amdsmi_shut_down, amdsmi_get_socket_handles, amdsmi_get_processor_handles or "
                          "amdsmi_get_gpu_bdf_id; it is not a usable AMD SMI library.")
                     .arg(path_);
        unload();
        return false;
    }
    bindAmdSmiSymbol(api.libVersion, resolve("amdsmi_get_lib_version"));
    bindAmdSmiSymbol(api.statusString, resolve("amdsmi_status_code_to_string"));
    bindAmdSmiSymbol(api.processorType, resolve("amdsmi_get_processor_type"));
    bindAmdSmiSymbol(api.uuid, resolve("amdsmi_get_gpu_device_uuid"));
    bindAmdSmiSymbol(api.asicInfo, resolve("amdsmi_get_gpu_asic_info"));
    bindAmdSmiSymbol(api.boardInfo, resolve("amdsmi_get_gpu_board_info"));
    bindAmdSmiSymbol(api.vbiosInfo, resolve("amdsmi_get_gpu_vbios_info"));
    bindAmdSmiSymbol(api.driverInfo, resolve("amdsmi_get_gpu_driver_info"));
    bindAmdSmiSymbol(api.tempMetric, resolve("amdsmi_get_temp_metric"));
    bindAmdSmiSymbol(api.powerInfo, resolve("amdsmi_get_power_info"));
    bindAmdSmiSymbol(api.powerCapInfo, resolve("amdsmi_get_power_cap_info"));
    bindAmdSmiSymbol(api.setPowerCap, resolve("amdsmi_set_power_cap"));
    bindAmdSmiSymbol(api.clkFreq, resolve("amdsmi_get_clk_freq"));
    bindAmdSmiSymbol(api.setClkFreq, resolve("amdsmi_set_clk_freq"));
    bindAmdSmiSymbol(api.pciBandwidth, resolve("amdsmi_get_gpu_pci_bandwidth"));
    bindAmdSmiSymbol(api.pciReplayCounter, resolve("amdsmi_get_gpu_pci_replay_counter"));
    bindAmdSmiSymbol(api.activity, resolve("amdsmi_get_gpu_activity"));
    bindAmdSmiSymbol(api.memoryTotal, resolve("amdsmi_get_gpu_memory_total"));
    bindAmdSmiSymbol(api.memoryUsage, resolve("amdsmi_get_gpu_memory_usage"));
    bindAmdSmiSymbol(api.fanSpeed, resolve("amdsmi_get_gpu_fan_speed"));
    bindAmdSmiSymbol(api.fanSpeedMax, resolve("amdsmi_get_gpu_fan_speed_max"));
    bindAmdSmiSymbol(api.fanRpms, resolve("amdsmi_get_gpu_fan_rpms"));
    bindAmdSmiSymbol(api.voltMetric, resolve("amdsmi_get_gpu_volt_metric"));
    bindAmdSmiSymbol(api.energyCount, resolve("amdsmi_get_energy_count"));
    bindAmdSmiSymbol(api.perfLevel, resolve("amdsmi_get_gpu_perf_level"));
    bindAmdSmiSymbol(api.setPerfLevel, resolve("amdsmi_set_gpu_perf_level"));
    bindAmdSmiSymbol(api.overdriveLevel, resolve("amdsmi_get_gpu_overdrive_level"));
    bindAmdSmiSymbol(api.setOverdriveLevel, resolve("amdsmi_set_gpu_overdrive_level"));
    bindAmdSmiSymbol(api.powerProfilePresets, resolve("amdsmi_get_gpu_power_profile_presets"));
    bindAmdSmiSymbol(api.setPowerProfile, resolve("amdsmi_set_gpu_power_profile"));
    bindAmdSmiSymbol(api.odVoltInfo, resolve("amdsmi_get_gpu_od_volt_info"));
    bindAmdSmiSymbol(api.setClkRange, resolve("amdsmi_set_gpu_clk_range"));
    bindAmdSmiSymbol(api.setOdClkInfo, resolve("amdsmi_set_gpu_od_clk_info"));
    bindAmdSmiSymbol(api.eccEnabled, resolve("amdsmi_get_gpu_ecc_enabled"));
    bindAmdSmiSymbol(api.eccCount, resolve("amdsmi_get_gpu_ecc_count"));
    bindAmdSmiSymbol(api.processList, resolve("amdsmi_get_gpu_process_list"));
    bindAmdSmiSymbol(api.computeProcessInfo, resolve("amdsmi_get_gpu_compute_process_info"));
    return true;
}

QString AmdSmiLibrary::versionString() const
{
    amdsmi::Version version{};
    if (!api.libVersion || api.libVersion(&version) != amdsmi::Success)
        return QString();
    return QStringLiteral("%1.%2.%3.%4").arg(version.year).arg(version.major).arg(version.minor).arg(version.release);
}

void AmdSmiLibrary::unload()
{
    // Shutting down is the backend's business (it knows whether init ran);
    // the library is only closed here.
    if (handle_)
        dlclose(handle_);
    handle_ = nullptr;
    api = AmdSmiFunctions{};
}

QString amdSmiStatusText(const AmdSmiFunctions &api, amdsmi::Status status)
{
    const char *text = nullptr;
    switch (status) {
    case amdsmi::Success: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "success"); break;
    case amdsmi::Inval: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "an argument is invalid"); break;
    case amdsmi::NotSupported: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "the GPU does not support this"); break;
    case amdsmi::NotYetImplemented: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "this library does not implement it"); break;
    case amdsmi::NoPermission: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "permission denied (this needs root)"); break;
    case amdsmi::FileError: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "a driver file could not be read or written"); break;
    case amdsmi::InputOutOfBounds: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "the value is outside the allowed range"); break;
    case amdsmi::InitError: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "the library could not initialise"); break;
    case amdsmi::Busy: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "the GPU is busy"); break;
    case amdsmi::NotFound: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "the GPU was not found"); break;
    case amdsmi::NotInit: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "the library is not initialised"); break;
    case amdsmi::DriverNotLoaded: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "the amdgpu driver is not loaded"); break;
    case amdsmi::NoData: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "no data"); break;
    case amdsmi::UnexpectedData: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "the driver file holds unexpected data"); break;
    case amdsmi::SettingUnavailable: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "the setting is not available"); break;
    default: text = QT_TRANSLATE_NOOP("AmdSmiBackend", "error"); break;
    }
    QString name;
    const char *libraryText = nullptr;
    if (api.statusString && api.statusString(status, &libraryText) == amdsmi::Success && libraryText)
        name = QString::fromLatin1(libraryText).section(QLatin1Char(':'), 0, 0).trimmed();
    if (name.isEmpty())
        name = QString::number(status);
    return QCoreApplication::translate("AmdSmiBackend", "%1 (%2)").arg(QCoreApplication::translate("AmdSmiBackend", text), name);
}

} // namespace rocmtune
