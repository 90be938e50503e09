// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/backends/simulated/SimulatedGpu.h"

#include "core/backends/simulated/SimulatedGpuTr.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rocmtune {

const char *simulatedLoadKey(SimulatedLoad load)
{
    switch (load) {
    case SimulatedLoad::Idle: return "idle";
    case SimulatedLoad::Training: return "training";
    case SimulatedLoad::Stress: return "stress";
    }
    return "idle";
}

std::optional<SimulatedLoad> simulatedLoadFromKey(const QString &key)
{
    for (SimulatedLoad load : {SimulatedLoad::Idle, SimulatedLoad::Training, SimulatedLoad::Stress}) {
        if (key.compare(QLatin1String(simulatedLoadKey(load)), Qt::CaseInsensitive) == 0)
            return load;
    }
    return std::nullopt;
}

SimulatedGpu::SimulatedGpu(const SimulatedCardSpec &spec, quint32 seed)
    : spec_(spec),
      rng_(seed),
      powerCapWatts_(spec.powerCapDefaultWatts),
      gfxRangeMinMegahertz_(spec.gfxClockMinMegahertz),
      gfxRangeMaxMegahertz_(spec.gfxClockMaxMegahertz),
      memoryRangeMinMegahertz_(spec.memoryClockMinMegahertz),
      memoryRangeMaxMegahertz_(spec.memoryClockMaxMegahertz),
      gfxClockMegahertz_(spec.gfxClockMinMegahertz),
      memoryClockMegahertz_(spec.memoryClockMinMegahertz),
      powerWatts_(spec.idlePowerWatts),
      powerAverageWatts_(spec.idlePowerWatts),
      edgeCelsius_(ambientCelsius_ + spec.idlePowerWatts * spec.thermalResistanceCelsiusPerWatt),
      junctionCelsius_(edgeCelsius_ + 3),
      memoryCelsius_(edgeCelsius_ + 6),
      vramUsedBytes_(static_cast<double>(spec.vramBytes) * 0.04)
{
    voltageCurve_ = spec.voltageCurve.points;
    // The stability limit, on a 5 mV grid inside the spec's band, from the seed
    // (its own generator, so the telemetry noise stays as it was).
    const int band = (spec.stableOffsetBandMaxMillivolts - spec.stableOffsetBandMinMillivolts) / 5;
    stableOffsetMillivolts_ = spec.stableOffsetBandMaxMillivolts - (band > 0 ? static_cast<int>(std::mt19937(seed ^ 0x5eedu)() % (band + 1)) * 5 : 0);
}

double SimulatedGpu::noise(double sigma)
{
    return normal_(rng_) * sigma;
}

double SimulatedGpu::targetUtilization() const
{
    if (fixedUtilization_)
        return std::clamp(*fixedUtilization_, 0.0, 1.0);
    switch (load_) {
    case SimulatedLoad::Idle:
        return 0.02;
    case SimulatedLoad::Training: {
        // Steps at ~96% with an evaluation / data-loading dip every 30 s.
        const double phase = std::fmod(timeSeconds_, 30.0);
        return phase < 26.0 ? 0.96 : 0.35;
    }
    case SimulatedLoad::Stress:
        return 1.0;
    }
    return 0.0;
}

void SimulatedGpu::advance(double dtSeconds)
{
    while (dtSeconds > 1e-9) {
        const double dt = std::min(dtSeconds, 0.1);
        step(dt);
        dtSeconds -= dt;
    }
}

void SimulatedGpu::step(double dt)
{
    timeSeconds_ += dt;
    const double target = targetUtilization();
    // Utilisation follows the workload within a fraction of a second.
    utilization_ += (target - utilization_) * std::min(1.0, dt / 0.3);
    utilization_ = std::clamp(utilization_ + noise(0.004), 0.0, 1.0);
    const double memoryTarget = load_ == SimulatedLoad::Stress ? 0.8 : load_ == SimulatedLoad::Training ? 0.45 * target / 0.96 : 0.01;
    memoryUtilization_ += (memoryTarget - memoryUtilization_) * std::min(1.0, dt / 0.5);

    const double vramTarget = static_cast<double>(spec_.vramBytes)
                              * (load_ == SimulatedLoad::Stress ? 0.9 : load_ == SimulatedLoad::Training ? 0.72 : 0.04);
    vramUsedBytes_ += (vramTarget - vramUsedBytes_) * std::min(1.0, dt / 2.0);

    // Requested GFX clock from the performance level and the load.
    const double odMax = std::min<double>(spec_.gfxClockOdMaxMegahertz,
                                          spec_.gfxClockMaxMegahertz * (1.0 + overdrivePercent_ / 100.0));
    const double rangeMax = std::min<double>(gfxRangeMaxMegahertz_, odMax);
    const double rangeMin = std::min<double>(gfxRangeMinMegahertz_, rangeMax);
    double requested = rangeMin;
    switch (perfLevel_) {
    case PerfLevel::Low:
        requested = rangeMin;
        break;
    case PerfLevel::High:
    case PerfLevel::ProfilePeak:
        requested = rangeMax;
        break;
    default:
        // auto / manual: boost when there is work, idle down when there is none
        requested = utilization_ > 0.1 ? rangeMax : rangeMin + (rangeMax - rangeMin) * utilization_;
        break;
    }

    unsigned throttle = 0;
    if (gfxRangeMaxMegahertz_ < spec_.gfxClockMaxMegahertz || gfxRangeMinMegahertz_ > spec_.gfxClockMinMegahertz)
        throttle |= ThrottleClockLocked;
    if (utilization_ < 0.05)
        throttle |= ThrottleIdle;

    const double dynamicFull = spec_.fullLoadPowerWatts - spec_.idlePowerWatts;
    const double activity = std::max(utilization_, 0.03);
    const double memoryPowerWatts = 4.0 * memoryUtilization_;
    auto powerAt = [&](double clock) {
        const double ratio = clock / spec_.gfxClockMaxMegahertz;
        return spec_.idlePowerWatts + memoryPowerWatts + dynamicFull * activity * ratio * ratio * voltagePowerFactor();
    };
    double clock = requested;
    if (powerAt(clock) > powerCapWatts_) {
        // The power limit lowers the clock until power meets the cap.
        const double headroom = std::max(0.0, powerCapWatts_ - spec_.idlePowerWatts - memoryPowerWatts);
        clock = spec_.gfxClockMaxMegahertz * std::sqrt(headroom / (dynamicFull * activity * voltagePowerFactor()));
        clock = std::max(clock, static_cast<double>(spec_.gfxClockMinMegahertz));
        throttle |= ThrottlePowerCap;
    }
    // Thermal limit: pull the clock down near the junction critical temperature.
    const double thermalStart = spec_.junctionCriticalCelsius - 5.0;
    if (junctionCelsius_ > thermalStart) {
        const double over = std::min(1.0, (junctionCelsius_ - thermalStart) / 5.0);
        clock = std::max<double>(spec_.gfxClockMinMegahertz, clock * (1.0 - 0.5 * over));
        throttle |= ThrottleThermal;
    }
    gfxClockMegahertz_ += (clock - gfxClockMegahertz_) * std::min(1.0, dt / 0.2);

    const double memoryClock = memoryUtilization_ > 0.05 || perfLevel_ == PerfLevel::High
                                   ? memoryRangeMaxMegahertz_
                                   : memoryRangeMinMegahertz_;
    memoryClockMegahertz_ += (memoryClock - memoryClockMegahertz_) * std::min(1.0, dt / 0.2);

    powerWatts_ = std::max(0.0, powerAt(gfxClockMegahertz_));
    // power1_average is a ~1 s running average on amdgpu.
    powerAverageWatts_ += (powerWatts_ - powerAverageWatts_) * std::min(1.0, dt / 1.0);
    energyJoules_ += powerWatts_ * dt;
    pcieReplays_ += spec_.pcieReplaysPerBusySecond * utilization_ * dt;

    // Fan follows the junction temperature; a fan lowers the thermal resistance.
    double resistance = spec_.thermalResistanceCelsiusPerWatt;
    if (spec_.hasFan) {
        const double fanTarget = fanTargetFraction();
        fanFraction_ += (fanTarget - fanFraction_) * std::min(1.0, dt / 3.0);
        resistance *= 1.35 - 0.45 * fanFraction_;
    }
    if (overheating_)
        resistance *= 2.8; // a failed cooler / blocked airflow
    const double steadyEdge = ambientCelsius_ + powerWatts_ * resistance;
    edgeCelsius_ += (steadyEdge - edgeCelsius_) * std::min(1.0, dt / spec_.thermalTimeConstantSeconds);
    junctionCelsius_ = edgeCelsius_ + powerWatts_ * 0.045;
    memoryCelsius_ = edgeCelsius_ + 4.0 + 12.0 * memoryUtilization_;
    throttleBits_ = throttle;
}

void SimulatedGpu::fillSample(Sample &s) const
{
    auto put = [&](MetricId id, double v) {
        if (!missingSensors_.count(id))
            s.set(id, v);
    };
    // Sensor noise is added when read, from a copy so reading stays const.
    put(MetricId::TemperatureEdge, std::round(edgeCelsius_));
    put(MetricId::TemperatureJunction, std::round(junctionCelsius_));
    put(MetricId::TemperatureMemory, std::round(memoryCelsius_));
    put(MetricId::TemperatureEdgeCritical, spec_.edgeCriticalCelsius);
    put(MetricId::TemperatureJunctionCritical, spec_.junctionCriticalCelsius);
    put(MetricId::TemperatureMemoryCritical, spec_.memoryCriticalCelsius);
    put(MetricId::TemperatureEdgeEmergency, spec_.edgeCriticalCelsius + spec_.emergencyMarginCelsius);
    put(MetricId::TemperatureJunctionEmergency, spec_.junctionCriticalCelsius + spec_.emergencyMarginCelsius);
    put(MetricId::TemperatureMemoryEmergency, spec_.memoryCriticalCelsius + spec_.emergencyMarginCelsius);
    put(MetricId::PowerAverage, std::round(powerAverageWatts_));
    put(MetricId::PowerCap, powerCapWatts_);
    put(MetricId::PowerCapDefault, spec_.powerCapDefaultWatts);
    put(MetricId::PowerCapMin, spec_.powerCapMinWatts);
    put(MetricId::PowerCapMax, spec_.powerCapMaxWatts);
    put(MetricId::GfxClock, std::round(gfxClockMegahertz_));
    put(MetricId::GfxClockMin, spec_.gfxClockMinMegahertz);
    put(MetricId::GfxClockMax, spec_.gfxClockMaxMegahertz);
    put(MetricId::MemoryClock, std::round(memoryClockMegahertz_));
    put(MetricId::MemoryClockMin, spec_.memoryClockMinMegahertz);
    put(MetricId::MemoryClockMax, spec_.memoryClockMaxMegahertz);
    put(MetricId::GpuBusy, std::round(utilization_ * 100.0));
    put(MetricId::MemoryBusy, std::round(memoryUtilization_ * 100.0));
    put(MetricId::VramUsed, std::round(vramUsedBytes_ / 4096.0) * 4096.0);
    put(MetricId::VramTotal, static_cast<double>(spec_.vramBytes));
    if (spec_.hasFan) {
        put(MetricId::FanPercent, std::round(fanFraction_ * 100.0));
        put(MetricId::FanRpm, std::round(fanFraction_ * spec_.fanMaxRpm));
    }
    const double clockSpan = std::max(1, spec_.gfxClockMaxMegahertz - spec_.gfxClockMinMegahertz);
    const double clockRatio = std::clamp((gfxClockMegahertz_ - spec_.gfxClockMinMegahertz) / clockSpan, 0.0, 1.2);
    put(MetricId::GfxVoltage, std::round(spec_.vddgfxMinMillivolts + (spec_.vddgfxMaxMillivolts - spec_.vddgfxMinMillivolts) * clockRatio
                                         + voltageOffsetMillivolts()));
    put(MetricId::PerformanceLevel, static_cast<double>(perfLevel_));
    put(MetricId::ThrottleStatus, static_cast<double>(throttleBits_));
    put(MetricId::OverdrivePercent, overdrivePercent_);
    if (spec_.hasPowerProfiles)
        put(MetricId::PowerProfile, static_cast<double>(powerProfile_));
    put(MetricId::PcieLinkSpeed, spec_.pcieSpeedGigaTransfers);
    put(MetricId::PcieLinkWidth, spec_.pcieWidthLanes);
    if (spec_.pcieReplaysPerBusySecond > 0)
        put(MetricId::PcieReplayCount, std::floor(pcieReplays_));
    put(MetricId::EnergyConsumed, energyJoules_);
}

void SimulatedGpu::setSensorMissing(MetricId id, bool missing)
{
    if (missing)
        missingSensors_.insert(id);
    else
        missingSensors_.erase(id);
}

ControlState SimulatedGpu::controls() const
{
    ControlState state;
    auto toMicro = [](double watts) { return static_cast<quint64>(std::llround(watts * 1e6)); };
    state.perControl.set(PowerCapControl{toMicro(powerCapWatts_), toMicro(spec_.powerCapDefaultWatts), toMicro(spec_.powerCapMinWatts),
                                         toMicro(spec_.powerCapMaxWatts)});
    ClockRangeControl gfx;
    gfx.currentMinMegahertz = gfxRangeMinMegahertz_;
    gfx.currentMaxMegahertz = gfxRangeMaxMegahertz_;
    gfx.allowedMinMegahertz = spec_.gfxClockMinMegahertz;
    gfx.allowedMaxMegahertz = spec_.gfxClockOdMaxMegahertz;
    gfx.dpmLevelsMegahertz = spec_.gfxDpmLevelsMegahertz;
    gfx.rangeSettable = true;
    gfx.levelMaskSettable = true;
    setClockControl(&state, ClockDomain::Gfx, gfx);
    ClockRangeControl memory;
    memory.currentMinMegahertz = memoryRangeMinMegahertz_;
    memory.currentMaxMegahertz = memoryRangeMaxMegahertz_;
    memory.allowedMinMegahertz = spec_.memoryClockMinMegahertz;
    memory.allowedMaxMegahertz = spec_.memoryClockOdMaxMegahertz;
    memory.dpmLevelsMegahertz = spec_.memoryDpmLevelsMegahertz;
    memory.rangeSettable = true;
    memory.levelMaskSettable = true;
    setClockControl(&state, ClockDomain::Memory, memory);
    PerfLevelControl levels{perfLevel_, {}};
    for (int i = 0; i < static_cast<int>(PerfLevel::Determinism); ++i)
        levels.supported.push_back(static_cast<PerfLevel>(i));
    state.perControl.set(levels);
    if (spec_.hasPowerProfiles) {
        PowerProfileControl profiles{powerProfile_, {}};
        for (int i = 0; i < kPowerProfileCount; ++i)
            profiles.supported.push_back(static_cast<PowerProfile>(i));
        state.perControl.set(profiles);
    } else {
        state.unsupportedReasons.insert(ControlId::PowerProfile, SimulatedGpuTr::tr("This card has no power profiles."));
    }
    state.perControl.set(OverdriveControl{overdrivePercent_}); // up to the default 20 %
    state.perControl.set(ClockTableControl{});
    state.criticalTemperatureCelsius = spec_.junctionCriticalCelsius;
    state.currentTemperatureCelsius = std::round(junctionCelsius_);
    fillFanVoltageControls(state);
    return state;
}

WriteResult SimulatedGpu::setPowerCapWatts(double watts)
{
    if (watts < spec_.powerCapMinWatts || watts > spec_.powerCapMaxWatts)
        return WriteResult::failure(SimulatedGpuTr::tr("Power cap outside the driver's range."));
    powerCapWatts_ = watts;
    return WriteResult::success();
}

WriteResult SimulatedGpu::setClockRange(ClockDomain domain, int minMegahertz, int maxMegahertz)
{
    const bool gfx = domain == ClockDomain::Gfx;
    const int lo = gfx ? spec_.gfxClockMinMegahertz : spec_.memoryClockMinMegahertz;
    const int hi = gfx ? spec_.gfxClockOdMaxMegahertz : spec_.memoryClockOdMaxMegahertz;
    if (minMegahertz > maxMegahertz || minMegahertz < lo || maxMegahertz > hi)
        return WriteResult::failure(SimulatedGpuTr::tr("The clock range is outside the range the driver allows."));
    (gfx ? gfxRangeMinMegahertz_ : memoryRangeMinMegahertz_) = minMegahertz;
    (gfx ? gfxRangeMaxMegahertz_ : memoryRangeMaxMegahertz_) = maxMegahertz;
    return WriteResult::success();
}

WriteResult SimulatedGpu::setDpmLevelMask(ClockDomain domain, quint64 mask)
{
    const QVector<int> &levels = domain == ClockDomain::Gfx ? spec_.gfxDpmLevelsMegahertz : spec_.memoryDpmLevelsMegahertz;
    if (mask == 0 || (levels.size() < 64 && (mask >> levels.size()) != 0))
        return WriteResult::failure(SimulatedGpuTr::tr("DPM level mask selects levels the card does not have."));
    int lo = -1, hi = -1;
    for (int i = 0; i < levels.size(); ++i) {
        if (mask & (quint64{1} << i)) {
            if (lo < 0)
                lo = i;
            hi = i;
        }
    }
    return setClockRange(domain, levels[lo], levels[hi]);
}

WriteResult SimulatedGpu::setPerfLevel(PerfLevel level)
{
    if (level == PerfLevel::Determinism)
        return WriteResult::failure(SimulatedGpuTr::tr("This card does not support performance determinism."));
    perfLevel_ = level;
    if (level == PerfLevel::Auto) {
        gfxRangeMinMegahertz_ = spec_.gfxClockMinMegahertz;
        gfxRangeMaxMegahertz_ = spec_.gfxClockMaxMegahertz;
        memoryRangeMinMegahertz_ = spec_.memoryClockMinMegahertz;
        memoryRangeMaxMegahertz_ = spec_.memoryClockMaxMegahertz;
    }
    return WriteResult::success();
}

WriteResult SimulatedGpu::setPowerProfile(PowerProfile profile)
{
    if (!spec_.hasPowerProfiles)
        return WriteResult::failure(SimulatedGpuTr::tr("This card has no power profiles."));
    powerProfile_ = profile;
    return WriteResult::success();
}

WriteResult SimulatedGpu::setOverdrivePercent(int percent)
{
    if (percent < 0 || percent > 20)
        return WriteResult::failure(SimulatedGpuTr::tr("Overdrive must be between 0 and 20 percent."));
    overdrivePercent_ = percent;
    return WriteResult::success();
}

WriteResult SimulatedGpu::resetClockTable()
{
    // The simulated card boots with the ranges the constructor sets.
    gfxRangeMinMegahertz_ = spec_.gfxClockMinMegahertz;
    gfxRangeMaxMegahertz_ = spec_.gfxClockMaxMegahertz;
    memoryRangeMinMegahertz_ = spec_.memoryClockMinMegahertz;
    memoryRangeMaxMegahertz_ = spec_.memoryClockMaxMegahertz;
    return WriteResult::success();
}

} // namespace rocmtune
