// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli profile export NAME FILE | import FILE
#include "app/cli/CliContext.h"
#include "app/cli/profile/ProfileCli.h"
#include "core/i18n/CliTr.h"
#include "core/profiles/ProfileJson.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace rocmtune::cli {

namespace {
void addExportOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("force"), CliTr::tr("Overwrite FILE if it exists.")});
}

int runProfileExport(const QCommandLineParser &parser, const QStringList &positional)
{
    const QString action = QStringLiteral("export");
    if (positional.size() != 2)
        return profileFailure(parser, action, ProfileExitBadArguments, CliTr::tr("Usage: rocmtune-cli profile export NAME FILE"));
    const ProfileStore store = profileStore();
    int code = ProfileExitOk;
    const std::optional<Profile> profile = findProfile(parser, action, store, positional.at(0), &code);
    if (!profile)
        return code;
    const QString path = QFileInfo(positional.at(1)).absoluteFilePath();
    if (QFileInfo::exists(path) && !parser.isSet(QStringLiteral("force")))
        return profileFailure(parser, action, ProfileExitRefused, CliTr::tr("%1 already exists; give --force to overwrite it.").arg(path));
    QString error;
    if (!store.exportTo(profile->id, path, &error))
        return profileFailure(parser, action, ProfileExitFailure, error);
    return profileSuccess(parser,
                          QJsonObject{{QStringLiteral("action"), action},
                                      {QStringLiteral("profile"), profileJson(*profile, store)},
                                      {QStringLiteral("exported_to"), path}},
                          {CliTr::tr("Exported profile \"%1\" to %2.").arg(profile->name, path)});
}

int runImport(const QCommandLineParser &parser, const QStringList &positional)
{
    const QString action = QStringLiteral("import");
    if (positional.size() != 1)
        return profileFailure(parser, action, ProfileExitBadArguments, CliTr::tr("Usage: rocmtune-cli profile import FILE"));
    const QString path = QFileInfo(positional.constFirst()).absoluteFilePath();
    QFile file(path);
    if (!QFileInfo(path).isFile())
        return profileFailure(parser, action, ProfileExitNotFound, CliTr::tr("There is no file %1.").arg(path));
    if (!file.open(QIODevice::ReadOnly))
        return profileFailure(parser, action, ProfileExitFailure, CliTr::tr("Cannot read %1: %2").arg(path, file.errorString()));
    // Checked here first so that a bad file has its own exit code.
    const ProfileParseResult parsed = parseProfile(file.read(kMaxProfileBytes + 1));
    if (!parsed.profile)
        return profileFailure(parser, action, ProfileExitBadFile,
                              CliTr::tr("%1 is not a valid profile: %2").arg(QFileInfo(path).fileName(), parsed.error));
    ProfileStore store = profileStore();
    QString error;
    const std::optional<Profile> imported = store.importFrom(path, &error);
    if (!imported)
        return profileFailure(parser, action, ProfileExitFailure, error);
    QStringList lines{CliTr::tr("Imported profile \"%1\" (id %2).").arg(imported->name, imported->id)};
    if (imported->name != parsed.profile->name)
        lines << CliTr::tr("A profile named \"%1\" already existed, so this one is called \"%2\".").arg(parsed.profile->name, imported->name);
    if (parsed.migrated())
        lines << CliTr::tr("The file was in the older format %1 and was converted.").arg(parsed.sourceVersion);
    return profileSuccess(parser,
                          QJsonObject{{QStringLiteral("action"), action},
                                      {QStringLiteral("profile"), profileJson(*imported, store)},
                                      {QStringLiteral("imported_from"), path},
                                      {QStringLiteral("source_schema_version"), parsed.sourceVersion}},
                          lines);
}

const ProfileSubcommand kExport{"export", "NAME FILE [--force]", QT_TRANSLATE_NOOP("Cli", "Write a profile to a file (to use on another machine)."),
                                addExportOptions, runProfileExport};
const ProfileSubcommand kImport{"import", "FILE",
                                QT_TRANSLATE_NOOP("Cli", "Check a profile file and add it (a taken name gets \"(2)\"; never applied at login until marked)."),
                                addNoOptions, runImport};
} // namespace

} // namespace rocmtune::cli
