// SPDX-License-Identifier: GPL-3.0-or-later
// The clock table reset's words and JSON slice.
#include "ClockTableRule.h"

#include "tuning/controls/clockrange/ClockRangeRule.h"

#include <QCoreApplication>
#include <QStringList>

namespace rocmtune {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
const QLatin1String kJsonKey("reset_clock_table");
} // namespace

QString ClockTableRule::title() const
{
    return Text::tr("Clock table");
}

QString ClockTableRule::describe(const TuningValues &values) const
{
    // A snapshot holds the ranges the reset replaces; a request only the reset.
    QStringList ranges;
    for (const ClockDomain domain : {ClockDomain::Gfx, ClockDomain::Memory}) {
        if (values.clockRange(domain))
            ranges << ClockRangeRule::describeClocks(domain, values);
    }
    if (!ranges.isEmpty())
        return ranges.join(QStringLiteral(", "));
    return values.resetClockTable ? Text::tr("clock table reset to the card's boot values") : Text::tr("clock table unchanged");
}

QString ClockTableRule::describeState(const ControlState &) const
{
    return QString(); // the clock ranges say what the table holds
}

QStringList ClockTableRule::jsonKeys() const
{
    return {kJsonKey};
}

void ClockTableRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    if (values.resetClockTable)
        object->insert(kJsonKey, true);
}

bool ClockTableRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kJsonKey))
        return true;
    // Only "true": there is nothing to say with false but "leave it".
    if (object.value(kJsonKey) != QJsonValue(true)) {
        *error = Text::tr("\"%1\" can only be true.").arg(kJsonKey);
        return false;
    }
    values->resetClockTable = true;
    return true;
}

void ClockTableRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    controls->insert(QStringLiteral("clock_table_resettable"), state.clockTableResettable);
}

QStringList ClockTableRule::showLines(const QJsonObject &, const QJsonObject &) const
{
    return {}; // the clock ranges show what the table holds
}

} // namespace rocmtune
