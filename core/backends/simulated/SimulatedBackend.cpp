// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/simulated/SimulatedBackend.h"

#include "core/backends/DriverValues.h"
#include "core/backends/simulated/SimulatedStateFile.h"

#include <QCoreApplication>
#include <QThread>
#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace rocmtune {

namespace {
constexpr int kMaxSimulatedDevices = 16;
constexpr double kMaxStepSeconds = 5.0; // a stalled reader does not fast-forward hours
} // namespace

SimulatedOptions SimulatedOptions::fromEnvironment()
{
    SimulatedOptions options;
    bool ok = false;
    const int gpus = qEnvironmentVariableIntValue("ROCMTUNE_SIM_GPUS", &ok);
    if (ok && gpus > 0)
        options.deviceCount = std::min(gpus, kMaxSimulatedDevices);
    if (const auto load = simulatedLoadFromKey(qEnvironmentVariable("ROCMTUNE_SIM_LOAD")))
        options.load = *load;
    for (const QString &key : qEnvironmentVariable("ROCMTUNE_SIM_CARDS").split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (SimulatedCardSpec::fromKey(key.trimmed()))
            options.cards << key.trimmed();
        else
            qWarning("ROCMTUNE_SIM_CARDS: unknown card \"%s\" (known: %s)", qPrintable(key), qPrintable(SimulatedCardSpec::keys().join(QLatin1Char(','))));
    }
    const int seed = qEnvironmentVariableIntValue("ROCMTUNE_SIM_SEED", &ok);
    if (ok)
        options.seed = static_cast<quint32>(seed);
    options.stateFile = qEnvironmentVariable("ROCMTUNE_SIM_STATE");
    options.pcieFaults = qEnvironmentVariable("ROCMTUNE_SIM_PCIE").split(QLatin1Char(','), Qt::SkipEmptyParts);
    const int delay = qEnvironmentVariableIntValue("ROCMTUNE_SIM_WRITE_DELAY_MS", &ok);
    if (ok && delay > 0)
        options.writeDelayMs = std::min(delay, 60000);
    QStringList unknownFaults;
    options.faults = SimulatedFaults::parse(qEnvironmentVariable("ROCMTUNE_SIM_FAULTS"), &unknownFaults);
    if (!unknownFaults.isEmpty())
        qWarning("ROCMTUNE_SIM_FAULTS: unknown \"%s\" (GPU:FAULT, FAULT one of %s)", qPrintable(unknownFaults.join(QLatin1Char(','))),
                 qPrintable(SimulatedFaults::keys().join(QLatin1Char(','))));
    for (const QString &entry : qEnvironmentVariable("ROCMTUNE_SIM_PROCESSES").split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList parts = entry.trimmed().split(QLatin1Char(':'));
        bool gpuOk = false, pidOk = false;
        const int gpu = parts.value(0).toInt(&gpuOk);
        const qint64 pid = parts.value(1).toLongLong(&pidOk);
        if (parts.size() == 2 && gpuOk && pidOk && gpu >= 0 && pid > 0)
            options.processes[gpu] << pid;
        else
            qWarning("ROCMTUNE_SIM_PROCESSES: \"%s\" is not GPU:PID", qPrintable(entry));
    }
    return options;
}

SimulatedBackend::SimulatedBackend(const SimulatedOptions &options) : options_(options)
{
    options_.cards.erase(std::remove_if(options_.cards.begin(), options_.cards.end(),
                                        [](const QString &key) { return !SimulatedCardSpec::fromKey(key); }),
                         options_.cards.end());
    if (!options_.cards.isEmpty())
        options_.deviceCount = static_cast<int>(options_.cards.size());
    options_.deviceCount = std::clamp(options_.deviceCount, 0, kMaxSimulatedDevices);
}

BackendStatus SimulatedBackend::initialize()
{
    slots_.clear();
    for (int i = 0; i < options_.deviceCount; ++i) {
        if (options_.faults.has(i, SimulatedFault::Missing))
            continue; // fell off the bus: the others keep their numbers and ids
        SimulatedCardSpec spec = !options_.cards.isEmpty() ? *SimulatedCardSpec::fromKey(options_.cards.at(i))
                                 : i % 2 == 0             ? SimulatedCardSpec::radeonRx7900Xtx()
                                                          : SimulatedCardSpec::instinctMi210();
        if (options_.pcieFaults.contains(QLatin1String("x4")))
            spec.pcieWidthLanes = 4;
        if (options_.pcieFaults.contains(QLatin1String("gen1")))
            spec.pcieSpeedGigaTransfers = 2.5;
        if (options_.pcieFaults.contains(QLatin1String("replays")))
            spec.pcieReplaysPerBusySecond = 150;
        Slot slot;
        slot.number = i;
        slot.gpu = std::make_unique<SimulatedGpu>(spec, options_.seed * 7919u + static_cast<quint32>(i));
        slot.gpu->setLoad(options_.load);
        // Start from a warmed-up state so a fresh window does not show a cold card.
        slot.gpu->advance(options_.load == SimulatedLoad::Idle ? 5.0 : 20.0 + 3.0 * i);
        slot.clock.start();
        if (!options_.stateFile.isEmpty())
            SimulatedStateFile(options_.stateFile).load(static_cast<int>(slots_.size()), *slot.gpu);
        slots_.push_back(std::move(slot));
    }
    const int count = deviceCount(); // less the missing ones (ROCMTUNE_SIM_FAULTS)
    return {true, QCoreApplication::translate("SimulatedBackend", "%n simulated GPU(s)", nullptr, count)};
}

int SimulatedBackend::deviceCount() const
{
    return static_cast<int>(slots_.size());
}

SimulatedBackend::Slot *SimulatedBackend::slot(int index)
{
    if (index < 0 || index >= deviceCount())
        return nullptr;
    return &slots_[static_cast<std::size_t>(index)];
}

SimulatedGpu *SimulatedBackend::gpu(int index)
{
    Slot *s = slot(index);
    return s ? s->gpu.get() : nullptr;
}

DeviceInfo SimulatedBackend::deviceInfo(int index) const
{
    DeviceInfo info;
    if (index < 0 || index >= deviceCount())
        return info;
    const SimulatedCardSpec &spec = slots_[static_cast<std::size_t>(index)].gpu->spec();
    const int number = slots_[static_cast<std::size_t>(index)].number;
    info.backendId = id();
    info.backendIndex = index;
    info.vendor = QStringLiteral("AMD");
    info.name = QCoreApplication::translate("SimulatedBackend", "Simulated %1").arg(spec.name);
    info.gfxArch = spec.gfxArch;
    info.pciId = spec.pciId;
    info.pciBusId = QStringLiteral("0000:%1:00.0").arg(0x10 + number, 2, 16, QLatin1Char('0'));
    info.uniqueId = QStringLiteral("sim%1%2").arg(options_.seed, 8, 16, QLatin1Char('0')).arg(number, 8, 16, QLatin1Char('0'));
    info.serial = QStringLiteral("SIM%1").arg(number, 5, 10, QLatin1Char('0'));
    info.vbiosVersion = QStringLiteral("SIMULATED");
    info.driverVersion = QStringLiteral("simulated");
    info.libraryVersion = QStringLiteral("simulated");
    info.vramTotalBytes = spec.vramBytes;
    info.simulated = true;
    // What the model reports, taken from a sample so the two can never disagree.
    Sample probe;
    slots_[static_cast<std::size_t>(index)].gpu->fillSample(probe);
    for (const auto &metric : metricCatalogue()) {
        if (probe.has(metric.id))
            info.metrics.set(metricIndex(metric.id));
    }
    return info;
}

Sample SimulatedBackend::readSample(int index)
{
    Sample sample(index, 0);
    Slot *s = slot(index);
    if (!s || s->lost) {
        sample.setState(DeviceState::Lost, QCoreApplication::translate("SimulatedBackend", "The simulated GPU is gone."));
        return sample;
    }
    if (!options_.manualClock) {
        const double elapsed = std::min(s->clock.restart() / 1000.0, kMaxStepSeconds);
        s->gpu->advance(elapsed);
    }
    if (s->failing) {
        sample.setState(DeviceState::Error, QCoreApplication::translate("SimulatedBackend", "Simulated driver read error."));
        return sample;
    }
    s->gpu->fillSample(sample);
    sample.setEcc(s->ecc);
    ++s->reads;
    applyFaults(*s, sample);
    for (auto it = s->extraValues.cbegin(); it != s->extraValues.cend(); ++it)
        sample.set(it.key(), it.value());
    return sample;
}

bool SimulatedBackend::recover()
{
    return false; // devices keep their slots; setDeviceLost(false) brings one back
}

void SimulatedBackend::loadSettings(int index)
{
    Slot *s = slot(index);
    if (s && !options_.stateFile.isEmpty())
        SimulatedStateFile(options_.stateFile).load(index, *s->gpu);
}

ControlState SimulatedBackend::readControls(int index)
{
    Slot *s = slot(index);
    if (!s || s->lost)
        return ControlState{};
    loadSettings(index);
    return s->gpu->controls();
}

namespace {
WriteResult lostDevice()
{
    return WriteResult::failure(QCoreApplication::translate("SimulatedBackend", "The simulated GPU is gone."));
}
} // namespace

template<typename Write>
WriteResult SimulatedBackend::write(int index, Write &&fn)
{
    Slot *s = slot(index);
    if (!s || s->lost)
        return lostDevice();
    if (options_.writeDelayMs > 0)
        QThread::msleep(static_cast<unsigned long>(options_.writeDelayMs));
    loadSettings(index);
    const WriteResult result = fn(*s->gpu);
    if (result.ok && !options_.stateFile.isEmpty() && !SimulatedStateFile(options_.stateFile).save(index, *s->gpu))
        return WriteResult::failure(QCoreApplication::translate("SimulatedBackend", "Cannot save the simulated GPU state to %1.")
                                        .arg(options_.stateFile));
    return result;
}

WriteResult SimulatedBackend::setPowerCap(int index, quint64 microwatts)
{
    return write(index, [&](SimulatedGpu &gpu) { return gpu.setPowerCapWatts(static_cast<double>(microwatts) / 1e6); });
}

WriteResult SimulatedBackend::setClockRange(int index, ClockDomain domain, int minMegahertz, int maxMegahertz)
{
    return write(index, [&](SimulatedGpu &gpu) { return gpu.setClockRange(domain, minMegahertz, maxMegahertz); });
}

WriteResult SimulatedBackend::setDpmLevelMask(int index, ClockDomain domain, quint64 levelMask)
{
    return write(index, [&](SimulatedGpu &gpu) { return gpu.setDpmLevelMask(domain, levelMask); });
}

WriteResult SimulatedBackend::setPerfLevel(int index, PerfLevel level)
{
    return write(index, [&](SimulatedGpu &gpu) { return gpu.setPerfLevel(level); });
}

WriteResult SimulatedBackend::setPowerProfile(int index, PowerProfile profile)
{
    return write(index, [&](SimulatedGpu &gpu) { return gpu.setPowerProfile(profile); });
}

WriteResult SimulatedBackend::resetClockTable(int index)
{
    return write(index, [&](SimulatedGpu &gpu) { return gpu.resetClockTable(); });
}

WriteResult SimulatedBackend::setFanCurve(int index, const FanCurve &curve)
{
    return write(index, [&](SimulatedGpu &gpu) { return gpu.setFanCurve(curve); });
}

WriteResult SimulatedBackend::setFanFixed(int index, int percent)
{
    return write(index, [&](SimulatedGpu &gpu) { return gpu.setFanFixed(percent); });
}

WriteResult SimulatedBackend::setFanAuto(int index)
{
    return write(index, [&](SimulatedGpu &gpu) { return gpu.setFanAuto(); });
}

WriteResult SimulatedBackend::setFanZeroRpm(int index, bool enabled)
{
    return write(index, [&](SimulatedGpu &gpu) { return gpu.setFanZeroRpm(enabled); });
}

WriteResult SimulatedBackend::setNumericControl(int index, ControlId id, std::optional<int> value)
{
    const bool driverValue = driverValueInfo(id) != nullptr;
    if (!value && (id == ControlId::Overdrive || driverValue))
        return noBootValue(id);
    return write(index, [&](SimulatedGpu &gpu) {
        if (id == ControlId::Overdrive)
            return gpu.setOverdrivePercent(*value);
        if (driverValue)
            return gpu.setDriverValue(id, *value);
        return gpu.setFanSetting(id, value); // refuses what is not a fan setting row
    });
}

WriteResult SimulatedBackend::setVoltageCurve(int index, const VoltageCurve &curve)
{
    return write(index, [&](SimulatedGpu &gpu) { return gpu.setVoltageCurve(curve); });
}

void SimulatedBackend::advanceSeconds(double seconds)
{
    for (Slot &s : slots_)
        s.gpu->advance(seconds);
}

void SimulatedBackend::setLoad(SimulatedLoad load)
{
    options_.load = load;
    for (Slot &s : slots_)
        s.gpu->setLoad(load);
}

void SimulatedBackend::setDeviceLost(int index, bool lost)
{
    if (Slot *s = slot(index))
        s->lost = lost;
}

void SimulatedBackend::setReadError(int index, bool failing)
{
    if (Slot *s = slot(index))
        s->failing = failing;
}

void SimulatedBackend::setEcc(int index, const EccStatus &ecc)
{
    if (Slot *s = slot(index))
        s->ecc = ecc;
}

void SimulatedBackend::setExtraValues(int index, const QMap<MetricId, double> &values)
{
    if (Slot *s = slot(index))
        s->extraValues = values;
}

} // namespace rocmtune
