// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/health/SlurmDrain.h"

#include <QRegularExpression>

namespace rocmtune {

QString slurmDrainReason(const HealthReport &report)
{
    QString reason = QLatin1String(kSlurmReasonPrefix);
    int unhealthy = 0;
    for (const HealthFinding &f : report.findings) {
        if (f.level == HealthLevel::Unhealthy)
            ++unhealthy;
    }
    if (const HealthFinding *worst = report.worst())
        reason += QLatin1Char(' ') + worst->reasonLine();
    if (unhealthy > 1)
        reason += QStringLiteral(" (+%1 more)").arg(unhealthy - 1);
    return reason.left(200);
}

SlurmAction decideSlurmAction(const HealthReport &report, const QString &nodeState, const QString &nodeReason)
{
    const bool drained = nodeState.contains(QLatin1String("DRAIN"), Qt::CaseInsensitive);
    const bool ours = nodeReason.startsWith(QLatin1String(kSlurmReasonPrefix));
    SlurmAction action;
    if (report.level() == HealthLevel::Unhealthy) {
        action.reason = slurmDrainReason(report);
        if (!drained || (ours && !nodeReason.startsWith(action.reason)))
            action.kind = SlurmAction::Kind::Drain;
        else if (!ours)
            action.kind = SlurmAction::Kind::LeaveAdminDrain;
        return action;
    }
    if (drained && ours)
        action.kind = SlurmAction::Kind::Resume;
    return action;
}

SlurmNodeFields parseSlurmNodeLine(const QString &line)
{
    SlurmNodeFields fields;
    static const QRegularExpression state(QStringLiteral("(?:^|\\s)State=(\\S+)"));
    if (const auto m = state.match(line); m.hasMatch())
        fields.state = m.captured(1);
    const qsizetype at = line.indexOf(QLatin1String(" Reason="));
    if (at >= 0) {
        QString reason = line.mid(at + 8).trimmed();
        static const QRegularExpression stamp(QStringLiteral("\\s*\\[[^\\]@]+@[^\\]]+\\]\\s*$"));
        reason.remove(stamp);
        fields.reason = reason;
    }
    return fields;
}

} // namespace rocmtune
