// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the amdgpu driver does when a tuning file is written, for tests on
// fake sysfs trees (a plain file only keeps the last bytes written). Plain
// C++ (no Qt): it runs inside the LD_PRELOAD shim, in the process that calls
// librocm_smi64. Modelled on the driver's store() functions (amdgpu_pm.c,
// smu_v13_0_0_ppt.c / aldebaran_ppt.c, amdgpu hwmon):
//
// pp_od_clk_voltage, RDNA layout (OD_SCLK:/OD_MCLK:/OD_VDDGFX_OFFSET:/OD_RANGE:)
//   "s I MHz" / "m I MHz"  I = 0 (min) or 1 (max); a value outside OD_RANGE,
//                          another index, a missing section, or an edit that
//                          leaves min above max -> EINVAL (smu_v13_0_0 checks
//                          "GfxclkFmin is bigger than GfxclkFmax" at the edit);
//                          the edit is visible at once (smu_v13_0_0 prints
//                          its edit table)
//   "vo MV"                OD_VDDGFX_OFFSET within VDDGFX_OFFSET's range
//   "s MHZ" (RDNA4)        a table with OD_SCLK_OFFSET: that one value within
//                          SCLK_OFFSET's range (smu_v14_0_2: one parameter)
//   "vc P MHz MV"          a point of OD_VDDC_CURVE (Vega20); EINVAL without one
//   "r"                    back to the table the card booted with, committed
//                          at once (smu_v13_0_0: PP_OD_RESTORE_DEFAULT_TABLE
//                          falls through to the commit); a later "c" is a no-op
//   "c"                    commit; min above max -> EINVAL
//   After "c" and "r" the GPU runs inside the committed limits, which the
//   clock files show (siblings): pp_dpm_sclk of a fine-grained table keeps
//   its DPM levels and prints the current clock clamped into OD_SCLK, as
//   "0: lo\n1: cur *\n2: hi\n" or, when cur is a level, "0: lo *\n1: hi \n";
//   pp_dpm_mclk moves its '*' to the highest level inside OD_MCLK when the
//   current one lies outside.
// pp_od_clk_voltage, Aldebaran layout (GFXCLK:/MCLK: level lists)
//   only while power_dpm_force_performance_level is "manual" (else EINVAL);
//   "s I MHz" is staged (not shown) and checked against OD_RANGE SCLK; "c"
//   rewrites the GFXCLK levels as "min / current * / max"; "m", "vc", "vo"
//   -> EINVAL; "r" restores the boot table. The driver prints GFXCLK and
//   pp_dpm_sclk with the same code (aldebaran_emit_clk_levels: OD_SCLK falls
//   through to SCLK), so pp_dpm_sclk shows the same levels after "c" / "r".
// pp_dpm_sclk / pp_dpm_mclk  "0 2 " (level indices): only in "manual", every
//   index must exist; the '*' moves to the highest selected level.
// power_dpm_force_performance_level  a known level name -> "<name>\n".
// pp_power_profile_mode  "<index>[ params]": the '*' moves to that profile;
//   an index without a profile -> EINVAL.
// power1_cap  decimal µW within power1_cap_min..power1_cap_max (EINVAL
//   otherwise); the driver keeps whole watts: "350000000\n".
// pp_sclk_od  0..20 -> "<n>\n" (larger values are clamped, as the driver does).

#include <functional>
#include <map>
#include <optional>
#include <string>

namespace rocmtune::fakedriver {

struct StoreResult {
    int error = 0;               // an errno (EINVAL) when the driver refuses the write
    std::string content;         // the file's new contents (when error == 0)
    // Other files of the same device directory the write changed, with their
    // new contents (pp_dpm_sclk after an overdrive commit).
    std::map<std::string, std::string> siblings;
};

// What the model may look at besides the file itself.
struct DeviceView {
    // Another file of the same device directory (pp_dpm_sclk's neighbour
    // power_dpm_force_performance_level ...), nullopt when missing.
    std::function<std::optional<std::string>(const std::string &name)> readSibling;
    // For power1_cap: a file of the same hwmon directory.
    std::function<std::optional<std::string>(const std::string &name)> readHwmon;
    // pp_od_clk_voltage as the card booted (for "r").
    std::string bootOdTable;
    // Aldebaran's staged "s" values (kept by the caller between writes);
    // -1 when nothing is staged.
    long *stagedSclkMin = nullptr;
    long *stagedSclkMax = nullptr;
    // Limits the driver enforces instead of the OD_RANGE it prints ("SCLK" ->
    // {500, 2600}): a table that went stale between a reader's check and its
    // write, or firmware stricter than its table.
    std::map<std::string, std::pair<long, long>> enforcedRanges;
};

// Whether writes to a file of this name are modelled.
bool isModelled(const std::string &file);
// gpu_od/fan_ctrl/* (AmdgpuFanCtrlModel.cpp): fan_curve "I TEMP PWM" (I
// 0..4), the single-value files "N", each inside the OD_RANGE the file
// prints (EINVAL otherwise); "c" commits, "r" restores the boot contents
// (DeviceView::bootOdTable holds the file as the card booted) and commits.
bool isFanCtrlFile(const std::string &file);
StoreResult storeFanCtrl(const std::string &file, const std::string &current, const std::string &written, const DeviceView &device);

// The driver's answer to one write(2) of `written` to `file` whose contents
// are `current`.
StoreResult store(const std::string &file, const std::string &current, const std::string &written, const DeviceView &device);

} // namespace rocmtune::fakedriver
