// SPDX-License-Identifier: GPL-3.0-or-later
#include "FanAcousticLimitRule.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
struct FanAcousticLimitRuleText {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
struct FanAcousticLimitRuleCliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

FanAcousticLimitRule::FanAcousticLimitRule()
    : FanSettingSlotRule({ControlId::FanAcousticLimit, FanSetting::AcousticLimit, QLatin1String("fan_acoustic_limit_rpm"),
                          QLatin1String("acoustic_limit_rpm"), QStringLiteral("fan-acoustic-limit"), QStringLiteral(" RPM"), 20000})
{}

QString FanAcousticLimitRule::title() const
{
    return FanAcousticLimitRuleText::tr("Fan acoustic limit");
}

QString FanAcousticLimitRule::cliDescription() const
{
    return FanAcousticLimitRuleCliText::tr("Highest fan speed in RPM in normal operation, inside the "
                       "card's ACOUSTIC_LIMIT range, or default.");
}

} // namespace rocmtune
