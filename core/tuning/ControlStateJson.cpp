// SPDX-License-Identifier: GPL-3.0-or-later
#include "ControlStateJson.h"

#include "controls/ControlRules.h"

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
    return controls;
}
} // namespace rocmtune
