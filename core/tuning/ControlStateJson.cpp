// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/ControlStateJson.h"

#include "core/tuning/controls/ControlRules.h"

#include <QJsonArray>

namespace rocmtune {

QJsonObject controlStateToJson(const ControlState &state)
{
    QJsonObject controls;
    for (const auto &rule : controlRules())
        rule->stateToJson(state, &controls);
    QJsonObject reasons;
    for (auto it = state.unsupportedReasons.begin(); it != state.unsupportedReasons.end(); ++it)
        reasons.insert(QLatin1String(controlKey(it.key())), it.value());
    if (state.criticalTemperatureCelsius)
        controls.insert(QStringLiteral("critical_temperature_celsius"), *state.criticalTemperatureCelsius);
    if (state.currentTemperatureCelsius)
        controls.insert(QStringLiteral("temperature_celsius"), *state.currentTemperatureCelsius);
    if (!reasons.isEmpty())
        controls.insert(QStringLiteral("unsupported"), reasons);
    // The driver file or call behind a reason ("gpu_od/fan_ctrl/fan_curve"): the
    // reason says it in users' words, scripts and --verbose get the file.
    QJsonObject details;
    for (auto it = state.unsupportedDetails.begin(); it != state.unsupportedDetails.end(); ++it) {
        if (!it.value().isEmpty())
            details.insert(QLatin1String(controlKey(it.key())), it.value());
    }
    if (!details.isEmpty())
        controls.insert(QStringLiteral("unsupported_detail"), details);
    // Of those, the ones that could not be read this time (a passing reason:
    // ask again later), e.g. ["fan_curve", "fan_mode"].
    QJsonArray unreadable;
    for (ControlId id : state.unreadableNow)
        unreadable.append(QLatin1String(controlKey(id)));
    if (!unreadable.isEmpty())
        controls.insert(QStringLiteral("unreadable_now"), unreadable);
    // Of those, the ones the card's driver has no section for at all (offered
    // on other generations of cards only), e.g. ["gfx_clock_offset"].
    QJsonArray otherGeneration;
    for (ControlId id : state.notOfThisGeneration)
        otherGeneration.append(QLatin1String(controlKey(id)));
    if (!otherGeneration.isEmpty())
        controls.insert(QStringLiteral("not_of_this_generation"), otherGeneration);
    return controls;
}
} // namespace rocmtune
