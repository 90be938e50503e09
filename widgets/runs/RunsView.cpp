// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/runs/RunsView.h"

#include "core/runs/RunSummaryText.h"
#include "widgets/runs/RecordRunDialog.h"
#include "widgets/runs/RunCompareWidget.h"

#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <csignal>

namespace rocmtune {

RunsView::RunsView(QWidget *parent, const QString &storeRoot)
    : QWidget(parent), store_(storeRoot), recordButton_(new QPushButton(this)), stopButton_(new QPushButton(this)),
      exportCsvButton_(new QPushButton(this)), exportSummaryButton_(new QPushButton(this)), status_(new QLabel(this)),
      output_(new QPlainTextEdit(this)), list_(new QTableWidget(this)), tabs_(new QTabWidget(this)),
      summary_(new QPlainTextEdit(this)), plot_(new RunPlot(this)), compare_(new RunCompareWidget(this))
{
    stopButton_->setEnabled(false);
    connect(recordButton_, &QPushButton::clicked, this, &RunsView::openRecordDialog);
    connect(stopButton_, &QPushButton::clicked, this, &RunsView::stopRecording);
    connect(exportCsvButton_, &QPushButton::clicked, this, &RunsView::exportCsv);
    connect(exportSummaryButton_, &QPushButton::clicked, this, &RunsView::exportSummary);

    output_->setReadOnly(true);
    output_->setMaximumBlockCount(2000);
    output_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    output_->setMaximumHeight(90);
    output_->hide();

    list_->setColumnCount(5);
    list_->setSelectionBehavior(QAbstractItemView::SelectRows);
    list_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list_->verticalHeader()->hide();
    // The name takes what is left; date, duration, energy and exit code are shown whole.
    list_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    connect(list_, &QTableWidget::itemSelectionChanged, this, &RunsView::showSelection);

    summary_->setReadOnly(true);
    summary_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto *runPage = new QSplitter(Qt::Vertical, this);
    runPage->addWidget(summary_);
    runPage->addWidget(plot_);
    tabs_->addTab(runPage, QString());
    tabs_->addTab(compare_, QString());

    auto *top = new QHBoxLayout;
    top->addWidget(recordButton_);
    top->addWidget(stopButton_);
    top->addWidget(status_, 1);
    // A long line ("Run saved in /tmp/…") wraps in the room it has and never widens the window.
    status_->setObjectName(QStringLiteral("runsStatus"));
    status_->setWordWrap(true);
    status_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(exportCsvButton_);
    top->addWidget(exportSummaryButton_);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(list_);
    splitter->addWidget(tabs_);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({440, 660});
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(output_);
    layout->addWidget(splitter, 1);
    retranslateUi();
    refresh();
}

void RunsView::retranslateUi()
{
    setWindowTitle(tr("Runs")); // the main window's tab name
    recordButton_->setText(tr("Record a run..."));
    stopButton_->setText(tr("Stop"));
    exportCsvButton_->setText(tr("Export CSV..."));
    exportSummaryButton_->setText(tr("Export summary..."));
    output_->setPlaceholderText(tr("Output of the recorded command"));
    list_->setHorizontalHeaderLabels({tr("Run"), tr("Started"), tr("Duration"), tr("Energy"), tr("Exit")});
    list_->setToolTip(tr("Select one run for its summary and graphs, two to compare them."));
    tabs_->setTabText(0, tr("Run"));
    tabs_->setTabText(1, tr("Compare"));
}

void RunsView::setDevices(const DeviceList &devices)
{
    devices_ = devices;
    if (session_)
        session_->setDevices(devices);
}

void RunsView::addSnapshot(const SnapshotPtr &snapshot)
{
    if (!session_)
        return;
    session_->addSnapshot(snapshot);
    updateLiveStatus();
}

void RunsView::refresh()
{
    QStringList problems;
    runs_ = store_.list(&problems);
    const QLocale locale;
    list_->setRowCount(runs_.size());
    for (int row = 0; row < runs_.size(); ++row) {
        const RunSummary &s = runs_[row].summary;
        const auto energy = s.totalEnergyJoules();
        const QStringList cells{s.name,
                                locale.toString(QDateTime::fromMSecsSinceEpoch(s.startMs), QLocale::ShortFormat),
                                formatRunDuration(s.durationSeconds()),
                                energy ? tr("%1 Wh").arg(locale.toString(*energy / 3600.0, 'f', 3)) : tr("N/A"),
                                s.exitCode ? QString::number(*s.exitCode) : tr("?")};
        for (int c = 0; c < cells.size(); ++c)
            list_->setItem(row, c, new QTableWidgetItem(cells[c]));
        list_->item(row, 0)->setToolTip(s.command.join(QLatin1Char(' ')));
    }
    if (!problems.isEmpty())
        setStatus([this, problems] { return tr("Some runs could not be read: %1").arg(problems.join(QStringLiteral("; "))); });
    showSelection();
}

std::optional<RunPlot::Run> RunsView::loadRun(int row) const
{
    if (row < 0 || row >= runs_.size())
        return std::nullopt;
    RunPlot::Run run;
    run.summary = runs_[row].summary;
    QString error;
    if (auto telemetry = RunTelemetry::load(RunStore::telemetryPath(runs_[row].directory), &error))
        run.telemetry = *telemetry;
    return run;
}

void RunsView::selectRuns(const QVector<int> &rows)
{
    list_->clearSelection();
    for (int row : rows)
        list_->selectionModel()->select(list_->model()->index(row, 0),
                                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
}

void RunsView::showSelection()
{
    QVector<int> rows;
    for (const QModelIndex &index : list_->selectionModel()->selectedRows())
        rows << index.row();
    std::sort(rows.begin(), rows.end());
    exportCsvButton_->setEnabled(rows.size() == 1);
    exportSummaryButton_->setEnabled(rows.size() == 1);
    if (rows.isEmpty()) {
        summary_->setPlainText(runs_.isEmpty() ? tr("No recorded runs yet. Press \"Record a run...\" or use "
                                                    "\"rocmtune-cli run -- COMMAND\".")
                                               : tr("Select a run."));
        plot_->setRuns({});
        return;
    }
    const auto first = loadRun(rows[0]);
    if (!first)
        return;
    summary_->setPlainText(runSummaryText(first->summary));
    plot_->setRuns({*first});
    if (rows.size() >= 2) {
        // The list is newest first: A is the older run, B the newer one.
        const auto newer = loadRun(rows[0]);
        const auto older = loadRun(rows[1]);
        compare_->setRuns(*older, *newer);
        tabs_->setCurrentWidget(compare_);
    } else {
        tabs_->setCurrentIndex(0);
    }
}

void RunsView::recordProcess(qint64 pid)
{
    RecordRunDialog dialog(devices_, this, shownNames_);
    dialog.setAttachPid(pid);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!startRecording({true, dialog.pid(), {}, QString(), dialog.name(), dialog.deviceIndices()}, &error))
        QMessageBox::warning(this, tr("Record a run"), error);
}

void RunsView::openRecordDialog()
{
    RecordRunDialog dialog(devices_, this, shownNames_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    const RunRequest request{dialog.attach(), dialog.pid(), dialog.command(), dialog.workingDirectory(), dialog.name(),
                             dialog.deviceIndices()};
    if (!startRecording(request, &error))
        QMessageBox::warning(this, tr("Record a run"), error);
}

bool RunsView::startRecording(const RunRequest &request, QString *error)
{
    if (session_) {
        if (error)
            *error = tr("A run is already being recorded.");
        return false;
    }
    RunSessionOptions options;
    options.deviceIndices = request.deviceIndices;
    options.name = request.name;
    options.storeRoot = store_.root();
    options.forwardChannels = false;
    session_ = new RunSession(options, this);
    session_->setDevices(devices_);
    session_->target()->setWorkingDirectory(request.workingDirectory);
    connect(session_, &RunSession::finalSampleWanted, this, &RunsView::sampleNowRequested);
    connect(session_->target(), &RunTarget::output, this, [this](const QByteArray &data) {
        output_->moveCursor(QTextCursor::End);
        output_->insertPlainText(QString::fromLocal8Bit(data));
    });
    connect(session_->target(), &RunTarget::failedToStart, this, [this](const QString &message) { output_->appendPlainText(message); });
    connect(session_, &RunSession::started, this, &RunsView::updateLiveStatus); // the real PID at once
    connect(session_, &RunSession::completed, this, [this](const RunSummary &, const QString &directory, const QString &saveError) {
        const QString startFailure = session_->startFailure();
        session_->deleteLater();
        session_ = nullptr;
        recordButton_->setEnabled(true);
        stopButton_->setEnabled(false);
        setStatus([this, directory, saveError, startFailure] {
            if (!startFailure.isEmpty())
                return tr("Nothing was recorded: the command did not start. %1").arg(startFailure);
            return saveError.isEmpty() ? tr("Run saved in %1").arg(directory) : tr("The run could not be saved: %1").arg(saveError);
        });
        refresh();
        for (int row = 0; row < runs_.size(); ++row) {
            if (runs_[row].directory == directory)
                selectRuns({row});
        }
        emit runCompleted(directory);
    });
    const bool ok = request.attach ? session_->attach(request.pid, error) : session_->launch(request.command, error);
    if (!ok) {
        session_->deleteLater();
        session_ = nullptr;
        return false;
    }
    output_->clear();
    output_->setVisible(!request.attach);
    recordButton_->setEnabled(false);
    stopButton_->setEnabled(true);
    updateLiveStatus();
    return true;
}

void RunsView::stopRecording()
{
    if (!session_)
        return;
    RunTarget *target = session_->target();
    if (target->isAttached()) {
        target->detach(); // stop watching; the process itself goes on
        return;
    }
    const auto answer = QMessageBox::question(this, tr("Stop the run"),
                                              tr("Stop the command (PID %1)? It is asked to end (SIGTERM) and the run is "
                                                 "saved when it has.")
                                                  .arg(target->pid()));
    if (answer == QMessageBox::Yes)
        target->sendSignal(SIGTERM);
}

void RunsView::updateLiveStatus()
{
    if (!session_)
        return;
    const RunSummary s = session_->summary();
    const auto energy = s.totalEnergyJoules();
    status_->setText(tr("Recording \"%1\" (PID %2): %3, %4 so far")
                         .arg(s.name)
                         .arg(s.pid)
                         .arg(formatRunDuration(s.durationSeconds()), energy ? formatEnergy(*energy) : tr("energy N/A")));
}

void RunsView::exportCsv()
{
    const QModelIndexList rows = list_->selectionModel()->selectedRows();
    if (rows.size() != 1)
        return;
    const StoredRun &run = runs_[rows.first().row()];
    const QString path = QFileDialog::getSaveFileName(this, tr("Export telemetry"), run.summary.name + QStringLiteral(".csv"),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QFile::remove(path);
    if (!QFile::copy(RunStore::telemetryPath(run.directory), path))
        QMessageBox::warning(this, tr("Export telemetry"), tr("Cannot write %1.").arg(path));
}

void RunsView::exportSummary()
{
    const QModelIndexList rows = list_->selectionModel()->selectedRows();
    if (rows.size() != 1)
        return;
    const StoredRun &run = runs_[rows.first().row()];
    const QString path = QFileDialog::getSaveFileName(this, tr("Export summary"), run.summary.name + QStringLiteral(".json"),
                                                      tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(run.summary.toJson()).toJson()) < 0 || !file.commit())
        QMessageBox::warning(this, tr("Export summary"), tr("Cannot write %1: %2").arg(path, file.errorString()));
}

void RunsView::setStatus(const std::function<QString()> &text)
{
    statusSource_ = text;
    status_->setText(text());
}

void RunsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The list's cells, the summary and the comparison are text as well:
        // refresh() builds them again (the selection stays) and shows them.
        refresh();
        if (statusSource_ && !session_)
            status_->setText(statusSource_());
        updateLiveStatus();
    }
    QWidget::changeEvent(event);
}

} // namespace rocmtune
