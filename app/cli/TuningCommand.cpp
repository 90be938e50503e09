// SPDX-License-Identifier: GPL-3.0-or-later
#include "TuningCommand.h"

#include "CliContext.h"
#include "CommandRegistry.h"
#include "StressOptions.h"
#include "TuningExecution.h"
#include "TuningText.h"
#include "ValidatedChange.h"
#include "tuning/TuningPaths.h"
#include "tuning/TuningRequestHandler.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cmath>
#include <csignal>

namespace rocmtune::cli {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

const QStringList kSubcommands = {QStringLiteral("show"), QStringLiteral("set"), QStringLiteral("confirm"),
                                  QStringLiteral("revert"), QStringLiteral("reset"), QStringLiteral("log")};
const QStringList kValueOptions = {QStringLiteral("power-cap"), QStringLiteral("power-overdrive"), QStringLiteral("sclk-range"),
                                   QStringLiteral("mclk-range"), QStringLiteral("sclk-levels"), QStringLiteral("mclk-levels"),
                                   QStringLiteral("perf-level"), QStringLiteral("power-profile"), QStringLiteral("overdrive"),
                                   QStringLiteral("confirm-timeout"), QStringLiteral("no-confirm"), QStringLiteral("validate"),
                                   QStringLiteral("tests"), QStringLiteral("duration"), QStringLiteral("heartbeat-timeout")};

void addOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("gpu"), Text::tr("GPU index (see rocmtune-cli list)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("power-cap"), Text::tr("Power cap in watts."), QStringLiteral("WATTS")});
    parser.addOption({QStringLiteral("power-overdrive"),
                      Text::tr("Power cap as a percentage above (or, negative, below) the default cap."), QStringLiteral("PERCENT")});
    parser.addOption({QStringLiteral("sclk-range"), Text::tr("Lock the GFX clock to MIN:MAX MHz (inside the range the driver allows)."), QStringLiteral("MIN:MAX")});
    parser.addOption({QStringLiteral("mclk-range"), Text::tr("Lock the memory clock to MIN:MAX MHz."), QStringLiteral("MIN:MAX")});
    parser.addOption({QStringLiteral("sclk-levels"), Text::tr("Select GFX DPM levels, e.g. 0,2."), QStringLiteral("LIST")});
    parser.addOption({QStringLiteral("mclk-levels"), Text::tr("Select memory DPM levels, e.g. 3."), QStringLiteral("LIST")});
    parser.addOption({QStringLiteral("perf-level"), Text::tr("Performance level: auto, low, high, manual, profile_peak ..."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("power-profile"), Text::tr("Power profile: COMPUTE, BOOTUP_DEFAULT ..."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("overdrive"), Text::tr("GFX overdrive in percent (0-20)."), QStringLiteral("PERCENT")});
    addConfirmOptions(parser);
    addValidateOptions(parser);
    parser.addOption({QStringLiteral("json"), Text::tr("Print JSON instead of text.")});
    addBackendOptions(parser);
}

bool parseRange(const QString &text, ClockRangeValue *range)
{
    const QStringList parts = text.split(QLatin1Char(':'));
    bool okMin = false, okMax = false;
    if (parts.size() != 2)
        return false;
    range->minMegahertz = parts[0].trimmed().toInt(&okMin);
    range->maxMegahertz = parts[1].trimmed().toInt(&okMax);
    return okMin && okMax && range->minMegahertz >= 0 && range->maxMegahertz >= 0;
}

bool parseLevels(const QString &text, quint64 *mask)
{
    *mask = 0;
    for (const QString &part : text.split(QLatin1Char(','))) {
        bool ok = false;
        const int level = part.trimmed().toInt(&ok);
        if (!ok || level < 0 || level > 63)
            return false;
        *mask |= quint64{1} << level;
    }
    return *mask != 0;
}

// Fills the values of `set`; false (with a message printed) on a bad value.
bool valuesFrom(const QCommandLineParser &p, const ControlState &state, TuningValues *v)
{
    auto bad = [](const QString &message) {
        err() << message << Qt::endl;
        return false;
    };
    if (p.isSet(QStringLiteral("power-cap")) && p.isSet(QStringLiteral("power-overdrive")))
        return bad(Text::tr("Give either --power-cap or --power-overdrive, not both."));
    if (p.isSet(QStringLiteral("power-cap"))) {
        bool ok = false;
        const double watts = p.value(QStringLiteral("power-cap")).toDouble(&ok);
        if (!ok || !std::isfinite(watts) || watts <= 0 || watts > 100000)
            return bad(Text::tr("--power-cap must be a number of watts above 0."));
        v->powerCapMicrowatts = static_cast<quint64>(std::llround(watts * 1e6));
    }
    if (p.isSet(QStringLiteral("power-overdrive"))) {
        bool ok = false;
        const double percent = p.value(QStringLiteral("power-overdrive")).toDouble(&ok);
        if (!ok || !std::isfinite(percent) || percent <= -100 || percent > 1000)
            return bad(Text::tr("--power-overdrive must be a percentage above -100."));
        if (!state.powerCap || state.powerCap->defaultMicrowatts == 0)
            return bad(Text::tr("This GPU reports no default power cap, so --power-overdrive cannot be used; give --power-cap."));
        // Whole watts: the unit amdgpu keeps the cap in.
        const double watts = std::round(static_cast<double>(state.powerCap->defaultMicrowatts) / 1e6 * (1.0 + percent / 100.0));
        v->powerCapMicrowatts = static_cast<quint64>(watts) * 1000000;
    }
    for (const auto &[option, domain] : {std::pair{QStringLiteral("sclk-range"), ClockDomain::Gfx},
                                         std::pair{QStringLiteral("mclk-range"), ClockDomain::Memory}}) {
        if (!p.isSet(option))
            continue;
        ClockRangeValue range;
        if (!parseRange(p.value(option), &range))
            return bad(Text::tr("--%1 must be MIN:MAX in MHz, e.g. 500:2500.").arg(option));
        v->clockRange(domain) = range;
    }
    for (const auto &[option, domain] : {std::pair{QStringLiteral("sclk-levels"), ClockDomain::Gfx},
                                         std::pair{QStringLiteral("mclk-levels"), ClockDomain::Memory}}) {
        if (!p.isSet(option))
            continue;
        quint64 mask = 0;
        if (!parseLevels(p.value(option), &mask))
            return bad(Text::tr("--%1 must be a comma-separated list of DPM level numbers, e.g. 0,2.").arg(option));
        v->dpmLevelMask(domain) = mask;
    }
    if (p.isSet(QStringLiteral("perf-level"))) {
        const auto level = perfLevelFromKey(p.value(QStringLiteral("perf-level")));
        if (!level)
            return bad(Text::tr("Unknown performance level \"%1\".").arg(p.value(QStringLiteral("perf-level"))));
        v->perfLevel = *level;
    }
    if (p.isSet(QStringLiteral("power-profile"))) {
        const auto profile = powerProfileFromKey(p.value(QStringLiteral("power-profile")));
        if (!profile)
            return bad(Text::tr("Unknown power profile \"%1\".").arg(p.value(QStringLiteral("power-profile"))));
        v->powerProfile = *profile;
    }
    if (p.isSet(QStringLiteral("overdrive"))) {
        bool ok = false;
        const int percent = p.value(QStringLiteral("overdrive")).toInt(&ok);
        if (!ok || percent < 0 || percent > 100)
            return bad(Text::tr("--overdrive must be a whole percentage from 0."));
        v->overdrivePercent = percent;
    }
    if (v->isEmpty())
        return bad(Text::tr("Nothing to set: give at least one of --power-cap, --power-overdrive, --sclk-range, --mclk-range, "
                      "--sclk-levels, --mclk-levels, --perf-level, --power-profile, --overdrive."));
    return true;
}

int printAnswer(const TuningAnswer &answer, bool json)
{
    if (json)
        out() << QJsonDocument(answer.json).toJson(QJsonDocument::Indented);
    else
        printTuningAnswer(answer.json, answer.exitCode == TuningExitOk ? out() : err());
    out().flush();
    return answer.exitCode;
}

// set --validate: the change held through a stress run (ValidatedChange),
// kept on PASS, reverted otherwise; profiles in force are stamped.
int setValidated(const QCommandLineParser &parser, int gpu, const DeviceInfo &info, const TuningValues &values, const BackendOptions &options)
{
    ValidatedChangeRequest request;
    if (!validationPlanFrom(parser, &request.plan, &request.policy))
        return ExitBadArguments;
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
        err() << Text::tr("Setting GPU %1 (%2):").arg(gpu).arg(info.name) << Qt::endl;
        for (ControlId id : touchedControls(values))
            err() << "  " << describeValue(id, values) << Qt::endl;
    }
    const ValidatedChangeResult validated = runValidatedChange(request);
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
    for (const TuningReport &report : service.revertWhenDue())
        ok = ok && report.ok;
    return ok ? ExitOk : ExitFailure;
}
} // namespace

int runTuning(const QStringList &args)
{
    const QString sub = args.value(1);
    const bool await = sub == QLatin1String("await-deadline");
    if (!kSubcommands.contains(sub) && !await) {
        if (sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
            out() << Text::tr("Usage: rocmtune-cli tuning show|set|confirm|revert|reset|log --gpu N [options]") << Qt::endl;
            out() << Text::tr("Run \"rocmtune-cli tuning set --help\" for the options.") << Qt::endl;
            out() << Text::tr("Exit codes: 0 done, 1 failed (rolled back), 2 bad arguments, 3 refused (nothing written); "
                              "set --validate also: 7 the stress test did not pass, 8 no runner or it could not use the GPU, "
                              "9 interrupted (all three reverted), 10 neither reverted nor kept.")
                  << Qt::endl;
            return ExitOk;
        }
        err() << Text::tr("Usage: rocmtune-cli tuning show|set|confirm|revert|reset|log --gpu N [options]") << Qt::endl;
        return ExitBadArguments;
    }
    QStringList subArgs = withValidatePreset(args.mid(2));
    subArgs.prepend(QStringLiteral("%1 %2").arg(args.value(0), sub));
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Show, change, confirm, revert or reset a GPU's power and clock settings, "
                                        "within the driver's limits and the safety policy."));
    addOptions(parser);
    int exitCode = ExitOk;
    if (!parseOrExit(parser, subArgs, &exitCode))
        return exitCode;
    if (await)
        return runAwaitDeadline(parser);
    if (!parser.positionalArguments().isEmpty()) {
        err() << Text::tr("Unexpected argument \"%1\".").arg(parser.positionalArguments().constFirst()) << Qt::endl;
        return ExitBadArguments;
    }
    const bool json = parser.isSet(QStringLiteral("json"));
    if (sub != QLatin1String("set")) {
        for (const QString &option : kValueOptions) {
            if (parser.isSet(option)) {
                err() << Text::tr("--%1 is only for \"tuning set\".").arg(option) << Qt::endl;
                return ExitBadArguments;
            }
        }
    }
    if (sub == QLatin1String("log"))
        return printTuningLog(parser.isSet(QStringLiteral("gpu")) ? parser.value(QStringLiteral("gpu")) : QString(), json);

    bool okIndex = false;
    const int gpu = parser.value(QStringLiteral("gpu")).toInt(&okIndex);
    if (!parser.isSet(QStringLiteral("gpu")) || !okIndex || gpu < 0) {
        err() << Text::tr("--gpu N is required (a GPU index from \"rocmtune-cli list\").") << Qt::endl;
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
        err() << Text::tr("The GPU cannot be reached right now: another process holds the ROCm SMI library's lock of the card "
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
    else {
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
                    err() << Text::tr("--validate keeps the change on PASS and reverts it otherwise; it takes no --%1.").arg(option) << Qt::endl;
                    return ExitBadArguments;
                }
            }
            const DeviceInfo device = info;
            devices.reset(); // the validation opens its own, on the sampler thread
            return setValidated(parser, gpu, device, request.values, options);
        }
        if (!confirmTimeoutFrom(parser, policy.confirmTimeoutSeconds, &request.confirmTimeoutSeconds))
            return ExitBadArguments;
    }

    const TuningAnswer answer = executeTuningRequest(*devices, request, backendArguments(parser), options.simulated.stateFile);
    if (!json && answer.exitCode == TuningExitOk && answer.json.value(QStringLiteral("outcome")).toString() == QLatin1String("pending"))
        printTuningAnswer(answer.json, out());
    else
        return printAnswer(answer, json);
    out() << Text::tr("Keep it with: rocmtune-cli tuning confirm --gpu %1").arg(gpu) << Qt::endl;
    return answer.exitCode;
}

namespace {
const CommandRegistration kRegistration{
    "tuning", QT_TRANSLATE_NOOP("Cli", "Show, set, confirm, revert or reset power cap, clocks and performance level."), runTuning};
} // namespace

} // namespace rocmtune::cli
