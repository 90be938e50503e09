// SPDX-License-Identifier: GPL-3.0-or-later
// The performance level's words.
#include "PerfLevelRule.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
struct PerfLevelSliceText {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};
struct PerfLevelSliceCliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

QString PerfLevelRule::title() const
{
    return PerfLevelSliceText::tr("Performance level");
}

ChoiceWords PerfLevelRule::words() const
{
    return {PerfLevelSliceText::tr("perf level %1"),
            PerfLevelSliceText::tr("perf level unchanged"),
            QCoreApplication::translate("Stress", "performance level %1"),
            QStringLiteral("driver_levels"),
            PerfLevelSliceText::tr("Performance level \"%1\" is not offered by this GPU (it offers: %2)."),
            PerfLevelSliceText::tr("the performance level can no longer be read"),
            PerfLevelSliceText::tr("the driver reports performance level %1 instead of %2"),
            PerfLevelSliceText::tr("\"%1\" must be one of auto, low, high, manual, profile_standard, profile_peak, "
                     "profile_min_mclk, profile_min_sclk, perf_determinism."),
            PerfLevelSliceCliText::tr("Performance level: auto, low, high, manual, profile_peak ..."),
            PerfLevelSliceCliText::tr("Unknown performance level \"%1\"."),
            PerfLevelSliceCliText::tr("Perf level:     %1")};
}

} // namespace rocmtune
