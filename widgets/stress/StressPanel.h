// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/Doctor.h"
#include "core/stress/BaselineStore.h"
#include "core/stress/StressReport.h"
#include "core/stress/StressSession.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTimer;
class QTreeView;

namespace rocmtune {

class StressProgressModel;
class StressRunPlot;
class StressTuningBox;
class TuningPort;

// The stress test view: presets or a custom plan (tests, seconds per test,
// GPUs), one button to run it on the chosen GPUs (one runner each, in
// parallel), live progress and graphs marked with the test phases, the
// verdict with its reasons, and report export (HTML with PNG graphs, JSON).
// It knows no backend: the window feeds devices and snapshots.
class StressPanel : public QWidget
{
    Q_OBJECT
public:
    explicit StressPanel(QWidget *parent = nullptr);
    ~StressPanel() override;

    // Empty: find rocmtune-bench as usual (ROCMTUNE_BENCH, next to the app, PATH).
    void setRunnerPath(const QString &path);
    QString runnerPath() const { return runnerPath_; }
    // Baselines live in a file under AppDataLocation unless a path is given.
    void setBaselinePath(const QString &path);
    void setPolicy(const VerdictPolicy &policy) { policy_ = policy; }
    // Reads the controls in force of the given devices (for reports); the
    // window wires this to the sampler thread.
    void setTuningReader(std::function<QMap<int, ControlState>(const QVector<int> &)> reader) { tuningReader_ = std::move(reader); }

    StressPlan planFromUi() const;
    const StressSession *session() const { return session_.get(); }
    bool isRunning() const;
    QString verdictText() const;
    StressProgressModel *progressModel() const { return model_; }
    const DeviceList &devices() const { return devices_; }
    // Why no run can start, in a user's words (no runner: install the
    // package or build with HIP); empty when one can.
    QString runnerProblem() const { return runnerProblem_; }
    // How often a missing runner is looked for again (default kRunnerPollMs).
    void setRunnerPollIntervalMs(int ms);
    // The environment of the last run, read when it started (tuning in force included).
    const StressEnvironment &environment() const { return environment_; }
    QVector<StressRunPlot *> plots() const { return plots_; }

    bool exportReport(const QString &path, QString *error);

    // Shows "Apply and validate" and the perf-per-watt sweep, driven through
    // the tuning layer (not owned). Returns the box for wiring (profiles).
    StressTuningBox *attachTuning(TuningPort *port);
    StressTuningBox *tuningBox() const { return tuningBox_; }

public slots:
    void setDevices(const rocmtune::DeviceList &devices);
    // The names the user gave the GPUs in Settings, by index ("" for none: the model's name is shown).
    void setShownNames(const QStringList &names);
    void addSnapshot(const rocmtune::SnapshotPtr &snapshot);
    // Runs what the controls say.
    void start();
    // Runs a given plan (validate-after-tuning, sweeps). Baselines are only
    // recorded when recordBaseline is true.
    bool startPlan(const rocmtune::StressPlan &plan, const rocmtune::VerdictPolicy &policy, bool recordBaseline);
    void cancel();
    // "I changed hardware: check everything": Doctor's hardware checks, then
    // the hardware preset on every GPU; the verdict names the part at fault.
    void startHardwareCheck();

signals:
    void runStarted();
    void runFinished(const rocmtune::StressVerdict &verdict);
    // Every telemetry snapshot the panel was given (for checks beside its runs).
    void snapshotAdded(const rocmtune::SnapshotPtr &snapshot);
    // setDevices() was given the GPUs (again).
    void devicesChanged();
    // The runner was located again: problem is empty when runs can start.
    void runnerStateChanged(const QString &problem);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void relabelDevices();
    QString gpuLabel(int device) const;
    void showRunningText(const StressPlan &plan);
    void showVerdictText(const StressVerdict &verdict);
    void updateRunnerState();
    void onPresetChanged();
    void onUpdated(int device);
    void onFinished(const StressVerdict &verdict);
    void refreshPlots();
    void exportInteractive();
    void updateButtons();

    QString runnerPath_;
    QString runnerProblem_;
    DeviceList devices_;
    QStringList shownNames_;
    VerdictPolicy policy_;
    std::unique_ptr<BaselineStore> baselines_;
    std::function<QMap<int, ControlState>(const QVector<int> &)> tuningReader_;
    std::unique_ptr<StressSession> session_;
    StressEnvironment environment_;
    bool recordBaseline_ = true;

    QGroupBox *planBox_ = nullptr;
    QLabel *presetLabel_ = nullptr;
    QLabel *testsLabel_ = nullptr;
    QLabel *durationLabel_ = nullptr;
    QLabel *faultLabel_ = nullptr;
    QLabel *gpusLabel_ = nullptr;
    QComboBox *presetCombo_ = nullptr;
    QMap<QString, QCheckBox *> testChecks_;
    QDoubleSpinBox *durationSpin_ = nullptr;
    QListWidget *gpuList_ = nullptr;
    QCheckBox *allGpusCheck_ = nullptr;
    QComboBox *faultCombo_ = nullptr;
    QCheckBox *keepGoingCheck_ = nullptr;
    QPushButton *startButton_ = nullptr;
    QPushButton *hardwareButton_ = nullptr;
    // The hardware check's Doctor findings, shown with its verdict.
    std::optional<DoctorReport> hardwareDoctor_;
    QPushButton *cancelButton_ = nullptr;
    QPushButton *exportButton_ = nullptr;
    QLabel *runnerLabel_ = nullptr;
    QLabel *verdictLabel_ = nullptr;
    QLabel *reasonsLabel_ = nullptr;
    QComboBox *plotDeviceCombo_ = nullptr;
    QTreeView *progressView_ = nullptr;
    StressProgressModel *model_ = nullptr;
    QVector<StressRunPlot *> plots_;
    QTimer *plotTimer_ = nullptr;
    // While no runner is found: looks again now and then (scripts/run.sh
    // builds it in the background after the window opened).
    QTimer *runnerPoll_ = nullptr;
    static constexpr int kRunnerPollMs = 5000;
    StressTuningBox *tuningBox_ = nullptr;
};

} // namespace rocmtune
