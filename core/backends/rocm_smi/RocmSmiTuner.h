// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/backends/rocm_smi/AmdgpuFileParsers.h"
#include "core/backends/rocm_smi/AmdgpuOdWriter.h"
#include "core/backends/rocm_smi/RocmSmiApi.h"
#include "core/backends/rocm_smi/RocmSmiDevice.h"

namespace rocmtune {

// The write side of one device: current values with the driver's limits, and
// setters that refuse anything outside those limits before the library is
// called (the library's clock-range setters do not check OD_RANGE).
class RocmSmiTuner
{
public:
    RocmSmiTuner(const RocmSmiApi &api, RocmSmiDevice &device) : api_(api), device_(device) {}

    ControlState readControls() const;
    WriteResult setPowerCap(quint64 microwatts);
    WriteResult setClockRange(ClockDomain domain, int minMegahertz, int maxMegahertz);
    WriteResult setDpmLevelMask(ClockDomain domain, quint64 levelMask);
    WriteResult setPerfLevel(PerfLevel level);
    WriteResult setPowerProfile(PowerProfile profile);
    WriteResult setOverdrivePercent(int percent);
    // pp_od_clk_voltage "r" + "c" (RocmSmiClockTableReset.h).
    WriteResult resetClockTable();

private:
    std::optional<ClockRangeControl> clockControl(ClockDomain domain, const std::optional<amdgpu::OdClockTable> &od,
                                                  QString *why) const;
    // Always our own parser of pp_od_clk_voltage (one text a controls read).
    static std::optional<amdgpu::OdClockTable> odTable(amdgpu::OdFileTexts &texts);
    QVector<PerfLevel> supportedPerfLevels() const;
    WriteResult finish(rsmi_status_t status, const QString &what);

    const RocmSmiApi &api_;
    RocmSmiDevice &device_;
};

} // namespace rocmtune
