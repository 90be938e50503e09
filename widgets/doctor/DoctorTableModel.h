// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/Doctor.h"

#include <QAbstractTableModel>

namespace rocmtune {

// One row per doctor check: status, check, finding.
class DoctorTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { StatusColumn, CheckColumn, FindingColumn, ColumnCount };
    static constexpr int StatusRole = Qt::UserRole + 1; // CheckStatus as int

    explicit DoctorTableModel(QObject *parent = nullptr);

    void setReport(const DoctorReport &report);
    const DoctorReport &report() const { return report_; }
    const CheckResult *resultAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The colour that stands for a status (green / amber / red).
    static QColor statusColor(CheckStatus status);

private:
    DoctorReport report_;
};

} // namespace rocmtune
