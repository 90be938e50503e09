// SPDX-License-Identifier: GPL-3.0-or-later
#include "FanAcousticTargetRule.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
struct FanAcousticTargetRuleText {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
struct FanAcousticTargetRuleCliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

FanAcousticTargetRule::FanAcousticTargetRule()
    : FanSettingSlotRule({ControlId::FanAcousticTarget, FanSetting::AcousticTarget, QLatin1String("fan_acoustic_target_rpm"),
                          QLatin1String("acoustic_target_rpm"), QStringLiteral("fan-acoustic-target"), QStringLiteral(" RPM"), 20000})
{}

QString FanAcousticTargetRule::title() const
{
    return FanAcousticTargetRuleText::tr("Fan acoustic target");
}

QString FanAcousticTargetRule::cliDescription() const
{
    return FanAcousticTargetRuleCliText::tr("Fan speed in RPM the firmware aims to stay under, inside "
                       "the card's ACOUSTIC_TARGET range, or default.");
}

} // namespace rocmtune
