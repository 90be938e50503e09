// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/Backend.h"
#include "core/tuning/TuningValues.h"
#include "core/tuning/controls/clockrange/ClockRangeValue.h"
#include "core/tuning/controls/clocktable/ClockTableValue.h"
#include "core/tuning/controls/overdrive/OverdriveValue.h"
#include "core/tuning/controls/perflevel/PerfLevelValue.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "core/tuning/controls/powerprofile/PowerProfileValue.h"

#include <optional>
#include <vector>

namespace rocmtune::test {

// A fake driver for tuning tests: holds a ControlState (limits and current
// values), records every write, and can fail a write or lie on read-back.
// Setters accept anything (like rocm_smi's clock setters, which do not check
// OD_RANGE) so the tests see exactly what the tuning layer sends.
class RecordingBackend : public Backend
{
public:
    struct Write {
        ControlId control;
        ClockDomain domain = ClockDomain::Gfx;
        qint64 a = 0; // cap µW, min MHz, mask, level, profile, percent
        qint64 b = 0; // max MHz
    };

    RecordingBackend();
    static ControlState rx7900xtxLike();

    QString id() const override { return QStringLiteral("recording"); }
    BackendStatus initialize() override { return {true, QString()}; }
    int deviceCount() const override { return 1; }
    DeviceInfo deviceInfo(int index) const override;
    Sample readSample(int index) override;

    ControlState readControls(int index) override;
    WriteResult setPowerCap(int index, quint64 microwatts) override;
    WriteResult setClockRange(int index, ClockDomain domain, int minMegahertz, int maxMegahertz) override;
    WriteResult setDpmLevelMask(int index, ClockDomain domain, quint64 levelMask) override;
    WriteResult setPerfLevel(int index, PerfLevel level) override;
    WriteResult setPowerProfile(int index, PowerProfile profile) override;
    // GFX overdrive only (the one numeric control these tests write).
    WriteResult setNumericControl(int index, ControlId id, std::optional<int> value) override;
    // Like amdgpu's "r" + "c": the ranges of bootClockTable come back.
    WriteResult resetClockTable(int index) override;

    ControlState state;
    // The overdrive table the card booted with (RX 7900 XTX: OD_SCLK
    // 500-2500 MHz, OD_MCLK 97-1249 MHz), which is not the DPM table's extent.
    ClockRangeValue bootGfxRange{500, 2500};
    ClockRangeValue bootMemoryRange{97, 1249};
    std::vector<Write> writes;
    std::optional<ControlId> failWriteOf;   // that control's setter returns an error
    std::optional<ControlId> ignoreWriteOf; // that control's setter "succeeds" but changes nothing
    int failEveryWriteAfter = -1;           // >= 0: every write after this many fails (rollback fails too)
    std::optional<ControlId> vanishAfterWriteOf; // after writing this control, it can no longer be read

private:
    WriteResult record(const Write &write);
};

} // namespace rocmtune::test
