// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/tuning/UndervoltOptions.h"

#include "app/cli/CliContext.h"
#include "app/cli/profile/ProfileCli.h"
#include "app/cli/stress/StressOptions.h"
#include "app/cli/tuning/TuningExecution.h"
#include "core/i18n/CliTr.h"

#include <QCoreApplication>

namespace rocmtune::cli {

bool parseUndervoltOptions(const QStringList &givenArgs, UndervoltOptions *result, int *exitCode)
{
    QStringList args = givenArgs;
    const QStringList confirmCommand = takeValidateCommand(&args);
    QCommandLineParser parser;
    auto bad = [exitCode] {
        *exitCode = ExitBadArguments;
        return false;
    };
    parser.setApplicationDescription(CliTr::tr("Find the lowest GFX voltage offset that passes the stress test: step it down "
                                              "from 0 mV, check each step with load steps, power pulses and a training step, stop at "
                                              "the first failure (a GPU reset included), back off by a margin, and keep the result only "
                                              "if it passes a longer confirmation (the Standard preset, or your command with "
                                              "--confirm-with -- COMMAND). The result is remembered for this card with the versions it was proven on."));
    parser.addOption({QStringLiteral("gpu"), CliTr::tr("GPU index (see rocmtune-cli list)."), QStringLiteral("N")});
    const UndervoltSettings defaults;
    parser.addOption({QStringLiteral("step"), CliTr::tr("Millivolts per step (5-100, default 10)."), QStringLiteral("MV"),
                      QString::number(defaults.stepMillivolts)});
    parser.addOption({QStringLiteral("check"),
                      CliTr::tr("The check of each step: transient (adaptive and pulse loads, then train; the default), quick, gemm or train."),
                      QStringLiteral("KIND"), QLatin1String(undervoltCheckKey(defaults.check))});
    parser.addOption({QStringLiteral("margin-mv"), CliTr::tr("Millivolts the result backs off from the lowest passing offset (default: 2 steps)."),
                      QStringLiteral("MV")});
    parser.addOption({QStringLiteral("confirm-with"),
                      CliTr::tr("Confirm the result with your own command, given after \"--\", instead of the Standard preset: "
                               "it must exit 0 with no GPU reset.")});
    parser.addOption({QStringLiteral("keep"), CliTr::tr("Keep the validated offset (otherwise it is reverted after the report).")});
    parser.addOption({QStringLiteral("heartbeat-timeout"), CliTr::tr("Seconds of runner silence that count as a hang (default 10)."),
                      QStringLiteral("SECONDS"), QStringLiteral("10")});
    parser.addOption({QStringLiteral("save-profile"),
                      CliTr::tr("Save the offset that passed the confirmation as a profile for this card with this name, "
                               "marked validated (as tuning set --validate does)."),
                      QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("json"), CliTr::tr("Print JSON instead of text.")});
    addBackendOptions(parser);
    if (!parseOrExit(parser, args, exitCode))
        return false;
    UndervoltOptions &options = *result;
    bool ok = false;
    options.gpu = parser.value(QStringLiteral("gpu")).toInt(&ok);
    if (!parser.isSet(QStringLiteral("gpu")) || !ok || options.gpu < 0) {
        err() << CliTr::tr("--gpu N is required (a GPU index from \"rocmtune-cli list\").") << Qt::endl;
        return bad();
    }
    UndervoltSettings &search = options.search;
    search.stepMillivolts = parser.value(QStringLiteral("step")).toInt(&ok);
    if (!ok || search.stepMillivolts < UndervoltSettings::kMinStepMillivolts || search.stepMillivolts > UndervoltSettings::kMaxStepMillivolts) {
        err() << CliTr::tr("--step must be a whole number of millivolts from 5 to 100.") << Qt::endl;
        return bad();
    }
    const auto check = undervoltCheckFromKey(parser.value(QStringLiteral("check")));
    if (!check) {
        err() << CliTr::tr("--check must be transient, quick, gemm or train.") << Qt::endl;
        return bad();
    }
    search.check = *check;
    if (parser.isSet(QStringLiteral("margin-mv"))) {
        search.marginMillivolts = parser.value(QStringLiteral("margin-mv")).toInt(&ok);
        if (!ok || *search.marginMillivolts < 0 || *search.marginMillivolts > UndervoltSettings::kMaxMarginMillivolts) {
            err() << CliTr::tr("--margin-mv must be a whole number of millivolts from 0 to 200.") << Qt::endl;
            return bad();
        }
    }
    if (parser.isSet(QStringLiteral("confirm-with")) != !confirmCommand.isEmpty()) {
        err() << CliTr::tr("--confirm-with takes your command after \"--\", e.g. --confirm-with -- python3 train.py --max-steps 200") << Qt::endl;
        return bad();
    }
    options.confirmCommand = confirmCommand;
    search.confirmWithCommand = !confirmCommand.isEmpty();
    const int heartbeat = parser.value(QStringLiteral("heartbeat-timeout")).toInt(&ok);
    if (!ok || heartbeat < 1 || heartbeat > 600) {
        err() << CliTr::tr("--heartbeat-timeout must be 1 to 600 seconds.") << Qt::endl;
        return bad();
    }
    options.heartbeatTimeoutMs = heartbeat * 1000;
    options.keep = parser.isSet(QStringLiteral("keep"));
    options.json = parser.isSet(QStringLiteral("json"));
    if (parser.isSet(QStringLiteral("save-profile"))) {
        options.saveProfile = parser.value(QStringLiteral("save-profile")).trimmed();
        // Refused before the search, not after minutes of checks.
        if (options.saveProfile.isEmpty() || profileStore().findByName(options.saveProfile)) {
            err() << CliTr::tr("--save-profile needs a name no profile has yet.") << Qt::endl;
            return bad();
        }
    }
    if (!backendOptionsFrom(parser, &options.backend))
        return bad();
    persistSimulated(&options.backend);
    options.backendArgs = backendArguments(parser);
    return true;
}

} // namespace rocmtune::cli
