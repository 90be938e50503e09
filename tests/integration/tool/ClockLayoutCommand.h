// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rocmtune::testing {

// `rocmsmi-backend-tool clock-layout DEV`: loads the library the backend
// would load, calls rsmi_dev_gpu_clk_freq_get(SYS) and
// rsmi_dev_pci_bandwidth_get on a buffer filled with a sentinel byte and
// prints what the bytes mean read as the ROCm 5 layout and as the ROCm 6
// layout, with the layout RocmSmiApi chose for this library:
//   {"library", "loaded_from", "version", "chosen": "v5"|"v6",
//    "sclk": {"v5": {"count", "current", "mhz": [...]}, "v6": {...}},
//    "pcie": {"v5": {"count", "current", "mt_per_s": [...], "lanes": [...]}, "v6": {...}}}
// A test compares both readings with the planted files: exactly one layout
// must give the planted table, and it must be the chosen one.
int runClockLayoutCommand(unsigned device);

} // namespace rocmtune::testing
