// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace rocmtune {

// What the user chose when saving a stress-tested setting as a profile.
struct ProfileNaming {
    QString name;
    bool thisCardOnly = false; // else: every card of this model
};

// "Save as profile": a name (a free one offered), whether it is for every
// card of this model or only this one, and what will be saved (the values
// and the validation line), so nothing is saved unseen.
class SaveProfileDialog : public QDialog
{
    Q_OBJECT
public:
    SaveProfileDialog(const QString &suggestedName, const DeviceInfo &device, const QStringList &valueLines,
                      const QString &validation, QWidget *parent = nullptr);

    ProfileNaming naming() const;
    QLineEdit *nameEdit() const { return name_; }

    // Modal; nullopt when cancelled.
    static std::optional<ProfileNaming> ask(QWidget *parent, const QString &suggestedName, const DeviceInfo &device,
                                            const QStringList &valueLines, const QString &validation);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    DeviceInfo device_;
    QStringList valueLines_;
    QString validation_;
    QLabel *nameLabel_;
    QLineEdit *name_;
    QLabel *targetLabel_;
    QComboBox *target_;
    QLabel *valuesTitle_;
    QLabel *values_;
    QDialogButtonBox *buttons_;
};

} // namespace rocmtune
