// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/record/SetVsInForce.h"

#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/transaction/TuningJournal.h"

#include <QCoreApplication>
#include <QDateTime>

namespace rocmtune {

namespace {
QJsonValue sliceJson(const std::optional<TuningValues> &values)
{
    return values ? QJsonValue(tuningValuesToJson(*values)) : QJsonValue(QJsonValue::Null);
}

QString timeWords(qint64 ms)
{
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(ms);
    return when.date() == QDate::currentDate() ? when.toString(QStringLiteral("HH:mm")) : when.toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}
} // namespace

QString valueWords(ControlId id, const TuningValues &values)
{
    const ControlRule *rule = controlRule(id);
    if (!rule)
        return QString();
    return rule->valueText(values); // "300 W", "Manual": the control's own words, its name is said by the caller
}

QString ControlSetVsInForce::sentence() const
{
    if (!drift || !set || !inForce)
        return QString();
    return TuningTr::tr("set %1, now %2: changed outside ROCm Tune at %3")
        .arg(valueWords(id, *set), valueWords(id, *inForce), timeWords(driftSinceMs));
}

QJsonObject ControlSetVsInForce::toJson() const
{
    QJsonObject o{{QStringLiteral("set"), sliceJson(set)}, {QStringLiteral("in_force"), sliceJson(inForce)}, {QStringLiteral("drift"), drift}};
    if (setMs > 0)
        o.insert(QStringLiteral("set_ms"), setMs);
    if (drift) {
        o.insert(QStringLiteral("drift_since_ms"), driftSinceMs);
        o.insert(QStringLiteral("words"), sentence());
    }
    return o;
}

QVector<ControlSetVsInForce> compareSetWithInForce(const ControlState &state, SetDeviceRecord *record, qint64 nowMs, bool *changed)
{
    QVector<ControlSetVsInForce> out;
    bool anyChange = false;
    const TuningValues current = currentValues(state);
    for (const ControlRule *rule : offeredControls(state)) {
        const ControlId id = rule->id();
        if (id == ControlId::ClockTable)
            continue; // an act ("reset the table"), not a value the driver holds
        ControlSetVsInForce c;
        c.id = id;
        const bool readable = !state.unreadableNow.contains(id);
        SetControlRecord *kept = record && record->controls.contains(id) ? &record->controls[id] : nullptr;
        if (kept) {
            c.set = kept->set;
            c.setMs = kept->setMs;
            if (readable) {
                // In the form it was set (a range for a range, DPM levels for levels).
                TuningValues now;
                rule->capture(state, kept->set, &now);
                c.inForce = now;
                c.drift = rule->verify(kept->set, state).has_value();
            }
            if (c.drift && kept->driftSinceMs == 0) {
                kept->driftSinceMs = nowMs;
                anyChange = true;
            } else if (!c.drift && readable && kept->driftSinceMs != 0) {
                kept->driftSinceMs = 0;
                anyChange = true;
            }
            c.driftSinceMs = c.drift ? kept->driftSinceMs : 0;
        } else if (readable) {
            TuningValues now;
            rule->extract(current, &now);
            if (!now.isEmpty())
                c.inForce = now;
        }
        if (c.set || c.inForce)
            out.push_back(c);
    }
    if (changed)
        *changed = anyChange;
    return out;
}

QVector<ControlSetVsInForce> readSetVsInForce(const QString &directory, const QString &deviceId, const ControlState &state, qint64 nowMs,
                                              bool persist, QString *recordProblem)
{
    const SetRecord record(directory);
    QString error;
    // Under the journal lock, so a first sighting written here never undoes a change kept at the same time.
    std::unique_ptr<JournalLock> lock = persist ? TuningJournal(directory).lock(&error) : nullptr;
    auto contents = record.load(&error);
    if (!contents) {
        *recordProblem = error;
        return compareSetWithInForce(state, nullptr, nowMs);
    }
    SetDeviceRecord *device = contents->contains(deviceId) ? &(*contents)[deviceId] : nullptr;
    bool changed = false;
    QVector<ControlSetVsInForce> controls = compareSetWithInForce(state, device, nowMs, &changed);
    if (changed && lock)
        record.save(*contents, &error);
    return controls;
}

TuningValues driftedSetValues(const QVector<ControlSetVsInForce> &controls)
{
    TuningValues values;
    for (const ControlSetVsInForce &c : controls) {
        if (c.drift && c.set)
            controlRule(c.id)->extract(*c.set, &values);
    }
    return values;
}

TuningValues driftedInForceValues(const QVector<ControlSetVsInForce> &controls)
{
    TuningValues values;
    for (const ControlSetVsInForce &c : controls) {
        if (c.drift && c.inForce)
            controlRule(c.id)->extract(*c.inForce, &values);
    }
    return values;
}

} // namespace rocmtune
