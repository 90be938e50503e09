// SPDX-License-Identifier: GPL-3.0-or-later
// TuningController's side of "set vs in force": the last reading per GPU,
// "apply again" and "accept".
#include "core/tuning/route/TuningController.h"

#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/route/TuningRequest.h"

#include <QDateTime>

namespace rocmtune {

void TuningController::keepSetVsInForce(int deviceIndex, SetVsInForceReading reading)
{
    // The helper's record is root's, so this process cannot write the first
    // sighting into it: it keeps it itself, for as long as the same set value drifts.
    if (useHelper(deviceIndex)) {
        for (ControlSetVsInForce &c : reading.controls) {
            if (!c.drift)
                continue;
            const QString key = QStringLiteral("%1/%2/%3").arg(reading.deviceId, QLatin1String(controlKey(c.id))).arg(c.setMs);
            const auto seen = setVsInForceSeen_.constFind(key);
            if (seen != setVsInForceSeen_.constEnd() && *seen < c.driftSinceMs)
                c.driftSinceMs = *seen;
            else if (seen == setVsInForceSeen_.constEnd())
                setVsInForceSeen_.insert(key, c.driftSinceMs);
        }
    }
    setVsInForce_.insert(deviceIndex, std::move(reading));
}

void TuningController::applyAgain(int deviceIndex)
{
    const TuningValues values = driftedSetValues(setVsInForce(deviceIndex));
    if (values.isEmpty()) {
        emit operationFinished(deviceIndex, QJsonObject{{QStringLiteral("ok"), false},
                                                        {QStringLiteral("action"), QStringLiteral("apply")},
                                                        {QStringLiteral("message"), tr("Nothing to apply again: every control ROCm Tune set is in force.")}});
        return;
    }
    apply(deviceIndex, values);
}

void TuningController::accept(int deviceIndex)
{
    const QJsonObject request{{QStringLiteral("version"), kTuningRequestVersion},
                              {QStringLiteral("action"), QStringLiteral("accept")},
                              {QStringLiteral("device"), QJsonObject{{QStringLiteral("index"), deviceIndex}}}};
    run(deviceIndex, request, [this, deviceIndex](const QJsonObject &answer) { finished(deviceIndex, answer); });
}

} // namespace rocmtune
