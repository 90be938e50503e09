// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/GpuList.h"
#include "core/backends/rocm_smi/ProbeVerdictCache.h"
#include "core/backends/rocm_smi/RocmSmiApi.h"
#include "core/backends/rocm_smi/RocmSmiDevice.h"

#include <functional>
#include <memory>
#include <vector>

namespace rocmtune {

class AmdgpuFanVoltage;

// AMD GPUs through the ROCm SMI library (librocm_smi64, loaded at run time).
// The Debian build of the library aborts on several real driver layouts; this
// backend decides per card which calls are safe (README.md) so that no driver
// file can take the app down.
class RocmSmiBackend : public GpuListBackend<RocmSmiDevice>
{
public:
    RocmSmiBackend();
    ~RocmSmiBackend() override;

    QString id() const override { return QStringLiteral("rocm-smi"); }
    bool libraryLoaded() const override;
    BackendStatus initialize() override;
    Sample readSample(int index) override;
    bool recover() override;
    // Compute processes from the library's KFD calls (RocmSmiProcesses.cpp).
    std::optional<GpuProcessList> readProcesses(int index) override;

    ControlState readControls(int index) override;
    WriteResult setPowerCap(int index, quint64 microwatts) override;
    WriteResult setClockRange(int index, ClockDomain domain, int minMegahertz, int maxMegahertz) override;
    WriteResult setDpmLevelMask(int index, ClockDomain domain, quint64 levelMask) override;
    WriteResult setPerfLevel(int index, PerfLevel level) override;
    WriteResult setPowerProfile(int index, PowerProfile profile) override;
    WriteResult resetClockTable(int index) override;
    WriteResult setFanCurve(int index, const FanCurve &curve) override;
    WriteResult setFanFixed(int index, int percent) override;
    WriteResult setFanAuto(int index) override;
    WriteResult setFanZeroRpm(int index, bool enabled) override;
    WriteResult setNumericControl(int index, ControlId id, std::optional<int> value) override;
    WriteResult setVoltageCurve(int index, const VoltageCurve &curve) override;

private:
    // rsmi_init, first in a forked child (it asserts on some broken trees).
    rsmi_status_t initLibrary(QString *message);
    // shut down + init, tried in a child first; false leaves the library as it
    // was (or, when only the real restart failed, marks every device lost).
    bool restartLibrary();
    // Maps the library's devices to ours by PCI address; new ones are appended.
    void enumerate(bool initial);
    void describe(RocmSmiDevice &device);
    RocmSmiDevice *usable(int index, WriteResult *failure);
    WriteResult withFanVoltage(int index, const std::function<WriteResult(AmdgpuFanVoltage &)> &call);
    bool checkPresent(RocmSmiDevice &device);

    std::unique_ptr<RocmSmiApi> api_;
    // The start-up probes' verdicts of an earlier run (same boot, library and
    // cards); only for the first enumeration, null afterwards.
    std::unique_ptr<ProbeVerdictCache> probeCache_;
    QString driverVersion_;
    bool initialized_ = false;
};

} // namespace rocmtune
