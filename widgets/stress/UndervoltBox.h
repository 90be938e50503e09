// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/undervolt/UndervoltSearch.h"
#include "widgets/stress/UndervoltStartQuestion.h"

#include <QGroupBox>

#include <functional>
#include <memory>
#include <optional>

class QComboBox;
class QCustomPlot;
class QLabel;
class QPushButton;
class QSpinBox;

namespace rocmtune {

class CommandValidationRun;
class HelperClient;
class ProfileStore;
class StressPanel;
class ValidateCommandRow;

// "Find a stable undervolt" in the Stress view: the search (UndervoltSearch)
// runs with the CLI's settings (UndervoltSettings: the transient check, a
// margin of 2 steps, the Standard preset or the user's command as the
// confirmation), its checks through this panel's runner, draws power and GFX
// clock per offset as it goes, says before it starts how long it takes,
// remembers a proposal that passed its confirmation with the versions it was
// proven on (UndervoltMemory.h) and shows that proof and whether it is still
// valid; it offers Keep / Revert and "Save as validated profile"
// (UndervoltProfile.h, the path of `tuning undervolt --save-profile`).
// Cancel reverts at once.
class UndervoltBox : public QGroupBox
{
    Q_OBJECT
public:
    UndervoltBox(StressPanel *panel, UndervoltPort *port, QWidget *parent = nullptr);
    ~UndervoltBox() override;

    // Starts the search on this GPU (the Tuning view's button, or ours), without asking.
    bool startSearch(int device);
    // Asked before a person's start (ours, or the Tuning view's through askToStart): what the search does, how
    // long, the risk (UndervoltStartQuestion.h). True: start. None set: starts without asking (tests).
    using StartQuestion = std::function<bool(const UndervoltStartPlan &plan)>;
    void setStartQuestion(StartQuestion question) { startQuestion_ = std::move(question); }
    bool askToStart(int device) const;
    // What a search on this GPU would run with now (the controls' settings) and its card's lowest offset.
    UndervoltStartPlan startPlan(int device) const;
    UndervoltSettings settings() const;
    void setDevice(int device);
    UndervoltSearch *search() const { return search_; }
    // The start button follows the runner (no runner, no check).
    void refreshButtons();
    // Where "Save as validated profile" saves (none: the button is hidden).
    void setProfileStore(std::shared_ptr<ProfileStore> store);
    // Asks the profile's name (suggested one given); nullopt: cancelled. By
    // default a text dialog; tests answer it themselves.
    using ProfileNamer = std::function<std::optional<QString>(const QString &suggested)>;
    void setProfileNamer(ProfileNamer namer) { profileNamer_ = std::move(namer); }

signals:
    void searchFinished(int device, rocmtune::UndervoltReport::Outcome outcome, const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    bool startRun(const StressPlan &plan, const VerdictPolicy &policy);
    bool startConfirmCommand();
    void onProposalPassed(int millivolts);
    void refreshDuration();
    void refreshProof();
    void setStatus(std::function<QString()> text);
    void onStep(const UndervoltStep &step);
    void redrawPlot();
    void saveProfile();

    StressPanel *panel_;
    UndervoltPort *port_;
    UndervoltSearch *search_;
    UndervoltSettings running_; // what the search in progress (or the last one) runs with
    std::unique_ptr<CommandValidationRun> commandRun_;
    QString commandOutput_;
    HelperClient *helper_ = nullptr; // records a user's proof for the boot service
    QString helperNote_;             // what it answered
    int device_ = 0;
    QSpinBox *stepSpin_ = nullptr;
    QComboBox *checkCombo_ = nullptr;
    QLabel *stepLabel_ = nullptr;
    QLabel *checkLabel_ = nullptr;
    QPushButton *startButton_ = nullptr;
    QPushButton *cancelButton_ = nullptr;
    QPushButton *keepButton_ = nullptr;
    QPushButton *revertButton_ = nullptr;
    QPushButton *saveButton_ = nullptr;
    std::shared_ptr<ProfileStore> profileStore_;
    ProfileNamer profileNamer_;
    StartQuestion startQuestion_;
    bool savedThisSearch_ = false;
    ValidateCommandRow *commandRow_ = nullptr;
    QLabel *durationLabel_ = nullptr;
    QLabel *statusLabel_ = nullptr;
    QLabel *proofLabel_ = nullptr;
    QCustomPlot *plot_ = nullptr;
    // Makes the status line in the current language (asked again after a language change).
    std::function<QString()> statusText_;
};

} // namespace rocmtune
