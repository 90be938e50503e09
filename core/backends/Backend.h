// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/GpuProcess.h"
#include "core/telemetry/Sample.h"

#include <QString>

namespace rocmtune {

struct BackendStatus {
    bool ok = false;
    QString message; // why initialisation failed, or a note ("no devices")
};

// One source of devices: a vendor library (ROCm SMI, NVML) or the simulator.
// A backend is owned and called by the sampler thread only, never by the UI
// thread; it need not be thread-safe.
class Backend
{
public:
    virtual ~Backend() = default;

    // "sim", "rocm-smi", "nvml".
    virtual QString id() const = 0;
    // Loads the library and enumerates devices. Must not crash whatever the
    // system looks like; returns !ok with a clear message instead.
    virtual BackendStatus initialize() = 0;
    virtual int deviceCount() const = 0;
    virtual DeviceInfo deviceInfo(int index) const = 0;
    // Reads every metric the device offers. Unavailable metrics stay invalid;
    // a failed read marks the sample Error, a vanished device Lost.
    virtual Sample readSample(int index) = 0;
    // Tries to get lost devices back (re-initialisation). Returns true when the
    // device list changed.
    virtual bool recover() { return false; }
    // Whether the backend's vendor library could be loaded (true for a
    // backend without one). Auto mode uses the driver-files backend only
    // where no AMD library loads.
    virtual bool libraryLoaded() const { return true; }

    // Compute processes on the device: PID plus what the driver knows (VRAM,
    // CU occupancy); deviceIndex, names and users are filled in by the caller
    // (DeviceSet::readProcesses, from /proc). nullopt: this backend cannot
    // list processes (the default); an empty list: none is running.
    virtual std::optional<GpuProcessList> readProcesses(int index);

    // Runtime-suspended right now (power/runtime_status), read from a file
    // that does not wake the card. Reading its controls or most of its
    // telemetry would wake it, so callers that merely look (a panel that
    // opens, a drift check) leave it alone. Default: never asleep.
    virtual bool isAsleep(int index);

    // --- Tuning (write side). The tuning layer validates every value against
    // readControls() and the safety policy before calling a setter; setters
    // still refuse values outside the driver's limits. Defaults: unsupported.
    virtual ControlState readControls(int index);
    virtual WriteResult setPowerCap(int index, quint64 microwatts);
    virtual WriteResult setClockRange(int index, ClockDomain domain, int minMegahertz, int maxMegahertz);
    virtual WriteResult setDpmLevelMask(int index, ClockDomain domain, quint64 levelMask);
    virtual WriteResult setPerfLevel(int index, PerfLevel level);
    virtual WriteResult setPowerProfile(int index, PowerProfile profile);
    // Puts the overdrive clock table back to the card's boot values (the
    // driver's own reset, not a range we compute), where
    // A ClockTableControl in ControlState::perControl says the driver offers it.
    virtual WriteResult resetClockTable(int index);
    // Fan (FanControl in ControlState says what the card offers): a firmware
    // curve, one fixed duty cycle, back to the firmware's automatic control,
    // zero-RPM; and the GFX voltage offset (negative = undervolt).
    virtual WriteResult setFanCurve(int index, const FanCurve &curve);
    virtual WriteResult setFanFixed(int index, int percent);
    virtual WriteResult setFanAuto(int index);
    virtual WriteResult setFanZeroRpm(int index, bool enabled);
    // A numeric control (NumericControlRule: GFX overdrive, the voltage
    // offset, every firmware fan setting of the catalogue FanSettings.h): the
    // one write of every single-number control, a value within the range the
    // card states, or nullopt for the firmware's boot value where the control
    // has one. A new numeric control is a case here only where its write is
    // not one the backend already knows (a fan setting row needs none).
    virtual WriteResult setNumericControl(int index, ControlId id, std::optional<int> value);
    // Vega20 / RDNA1 voltage curve (VoltageCurveControl): every point, then commit.
    virtual WriteResult setVoltageCurve(int index, const VoltageCurve &curve);
    // The failure of a setNumericControl(nullopt) for a control without a
    // boot value ("overdrive has no firmware boot value to go back to ...").
    static WriteResult noBootValue(ControlId id);

protected:
    WriteResult notSupported() const;
};

} // namespace rocmtune
