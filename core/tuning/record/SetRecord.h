// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/TuningValues.h"

#include <QMap>
#include <QString>

#include <optional>

namespace rocmtune {

// What ROCm Tune last applied and kept, per control of each GPU: the
// "set" side of "set vs in force" (SetVsInForce.h). One file in the tuning
// state folder, set-values.json, replaced atomically (StateFolder::replace:
// a new file renamed over the old one, like QSaveFile, but opened relative
// to the checked folder with O_NOFOLLOW, which the root helper needs):
//   {"version": 1,
//    "gpus": {"<DeviceInfo::stableId()>": {"name": "...", "pci_bus": "0000:03:00.0",
//             "controls": {"power_cap": {"set": {"power_cap_watts": 300}, "set_ms": ..., "action": "confirm",
//                                        "drift_since_ms": ...}}}}}
// "set" is the control's own slice of the "values" JSON (tuningValuesToJson),
// so it reads back through the same strict parser as requests and profiles.
// Written by TuningService when a change is kept (applied without a
// countdown, confirmed, reset to defaults, a profile or boot profile
// applied) and by "accept"; a reverted change is never recorded.
// "drift_since_ms" is the first time a reader saw the driver hold something
// else (kept until the driver holds the set value again or it is accepted).
struct SetControlRecord {
    TuningValues set;        // this control's value only
    qint64 setMs = 0;        // when it was kept
    QString action;          // the tuning log's word: apply, confirm, reset, boot, accept ...
    qint64 driftSinceMs = 0; // 0: no drift seen
};

struct SetDeviceRecord {
    QString name;
    QString pciBusId;
    QMap<ControlId, SetControlRecord> controls;
};

using SetRecordContents = QMap<QString, SetDeviceRecord>; // by DeviceInfo::stableId()

class SetRecord
{
public:
    explicit SetRecord(QString directory) : directory_(std::move(directory)) {}

    static QString fileName() { return QStringLiteral("set-values.json"); }
    QString path() const;

    // The record; empty when there is no file (nothing was ever set).
    // nullopt with *error for a file that cannot be read or is not a record
    // (garbled, hand-edited, a value no control accepts): the caller treats
    // every control as never set and says why.
    std::optional<SetRecordContents> load(QString *error) const;

    // Records `values` (each control's slice; the clock table reset, which
    // holds no value, is left out) as set and kept for a GPU; clears those
    // controls' drift. A broken file is not overwritten: it is first moved
    // aside to set-values.json.broken (*note says so), so what a person may
    // still want from it is kept. Callers hold the journal lock.
    bool recordKept(const QString &deviceId, const QString &name, const QString &pciBusId, const TuningValues &values, const QString &action,
                    qint64 nowMs, QString *error, QString *note = nullptr) const;

    // Writes `contents` back (first-seen drift times); refuses to write when
    // the file on disk is broken (nothing a reader does replaces it).
    bool save(const SetRecordContents &contents, QString *error) const;

    const QString &directory() const { return directory_; }

private:
    bool write(const SetRecordContents &contents, QString *error) const;

    QString directory_;
};

} // namespace rocmtune
