// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceHealth.h"
#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Snapshot.h"

#include <QAbstractListModel>

namespace rocmtune {

class AppContext;
class RefreshThrottle;

// One row per device: name, "Simulated" badge, health and an at-a-glance
// summary (temperature, power, utilisation). Fed from AppContext snapshots;
// rows whose text did not change are not reported as changed.
class DeviceListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        SimulatedRole = Qt::UserRole + 1, // bool
        HealthRole,                       // int (DeviceHealth)
        SummaryRole,                      // "63 °C · 245 W · 98%", or the state when lost
        StateRole,                        // int (DeviceState)
        TemperatureRole,                  // double °C of the hottest sensor, or invalid
        PowerRole,                        // double W, or invalid
        UtilizationRole,                  // double %, or invalid
        ModelNameRole,                    // the device's own name (DisplayRole adds the index or the user's name)
    };

    explicit DeviceListModel(AppContext *context, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Re-reads texts (language or unit changed).
    void refreshAll();

private:
    struct Row {
        DeviceInfo info;
        Sample sample;
        bool hasSample = false;
        QString summary;
        DeviceHealth health = DeviceHealth::Unknown;
    };
    void onDevicesChanged();
    void onSnapshot(const SnapshotPtr &snapshot);
    QString summaryOf(const Row &row) const;  // PCI bus · readings
    QString readingsOf(const Row &row) const; // temperature · power · utilisation, or the state
    QString nameOf(int index, const Row &row) const;
    static QString shortBus(const DeviceInfo &info);
    QString tooltipOf(const Row &row) const;

    AppContext *context_;
    QVector<Row> rows_;
    RefreshThrottle *throttle_;
};

} // namespace rocmtune
