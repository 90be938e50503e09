// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/Backend.h"
#include "core/backends/simulated/SimulatedFaults.h"
#include "core/backends/simulated/SimulatedGpu.h"

#include <QElapsedTimer>
#include <QMap>

#include <memory>
#include <vector>

namespace rocmtune {

struct SimulatedOptions {
    int deviceCount = 2;      // cards alternate RX 7900 XTX, MI210
    // When not empty, these cards in this order (SimulatedCardSpec::fromKey),
    // deviceCount ignored.
    QStringList cards;
    quint32 seed = 1;
    SimulatedLoad load = SimulatedLoad::Training;
    // Real: the model advances with wall time at each read. Manual: only
    // advanceSeconds() moves it (deterministic tests).
    bool manualClock = false;
    // When set, control settings are read from and written to this file
    // (SimulatedStateFile), so they outlive the process like a driver's do.
    QString stateFile;
    // Each control write takes this long (tests that kill a process mid-apply).
    int writeDelayMs = 0;
    // Faults of the simulated GPUs (SimulatedFaults.h), by the GPU's number.
    SimulatedFaults faults;
    // Real processes shown as compute processes of a simulated GPU (GPU -> PIDs):
    // job attribution tests give a GPU a Slurm job's process.
    QMap<int, QList<qint64>> processes;
    // Faults of every card's PCIe link (ROCMTUNE_SIM_PCIE, comma-separated):
    // "x4" (an x16 card trained at x4), "gen1" (at 2.5 GT/s), "replays"
    // (pcie_replay_count climbing under load, 150 a second).
    QStringList pcieFaults;

    // Reads ROCMTUNE_SIM_CARDS (comma-separated keys) / ROCMTUNE_SIM_GPUS / ROCMTUNE_SIM_LOAD / ROCMTUNE_SIM_SEED /
    // ROCMTUNE_SIM_STATE / ROCMTUNE_SIM_WRITE_DELAY_MS / ROCMTUNE_SIM_FAULTS (GPU:FAULT[,...]) /
    // ROCMTUNE_SIM_PROCESSES (GPU:PID[,...]) over the defaults.
    static SimulatedOptions fromEnvironment();
};

// GPUs with a physical model, the default when no real GPU is found and the
// workhorse of tests. Every device name starts with "Simulated".
class SimulatedBackend : public Backend
{
public:
    explicit SimulatedBackend(const SimulatedOptions &options = {});

    QString id() const override { return QStringLiteral("sim"); }
    BackendStatus initialize() override;
    int deviceCount() const override;
    DeviceInfo deviceInfo(int index) const override;
    Sample readSample(int index) override;
    bool recover() override;
    // Training: one "python3 train.py" per GPU (like DDP); stress: one
    // "rocmtune-bench" on every GPU; idle: none. PIDs are above the kernel's
    // PID limit (kSimulatedPidBase), so they can never be a real process.
    std::optional<GpuProcessList> readProcesses(int index) override;
    static constexpr qint64 kSimulatedPidBase = 4194304; // PID_MAX_LIMIT on 64-bit Linux

    ControlState readControls(int index) override;
    WriteResult setPowerCap(int index, quint64 microwatts) override;
    WriteResult setClockRange(int index, ClockDomain domain, int minMegahertz, int maxMegahertz) override;
    WriteResult setDpmLevelMask(int index, ClockDomain domain, quint64 levelMask) override;
    WriteResult setPerfLevel(int index, PerfLevel level) override;
    WriteResult setPowerProfile(int index, PowerProfile profile) override;
    WriteResult resetClockTable(int index) override;
    WriteResult setFanCurve(int index, const FanCurve &curve) override;
    WriteResult setFanFixed(int index, int percent) override;
    WriteResult setFanAuto(int index) override;
    WriteResult setFanZeroRpm(int index, bool enabled) override;
    WriteResult setNumericControl(int index, ControlId id, std::optional<int> value) override;
    WriteResult setVoltageCurve(int index, const VoltageCurve &curve) override;

    // Test / demo hooks.
    // Whether the device (this backend's index) carries a fault of ROCMTUNE_SIM_FAULTS.
    bool hasFault(int index, SimulatedFault fault) const;
    SimulatedGpu *gpu(int index);
    void advanceSeconds(double seconds);
    void setLoad(SimulatedLoad load);
    // A lost device reads as Lost until restored; recover() brings it back
    // only after restoreDevice().
    void setDeviceLost(int index, bool lost);
    // Make every read of this device fail (driver error) without losing it.
    void setReadError(int index, bool failing);
    // ECC counts the device's samples carry from now on (simulated GPUs have
    // none by default: not available).
    void setEcc(int index, const EccStatus &ecc);
    // Values the model does not produce (SOCCLK, HBM/VR temperatures, PCIe
    // replays ...) that the device's samples carry from now on (GUI tests).
    void setExtraValues(int index, const QMap<MetricId, double> &values);

private:
    struct Slot {
        std::unique_ptr<SimulatedGpu> gpu;
        int number = 0; // the GPU's number before missing ones were left out (its ids, its faults)
        QElapsedTimer clock;
        bool lost = false;
        bool failing = false;
        int reads = 0; // samples read (the wakes fault)
        EccStatus ecc;
        QMap<MetricId, double> extraValues;
    };
    Slot *slot(int index);
    // The faults' effect on a sample (SimulatedFaultEffects.cpp).
    void applyFaults(const Slot &slot, Sample &sample) const;
    // With a state file: the settings another process may have written.
    void loadSettings(int index);
    // Runs a control write with the delay, saving the settings after success.
    template<typename Write>
    WriteResult write(int index, Write &&fn);

    SimulatedOptions options_;
    std::vector<Slot> slots_;
};

} // namespace rocmtune
