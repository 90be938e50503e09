// SPDX-License-Identifier: GPL-3.0-or-later
#include "TuningLogModel.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QLocale>

#include <algorithm>

namespace rocmtune {

TuningLogModel::TuningLogModel(QStringList paths, QObject *parent) : QAbstractTableModel(parent), paths_(std::move(paths))
{
    reload();
}

void TuningLogModel::reload()
{
    beginResetModel();
    entries_.clear();
    skipped_ = 0;
    for (const QString &path : paths_) {
        int skipped = 0;
        entries_ += TuningLog(path).read(5000, &skipped);
        skipped_ += skipped;
    }
    std::stable_sort(entries_.begin(), entries_.end(),
                     [](const TuningLogEntry &a, const TuningLogEntry &b) { return a.timestampMs > b.timestampMs; });
    endResetModel();
}

void TuningLogModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int TuningLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(entries_.size());
}

int TuningLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TuningLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= entries_.size())
        return {};
    const TuningLogEntry &e = entries_.at(index.row());
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Time:
            return QLocale().toString(QDateTime::fromMSecsSinceEpoch(e.timestampMs), QLocale::ShortFormat);
        case Device: return e.deviceName;
        case Action: return e.action;
        case Outcome: return e.outcome;
        case Changes: return e.changes.join(role == Qt::ToolTipRole ? QStringLiteral("\n") : QStringLiteral("; "));
        case Message: return e.message;
        default: return {};
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Outcome) {
        if (e.outcome == QLatin1String("refused") || e.outcome == QLatin1String("failed") || e.outcome == QLatin1String("rollback_failed"))
            return QBrush(QColor(0xc6, 0x28, 0x28));
        if (e.outcome == QLatin1String("reverted") || e.outcome == QLatin1String("rolled_back"))
            return QBrush(QColor(0xb2, 0x6a, 0x00));
    }
    return {};
}

QVariant TuningLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Time: return tr("Time");
    case Device: return tr("GPU");
    case Action: return tr("Action");
    case Outcome: return tr("Outcome");
    case Changes: return tr("Old → new");
    case Message: return tr("Message");
    default: return {};
    }
}

} // namespace rocmtune
