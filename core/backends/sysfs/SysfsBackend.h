// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/GpuList.h"
#include "core/backends/sysfs/SysfsGpu.h"

#include <functional>

namespace rocmtune {

class DriverFileBackend;

// AMD GPUs through the amdgpu driver's own files alone, without a vendor
// library (README.md): what auto uses when neither AMD SMI nor ROCm SMI can
// be loaded, and what `--backend sysfs` forces. Metrics come from the shared
// driver readers (gpu_metrics decoder, hwmon, pp_* parsers, RAS), controls
// through the driver-file writes of the tuning layer (DriverFileBackend).
class SysfsBackend : public GpuListBackend<SysfsGpu>
{
public:
    static constexpr const char *kId = "sysfs";

    QString id() const override { return QLatin1String(kId); }
    BackendStatus initialize() override;
    Sample readSample(int index) override;
    bool recover() override;

    // SysfsProcesses.cpp: KFD's /sys/class/kfd/kfd/proc, as the libraries read it.
    std::optional<GpuProcessList> readProcesses(int index) override;

    ControlState readControls(int index) override;
    WriteResult setPowerCap(int index, quint64 microwatts) override;
    WriteResult setClockRange(int index, ClockDomain domain, int minMegahertz, int maxMegahertz) override;
    WriteResult setDpmLevelMask(int index, ClockDomain domain, quint64 levelMask) override;
    WriteResult setPerfLevel(int index, PerfLevel level) override;
    WriteResult setPowerProfile(int index, PowerProfile profile) override;
    WriteResult setFanCurve(int index, const FanCurve &curve) override;
    WriteResult setFanFixed(int index, int percent) override;
    WriteResult setFanAuto(int index) override;
    WriteResult setFanZeroRpm(int index, bool enabled) override;
    WriteResult setNumericControl(int index, ControlId id, std::optional<int> value) override;
    WriteResult setVoltageCurve(int index, const VoltageCurve &curve) override;

private:
    void enumerate(bool initial);
    void describe(SysfsGpu &gpu);
    bool checkPresent(SysfsGpu &gpu);
    // A setter through the card's driver files; the next sample re-reads
    // everything (limits included), as after a library write.
    WriteResult write(int index, const std::function<WriteResult(DriverFileBackend &)> &call);

    QString driverVersion_;
};

} // namespace rocmtune
