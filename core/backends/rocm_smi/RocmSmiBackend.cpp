// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/rocm_smi/RocmSmiBackend.h"

#include "core/backends/PciIdNames.h"
#include "core/backends/rocm_smi/AmdgpuDriverReads.h"
#include "core/backends/rocm_smi/RocmSmiBackendTr.h"

#include "core/backends/GpuList.h"
#include "core/backends/rocm_smi/AmdgpuFanVoltage.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"
#include "core/backends/rocm_smi/ForkProbe.h"
#include "core/backends/rocm_smi/RocmSmiLockCheck.h"
#include "core/backends/rocm_smi/RocmSmiMetricReader.h"
#include "core/backends/rocm_smi/RocmSmiTuner.h"
#include "core/i18n/ListText.h"

#include <QCoreApplication>
#include <QDir>
#include <QLoggingCategory>
#include <QRegularExpression>

#include <algorithm>

Q_DECLARE_LOGGING_CATEGORY(lcRocmSmi)

namespace rocmtune {

namespace {

constexpr int kRsmiInitTimeoutMs = 15000; // a busy lock makes rsmi_init wait 5 s per card
constexpr int kLockWaitMs = 5000;      // as long as the library itself waits for a per-card lock

QString libraryString(RocmSmiApi &api, rsmi_status_t (*getter)(uint32_t, char *, uint32_t), uint32_t dv)
{
    Q_UNUSED(api);
    if (!getter)
        return QString();
    char buffer[256] = {};
    if (getter(dv, buffer, sizeof buffer) != RSMI_STATUS_SUCCESS)
        return QString();
    return QString::fromLocal8Bit(buffer).trimmed();
}

// Whether /sys/class/drm has any cardN entry (whatever it links to).
bool drmListsAnyCard()
{
    static const QRegularExpression cardName(QStringLiteral("^card[0-9]+$"));
    const QStringList entries = QDir(QStringLiteral("/sys/class/drm")).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
    return std::any_of(entries.begin(), entries.end(), [](const QString &name) { return cardName.match(name).hasMatch(); });
}

} // namespace

RocmSmiBackend::RocmSmiBackend() : api_(std::make_unique<RocmSmiApi>()) {}

RocmSmiBackend::~RocmSmiBackend() = default;

rsmi_status_t RocmSmiBackend::initLibrary(QString *message)
{
    // 6.1.2 would break another program's per-card lock after 5 s instead of
    // answering BUSY as 5.2.3 does: wait for the locks ourselves first.
    const QStringList held = rocmSmiLocksHeldByOthers(kLockWaitMs);
    if (!held.isEmpty()) {
        *message = RocmSmiBackendTr::tr("%1 (%2)").arg(rsmiStatusMessage(RSMI_STATUS_BUSY), joinList(held));
        return RSMI_STATUS_BUSY;
    }
    RocmSmiApi *api = api_.get();
    // At start-up through the verdict cache (stored only when the child's
    // init succeeded: a failure is worth trying again, e.g. a card that was
    // still coming up); a restart after a card came back always forks.
    const QVector<std::function<int()>> steps{[api] { return static_cast<int>(api->init(0)); }};
    const auto probe = probeCache_ ? probeCache_->run(QStringLiteral("init"), steps, kRsmiInitTimeoutMs, kRocmSmiSharedMemoryPrefix,
                                                      [](const QVector<ForkProbe::StepResult> &results) {
                                                          return results[0].value == RSMI_STATUS_SUCCESS;
                                                      })
                                   : ForkProbe::run(steps, kRsmiInitTimeoutMs, kRocmSmiSharedMemoryPrefix);
    if (probe[0].outcome != ForkProbe::Outcome::Returned) {
        *message = RocmSmiBackendTr::tr("The ROCm SMI library cannot start on this system's driver files, so the rocm-smi backend is off: %1")
                       .arg(ForkProbe::describe(probe[0]));
        return RSMI_STATUS_INTERNAL_EXCEPTION;
    }
    if (probe[0].value != RSMI_STATUS_SUCCESS) {
        auto status = static_cast<rsmi_status_t>(probe[0].value);
        const QString detail = QString::fromLocal8Bit(probe[0].stderrTail).split(QLatin1Char('\n')).value(0).trimmed();
        // 5.2.3 reports a per-card lock held by another process as INIT_ERROR
        // after waiting 5 s; its message names the mutex.
        if (detail.contains(QLatin1String("mutex"), Qt::CaseInsensitive))
            status = RSMI_STATUS_BUSY;
        *message = detail.isEmpty() ? rsmiStatusMessage(status) : RocmSmiBackendTr::tr("%1 (%2)").arg(rsmiStatusMessage(status), detail);
        return status;
    }
    const rsmi_status_t status = api_->init(0);
    if (status != RSMI_STATUS_SUCCESS)
        *message = rsmiStatusMessage(status);
    return status;
}

bool RocmSmiBackend::libraryLoaded() const
{
    return api_->isLoaded();
}

BackendStatus RocmSmiBackend::initialize()
{
    gpus_.clear();
    QString error;
    if (!api_->load(&error))
        return {false, error};
    // 6.1.2's rsmi_init never returns when /sys/class/drm has no card (it
    // probes card0, card1, ... for ever); the init probe would wait its full
    // time limit. Without any card there is nothing for the library to find.
    if (!drmListsAnyCard())
        return {false, RocmSmiBackendTr::tr("/sys/class/drm lists no graphics card, so the ROCm SMI library is not started.")};
    ProbeVerdictCache::Inputs cacheInputs;
    cacheInputs.libraryPath = api_->libraryPath();
    probeCache_ = std::make_unique<ProbeVerdictCache>(id(), cacheInputs);
    if (initLibrary(&error) != RSMI_STATUS_SUCCESS) {
        probeCache_.reset();
        return {false, error};
    }
    initialized_ = true;
    if (api_->versionStrGet) {
        char buffer[256] = {};
        if (api_->versionStrGet(RSMI_SW_COMP_DRIVER, buffer, sizeof buffer) == RSMI_STATUS_SUCCESS)
            driverVersion_ = QString::fromLocal8Bit(buffer).trimmed();
    }
    enumerate(true);
    probeCache_.reset(); // later probes (a card that wakes, returns) run children
    return {true, QCoreApplication::translate("RocmSmiBackend", "%n AMD GPU(s) through %1 %2", nullptr, deviceCount())
                      .arg(api_->libraryPath(), api_->versionString())};
}

void RocmSmiBackend::enumerate(bool initial)
{
    uint32_t count = 0;
    if (api_->numMonitorDevices(&count) != RSMI_STATUS_SUCCESS)
        count = 0;
    // New (or returning) cards first, so that their risky calls are probed
    // in one run of children (probeRiskyCalls), not one run per card.
    std::vector<RocmSmiDevice> found;
    for (uint32_t dv = 0; dv < count; ++dv) {
        uint64_t bdfId = 0;
        if (!api_->devPciIdGet || api_->devPciIdGet(dv, &bdfId) != RSMI_STATUS_SUCCESS)
            continue;
        const QString pciBusId = amdgpu::pciBusIdFromBdfId(bdfId);
        auto existing = std::find_if(gpus_.begin(), gpus_.end(), [&](const RocmSmiDevice &d) { return d.pciBusId == pciBusId; });
        if (existing != gpus_.end() && !existing->lost) {
            existing->libraryIndex = dv;
            continue;
        }
        const auto files = amdgpu::AmdgpuCardFiles::locate(pciBusId);
        if (!files) {
            qCWarning(lcRocmSmi).noquote() << RocmSmiBackendTr::tr("GPU %1: its sysfs directory was not found; it is skipped.").arg(pciBusId);
            continue;
        }
        RocmSmiDevice fresh;
        fresh.libraryIndex = dv;
        fresh.pciBusId = pciBusId;
        fresh.files = *files;
        // A sleeping card is not probed (the probe reads hwmon, the DPM
        // tables ...): that waits until it wakes.
        fresh.asleepAtStart = amdgpu::runtimeSuspended(files->deviceDir());
        if (fresh.asleepAtStart)
            logAsleepAtStart(lcRocmSmi(), pciBusId);
        found.push_back(std::move(fresh));
    }
    QList<RocmSmiDevice *> awake;
    for (RocmSmiDevice &fresh : found) {
        if (!fresh.asleepAtStart)
            awake << &fresh;
    }
    for (const QString &note : probeRiskyCalls(*api_, awake, probeCache_.get()))
        qCInfo(lcRocmSmi).noquote() << note;
    for (RocmSmiDevice &fresh : found) {
        describe(fresh);
        const QString pciBusId = fresh.pciBusId;
        auto existing = std::find_if(gpus_.begin(), gpus_.end(), [&](const RocmSmiDevice &d) { return d.pciBusId == pciBusId; });
        if (existing != gpus_.end()) {
            qCInfo(lcRocmSmi).noquote() << RocmSmiBackendTr::tr("GPU %1 is back.").arg(pciBusId);
            *existing = std::move(fresh);
        } else {
            if (!initial)
                qCInfo(lcRocmSmi).noquote() << RocmSmiBackendTr::tr("GPU %1 appeared.").arg(pciBusId);
            gpus_.push_back(std::move(fresh));
        }
    }
    // Our GPU numbers must not depend on the library version: 5.2.3 numbers
    // cards in /sys/class/drm/cardN order, 6.1.2 (and libamd_smi 6.1.2) by PCI
    // address. The first enumeration is put in PCI address order (each device
    // keeps its libraryIndex); a card that appears later is added at the end,
    // so numbers never change while the program runs.
    if (initial)
        std::stable_sort(gpus_.begin(), gpus_.end(),
                         [](const RocmSmiDevice &a, const RocmSmiDevice &b) { return a.pciBusId < b.pciBusId; });
}

void RocmSmiBackend::describe(RocmSmiDevice &device)
{
    const uint32_t dv = device.libraryIndex;
    DeviceInfo &info = device.info;
    info = DeviceInfo();
    info.backendId = id();
    info.vendor = QStringLiteral("AMD");
    // The library's id getters assert on an id file that does not parse
    // (rsmi_dev_name_get reads them too): check them ourselves first.
    const auto vendorId = device.files.readPciIdFile(QStringLiteral("vendor"));
    const auto deviceId = device.files.readPciIdFile(QStringLiteral("device"));
    bool idsReadable = vendorId && deviceId;
    for (const QString &file : {QStringLiteral("subsystem_vendor"), QStringLiteral("subsystem_device")}) {
        if (device.files.deviceFileExists(file) && !device.files.readPciIdFile(file))
            idsReadable = false;
    }
    if (!idsReadable)
        qCWarning(lcRocmSmi).noquote() << RocmSmiBackendTr::tr("GPU %1: its PCI id files (vendor, device, subsystem_*) do not hold 16-bit hex numbers; "
                                                   "the PCI id is not available and the name comes from product_name.")
                                              .arg(device.pciBusId);
    if (api_->devNameGet && idsReadable) {
        char name[256] = {};
        if (api_->devNameGet(dv, name, sizeof name) == RSMI_STATUS_SUCCESS)
            info.name = QString::fromLocal8Bit(name).trimmed();
    }
    // A name cut short or a bare code name: the whole one from the card's
    // files, libdrm's amdgpu.ids or the PCI id database (PciIdNames.h).
    if (!info.name.isEmpty())
        info.name = wholeGpuName(info.name, amdgpu::gpuNameCandidates(device.files));
    // A card newer than the system's pci.ids and without product_name (RX 9070 XT
    // on Debian 12): the library answers with the bare device id ("0x7550").
    static const QRegularExpression bareId(QStringLiteral("^0x[0-9a-fA-F]+$"));
    const QString libraryId = bareId.match(info.name).hasMatch() ? info.name : QString();
    if (!libraryId.isEmpty())
        info.name.clear();
    if (info.name.isEmpty()) {
        if (const auto product = device.files.readDeviceFile(QStringLiteral("product_name")))
            info.name = QString::fromUtf8(product->split('\n').value(0)).trimmed();
    }
    if (info.name.isEmpty())
        info.name = RocmSmiBackendTr::tr("AMD GPU %1").arg(libraryId.isEmpty() ? device.pciBusId : libraryId);
    info.pciBusId = device.pciBusId;
    if (vendorId && deviceId)
        info.pciId = QStringLiteral("%1:%2").arg(*vendorId, 4, 16, QLatin1Char('0')).arg(*deviceId, 4, 16, QLatin1Char('0'));
    uint64_t uniqueId = 0;
    if (!device.asleepAtStart && api_->devUniqueIdGet && api_->devUniqueIdGet(dv, &uniqueId) == RSMI_STATUS_SUCCESS && uniqueId != 0)
        info.uniqueId = QStringLiteral("%1").arg(uniqueId, 16, 16, QLatin1Char('0'));
    info.serial = libraryString(*api_, api_->devSerialNumberGet, dv);
    info.vbiosVersion = libraryString(*api_, api_->devVbiosVersionGet, dv);
    info.driverVersion = driverVersion_;
    info.libraryVersion = QStringLiteral("%1 %2").arg(api_->libraryPath(), api_->versionString());
    info.gfxArch = amdgpu::gfxArchFromTargetVersion(device.files.kfdProperties().value(QStringLiteral("gfx_target_version")));
    uint64_t vram = 0;
    if (api_->devMemoryTotalGet && api_->devMemoryTotalGet(dv, RSMI_MEM_TYPE_VRAM, &vram) == RSMI_STATUS_SUCCESS)
        info.vramTotalBytes = vram;
    // What the card offers, taken from a first sample so the two agree (for a
    // sleeping card when it wakes).
    if (device.asleepAtStart)
        return;
    Sample first;
    RocmSmiMetricReader(*api_, device).readFull(first);
    recordOfferedMetrics(info, first, device.pciBusId, lcRocmSmi());
}

bool RocmSmiBackend::checkPresent(RocmSmiDevice &device)
{
    if (device.lost || !initialized_)
        return false;
    if (device.files.present())
        return true;
    device.lost = true;
    qCWarning(lcRocmSmi).noquote() << RocmSmiBackendTr::tr("GPU %1 (%2) disappeared: its driver directory is gone (reset, unbind or unplug).")
                                           .arg(device.pciBusId, device.info.name);
    return false;
}

Sample RocmSmiBackend::readSample(int index)
{
    Sample sample(index, 0);
    RocmSmiDevice *found = gpuAt(index);
    if (!found) {
        sample.setState(DeviceState::Lost, RocmSmiBackendTr::tr("No such GPU."));
        return sample;
    }
    RocmSmiDevice &device = *found;
    if (!checkPresent(device)) {
        sample.setState(DeviceState::Lost, RocmSmiBackendTr::tr("GPU %1 is gone (reset, unbind or unplug); it is used again when it comes back.").arg(device.pciBusId));
        return sample;
    }
    if (device.asleepAtStart) {
        if (RocmSmiMetricReader(*api_, device).readAsleep(sample))
            return sample;
        // Awake: what start-up left out (probe, unique id, the first full read).
        device.asleepAtStart = false;
        for (const QString &note : probeRiskyCalls(*api_, device))
            qCInfo(lcRocmSmi).noquote() << note;
        describe(device);
    }
    RocmSmiMetricReader(*api_, device).read(sample);
    return sample;
}

bool RocmSmiBackend::restartLibrary()
{
    // First in a child: a failed restart in this process would leave the
    // library without devices.
    // As at the first start: 6.1.2 would break a lock another program holds.
    const QStringList held = rocmSmiLocksHeldByOthers(kLockWaitMs);
    if (!held.isEmpty()) {
        qCWarning(lcRocmSmi).noquote() << RocmSmiBackendTr::tr("A GPU came back but ROCm SMI cannot restart yet: %1")
                                               .arg(RocmSmiBackendTr::tr("%1 (%2)").arg(rsmiStatusMessage(RSMI_STATUS_BUSY), joinList(held)));
        return false;
    }
    RocmSmiApi *api = api_.get();
    const auto trial = ForkProbe::run({[api] {
                                          if (api->shutDown)
                                              api->shutDown();
                                          return static_cast<int>(api->init(0));
                                      }},
                                      kRsmiInitTimeoutMs, kRocmSmiSharedMemoryPrefix);
    if (trial[0].outcome != ForkProbe::Outcome::Returned || trial[0].value != RSMI_STATUS_SUCCESS) {
        qCWarning(lcRocmSmi).noquote() << RocmSmiBackendTr::tr("A GPU came back but ROCm SMI cannot restart yet: %1")
                                               .arg(trial[0].outcome == ForkProbe::Outcome::Returned
                                                        ? rsmiStatusMessage(static_cast<rsmi_status_t>(trial[0].value))
                                                        : ForkProbe::describe(trial[0]));
        return false;
    }
    if (api_->shutDown)
        api_->shutDown();
    const rsmi_status_t restarted = api_->init(0);
    if (restarted != RSMI_STATUS_SUCCESS) {
        qCWarning(lcRocmSmi).noquote() << RocmSmiBackendTr::tr("Restarting ROCm SMI after a GPU came back failed: %1").arg(rsmiStatusMessage(restarted));
        initialized_ = false;
        for (RocmSmiDevice &d : gpus_)
            d.lost = true;
        return false;
    }
    return true;
}

bool RocmSmiBackend::recover()
{
    if (!api_->isLoaded())
        return false;
    const QStringList present = amdgpu::AmdgpuCardFiles::presentPciBusIds();
    const bool anyBack = std::any_of(gpus_.begin(), gpus_.end(),
                                     [&](const RocmSmiDevice &d) { return d.lost && present.contains(d.pciBusId); });
    if (!anyBack)
        return false;
    // The library reads its device list once, at rsmi_init: start it again.
    if (initialized_) {
        if (!restartLibrary())
            return false;
    } else {
        QString error;
        if (initLibrary(&error) != RSMI_STATUS_SUCCESS) {
            qCWarning(lcRocmSmi).noquote() << RocmSmiBackendTr::tr("A GPU came back but ROCm SMI cannot restart yet: %1").arg(error);
            return false;
        }
        initialized_ = true;
    }
    const std::size_t before = gpus_.size();
    std::vector<bool> wasLost;
    for (const RocmSmiDevice &d : gpus_)
        wasLost.push_back(d.lost);
    enumerate(false);
    bool changed = gpus_.size() != before;
    for (std::size_t i = 0; i < before; ++i)
        changed = changed || (wasLost[i] && !gpus_[i].lost);
    return changed;
}

RocmSmiDevice *RocmSmiBackend::usable(int index, WriteResult *failure)
{
    RocmSmiDevice *found = gpuAt(index);
    if (!found) {
        *failure = WriteResult::failure(RocmSmiBackendTr::tr("No such GPU."));
        return nullptr;
    }
    RocmSmiDevice &device = *found;
    if (!checkPresent(device)) {
        *failure = WriteResult::failure(RocmSmiBackendTr::tr("GPU %1 is gone; nothing was changed.").arg(device.pciBusId));
        return nullptr;
    }
    return &device;
}

ControlState RocmSmiBackend::readControls(int index)
{
    WriteResult failure;
    RocmSmiDevice *device = usable(index, &failure);
    return device ? RocmSmiTuner(*api_, *device).readControls() : ControlState{};
}

WriteResult RocmSmiBackend::setPowerCap(int index, quint64 microwatts)
{
    WriteResult failure;
    RocmSmiDevice *device = usable(index, &failure);
    return device ? RocmSmiTuner(*api_, *device).setPowerCap(microwatts) : failure;
}

WriteResult RocmSmiBackend::setClockRange(int index, ClockDomain domain, int minMegahertz, int maxMegahertz)
{
    WriteResult failure;
    RocmSmiDevice *device = usable(index, &failure);
    return device ? RocmSmiTuner(*api_, *device).setClockRange(domain, minMegahertz, maxMegahertz) : failure;
}

WriteResult RocmSmiBackend::setDpmLevelMask(int index, ClockDomain domain, quint64 levelMask)
{
    WriteResult failure;
    RocmSmiDevice *device = usable(index, &failure);
    return device ? RocmSmiTuner(*api_, *device).setDpmLevelMask(domain, levelMask) : failure;
}

WriteResult RocmSmiBackend::setPerfLevel(int index, PerfLevel level)
{
    WriteResult failure;
    RocmSmiDevice *device = usable(index, &failure);
    return device ? RocmSmiTuner(*api_, *device).setPerfLevel(level) : failure;
}

WriteResult RocmSmiBackend::setPowerProfile(int index, PowerProfile profile)
{
    WriteResult failure;
    RocmSmiDevice *device = usable(index, &failure);
    return device ? RocmSmiTuner(*api_, *device).setPowerProfile(profile) : failure;
}

WriteResult RocmSmiBackend::resetClockTable(int index)
{
    WriteResult failure;
    RocmSmiDevice *device = usable(index, &failure);
    return device ? RocmSmiTuner(*api_, *device).resetClockTable() : failure;
}

WriteResult RocmSmiBackend::withFanVoltage(int index, const std::function<WriteResult(AmdgpuFanVoltage &)> &call)
{
    WriteResult failure;
    RocmSmiDevice *device = usable(index, &failure);
    if (!device)
        return failure;
    RocmSmiFanPwm pwm(*api_, *device);
    AmdgpuFanVoltage fanVoltage(pwm, *device);
    return call(fanVoltage);
}

WriteResult RocmSmiBackend::setFanCurve(int index, const FanCurve &curve)
{
    return withFanVoltage(index, [&](AmdgpuFanVoltage &fanVoltage) { return fanVoltage.setFanCurve(curve); });
}

WriteResult RocmSmiBackend::setFanFixed(int index, int percent)
{
    return withFanVoltage(index, [&](AmdgpuFanVoltage &fanVoltage) { return fanVoltage.setFanFixed(percent); });
}

WriteResult RocmSmiBackend::setFanAuto(int index)
{
    return withFanVoltage(index, [&](AmdgpuFanVoltage &fanVoltage) { return fanVoltage.setFanAuto(); });
}

WriteResult RocmSmiBackend::setFanZeroRpm(int index, bool enabled)
{
    return withFanVoltage(index, [&](AmdgpuFanVoltage &fanVoltage) { return fanVoltage.setFanZeroRpm(enabled); });
}

WriteResult RocmSmiBackend::setNumericControl(int index, ControlId id, std::optional<int> value)
{
    if (id != ControlId::Overdrive) // the driver files: the voltage offset, the fan settings
        return withFanVoltage(index, [&](AmdgpuFanVoltage &fanVoltage) { return fanVoltage.setNumericControl(id, value); });
    if (!value)
        return noBootValue(id);
    WriteResult failure;
    RocmSmiDevice *device = usable(index, &failure);
    return device ? RocmSmiTuner(*api_, *device).setOverdrivePercent(*value) : failure;
}

WriteResult RocmSmiBackend::setVoltageCurve(int index, const VoltageCurve &curve)
{
    return withFanVoltage(index, [&](AmdgpuFanVoltage &fanVoltage) { return fanVoltage.setVoltageCurve(curve); });
}

} // namespace rocmtune
