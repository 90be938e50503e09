// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace rocmtune {

// "Apply and validate … and then run my command": the user's own job (a
// command line such as `python train.py --max-steps 200` and the folder it
// runs in) as the last check of a change, after the stress test. What was
// typed is remembered (QSettings, group "stress/validate_command").
class ValidateCommandRow : public QWidget
{
    Q_OBJECT
public:
    // AfterCheck: "…and then run my command" after "Apply and validate"'s
    // stress test. UndervoltConfirmation: the undervolt search's confirmation
    // by the user's command instead of the Standard preset (its own
    // QSettings group "stress/undervolt_confirm_command"; the command and
    // folder typed for AfterCheck are offered until one is typed here).
    enum class Purpose { AfterCheck, UndervoltConfirmation };
    explicit ValidateCommandRow(QWidget *parent = nullptr, Purpose purpose = Purpose::AfterCheck);

    // Ticked and a command typed.
    bool wanted() const;
    // The command line for /bin/sh -c (empty when none was typed).
    QStringList command() const;
    QString workingDirectory() const;
    QLineEdit *commandEdit() const { return commandEdit_; }
    QLineEdit *folderEdit() const { return folderEdit_; }
    QCheckBox *checkBox() const { return check_; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void save() const;
    void updateEnabled();

    Purpose purpose_;
    QCheckBox *check_;
    QLineEdit *commandEdit_;
    QLabel *folderLabel_;
    QLineEdit *folderEdit_;
    QPushButton *browseButton_;
};

} // namespace rocmtune
