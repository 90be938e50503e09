// SPDX-License-Identifier: GPL-3.0-or-later
// The clock table reset's words and JSON slice.
#include "core/tuning/controls/clocktable/ClockTableRule.h"

#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/clockrange/ClockRangeRule.h"

#include <QCoreApplication>
#include <QStringList>

namespace rocmtune {

namespace {
const QLatin1String kClockTableJsonKey("reset_clock_table");
} // namespace

QString ClockTableRule::title() const
{
    return TuningTr::tr("Clock table");
}

QString ClockTableRule::describe(const TuningValues &values) const
{
    // A snapshot holds the ranges the reset replaces; a request only the reset.
    QStringList ranges;
    for (const ClockDomain domain : {ClockDomain::Gfx, ClockDomain::Memory}) {
        if (clockRangeIn(values, domain))
            ranges << ClockRangeRule::describeClocks(domain, values);
    }
    if (ranges.size() == 2) {
        //: Two value lines in one ("GFX clock: 500–2500 MHz; Memory clock: 97–1249 MHz")
        return TuningTr::tr("%1; %2").arg(ranges.at(0), ranges.at(1));
    }
    if (!ranges.isEmpty())
        return ranges.first();
    return ControlRule::describe(values);
}

QString ClockTableRule::valueText(const TuningValues &values) const
{
    return requested(values) ? TuningTr::tr("reset to the card's boot values") : unchangedText();
}

QStringList ClockTableRule::jsonKeys() const
{
    return {kClockTableJsonKey};
}

void ClockTableRule::toJson(const TuningValues &values, QJsonObject *object) const
{
    if (requested(values))
        object->insert(kClockTableJsonKey, true);
}

bool ClockTableRule::fromJson(const QJsonObject &object, TuningValues *values, QString *error) const
{
    if (!object.contains(kClockTableJsonKey))
        return true;
    // Only "true": there is nothing to say with false but "leave it".
    if (object.value(kClockTableJsonKey) != QJsonValue(true)) {
        *error = TuningTr::tr("\"%1\" can only be true.").arg(kClockTableJsonKey);
        return false;
    }
    values->perControl.set(ClockTableReset{});
    return true;
}

void ClockTableRule::stateToJson(const ControlState &state, QJsonObject *controls) const
{
    controls->insert(QStringLiteral("clock_table_resettable"), offered(state));
}

QStringList ClockTableRule::showLines(const QJsonObject &, const QJsonObject &) const
{
    return {}; // the clock ranges show what the table holds
}

} // namespace rocmtune
