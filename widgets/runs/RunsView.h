// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runs/RunSession.h"
#include "core/runs/RunStore.h"
#include "core/telemetry/Snapshot.h"
#include "widgets/runs/RunPlot.h"

#include <QWidget>

#include <functional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace rocmtune {

class RunCompareWidget;

// What to record: a command to start or a running process.
struct RunRequest {
    bool attach = false;
    qint64 pid = 0;
    QStringList command;
    QString workingDirectory;
    QString name;
    QVector<int> deviceIndices; // empty: all GPUs
};

// "Runs": record a run (start a command or attach to a process), watch it
// live, then browse the recorded runs with their summary and graphs, export
// them (CSV + JSON summary) and compare two side by side. Fed with the
// sampler's snapshots by the window that owns it; asks for one extra sample
// at the end of a run through sampleNowRequested().
class RunsView : public QWidget
{
    Q_OBJECT
public:
    explicit RunsView(QWidget *parent = nullptr, const QString &storeRoot = RunStore::defaultRoot());

    bool startRecording(const RunRequest &request, QString *error);
    bool isRecording() const { return session_ != nullptr; }
    const QVector<StoredRun> &runs() const { return runs_; }
    QTableWidget *runList() const { return list_; }
    RunPlot *plot() const { return plot_; }
    RunCompareWidget *compare() const { return compare_; }
    QPlainTextEdit *summaryText() const { return summary_; }
    // Shows the runs at these rows of the list (one: its summary; two: compared).
    void selectRuns(const QVector<int> &rows);

public slots:
    void setDevices(const rocmtune::DeviceList &devices);
    // The names the user gave the GPUs, by index ("" for none), for the Record dialog's list.
    void setShownNames(const QStringList &names) { shownNames_ = names; }
    void addSnapshot(const rocmtune::SnapshotPtr &snapshot);
    void refresh();
    // Opens "Record a run" set to attach to pid (from the Processes view).
    void recordProcess(qint64 pid);
    void openRecordDialog();

protected:
    void changeEvent(QEvent *event) override;

signals:
    void sampleNowRequested();
    void runCompleted(const QString &directory);

private:
    // The status line, built again when the language changes.
    void setStatus(const std::function<QString()> &text);
    void retranslateUi();
    void showSelection();
    void stopRecording();
    void exportCsv();
    void exportSummary();
    void updateLiveStatus();
    std::optional<RunPlot::Run> loadRun(int row) const;

    RunStore store_;
    DeviceList devices_;
    QStringList shownNames_;
    QVector<StoredRun> runs_;
    RunSession *session_ = nullptr;

    QPushButton *recordButton_;
    QPushButton *stopButton_;
    QPushButton *exportCsvButton_;
    QPushButton *exportSummaryButton_;
    QLabel *status_;
    std::function<QString()> statusSource_;
    QPlainTextEdit *output_;
    QTableWidget *list_;
    QTabWidget *tabs_;
    QPlainTextEdit *summary_;
    RunPlot *plot_;
    RunCompareWidget *compare_;
};

} // namespace rocmtune
