// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/common/PlotEmptyState.h"

#include "core/profiles/Profile.h"
#include "core/stress/CommandValidation.h"
#include "core/stress/PowerSweep.h"
#include "core/stress/TuningValidation.h"
#include "widgets/stress/SaveProfileDialog.h"

#include <QGroupBox>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QCustomPlot;

namespace rocmtune {

class ProfileStore;
class StressPanel;
class ValidateCommandRow;

// The stress panel's tuning part, shown once the window hands it the tuning
// layer: "Apply and validate" (apply the prepared change, Quick check, then
// keep / save as a validated profile, or revert with the reason) and the
// perf-per-watt sweep (one test at 60–100 % of the default power cap, plotted,
// reverted at the end, best point kept or saved as a profile on request).
// With a profile store it also stamps the profiles in force with the result
// of every stress run (the rule: core/stress/ValidatedProfiles.h).
class StressTuningBox : public QGroupBox
{
    Q_OBJECT
public:
    // Asks for a profile's name and target; nullopt: the user cancelled.
    using ProfileNamer = std::function<std::optional<ProfileNaming>(const QString &suggestedName, const DeviceInfo &device,
                                                                    const QStringList &valueLines, const QString &validation)>;

    StressTuningBox(StressPanel *panel, TuningPort *port, QWidget *parent = nullptr);

    // Without one, the "save as profile" buttons stay hidden and nothing is stamped.
    void setProfileStore(std::shared_ptr<ProfileStore> store);
    // The SaveProfileDialog unless set (tests answer without a dialog).
    void setProfileNamer(ProfileNamer namer) { profileNamer_ = std::move(namer); }

    TuningValidation *validation() const { return validation_; }
    PowerSweep *sweep() const { return sweep_; }
    QString statusText() const;
    QCustomPlot *sweepPlot() const { return sweepPlot_; }
    // The sentence the sweep graph shows instead of axes before any sweep point; empty once points are drawn.
    QString sweepEmptyText() const { return sweepEmpty_.isShown() ? sweepEmpty_.text() : QString(); }
    void setSweepSecondsPerStep(double seconds) { sweepSecondsPerStep_ = seconds; }
    // The id of the profile the last "save as profile" wrote.
    QString lastSavedProfileId() const { return lastSavedProfileId_; }
    // "…and then run my command" of Apply and validate.
    ValidateCommandRow *commandRow() const { return commandRow_; }
    // The run of the user's command of the last Apply and validate (null before one).
    const CommandValidationRun *commandRun() const { return commandRun_.get(); }
    // After the panel located its runner again (enables or disables the sweep).
    void refreshButtons() { updateButtons(); }

public slots:
    // "Apply and validate" for the change the tuning panel prepared.
    void applyAndValidate(int device);
    void startSweep(int device);
    void keepBestCap();
    void saveBestAsProfile();

signals:
    // Apply and validate ended: kept, reverted (with the reason) or failed.
    void validationFinished(int device, bool kept, const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showSweepEmptyState();
    void retranslateUi();
    void onRunFinished(const StressVerdict &verdict);
    // The stress run of Apply and validate ended: its verdict goes to the
    // validation, or, when it passed and a command is wanted, the command runs first.
    void onValidationRunFinished(const StressVerdict &verdict);
    void onCommandFinished(const StressVerdict &verdict);
    void onValidationPassed(const StressVerdict &verdict);
    void onValidationFinished(TuningValidation::Outcome outcome, const QString &message);
    void onSweepPoint(const SweepPoint &point);
    void onSweepFinished(bool completed, const QString &message);
    void saveProfile();
    // Saves values as a new profile after asking for its name; false when cancelled or refused.
    bool saveAsProfile(const TuningValues &values, const ProfileValidation &validation);
    void updateButtons();
    void setStatus(const QString &text);
    // A status built again when the language changes.
    void setStatus(const std::function<QString()> &text);
    bool startRun(const StressPlan &plan, const VerdictPolicy &policy, bool sweepStep);
    // False (and the status says why) when no stress run can start now.
    bool canStartRuns(const std::function<QString()> &what);

    StressPanel *panel_;
    TuningPort *port_;
    TuningValidation *validation_;
    PowerSweep *sweep_;
    std::shared_ptr<ProfileStore> profileStore_;
    ProfileNamer profileNamer_;
    int device_ = 0;
    double sweepSecondsPerStep_ = 20;
    std::optional<quint64> keepingBestCap_;
    std::optional<ControlState> sweepStartControls_; // what the sweep started from
    QString sweepTest_;
    bool sweepStepRunning_ = false;
    QString savedNote_;
    QString lastSavedProfileId_;
    bool statusShown_ = false; // else the hint is shown (and retranslated)
    std::function<QString()> statusSource_; // the shown status, to build again in another language

    std::unique_ptr<CommandValidationRun> commandRun_;
    std::optional<StressVerdict> commandStressVerdict_; // the stress verdict the command run follows
    QString commandOutput_;                             // its last lines

    QLabel *statusLabel_;
    ValidateCommandRow *commandRow_;
    QPushButton *keepButton_;
    QPushButton *revertButton_;
    QPushButton *saveProfileButton_;
    QComboBox *sweepTestCombo_;
    QPushButton *sweepButton_;
    QPushButton *keepBestButton_;
    QPushButton *saveBestButton_;
    QCustomPlot *sweepPlot_;
    PlotEmptyState sweepEmpty_; // before the first sweep point: a sentence, not axes from 0 to 5
};

} // namespace rocmtune
