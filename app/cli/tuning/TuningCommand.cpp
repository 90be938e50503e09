// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/tuning/TuningCommand.h"

#include "app/cli/CliContext.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/HelpLayout.h"
#include "app/cli/stress/StressOptions.h"
#include "app/cli/tuning/TuningExecution.h"
#include "app/cli/tuning/TuningText.h"
#include "app/cli/tuning/UndervoltCommand.h"
#include "app/cli/tuning/ValidatedChange.h"
#include "core/i18n/CliTr.h"
#include "core/i18n/ListText.h"
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/route/TuningRequestHandler.h"
#include "core/tuning/transaction/TuningPaths.h"
#include "core/undervolt/UndervoltMemory.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QThread>

#include <csignal>

namespace rocmtune::cli {

namespace {
const QStringList kSubcommands = {QStringLiteral("show"),  QStringLiteral("set"), QStringLiteral("confirm"), QStringLiteral("revert"),
                                  QStringLiteral("reset"), QStringLiteral("log"), QStringLiteral("accept"),  QStringLiteral("reapply")};
// The value options come from the controls (ControlRule::cliOptions); these
// belong to "set" too.
const QStringList kSetOptions = {QStringLiteral("confirm-timeout"), QStringLiteral("no-confirm"), QStringLiteral("validate"),
                                 QStringLiteral("validate-with"), QStringLiteral("tests"), QStringLiteral("duration"), QStringLiteral("heartbeat-timeout")};

QStringList controlOptionNames()
{
    QStringList names;
    for (const auto &rule : controlRules()) {
        for (const QCommandLineOption &option : rule->cliOptions())
            names << option.names();
    }
    return names;
}

void addOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("gpu"), CliTr::tr("GPU index (see rocmtune-cli list)."), QStringLiteral("N")});
    for (const auto &rule : controlRules()) {
        for (const QCommandLineOption &option : rule->cliOptions())
            parser.addOption(option);
    }
    addConfirmOptions(parser);
    addValidateOptions(parser);
    parser.addOption({QStringLiteral("json"), CliTr::tr("Print JSON instead of text.")});
    addBackendOptions(parser);
}

// Fills the values of `set`; false (with a message printed) on a bad value.
bool valuesFrom(const QCommandLineParser &p, const ControlState &state, TuningValues *v)
{
    for (const auto &rule : controlRules()) {
        QString message;
        if (!rule->fromCli(p, state, v, &message)) {
            err() << message << Qt::endl;
            return false;
        }
    }
    if (v->isEmpty()) {
        QStringList options;
        for (const QString &name : controlOptionNames())
            options << QStringLiteral("--") + name;
        err() << CliTr::tr("Nothing to set: give at least one of %1.").arg(joinList(options)) << Qt::endl;
        return false;
    }
    return true;
}

// The "set" values of the drifted controls of a show answer (set_vs_in_force);
// nullopt when the answer is not a show (its message is printed by the caller).
std::optional<TuningValues> driftedValuesFrom(const QJsonObject &shown)
{
    if (!shown.value(QStringLiteral("ok")).toBool())
        return std::nullopt;
    QJsonObject set;
    const QJsonObject controls = shown.value(QStringLiteral("set_vs_in_force")).toObject();
    for (auto it = controls.begin(); it != controls.end(); ++it) {
        const QJsonObject c = it.value().toObject();
        if (!c.value(QStringLiteral("drift")).toBool())
            continue;
        const QJsonObject slice = c.value(QStringLiteral("set")).toObject();
        for (auto v = slice.begin(); v != slice.end(); ++v)
            set.insert(v.key(), v.value());
    }
    QString error;
    auto values = tuningValuesFromJson(set, &error);
    if (!values)
        err() << error << Qt::endl;
    return values;
}

int printAnswer(const TuningAnswer &answer, bool json, bool verbose = false)
{
    if (json)
        out() << QJsonDocument(answer.json).toJson(QJsonDocument::Indented);
    else
        printTuningAnswer(answer.json, answer.exitCode == TuningExitOk ? out() : err(), verbose);
    out().flush();
    return answer.exitCode;
}

// set --validate: the change held through a stress run (ValidatedChange),
// kept on PASS, reverted otherwise; profiles in force are stamped.
int setValidated(const QCommandLineParser &parser, const QStringList &command, int gpu, const DeviceInfo &info, const TuningValues &values,
                 const BackendOptions &options)
{
    ValidatedChangeRequest request;
    if (!validationChecksFrom(parser, command, &request.stress, &request.plan, &request.policy))
        return ExitBadArguments;
    request.command = command;
    const bool json = parser.isSet(QStringLiteral("json"));
    request.gpu = gpu;
    request.deviceId = info.stableId();
    request.values = values;
    request.backend = options;
    request.backendArgs = backendArguments(parser);
    request.progress = !json;
    request.verbose = parser.isSet(QStringLiteral("verbose"));
    simulateStressLoad(parser, &request.backend);
    if (!json) {
        err() << CliTr::tr("Setting GPU %1 (%2):").arg(gpu).arg(info.name) << Qt::endl;
        for (ControlId id : touchedControls(values))
            err() << "  " << describeValue(id, values) << Qt::endl;
    }
    const ValidatedChangeResult validated = runValidatedChange(request);
    logValidatedCommand(validated, request);
    ProfileStore store(ProfileStore::defaultDirectory());
    const ProfileStamping stamping = stampValidatedChange(store, validated);
    const int code = validated.exitCode(TuningExitRefused, TuningExitFailed);
    if (json) {
        QJsonObject o = validatedChangeJson(validated, stamping);
        o.insert(QStringLiteral("ok"), code == ExitOk);
        o.insert(QStringLiteral("action"), QStringLiteral("set_validate"));
        o.insert(QStringLiteral("device"), QJsonObject{{QStringLiteral("index"), gpu}, {QStringLiteral("id"), info.stableId()},
                                                       {QStringLiteral("name"), info.name}});
        o.insert(QStringLiteral("values"), tuningValuesToJson(values));
        o.insert(QStringLiteral("exit_code"), code);
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
        out().flush();
    } else {
        printValidatedChange(validated, stamping, code == ExitOk);
    }
    return code;
}

int runAwaitDeadline(const QCommandLineParser &parser)
{
    std::signal(SIGHUP, SIG_IGN);
    BackendOptions options;
    if (!backendOptionsFrom(parser, &options))
        return ExitBadArguments;
    persistSimulated(&options);
    DeviceSetResult result = createDeviceSet(options);
    if (!result.devices)
        return ExitFailure;
    const QString dir = tuningStateDirectory();
    TuningService service(*result.devices, TuningJournal(dir), TuningLog(TuningLog::pathIn(dir)), SafetyPolicy::forUser());
    bool ok = true;
    // Waiting for a search (tuning undervolt): its steps come and go, each reverted before the next; the waiter
    // stays until that process is gone (and what it left pending is reverted), not only until nothing is pending.
    const std::optional<ProcessIdentity> staysFor = waiterStaysFor();
    for (;;) {
        for (const TuningReport &report : service.revertWhenDue())
            ok = ok && report.ok;
        if (!staysFor || !staysFor->alive())
            break;
        QThread::msleep(200);
    }
    return ok ? ExitOk : ExitFailure;
}
} // namespace

int runTuning(const QStringList &args)
{
    const QString sub = args.value(1);
    if (sub == QLatin1String("undervolt"))
        return runUndervolt(QStringList{QStringLiteral("%1 %2").arg(args.value(0), sub)} + args.mid(2));
    const bool await = sub == QLatin1String("await-deadline");
    if (!kSubcommands.contains(sub) && !await) {
        if (sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
            const QStringList lines{
                CliTr::tr("Usage: rocmtune-cli tuning show|set|confirm|revert|reset|log|accept|reapply --gpu N [options]"),
                CliTr::tr("accept: what the driver holds now becomes what ROCm Tune keeps as set, for each control changed outside "
                                      "ROCm Tune (nothing is written to the GPU). reapply: write the values ROCm Tune set again, with the "
                                      "countdown of \"set\" (--confirm-timeout, --no-confirm)."),
                CliTr::tr("Run \"rocmtune-cli tuning set --help\" for the options."),
                CliTr::tr("rocmtune-cli tuning undervolt --gpu N [--step MV] [--check quick|gemm|train] [--keep] [--save-profile NAME] [--json]: "
                                      "find a stable undervolt (see \"rocmtune-cli tuning undervolt --help\")."),
                CliTr::tr("Exit codes: 0 done, 1 failed (rolled back), 2 bad arguments, 3 refused (nothing written); "
                                      "set --validate also: 7 the stress test did not pass, 8 no runner or it could not use the GPU, "
                                      "9 interrupted (all three reverted), 10 neither reverted nor kept."),
            };
            out() << wrapLines(lines.join(QLatin1Char('\n'))) << Qt::endl;
            return ExitOk;
        }
        err() << CliTr::tr("Usage: rocmtune-cli tuning show|set|confirm|revert|reset|log|accept|reapply --gpu N [options]") << Qt::endl;
        return ExitBadArguments;
    }
    QStringList subArgs = withValidatePreset(args.mid(2));
    subArgs.prepend(QStringLiteral("%1 %2").arg(args.value(0), sub));
    const QStringList validateCommand = takeValidateCommand(&subArgs);
    QCommandLineParser parser;
    parser.setApplicationDescription(CliTr::tr("Show, change, confirm, revert or reset a GPU's power and clock settings, "
                                        "within the driver's limits and the safety policy."));
    addOptions(parser);
    int exitCode = ExitOk;
    if (!parseOrExit(parser, subArgs, &exitCode))
        return exitCode;
    if (await)
        return runAwaitDeadline(parser);
    if (!validateCommand.isEmpty() && !parser.isSet(QStringLiteral("validate-with"))) {
        err() << CliTr::tr("A command after \"--\" is for \"tuning set … --validate-with -- COMMAND\".") << Qt::endl;
        return ExitBadArguments;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err() << CliTr::tr("Unexpected argument \"%1\".").arg(parser.positionalArguments().constFirst()) << Qt::endl;
        return ExitBadArguments;
    }
    const bool json = parser.isSet(QStringLiteral("json"));
    if (sub != QLatin1String("set")) {
        // "reapply" takes the countdown's options of "set".
        const bool countdownOption = sub == QLatin1String("reapply");
        for (const QString &option : controlOptionNames() + kSetOptions) {
            if (countdownOption && (option == QLatin1String("confirm-timeout") || option == QLatin1String("no-confirm")))
                continue;
            if (parser.isSet(option)) {
                err() << CliTr::tr("--%1 is only for \"tuning set\".").arg(option) << Qt::endl;
                return ExitBadArguments;
            }
        }
    }
    if (sub == QLatin1String("log"))
        return printTuningLog(parser.isSet(QStringLiteral("gpu")) ? parser.value(QStringLiteral("gpu")) : QString(), json);

    bool okIndex = false;
    const int gpu = parser.value(QStringLiteral("gpu")).toInt(&okIndex);
    if (!parser.isSet(QStringLiteral("gpu")) || !okIndex || gpu < 0) {
        err() << CliTr::tr("--gpu N is required (a GPU index from \"rocmtune-cli list\").") << Qt::endl;
        return ExitBadArguments;
    }
    BackendOptions options;
    if (!backendOptionsFrom(parser, &options))
        return ExitBadArguments;
    persistSimulated(&options);
    DeviceSetResult opened = createDeviceSet(options);
    // A real GPU whose library lock another process holds is not "no GPU":
    // never tune simulated ones in its place.
    if (opened.simulatedFallback && opened.log.join(QLatin1Char(' ')).contains(QLatin1String("rocm_smi_card"))) {
        err() << CliTr::tr("The GPU cannot be reached right now: another process holds the ROCm SMI library's lock of the card "
                          "(/dev/shm/rocm_smi_card*), so nothing was changed. Try again when that process has ended.")
              << Qt::endl;
        return ExitFailure;
    }
    if (!opened.devices) {
        err() << opened.error << Qt::endl;
        return ExitFailure;
    }
    std::unique_ptr<DeviceSet> devices = std::move(opened.devices);
    if (gpu >= devices->deviceCount()) {
        err() << QCoreApplication::translate("Cli", "There is no GPU %1 (%n GPU(s) found).", nullptr, devices->deviceCount()).arg(gpu)
              << Qt::endl;
        return TuningExitRefused;
    }
    const DeviceInfo &info = devices->devices().at(gpu);
    const SafetyPolicy policy = SafetyPolicy::forUser();

    TuningRequest request;
    request.deviceIndex = gpu;
    request.deviceId = info.stableId();
    if (sub == QLatin1String("show"))
        request.action = TuningRequest::Action::Show;
    else if (sub == QLatin1String("confirm"))
        request.action = TuningRequest::Action::Confirm;
    else if (sub == QLatin1String("revert"))
        request.action = TuningRequest::Action::Revert;
    else if (sub == QLatin1String("reset"))
        request.action = TuningRequest::Action::Reset;
    else if (sub == QLatin1String("accept"))
        request.action = TuningRequest::Action::Accept;
    else if (sub == QLatin1String("reapply")) {
        // "Apply again": the set values of the drifted controls, through the
        // same route, checks and countdown as "tuning set".
        TuningRequest show = request;
        show.action = TuningRequest::Action::Show;
        const TuningAnswer shown = executeTuningRequest(*devices, show, backendArguments(parser), options.simulated.stateFile);
        std::optional<TuningValues> values = driftedValuesFrom(shown.json);
        if (!values)
            return printAnswer(shown, json);
        if (values->isEmpty()) {
            const QString message = CliTr::tr("Nothing to apply again: every control ROCm Tune set is still in force on GPU %1.").arg(gpu);
            if (json)
                out() << QJsonDocument(QJsonObject{{QStringLiteral("ok"), true}, {QStringLiteral("action"), QStringLiteral("reapply")},
                                                   {QStringLiteral("outcome"), QStringLiteral("nothing")}, {QStringLiteral("message"), message}})
                             .toJson(QJsonDocument::Indented);
            else
                out() << message << Qt::endl;
            return ExitOk;
        }
        request.action = TuningRequest::Action::Apply;
        request.values = *values;
        if (!confirmTimeoutFrom(parser, policy.confirmTimeoutSeconds, &request.confirmTimeoutSeconds))
            return ExitBadArguments;
    } else {
        request.action = TuningRequest::Action::Apply;
        int local = -1;
        Backend *backend = devices->backendFor(gpu, &local);
        if (!valuesFrom(parser, backend ? backend->readControls(local) : ControlState{}, &request.values))
            return ExitBadArguments;
        if (!stressOptionsOnlyWithValidate(parser))
            return ExitBadArguments;
        if (wantsValidation(parser)) {
            for (const QString &option : {QStringLiteral("confirm-timeout"), QStringLiteral("no-confirm")}) {
                if (parser.isSet(option)) {
                    err() << CliTr::tr("--validate keeps the change on PASS and reverts it otherwise; it takes no --%1.").arg(option) << Qt::endl;
                    return ExitBadArguments;
                }
            }
            const DeviceInfo device = info;
            devices.reset(); // the validation opens its own, on the sampler thread
            return setValidated(parser, validateCommand, gpu, device, request.values, options);
        }
        if (!confirmTimeoutFrom(parser, policy.confirmTimeoutSeconds, &request.confirmTimeoutSeconds))
            return ExitBadArguments;
    }

    TuningAnswer answer = executeTuningRequest(*devices, request, backendArguments(parser), options.simulated.stateFile);
    if (request.action == TuningRequest::Action::Show) {
        // The remembered undervolt of this card, and whether it needs re-validation.
        if (json) {
            if (const QJsonObject proof = undervoltProofJson(info); !proof.isEmpty())
                answer.json.insert(QStringLiteral("undervolt_proof"), proof);
        } else if (const QString line = undervoltProofLine(info); !line.isEmpty()) {
            const int code = printAnswer(answer, json, parser.isSet(QStringLiteral("verbose")));
            out() << line << Qt::endl;
            return code;
        }
    }
    if (!json && answer.exitCode == TuningExitOk && answer.json.value(QStringLiteral("outcome")).toString() == QLatin1String("pending"))
        printTuningAnswer(answer.json, out());
    else
        return printAnswer(answer, json, parser.isSet(QStringLiteral("verbose")));
    out() << CliTr::tr("Keep it with: rocmtune-cli tuning confirm --gpu %1").arg(gpu) << Qt::endl;
    return answer.exitCode;
}

ROCMTUNE_CLI_COMMAND("tuning",
                     QT_TRANSLATE_NOOP("Cli", "Show, set, confirm, revert or reset power cap, clocks and performance level."),
                     runTuning);

} // namespace rocmtune::cli
