// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune {

// What one health check leaves for the next (health-state.json in the state
// folder; the exporter keeps one in memory): the GPUs seen first in this
// boot, each GPU's ECC counts at the last check, since when a GPU is held
// low at a limit, and since when each finding stands.
struct HealthState {
    struct BootGpu {
        QString id; // DeviceInfo::stableId()
        int index = -1;
        QString name;
        QString pciBusId;
        QString uniqueId;
    };
    struct GpuMemory {
        std::optional<quint64> correctable;
        std::optional<quint64> uncorrectable;
        qint64 checkedMs = 0;
        qint64 heldLowSinceMs = 0; // 0: not held at a limit at the last check
    };

    QString bootId;
    QVector<BootGpu> bootGpus;
    qint64 lastCheckMs = 0;
    QHash<QString, GpuMemory> gpus;  // by stable id
    QHash<QString, qint64> sinceMs;  // "<rule>/<gpu id>" -> first seen

    QJsonObject toJson() const;
    static HealthState fromJson(const QJsonObject &object);
};

// <state folder>/health-state.json, through StateFolder (root's own file as
// root, no links, atomic replace).
class HealthStateFile
{
public:
    static QString fileName(); // health-state.json
    explicit HealthStateFile(QString stateDirectory);

    // Missing: an empty state. A damaged file is an empty state too, with *error said.
    HealthState load(QString *error) const;
    bool save(const HealthState &state, QString *error) const;

private:
    QString directory_;
};

} // namespace rocmtune
