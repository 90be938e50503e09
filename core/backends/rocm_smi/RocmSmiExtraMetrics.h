// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/amdgpu_metrics/GpuMetricsSources.h"
#include "core/backends/rocm_smi/RocmSmiApi.h"
#include "core/backends/rocm_smi/RocmSmiDevice.h"

#include <algorithm>
#include <array>

namespace rocmtune {

// The numbers AMD's rocm-smi shows beyond the GFX and memory clocks:
// SOCCLK and FCLK (rsmi_dev_gpu_clk_freq_get SOC / DF, or our parser where
// the library's parser could assert on the file), VCLK and DCLK (our parser
// of pp_dpm_vclk / pp_dpm_dclk: neither 5.2.3 nor 6.1.2 has a clock type for
// them) and the PCIe replay count (rsmi_dev_pci_replay_counter_get). Also
// the board power from hwmon power1_input where the library found no
// power1_average (MI300X).
// A missing file leaves the metric not available.
// The clocks and the replay count, which the per-tick path takes from
// gpu_metrics where the table has them.
inline constexpr MetricId kExtraClockMetrics[] = {MetricId::SocClock, MetricId::VideoClock, MetricId::DecodeClock,
                                                  MetricId::FabricClock, MetricId::PcieReplayCount};

// What the driver-file tick paths (rocm-smi, driver files) decide the source
// of on every full read: the table's metrics and the extra clocks.
inline constexpr auto kTableAndExtraClockMetrics = [] {
    std::array<MetricId, std::size(amdgpu::kTableMetrics) + std::size(kExtraClockMetrics)> all{};
    std::copy(std::begin(kExtraClockMetrics), std::end(kExtraClockMetrics),
              std::copy(std::begin(amdgpu::kTableMetrics), std::end(amdgpu::kTableMetrics), all.begin()));
    return all;
}();

// The driver file behind one of kExtraClockMetrics ("pp_dpm_socclk" ...).
QString extraClockFileName(MetricId id);

// One of kExtraClockMetrics from its file (what the per-tick path refreshes
// every 10th tick for a value the table lacks).
void readExtraClock(const RocmSmiApi &api, const RocmSmiDevice &device, MetricId id, Sample &sample);

// All of kExtraClockMetrics.
void readExtraClocks(const RocmSmiApi &api, const RocmSmiDevice &device, Sample &sample);

// Those and the fallbacks above (a full, per-file read).
void readExtraMetrics(const RocmSmiApi &api, const RocmSmiDevice &device, Sample &sample);

} // namespace rocmtune
