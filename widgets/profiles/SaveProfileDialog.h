// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "profiles/Profile.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace rocmtune {

// "Save current settings as…": the profile's name, whether it is for this
// card only or for every card of its model, and the values it will hold.
class SaveProfileDialog : public QDialog
{
    Q_OBJECT
public:
    SaveProfileDialog(const DeviceInfo &device, const TuningValues &values, QWidget *parent = nullptr);

    QString name() const;
    void setName(const QString &name);
    ProfileTarget::Kind targetKind() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void validate();

    DeviceInfo device_;
    TuningValues values_;
    QLabel *nameLabel_;
    QLineEdit *name_;
    QLabel *error_;
    QLabel *forLabel_;
    QRadioButton *thisModel_;
    QRadioButton *thisCard_;
    QLabel *valuesLabel_;
    QLabel *valuesText_;
    QDialogButtonBox *buttons_;
};

} // namespace rocmtune
