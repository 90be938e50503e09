// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli profile apply NAME --gpu N [--override-model] [--confirm-timeout S|--no-confirm]
// rocmtune-cli profile apply --at-login
//
// Both go through the same tuning request path as `tuning set`
// (TuningExecution: the helper for a real GPU when not root, else the
// in-process transaction with journal and confirm-or-revert waiter).
// At login there is no countdown: see core/profiles/README.md.
#include "CliContext.h"
#include "ProfileCli.h"
#include "TuningExecution.h"
#include "TuningText.h"
#include "profiles/ProfileApplier.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace rocmtune::cli {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

void addApplyOptions(QCommandLineParser &parser)
{
    addGpuOption(parser);
    parser.addOption({QStringLiteral("override-model"),
                      Text::tr("Apply a profile made for another GPU model (checked against this card's limits).")});
    addConfirmOptions(parser);
    parser.addOption({QStringLiteral("at-login"),
                      Text::tr("Apply every profile marked \"apply at login\" to each present GPU it fits, without a countdown.")});
    addBackendOptions(parser);
}

int exitCodeFor(const TuningAnswer &answer)
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

ProfileApplyResult applyOne(DeviceSet &devices, const QCommandLineParser &parser, const BackendOptions &options, const Profile &profile,
                            int gpu, const ProfileApplyOptions &applyOptions)
{
    const DeviceInfo &info = devices.devices().at(gpu);
    int local = -1;
    Backend *backend = devices.backendFor(gpu, &local);
    const ControlState state = backend ? backend->readControls(local) : ControlState{};
    const ProfileApplyPlan plan = ProfileApplier::plan(profile, gpu, info, state, SafetyPolicy::forUser(), applyOptions);
    ProfileApplyResult result;
    if (!plan.ready()) {
        result.exitCode = ProfileExitRefused;
        result.json = QJsonObject{{QStringLiteral("ok"), false},
                                  {QStringLiteral("action"), QStringLiteral("apply")},
                                  {QStringLiteral("outcome"), QStringLiteral("refused")},
                                  {QStringLiteral("message"), plan.message},
                                  {QStringLiteral("refusals"), refusalsJson(plan.validation)},
                                  {QStringLiteral("device"), QJsonObject{{QStringLiteral("index"), gpu},
                                                                         {QStringLiteral("id"), info.stableId()},
                                                                         {QStringLiteral("name"), info.name}}}};
    } else {
        const TuningAnswer answer = executeTuningRequest(devices, plan.request, backendArguments(parser), options.simulated.stateFile);
        result.exitCode = exitCodeFor(answer);
        result.json = answer.json;
    }
    const QJsonObject extra = planJson(profile, plan);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        result.json.insert(it.key(), it.value());
    result.json.insert(QStringLiteral("exit_code"), result.exitCode);
    return result;
}

void printResultText(const Profile &profile, int gpu, const DeviceInfo &info, const ProfileApplyResult &result)
{
    QTextStream &s = result.exitCode == ProfileExitOk ? out() : err();
    const ProfileFit fit = profileFit(profile, info);
    s << Text::tr("Profile \"%1\" on GPU %2 (%3, %4):").arg(profile.name).arg(gpu).arg(info.name, fitText(fit)) << Qt::endl;
    const QJsonArray dropped = result.json.value(QStringLiteral("dropped")).toArray();
    if (!dropped.isEmpty()) {
        QStringList names;
        for (const QJsonValue &v : dropped)
            names << v.toString();
        s << "  " << Text::tr("Left out (this GPU does not have them): %1").arg(names.join(QStringLiteral(", "))) << Qt::endl;
    }
    printTuningAnswer(result.json, s);
}

int runAtLogin(const QCommandLineParser &parser)
{
    const QString action = QStringLiteral("apply_at_login");
    const ProfileStore store = profileStore();
    const ProfileStore::Contents contents = store.load();
    for (const ProfileLoadError &e : contents.errors)
        err() << Text::tr("Unreadable profile file %1 (left untouched): %2").arg(e.fileName, e.message) << Qt::endl;
    BackendOptions options;
    int code = ProfileExitOk;
    std::unique_ptr<DeviceSet> devices = openProfileDevices(parser, &options, &code);
    if (!devices)
        return code == ProfileExitBadArguments ? code
                                               : profileFailure(parser, action, code, Text::tr("No GPU could be opened, so no profile was applied."));
    const ProfileApplier::LoginPlan plan = ProfileApplier::planLogin(contents.profiles, devices->devices());
    const bool json = wantsJson(parser);
    QJsonArray skipped, results;
    for (const ProfileApplier::LoginSkip &skip : plan.skipped) {
        skipped.append(QJsonObject{{QStringLiteral("profile"), skip.profile.name}, {QStringLiteral("id"), skip.profile.id},
                                   {QStringLiteral("message"), skip.message}});
        if (!json)
            out() << Text::tr("Skipped profile \"%1\": %2").arg(skip.profile.name, skip.message) << Qt::endl;
    }
    if (plan.assignments.isEmpty() && plan.skipped.isEmpty() && !json)
        out() << Text::tr("No profile is marked \"apply at login\"; nothing to do.") << Qt::endl;
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
    if (parser.isSet(QStringLiteral("at-login"))) {
        for (const QString &option : {QStringLiteral("gpu"), QStringLiteral("override-model"), QStringLiteral("confirm-timeout"),
                                      QStringLiteral("no-confirm")}) {
            if (parser.isSet(option))
                return profileFailure(parser, action, ProfileExitBadArguments,
                                      Text::tr("--at-login applies the marked profiles to every GPU they fit; it takes no --%1.").arg(option));
        }
        if (!positional.isEmpty())
            return profileFailure(parser, action, ProfileExitBadArguments,
                                  Text::tr("--at-login takes no profile name: it applies the profiles marked \"apply at login\"."));
        return runAtLogin(parser);
    }
    if (positional.size() != 1)
        return profileFailure(parser, action, ProfileExitBadArguments,
                              Text::tr("Usage: rocmtune-cli profile apply NAME --gpu N [--override-model] [--confirm-timeout S]"));
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
    std::unique_ptr<DeviceSet> devices = openProfileDevices(parser, &options, &code);
    if (!devices)
        return code;
    if (gpu >= devices->deviceCount()) {
        const int count = devices->deviceCount();
        return profileFailure(parser, action, ProfileExitNotFound,
                              QCoreApplication::translate("Cli", "There is no GPU %1 (%n GPU(s) found).", nullptr, count).arg(gpu));
    }
    const ProfileApplyResult result = applyOne(*devices, parser, options, *profile, gpu, applyOptions);
    if (wantsJson(parser)) {
        out() << QJsonDocument(result.json).toJson(QJsonDocument::Indented);
        out().flush();
        return result.exitCode;
    }
    printResultText(*profile, gpu, devices->devices().at(gpu), result);
    if (result.exitCode == ProfileExitOk && result.json.value(QStringLiteral("outcome")).toString() == QLatin1String("pending"))
        out() << Text::tr("Keep it with: rocmtune-cli tuning confirm --gpu %1").arg(gpu) << Qt::endl;
    return result.exitCode;
}

const ProfileSubcommand kApply{"apply", "NAME --gpu N [--override-model] [--confirm-timeout S|--no-confirm] | --at-login",
                               QT_TRANSLATE_NOOP("Cli", "Apply a profile to a GPU through the tuning transaction (confirm or it is reverted), "
                                                        "or with --at-login the profiles marked for login."),
                               addApplyOptions, runApply};
} // namespace

} // namespace rocmtune::cli
