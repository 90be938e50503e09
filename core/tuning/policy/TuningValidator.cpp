// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/policy/TuningValidator.h"

#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/controls/clockrange/ClockRangeValue.h"
#include "core/tuning/controls/perflevel/PerfLevelValue.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace rocmtune {

ValidationResult validateTuning(const TuningValues &values, const ControlState &state, const SafetyPolicy &policy,
                                ValidationMode mode)
{
    ValidationResult result;
    if (mode == ValidationMode::Request && values.isEmpty()) {
        result.refusals.push_back({ControlId::PowerCap, QStringLiteral("empty"), TuningTr::tr("The request changes nothing.")});
        return result;
    }
    for (const auto &rule : controlRules()) {
        if (rule->requested(values))
            rule->validate(values, state, policy, mode, &result.refusals);
    }
    if (mode != ValidationMode::Request)
        return result;

    const PerfLevelValue *level = values.perControl.get<PerfLevelValue>();
    const bool manualClocks = setsClocks(values) || (level && level->choice == PerfLevel::Manual);
    if (setsClocks(values) && level && level->choice != PerfLevel::Manual) {
        result.refusals.push_back({ControlId::PerfLevel, QStringLiteral("conflict"),
                                   TuningTr::tr("A clock lock needs the \"manual\" performance level, not \"%1\".")
                                       .arg(QLatin1String(perfLevelKey(level->choice)))});
    }
    if (manualClocks && state.criticalTemperatureCelsius && state.currentTemperatureCelsius) {
        const double limit = *state.criticalTemperatureCelsius - policy.thermalMarginCelsius;
        const double now = *state.currentTemperatureCelsius;
        if (now >= limit) {
            const QLocale locale;
            result.refusals.push_back(
                {setsClocks(values) ? (values.perControl.has<GfxClockLock>() ? ControlId::GfxClockRange : ControlId::MemoryClockRange)
                                     : ControlId::PerfLevel,
                 QStringLiteral("thermal"),
                 TuningTr::tr("The GPU is at %1 °C, %2 °C above the limit for manual clocks (critical %3 °C - %4 °C = %5 °C). "
                    "Let it cool down first.")
                     .arg(locale.toString(now, 'f', 0), locale.toString(now - limit, 'f', 0),
                          locale.toString(*state.criticalTemperatureCelsius, 'f', 0),
                          locale.toString(policy.thermalMarginCelsius, 'f', 0), locale.toString(limit, 'f', 0))});
        }
    }
    return result;
}

} // namespace rocmtune
