// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stress/PowerSweep.h"
#include "stress/TuningValidation.h"

#include <QGroupBox>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;
class QCustomPlot;

namespace rocmtune {

class StressPanel;

// The stress panel's tuning part, shown once the window hands it the tuning
// layer: "Apply and validate" (apply the prepared change, Quick check, then
// keep / save as a validated profile, or revert with the reason) and the
// perf-per-watt sweep (one test at 60–100 % of the default power cap, plotted,
// reverted at the end, best point kept on request).
class StressTuningBox : public QGroupBox
{
    Q_OBJECT
public:
    using ProfileSaver = std::function<bool(int device, const ValidationStamp &stamp, QString *error)>;

    StressTuningBox(StressPanel *panel, TuningPort *port, QWidget *parent = nullptr);

    // Without one, "Save as profile" stays hidden (profiles come with their own issue).
    void setProfileSaver(ProfileSaver saver);

    TuningValidation *validation() const { return validation_; }
    PowerSweep *sweep() const { return sweep_; }
    QString statusText() const;
    QCustomPlot *sweepPlot() const { return sweepPlot_; }
    void setSweepSecondsPerStep(double seconds) { sweepSecondsPerStep_ = seconds; }

public slots:
    // "Apply and validate" for the change the tuning panel prepared.
    void applyAndValidate(int device);
    void startSweep(int device);
    void keepBestCap();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void onValidationPassed(const StressVerdict &verdict);
    void onValidationFinished(TuningValidation::Outcome outcome, const QString &message);
    void onSweepPoint(const SweepPoint &point);
    void onSweepFinished(bool completed, const QString &message);
    void saveProfile();
    void updateButtons();
    bool startRun(const StressPlan &plan, const VerdictPolicy &policy);

    StressPanel *panel_;
    TuningPort *port_;
    TuningValidation *validation_;
    PowerSweep *sweep_;
    ProfileSaver profileSaver_;
    int device_ = 0;
    double sweepSecondsPerStep_ = 20;
    std::optional<quint64> keepingBestCap_;

    QLabel *statusLabel_;
    QPushButton *keepButton_;
    QPushButton *revertButton_;
    QPushButton *saveProfileButton_;
    QComboBox *sweepTestCombo_;
    QPushButton *sweepButton_;
    QPushButton *keepBestButton_;
    QCustomPlot *sweepPlot_;
    QString hintShown_; // the first status text, in the language it was shown in
    QString sweepUnit_; // the unit of the sweep's throughput, once measured
};

} // namespace rocmtune
