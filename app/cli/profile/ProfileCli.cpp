// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/profile/ProfileCli.h"

#include "app/cli/CliContext.h"
#include "app/cli/tuning/TuningExecution.h"
#include "core/i18n/CliTr.h"
#include "core/profiles/LoginAutostart.h"
#include "core/profiles/ProfileJson.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace rocmtune::cli {

bool wantsJson(const QCommandLineParser &parser)
{
    return parser.isSet(QStringLiteral("json"));
}

void addGpuOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("gpu"), CliTr::tr("GPU index (see rocmtune-cli list)."), QStringLiteral("N")});
}

void addGpuAndOverrideModelOptions(QCommandLineParser &parser, const QString &overrideModelHelp)
{
    addGpuOption(parser);
    parser.addOption({QStringLiteral("override-model"), overrideModelHelp});
}

bool gpuIndexFrom(const QCommandLineParser &parser, int *gpu)
{
    bool ok = false;
    *gpu = parser.value(QStringLiteral("gpu")).toInt(&ok);
    if (!parser.isSet(QStringLiteral("gpu")) || !ok || *gpu < 0) {
        err() << CliTr::tr("--gpu N is required (a GPU index from \"rocmtune-cli list\").") << Qt::endl;
        return false;
    }
    return true;
}

int profileFailure(const QCommandLineParser &parser, const QString &action, int code, const QString &message)
{
    if (wantsJson(parser)) {
        const QJsonObject o{{QStringLiteral("ok"), false},
                            {QStringLiteral("action"), action},
                            {QStringLiteral("error"), message},
                            {QStringLiteral("exit_code"), code}};
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
        out().flush();
    } else {
        err() << message << Qt::endl;
    }
    return code;
}

int profileSuccess(const QCommandLineParser &parser, QJsonObject json, const QStringList &textLines)
{
    if (wantsJson(parser)) {
        json.insert(QStringLiteral("ok"), true);
        out() << QJsonDocument(json).toJson(QJsonDocument::Indented);
    } else {
        for (const QString &line : textLines)
            out() << line << Qt::endl;
    }
    out().flush();
    return ProfileExitOk;
}

ProfileStore profileStore()
{
    return ProfileStore(ProfileStore::defaultDirectory());
}

std::optional<Profile> findProfile(const QCommandLineParser &parser, const QString &action, const ProfileStore &store,
                                   const QString &nameOrId, int *code)
{
    if (auto byName = store.findByName(nameOrId))
        return byName;
    if (auto byId = store.findById(nameOrId))
        return byId;
    // Asked for by the name of a file that cannot be read: say why.
    for (const ProfileLoadError &e : store.load().errors) {
        if (e.fileName == nameOrId || e.fileName == nameOrId + QStringLiteral(".json")) {
            *code = profileFailure(parser, action, ProfileExitBadFile,
                                   CliTr::tr("The profile file %1 cannot be read (it is left untouched): %2").arg(e.fileName, e.message));
            return std::nullopt;
        }
    }
    *code = profileFailure(parser, action, ProfileExitNotFound,
                           CliTr::tr("There is no profile \"%1\" (see rocmtune-cli profile list).").arg(nameOrId));
    return std::nullopt;
}

std::unique_ptr<DeviceSet> openProfileDevices(const QCommandLineParser &parser, const QString &action, int gpu, BackendOptions *options,
                                              int *exitCode)
{
    if (!backendOptionsFrom(parser, options)) {
        *exitCode = ProfileExitBadArguments;
        return nullptr;
    }
    persistSimulated(options);
    std::unique_ptr<DeviceSet> devices = openDevices(*options, false);
    if (!devices) {
        *exitCode = ProfileExitFailure;
        return nullptr;
    }
    if (gpu >= devices->deviceCount()) {
        const int count = devices->deviceCount(); // a plain variable for lupdate's %n
        *exitCode = profileFailure(parser, action, ProfileExitNotFound,
                                   QCoreApplication::translate("Cli", "There is no GPU %1 (%n GPU(s) found).", nullptr, count).arg(gpu));
        return nullptr;
    }
    return devices;
}

QJsonObject profileJson(const Profile &profile, const ProfileStore &store)
{
    QJsonObject o = profileToJson(profile);
    o.insert(QStringLiteral("file"), store.filePathFor(profile.id));
    return o;
}

QJsonArray fitsJson(const Profile &profile, const DeviceList &devices)
{
    QJsonArray array;
    for (int i = 0; i < devices.size(); ++i) {
        array.append(QJsonObject{{QStringLiteral("gpu"), i},
                                 {QStringLiteral("id"), devices[i].stableId()},
                                 {QStringLiteral("name"), devices[i].name},
                                 {QStringLiteral("fit"), QLatin1String(profileFitKey(profileFit(profile, devices[i])))}});
    }
    return array;
}

QJsonObject syncLoginAutostart(const ProfileStore &store, QString *error)
{
    bool anyMarked = false;
    for (const Profile &p : store.load().profiles)
        anyMarked = anyMarked || p.applyAtLogin;
    LoginAutostart autostart;
    const QString cli = frontProgramPath();
    const bool ok = anyMarked ? autostart.enable(cli, error) : autostart.disable(error);
    QJsonObject o{{QStringLiteral("file"), autostart.filePath()}, {QStringLiteral("enabled"), autostart.isEnabled()}};
    if (ok && anyMarked)
        o.insert(QStringLiteral("command"), QStringList{cli, QStringLiteral("profile"), QStringLiteral("apply"), QStringLiteral("--at-login")}.join(QLatin1Char(' ')));
    return o;
}

QString fitText(ProfileFit fit)
{
    switch (fit) {
    case ProfileFit::ThisDevice: return CliTr::tr("this device");
    case ProfileFit::SameModel: return CliTr::tr("same model");
    case ProfileFit::OtherModel: return CliTr::tr("other model");
    }
    return QString();
}

QStringList valueLines(const TuningValues &values)
{
    QStringList lines;
    for (ControlId id : touchedControls(values))
        lines << describeValue(id, values);
    return lines;
}

QString targetText(const ProfileTarget &target)
{
    const QString model = target.modelName.isEmpty() ? target.pciId : target.modelName;
    if (target.kind == ProfileTarget::Kind::Device) {
        return CliTr::tr("%1 (this card only, id %2)").arg(model, target.uniqueId.isEmpty() ? target.pciBusId : target.uniqueId);
    }
    return CliTr::tr("%1 (any card of this model, PCI id %2)").arg(model, target.pciId.isEmpty() ? CliTr::tr("N/A") : target.pciId);
}

} // namespace rocmtune::cli
