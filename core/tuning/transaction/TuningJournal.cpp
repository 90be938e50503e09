// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/transaction/TuningJournal.h"

#include "core/tuning/JsonStrict.h"
#include "core/tuning/TuningTr.h"
#include "core/tuning/transaction/StateFolder.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rocmtune {

namespace {
constexpr int kJournalVersion = 1;
const QString kJournalFile = QStringLiteral("journal.json");
const QString kLockFile = QStringLiteral("journal.lock");

QJsonObject entryToJson(const JournalEntry &e)
{
    return QJsonObject{{QStringLiteral("device_id"), e.deviceId},
                       {QStringLiteral("backend"), e.backendId},
                       {QStringLiteral("device_name"), e.deviceName},
                       {QStringLiteral("pci_bus_id"), e.pciBusId},
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
    e.pciBusId = o.value(QStringLiteral("pci_bus_id")).toString();
    const QString state = o.value(QStringLiteral("state")).toString();
    if (state == QLatin1String(journalStateKey(JournalEntry::State::Pending)))
        e.state = JournalEntry::State::Pending;
    else if (state == QLatin1String(journalStateKey(JournalEntry::State::Applying)))
        e.state = JournalEntry::State::Applying;
    else {
        *error = TuningTr::tr("unknown state \"%1\"").arg(state);
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
            *error = TuningTr::tr("entry without a device");
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
    return directory_ + QLatin1Char('/') + kJournalFile;
}

std::unique_ptr<JournalLock> TuningJournal::lock(QString *error, int timeoutMs) const
{
    const auto folder = StateFolder::open(directory_, true, error);
    if (!folder)
        return nullptr;
    return JournalLock::acquire(*folder, kLockFile, timeoutMs, error);
}

QVector<JournalEntry> TuningJournal::load(QString *note) const
{
    QVector<JournalEntry> entries;
    QString error;
    bool missing = false;
    const auto folder = StateFolder::open(directory_, false, &error, &missing);
    if (!folder) {
        if (note && !missing)
            *note = error;
        return entries;
    }
    const std::optional<QByteArray> bytes = folder->read(kJournalFile, 4 * 1024 * 1024, &error, &missing);
    if (!bytes) {
        // A link or someone else's file is never read (nor moved: the
        // message says to remove it).
        if (note && !missing)
            *note = error;
        return entries;
    }
    auto moveAside = [&](const QString &why) {
        const QString aside = kJournalFile + QStringLiteral(".unreadable-%1").arg(QDateTime::currentMSecsSinceEpoch());
        QString renameError;
        folder->rename(kJournalFile, aside, &renameError);
        if (note)
            *note = TuningTr::tr("The tuning journal could not be read (%1); it was kept as %2.").arg(why, folder->filePath(aside));
    };
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        moveAside(parseError.errorString());
        return entries;
    }
    const QJsonObject root = doc.object();
    const QString bootId = root.value(QStringLiteral("boot_id")).toString();
    if (bootId.isEmpty() || bootId_.isEmpty() || bootId != bootId_) {
        // Written before the last reboot: the driver has its defaults again.
        if (note && !root.value(QStringLiteral("entries")).toArray().isEmpty())
            *note = TuningTr::tr("The tuning journal is from an earlier boot; the reboot reset the GPUs, so nothing is restored.");
        return entries;
    }
    for (const QJsonValue &value : root.value(QStringLiteral("entries")).toArray()) {
        QString entryError;
        const auto entry = entryFromJson(value.toObject(), &entryError);
        if (!entry) {
            moveAside(entryError);
            return {};
        }
        entries.push_back(*entry);
    }
    return entries;
}

bool TuningJournal::save(const QVector<JournalEntry> &entries, QString *error) const
{
    const auto folder = StateFolder::open(directory_, true, error);
    if (!folder)
        return false;
    QJsonArray array;
    for (const JournalEntry &e : entries)
        array.append(entryToJson(e));
    const QJsonObject root{{QStringLiteral("version"), kJournalVersion},
                           {QStringLiteral("boot_id"), bootId_},
                           {QStringLiteral("entries"), array}};
    QString why;
    if (!folder->replace(kJournalFile, QJsonDocument(root).toJson(QJsonDocument::Indented), 0644, &why)) {
        *error = TuningTr::tr("Cannot write the tuning journal: %1").arg(why);
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
