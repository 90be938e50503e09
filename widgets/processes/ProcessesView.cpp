// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/ListText.h"
#include "widgets/processes/ProcessesView.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace rocmtune {

ProcessesView::ProcessesView(QWidget *parent)
    : QWidget(parent), model_(new ProcessTableModel(this)), proxy_(new QSortFilterProxyModel(this)), table_(new QTableView(this)),
      filter_(new QLineEdit(this)), status_(new QLabel(this)), record_(new QPushButton(this))
{
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(ProcessTableModel::SortRole);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy_->setFilterKeyColumn(-1); // any column
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(ProcessTableModel::VramColumn, Qt::DescendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(ProcessTableModel::CommandColumn, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(ProcessTableModel::GpuColumn, QHeaderView::ResizeToContents);
    table_->setAlternatingRowColors(true);

    filter_->setClearButtonEnabled(true);
    connect(filter_, &QLineEdit::textChanged, proxy_, &QSortFilterProxyModel::setFilterFixedString);

    record_->setEnabled(false);
    connect(record_, &QPushButton::clicked, this, [this] {
        if (const qint64 pid = selectedPid())
            emit recordProcessRequested(pid);
    });
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ProcessesView::updateState);
    connect(table_, &QTableView::doubleClicked, this, [this] { record_->click(); });

    auto *top = new QHBoxLayout;
    top->addWidget(filter_, 1);
    top->addWidget(record_);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(table_, 1);
    layout->addWidget(status_);
    status_->setWordWrap(true);
    retranslateUi();
}

void ProcessesView::retranslateUi()
{
    setWindowTitle(tr("Processes")); // the main window's tab name
    record_->setText(tr("Record a run of this process"));
    filter_->setPlaceholderText(tr("Filter by command, user, PID or GPU"));
    model_->retranslate();
    updateState();
}

qint64 ProcessesView::selectedPid() const
{
    const QModelIndexList rows = table_->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return 0;
    return proxy_->data(rows.first(), ProcessTableModel::PidRole).toLongLong();
}

void ProcessesView::setDevices(const DeviceList &devices)
{
    deviceCount_ = devices.size();
    model_->setDevices(devices);
}

void ProcessesView::setSnapshot(const SnapshotPtr &snapshot)
{
    if (!snapshot)
        return;
    if (snapshot->processes.get() == lastProcesses_ && lastProcesses_)
        return; // the same list as last tick: nothing to redraw
    keep_ = snapshot->processes;
    lastProcesses_ = keep_.get();
    model_->setProcesses(keep_ ? keep_->all() : GpuProcessList());
    updateState();
}

void ProcessesView::updateState()
{
    const qint64 pid = selectedPid();
    const bool simulated = std::any_of(model_->processes().begin(), model_->processes().end(),
                                       [pid](const GpuProcess &p) { return p.pid == pid && p.simulated; });
    // A simulated process does not exist, so there is nothing to attach to: the button says why it is off
    // (its tool tip, and the line under the table while such a process is selected).
    record_->setEnabled(pid > 0 && !simulated);
    QString recordOff;
    if (pid <= 0)
        recordOff = tr("Select a process in the table to record a run of it.");
    else if (simulated)
        recordOff = tr("Process %1 is simulated: it does not exist on this computer, so a run of it cannot be recorded.").arg(pid);
    record_->setToolTip(recordOff);

    QStringList notes;
    if (simulated)
        notes << recordOff;
    if (!keep_) {
        notes << tr("Waiting for the first process list...");
    } else {
        QStringList unsupported;
        for (int i = 0; i < keep_->devices.size(); ++i) {
            if (!keep_->devices[i])
                unsupported << QString::number(i);
        }
        if (!unsupported.isEmpty())
            notes << tr("GPU %1: the backend does not report processes.").arg(joinList(unsupported));
        const int hidden = static_cast<int>(std::count_if(model_->processes().begin(), model_->processes().end(),
                                                          [](const GpuProcess &p) { return !p.nameVisible; }));
        if (hidden > 0)
            notes << tr("%n process(es) belong to other users or containers; their names are hidden.", nullptr, hidden);
        if (model_->processes().isEmpty() && unsupported.size() < keep_->devices.size())
            notes << tr("No compute process is using a GPU.");
    }
    status_->setText(notes.join(QLatin1Char(' ')));
}

void ProcessesView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace rocmtune
