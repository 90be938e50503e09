// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/ControlValueLines.h"

namespace rocmtune {

QStringList controlValueLines(const TuningValues &values)
{
    QStringList lines;
    for (ControlId id : touchedControls(values))
        lines << describeValue(id, values); // the rule's one naming ("Performance level: Automatic"), as the CLI and the log
    return lines;
}

} // namespace rocmtune
