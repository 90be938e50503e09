// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tuning/undervolt/UndervoltSearch.h"

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

class ProfileStore;
class StressPanel;

// "Find a stable undervolt" in the Stress view: the search (UndervoltSearch)
// runs its checks through this panel's runner, draws power and GFX clock per
// offset as it goes, and offers Keep / Revert for a proposal that passed the
// full Quick check, and "Save as validated profile" (UndervoltProfile.h, the
// path of `tuning undervolt --save-profile`). Cancel reverts at once.
class UndervoltBox : public QGroupBox
{
    Q_OBJECT
public:
    UndervoltBox(StressPanel *panel, UndervoltPort *port, QWidget *parent = nullptr);

    // Starts the search on this GPU (the Tuning view's button, or ours), without asking.
    bool startSearch(int device);
    // Asked before a person's start (ours, or the Tuning view's through askToStart): what the search does, how
    // long, the risk (UndervoltStartQuestion.h). True: start. None set: starts without asking (tests).
    using StartQuestion = std::function<bool(int device, int stepMillivolts, UndervoltCheck check)>;
    void setStartQuestion(StartQuestion question) { startQuestion_ = std::move(question); }
    bool askToStart(int device) const;
    void setDevice(int device) { device_ = device; }
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
    void setStatus(std::function<QString()> text);
    void onStep(const UndervoltStep &step);
    void redrawPlot();
    void saveProfile();

    StressPanel *panel_;
    UndervoltSearch *search_;
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
    QLabel *statusLabel_ = nullptr;
    QCustomPlot *plot_ = nullptr;
    // Makes the status line in the current language (asked again after a language change).
    std::function<QString()> statusText_;
};

} // namespace rocmtune
