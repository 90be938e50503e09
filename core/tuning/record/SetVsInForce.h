// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/record/SetRecord.h"

#include <QJsonObject>
#include <QVector>

namespace rocmtune {

// One control of a GPU: what ROCm Tune last set and kept (SetRecord) against
// what the driver holds now.
struct ControlSetVsInForce {
    ControlId id = ControlId::PowerCap;
    std::optional<TuningValues> set; // nullopt: ROCm Tune never set it
    std::optional<TuningValues> inForce; // nullopt: not readable now
    bool drift = false;                  // the driver holds something else than was set
    qint64 setMs = 0;
    qint64 driftSinceMs = 0; // the first time the difference was seen

    // "set 300 W, now 310 W: changed outside ROCm Tune at 14:03" (the
    // time with its date when it is not today); empty without drift.
    QString sentence() const;
    // {"set": <slice>|null, "in_force": <slice>|null, "drift": bool,
    //  "set_ms": ..., "drift_since_ms": ..., "words": "..."} (the last three when known).
    QJsonObject toJson() const;
};

// Every control the card offers that holds a value (the clock table reset
// holds none), in registry order. Drift is the control's own read-back check
// (ControlRule::verify), the one that decides whether a write took: it
// compares in the control's units at the driver's granularity (a power cap
// within 1 W, the firmware keeps whole watts; clocks in whole MHz; a DPM
// level selection by the level the card runs at), so a rounding by the
// firmware is not drift. A control the driver cannot read now is not judged.
// `record` (may be null) gets its first-seen times updated: a drift seen for
// the first time gets nowMs, a control back in place loses its time;
// *changed says whether anything changed.
QVector<ControlSetVsInForce> compareSetWithInForce(const ControlState &state, SetDeviceRecord *record, qint64 nowMs, bool *changed = nullptr);

// compareSetWithInForce() against the record in `directory` (SetRecord) for
// one GPU. With persist, the first sightings are written back under the
// journal lock (only a folder this process owns: the helper's is root's);
// *recordProblem says why the record could not be read (then every control
// shows as never set).
QVector<ControlSetVsInForce> readSetVsInForce(const QString &directory, const QString &deviceId, const ControlState &state, qint64 nowMs,
                                              bool persist, QString *recordProblem);

// The values of a GPU's drifted controls as they were set ("apply again").
TuningValues driftedSetValues(const QVector<ControlSetVsInForce> &controls);
// The same controls' values in force now, in the setter's form ("accept").
TuningValues driftedInForceValues(const QVector<ControlSetVsInForce> &controls);

// "set 300 W" without the control's name: describe() less its leading title
// ("power cap 300 W" -> "300 W"), or the whole description when it does not
// start with the title (a translation that orders it differently).
QString valueWords(ControlId id, const TuningValues &values);

} // namespace rocmtune
