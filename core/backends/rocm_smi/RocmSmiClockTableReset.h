// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"
#include "core/backends/rocm_smi/AmdgpuOdWriter.h"
#include "core/backends/rocm_smi/RocmSmiApi.h"
#include "core/backends/rocm_smi/RocmSmiDevice.h"

namespace rocmtune {

// "Reset the overdrive clock table to the card's boot values" for one card.
//
// Why this one write bypasses librocm_smi64: the driver has the primitive
// ("r" to pp_od_clk_voltage restores the table the card booted with, "c"
// commits it; kernel Documentation/gpu/amdgpu/thermal.rst), but the ROCm SMI
// library has no call that writes it: its pp_od_clk_voltage setters
// (rsmi_dev_clk_range_set, rsmi_dev_od_clk_info_set, rsmi_dev_od_volt_info_set,
// rsmi_perf_determinism_mode_set) write only "s"/"m"/"vc" lines and "c", in
// 5.2.3 and upstream alike. Without "r" the best a library user can do is
// write a range it guessed (the DPM table's extent), which is not the boot
// table (RX 7900 XTX: OD_SCLK boots at 500-2500 MHz, pp_dpm_sclk reaches
// 2526). So the backend writes exactly "r" then "c" itself, to the
// pp_od_clk_voltage of the card the library enumerated (its sysfs directory
// is found from the PCI address the library reports; nothing in a request
// names a path), and reads the table back after each write.
class RocmSmiClockTableReset
{
public:
    RocmSmiClockTableReset(const RocmSmiApi &api, RocmSmiDevice &device) : api_(api), device_(device) {}

    // The card shows a writable overdrive clock table in the pp_od_clk_voltage
    // of `texts` (a controls read's one text of it); otherwise false with *why.
    // *detail: the driver file it read (for the tool tip and --verbose).
    bool available(amdgpu::OdFileTexts &texts, QString *why, QString *detail = nullptr) const;
    // Manual performance level where needed, "r", read-back, "c", read-back.
    WriteResult run();

private:
    std::optional<amdgpu::OdClockTable> table(const std::optional<QByteArray> &text, QString *why, QString *detail = nullptr) const;
    std::optional<amdgpu::OdClockTable> tableNow(QString *why) const; // a fresh read (after a write)

    const RocmSmiApi &api_;
    RocmSmiDevice &device_;
};

} // namespace rocmtune
