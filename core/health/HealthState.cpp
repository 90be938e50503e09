// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/health/HealthState.h"

#include "core/tuning/transaction/StateFolder.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace rocmtune {

namespace {
QJsonValue countOrAbsent(const std::optional<quint64> &v)
{
    return v ? QJsonValue(static_cast<double>(*v)) : QJsonValue();
}

std::optional<quint64> countFromJson(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() >= 0 ? std::optional<quint64>(static_cast<quint64>(v.toDouble())) : std::nullopt;
}
} // namespace

QJsonObject HealthState::toJson() const
{
    QJsonArray boot;
    for (const BootGpu &g : bootGpus)
        boot.append(QJsonObject{{QStringLiteral("id"), g.id},
                                {QStringLiteral("index"), g.index},
                                {QStringLiteral("name"), g.name},
                                {QStringLiteral("pci_bus_id"), g.pciBusId},
                                {QStringLiteral("unique_id"), g.uniqueId}});
    QJsonObject memory;
    for (auto it = gpus.cbegin(); it != gpus.cend(); ++it)
        memory.insert(it.key(), QJsonObject{{QStringLiteral("correctable"), countOrAbsent(it->correctable)},
                                            {QStringLiteral("uncorrectable"), countOrAbsent(it->uncorrectable)},
                                            {QStringLiteral("checked_ms"), static_cast<double>(it->checkedMs)},
                                            {QStringLiteral("held_low_since_ms"), static_cast<double>(it->heldLowSinceMs)}});
    QJsonObject since;
    for (auto it = sinceMs.cbegin(); it != sinceMs.cend(); ++it)
        since.insert(it.key(), static_cast<double>(it.value()));
    return QJsonObject{{QStringLiteral("version"), 1},
                       {QStringLiteral("boot_id"), bootId},
                       {QStringLiteral("boot_gpus"), boot},
                       {QStringLiteral("last_check_ms"), static_cast<double>(lastCheckMs)},
                       {QStringLiteral("gpus"), memory},
                       {QStringLiteral("since_ms"), since}};
}

HealthState HealthState::fromJson(const QJsonObject &o)
{
    HealthState s;
    s.bootId = o.value(QStringLiteral("boot_id")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("boot_gpus")).toArray()) {
        const QJsonObject g = v.toObject();
        s.bootGpus.push_back({g.value(QStringLiteral("id")).toString(), g.value(QStringLiteral("index")).toInt(-1),
                              g.value(QStringLiteral("name")).toString(), g.value(QStringLiteral("pci_bus_id")).toString(),
                              g.value(QStringLiteral("unique_id")).toString()});
    }
    s.lastCheckMs = static_cast<qint64>(o.value(QStringLiteral("last_check_ms")).toDouble());
    const QJsonObject memory = o.value(QStringLiteral("gpus")).toObject();
    for (auto it = memory.begin(); it != memory.end(); ++it) {
        const QJsonObject m = it.value().toObject();
        GpuMemory g;
        g.correctable = countFromJson(m.value(QStringLiteral("correctable")));
        g.uncorrectable = countFromJson(m.value(QStringLiteral("uncorrectable")));
        g.checkedMs = static_cast<qint64>(m.value(QStringLiteral("checked_ms")).toDouble());
        g.heldLowSinceMs = static_cast<qint64>(m.value(QStringLiteral("held_low_since_ms")).toDouble());
        s.gpus.insert(it.key(), g);
    }
    const QJsonObject since = o.value(QStringLiteral("since_ms")).toObject();
    for (auto it = since.begin(); it != since.end(); ++it)
        s.sinceMs.insert(it.key(), static_cast<qint64>(it.value().toDouble()));
    return s;
}

QString HealthStateFile::fileName()
{
    return QStringLiteral("health-state.json");
}

HealthStateFile::HealthStateFile(QString stateDirectory) : directory_(std::move(stateDirectory)) {}

HealthState HealthStateFile::load(QString *error) const
{
    bool missing = false;
    const auto folder = StateFolder::open(directory_, false, error, &missing);
    if (!folder) {
        if (missing)
            error->clear();
        return {};
    }
    const auto data = folder->read(fileName(), 1 << 20, error, &missing);
    if (!data) {
        if (missing)
            error->clear();
        return {};
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(*data, &parseError);
    if (!doc.isObject()) {
        *error = parseError.errorString();
        return {};
    }
    return HealthState::fromJson(doc.object());
}

bool HealthStateFile::save(const HealthState &state, QString *error) const
{
    const auto folder = StateFolder::open(directory_, true, error);
    return folder && folder->replace(fileName(), QJsonDocument(state.toJson()).toJson(QJsonDocument::Compact), 0644, error);
}

} // namespace rocmtune
