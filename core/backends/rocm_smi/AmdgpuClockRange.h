// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One clock domain's control as every AMD backend reports it (ROCm SMI, AMD
// SMI and the driver-file revert waiter): the DPM levels, the overdrive
// table's current and allowed range, and whether a min/max range can be
// written at all. One copy, so that the per-state-table guard below holds on
// every path.

#include "core/backends/DeviceControls.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"

#include <QVector>

#include <optional>

namespace rocmtune::amdgpu {

// pp_sclk_od: the GFX clock overdrive in percent above the default; the
// driver takes 0 to 20.
inline constexpr int kSclkOverdriveMaxPercent = 20;

// levelsMegahertz: the DPM levels without the deep-sleep one (may be in any
// order); currentLevelIndex: index into it of the level the GPU runs at, or
// -1. rangeSettable is true only when the driver's table takes "s|m 0 MIN" /
// "s|m 1 MAX": never on the per-state tables of smu7 and Vega10, where those
// commands would edit DPM states 0 and 1. Callers AND in what their library
// offers and set levelMaskSettable themselves.
ClockRangeControl clockRangeControl(const QVector<int> &levelsMegahertz, int currentLevelIndex, const std::optional<OdClockTable> &od,
                                    ClockDomain domain);

// The index of the current level among a pp_dpm_* table's non-deep-sleep
// levels, or -1 when no level is marked.
int currentLevelIndex(const DpmTable &table);

} // namespace rocmtune::amdgpu
