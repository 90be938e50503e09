// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli profile delete NAME | rename NAME NEW_NAME
#include "app/cli/CliContext.h"
#include "app/cli/profile/ProfileCli.h"
#include "core/i18n/CliTr.h"
#include "core/profiles/ProfileJson.h"

#include <QCoreApplication>

namespace rocmtune::cli {

namespace {
int runDelete(const QCommandLineParser &parser, const QStringList &positional)
{
    const QString action = QStringLiteral("delete");
    if (positional.size() != 1)
        return profileFailure(parser, action, ProfileExitBadArguments, CliTr::tr("Usage: rocmtune-cli profile delete NAME|ID"));
    ProfileStore store = profileStore();
    int code = ProfileExitOk;
    const std::optional<Profile> profile = findProfile(parser, action, store, positional.constFirst(), &code);
    if (!profile)
        return code;
    QString error;
    if (!store.remove(profile->id, &error))
        return profileFailure(parser, action, ProfileExitFailure, error);
    QJsonObject json{{QStringLiteral("action"), action}, {QStringLiteral("profile"), profileJson(*profile, store)}};
    QStringList lines{CliTr::tr("Deleted profile \"%1\".").arg(profile->name)};
    if (profile->applyAtLogin) {
        // The last profile marked for login takes the autostart entry with it.
        const QJsonObject autostart = syncLoginAutostart(store, &error);
        if (!error.isEmpty())
            return profileFailure(parser, action, ProfileExitFailure, error);
        json.insert(QStringLiteral("autostart"), autostart);
        if (!autostart.value(QStringLiteral("enabled")).toBool())
            lines << CliTr::tr("No profile is applied at login any more; removed %1.").arg(autostart.value(QStringLiteral("file")).toString());
    }
    return profileSuccess(parser, json, lines);
}

int runRename(const QCommandLineParser &parser, const QStringList &positional)
{
    const QString action = QStringLiteral("rename");
    if (positional.size() != 2)
        return profileFailure(parser, action, ProfileExitBadArguments, CliTr::tr("Usage: rocmtune-cli profile rename NAME|ID NEW_NAME"));
    ProfileStore store = profileStore();
    int code = ProfileExitOk;
    const std::optional<Profile> profile = findProfile(parser, action, store, positional.at(0), &code);
    if (!profile)
        return code;
    const QString newName = positional.at(1).trimmed();
    const QString nameError = validateProfileName(newName);
    if (!nameError.isEmpty())
        return profileFailure(parser, action, ProfileExitBadArguments, nameError);
    const std::optional<Profile> other = store.findByName(newName);
    if (other && other->id != profile->id)
        return profileFailure(parser, action, ProfileExitRefused, CliTr::tr("A profile named \"%1\" already exists.").arg(newName));
    QString error;
    if (!store.rename(profile->id, newName, &error))
        return profileFailure(parser, action, ProfileExitFailure, error);
    const std::optional<Profile> renamed = store.findById(profile->id);
    return profileSuccess(parser,
                          QJsonObject{{QStringLiteral("action"), action},
                                      {QStringLiteral("old_name"), profile->name},
                                      {QStringLiteral("profile"), profileJson(renamed.value_or(*profile), store)}},
                          {CliTr::tr("Renamed profile \"%1\" to \"%2\".").arg(profile->name, newName)});
}

const ProfileSubcommand kDelete{"delete", "NAME|ID", QT_TRANSLATE_NOOP("Cli", "Delete a profile (export it first to keep a copy)."),
                                addNoOptions, runDelete};
const ProfileSubcommand kRename{"rename", "NAME|ID NEW_NAME", QT_TRANSLATE_NOOP("Cli", "Give a profile another name."), addNoOptions,
                                runRename};
} // namespace

} // namespace rocmtune::cli
