// SPDX-License-Identifier: GPL-3.0-or-later
// The power profile's words.
#include "PowerProfileRule.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
struct PowerProfileSliceText {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
struct PowerProfileSliceCliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

QString PowerProfileRule::title() const
{
    return PowerProfileSliceText::tr("Power profile");
}

ChoiceWords PowerProfileRule::words() const
{
    return {PowerProfileSliceText::tr("power profile %1"),
            PowerProfileSliceText::tr("power profile unchanged"),
            QCoreApplication::translate("Stress", "power profile %1"),
            QStringLiteral("driver_profiles"),
            PowerProfileSliceText::tr("Power profile \"%1\" is not offered by this GPU (it offers: %2)."),
            PowerProfileSliceText::tr("the power profile can no longer be read"),
            PowerProfileSliceText::tr("the driver reports power profile %1 instead of %2"),
            PowerProfileSliceText::tr("\"%1\" must be one of BOOTUP_DEFAULT, 3D_FULL_SCREEN, POWER_SAVING, VIDEO, VR, COMPUTE, CUSTOM."),
            PowerProfileSliceCliText::tr("Power profile: COMPUTE, BOOTUP_DEFAULT ..."),
            PowerProfileSliceCliText::tr("Unknown power profile \"%1\"."),
            PowerProfileSliceCliText::tr("Power profile:  %1")};
}

} // namespace rocmtune
