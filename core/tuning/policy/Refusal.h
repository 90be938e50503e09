// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace rocmtune {

// Why one value of a request was refused: which control, which limit
// ("driver_max", "policy_max", "od_range", "thermal" ...) and a sentence that
// says by how much.
struct Refusal {
    ControlId control = ControlId::PowerCap;
    QString limit;
    QString message;
};

struct ValidationResult {
    QVector<Refusal> refusals;
    bool ok() const { return refusals.isEmpty(); }
    QStringList messages() const
    {
        QStringList list;
        for (const Refusal &r : refusals)
            list << r.message;
        return list;
    }
};

// Request: a person's change, checked against the driver's limits and the
// safety policy. Restore: putting back values this process read from the
// driver moments ago (rollback inside a transaction, reset to defaults): the
// driver's limits only, since the previous state was the driver's own.
// Recorded: putting back a snapshot read from the journal file (revert at the
// deadline, crash recovery): a file could have been forged, so the driver's
// limits and the safety policy's value limits (not the thermal rule: going
// back must stay possible on a hot GPU).
enum class ValidationMode { Request, Restore, Recorded };

} // namespace rocmtune
