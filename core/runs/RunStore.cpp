// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/runs/RunStore.h"
#include "core/runs/RunsTr.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace rocmtune {

namespace {
constexpr int kMaxNameLength = 40;
constexpr int kMaxDisplayNameLength = 80;
constexpr qint64 kMaxSummaryBytes = 16 * 1024 * 1024;
} // namespace

RunStore::RunStore(QString rootDirectory) : root_(std::move(rootDirectory)) {}

QString RunStore::defaultRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/runs");
}

QString RunStore::summaryPath(const QString &runDirectory)
{
    return QDir(runDirectory).filePath(QStringLiteral("summary.json"));
}

QString RunStore::telemetryPath(const QString &runDirectory)
{
    return QDir(runDirectory).filePath(QStringLiteral("telemetry.csv"));
}

QString RunStore::safeName(const QString &name)
{
    QString safe;
    for (const QChar c : name) {
        const bool ok = (c.isLetterOrNumber() && c.unicode() < 128) || c == QLatin1Char('.') || c == QLatin1Char('_')
                        || c == QLatin1Char('-');
        safe += ok ? c : QLatin1Char('_');
    }
    while (safe.startsWith(QLatin1Char('.')))
        safe.remove(0, 1);
    safe.truncate(kMaxNameLength);
    return safe.isEmpty() ? QStringLiteral("run") : safe;
}

QString RunStore::displayName(const QString &typed)
{
    QString name;
    for (const QChar c : typed)
        name += c.category() == QChar::Other_Control ? QLatin1Char(' ') : c;
    name = name.simplified();
    name.truncate(kMaxDisplayNameLength);
    return name.isEmpty() ? QStringLiteral("run") : name;
}

QString RunStore::nameForCommand(const QStringList &command)
{
    if (command.isEmpty())
        return QStringLiteral("run");
    QString name = QFileInfo(command.first()).fileName();
    // The first non-option argument names the script for interpreters
    // ("python3 train.py"); for "sh -c '...'" it is the shell text.
    for (qsizetype i = 1; i < command.size(); ++i) {
        if (!command[i].startsWith(QLatin1Char('-'))) {
            name += QLatin1Char('-') + QFileInfo(command[i].section(QLatin1Char(' '), 0, 0)).fileName();
            break;
        }
    }
    return displayName(name);
}

QString RunStore::createRunDirectory(const QString &name, qint64 startMs, QString *error) const
{
    const QString stamp = QDateTime::fromMSecsSinceEpoch(startMs).toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString base = QStringLiteral("%1-%2").arg(stamp, safeName(name));
    QDir root(root_);
    if (!root.mkpath(QStringLiteral("."))) {
        if (error)
            *error = RunStoreTr::tr("Cannot create the folder %1.").arg(root_);
        return QString();
    }
    for (int suffix = 1; suffix < 1000; ++suffix) {
        const QString candidate = suffix == 1 ? base : QStringLiteral("%1-%2").arg(base).arg(suffix);
        if (root.exists(candidate))
            continue;
        if (!root.mkdir(candidate))
            break;
        return root.filePath(candidate);
    }
    if (error)
        *error = RunStoreTr::tr("Cannot create a run folder in %1.").arg(root_);
    return QString();
}

bool RunStore::saveSummary(const QString &runDirectory, const RunSummary &summary, QString *error)
{
    QSaveFile file(summaryPath(runDirectory));
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = RunStoreTr::tr("Cannot write %1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    file.write(QJsonDocument(summary.toJson()).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        if (error)
            *error = RunStoreTr::tr("Cannot write %1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    return true;
}

std::optional<RunSummary> RunStore::loadSummary(const QString &runDirectory, QString *error)
{
    QFile file(summaryPath(runDirectory));
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = RunStoreTr::tr("Cannot read %1: %2").arg(file.fileName(), file.errorString());
        return std::nullopt;
    }
    if (file.size() > kMaxSummaryBytes) {
        if (error)
            *error = RunStoreTr::tr("%1 is too large to be a run summary.").arg(file.fileName());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!document.isObject()) {
        if (error)
            *error = RunStoreTr::tr("%1 is not valid JSON: %2").arg(file.fileName(), parseError.errorString());
        return std::nullopt;
    }
    QString why;
    auto summary = RunSummary::fromJson(document.object(), &why);
    if (!summary && error)
        *error = RunStoreTr::tr("%1: %2").arg(file.fileName(), why);
    return summary;
}

QVector<StoredRun> RunStore::list(QStringList *problems) const
{
    QVector<StoredRun> runs;
    const QDir root(root_);
    for (const QString &entry : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString directory = root.filePath(entry);
        QString error;
        if (auto summary = loadSummary(directory, &error))
            runs.push_back({directory, *summary});
        else if (problems)
            *problems << error;
    }
    std::sort(runs.begin(), runs.end(), [](const StoredRun &a, const StoredRun &b) {
        return a.summary.startMs != b.summary.startMs ? a.summary.startMs > b.summary.startMs : a.directory > b.directory;
    });
    return runs;
}

} // namespace rocmtune
