// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RocmSmiApi.h"
#include "RocmSmiDevice.h"

namespace rocmtune {

// The numbers AMD's rocm-smi shows beyond the GFX and memory clocks:
// SOCCLK and FCLK (rsmi_dev_gpu_clk_freq_get SOC / DF, or our parser where
// the library's parser could assert on the file), VCLK and DCLK (our parser
// of pp_dpm_vclk / pp_dpm_dclk: neither 5.2.3 nor 6.1.2 has a clock type for
// them) and the PCIe replay count (rsmi_dev_pci_replay_counter_get). Also
// the board power from hwmon power1_input where the library found no
// power1_average (MI300X).
// A missing file leaves the metric not available.
// Only the clocks and the replay count: what the per-tick path refreshes
// with the settings.
void readExtraClocks(const RocmSmiApi &api, const RocmSmiDevice &device, Sample &sample);

// Those and the fallbacks above (a full, per-file read).
void readExtraMetrics(const RocmSmiApi &api, const RocmSmiDevice &device, Sample &sample);

} // namespace rocmtune
