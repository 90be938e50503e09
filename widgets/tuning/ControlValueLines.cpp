// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/ControlValueLines.h"

#include "core/tuning/controls/perflevel/PerfLevelValue.h"
#include "core/tuning/controls/powerprofile/PowerProfileValue.h"
#include "widgets/tuning/ControlChoiceLabels.h"

#include <QCoreApplication>

namespace rocmtune {

namespace {
struct ControlValueLinesText {
    Q_DECLARE_TR_FUNCTIONS(ControlValueLines)
};

QString capitalized(QString line)
{
    if (!line.isEmpty())
        line[0] = line.at(0).toUpper();
    return line;
}
} // namespace

QStringList controlValueLines(const TuningValues &values)
{
    QStringList lines;
    for (ControlId id : touchedControls(values)) {
        if (id == ControlId::PerfLevel) {
            if (const auto level = values.perControl.value<PerfLevelValue>()) {
                lines << ControlValueLinesText::tr("Performance level: %1").arg(perfLevelChoiceText(level->choice));
                continue;
            }
        }
        if (id == ControlId::PowerProfile) {
            if (const auto profile = values.perControl.value<PowerProfileValue>()) {
                lines << ControlValueLinesText::tr("Power profile: %1").arg(powerProfileChoiceText(profile->choice));
                continue;
            }
        }
        lines << capitalized(describeValue(id, values));
    }
    return lines;
}

} // namespace rocmtune
