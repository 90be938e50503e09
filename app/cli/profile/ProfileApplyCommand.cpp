// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli profile apply NAME --gpu N [--override-model] [--confirm-timeout S|--no-confirm]
// rocmtune-cli profile apply NAME --gpu N --validate [PRESET] [--tests LIST] [--duration S]
// rocmtune-cli profile apply --at-login
//
// Both go through the same tuning request path as `tuning set`
// (TuningExecution: the helper for a real GPU when not root, else the
// in-process transaction with journal and confirm-or-revert waiter).
// At login there is no countdown: see core/profiles/README.md.
#include "app/cli/CliContext.h"
#include "app/cli/profile/ProfileCli.h"
#include "app/cli/stress/StressOptions.h"
#include "app/cli/tuning/TuningExecution.h"
#include "app/cli/tuning/TuningText.h"
#include "app/cli/tuning/ValidatedChange.h"
#include "core/i18n/CliTr.h"
#include "core/i18n/ListText.h"
#include "core/profiles/ProfileApplier.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace rocmtune::cli {

namespace {
void addApplyOptions(QCommandLineParser &parser)
{
    addGpuAndOverrideModelOptions(parser, CliTr::tr("Apply a profile made for another GPU model (checked against this card's limits)."));
    addConfirmOptions(parser);
    addValidateOptions(parser);
    parser.addOption({QStringLiteral("at-login"),
                      CliTr::tr("Apply every profile marked \"apply at login\" to each present GPU it fits, without a countdown.")});
    addBackendOptions(parser);
}

int exitCodeForApply(const TuningAnswer &answer)
{
    switch (answer.exitCode) {
    case TuningExitOk: return ProfileExitOk;
    case TuningExitRefused: return ProfileExitRefused;
    case TuningExitBadRequest: return ProfileExitBadArguments;
    default: return ProfileExitApplyFailed;
    }
}

QJsonArray refusalsJson(const ValidationResult &validation)
{
    QJsonArray array;
    for (const Refusal &r : validation.refusals) {
        array.append(QJsonObject{{QStringLiteral("control"), QLatin1String(controlKey(r.control))},
                                 {QStringLiteral("limit"), r.limit},
                                 {QStringLiteral("message"), r.message}});
    }
    return array;
}

QJsonObject planJson(const Profile &profile, const ProfileApplyPlan &plan)
{
    QJsonArray dropped;
    for (ControlId id : plan.dropped)
        dropped.append(QLatin1String(controlKey(id)));
    return QJsonObject{{QStringLiteral("profile"), QJsonObject{{QStringLiteral("id"), profile.id}, {QStringLiteral("name"), profile.name}}},
                       {QStringLiteral("fit"), QLatin1String(profileFitKey(plan.fit))},
                       {QStringLiteral("verdict"), QLatin1String(profileApplyVerdictKey(plan.verdict))},
                       {QStringLiteral("overridden"), plan.overridden},
                       {QStringLiteral("dropped"), dropped}};
}

// The outcome of one profile on one GPU: the tuning answer (or the plan's
// refusal) with the profile's side of it.
struct ProfileApplyResult {
    int exitCode = ProfileExitApplyFailed;
    QJsonObject json;
};

ProfileApplyPlan planFor(DeviceSet &devices, const Profile &profile, int gpu, const ProfileApplyOptions &applyOptions)
{
    int local = -1;
    Backend *backend = devices.backendFor(gpu, &local);
    const ControlState state = backend ? backend->readControls(local) : ControlState{};
    return ProfileApplier::plan(profile, gpu, devices.devices().at(gpu), state, SafetyPolicy::forUser(), applyOptions);
}

// A plan that is not ready: nothing is sent.
QJsonObject refusedJson(const ProfileApplyPlan &plan, int gpu, const DeviceInfo &info)
{
    const QString hint = plan.verdict == ProfileApplyPlan::Verdict::OtherModel
                             ? CliTr::tr("Give --override-model to apply it anyway; it is then checked against this card's limits.")
                             : QString();
    QJsonObject json{{QStringLiteral("ok"), false},
                     {QStringLiteral("action"), QStringLiteral("apply")},
                     {QStringLiteral("outcome"), QStringLiteral("refused")},
                     {QStringLiteral("message"), plan.message},
                     {QStringLiteral("refusals"), refusalsJson(plan.validation)},
                     {QStringLiteral("device"), QJsonObject{{QStringLiteral("index"), gpu},
                                                            {QStringLiteral("id"), info.stableId()},
                                                            {QStringLiteral("name"), info.name}}}};
    if (!hint.isEmpty())
        json.insert(QStringLiteral("hint"), hint);
    return json;
}

void insertAll(QJsonObject *json, const QJsonObject &extra)
{
    for (auto it = extra.begin(); it != extra.end(); ++it)
        json->insert(it.key(), it.value());
}

ProfileApplyResult applyOne(DeviceSet &devices, const QCommandLineParser &parser, const BackendOptions &options, const Profile &profile,
                            int gpu, const ProfileApplyOptions &applyOptions)
{
    const ProfileApplyPlan plan = planFor(devices, profile, gpu, applyOptions);
    ProfileApplyResult result;
    if (!plan.ready()) {
        result.exitCode = ProfileExitRefused;
        result.json = refusedJson(plan, gpu, devices.devices().at(gpu));
    } else {
        const TuningAnswer answer = executeTuningRequest(devices, plan.request, backendArguments(parser), options.simulated.stateFile);
        result.exitCode = exitCodeForApply(answer);
        result.json = answer.json;
    }
    insertAll(&result.json, planJson(profile, plan));
    result.json.insert(QStringLiteral("exit_code"), result.exitCode);
    return result;
}

// "Profile "X" on GPU 0 (name, fit):" and what this GPU does not have.
void printResultHeader(QTextStream &s, const Profile &profile, int gpu, const DeviceInfo &info, const QJsonObject &json)
{
    const ProfileFit fit = profileFit(profile, info);
    s << CliTr::tr("Profile \"%1\" on GPU %2 (%3, %4):").arg(profile.name).arg(gpu).arg(info.name, fitText(fit)) << Qt::endl;
    const QJsonArray dropped = json.value(QStringLiteral("dropped")).toArray();
    if (!dropped.isEmpty()) {
        QStringList names;
        for (const QJsonValue &v : dropped)
            names << v.toString();
        s << "  " << CliTr::tr("Left out (this GPU does not have them): %1").arg(joinList(names)) << Qt::endl;
    }
}

void printResultText(const Profile &profile, int gpu, const DeviceInfo &info, const ProfileApplyResult &result)
{
    QTextStream &s = result.exitCode == ProfileExitOk ? out() : err();
    printResultHeader(s, profile, gpu, info, result.json);
    printTuningAnswer(result.json, s);
    const QString hint = result.json.value(QStringLiteral("hint")).toString();
    if (!hint.isEmpty())
        s << hint << Qt::endl;
}

// --validate: the plan as for a plain apply, then the change held through a
// stress run (ValidatedChange), kept on PASS, reverted otherwise; the
// profile is stamped with the verdict.
int applyValidated(const QCommandLineParser &parser, const QStringList &command, const Profile &profile, int gpu,
                   std::unique_ptr<DeviceSet> devices, const BackendOptions &options, const ProfileApplyOptions &applyOptions)
{
    ValidatedChangeRequest request;
    request.command = command;
    if (!validationChecksFrom(parser, request.command, &request.stress, &request.plan, &request.policy))
        return ProfileExitBadArguments;
    const DeviceInfo info = devices->devices().at(gpu);
    const ProfileApplyPlan plan = planFor(*devices, profile, gpu, applyOptions);
    ProfileApplyResult result;
    if (!plan.ready()) {
        result.exitCode = ProfileExitRefused;
        result.json = refusedJson(plan, gpu, info);
        insertAll(&result.json, planJson(profile, plan));
        result.json.insert(QStringLiteral("exit_code"), result.exitCode);
        if (wantsJson(parser))
            out() << QJsonDocument(result.json).toJson(QJsonDocument::Indented);
        else
            printResultText(profile, gpu, info, result);
        out().flush();
        return result.exitCode;
    }
    devices.reset(); // the flow opens its own, on the sampler thread
    const bool json = wantsJson(parser);
    if (!json) {
        printResultHeader(err(), profile, gpu, info, planJson(profile, plan));
        for (const QString &line : valueLines(plan.request.values))
            err() << "  " << line << Qt::endl;
    }
    request.gpu = gpu;
    request.deviceId = info.stableId();
    request.values = plan.request.values;
    request.backend = options;
    request.backendArgs = backendArguments(parser);
    request.progress = !json;
    request.verbose = parser.isSet(QStringLiteral("verbose"));
    simulateStressLoad(parser, &request.backend);
    const ValidatedChangeResult validated = runValidatedChange(request);
    logValidatedCommand(validated, request);
    ProfileStore store = profileStore();
    const ProfileStamping stamping = stampValidatedChange(store, validated, profile.id);
    const int code = validated.exitCode(ProfileExitRefused, ProfileExitApplyFailed);
    if (json) {
        QJsonObject o = validatedChangeJson(validated, stamping);
        insertAll(&o, planJson(profile, plan));
        o.insert(QStringLiteral("ok"), code == ProfileExitOk);
        o.insert(QStringLiteral("action"), QStringLiteral("apply_validate"));
        o.insert(QStringLiteral("device"), QJsonObject{{QStringLiteral("index"), gpu}, {QStringLiteral("id"), info.stableId()},
                                                       {QStringLiteral("name"), info.name}});
        o.insert(QStringLiteral("values"), tuningValuesToJson(request.values));
        o.insert(QStringLiteral("exit_code"), code);
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
        out().flush();
    } else {
        printValidatedChange(validated, stamping, code == ProfileExitOk);
    }
    return code;
}

int runAtLogin(const QCommandLineParser &parser)
{
    const QString action = QStringLiteral("apply_at_login");
    const ProfileStore store = profileStore();
    const ProfileStore::Contents contents = store.load();
    for (const ProfileLoadError &e : contents.errors)
        err() << CliTr::tr("Unreadable profile file %1 (left untouched): %2").arg(e.fileName, e.message) << Qt::endl;
    BackendOptions options;
    int code = ProfileExitOk;
    std::unique_ptr<DeviceSet> devices = openProfileDevices(parser, action, -1, &options, &code);
    if (!devices)
        return code == ProfileExitBadArguments ? code
                                               : profileFailure(parser, action, code, CliTr::tr("No GPU could be opened, so no profile was applied."));
    const ProfileApplier::LoginPlan plan = ProfileApplier::planLogin(contents.profiles, devices->devices());
    const bool json = wantsJson(parser);
    QJsonArray skipped, results;
    for (const ProfileApplier::LoginSkip &skip : plan.skipped) {
        skipped.append(QJsonObject{{QStringLiteral("profile"), skip.profile.name}, {QStringLiteral("id"), skip.profile.id},
                                   {QStringLiteral("message"), skip.message}});
        if (!json)
            out() << CliTr::tr("Skipped profile \"%1\": %2").arg(skip.profile.name, skip.message) << Qt::endl;
    }
    if (plan.assignments.isEmpty() && plan.skipped.isEmpty() && !json)
        out() << CliTr::tr("No profile is marked \"apply at login\"; nothing to do.") << Qt::endl;
    bool allOk = true;
    for (const ProfileApplier::LoginAssignment &a : plan.assignments) {
        // The user's saved choice: kept at once, no countdown (nobody is there to confirm).
        const ProfileApplyResult result = applyOne(*devices, parser, options, a.profile, a.deviceIndex, ProfileApplyOptions{false, 0});
        allOk = allOk && result.exitCode == ProfileExitOk;
        results.append(result.json);
        if (!json)
            printResultText(a.profile, a.deviceIndex, devices->devices().at(a.deviceIndex), result);
    }
    const int result = allOk ? ProfileExitOk : ProfileExitApplyFailed;
    if (json) {
        const QJsonObject o{{QStringLiteral("ok"), allOk}, {QStringLiteral("action"), action},
                            {QStringLiteral("results"), results}, {QStringLiteral("skipped"), skipped},
                            {QStringLiteral("exit_code"), result}};
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
    }
    out().flush();
    return result;
}

int runApply(const QCommandLineParser &parser, const QStringList &positional)
{
    const QString action = QStringLiteral("apply");
    if (!stressOptionsOnlyWithValidate(parser))
        return ProfileExitBadArguments;
    if (wantsValidation(parser)) {
        for (const QString &option : {QStringLiteral("confirm-timeout"), QStringLiteral("no-confirm")}) {
            if (parser.isSet(option))
                return profileFailure(parser, action, ProfileExitBadArguments,
                                      CliTr::tr("--validate keeps the change on PASS and reverts it otherwise; it takes no --%1.").arg(option));
        }
    }
    if (parser.isSet(QStringLiteral("at-login"))) {
        for (const QString &option : {QStringLiteral("gpu"), QStringLiteral("override-model"), QStringLiteral("confirm-timeout"),
                                      QStringLiteral("no-confirm"), QStringLiteral("validate"), QStringLiteral("validate-with")}) {
            if (parser.isSet(option))
                return profileFailure(parser, action, ProfileExitBadArguments,
                                      CliTr::tr("--at-login applies the marked profiles to every GPU they fit; it takes no --%1.").arg(option));
        }
        if (!positional.isEmpty())
            return profileFailure(parser, action, ProfileExitBadArguments,
                                  CliTr::tr("--at-login takes no profile name: it applies the profiles marked \"apply at login\"."));
        return runAtLogin(parser);
    }
    // --validate-with: the arguments after the profile's name (after "--") are the command.
    const QStringList validateCommand = parser.isSet(QStringLiteral("validate-with")) ? positional.mid(1) : QStringList();
    if (positional.size() != 1 && validateCommand.isEmpty())
        return profileFailure(parser, action, ProfileExitBadArguments,
                              CliTr::tr("Usage: rocmtune-cli profile apply NAME --gpu N [--override-model] [--confirm-timeout S|--no-confirm|--validate [PRESET]]"));
    int gpu = -1;
    if (!gpuIndexFrom(parser, &gpu))
        return ProfileExitBadArguments;
    ProfileApplyOptions applyOptions;
    applyOptions.overrideModel = parser.isSet(QStringLiteral("override-model"));
    if (!confirmTimeoutFrom(parser, SafetyPolicy::forUser().confirmTimeoutSeconds, &applyOptions.confirmTimeoutSeconds))
        return ProfileExitBadArguments;
    const ProfileStore store = profileStore();
    int code = ProfileExitOk;
    const std::optional<Profile> profile = findProfile(parser, action, store, positional.constFirst(), &code);
    if (!profile)
        return code;
    BackendOptions options;
    std::unique_ptr<DeviceSet> devices = openProfileDevices(parser, action, gpu, &options, &code);
    if (!devices)
        return code;
    if (wantsValidation(parser))
        return applyValidated(parser, validateCommand, *profile, gpu, std::move(devices), options, applyOptions);
    const ProfileApplyResult result = applyOne(*devices, parser, options, *profile, gpu, applyOptions);
    if (wantsJson(parser)) {
        out() << QJsonDocument(result.json).toJson(QJsonDocument::Indented);
        out().flush();
        return result.exitCode;
    }
    printResultText(*profile, gpu, devices->devices().at(gpu), result);
    if (result.exitCode == ProfileExitOk && result.json.value(QStringLiteral("outcome")).toString() == QLatin1String("pending"))
        out() << CliTr::tr("Keep it with: rocmtune-cli tuning confirm --gpu %1").arg(gpu) << Qt::endl;
    return result.exitCode;
}

const ProfileSubcommand kApply{"apply",
                               "NAME --gpu N [--override-model] [--confirm-timeout S|--no-confirm|--validate [PRESET] [--tests LIST] "
                               "[--duration S]] | --at-login",
                               QT_TRANSLATE_NOOP("Cli", "Apply a profile to a GPU through the tuning transaction (confirm or it is reverted), "
                                                        "or with --validate prove it stable with a stress test first (kept on PASS, "
                                                        "reverted otherwise, the profile stamped with the verdict), "
                                                        "or with --at-login the profiles marked for login."),
                               addApplyOptions, runApply};
} // namespace

} // namespace rocmtune::cli
