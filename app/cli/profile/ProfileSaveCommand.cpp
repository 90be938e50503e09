// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli profile save NAME --gpu N [--for-device|--for-model] [--replace]
#include "app/cli/CliContext.h"
#include "app/cli/profile/ProfileCli.h"
#include "core/i18n/CliTr.h"
#include "core/profiles/ProfileApplier.h"
#include "core/profiles/ProfileJson.h"
#include "core/tuning/transaction/TuningJournal.h"
#include "core/tuning/transaction/TuningPaths.h"

#include <QCoreApplication>

namespace rocmtune::cli {

namespace {
void addSaveOptions(QCommandLineParser &parser)
{
    addGpuOption(parser);
    parser.addOption({QStringLiteral("for-device"), CliTr::tr("The profile is for this one card only.")});
    parser.addOption({QStringLiteral("for-model"), CliTr::tr("The profile is for every card of this model (the default).")});
    parser.addOption({QStringLiteral("replace"), CliTr::tr("Overwrite the profile of that name if there is one.")});
    addBackendOptions(parser);
}

// A change waiting for confirmation is not yet the user's choice.
bool hasPendingChange(const QString &deviceId)
{
    for (const QString &dir : {tuningStateDirectory(), systemTuningStateDirectory()}) {
        if (TuningJournal(dir).find(deviceId))
            return true;
    }
    return false;
}

int runSave(const QCommandLineParser &parser, const QStringList &positional)
{
    const QString action = QStringLiteral("save");
    if (positional.size() != 1)
        return profileFailure(parser, action, ProfileExitBadArguments,
                              CliTr::tr("Usage: rocmtune-cli profile save NAME --gpu N [--for-device|--for-model]"));
    const QString name = positional.constFirst().trimmed();
    const QString nameError = validateProfileName(name);
    if (!nameError.isEmpty())
        return profileFailure(parser, action, ProfileExitBadArguments, nameError);
    if (parser.isSet(QStringLiteral("for-device")) && parser.isSet(QStringLiteral("for-model")))
        return profileFailure(parser, action, ProfileExitBadArguments, CliTr::tr("Give either --for-device or --for-model, not both."));
    int gpu = -1;
    if (!gpuIndexFrom(parser, &gpu))
        return ProfileExitBadArguments;

    BackendOptions options;
    int code = ProfileExitOk;
    std::unique_ptr<DeviceSet> devices = openProfileDevices(parser, action, gpu, &options, &code);
    if (!devices)
        return code;
    const DeviceInfo &info = devices->devices().at(gpu);
    if (hasPendingChange(info.stableId()))
        return profileFailure(parser, action, ProfileExitRefused,
                              CliTr::tr("GPU %1 has a change waiting for confirmation: confirm or revert it first "
                                       "(rocmtune-cli tuning confirm --gpu %1).")
                                  .arg(gpu));
    int local = -1;
    Backend *backend = devices->backendFor(gpu, &local);
    const TuningValues values = ProfileApplier::valuesToSave(backend ? backend->readControls(local) : ControlState{});
    if (values.isEmpty())
        return profileFailure(parser, action, ProfileExitFailure, CliTr::tr("GPU %1 offers no settings that a profile could keep.").arg(gpu));

    ProfileStore store = profileStore();
    const ProfileTarget target =
        parser.isSet(QStringLiteral("for-device")) ? ProfileTarget::forDevice(info) : ProfileTarget::forModelOf(info);
    Profile profile = Profile::create(name, target, values);
    if (const std::optional<Profile> existing = store.findByName(name)) {
        if (!parser.isSet(QStringLiteral("replace")))
            return profileFailure(parser, action, ProfileExitRefused,
                                  CliTr::tr("A profile named \"%1\" already exists; give --replace to overwrite it.").arg(name));
        profile.id = existing->id;
        profile.created = existing->created;
        profile.applyAtLogin = existing->applyAtLogin;
        // New values: the old stress verdict no longer speaks for them.
    }
    QString error;
    if (!store.save(profile, &error))
        return profileFailure(parser, action, ProfileExitFailure, error);
    const std::optional<Profile> saved = store.findById(profile.id);
    QStringList lines{CliTr::tr("Saved profile \"%1\" from GPU %2 (%3):").arg(name).arg(gpu).arg(info.name)};
    for (const QString &line : valueLines(values))
        lines << QStringLiteral("  ") + line;
    lines << CliTr::tr("For: %1").arg(targetText(target));
    return profileSuccess(parser,
                          QJsonObject{{QStringLiteral("action"), action},
                                      {QStringLiteral("gpu"), gpu},
                                      {QStringLiteral("profile"), profileJson(saved.value_or(profile), store)}},
                          lines);
}

const ProfileSubcommand kSave{"save", "NAME --gpu N [--for-device|--for-model] [--replace]",
                              QT_TRANSLATE_NOOP("Cli", "Save the settings in force on a GPU as a profile."), addSaveOptions, runSave};
} // namespace

} // namespace rocmtune::cli
