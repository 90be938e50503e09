// SPDX-License-Identifier: GPL-3.0-or-later
// What rocmtune-boot found before it re-applies a boot profile: set vs in force.
#include "core/boot/BootService.h"

#include "core/boot/BootTr.h"
#include "core/tuning/controls/ControlRules.h"

#include <QCoreApplication>

namespace rocmtune {

QString BootService::foundBefore(TuningService &service, int index, const ControlState &state) const
{
    QString problem;
    const QVector<ControlSetVsInForce> controls = service.setVsInForce(index, state, &problem);
    if (!problem.isEmpty())
        return BootTr::tr("Found: %1").arg(problem);
    QStringList drifted;
    bool anySet = false;
    for (const ControlSetVsInForce &c : controls) {
        anySet = anySet || c.set.has_value();
        if (c.drift)
            drifted << BootTr::tr("%1 %2", "a control's name and its set vs in force").arg(controlRule(c.id)->title(), c.sentence());
    }
    if (!drifted.isEmpty())
        return BootTr::tr("Found: %1.").arg(drifted.join(QStringLiteral("; ")));
    return anySet ? BootTr::tr("Found every value ROCm Tune set still in force.")
                  : BootTr::tr("Found no value set by ROCm Tune before.");
}

} // namespace rocmtune
