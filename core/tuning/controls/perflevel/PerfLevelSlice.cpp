// SPDX-License-Identifier: GPL-3.0-or-later
// The performance level's words.
#include "core/i18n/CliTr.h"
#include "core/tuning/TuningTr.h"
#include "core/tuning/controls/perflevel/PerfLevelRule.h"


namespace rocmtune {

QString PerfLevelRule::title() const
{
    return TuningTr::tr("Performance level");
}

ChoiceWords PerfLevelRule::words() const
{
    return {QStringLiteral("driver_levels"),
            TuningTr::tr("Performance level \"%1\" is not offered by this GPU (it offers: %2)."),
            TuningTr::tr("the performance level can no longer be read"),
            TuningTr::tr("the driver reports performance level %1 instead of %2"),
            TuningTr::tr("\"%1\" must be one of auto, low, high, manual, profile_standard, profile_peak, "
                     "profile_min_mclk, profile_min_sclk, perf_determinism."),
            CliTr::tr("Performance level: auto, low, high, manual, profile_peak ..."),
            CliTr::tr("Unknown performance level \"%1\"."),
            CliTr::tr("Performance level: %1")};
}

} // namespace rocmtune
