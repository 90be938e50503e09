// SPDX-License-Identifier: GPL-3.0-or-later
#include "FanMinimumPwmRule.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
struct FanMinimumPwmRuleText {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
struct FanMinimumPwmRuleCliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

FanMinimumPwmRule::FanMinimumPwmRule()
    : FanSettingSlotRule({ControlId::FanMinimumPwm, FanSetting::MinimumPwm, QLatin1String("fan_minimum_pwm_percent"),
                          QLatin1String("minimum_pwm_percent"), QStringLiteral("fan-minimum-pwm"), QStringLiteral("%"), 100})
{}

QString FanMinimumPwmRule::title() const
{
    return FanMinimumPwmRuleText::tr("Fan minimum PWM");
}

QString FanMinimumPwmRule::cliDescription() const
{
    return FanMinimumPwmRuleCliText::tr("Lowest fan duty cycle in percent while the fan spins, "
                       "inside the card's MINIMUM_PWM range, or default.");
}

} // namespace rocmtune
