// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/doctor/DoctorTableModel.h"

#include <QColor>
#include <QIcon>
#include <QPainter>
#include <QPixmap>

namespace rocmtune {

namespace {
QIcon statusIcon(CheckStatus status)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(DoctorTableModel::statusColor(status));
    painter.drawEllipse(QRectF(2, 2, 12, 12));
    return QIcon(pixmap);
}
} // namespace

DoctorTableModel::DoctorTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void DoctorTableModel::setReport(const DoctorReport &report)
{
    beginResetModel();
    report_ = report;
    endResetModel();
}

const CheckResult *DoctorTableModel::resultAt(int row) const
{
    return row >= 0 && row < report_.results.size() ? &report_.results[row] : nullptr;
}

int DoctorTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(report_.results.size());
}

int DoctorTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QColor DoctorTableModel::statusColor(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass: return QColor(0x2e, 0x9d, 0x57);
    case CheckStatus::Warn: return QColor(0xe0, 0x9b, 0x1b);
    case CheckStatus::Fail: return QColor(0xd6, 0x36, 0x2b);
    case CheckStatus::Info: return QColor(0x2a, 0x7a, 0xc0);
    }
    return {};
}

QVariant DoctorTableModel::data(const QModelIndex &index, int role) const
{
    const CheckResult *result = index.isValid() ? resultAt(index.row()) : nullptr;
    if (!result)
        return {};
    if (role == StatusRole)
        return static_cast<int>(result->status);
    switch (index.column()) {
    case StatusColumn:
        if (role == Qt::DisplayRole)
            return checkStatusText(result->status);
        if (role == Qt::DecorationRole)
            return statusIcon(result->status);
        break;
    case CheckColumn:
        if (role == Qt::DisplayRole)
            return result->title;
        break;
    case FindingColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return result->summary;
        break;
    default:
        break;
    }
    return {};
}

QVariant DoctorTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StatusColumn: return tr("Status");
    case CheckColumn: return tr("Check");
    case FindingColumn: return tr("Finding");
    default: return {};
    }
}

} // namespace rocmtune
