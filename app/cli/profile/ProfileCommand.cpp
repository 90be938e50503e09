// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/profile/ProfileCommand.h"

#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/HelpLayout.h"
#include "app/cli/stress/StressOptions.h"
#include "app/cli/tuning/ValidatedChange.h"
#include "core/i18n/CliTr.h"
#include "core/i18n/TextWrap.h"

#include <QCoreApplication>

#include <map>

namespace rocmtune::cli {

namespace {
struct Entry {
    const char *synopsis;
    const char *description; // English; translated in context "Cli"
    ProfileSubcommand::AddOptions addOptions;
    ProfileSubcommand::Run run;
};

std::map<QString, Entry> &subcommands()
{
    static std::map<QString, Entry> map;
    return map;
}

void printProfileUsage(QTextStream &stream)
{
    QString text;
    QTextStream s(&text);
    s << CliTr::tr("Usage: rocmtune-cli profile <subcommand> [options]") << "\n\n";
    for (const auto &[name, entry] : subcommands()) {
        // The syntax wrapped under itself, two columns in ("  apply NAME …" / "    S|--no-confirm…").
        const QStringList syntax = wrapToDisplayWidth(QStringLiteral("%1 %2").arg(name).arg(QString::fromLatin1(entry.synopsis)).trimmed(), 80 - 4, 80 - 2);
        for (qsizetype k = 0; k < syntax.size(); ++k)
            s << (k == 0 ? QStringLiteral("  ") : QStringLiteral("    ")) << syntax[k] << '\n';
        s << QStringLiteral("      %1").arg(QCoreApplication::translate("Cli", entry.description)) << '\n';
    }
    s << '\n' << CliTr::tr("Every subcommand takes --json. Exit codes:") << '\n';
    const auto code = [&s](int exitCode, const QString &meaning) { s << QStringLiteral("  %1  ").arg(exitCode, -2) << meaning << '\n'; };
    code(0, CliTr::tr("done"));
    code(1, CliTr::tr("failure (profile folder not readable or writable, no GPUs ...)"));
    code(2, CliTr::tr("bad arguments"));
    code(3, CliTr::tr("refused: another GPU model without --override-model, outside the card's limits, or a name already taken; nothing was changed"));
    code(4, CliTr::tr("no such profile or GPU"));
    code(5, CliTr::tr("applying failed: the values did not stick and were rolled back (at login: on any GPU)"));
    code(6, CliTr::tr("not a valid profile file (the file to import, or a stored profile that cannot be read)"));
    code(7, CliTr::tr("apply --validate: the stress test did not pass (FAIL, runner crash or hang); the change was reverted"));
    code(8, CliTr::tr("apply --validate: no stress runner, or it could not use the GPU; nothing changed or the change was reverted"));
    code(9, CliTr::tr("apply --validate: interrupted (Ctrl-C, SIGTERM); the change was reverted"));
    code(10, CliTr::tr("apply --validate: the change could be neither reverted nor kept; check with rocmtune-cli tuning show"));
    s.flush();
    stream << wrapLines(text.chopped(1)) << Qt::endl;
}
} // namespace

ProfileSubcommand::ProfileSubcommand(const char *name, const char *synopsis, const char *description, AddOptions addOptions, Run run)
{
    subcommands()[QString::fromLatin1(name)] = Entry{synopsis, description, std::move(addOptions), std::move(run)};
}

void addNoOptions(QCommandLineParser &) {}

int runProfile(const QStringList &args)
{
    const QString sub = args.value(1);
    if (sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        printProfileUsage(sub.isEmpty() ? err() : out());
        return sub.isEmpty() ? ProfileExitBadArguments : ProfileExitOk;
    }
    const auto it = subcommands().find(sub);
    if (it == subcommands().end()) {
        err() << CliTr::tr("Unknown profile subcommand \"%1\".").arg(sub) << Qt::endl;
        printProfileUsage(err());
        return ProfileExitBadArguments;
    }
    QStringList subArgs = withValidatePreset(args.mid(2));
    subArgs.prepend(QStringLiteral("%1 %2").arg(args.value(0), sub));
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("Cli", it->second.description));
    parser.addOption({QStringLiteral("json"), CliTr::tr("Print JSON instead of text.")});
    it->second.addOptions(parser);
    parser.addPositionalArgument(CliTr::tr("arguments"), QString::fromLatin1(it->second.synopsis));
    parser.addOption(helpOption());
    if (!parser.parse(subArgs)) {
        err() << parser.errorText() << Qt::endl;
        err() << CliTr::tr("Run \"%1 --help\" for the options.").arg(subArgs.value(0)) << Qt::endl;
        return ProfileExitBadArguments;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << helpText(parser, subArgs.value(0));
        out().flush();
        return ProfileExitOk;
    }
    const int code = it->second.run(parser, parser.positionalArguments());
    out().flush();
    return code;
}

ROCMTUNE_CLI_COMMAND("profile",
                     QT_TRANSLATE_NOOP("Cli", "List, show, save, apply, export, import, rename or delete tuning profiles; apply at login."),
                     runProfile);

} // namespace rocmtune::cli
