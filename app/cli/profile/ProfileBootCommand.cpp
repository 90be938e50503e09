// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli profile boot set NAME --gpu N [--override-model]
// rocmtune-cli profile boot list
// rocmtune-cli profile boot clear --gpu N
// rocmtune-cli profile boot enable --gpu N
//
// The boot profile of a GPU (by its unique id, not its index) lives in
// /etc/rocmtune/boot-profiles.json, root's file: set, clear and enable go
// through rocmtune-helper (pkexec), which checks the values again like an
// apply; rocmtune-boot.service applies them (core/boot/).
#include "app/cli/CliContext.h"
#include "app/cli/profile/ProfileCli.h"
#include "core/boot/BootProfileStatus.h"
#include "core/boot/BootRequest.h"
#include "core/boot/SoftwareFanCurve.h"
#include "core/i18n/CliTr.h"
#include "core/profiles/ProfileApplier.h"
#include "core/tuning/route/HelperClient.h"

#include <QCoreApplication>
#include <QDateTime>

namespace rocmtune::cli {

namespace {
void addBootOptions(QCommandLineParser &parser)
{
    addGpuAndOverrideModelOptions(parser, CliTr::tr("Use a profile made for another GPU model (checked against this card's limits)."));
    addBackendOptions(parser);
}

int exitCodeForBootAnswer(const QJsonObject &answer)
{
    if (answer.value(QStringLiteral("ok")).toBool())
        return ProfileExitOk;
    return answer.value(QStringLiteral("exit_code")).toInt() == TuningExitRefused ? ProfileExitRefused : ProfileExitFailure;
}

// Sends a boot request to the helper and prints its answer.
int sendToHelper(const QCommandLineParser &parser, const QString &action, const BootRequest &request, const QStringList &extraLines)
{
    const QJsonObject answer = HelperClient::runBlocking(request.toJson());
    const int code = exitCodeForBootAnswer(answer);
    if (code != ProfileExitOk) {
        QString message = answer.value(QStringLiteral("error")).toString();
        if (message.isEmpty())
            message = answer.value(QStringLiteral("message")).toString();
        return profileFailure(parser, action, code, message);
    }
    QJsonObject json = answer;
    json.insert(QStringLiteral("action"), action);
    json.insert(QStringLiteral("device"), QJsonObject{{QStringLiteral("index"), request.deviceIndex}, {QStringLiteral("id"), request.deviceId}});
    QStringList lines{answer.value(QStringLiteral("message")).toString()};
    lines << extraLines;
    return profileSuccess(parser, json, lines);
}

std::unique_ptr<DeviceSet> realDevices(const QCommandLineParser &parser, const QString &action, int gpu, int *code)
{
    BackendOptions options;
    std::unique_ptr<DeviceSet> devices = openProfileDevices(parser, action, gpu, &options, code);
    if (devices && devices->devices().at(gpu).simulated) {
        *code = profileFailure(parser, action, ProfileExitRefused,
                               CliTr::tr("GPU %1 is simulated: boot profiles are for real GPUs (the boot service never tunes simulated ones).")
                                   .arg(gpu));
        return nullptr;
    }
    return devices;
}

int runSet(const QCommandLineParser &parser, const QStringList &positional)
{
    const QString action = QStringLiteral("boot_set");
    int gpu = -1;
    if (positional.size() != 2)
        return profileFailure(parser, action, ProfileExitBadArguments, CliTr::tr("Usage: rocmtune-cli profile boot set NAME|ID --gpu N"));
    if (!gpuIndexFrom(parser, &gpu))
        return ProfileExitBadArguments;
    int code = ProfileExitOk;
    const ProfileStore store = profileStore();
    const std::optional<Profile> profile = findProfile(parser, action, store, positional.at(1), &code);
    if (!profile)
        return code;
    const auto devices = realDevices(parser, action, gpu, &code);
    if (!devices)
        return code;
    int local = -1;
    Backend *backend = devices->backendFor(gpu, &local);
    const ControlState state = backend ? backend->readControls(local) : ControlState{};
    // A fan curve on a card without the firmware's curve is run in software
    // by rocmtune-boot: checked against that card's fan and sensor here and
    // by the helper, and kept out of the apply plan (which would drop it).
    Profile planned = *profile;
    std::optional<FanCurveValue> softwareCurve;
    if (const FanCurveValue *curve = profile->values.perControl.get<FanCurveValue>(); curve && fanCurveHost(state) != FanCurveHost::Firmware) {
        const QString problem = softwareFanCurveProblem(*curve, state, backend ? backend->readSample(local) : Sample(), SafetyPolicy::forUser().fan);
        if (!problem.isEmpty())
            return profileFailure(parser, action, ProfileExitRefused,
                                  CliTr::tr("Profile \"%1\" cannot be applied at boot on GPU %2: %3").arg(profile->name).arg(gpu).arg(problem));
        softwareCurve = *curve;
        planned.values.perControl.remove<FanCurveValue>();
    }
    TuningValues values;
    if (!softwareCurve || !planned.values.isEmpty()) {
        const ProfileApplyPlan plan = ProfileApplier::plan(planned, gpu, devices->devices().at(gpu), state, SafetyPolicy::forUser(),
                                                           ProfileApplyOptions{parser.isSet(QStringLiteral("override-model")), 0});
        if (!plan.ready())
            return profileFailure(parser, action, ProfileExitRefused, plan.message);
        values = plan.request.values;
    }
    if (softwareCurve)
        values.perControl.set(*softwareCurve);
    BootRequest request;
    request.action = BootRequest::Action::Set;
    request.deviceIndex = gpu;
    request.deviceId = devices->devices().at(gpu).stableId();
    request.profileName = profile->name;
    request.values = values;
    QStringList lines = valueLines(request.values);
    for (QString &line : lines)
        line.prepend(QStringLiteral("  "));
    lines << CliTr::tr("Enable the service once, if not done yet: sudo systemctl enable rocmtune-boot.service");
    return sendToHelper(parser, action, request, lines);
}

int runClearOrEnable(const QCommandLineParser &parser, const QStringList &positional, BootRequest::Action kind)
{
    const QString action = QLatin1String(bootActionKey(kind));
    int gpu = -1;
    if (positional.size() != 1)
        return profileFailure(parser, action, ProfileExitBadArguments, CliTr::tr("Usage: rocmtune-cli profile boot clear|enable --gpu N"));
    if (!gpuIndexFrom(parser, &gpu))
        return ProfileExitBadArguments;
    int code = ProfileExitOk;
    const auto devices = realDevices(parser, action, gpu, &code);
    if (!devices)
        return code;
    BootRequest request;
    request.action = kind;
    request.deviceIndex = gpu;
    request.deviceId = devices->devices().at(gpu).stableId();
    return sendToHelper(parser, action, request, {});
}

QString whenText(qint64 ms)
{
    return QLocale().toString(QDateTime::fromMSecsSinceEpoch(ms), QLocale::ShortFormat);
}

int runBootList(const QCommandLineParser &parser)
{
    const QString action = QStringLiteral("boot_list");
    BackendOptions options;
    int code = ProfileExitOk;
    std::unique_ptr<DeviceSet> devices = openProfileDevices(parser, action, -1, &options, &code);
    const BootProfilesView view = readBootProfiles(devices ? devices->devices() : DeviceList{});
    if (!view.ok())
        return profileFailure(parser, action, ProfileExitFailure, view.error);
    QJsonArray entries;
    QStringList lines;
    if (view.entries.isEmpty())
        lines << CliTr::tr("No GPU has a boot profile.");
    for (const BootProfileStatus &s : view.entries) {
        QJsonObject o{{QStringLiteral("gpu"), s.deviceIndex >= 0 ? QJsonValue(s.deviceIndex) : QJsonValue()},
                      {QStringLiteral("id"), s.profile.deviceId},
                      {QStringLiteral("name"), s.profile.deviceName},
                      {QStringLiteral("profile"), s.profile.profileName},
                      {QStringLiteral("values"), tuningValuesToJson(s.profile.values)},
                      {QStringLiteral("set_ms"), s.profile.setMs},
                      {QStringLiteral("enabled"), !s.disabled.has_value()}};
        const QString gpu = s.deviceIndex >= 0 ? CliTr::tr("GPU %1").arg(s.deviceIndex) : CliTr::tr("not in this machine");
        lines << CliTr::tr("%1 %2 (id %3): boot profile \"%4\"").arg(gpu, s.profile.deviceName, s.profile.deviceId, s.profile.profileName);
        for (const QString &line : valueLines(s.profile.values))
            lines << QStringLiteral("    ") + line;
        if (s.disabled) {
            o.insert(QStringLiteral("disabled"), QJsonObject{{QStringLiteral("reason"), QStringLiteral("boot_loop_guard")},
                                                            {QStringLiteral("applied_ms"), s.disabled->appliedMs},
                                                            {QStringLiteral("since_ms"), s.disabled->sinceMs}});
            lines << QStringLiteral("    ")
                         + CliTr::tr("Switched off by the boot-loop guard: the machine went down without a clean shutdown within 10 minutes "
                                    "of applying it (%1). Enable it again with \"rocmtune-cli profile boot enable --gpu %2\".")
                               .arg(whenText(s.disabled->appliedMs), s.deviceIndex >= 0 ? QString::number(s.deviceIndex) : QStringLiteral("N"));
        } else {
            lines << QStringLiteral("    ") + CliTr::tr("Applied at boot, after resume and after a GPU reset (rocmtune-boot.service).");
        }
        if (s.softwareFan) {
            const SoftwareFanGpu &fan = *s.softwareFan;
            QJsonObject running{{QStringLiteral("sensor"), QLatin1String(fanCurveSensorKey(fan.curve.sensor))},
                                {QStringLiteral("curve"), fanCurveText(fan.curve.points)},
                                {QStringLiteral("since_ms"), fan.sinceMs},
                                {QStringLiteral("updated_ms"), fan.updatedMs},
                                {QStringLiteral("safety_floor"), fan.safetyFloor},
                                {QStringLiteral("temperature_celsius"), fan.temperatureCelsius ? QJsonValue(*fan.temperatureCelsius) : QJsonValue()},
                                {QStringLiteral("duty_percent"), fan.dutyPercent ? QJsonValue(*fan.dutyPercent) : QJsonValue()}};
            o.insert(QStringLiteral("software_fan_curve"), running);
            lines << QStringLiteral("    ") + CliTr::tr("Fan: %1 (since %2).").arg(softwareFanText(fan), whenText(fan.sinceMs));
        }
        entries.append(o);
    }
    return profileSuccess(parser, QJsonObject{{QStringLiteral("action"), action}, {QStringLiteral("boot_profiles"), entries}}, lines);
}

int runBoot(const QCommandLineParser &parser, const QStringList &positional)
{
    const QString what = positional.value(0);
    if (what == QLatin1String("set"))
        return runSet(parser, positional);
    if (what == QLatin1String("list") && positional.size() == 1)
        return runBootList(parser);
    if (what == QLatin1String("clear"))
        return runClearOrEnable(parser, positional, BootRequest::Action::Clear);
    if (what == QLatin1String("enable"))
        return runClearOrEnable(parser, positional, BootRequest::Action::Enable);
    return profileFailure(parser, QStringLiteral("boot"), ProfileExitBadArguments,
                          CliTr::tr("Usage: rocmtune-cli profile boot set NAME --gpu N | list | clear --gpu N | enable --gpu N"));
}

const ProfileSubcommand kBoot{"boot", "set NAME|ID --gpu N | list | clear --gpu N | enable --gpu N",
                              QT_TRANSLATE_NOOP("Cli", "The boot profile of a GPU, applied by rocmtune-boot.service at boot, after resume and "
                                                       "after a GPU reset (stored by the helper in /etc/rocmtune)."),
                              addBootOptions, runBoot};
} // namespace

} // namespace rocmtune::cli
