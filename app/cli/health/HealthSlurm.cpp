// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/health/HealthSlurm.h"

#include "core/health/SlurmDrain.h"
#include "core/i18n/CliTr.h"

#include <QCoreApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QSysInfo>

namespace rocmtune::cli {

namespace {
constexpr int kScontrolTimeoutMs = 20000;

QString scontrolPath()
{
    const QString found = QStandardPaths::findExecutable(QStringLiteral("scontrol"));
    if (!found.isEmpty())
        return found;
    // slurmd may run the health check with a bare PATH.
    return QStandardPaths::findExecutable(QStringLiteral("scontrol"), {QStringLiteral("/usr/bin"), QStringLiteral("/usr/local/bin")});
}

bool runScontrol(const QStringList &args, QString *output, QString *error)
{
    const QString program = scontrolPath();
    if (program.isEmpty()) {
        *error = CliTr::tr("scontrol was not found.");
        return false;
    }
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(kScontrolTimeoutMs)) {
        p.kill();
        p.waitForFinished(1000);
        *error = CliTr::tr("scontrol %1 did not answer in %2 s.").arg(args.join(QLatin1Char(' '))).arg(kScontrolTimeoutMs / 1000);
        return false;
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *error = CliTr::tr("scontrol %1 failed: %2")
                     .arg(args.join(QLatin1Char(' ')), QString::fromLocal8Bit(p.readAllStandardError()).trimmed());
        return false;
    }
    if (output)
        *output = QString::fromLocal8Bit(p.readAllStandardOutput());
    return true;
}

QString thisNode(const QString &given)
{
    if (!given.isEmpty())
        return given;
    const QString fromSlurmd = qEnvironmentVariable("SLURMD_NODENAME");
    if (!fromSlurmd.isEmpty())
        return fromSlurmd;
    // QHostInfo::localHostName() is this call (Qt Network not needed).
    return QSysInfo::machineHostName().section(QLatin1Char('.'), 0, 0);
}
} // namespace

QJsonObject SlurmOutcome::toJson() const
{
    return QJsonObject{{QStringLiteral("node"), node},
                       {QStringLiteral("action"), action},
                       {QStringLiteral("reason"), reason},
                       {QStringLiteral("ok"), ok},
                       {QStringLiteral("text"), text}};
}

SlurmOutcome applySlurmAction(const HealthReport &report, const QString &node)
{
    SlurmOutcome outcome;
    outcome.node = thisNode(node);
    QString show;
    QString error;
    if (!runScontrol({QStringLiteral("show"), QStringLiteral("node"), outcome.node, QStringLiteral("-o")}, &show, &error)) {
        outcome.ok = false;
        outcome.action = QStringLiteral("error");
        outcome.text = CliTr::tr("Slurm: the state of node %1 could not be read: %2").arg(outcome.node, error);
        return outcome;
    }
    const SlurmNodeFields fields = parseSlurmNodeLine(show.trimmed());
    const SlurmAction action = decideSlurmAction(report, fields.state, fields.reason);
    const QString nodeArg = QStringLiteral("nodename=") + outcome.node;
    switch (action.kind) {
    case SlurmAction::Kind::None:
        outcome.action = QStringLiteral("none");
        outcome.text = CliTr::tr("Slurm: node %1 left as it is (%2).").arg(outcome.node, fields.state);
        return outcome;
    case SlurmAction::Kind::LeaveAdminDrain:
        outcome.action = QStringLiteral("left_admin_drain");
        outcome.reason = fields.reason;
        outcome.text = CliTr::tr("Slurm: node %1 is drained by someone else (\"%2\"); left alone.").arg(outcome.node, fields.reason);
        return outcome;
    case SlurmAction::Kind::Drain:
        outcome.action = QStringLiteral("drain");
        outcome.reason = action.reason;
        outcome.ok = runScontrol({QStringLiteral("update"), nodeArg, QStringLiteral("state=drain"), QStringLiteral("reason=") + action.reason},
                                 nullptr, &error);
        outcome.text = outcome.ok ? CliTr::tr("Slurm: node %1 drained: %2").arg(outcome.node, action.reason)
                                  : CliTr::tr("Slurm: node %1 could not be drained: %2").arg(outcome.node, error);
        return outcome;
    case SlurmAction::Kind::Resume:
        outcome.action = QStringLiteral("resume");
        outcome.reason = fields.reason;
        outcome.ok = runScontrol({QStringLiteral("update"), nodeArg, QStringLiteral("state=resume")}, nullptr, &error);
        outcome.text = outcome.ok ? CliTr::tr("Slurm: node %1 resumed (its GPUs are no longer unhealthy).").arg(outcome.node)
                                  : CliTr::tr("Slurm: node %1 could not be resumed: %2").arg(outcome.node, error);
        return outcome;
    }
    return outcome;
}

} // namespace rocmtune::cli
