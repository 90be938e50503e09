// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/policy/Refusal.h"

#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <QVector>

namespace rocmtune {

// What one tuning operation did, typed, for views: the one place that reads
// the helper's (or the in-process service's) JSON answer by its keys. JSON
// stays between HelperClient and the helper; widgets get this.
struct TuningResult {
    enum class Action { Unknown, Apply, Confirm, Extend, Revert, Reset, Recover, Show, Accept };
    enum class Outcome { Unknown, Applied, Pending, Confirmed, Reverted, Refused, RolledBack, RollbackFailed, Failed, Accepted };

    bool ok = false;
    Action action = Action::Unknown; // Unknown: the request could not be run at all
    Outcome outcome = Outcome::Unknown;
    int deviceIndex = -1;
    QString deviceId;
    qint64 deadlineMs = 0; // Pending: when it reverts unless kept
    QString message;       // the answer's sentence, else its error
    QVector<Refusal> refusals;

    QStringList refusalMessages() const;
    static TuningResult fromJson(const QJsonObject &answer);
};

} // namespace rocmtune

Q_DECLARE_METATYPE(rocmtune::TuningResult)
