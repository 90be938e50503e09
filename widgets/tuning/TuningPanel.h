// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/DeviceControls.h"
#include "core/telemetry/DeviceInfo.h"
#include "core/tuning/TuningValues.h"
#include "core/tuning/route/TuningResult.h"

#include <QJsonObject>
#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;
class QTabWidget;

namespace rocmtune {

class ConfirmCountdownDialog;
class DriftBar;
class ControlEditor;
class TuningController;
class TuningLogModel;

// The tuning view: power cap (W and power overdrive %), clock ranges,
// performance level, power profile, GFX overdrive, Apply / Reset to defaults,
// the confirm countdown and the tuning log. Controls a GPU does not offer are
// disabled with the driver's reason. All device work goes through the
// TuningController (never on the UI thread). Self-contained: the main window
// adds it as a view, e.g.
//   window->addView(new TuningPanel(new TuningController(context->sampler(), window)));
class TuningPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TuningPanel(TuningController *controller, QWidget *parent = nullptr);

    int deviceIndex() const { return deviceIndex_; }
    void setDeviceIndex(int index);

    // The values Apply would send: every control whose widget differs from the driver.
    TuningValues pendingValues() const;

    // For tests and the main window.
    QDoubleSpinBox *powerCapSpin() const;
    QDoubleSpinBox *powerOverdriveSpin() const;
    QPushButton *applyButton() const { return apply_; }
    QPushButton *applyValidateButton() const { return applyValidate_; }
    // Shows "Apply and validate" (the window connects applyAndValidateRequested).
    void setValidationAvailable(bool available);
    QPushButton *resetButton() const { return reset_; }
    ConfirmCountdownDialog *confirmDialog() const { return dialog_; }
    QLabel *statusLabel() const { return status_; }
    QPushButton *reloadButton() const { return reload_; }
    TuningLogModel *logModel() const { return logModel_; }
    // "Not applied yet: …" and refusals of the typed values, before Apply.
    QLabel *pendingNote() const { return pendingNote_; }
    QLabel *reasonLabel(ControlId id) const { return reasons_.value(id); }
    // A row's name and the box of its fields (editors and range), or null: for layout tests.
    QLabel *rowName(ControlId id) const { return names_.value(id); }
    QWidget *rowFields(ControlId id) const { return rowBoxes_.value(id).value(1); }
    // Set vs in force: the row's words when it drifted, and the answers under the controls.
    QLabel *driftLabel(ControlId id) const { return drifts_.value(id); }
    DriftBar *driftBar() const { return driftBar_; }
    const ControlState &controls() const { return state_; }
    // The editor of a registered control (widgets/tuning/controls/), or null.
    ControlEditor *editor(ControlId id) const;
    // A section's title ("Power", "Fan"; TuningSections.h), and whether the fan section is beside the others.
    QLabel *sectionTitle(int section) const { return sectionTitles_.value(section); }
    bool controlsSideBySide() const;

public slots:
    // The end of "Apply and validate": kept, or reverted and why.
    void showValidationResult(int deviceIndex, bool kept, const QString &message);

signals:
    void controlsShown(int deviceIndex);
    // "Apply and validate" with the values Apply would send.
    void applyAndValidateRequested(int deviceIndex, const rocmtune::TuningValues &values);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QWidget *buildControlsTab();
    QWidget *buildLogTab();
    void setDevices(const DeviceList &devices);
    void showControls(int deviceIndex, const ControlState &state);
    void showReport(int deviceIndex, const TuningResult &result);
    void setRowEnabled(ControlId id, bool enabled, const QString &reason);
    void setRowOffered(ControlId id, bool offered); // false: the row's name and editors hidden, its reason line stays
    void dropOldStatus();                          // an edit: the last operation's line is old news
    void sayRepeatedReasonsOnce();
    void showSectionTitles(); // a section's title while one of its rows or its "why not" line is shown
    void filterLog(); // the log shows the chosen GPU's entries, or every GPU's
    // TuningPanelEdits.cpp: changed fields marked, refusals of what is typed shown under their row,
    // Apply only with something valid to apply; the status line, built again in a new language.
    void updatePending();
    void showDrift(); // the controller's set vs in force of this GPU on the rows and in the bar
    void setStatus(const std::function<QString()> &text, bool problem);
    QString reportText(const TuningResult &result, const std::optional<TuningValues> &request) const;
    std::optional<TuningValues> requestBehind(const TuningResult &result) const;

    TuningController *controller_;
    int deviceIndex_ = -1;
    DeviceList devices_;
    ControlState state_;
    bool asleepShown_ = false;       // the status line says the GPU is asleep (ControlState::asleep)
    bool tuningUnavailable_ = false; // HelperClient::routeUnavailable: every control off, the reason in the status line

    QLabel *deviceLabel_;
    QComboBox *device_;
    QLabel *simulated_;
    QTabWidget *tabs_;
    QSpinBox *timeout_;
    QMap<ControlId, QLabel *> names_;
    QMap<ControlId, QLabel *> reasons_;
    QMap<ControlId, QLabel *> drifts_;
    DriftBar *driftBar_ = nullptr;
    QLabel *timeoutLabel_ = nullptr;
    QPushButton *reload_ = nullptr;
    QPushButton *refreshLog_ = nullptr;
    QMap<ControlId, QList<QWidget *>> rows_;
    QMap<ControlId, QList<QWidget *>> rowBoxes_; // each row's name and the box of its editors
    QMap<int, QLabel *> sectionTitles_;           // by TuningSection (TuningSections.h)
    QWidget *columnsPage_ = nullptr;              // TuningColumnsPage: the fan section beside or under the others
    int shownDevice_ = -1;                        // the GPU whose controls state_ holds
    bool showDriverValues_ = false;               // Reload: the next reading replaces what is typed
    QList<ControlEditor *> editors_; // the registered controls' editors (ControlEditors.cpp)
    QPushButton *apply_;
    QPushButton *applyValidate_;
    QPushButton *reset_;
    QLabel *status_;
    QLabel *pendingNote_ = nullptr;
    std::function<QString()> statusSource_;
    TuningValues lastRequest_; // what the last Apply sent, to say its refusals again in another language
    TuningLogModel *logModel_;
    QTableView *logView_;
    QComboBox *logScope_ = nullptr;
    ConfirmCountdownDialog *dialog_;
};

} // namespace rocmtune
