// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/FanVoltageControls.h"
#include "core/backends/rocm_smi/AmdgpuCardFiles.h"
#include "core/backends/rocm_smi/RocmSmiTickState.h"
#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Sample.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace rocmtune {

class ProbeVerdictCache;
class RocmSmiApi;

// Library calls whose parsers hold live assert()s in the Debian build. Each
// is probed once per card in a forked child (ForkProbe); see README.md.
enum class RiskyCall : int {
    Hwmon,          // temperature / fan / power / voltage getters
    GfxClockTable,  // rsmi_dev_gpu_clk_freq_get(SYS): pp_dpm_sclk
    MemClockTable,  // rsmi_dev_gpu_clk_freq_get(MEM): pp_dpm_mclk
    PcieTable,      // rsmi_dev_pci_bandwidth_get: pp_dpm_pcie
    PowerProfiles,  // rsmi_dev_power_profile_presets_get: pp_power_profile_mode
    OdVoltInfo,     // rsmi_dev_od_volt_info_get: pp_od_clk_voltage
    EnergyCounter,  // rsmi_dev_energy_count_get: gpu_metrics
    Count
};
inline constexpr int kRiskyCallCount = static_cast<int>(RiskyCall::Count);
const char *riskyCallName(RiskyCall call);

// One AMD GPU as the backend tracks it: the library's index, the card's own
// files, what the probe found safe, and cached limits.
struct RocmSmiDevice {
    uint32_t libraryIndex = 0;
    QString pciBusId;
    amdgpu::AmdgpuCardFiles files;
    DeviceInfo info;
    bool lost = false;
    // Runtime-suspended when it was found: not probed nor read beyond the
    // files that do not wake it until it wakes (RocmSmiBackend::readSample).
    bool asleepAtStart = false;
    // Per risky call: the library may be called (the probe returned).
    bool librarySafe[kRiskyCallCount] = {};
    // Per risky call: its check did not return in time (a busy machine, not
    // necessarily a broken call): what it reads is "not known now", not "absent".
    bool libraryCheckTimedOut[kRiskyCallCount] = {};
    QStringList probeNotes; // why a call is avoided, for the log

    // Limits (critical temperatures, cap range, DPM min/max ...) change rarely:
    // they are re-read every kLimitRefreshSamples samples or after a write.
    Sample limits;
    int samplesSinceLimits = -1; // -1: never read
    std::optional<uint64_t> fanMaxPwm; // pwm1_max, the denominator of the fan duty
    // gpu_od/fan_ctrl/fan_curve as this process's "r" + "c" left it (FanBootCurve.h).
    std::optional<FanCurve> bootFanCurve;
    // Last error per metric, so that the log says it once, not every tick.
    QMap<int, QString> lastErrors;
    // The gpu_metrics fast path's state between ticks.
    RocmSmiTickState tick;

    bool isSafe(RiskyCall call) const { return librarySafe[static_cast<int>(call)]; }
    bool checkTimedOut(RiskyCall call) const { return libraryCheckTimedOut[static_cast<int>(call)]; }
};

// Where the library keeps its per-card process-shared mutexes (rocm_smi_cardN).
inline const QByteArray kRocmSmiSharedMemoryPrefix = QByteArrayLiteral("/dev/shm/rocm_smi");

// Runs every risky call of one device once in forked children and records
// which ones returned. Returns a line per avoided call, for the log.
QStringList probeRiskyCalls(const RocmSmiApi &api, RocmSmiDevice &device);
// The same for several devices in one run of children: the steps of every
// device in one list, so a start with N cards forks once (plus once after
// each call that aborted), not N times. The notes of each device in order.
// With a cache, an earlier run's verdicts for the same boot, library and
// cards are used instead of forking (ProbeVerdictCache).
QStringList probeRiskyCalls(const RocmSmiApi &api, const QList<RocmSmiDevice *> &devices, ProbeVerdictCache *cache = nullptr);

} // namespace rocmtune
