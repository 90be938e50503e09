// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli profile login NAME on|off
#include "app/cli/CliContext.h"
#include "app/cli/profile/ProfileCli.h"
#include "core/i18n/CliTr.h"

#include <QCoreApplication>

namespace rocmtune::cli {

namespace {
int runLogin(const QCommandLineParser &parser, const QStringList &positional)
{
    const QString action = QStringLiteral("login");
    const QString state = positional.value(1);
    if (positional.size() != 2 || (state != QLatin1String("on") && state != QLatin1String("off")))
        return profileFailure(parser, action, ProfileExitBadArguments, CliTr::tr("Usage: rocmtune-cli profile login NAME|ID on|off"));
    const bool enable = state == QLatin1String("on");
    ProfileStore store = profileStore();
    int code = ProfileExitOk;
    const std::optional<Profile> profile = findProfile(parser, action, store, positional.at(0), &code);
    if (!profile)
        return code;
    QStringList markedBefore;
    for (const Profile &p : store.load().profiles) {
        if (p.applyAtLogin && p.id != profile->id)
            markedBefore << p.id;
    }
    QString error;
    if (!store.setApplyAtLogin(profile->id, enable, &error))
        return profileFailure(parser, action, ProfileExitFailure, error);
    QJsonArray unmarked;
    QStringList lines{enable ? CliTr::tr("Profile \"%1\" is applied at login.").arg(profile->name)
                             : CliTr::tr("Profile \"%1\" is no longer applied at login.").arg(profile->name)};
    for (const Profile &p : store.load().profiles) {
        if (markedBefore.contains(p.id) && !p.applyAtLogin) {
            unmarked.append(p.name);
            lines << CliTr::tr("Profile \"%1\" was for the same GPUs and is no longer applied at login.").arg(p.name);
        }
    }
    const QJsonObject autostart = syncLoginAutostart(store, &error);
    if (!error.isEmpty())
        return profileFailure(parser, action, ProfileExitFailure, error);
    const QString file = autostart.value(QStringLiteral("file")).toString();
    lines << (autostart.value(QStringLiteral("enabled")).toBool() ? CliTr::tr("Autostart entry: %1").arg(file)
                                                                 : CliTr::tr("No profile is applied at login; there is no autostart entry (%1).").arg(file));
    const std::optional<Profile> updated = store.findById(profile->id);
    return profileSuccess(parser,
                          QJsonObject{{QStringLiteral("action"), action},
                                      {QStringLiteral("profile"), profileJson(updated.value_or(*profile), store)},
                                      {QStringLiteral("unmarked"), unmarked},
                                      {QStringLiteral("autostart"), autostart}},
                          lines);
}

const ProfileSubcommand kLogin{"login", "NAME|ID on|off",
                               QT_TRANSLATE_NOOP("Cli", "Apply a profile at every login (installs an XDG autostart entry) or stop doing so."),
                               addNoOptions, runLogin};
} // namespace

} // namespace rocmtune::cli
