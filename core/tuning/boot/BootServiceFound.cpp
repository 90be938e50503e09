// SPDX-License-Identifier: GPL-3.0-or-later
// What rocmtune-boot found before it re-applies a boot profile: set vs in force.
#include "BootService.h"

#include "BootTr.h"
#include "tuning/controls/ControlRules.h"

#include <QCoreApplication>

namespace rocmtune {

QString BootService::foundBefore(DeviceSet &devices, TuningService &service, int index) const
{
    int local = -1;
    Backend *backend = devices.backendFor(index, &local);
    if (!backend)
        return QString();
    QString problem;
    const QVector<ControlSetVsInForce> controls = service.setVsInForce(index, backend->readControls(local), &problem);
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
