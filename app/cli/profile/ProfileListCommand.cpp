// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli profile list | show NAME|ID
#include "app/cli/CliContext.h"
#include "app/cli/profile/ProfileCli.h"
#include "core/i18n/CliTr.h"
#include "core/i18n/DisplayWidth.h"

#include <QCoreApplication>
#include <QLocale>

namespace rocmtune::cli {

namespace {
void addListOptions(QCommandLineParser &parser)
{
    addBackendOptions(parser);
}

QString validationText(const Profile &p)
{
    if (!p.validation)
        return CliTr::tr("never validated");
    const QString date = QLocale().toString(p.validation->when.toLocalTime(), QLocale::ShortFormat);
    const QString verdict = p.validation->passed ? CliTr::tr("pass") : CliTr::tr("FAIL");
    return p.validation->summary.isEmpty() ? CliTr::tr("validated on %1: %2").arg(date, verdict)
                                           : CliTr::tr("validated on %1: %2 (%3)").arg(date, verdict, p.validation->summary);
}

QStringList fitLines(const Profile &p, const DeviceList &devices)
{
    QStringList lines;
    for (int i = 0; i < devices.size(); ++i)
        lines << CliTr::tr("GPU %1 %2: %3").arg(i).arg(devices[i].name, fitText(profileFit(p, devices[i])));
    return lines;
}

// Between the items of one field ("power cap 300 W; perf level auto").
QString itemSeparator()
{
    //: Separates the items of a list in one line; Chinese: full-width semicolon
    return CliTr::tr("; ");
}

QStringList describe(const Profile &p, const DeviceList &devices, bool details)
{
    QStringList lines;
    lines << CliTr::tr("%1  (id %2)").arg(p.name, p.id);
    QStringList fields;
    fields << QStringLiteral("    ") + CliTr::tr("For:       %1").arg(targetText(p.target));
    fields << QStringLiteral("    ") + CliTr::tr("Values:    %1").arg(valueLines(p.values).join(itemSeparator()));
    const QStringList fits = fitLines(p, devices);
    fields << QStringLiteral("    ") + CliTr::tr("Fits:      %1").arg(fits.isEmpty() ? CliTr::tr("no GPU found") : fits.join(itemSeparator()));
    fields << QStringLiteral("    ") + CliTr::tr("At login:  %1").arg(p.applyAtLogin ? CliTr::tr("yes") : CliTr::tr("no"));
    fields << QStringLiteral("    ") + CliTr::tr("Stress:    %1").arg(validationText(p));
    if (details) {
        const QLocale locale;
        fields << QStringLiteral("    ") + CliTr::tr("Created:   %1").arg(locale.toString(p.created.toLocalTime(), QLocale::ShortFormat));
        fields << QStringLiteral("    ") + CliTr::tr("Modified:  %1").arg(locale.toString(p.modified.toLocalTime(), QLocale::ShortFormat));
    }
    lines << alignLabelledLines(fields);
    return lines;
}

// The GPUs to show fits for. Without any (the reason is printed) profiles are
// still listed; only bad --backend options stop the command.
bool presentDevices(const QCommandLineParser &parser, DeviceList *list)
{
    BackendOptions options;
    int code = ProfileExitOk;
    std::unique_ptr<DeviceSet> devices = openProfileDevices(parser, QStringLiteral("list"), -1, &options, &code);
    if (devices)
        *list = devices->devices();
    return code != ProfileExitBadArguments;
}

int runProfileList(const QCommandLineParser &parser, const QStringList &positional)
{
    if (!positional.isEmpty())
        return profileFailure(parser, QStringLiteral("list"), ProfileExitBadArguments,
                              CliTr::tr("Unexpected argument: %1").arg(positional.constFirst()));
    DeviceList devices;
    if (!presentDevices(parser, &devices))
        return ProfileExitBadArguments;
    const ProfileStore store = profileStore();
    const ProfileStore::Contents contents = store.load();
    QJsonArray profiles, errors, gpus;
    QStringList lines;
    for (int i = 0; i < devices.size(); ++i)
        gpus.append(QJsonObject{{QStringLiteral("gpu"), i}, {QStringLiteral("id"), devices[i].stableId()}, {QStringLiteral("name"), devices[i].name}});
    const int count = static_cast<int>(contents.profiles.size());
    lines << QCoreApplication::translate("Cli", "%n profile(s) in %1", nullptr, count).arg(store.directory());
    for (const Profile &p : contents.profiles) {
        QJsonObject o = profileJson(p, store);
        o.insert(QStringLiteral("fits"), fitsJson(p, devices));
        profiles.append(o);
        lines << describe(p, devices, false);
    }
    if (!contents.errors.isEmpty())
        lines << CliTr::tr("Unreadable profile files (left untouched):");
    for (const ProfileLoadError &e : contents.errors) {
        errors.append(QJsonObject{{QStringLiteral("file"), e.fileName}, {QStringLiteral("message"), e.message}});
        lines << QStringLiteral("  ") + CliTr::tr("%1: %2").arg(e.fileName, e.message);
    }
    return profileSuccess(parser,
                          QJsonObject{{QStringLiteral("directory"), store.directory()},
                                      {QStringLiteral("profiles"), profiles},
                                      {QStringLiteral("errors"), errors},
                                      {QStringLiteral("gpus"), gpus}},
                          lines);
}

int runShow(const QCommandLineParser &parser, const QStringList &positional)
{
    if (positional.size() != 1)
        return profileFailure(parser, QStringLiteral("show"), ProfileExitBadArguments, CliTr::tr("Usage: rocmtune-cli profile show NAME|ID"));
    const ProfileStore store = profileStore();
    int code = ProfileExitOk;
    const std::optional<Profile> p = findProfile(parser, QStringLiteral("show"), store, positional.constFirst(), &code);
    if (!p)
        return code;
    DeviceList devices;
    if (!presentDevices(parser, &devices))
        return ProfileExitBadArguments;
    return profileSuccess(parser,
                          QJsonObject{{QStringLiteral("action"), QStringLiteral("show")},
                                      {QStringLiteral("profile"), profileJson(*p, store)},
                                      {QStringLiteral("fits"), fitsJson(*p, devices)}},
                          describe(*p, devices, true));
}

const ProfileSubcommand kList{"list", "",
                              QT_TRANSLATE_NOOP("Cli", "List the profiles, which present GPUs each fits, and unreadable profile files."),
                              addListOptions, runProfileList};
const ProfileSubcommand kShow{"show", "NAME|ID", QT_TRANSLATE_NOOP("Cli", "Show one profile's values, target, fit and last stress validation."),
                              addListOptions, runShow};
} // namespace

} // namespace rocmtune::cli
