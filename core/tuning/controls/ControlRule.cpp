// SPDX-License-Identifier: GPL-3.0-or-later
#include "ControlRule.h"

#include <QCoreApplication>
#include <QLocale>

namespace rocmtune {

Refusal ControlRule::unsupported(ControlId id, const ControlState &state)
{
    const QString reason = state.unsupportedReasons.value(id);
    const QString name = QLatin1String(controlKey(id));
    return Refusal{id, QStringLiteral("unsupported"),
                   reason.isEmpty()
                       ? QCoreApplication::translate("Tuning", "%1 is not supported by this GPU.").arg(name)
                       : QCoreApplication::translate("Tuning", "%1 is not supported by this GPU: %2").arg(name, reason)};
}

QString ControlRule::describeWritten(const TuningValues &values, const ControlState &) const
{
    return describeValue(id(), values);
}

QString ControlRule::watts(quint64 microwatts)
{
    // Shortest form that keeps the microwatts: "327", "343.35".
    return QLocale().toString(static_cast<double>(microwatts) / 1e6, 'g', 12);
}

} // namespace rocmtune
