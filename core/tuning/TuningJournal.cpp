// SPDX-License-Identifier: GPL-3.0-or-later
#include "TuningJournal.h"

#include "JsonStrict.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace rocmtune {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Tuning)
};

constexpr int kJournalVersion = 1;

QJsonObject entryToJson(const JournalEntry &e)
{
    return QJsonObject{{QStringLiteral("device_id"), e.deviceId},
                       {QStringLiteral("backend"), e.backendId},
                       {QStringLiteral("device_name"), e.deviceName},
                       {QStringLiteral("state"), QLatin1String(journalStateKey(e.state))},
                       {QStringLiteral("created_ms"), e.createdMs},
                       {QStringLiteral("deadline_ms"), e.deadlineMs},
                       {QStringLiteral("owner_pid"), e.owner.pid},
                       {QStringLiteral("owner_start"), e.owner.startTime},
                       {QStringLiteral("snapshot"), tuningValuesToJson(e.snapshot)},
                       {QStringLiteral("applied"), tuningValuesToJson(e.applied)}};
}

std::optional<JournalEntry> entryFromJson(const QJsonObject &o, QString *error)
{
    JournalEntry e;
    e.deviceId = o.value(QStringLiteral("device_id")).toString();
    e.backendId = o.value(QStringLiteral("backend")).toString();
    e.deviceName = o.value(QStringLiteral("device_name")).toString();
    const QString state = o.value(QStringLiteral("state")).toString();
    if (state == QLatin1String(journalStateKey(JournalEntry::State::Pending)))
        e.state = JournalEntry::State::Pending;
    else if (state == QLatin1String(journalStateKey(JournalEntry::State::Applying)))
        e.state = JournalEntry::State::Applying;
    else {
        *error = Text::tr("unknown state \"%1\"").arg(state);
        return std::nullopt;
    }
    e.createdMs = static_cast<qint64>(o.value(QStringLiteral("created_ms")).toDouble());
    e.deadlineMs = static_cast<qint64>(o.value(QStringLiteral("deadline_ms")).toDouble());
    e.owner.pid = static_cast<qint64>(o.value(QStringLiteral("owner_pid")).toDouble());
    e.owner.startTime = o.value(QStringLiteral("owner_start")).toString();
    const auto snapshot = tuningValuesFromJson(o.value(QStringLiteral("snapshot")).toObject(), error);
    const auto applied = snapshot ? tuningValuesFromJson(o.value(QStringLiteral("applied")).toObject(), error) : std::nullopt;
    if (e.deviceId.isEmpty() || !snapshot || !applied) {
        if (error->isEmpty())
            *error = Text::tr("entry without a device");
        return std::nullopt;
    }
    e.snapshot = *snapshot;
    e.applied = *applied;
    return e;
}
} // namespace

const char *journalStateKey(JournalEntry::State state)
{
    return state == JournalEntry::State::Pending ? "pending" : "applying";
}

bool JournalEntry::dueForRevert(qint64 nowMs) const
{
    if (!owner.alive())
        return true;
    return state == State::Pending && nowMs >= deadlineMs;
}

TuningJournal::TuningJournal(QString directory, QString bootId) : directory_(std::move(directory)), bootId_(std::move(bootId))
{
}

QString TuningJournal::filePath() const
{
    return directory_ + QStringLiteral("/journal.json");
}

std::unique_ptr<JournalLock> TuningJournal::lock(QString *error, int timeoutMs) const
{
    if (!QDir().mkpath(directory_)) {
        *error = Text::tr("Cannot create the tuning state folder %1.").arg(directory_);
        return nullptr;
    }
    return JournalLock::acquire(directory_ + QStringLiteral("/journal.lock"), timeoutMs, error);
}

QVector<JournalEntry> TuningJournal::load(QString *note) const
{
    QVector<JournalEntry> entries;
    QFile file(filePath());
    if (!file.exists())
        return entries;
    auto moveAside = [&](const QString &why) {
        const QString aside = filePath() + QStringLiteral(".unreadable-%1").arg(QDateTime::currentMSecsSinceEpoch());
        QFile::rename(filePath(), aside);
        if (note)
            *note = Text::tr("The tuning journal could not be read (%1); it was kept as %2.").arg(why, aside);
    };
    if (!file.open(QIODevice::ReadOnly)) {
        if (note)
            *note = Text::tr("The tuning journal %1 cannot be opened: %2").arg(filePath(), file.errorString());
        return entries;
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.read(4 * 1024 * 1024), &parseError);
    file.close();
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        moveAside(parseError.errorString());
        return entries;
    }
    const QJsonObject root = doc.object();
    const QString bootId = root.value(QStringLiteral("boot_id")).toString();
    if (bootId.isEmpty() || bootId_.isEmpty() || bootId != bootId_) {
        // Written before the last reboot: the driver has its defaults again.
        if (note && !root.value(QStringLiteral("entries")).toArray().isEmpty())
            *note = Text::tr("The tuning journal is from an earlier boot; the reboot reset the GPUs, so nothing is restored.");
        return entries;
    }
    for (const QJsonValue &value : root.value(QStringLiteral("entries")).toArray()) {
        QString error;
        const auto entry = entryFromJson(value.toObject(), &error);
        if (!entry) {
            moveAside(error);
            return {};
        }
        entries.push_back(*entry);
    }
    return entries;
}

bool TuningJournal::save(const QVector<JournalEntry> &entries, QString *error) const
{
    if (!QDir().mkpath(directory_)) {
        *error = Text::tr("Cannot create the tuning state folder %1.").arg(directory_);
        return false;
    }
    QJsonArray array;
    for (const JournalEntry &e : entries)
        array.append(entryToJson(e));
    const QJsonObject root{{QStringLiteral("version"), kJournalVersion},
                           {QStringLiteral("boot_id"), bootId_},
                           {QStringLiteral("entries"), array}};
    QSaveFile file(filePath());
    if (!file.open(QIODevice::WriteOnly)) {
        *error = Text::tr("Cannot write the tuning journal %1: %2").arg(filePath(), file.errorString());
        return false;
    }
    file.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther);
    if (!file.commit()) {
        *error = Text::tr("Cannot write the tuning journal %1: %2").arg(filePath(), file.errorString());
        return false;
    }
    return true;
}

std::optional<JournalEntry> TuningJournal::find(const QString &deviceId) const
{
    for (const JournalEntry &e : load()) {
        if (e.deviceId == deviceId)
            return e;
    }
    return std::nullopt;
}

bool TuningJournal::put(const JournalEntry &entry, QString *error) const
{
    QVector<JournalEntry> entries = load();
    bool replaced = false;
    for (JournalEntry &e : entries) {
        if (e.deviceId == entry.deviceId) {
            e = entry;
            replaced = true;
        }
    }
    if (!replaced)
        entries.push_back(entry);
    return save(entries, error);
}

bool TuningJournal::remove(const QString &deviceId, QString *error) const
{
    QVector<JournalEntry> entries = load();
    const auto removed = entries.removeIf([&](const JournalEntry &e) { return e.deviceId == deviceId; });
    if (removed == 0)
        return true;
    return save(entries, error);
}

} // namespace rocmtune
