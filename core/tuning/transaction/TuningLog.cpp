// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/transaction/TuningLog.h"

#include "core/tuning/transaction/StateFolder.h"
#include "core/tuning/transaction/TuningPaths.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <unistd.h>

namespace rocmtune {

QJsonObject TuningLogEntry::toJson() const
{
    QJsonObject o{{QStringLiteral("timestamp_ms"), timestampMs},
                  {QStringLiteral("device_id"), deviceId},
                  {QStringLiteral("device_name"), deviceName},
                  {QStringLiteral("action"), action},
                  {QStringLiteral("outcome"), outcome},
                  {QStringLiteral("changes"), QJsonArray::fromStringList(changes)},
                  {QStringLiteral("message"), message}};
    if (!runDirectory.isEmpty())
        o.insert(QStringLiteral("run"), runDirectory);
    if (!changeValues.isEmpty()) {
        QJsonArray values;
        for (const LoggedChange &change : changeValues) {
            values.append(QJsonObject{{QStringLiteral("control"), change.control},
                                      {QStringLiteral("before"), change.before},
                                      {QStringLiteral("after"), change.after}});
        }
        o.insert(QStringLiteral("change_values"), values);
    }
    if (!messageText.isEmpty())
        o.insert(QStringLiteral("message_text"), messageText.toJson());
    return o;
}

std::optional<TuningLogEntry> TuningLogEntry::fromJson(const QJsonObject &o)
{
    if (!o.value(QStringLiteral("timestamp_ms")).isDouble() || !o.value(QStringLiteral("action")).isString())
        return std::nullopt;
    TuningLogEntry e;
    e.timestampMs = static_cast<qint64>(o.value(QStringLiteral("timestamp_ms")).toDouble());
    e.deviceId = o.value(QStringLiteral("device_id")).toString();
    e.deviceName = o.value(QStringLiteral("device_name")).toString();
    e.action = o.value(QStringLiteral("action")).toString();
    e.outcome = o.value(QStringLiteral("outcome")).toString();
    for (const QJsonValue &change : o.value(QStringLiteral("changes")).toArray())
        e.changes << change.toString();
    e.message = o.value(QStringLiteral("message")).toString();
    e.runDirectory = o.value(QStringLiteral("run")).toString();
    // The data beside the words: anything malformed is left out, the words stay.
    for (const QJsonValue &value : o.value(QStringLiteral("change_values")).toArray()) {
        const QJsonObject change = value.toObject();
        if (!change.value(QStringLiteral("control")).isString()) {
            e.changeValues.clear();
            break;
        }
        e.changeValues.push_back({change.value(QStringLiteral("control")).toString(), change.value(QStringLiteral("before")).toObject(),
                                  change.value(QStringLiteral("after")).toObject()});
    }
    if (e.changeValues.size() != e.changes.size())
        e.changeValues.clear();
    if (const auto text = LogText::fromJson(o.value(QStringLiteral("message_text"))))
        e.messageText = *text;
    return e;
}

TuningLog::TuningLog(QString filePath) : filePath_(std::move(filePath)) {}

QString TuningLog::pathIn(const QString &directory)
{
    return directory + QStringLiteral("/tuning-log.jsonl");
}

QString TuningLog::defaultPath()
{
    return pathIn(tuningStateDirectory());
}

bool TuningLog::append(const TuningLogEntry &entry, QString *error) const
{
    const QFileInfo info(filePath_);
    QString why;
    const auto folder = StateFolder::open(info.absolutePath(), true, &why);
    QByteArray line = QJsonDocument(entry.toJson()).toJson(QJsonDocument::Compact);
    line.append('\n');
    // O_APPEND|O_NOFOLLOW, one write per entry; a link or someone else's file is refused.
    if (!folder || !folder->append(info.fileName(), line, 0644, &why)) {
        if (error)
            *error = QCoreApplication::translate("Tuning", "Cannot write the tuning log %1: %2").arg(filePath_, why);
        return false;
    }
    return true;
}

QVector<TuningLogEntry> TuningLog::read(int maxEntries, int *skippedLines) const
{
    QVector<TuningLogEntry> entries;
    int skipped = 0;
    const QFileInfo info(filePath_);
    QString error;
    const auto folder = StateFolder::open(info.absolutePath(), false, &error);
    const int fd = folder ? folder->openForReading(info.fileName(), &error) : -1;
    QFile file;
    if (fd >= 0 && file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        while (!file.atEnd()) {
            const QByteArray line = file.readLine(1024 * 1024).trimmed();
            if (line.isEmpty())
                continue;
            const QJsonDocument doc = QJsonDocument::fromJson(line);
            const auto entry = doc.isObject() ? TuningLogEntry::fromJson(doc.object()) : std::nullopt;
            if (!entry) {
                ++skipped;
                continue;
            }
            entries.push_back(*entry);
            if (entries.size() > maxEntries)
                entries.removeFirst();
        }
    } else if (fd >= 0) {
        ::close(fd);
    }
    if (skippedLines)
        *skippedLines = skipped;
    return entries;
}

} // namespace rocmtune
