// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/sysfs/SysfsBackend.h"

#include "core/backends/DriverFileBackend.h"
#include "core/backends/PciIdNames.h"
#include "core/backends/rocm_smi/AmdgpuDriverReads.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"
#include "core/backends/sysfs/SysfsBackendTr.h"
#include "core/backends/sysfs/SysfsMetricReader.h"

#include <QCoreApplication>
#include <QDir>
#include <QLoggingCategory>

#include <algorithm>

Q_DECLARE_LOGGING_CATEGORY(lcSysfs)

namespace rocmtune {

namespace {

constexpr quint16 kAmdVendorId = 0x1002;

QString sysfsFirstToken(const std::optional<QByteArray> &text)
{
    return text ? QString::fromUtf8(text->simplified().split(' ').value(0)) : QString();
}

} // namespace

BackendStatus SysfsBackend::initialize()
{
    if (!QDir(QStringLiteral("/sys/class/drm")).exists())
        return {false, SysfsBackendTr::tr("/sys/class/drm does not exist (no DRM driver is loaded).")};
    if (const auto version = amdgpu::readSmallFile(QStringLiteral("/sys/module/amdgpu/version")))
        driverVersion_ = QString::fromUtf8(version->trimmed());
    enumerate(true);
    if (gpus_.empty())
        return {false, SysfsBackendTr::tr("no card of the amdgpu driver under /sys/class/drm")};
    const int count = deviceCount();
    return {true, QCoreApplication::translate("SysfsBackend", "%n AMD GPU(s) through the amdgpu driver's files", nullptr, count)};
}

void SysfsBackend::enumerate(bool initial)
{
    for (const QString &pciBusId : amdgpu::AmdgpuCardFiles::presentPciBusIds()) {
        auto existing = std::find_if(gpus_.begin(), gpus_.end(), [&](const SysfsGpu &g) { return g.pciBusId == pciBusId; });
        if (existing != gpus_.end() && !existing->lost)
            continue;
        const auto files = amdgpu::AmdgpuCardFiles::locate(pciBusId);
        if (!files || files->readPciIdFile(QStringLiteral("vendor")) != kAmdVendorId)
            continue;
        SysfsGpu fresh;
        fresh.pciBusId = pciBusId;
        fresh.files = *files;
        fresh.asleepAtStart = amdgpu::runtimeSuspended(files->deviceDir());
        if (fresh.asleepAtStart)
            logAsleepAtStart(lcSysfs(), pciBusId);
        SysfsMetricReader::findChannels(fresh); // labels do not wake a card
        describe(fresh);
        if (existing != gpus_.end()) {
            qCInfo(lcSysfs).noquote() << SysfsBackendTr::tr("GPU %1 is back.").arg(pciBusId);
            *existing = std::move(fresh);
        } else {
            if (!initial)
                qCInfo(lcSysfs).noquote() << SysfsBackendTr::tr("GPU %1 appeared.").arg(pciBusId);
            gpus_.push_back(std::move(fresh));
        }
    }
    // GPU numbers in PCI address order, as the library backends number them.
    if (initial)
        std::stable_sort(gpus_.begin(), gpus_.end(), [](const SysfsGpu &a, const SysfsGpu &b) { return a.pciBusId < b.pciBusId; });
}

void SysfsBackend::describe(SysfsGpu &gpu)
{
    DeviceInfo &info = gpu.info;
    info = DeviceInfo();
    info.backendId = id();
    info.vendor = QStringLiteral("AMD");
    info.pciBusId = gpu.pciBusId;
    // Files the driver answers without waking the card (rocm_smi/README.md).
    const auto vendorId = gpu.files.readPciIdFile(QStringLiteral("vendor"));
    const auto deviceId = gpu.files.readPciIdFile(QStringLiteral("device"));
    if (vendorId && deviceId)
        info.pciId = QStringLiteral("%1:%2").arg(*vendorId, 4, 16, QLatin1Char('0')).arg(*deviceId, 4, 16, QLatin1Char('0'));
    QString product;
    if (const auto text = gpu.files.readDeviceFile(QStringLiteral("product_name")))
        product = QString::fromUtf8(text->split('\n').value(0)).trimmed();
    info.name = product;
    if (info.name.isEmpty() && vendorId && deviceId) {
        const PciIdNames names = lookupPciIdNames(*vendorId, *deviceId, gpu.files.readPciIdFile(QStringLiteral("subsystem_vendor")),
                                                  gpu.files.readPciIdFile(QStringLiteral("subsystem_device")));
        info.name = names.device;
    }
    // The name the libraries would give (product_name, else the PCI id
    // database's device line), made whole as in the library backends.
    if (!info.name.isEmpty())
        info.name = wholeGpuName(info.name, amdgpu::gpuNameCandidates(gpu.files));
    if (info.name.isEmpty())
        info.name = SysfsBackendTr::tr("AMD GPU %1").arg(deviceId ? QStringLiteral("0x%1").arg(*deviceId, 4, 16, QLatin1Char('0')) : gpu.pciBusId);
    if (!gpu.asleepAtStart)
        info.uniqueId = sysfsFirstToken(gpu.files.readDeviceFile(QStringLiteral("unique_id")));
    info.serial = sysfsFirstToken(gpu.files.readDeviceFile(QStringLiteral("serial_number")));
    info.vbiosVersion = sysfsFirstToken(gpu.files.readDeviceFile(QStringLiteral("vbios_version")));
    info.driverVersion = driverVersion_;
    info.gfxArch = amdgpu::gfxArchFromTargetVersion(gpu.files.kfdProperties().value(QStringLiteral("gfx_target_version")));
    if (const auto text = gpu.files.readDeviceFile(QStringLiteral("mem_info_vram_total"))) {
        bool ok = false;
        const qulonglong bytes = text->trimmed().toULongLong(&ok);
        if (ok)
            info.vramTotalBytes = bytes;
    }
    if (gpu.asleepAtStart)
        return;
    // What the card offers, from a first full read.
    Sample first;
    SysfsMetricReader(gpu).readFull(first);
    recordOfferedMetrics(info, first, gpu.pciBusId, lcSysfs());
}

bool SysfsBackend::checkPresent(SysfsGpu &gpu)
{
    if (gpu.lost)
        return false;
    if (gpu.files.present())
        return true;
    gpu.lost = true;
    qCWarning(lcSysfs).noquote() << SysfsBackendTr::tr("GPU %1 (%2) disappeared: its driver directory is gone (reset, unbind or unplug).")
                                         .arg(gpu.pciBusId, gpu.info.name);
    return false;
}

Sample SysfsBackend::readSample(int index)
{
    Sample sample(index, 0);
    SysfsGpu *gpu = gpuAt(index);
    if (!gpu) {
        sample.setState(DeviceState::Lost, SysfsBackendTr::tr("No such GPU."));
        return sample;
    }
    if (!checkPresent(*gpu)) {
        sample.setState(DeviceState::Lost, SysfsBackendTr::tr("GPU %1 is gone (reset, unbind or unplug); it is used again when it comes back.").arg(gpu->pciBusId));
        return sample;
    }
    SysfsMetricReader reader(*gpu);
    if (gpu->asleepAtStart) {
        if (reader.readAsleep(sample))
            return sample;
        gpu->asleepAtStart = false; // awake: what start-up left out
        describe(*gpu);
    }
    reader.read(sample);
    return sample;
}

bool SysfsBackend::recover()
{
    const QStringList present = amdgpu::AmdgpuCardFiles::presentPciBusIds();
    std::vector<bool> wasLost;
    for (const SysfsGpu &g : gpus_)
        wasLost.push_back(g.lost);
    if (std::none_of(gpus_.begin(), gpus_.end(), [&](const SysfsGpu &g) { return g.lost && present.contains(g.pciBusId); }))
        return false;
    const std::size_t before = gpus_.size();
    enumerate(false);
    bool changed = gpus_.size() != before;
    for (std::size_t i = 0; i < before; ++i)
        changed = changed || (wasLost[i] && !gpus_[i].lost);
    return changed;
}

WriteResult SysfsBackend::write(int index, const std::function<WriteResult(DriverFileBackend &)> &call)
{
    SysfsGpu *gpu = gpuAt(index);
    if (!gpu)
        return WriteResult::failure(SysfsBackendTr::tr("No such GPU."));
    if (!checkPresent(*gpu))
        return WriteResult::failure(SysfsBackendTr::tr("GPU %1 is gone; nothing was changed.").arg(gpu->pciBusId));
    DriverFileBackend files(gpu->pciBusId, gpu->files);
    const WriteResult result = call(files);
    gpu->samplesSinceLimits = -1; // the next sample reads everything again
    return result;
}

ControlState SysfsBackend::readControls(int index)
{
    SysfsGpu *gpu = gpuAt(index);
    if (!gpu || !checkPresent(*gpu))
        return ControlState{};
    ControlState state = DriverFileBackend(gpu->pciBusId, gpu->files).readControls(0);
    // perf_determinism exists on Instinct MI200 and later only (as RocmSmiTuner offers it).
    if (const PerfLevelControl *levels = state.perControl.get<PerfLevelControl>()) {
        const QString &arch = gpu->info.gfxArch;
        if (!arch.startsWith(QLatin1String("gfx90a")) && !arch.startsWith(QLatin1String("gfx94"))) {
            PerfLevelControl narrowed = *levels;
            narrowed.supported.removeAll(PerfLevel::Determinism);
            state.perControl.set(narrowed);
        }
    }
    return state;
}

WriteResult SysfsBackend::setPowerCap(int index, quint64 microwatts)
{
    return write(index, [&](DriverFileBackend &b) { return b.setPowerCap(0, microwatts); });
}

WriteResult SysfsBackend::setClockRange(int index, ClockDomain domain, int minMegahertz, int maxMegahertz)
{
    return write(index, [&](DriverFileBackend &b) { return b.setClockRange(0, domain, minMegahertz, maxMegahertz); });
}

WriteResult SysfsBackend::setDpmLevelMask(int index, ClockDomain domain, quint64 levelMask)
{
    return write(index, [&](DriverFileBackend &b) { return b.setDpmLevelMask(0, domain, levelMask); });
}

WriteResult SysfsBackend::setPerfLevel(int index, PerfLevel level)
{
    return write(index, [&](DriverFileBackend &b) { return b.setPerfLevel(0, level); });
}

WriteResult SysfsBackend::setPowerProfile(int index, PowerProfile profile)
{
    return write(index, [&](DriverFileBackend &b) { return b.setPowerProfile(0, profile); });
}

WriteResult SysfsBackend::setFanCurve(int index, const FanCurve &curve)
{
    return write(index, [&](DriverFileBackend &b) { return b.setFanCurve(0, curve); });
}

WriteResult SysfsBackend::setFanFixed(int index, int percent)
{
    return write(index, [&](DriverFileBackend &b) { return b.setFanFixed(0, percent); });
}

WriteResult SysfsBackend::setFanAuto(int index)
{
    return write(index, [&](DriverFileBackend &b) { return b.setFanAuto(0); });
}

WriteResult SysfsBackend::setFanZeroRpm(int index, bool enabled)
{
    return write(index, [&](DriverFileBackend &b) { return b.setFanZeroRpm(0, enabled); });
}

WriteResult SysfsBackend::setNumericControl(int index, ControlId id, std::optional<int> value)
{
    return write(index, [&](DriverFileBackend &b) { return b.setNumericControl(0, id, value); });
}

WriteResult SysfsBackend::setVoltageCurve(int index, const VoltageCurve &curve)
{
    return write(index, [&](DriverFileBackend &b) { return b.setVoltageCurve(0, curve); });
}

} // namespace rocmtune
