// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

namespace rocmtune {

// Faults a simulated GPU can carry, for tests and demos of `health`, the
// exporter and the schedulers' health checks:
//   ecc_uncorrectable      one uncorrectable (and a few correctable) UMC error since boot
//   ecc_correctable_storm  correctable UMC errors rising by 100 a second
//   missing                the GPU is not there (the others keep their ids)
//   reset                  the GPU was reset just now (at every read of its resets)
//   thermal_stuck          busy, held at its thermal limit at a quarter of its clock
//   retired_pages          the driver retired 5000 VRAM pages
//   wakes                  runtime-suspended for its first kWakeAsleepReads reads, then
//                          awake with falsely high readings for kWakeHotReads reads
//                          (the first seconds after a real wake; WakeSettling)
enum class SimulatedFault { EccUncorrectable, EccCorrectableStorm, Missing, Reset, ThermalStuck, RetiredPages, Wakes };
inline constexpr int kWakeAsleepReads = 10;
inline constexpr int kWakeHotReads = 10;

struct SimulatedFaults {
    QMap<int, QList<SimulatedFault>> byGpu; // by the simulated GPU's number (0, 1 ...)

    bool has(int gpu, SimulatedFault fault) const { return byGpu.value(gpu).contains(fault); }
    // "GPU:FAULT[,GPU:FAULT]" (ROCMTUNE_SIM_FAULTS); unknown entries are
    // named in *unknown and skipped.
    static SimulatedFaults parse(const QString &text, QStringList *unknown = nullptr);
    static QStringList keys();
};

} // namespace rocmtune
