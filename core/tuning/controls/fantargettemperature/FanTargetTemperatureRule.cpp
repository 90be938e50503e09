// SPDX-License-Identifier: GPL-3.0-or-later
#include "FanTargetTemperatureRule.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
struct FanTargetTemperatureRuleText {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
struct FanTargetTemperatureRuleCliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

FanTargetTemperatureRule::FanTargetTemperatureRule()
    : FanSettingSlotRule({ControlId::FanTargetTemperature, FanSetting::TargetTemperature, QLatin1String("fan_target_temperature_c"),
                          QLatin1String("target_temperature_c"), QStringLiteral("fan-target-temperature"), QStringLiteral(" °C"), 150})
{}

QString FanTargetTemperatureRule::title() const
{
    return FanTargetTemperatureRuleText::tr("Fan target temperature");
}

QString FanTargetTemperatureRule::cliDescription() const
{
    return FanTargetTemperatureRuleCliText::tr("Hotspot temperature in °C the firmware's fan control aims for, inside "
                       "the card's TARGET_TEMPERATURE range, or default.");
}

} // namespace rocmtune
