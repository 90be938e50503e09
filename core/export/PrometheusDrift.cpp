// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export/PrometheusDrift.h"

namespace rocmtune {

QByteArray prometheusDriftFamily(const QVector<QByteArray> &deviceLabels, const QHash<int, QVector<ControlSetVsInForce>> &byGpu)
{
    QByteArray body;
    for (int gpu = 0; gpu < deviceLabels.size(); ++gpu) {
        for (const ControlSetVsInForce &c : byGpu.value(gpu)) {
            // A control not readable now has no in-force value to judge: no sample rather than a false 0.
            if (!c.set || !c.inForce)
                continue;
            body += "rocmtune_control_drift{" + deviceLabels.at(gpu) + ",control=\"" + controlKey(c.id) + "\"} " + (c.drift ? "1" : "0") + '\n';
        }
    }
    if (body.isEmpty())
        return {};
    return QByteArrayLiteral("# HELP rocmtune_control_drift 1 when the driver holds another value than ROCm Tune last set and kept for this "
                             "control (changed outside ROCm Tune), 0 when it holds it; only controls ROCm Tune has set.\n"
                             "# TYPE rocmtune_control_drift gauge\n")
           + body;
}

} // namespace rocmtune
