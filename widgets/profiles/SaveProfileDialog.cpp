// SPDX-License-Identifier: GPL-3.0-or-later
#include "SaveProfileDialog.h"

#include "ProfileListModel.h"
#include "profiles/ProfileJson.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace rocmtune {

SaveProfileDialog::SaveProfileDialog(const DeviceInfo &device, const TuningValues &values, QWidget *parent)
    : QDialog(parent), device_(device), values_(values), nameLabel_(new QLabel(this)), name_(new QLineEdit(this)),
      error_(new QLabel(this)), forLabel_(new QLabel(this)), thisModel_(new QRadioButton(this)), thisCard_(new QRadioButton(this)),
      valuesLabel_(new QLabel(this)), valuesText_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    setMinimumWidth(480);
    name_->setMaxLength(kMaxProfileNameLength);
    nameLabel_->setBuddy(name_);
    error_->setStyleSheet(QStringLiteral("QLabel { color: #c62828; }"));
    error_->setWordWrap(true);
    thisModel_->setChecked(true);
    valuesText_->setWordWrap(true);
    valuesText_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *form = new QFormLayout;
    form->addRow(nameLabel_, name_);
    form->addRow(QString(), error_);
    auto *choice = new QVBoxLayout;
    choice->addWidget(thisModel_);
    choice->addWidget(thisCard_);
    form->addRow(forLabel_, choice);
    form->addRow(valuesLabel_, valuesText_);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons_);
    layout->setSizeConstraint(QLayout::SetMinimumSize); // long model names widen the dialog, never clip

    connect(name_, &QLineEdit::textChanged, this, &SaveProfileDialog::validate);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
}

QString SaveProfileDialog::name() const
{
    return name_->text().trimmed();
}

void SaveProfileDialog::setName(const QString &name)
{
    name_->setText(name);
    name_->selectAll();
}

ProfileTarget::Kind SaveProfileDialog::targetKind() const
{
    return thisCard_->isChecked() ? ProfileTarget::Kind::Device : ProfileTarget::Kind::Model;
}

void SaveProfileDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void SaveProfileDialog::retranslateUi()
{
    setWindowTitle(tr("Save current settings as a profile"));
    nameLabel_->setText(tr("&Name:"));
    forLabel_->setText(tr("For:"));
    thisModel_->setText(tr("Every card of this model (%1, PCI id %2)").arg(device_.name, device_.pciId));
    const QString id = device_.uniqueId.isEmpty() ? device_.pciBusId : device_.uniqueId;
    thisCard_->setText(tr("Only this card (%1)").arg(id));
    valuesLabel_->setText(tr("Settings:"));
    valuesText_->setText(ProfileListModel::valuesText(values_));
    buttons_->button(QDialogButtonBox::Save)->setText(tr("&Save"));
    buttons_->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    validate();
}

void SaveProfileDialog::validate()
{
    const QString problem = validateProfileName(name_->text());
    error_->setText(problem);
    error_->setVisible(!problem.isEmpty());
    buttons_->button(QDialogButtonBox::Save)->setEnabled(problem.isEmpty());
}

} // namespace rocmtune
