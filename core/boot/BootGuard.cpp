// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/boot/BootGuard.h"

#include "core/boot/BootTr.h"
#include "core/tuning/JsonStrict.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rocmtune {

namespace {
constexpr int kMaxEntries = 256;
} // namespace

const BootGuardState::Disabled *BootGuardState::disabledEntry(const QString &deviceId) const
{
    for (const Disabled &d : disabled) {
        if (d.deviceId == deviceId)
            return &d;
    }
    return nullptr;
}

QVector<BootGuardState::Disabled> BootGuardState::afterBoot(const QString &bootId, qint64 nowMs, const QHash<QString, QString> &deviceNames)
{
    QVector<Disabled> tripped;
    QVector<Applied> kept;
    for (const Applied &a : applied) {
        if (a.bootId == bootId) {
            kept << a;
            continue;
        }
        const bool cleanAfter = cleanShutdownBootId == a.bootId && cleanShutdownMs >= a.appliedMs;
        if (a.settled || cleanAfter || disabledEntry(a.deviceId))
            continue;
        Disabled d{a.deviceId, deviceNames.value(a.deviceId), a.bootId, a.appliedMs, nowMs};
        disabled << d;
        tripped << d;
    }
    applied = kept;
    return tripped;
}

void BootGuardState::recordApply(const QString &deviceId, const QString &bootId, qint64 nowMs)
{
    // Only this boot's earlier record of the GPU: another boot's record is
    // the guard's evidence until afterBoot() has judged it.
    applied.erase(std::remove_if(applied.begin(), applied.end(), [&](const Applied &a) { return a.deviceId == deviceId && a.bootId == bootId; }),
                  applied.end());
    applied << Applied{deviceId, bootId, nowMs, false};
}

bool BootGuardState::settle(const QString &bootId, qint64 nowMs)
{
    bool changed = false;
    for (Applied &a : applied) {
        if (a.bootId == bootId && !a.settled && nowMs - a.appliedMs >= kWatchWindowMs) {
            a.settled = true;
            changed = true;
        }
    }
    return changed;
}

void BootGuardState::recordCleanShutdown(const QString &bootId, qint64 nowMs)
{
    cleanShutdownBootId = bootId;
    cleanShutdownMs = nowMs;
}

bool BootGuardState::enable(const QString &deviceId)
{
    const auto before = disabled.size();
    disabled.erase(std::remove_if(disabled.begin(), disabled.end(), [&](const Disabled &d) { return d.deviceId == deviceId; }),
                   disabled.end());
    return disabled.size() != before;
}

QString BootGuardFile::fileName()
{
    return QStringLiteral("boot-guard.json");
}

BootGuardFile::BootGuardFile(QString stateDirectory)
    : record_(std::move(stateDirectory), {fileName(),
                                          {QStringLiteral("applied"), QStringLiteral("clean_shutdown"), QStringLiteral("disabled")},
                                          256 * 1024,
                                          QJsonDocument::Indented,
                                          [](const QString &path) {
                                              return BootTr::tr("The boot-loop guard's record %1 is malformed; remove it (boot profiles are not "
                                                                "applied while it cannot be read).")
                                                  .arg(path);
                                          }})
{
}

QString BootGuardFile::filePath() const
{
    return record_.filePath();
}

std::optional<BootGuardState> BootGuardFile::load(QString *error) const
{
    const auto root = record_.load(error);
    if (!root)
        return std::nullopt;
    auto refuse = [&] {
        *error = record_.malformed();
        return std::nullopt;
    };
    BootGuardState state;
    const QJsonArray applied = root->value(QStringLiteral("applied")).toArray();
    const QJsonArray disabled = root->value(QStringLiteral("disabled")).toArray();
    if (applied.size() > kMaxEntries || disabled.size() > kMaxEntries)
        return refuse();
    for (const QJsonValue &v : applied) {
        const QJsonObject o = v.toObject();
        BootGuardState::Applied a;
        a.deviceId = o.value(QStringLiteral("device_id")).toString();
        a.bootId = o.value(QStringLiteral("boot_id")).toString();
        a.settled = o.value(QStringLiteral("settled")).toBool();
        if (a.deviceId.isEmpty() || a.bootId.isEmpty() || !json::wholeNumber(o.value(QStringLiteral("applied_ms")), 0, json::kMaxStoredMs, &a.appliedMs))
            return refuse();
        state.applied << a;
    }
    const QJsonObject clean = root->value(QStringLiteral("clean_shutdown")).toObject();
    state.cleanShutdownBootId = clean.value(QStringLiteral("boot_id")).toString();
    if (!state.cleanShutdownBootId.isEmpty() && !json::wholeNumber(clean.value(QStringLiteral("ms")), 0, json::kMaxStoredMs, &state.cleanShutdownMs))
        return refuse();
    for (const QJsonValue &v : disabled) {
        const QJsonObject o = v.toObject();
        BootGuardState::Disabled d;
        d.deviceId = o.value(QStringLiteral("device_id")).toString();
        d.deviceName = o.value(QStringLiteral("device_name")).toString();
        d.crashedBootId = o.value(QStringLiteral("crashed_boot_id")).toString();
        if (d.deviceId.isEmpty() || !json::wholeNumber(o.value(QStringLiteral("applied_ms")), 0, json::kMaxStoredMs, &d.appliedMs)
            || !json::wholeNumber(o.value(QStringLiteral("since_ms")), 0, json::kMaxStoredMs, &d.sinceMs))
            return refuse();
        state.disabled << d;
    }
    return state;
}

bool BootGuardFile::save(const BootGuardState &state, QString *error) const
{
    QJsonArray applied, disabled;
    for (const BootGuardState::Applied &a : state.applied)
        applied.append(QJsonObject{{QStringLiteral("device_id"), a.deviceId}, {QStringLiteral("boot_id"), a.bootId},
                                   {QStringLiteral("applied_ms"), a.appliedMs}, {QStringLiteral("settled"), a.settled}});
    for (const BootGuardState::Disabled &d : state.disabled)
        disabled.append(QJsonObject{{QStringLiteral("device_id"), d.deviceId}, {QStringLiteral("device_name"), d.deviceName},
                                    {QStringLiteral("crashed_boot_id"), d.crashedBootId}, {QStringLiteral("applied_ms"), d.appliedMs},
                                    {QStringLiteral("since_ms"), d.sinceMs}});
    QJsonObject root{{QStringLiteral("applied"), applied}, {QStringLiteral("disabled"), disabled}};
    if (!state.cleanShutdownBootId.isEmpty())
        root.insert(QStringLiteral("clean_shutdown"),
                    QJsonObject{{QStringLiteral("boot_id"), state.cleanShutdownBootId}, {QStringLiteral("ms"), state.cleanShutdownMs}});
    return record_.save(root, error);
}

} // namespace rocmtune
