// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/GpuProcess.h"

#include <QAbstractTableModel>

namespace rocmtune {

// Compute processes, one row per (process, GPU). Updates keep rows that are
// still there (selection survives), remove ended ones and append new ones.
// Qt::DisplayRole is text for people; SortRole gives the raw value (numbers
// sort as numbers, "not available" sorts first).
class ProcessTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { PidColumn, CommandColumn, UserColumn, GpuColumn, VramColumn, OccupancyColumn, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int PidRole = Qt::UserRole + 2;

    explicit ProcessTableModel(QObject *parent = nullptr);

    void setDevices(const DeviceList &devices);
    void setProcesses(const GpuProcessList &processes);
    const GpuProcessList &processes() const { return processes_; }
    // After a language switch: the headers and cells ("N/A") are text in the old language.
    void retranslate();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString gpuText(int deviceIndex) const;

    DeviceList devices_;
    GpuProcessList processes_;
};

} // namespace rocmtune
