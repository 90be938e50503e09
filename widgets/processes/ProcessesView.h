// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/Snapshot.h"
#include "widgets/processes/ProcessTableModel.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace rocmtune {

// "Processes": which compute process runs on which GPU, with its VRAM and CU
// occupancy. Fed with the sampler's snapshots (their process lists refresh
// every few seconds); sortable by any column, filtered by the text box.
class ProcessesView : public QWidget
{
    Q_OBJECT
public:
    explicit ProcessesView(QWidget *parent = nullptr);

    ProcessTableModel *model() const { return model_; }
    QSortFilterProxyModel *proxy() const { return proxy_; }
    QTableView *table() const { return table_; }
    // PID of the selected row, 0 when none.
    qint64 selectedPid() const;

public slots:
    void setDevices(const rocmtune::DeviceList &devices);
    void setSnapshot(const rocmtune::SnapshotPtr &snapshot);

protected:
    void changeEvent(QEvent *event) override;

signals:
    // "Record a run" for the selected process.
    void recordProcessRequested(qint64 pid);

private:
    void retranslateUi();
    void updateState();

    ProcessTableModel *model_;
    QSortFilterProxyModel *proxy_;
    QTableView *table_;
    QLineEdit *filter_;
    QLabel *status_;
    QPushButton *record_;
    const ProcessSnapshot *lastProcesses_ = nullptr; // identity only, to skip unchanged lists
    ProcessSnapshotPtr keep_;
    int deviceCount_ = 0;
};

} // namespace rocmtune
