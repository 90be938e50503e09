// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli: headless access to everything the GUI does.
#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/HelpLayout.h"
#include "core/i18n/CliTr.h"
#include "core/i18n/Language.h"
#include "core/settings/AppSettings.h"
#include "rocmtune_version.h"

#include <QCoreApplication>

using namespace rocmtune::cli;

namespace {
const std::map<QString, Command> &commands() { return commandRegistry(); }

void printUsage(QTextStream &stream)
{
    QString text = rocmtune::CliTr::tr("Usage: rocmtune-cli <command> [options]") + QStringLiteral("\n\n");
    text += rocmtune::CliTr::tr("Commands:") + QLatin1Char('\n');
    for (const auto &[name, command] : commands())
        text += QStringLiteral("  %1  %2\n").arg(name, -12).arg(QCoreApplication::translate("Cli", command.summary));
    text += QLatin1Char('\n') + rocmtune::CliTr::tr("Run \"rocmtune-cli <command> --help\" for a command's options.");
    stream << wrapLines(text) << Qt::endl;
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    rocmtune::nameApplication();
    // The CLI speaks the system language; ROCMTUNE_LANG=en|zh_CN overrides it.
    rocmtune::applyLanguage(rocmtune::resolveLanguage(qEnvironmentVariable("ROCMTUNE_LANG")));

    QStringList args = QCoreApplication::arguments();
    if (args.size() < 2) {
        printUsage(err());
        return ExitBadArguments;
    }
    const QString first = args.at(1);
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        printUsage(out());
        return ExitOk;
    }
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        out() << QStringLiteral("rocmtune-cli %1").arg(QStringLiteral(ROCMTUNE_VERSION)) << Qt::endl;
        return ExitOk;
    }
    const auto it = commands().find(first);
    if (it == commands().end()) {
        err() << rocmtune::CliTr::tr("Unknown command \"%1\".").arg(first) << Qt::endl;
        printUsage(err());
        return ExitBadArguments;
    }
    args.removeAt(1);
    args[0] = QStringLiteral("rocmtune-cli %1").arg(first);
    return it->second.run(args);
}
