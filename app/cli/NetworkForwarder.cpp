// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli-commands' `export` and `fleet`: hands the command line over to
// rocmtune-cli-network, which has them with Qt Network (NetworkCommands.h).
// rocmtune-cli's front starts rocmtune-cli-network itself for these two; this
// is for a caller that starts rocmtune-cli-commands directly. Built into
// rocmtune-cli-commands only.
#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/NetworkCommands.h"
#include "core/i18n/CliTr.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <unistd.h>
#include <vector>

namespace rocmtune::cli {

namespace {

// Beside this program: both in libexec/rocmtune/ once installed, both in
// <build>/app/ in the build tree.
QStringList networkProgramCandidates()
{
    return {QCoreApplication::applicationDirPath() + QLatin1Char('/') + QLatin1String(kNetworkProgramName)};
}

int runInNetworkProgram(const char *command, const QStringList &args)
{
    const QStringList candidates = networkProgramCandidates();
    QString program;
    for (const QString &candidate : candidates) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable()) {
            program = candidate;
            break;
        }
    }
    if (program.isEmpty()) {
        err() << CliTr::tr("\"rocmtune-cli %1\" is in the program %2, which is missing (looked for %3). Reinstall ROCm Tune.")
                     .arg(QLatin1String(command), QLatin1String(kNetworkProgramName), candidates.join(QStringLiteral(", ")))
              << Qt::endl;
        return ExitFailure;
    }
    // argv: the program, the command, then the command's own arguments
    // (args[0] is "rocmtune-cli <command>").
    QList<QByteArray> words{QFile::encodeName(program), QByteArray(command)};
    for (qsizetype i = 1; i < args.size(); ++i)
        words << args.at(i).toLocal8Bit();
    std::vector<char *> argv;
    for (QByteArray &word : words)
        argv.push_back(word.data());
    argv.push_back(nullptr);
    out().flush();
    err().flush();
    ::execv(argv.front(), argv.data());
    const int error = errno;
    err() << CliTr::tr("Cannot start %1: %2").arg(program, QString::fromLocal8Bit(std::strerror(error))) << Qt::endl;
    return ExitFailure;
}

int runExportElsewhere(const QStringList &args) { return runInNetworkProgram("export", args); }
int runFleetElsewhere(const QStringList &args) { return runInNetworkProgram("fleet", args); }

} // namespace

ROCMTUNE_CLI_COMMAND("export", kExportSummary, runExportElsewhere);
ROCMTUNE_CLI_COMMAND("fleet", kFleetSummary, runFleetElsewhere);

} // namespace rocmtune::cli
