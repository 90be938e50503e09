// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/processes/ProcessTableModel.h"

#include "core/i18n/UnitText.h"

#include <QLocale>

#include <algorithm>

namespace rocmtune {

ProcessTableModel::ProcessTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void ProcessTableModel::setDevices(const DeviceList &devices)
{
    devices_ = devices;
    if (!processes_.isEmpty())
        emit dataChanged(index(0, GpuColumn), index(rowCount() - 1, GpuColumn));
}

void ProcessTableModel::setProcesses(const GpuProcessList &fresh)
{
    auto same = [](const GpuProcess &a, const GpuProcess &b) { return a.pid == b.pid && a.deviceIndex == b.deviceIndex; };
    // Rows that ended, from the bottom so indices stay valid.
    for (int row = processes_.size() - 1; row >= 0; --row) {
        const bool stillThere = std::any_of(fresh.begin(), fresh.end(), [&](const GpuProcess &p) { return same(p, processes_[row]); });
        if (!stillThere) {
            beginRemoveRows(QModelIndex(), row, row);
            processes_.removeAt(row);
            endRemoveRows();
        }
    }
    for (const GpuProcess &p : fresh) {
        const auto it = std::find_if(processes_.begin(), processes_.end(), [&](const GpuProcess &q) { return same(p, q); });
        if (it != processes_.end()) {
            if (!(*it == p)) {
                *it = p;
                const int row = static_cast<int>(it - processes_.begin());
                emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
            }
            continue;
        }
        beginInsertRows(QModelIndex(), processes_.size(), processes_.size());
        processes_.push_back(p);
        endInsertRows();
    }
}

void ProcessTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!processes_.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int ProcessTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : processes_.size();
}

int ProcessTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ProcessTableModel::gpuText(int deviceIndex) const
{
    if (deviceIndex >= 0 && deviceIndex < devices_.size())
        return tr("%1: %2").arg(deviceIndex).arg(devices_[deviceIndex].name);
    return QString::number(deviceIndex);
}

QVariant ProcessTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= processes_.size())
        return {};
    const GpuProcess &p = processes_[index.row()];
    if (role == PidRole)
        return p.pid;
    if (role == SortRole) {
        switch (index.column()) {
        case PidColumn: return p.pid;
        case CommandColumn: return p.displayName().toLower();
        case UserColumn: return p.user.toLower();
        case GpuColumn: return p.deviceIndex;
        // -1 puts "not available" below every real value.
        case VramColumn: return p.vramUsedBytes ? static_cast<double>(*p.vramUsedBytes) : -1.0;
        case OccupancyColumn: return p.cuOccupancyPercent ? *p.cuOccupancyPercent : -1.0;
        }
        return {};
    }
    if (role == Qt::ToolTipRole && index.column() == CommandColumn) {
        if (!p.nameVisible)
            return tr("You may not see this process's name (another user's process, or another PID namespace).");
        return p.simulated ? tr("%1\n(simulated process)").arg(p.commandLine) : p.commandLine;
    }
    if (role == Qt::TextAlignmentRole) {
        const bool number = index.column() == PidColumn || index.column() == VramColumn || index.column() == OccupancyColumn;
        return QVariant::fromValue(Qt::Alignment(number ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter));
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case PidColumn: return QString::number(p.pid);
    case CommandColumn: return p.nameVisible && !p.commandLine.isEmpty() ? p.commandLine : p.displayName();
    case UserColumn: return p.user.isEmpty() ? tr("N/A") : p.user;
    case GpuColumn: return gpuText(p.deviceIndex);
    case VramColumn: return p.vramUsedBytes ? QLocale().formattedDataSize(static_cast<qint64>(*p.vramUsedBytes)) : tr("N/A");
    case OccupancyColumn:
        return p.cuOccupancyPercent ? percentText(QLocale().toString(*p.cuOccupancyPercent, 'f', 0)) : tr("N/A");
    }
    return {};
}

QVariant ProcessTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PidColumn: return tr("PID");
    case CommandColumn: return tr("Command");
    case UserColumn: return tr("User");
    case GpuColumn: return tr("GPU");
    case VramColumn: return tr("VRAM");
    case OccupancyColumn: return tr("CU occupancy");
    }
    return {};
}

} // namespace rocmtune
