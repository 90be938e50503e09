// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/Backend.h"
#include "core/backends/rocm_smi/AmdgpuCardFiles.h"
#include "core/backends/rocm_smi/RocmSmiDevice.h"

#include <functional>

namespace rocmtune {

class AmdgpuFanVoltage;

// The controls of one amdgpu card read and written through its driver files
// alone, without the ROCm SMI library: what the revert waiter uses when
// another process holds the library's lock past a deadline (SysfsRevert.h).
// Each setter writes what librocm_smi64 writes for the same call, in the same
// order (the library's clock, level and profile setters switch the
// performance level to "manual" first; a restore's plan sets the recorded
// level last), one write() per command. Fan and voltage controls are the
// backend's own file writes (AmdgpuFanVoltage), manual PWM the hwmon writes
// the library's fan setters make (HwmonFanPwm). It tunes only; readSample
// reports that it reads no metrics.
class DriverFileBackend : public Backend
{
public:
    DriverFileBackend(QString pciBusId, amdgpu::AmdgpuCardFiles files);

    QString id() const override { return QStringLiteral("rocm-smi"); }
    BackendStatus initialize() override;
    int deviceCount() const override { return 1; }
    DeviceInfo deviceInfo(int index) const override;
    Sample readSample(int index) override;

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
    // One write of the card's file `name` (amdgpu::writeDriverFile).
    WriteResult write(const char *name, const QByteArray &value) const;
    // The result of writing `value` to `name`, in the backend's words.
    static WriteResult outcome(const char *name, const QByteArray &value, const amdgpu::DriverFileWrite &written);
    QString devicePath(const char *name) const;
    WriteResult withFanVoltage(const std::function<WriteResult(AmdgpuFanVoltage &)> &call);

    QString pciBusId_;
    amdgpu::AmdgpuCardFiles files_;
    // The card as the fan and voltage writer sees it (its files, and the fan
    // curve its own reset restored: FanBootCurve.h).
    RocmSmiDevice fanDevice_;
};

} // namespace rocmtune
