// SPDX-License-Identifier: GPL-3.0-or-later
// The power profile's words.
#include "core/i18n/CliTr.h"
#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/powerprofile/PowerProfileRule.h"


namespace rocmtune {

QString PowerProfileRule::title() const
{
    return TuningTr::tr("Power profile");
}

ChoiceWords PowerProfileRule::words() const
{
    return {QStringLiteral("driver_profiles"),
            TuningTr::tr("Power profile \"%1\" is not offered by this GPU (it offers: %2)."),
            TuningTr::tr("the power profile can no longer be read"),
            TuningTr::tr("the driver reports power profile %1 instead of %2"),
            TuningTr::tr("\"%1\" must be one of BOOTUP_DEFAULT, 3D_FULL_SCREEN, POWER_SAVING, VIDEO, VR, COMPUTE, CUSTOM."),
            CliTr::tr("Power profile: COMPUTE, BOOTUP_DEFAULT ..."),
            CliTr::tr("Unknown power profile \"%1\"."),
            CliTr::tr("Power profile:  %1")};
}

} // namespace rocmtune
