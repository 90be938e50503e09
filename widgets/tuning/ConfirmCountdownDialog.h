// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QProgressBar;
class QPushButton;

namespace rocmtune {

// "Keep these settings?" with a countdown. Closing the dialog any other way
// than "Keep" means "Revert now": the safe choice is the default.
class ConfirmCountdownDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ConfirmCountdownDialog(QWidget *parent = nullptr);

    void start(const QString &deviceName, int seconds);
    void setSecondsLeft(int seconds);
    // Closes without emitting anything (the controller already decided).
    void finish();

    QPushButton *keepButton() const { return keep_; }
    QPushButton *revertButton() const { return revert_; }

signals:
    void keepRequested();
    void revertRequested();

protected:
    void reject() override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *text_;
    QProgressBar *bar_;
    QPushButton *keep_;
    QPushButton *revert_;
    bool closing_ = false;
};

} // namespace rocmtune
