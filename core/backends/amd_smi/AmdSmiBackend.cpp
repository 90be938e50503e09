// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/amd_smi/AmdSmiBackend.h"

#include "core/backends/PciIdNames.h"
#include "core/backends/amd_smi/AmdSmiBackendTr.h"
#include "core/backends/rocm_smi/AmdgpuDriverReads.h"

#include "core/backends/rocm_smi/AmdgpuFileParsers.h"
#include "core/backends/rocm_smi/ForkProbe.h"

#include <QCoreApplication>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcAmdSmi, "rocmtune.amdsmi")

namespace rocmtune {

namespace {

constexpr int kAmdSmiInitTimeoutMs = 15000; // a busy per-card lock makes init wait 5 s per card
constexpr int kMaxHandles = 64;

QString fixedString(const char *text, std::size_t size)
{
    return QString::fromLocal8Bit(text, static_cast<qsizetype>(strnlen(text, size))).trimmed();
}

} // namespace

AmdSmiBackend::AmdSmiBackend() : library_(std::make_unique<AmdSmiLibrary>()) {}

AmdSmiBackend::~AmdSmiBackend()
{
    if (initialized_ && library_->api.shutDown)
        library_->api.shutDown();
}

QString AmdSmiBackend::libraryDescription() const
{
    const QString version = library_->versionString();
    return version.isEmpty() ? library_->path() : QStringLiteral("%1 %2").arg(library_->path(), version);
}

amdsmi::Status AmdSmiBackend::initLibrary(QString *message)
{
    // First in a forked child: the library's embedded ROCm SMI asserts on
    // some broken trees, and an abort here would take the app down.
    const AmdSmiFunctions *api = &library_->api;
    // At start-up through the verdict cache (stored only when the child's
    // init succeeded).
    const QVector<std::function<int()>> steps{[api] { return static_cast<int>(api->init(amdsmi::InitAmdGpus)); }};
    const auto probe = probeCache_ ? probeCache_->run(QStringLiteral("init"), steps, kAmdSmiInitTimeoutMs, QByteArray(kAmdSmiSharedMemoryPrefix),
                                                      [](const QVector<ForkProbe::StepResult> &results) {
                                                          return results[0].value == static_cast<int>(amdsmi::Success);
                                                      })
                                   : ForkProbe::run(steps, kAmdSmiInitTimeoutMs, QByteArray(kAmdSmiSharedMemoryPrefix));
    if (probe[0].outcome != ForkProbe::Outcome::Returned) {
        *message = AmdSmiBackendTr::tr("The AMD SMI library cannot start on this system's driver files, so the amd-smi backend is off: %1")
                       .arg(ForkProbe::describe(probe[0]));
        return amdsmi::InitError;
    }
    if (probe[0].value != static_cast<int>(amdsmi::Success)) {
        *message = amdSmiStatusText(*api, static_cast<amdsmi::Status>(probe[0].value));
        return static_cast<amdsmi::Status>(probe[0].value);
    }
    const amdsmi::Status status = api->init(amdsmi::InitAmdGpus);
    if (status != amdsmi::Success)
        *message = amdSmiStatusText(*api, status);
    return status;
}

bool AmdSmiBackend::libraryLoaded() const
{
    return library_->isLoaded();
}

BackendStatus AmdSmiBackend::initialize()
{
    gpus_.clear();
    QString error;
    if (!library_->load(&error))
        return {false, error};
    ProbeVerdictCache::Inputs cacheInputs;
    cacheInputs.libraryPath = library_->path();
    probeCache_ = std::make_unique<ProbeVerdictCache>(id(), cacheInputs);
    if (initLibrary(&error) != amdsmi::Success) {
        probeCache_.reset();
        return {false, error};
    }
    initialized_ = true;
    enumerate(true);
    probeCache_.reset(); // later probes (a card that wakes, returns) run children
    return {true, QCoreApplication::translate("AmdSmiBackend", "%n AMD GPU(s) through %1", nullptr, deviceCount()).arg(libraryDescription())};
}

void AmdSmiBackend::enumerate(bool initial)
{
    const AmdSmiFunctions &api = library_->api;
    uint32_t socketCount = 0;
    if (api.socketHandles(&socketCount, nullptr) != amdsmi::Success)
        socketCount = 0;
    std::vector<amdsmi::SocketHandle> sockets(std::min<uint32_t>(socketCount, kMaxHandles));
    socketCount = static_cast<uint32_t>(sockets.size());
    if (socketCount > 0 && api.socketHandles(&socketCount, sockets.data()) != amdsmi::Success)
        socketCount = 0;
    sockets.resize(std::min<std::size_t>(socketCount, sockets.size()));
    std::vector<Gpu> found;
    for (amdsmi::SocketHandle socket : sockets) {
        uint32_t count = kMaxHandles;
        amdsmi::ProcessorHandle handles[kMaxHandles] = {};
        if (api.processorHandles(socket, &count, handles) != amdsmi::Success)
            continue;
        for (uint32_t i = 0; i < std::min<uint32_t>(count, kMaxHandles); ++i) {
            int type = amdsmi::ProcessorAmdGpu;
            if (api.processorType && api.processorType(handles[i], &type) == amdsmi::Success && type != amdsmi::ProcessorAmdGpu)
                continue;
            uint64_t bdfId = 0;
            if (api.bdfId(handles[i], &bdfId) != amdsmi::Success)
                continue;
            const QString pciBusId = amdgpu::pciBusIdFromBdfId(bdfId);
            auto existing = std::find_if(gpus_.begin(), gpus_.end(), [&](const Gpu &g) { return g.pciBusId == pciBusId; });
            if (existing != gpus_.end() && !existing->lost) {
                existing->handle = handles[i];
                continue;
            }
            const auto files = amdgpu::AmdgpuCardFiles::locate(pciBusId);
            if (!files) {
                qCWarning(lcAmdSmi).noquote() << AmdSmiBackendTr::tr("GPU %1: its sysfs directory was not found; it is skipped.").arg(pciBusId);
                continue;
            }
            Gpu fresh;
            fresh.handle = handles[i];
            fresh.pciBusId = pciBusId;
            fresh.files = *files;
            // A sleeping card is not probed (the probe calls read hwmon,
            // gpu_metrics, the DPM tables ...): that waits until it wakes.
            fresh.asleepAtStart = amdgpu::runtimeSuspended(fresh.files.deviceDir());
            if (fresh.asleepAtStart)
                logAsleepAtStart(lcAmdSmi(), pciBusId);
            found.push_back(std::move(fresh));
        }
    }
    // The new (or returning) cards' calls are probed in one run of children.
    QList<Gpu *> awake;
    for (Gpu &fresh : found) {
        if (!fresh.asleepAtStart)
            awake << &fresh;
    }
    probeCalls(awake);
    for (Gpu &fresh : found) {
        describe(fresh);
        const QString pciBusId = fresh.pciBusId;
        auto existing = std::find_if(gpus_.begin(), gpus_.end(), [&](const Gpu &g) { return g.pciBusId == pciBusId; });
        if (existing != gpus_.end()) {
            qCInfo(lcAmdSmi).noquote() << AmdSmiBackendTr::tr("GPU %1 is back.").arg(pciBusId);
            *existing = std::move(fresh);
        } else {
            if (!initial)
                qCInfo(lcAmdSmi).noquote() << AmdSmiBackendTr::tr("GPU %1 appeared.").arg(pciBusId);
            gpus_.push_back(std::move(fresh));
        }
    }
}

void AmdSmiBackend::describe(Gpu &gpu)
{
    const AmdSmiFunctions &api = library_->api;
    DeviceInfo &info = gpu.info;
    info = DeviceInfo();
    info.backendId = id();
    info.vendor = QStringLiteral("AMD");
    info.pciBusId = gpu.pciBusId;
    // The library's id getters assert on an id file that does not parse
    // (ROCm SMI's get_id): check the files ourselves first.
    // Asleep: no library call (its identity calls read unique_id and more);
    // the names from files the driver answers without waking the card.
    bool idsReadable = gpu.safe(AmdSmiCall::Identity) && !gpu.asleepAtStart;
    for (const QString &file : {QStringLiteral("vendor"), QStringLiteral("device"), QStringLiteral("subsystem_vendor"), QStringLiteral("subsystem_device")}) {
        if (gpu.files.deviceFileExists(file) && !gpu.files.readPciIdFile(file))
            idsReadable = false;
    }
    amdsmi::AsicInfo asic{};
    if (idsReadable && api.asicInfo && api.asicInfo(gpu.handle, &asic) == amdsmi::Success) {
        info.name = fixedString(asic.market_name, sizeof asic.market_name);
        if (asic.vendor_id != 0 && asic.device_id != 0)
            info.pciId = QStringLiteral("%1:%2").arg(asic.vendor_id, 4, 16, QLatin1Char('0')).arg(asic.device_id, 4, 16, QLatin1Char('0'));
        // The library's asic_serial is the driver's unique_id in decimal.
        bool ok = false;
        const quint64 unique = fixedString(asic.asic_serial, sizeof asic.asic_serial).toULongLong(&ok);
        if (ok && unique != 0)
            info.uniqueId = QStringLiteral("%1").arg(unique, 16, 16, QLatin1Char('0'));
    }
    // The library leaves device_id 0 where it cannot read it: the files have it.
    if (info.pciId.isEmpty()) {
        const auto vendorId = gpu.files.readPciIdFile(QStringLiteral("vendor"));
        const auto deviceId = gpu.files.readPciIdFile(QStringLiteral("device"));
        if (vendorId && deviceId)
            info.pciId = QStringLiteral("%1:%2").arg(*vendorId, 4, 16, QLatin1Char('0')).arg(*deviceId, 4, 16, QLatin1Char('0'));
    }
    amdsmi::BoardInfo board{};
    if (idsReadable && api.boardInfo && api.boardInfo(gpu.handle, &board) == amdsmi::Success) {
        if (info.name.isEmpty())
            info.name = fixedString(board.product_name, sizeof board.product_name);
        info.serial = fixedString(board.product_serial, sizeof board.product_serial);
    }
    if (info.name.isEmpty()) {
        if (const auto product = gpu.files.readDeviceFile(QStringLiteral("product_name")))
            info.name = QString::fromUtf8(product->split('\n').value(0)).trimmed();
    }
    // AMD SMI cuts names at 31 characters ("Navi 31 [Radeon RX 7900 XT/7900")
    // or gives a bare code name: the whole one (PciIdNames.h).
    if (!info.name.isEmpty())
        info.name = wholeGpuName(info.name, amdgpu::gpuNameCandidates(gpu.files));
    if (info.name.isEmpty())
        info.name = AmdSmiBackendTr::tr("AMD GPU %1").arg(gpu.pciBusId);
    amdsmi::VbiosInfo vbios{};
    if (idsReadable && api.vbiosInfo && api.vbiosInfo(gpu.handle, &vbios) == amdsmi::Success)
        info.vbiosVersion = fixedString(vbios.version, sizeof vbios.version);
    amdsmi::DriverInfo driver{};
    if (idsReadable && api.driverInfo && api.driverInfo(gpu.handle, &driver) == amdsmi::Success)
        info.driverVersion = fixedString(driver.driver_version, sizeof driver.driver_version);
    if (info.driverVersion.isEmpty()) {
        if (const auto version = amdgpu::readSmallFile(QStringLiteral("/sys/module/amdgpu/version")))
            info.driverVersion = QString::fromLatin1(*version).trimmed();
    }
    info.libraryVersion = QStringLiteral("AMD SMI %1").arg(libraryDescription());
    info.gfxArch = amdgpu::gfxArchFromTargetVersion(gpu.files.kfdProperties().value(QStringLiteral("gfx_target_version")));
    if (gpu.asleepAtStart) {
        if (const auto vbios = gpu.files.readDeviceFile(QStringLiteral("vbios_version")))
            info.vbiosVersion = QString::fromLatin1(vbios->trimmed());
        return; // what it offers: from its first sample when it wakes
    }
    uint64_t vram = 0;
    if (gpu.safe(AmdSmiCall::Activity) && api.memoryTotal && api.memoryTotal(gpu.handle, amdsmi::MemVram, &vram) == amdsmi::Success && vram > 0)
        info.vramTotalBytes = vram;
    Sample first;
    readFull(gpu, first);
    recordOfferedMetrics(info, first, gpu.pciBusId, lcAmdSmi());
}

bool AmdSmiBackend::checkPresent(Gpu &gpu)
{
    if (gpu.lost || !initialized_)
        return false;
    if (gpu.files.present())
        return true;
    gpu.lost = true;
    qCWarning(lcAmdSmi).noquote() << AmdSmiBackendTr::tr("GPU %1 (%2) disappeared: its driver directory is gone (reset, unbind or unplug).")
                                          .arg(gpu.pciBusId, gpu.info.name);
    return false;
}

Sample AmdSmiBackend::readSample(int index)
{
    Sample sample(index, 0);
    Gpu *found = gpuAt(index);
    if (!found) {
        sample.setState(DeviceState::Lost, AmdSmiBackendTr::tr("No such GPU."));
        return sample;
    }
    Gpu &gpu = *found;
    if (!checkPresent(gpu)) {
        sample.setState(DeviceState::Lost, AmdSmiBackendTr::tr("GPU %1 is gone (reset, unbind or unplug); it is used again when it comes back.").arg(gpu.pciBusId));
        return sample;
    }
    if (gpu.asleepAtStart) {
        gpu.table.attach(gpu.files.deviceDir(), gpu.pciBusId, lcAmdSmi());
        if (readAsleep(gpu, sample))
            return sample;
        // Awake: what start-up left out (probe, identity, the first full read).
        gpu.asleepAtStart = false;
        probeCalls(gpu);
        describe(gpu);
    }
    readTick(gpu, sample);
    return sample;
}

bool AmdSmiBackend::recover()
{
    if (!library_->isLoaded())
        return false;
    const QStringList present = amdgpu::AmdgpuCardFiles::presentPciBusIds();
    const bool anyBack = std::any_of(gpus_.begin(), gpus_.end(), [&](const Gpu &g) { return g.lost && present.contains(g.pciBusId); });
    if (!anyBack)
        return false;
    // The library reads its device list at init: start it again, in a child first.
    const AmdSmiFunctions *api = &library_->api;
    const auto trial = ForkProbe::run({[api] {
                                          api->shutDown();
                                          return static_cast<int>(api->init(amdsmi::InitAmdGpus));
                                      }},
                                      kAmdSmiInitTimeoutMs, QByteArray(kAmdSmiSharedMemoryPrefix));
    if (trial[0].outcome != ForkProbe::Outcome::Returned || trial[0].value != static_cast<int>(amdsmi::Success)) {
        qCWarning(lcAmdSmi).noquote() << AmdSmiBackendTr::tr("A GPU came back but AMD SMI cannot restart yet: %1")
                                              .arg(trial[0].outcome == ForkProbe::Outcome::Returned
                                                       ? amdSmiStatusText(*api, static_cast<amdsmi::Status>(trial[0].value))
                                                       : ForkProbe::describe(trial[0]));
        return false;
    }
    if (initialized_)
        api->shutDown();
    const amdsmi::Status restarted = api->init(amdsmi::InitAmdGpus);
    initialized_ = restarted == amdsmi::Success;
    if (!initialized_) {
        qCWarning(lcAmdSmi).noquote() << AmdSmiBackendTr::tr("Restarting AMD SMI after a GPU came back failed: %1").arg(amdSmiStatusText(*api, restarted));
        for (Gpu &g : gpus_)
            g.lost = true;
        return false;
    }
    const std::size_t before = gpus_.size();
    std::vector<bool> wasLost;
    for (const Gpu &g : gpus_)
        wasLost.push_back(g.lost);
    enumerate(false);
    bool changed = gpus_.size() != before;
    for (std::size_t i = 0; i < before; ++i)
        changed = changed || (wasLost[i] && !gpus_[i].lost);
    return changed;
}

AmdSmiBackend::Gpu *AmdSmiBackend::usable(int index, WriteResult *failure)
{
    Gpu *found = gpuAt(index);
    if (!found) {
        *failure = WriteResult::failure(AmdSmiBackendTr::tr("No such GPU."));
        return nullptr;
    }
    Gpu &gpu = *found;
    if (!checkPresent(gpu)) {
        *failure = WriteResult::failure(AmdSmiBackendTr::tr("GPU %1 is gone; nothing was changed.").arg(gpu.pciBusId));
        return nullptr;
    }
    return &gpu;
}

} // namespace rocmtune
