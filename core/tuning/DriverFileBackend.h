// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "backends/Backend.h"
#include "backends/rocm_smi/AmdgpuCardFiles.h"

namespace rocmtune {

// The controls of one amdgpu card read and written through its driver files
// alone, without the ROCm SMI library: what the revert waiter uses when
// another process holds the library's lock past a deadline (SysfsRevert.h).
// Each setter writes what librocm_smi64 writes for the same call, in the same
// order (the library's clock, level and profile setters switch the
// performance level to "manual" first; a restore's plan sets the recorded
// level last), one write() per command. It tunes only; readSample reports
// that it reads no metrics.
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
    WriteResult setOverdrivePercent(int index, int percent) override;

private:
    WriteResult write(const QString &path, const QByteArray &value) const;
    QString devicePath(const char *name) const;

    QString pciBusId_;
    amdgpu::AmdgpuCardFiles files_;
};

} // namespace rocmtune
