// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/backends/DriverValues.h"
#include "core/backends/simulated/SimulatedCardSpec.h"
#include "core/telemetry/Sample.h"

#include <random>
#include <set>

namespace rocmtune {

enum class SimulatedLoad { Idle, Training, Stress };
const char *simulatedLoadKey(SimulatedLoad load);
std::optional<SimulatedLoad> simulatedLoadFromKey(const QString &key);

// A small physical model of one GPU:
//  load -> requested clock -> power (grows with clock^2), limited by the power
//  cap, which throttles the clock; power -> temperature through a first-order
//  thermal model toward ambient + power x thermal resistance; the fan follows
//  the junction temperature and lowers the thermal resistance.
// Deterministic for a given seed and sequence of advance() steps.
class SimulatedGpu
{
public:
    SimulatedGpu(const SimulatedCardSpec &spec, quint32 seed);

    const SimulatedCardSpec &spec() const { return spec_; }

    void setLoad(SimulatedLoad load) { load_ = load; }
    SimulatedLoad load() const { return load_; }
    // Fixes utilisation to a value in [0,1] instead of the load pattern (tests).
    void setFixedUtilization(std::optional<double> utilization) { fixedUtilization_ = utilization; }

    // Advances the model by dtSeconds (internally in steps of at most 100 ms).
    void advance(double dtSeconds);
    double simulatedSeconds() const { return timeSeconds_; }

    // Fills every metric the card offers (timestamp and index are the caller's).
    void fillSample(Sample &sample) const;

    // Faults for tests and demos.
    void setSensorMissing(MetricId id, bool missing);
    void setOverheating(bool overheating) { overheating_ = overheating; }
    bool overheating() const { return overheating_; }

    // Controls, with the driver's limits enforced like the real driver does.
    ControlState controls() const;
    WriteResult setPowerCapWatts(double watts);
    WriteResult setClockRange(ClockDomain domain, int minMegahertz, int maxMegahertz);
    WriteResult setDpmLevelMask(ClockDomain domain, quint64 mask);
    WriteResult setPerfLevel(PerfLevel level);
    WriteResult setPowerProfile(PowerProfile profile);
    WriteResult setOverdrivePercent(int percent);
    // The driver's "r" + "c": the clock ranges the card booted with.
    WriteResult resetClockTable();
    // Fan and driver values (SimulatedGpuFanVoltage.cpp).
    WriteResult setFanCurve(const FanCurve &curve);
    WriteResult setFanFixed(int percent);
    WriteResult setFanAuto();
    WriteResult setFanZeroRpm(bool enabled);
    // nullopt: the boot value (as "r" on the driver's file).
    WriteResult setFanSetting(ControlId setting, std::optional<int> value);
    // A standalone driver value of the catalogue (DriverValues.h: the voltage
    // offset, ...) inside its simulated range, on cards whose architecture
    // the row names.
    WriteResult setDriverValue(ControlId id, int value);
    // Vega20 / RDNA1 voltage curve: every point inside its own range.
    WriteResult setVoltageCurve(const VoltageCurve &curve);
    // The hidden stability limit (tests only): offsets at or above it are stable.
    int stableOffsetMillivolts() const { return stableOffsetMillivolts_; }
    // Whether the card computes correctly at its current voltage offset.
    bool stableAtCurrentOffset() const { return voltageOffsetMillivolts() >= stableOffsetMillivolts_; }

    // Direct read-outs for tests.
    double powerWatts() const { return powerWatts_; }
    double powerCapWatts() const { return powerCapWatts_; }
    double edgeCelsius() const { return edgeCelsius_; }
    double junctionCelsius() const { return junctionCelsius_; }
    double gfxClockMegahertz() const { return gfxClockMegahertz_; }
    unsigned throttleBits() const { return throttleBits_; }

private:
    void step(double dt);
    double targetUtilization() const;
    double noise(double sigma);
    void fillFanVoltageControls(ControlState &state) const;
    // Duty cycle the fan aims for at the current junction temperature.
    double fanTargetFraction() const;
    // Dynamic power relative to no offset: (V + offset)^2 / V^2.
    double voltagePowerFactor() const;
    // The catalogue rows this card's driver prints (its gfxArch among the row's simulatedArchs).
    bool hasDriverValue(const DriverValueInfo &info) const;
    // A driver value now (its boot value until written).
    int driverValue(const DriverValueInfo &info) const;
    // The voltage offset now; 0 on a card without one.
    int voltageOffsetMillivolts() const;

    SimulatedCardSpec spec_;
    std::mt19937 rng_;
    std::normal_distribution<double> normal_{0.0, 1.0};
    SimulatedLoad load_ = SimulatedLoad::Idle;
    std::optional<double> fixedUtilization_;
    std::set<MetricId> missingSensors_;
    bool overheating_ = false;

    // Settings
    double powerCapWatts_;
    int gfxRangeMinMegahertz_;
    int gfxRangeMaxMegahertz_;
    int memoryRangeMinMegahertz_;
    int memoryRangeMaxMegahertz_;
    PerfLevel perfLevel_ = PerfLevel::Auto;
    PowerProfile powerProfile_ = PowerProfile::BootupDefault;
    int overdrivePercent_ = 0;
    FanCurve fanCurve_;                 // empty: the firmware's own control
    bool fanZeroRpm_ = true;
    // Minimum PWM, target temperature, acoustic limit, acoustic target
    // (FanSetting order); the boot values are in SimulatedGpuFanVoltage.cpp.
    QMap<ControlId, int> fanSettings_; // a setting not here is at its boot value (FanSettings.h)
    QMap<ControlId, int> driverValues_; // a driver value not here is at its boot value (DriverValues.h)
    VoltageCurve voltageCurve_;         // the spec's boot curve; empty: the card has none
    int stableOffsetMillivolts_ = 0;    // drawn from the seed

    // State
    double timeSeconds_ = 0;
    double ambientCelsius_ = 27;
    double utilization_ = 0;
    double memoryUtilization_ = 0;
    double gfxClockMegahertz_;
    double memoryClockMegahertz_;
    double powerWatts_;
    double powerAverageWatts_;
    double edgeCelsius_;
    double junctionCelsius_;
    double memoryCelsius_;
    double fanFraction_ = 0;
    double vramUsedBytes_;
    double energyJoules_ = 0;
    double pcieReplays_ = 0;
    unsigned throttleBits_ = 0;
};

} // namespace rocmtune
