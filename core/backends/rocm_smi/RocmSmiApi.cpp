// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/RocmSmiApi.h"
#include "core/backends/rocm_smi/RocmSmiBackendTr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <dlfcn.h>

#include <cstring>

namespace rocmtune {

namespace {

template <typename Fn>
void resolve(void *handle, Fn *&fn, const char *name)
{
    // dlsym returns void*; POSIX guarantees it converts to a function pointer.
    fn = reinterpret_cast<Fn *>(dlsym(handle, name));
}

template <typename Frequencies>
void copyTable(const Frequencies &f, std::size_t capacity, RsmiClockTable *table)
{
    const std::size_t count = std::min<std::size_t>(f.numSupported, capacity);
    table->hertz.clear();
    for (std::size_t i = 0; i < count; ++i)
        table->hertz.push_back(f.frequency[i]);
    table->currentIndex = f.current < count ? static_cast<int>(f.current) : -1;
}

} // namespace

RocmSmiApi::~RocmSmiApi()
{
    // The library keeps threads-free global state; unloading it while a
    // shut-down could still reference it gains nothing, so only shut down.
    if (handle_ && shutDown)
        shutDown();
}

QStringList RocmSmiApi::candidateNames()
{
    // A forced library is the only candidate (tests use a missing path to
    // check that the app runs without ROCm).
    const QString forced = qEnvironmentVariable("ROCMTUNE_ROCM_SMI_LIBRARY");
    if (!forced.isEmpty())
        return {forced};
    QStringList names;
    names << QStringLiteral("librocm_smi64.so.1") << QStringLiteral("librocm_smi64.so.7")
          << QStringLiteral("librocm_smi64.so.6") << QStringLiteral("librocm_smi64.so.5")
          << QStringLiteral("librocm_smi64.so");
    // /opt/rocm is not on the loader path by default.
    const QDir opt(QStringLiteral("/opt/rocm/lib"));
    const QStringList found = opt.entryList({QStringLiteral("librocm_smi64.so*")}, QDir::Files, QDir::Name | QDir::Reversed);
    for (const QString &file : found)
        names << opt.filePath(file);
    return names;
}

bool RocmSmiApi::load(QString *error)
{
    if (handle_)
        return true;
    QStringList failures;
    for (const QString &name : candidateNames()) {
        void *handle = dlopen(QFile::encodeName(name).constData(), RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            failures << QString::fromLocal8Bit(dlerror());
            continue;
        }
        handle_ = handle;
        path_ = name;
        break;
    }
    if (!handle_) {
        if (error)
            *error = RocmSmiApiTr::tr("The ROCm SMI library (librocm_smi64) is not installed: %1").arg(failures.value(0));
        return false;
    }
    resolveAll();
    if (!init || !numMonitorDevices) {
        if (error)
            *error = RocmSmiApiTr::tr("%1 lacks rsmi_init or rsmi_num_monitor_devices; it is not a usable ROCm SMI library.").arg(path_);
        dlclose(handle_);
        handle_ = nullptr;
        return false;
    }
    rsmi_version_t version{};
    if (versionGet && versionGet(&version) == RSMI_STATUS_SUCCESS) {
        major_ = static_cast<int>(version.major);
        version_ = QStringLiteral("%1.%2.%3").arg(version.major).arg(version.minor).arg(version.patch);
    } else {
        version_ = RocmSmiApiTr::tr("unknown");
    }
    return true;
}

void RocmSmiApi::resolveAll()
{
    resolve(handle_, init, "rsmi_init");
    resolve(handle_, shutDown, "rsmi_shut_down");
    resolve(handle_, numMonitorDevices, "rsmi_num_monitor_devices");
    resolve(handle_, versionGet, "rsmi_version_get");
    resolve(handle_, versionStrGet, "rsmi_version_str_get");
    resolve(handle_, statusString, "rsmi_status_string");
    resolve(handle_, devNameGet, "rsmi_dev_name_get");
    resolve(handle_, devIdGet, "rsmi_dev_id_get");
    resolve(handle_, devVendorIdGet, "rsmi_dev_vendor_id_get");
    resolve(handle_, devPciIdGet, "rsmi_dev_pci_id_get");
    resolve(handle_, devUniqueIdGet, "rsmi_dev_unique_id_get");
    resolve(handle_, devSerialNumberGet, "rsmi_dev_serial_number_get");
    resolve(handle_, devVbiosVersionGet, "rsmi_dev_vbios_version_get");
    resolve(handle_, devTempMetricGet, "rsmi_dev_temp_metric_get");
    resolve(handle_, devVoltMetricGet, "rsmi_dev_volt_metric_get");
    resolve(handle_, devPowerAveGet, "rsmi_dev_power_ave_get");
    resolve(handle_, devPowerCapGet, "rsmi_dev_power_cap_get");
    resolve(handle_, devPowerCapDefaultGet, "rsmi_dev_power_cap_default_get");
    resolve(handle_, devPowerCapRangeGet, "rsmi_dev_power_cap_range_get");
    resolve(handle_, devPowerCapSet, "rsmi_dev_power_cap_set");
    resolve(handle_, devEnergyCountGet, "rsmi_dev_energy_count_get");
    resolve(handle_, devBusyPercentGet, "rsmi_dev_busy_percent_get");
    resolve(handle_, devMemoryBusyPercentGet, "rsmi_dev_memory_busy_percent_get");
    resolve(handle_, devMemoryTotalGet, "rsmi_dev_memory_total_get");
    resolve(handle_, devMemoryUsageGet, "rsmi_dev_memory_usage_get");
    resolve(handle_, devFanRpmsGet, "rsmi_dev_fan_rpms_get");
    resolve(handle_, devFanSpeedGet, "rsmi_dev_fan_speed_get");
    resolve(handle_, devFanSpeedMaxGet, "rsmi_dev_fan_speed_max_get");
    resolve(handle_, devFanSpeedSet, "rsmi_dev_fan_speed_set");
    resolve(handle_, devFanReset, "rsmi_dev_fan_reset");
    resolve(handle_, devPerfLevelGet, "rsmi_dev_perf_level_get");
    resolve(handle_, devPerfLevelSetV1, "rsmi_dev_perf_level_set_v1");
    resolve(handle_, devOverdriveLevelGet, "rsmi_dev_overdrive_level_get");
    resolve(handle_, devOverdriveLevelSetV1, "rsmi_dev_overdrive_level_set_v1");
    resolve(handle_, devGpuClkFreqGet, "rsmi_dev_gpu_clk_freq_get");
    resolve(handle_, devGpuClkFreqSet, "rsmi_dev_gpu_clk_freq_set");
    resolve(handle_, devPciBandwidthGet, "rsmi_dev_pci_bandwidth_get");
    resolve(handle_, devClkRangeSet, "rsmi_dev_clk_range_set");
    resolve(handle_, devOdClkInfoSet, "rsmi_dev_od_clk_info_set");
    resolve(handle_, devPowerProfilePresetsGet, "rsmi_dev_power_profile_presets_get");
    resolve(handle_, devPowerProfileSet, "rsmi_dev_power_profile_set");
    resolve(handle_, devOdVoltInfoGet, "rsmi_dev_od_volt_info_get");
    resolve(handle_, devPciReplayCounterGet, "rsmi_dev_pci_replay_counter_get");
    resolve(handle_, computeProcessInfoGet, "rsmi_compute_process_info_get");
    resolve(handle_, computeProcessGpusGet, "rsmi_compute_process_gpus_get");
}

rsmi_status_t RocmSmiApi::clockTable(uint32_t device, rsmi_clk_type_t type, RsmiClockTable *table) const
{
    if (!devGpuClkFreqGet)
        return RSMI_STATUS_NOT_SUPPORTED;
    rsmi_status_t status;
    if (usesV6Layout()) {
        RsmiFrequenciesV6 f{};
        status = devGpuClkFreqGet(device, type, &f);
        if (status == RSMI_STATUS_SUCCESS)
            copyTable(f, 33, table);
    } else {
        RsmiFrequenciesV5 f{};
        status = devGpuClkFreqGet(device, type, &f);
        if (status == RSMI_STATUS_SUCCESS)
            copyTable(f, 32, table);
    }
    return status;
}

rsmi_status_t RocmSmiApi::pcieTable(uint32_t device, RsmiClockTable *table) const
{
    if (!devPciBandwidthGet)
        return RSMI_STATUS_NOT_SUPPORTED;
    rsmi_status_t status;
    auto copyLanes = [table](const uint32_t *lanes) {
        table->lanes.clear();
        for (int i = 0; i < table->hertz.size(); ++i)
            table->lanes.push_back(lanes[i]);
    };
    if (usesV6Layout()) {
        RsmiPcieBandwidthV6 b{};
        status = devPciBandwidthGet(device, &b);
        if (status == RSMI_STATUS_SUCCESS) {
            copyTable(b.transferRate, 33, table);
            copyLanes(b.lanes);
        }
    } else {
        RsmiPcieBandwidthV5 b{};
        status = devPciBandwidthGet(device, &b);
        if (status == RSMI_STATUS_SUCCESS) {
            copyTable(b.transferRate, 32, table);
            copyLanes(b.lanes);
        }
    }
    return status;
}

QString rsmiStatusMessage(rsmi_status_t status)
{
    switch (status) {
    case RSMI_STATUS_SUCCESS: return RocmSmiApiTr::tr("success");
    case RSMI_STATUS_INVALID_ARGS: return RocmSmiApiTr::tr("the driver rejected the arguments (invalid value)");
    case RSMI_STATUS_NOT_SUPPORTED: return RocmSmiApiTr::tr("not supported by this GPU or driver");
    case RSMI_STATUS_FILE_ERROR: return RocmSmiApiTr::tr("the driver file could not be read or written (missing or not a file)");
    case RSMI_STATUS_PERMISSION: return RocmSmiApiTr::tr("permission denied: changing GPU settings needs root (run the privileged helper)");
    case RSMI_STATUS_OUT_OF_RESOURCES: return RocmSmiApiTr::tr("out of memory or other resources");
    case RSMI_STATUS_INTERNAL_EXCEPTION: return RocmSmiApiTr::tr("the ROCm SMI library failed internally");
    case RSMI_STATUS_INPUT_OUT_OF_BOUNDS: return RocmSmiApiTr::tr("the value is outside the range the driver allows");
    case RSMI_STATUS_INIT_ERROR: return RocmSmiApiTr::tr("ROCm SMI could not start: no amdgpu driver or no KFD topology (/sys/class/drm, /sys/class/kfd)");
    case RSMI_STATUS_NOT_YET_IMPLEMENTED: return RocmSmiApiTr::tr("not implemented by the ROCm SMI library for this GPU");
    case RSMI_STATUS_NOT_FOUND: return RocmSmiApiTr::tr("not found");
    case RSMI_STATUS_INSUFFICIENT_SIZE: return RocmSmiApiTr::tr("the value did not fit the buffer");
    case RSMI_STATUS_INTERRUPT: return RocmSmiApiTr::tr("interrupted");
    case RSMI_STATUS_UNEXPECTED_SIZE: return RocmSmiApiTr::tr("the driver returned data of an unexpected size");
    case RSMI_STATUS_NO_DATA: return RocmSmiApiTr::tr("the driver returned no data");
    case RSMI_STATUS_UNEXPECTED_DATA: return RocmSmiApiTr::tr("the driver file holds unexpected data (garbled or unknown format)");
    case RSMI_STATUS_BUSY: return RocmSmiApiTr::tr("the GPU is busy: another program holds its ROCm SMI lock (/dev/shm/rocm_smi_card*)");
    case RSMI_STATUS_REFCOUNT_OVERFLOW: return RocmSmiApiTr::tr("the ROCm SMI library was initialised too often");
    case RSMI_STATUS_UNKNOWN_ERROR: return RocmSmiApiTr::tr("unknown error");
    }
    return RocmSmiApiTr::tr("unknown status %1").arg(static_cast<qint64>(status));
}

} // namespace rocmtune
