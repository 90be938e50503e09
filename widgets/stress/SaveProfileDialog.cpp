// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stress/SaveProfileDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace rocmtune {

SaveProfileDialog::SaveProfileDialog(const QString &suggestedName, const DeviceInfo &device, const QStringList &valueLines,
                                     const QString &validation, QWidget *parent)
    : QDialog(parent), device_(device), valueLines_(valueLines), validation_(validation), nameLabel_(new QLabel(this)),
      name_(new QLineEdit(suggestedName, this)), targetLabel_(new QLabel(this)), target_(new QComboBox(this)),
      valuesTitle_(new QLabel(this)), values_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("saveProfileDialog"));
    name_->setObjectName(QStringLiteral("profileNameEdit"));
    target_->setObjectName(QStringLiteral("profileTargetCombo"));
    target_->addItem(QString(), false);
    target_->addItem(QString(), true);
    values_->setWordWrap(true);
    values_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *form = new QFormLayout;
    form->addRow(nameLabel_, name_);
    form->addRow(targetLabel_, target_);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(valuesTitle_);
    layout->addWidget(values_);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(name_, &QLineEdit::textChanged, this,
            [this](const QString &text) { buttons_->button(QDialogButtonBox::Save)->setEnabled(!text.trimmed().isEmpty()); });
    retranslateUi();
}

void SaveProfileDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void SaveProfileDialog::retranslateUi()
{
    setWindowTitle(tr("Save as profile"));
    nameLabel_->setText(tr("Name:"));
    targetLabel_->setText(tr("For:"));
    target_->setItemText(0, tr("Every %1").arg(device_.name));
    target_->setItemText(1, tr("Only this card (%1)").arg(device_.pciBusId.isEmpty() ? device_.name : device_.pciBusId));
    valuesTitle_->setText(tr("The profile stores:"));
    QStringList lines;
    for (const QString &line : valueLines_)
        lines << QStringLiteral("• %1").arg(line);
    lines << validation_;
    values_->setText(lines.join(QLatin1Char('\n')));
}

ProfileNaming SaveProfileDialog::naming() const
{
    return ProfileNaming{name_->text().trimmed(), target_->currentData().toBool()};
}

std::optional<ProfileNaming> SaveProfileDialog::ask(QWidget *parent, const QString &suggestedName, const DeviceInfo &device,
                                                    const QStringList &valueLines, const QString &validation)
{
    SaveProfileDialog dialog(suggestedName, device, valueLines, validation, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.naming();
}

} // namespace rocmtune
