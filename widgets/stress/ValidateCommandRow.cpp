// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stress/ValidateCommandRow.h"

#include <QCheckBox>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

namespace rocmtune {

namespace {
const QString kGroup = QStringLiteral("stress/validate_command");
const QString kUndervoltGroup = QStringLiteral("stress/undervolt_confirm_command");
} // namespace

ValidateCommandRow::ValidateCommandRow(QWidget *parent, Purpose purpose) : QWidget(parent), purpose_(purpose)
{
    setObjectName(QStringLiteral("validateCommandRow"));
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    check_ = new QCheckBox(this);
    check_->setObjectName(QStringLiteral("validateCommandCheck"));
    commandEdit_ = new QLineEdit(this);
    commandEdit_->setObjectName(QStringLiteral("validateCommandEdit"));
    commandEdit_->setClearButtonEnabled(true);
    folderLabel_ = new QLabel(this);
    folderEdit_ = new QLineEdit(this);
    folderEdit_->setObjectName(QStringLiteral("validateFolderEdit"));
    folderLabel_->setBuddy(folderEdit_);
    browseButton_ = new QPushButton(this);
    browseButton_->setObjectName(QStringLiteral("validateFolderBrowse"));
    layout->addWidget(check_, 0, 0);
    layout->addWidget(commandEdit_, 0, 1, 1, 2);
    layout->addWidget(folderLabel_, 1, 0, Qt::AlignRight);
    layout->addWidget(folderEdit_, 1, 1);
    layout->addWidget(browseButton_, 1, 2);
    layout->setColumnStretch(1, 1);

    QSettings settings;
    const QString group = purpose_ == Purpose::AfterCheck ? kGroup : kUndervoltGroup;
    // The undervolt's row offers the command typed for "Apply and validate" until one is typed there.
    const QString fallback = settings.contains(group + QStringLiteral("/command")) ? group : kGroup;
    check_->setChecked(settings.value(group + QStringLiteral("/enabled"), false).toBool());
    commandEdit_->setText(settings.value(fallback + QStringLiteral("/command")).toString());
    folderEdit_->setText(settings.value(fallback + QStringLiteral("/folder")).toString());

    connect(check_, &QCheckBox::toggled, this, [this] {
        updateEnabled();
        save();
    });
    connect(commandEdit_, &QLineEdit::editingFinished, this, &ValidateCommandRow::save);
    connect(folderEdit_, &QLineEdit::editingFinished, this, &ValidateCommandRow::save);
    connect(browseButton_, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder the command runs in"), folderEdit_->text());
        if (!folder.isEmpty()) {
            folderEdit_->setText(folder);
            save();
        }
    });
    retranslateUi();
    updateEnabled();
}

bool ValidateCommandRow::wanted() const
{
    return check_->isChecked() && !command().isEmpty();
}

QStringList ValidateCommandRow::command() const
{
    // A command line as typed in a terminal (quotes, variables, &&): the shell reads it.
    const QString line = commandEdit_->text().trimmed();
    if (line.isEmpty())
        return {};
    return {QStringLiteral("/bin/sh"), QStringLiteral("-c"), line};
}

QString ValidateCommandRow::workingDirectory() const
{
    return folderEdit_->text().trimmed();
}

void ValidateCommandRow::save() const
{
    QSettings settings;
    settings.beginGroup(purpose_ == Purpose::AfterCheck ? kGroup : kUndervoltGroup);
    settings.setValue(QStringLiteral("enabled"), check_->isChecked());
    settings.setValue(QStringLiteral("command"), commandEdit_->text());
    settings.setValue(QStringLiteral("folder"), folderEdit_->text());
    settings.endGroup();
}

void ValidateCommandRow::updateEnabled()
{
    for (QWidget *w : {static_cast<QWidget *>(commandEdit_), static_cast<QWidget *>(folderLabel_), static_cast<QWidget *>(folderEdit_),
                       static_cast<QWidget *>(browseButton_)})
        w->setEnabled(check_->isChecked());
}

void ValidateCommandRow::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void ValidateCommandRow::retranslateUi()
{
    if (purpose_ == Purpose::AfterCheck) {
        check_->setText(tr("…and then run my command:"));
        check_->setToolTip(tr("After the stress test passes, \"Apply and validate\" runs your own job under the change. The change can be kept "
                              "only if it exits with 0 and the GPU neither hangs nor resets meanwhile; otherwise it is reverted at once."));
    } else {
        check_->setText(tr("Confirm with my command:"));
        check_->setToolTip(tr("Instead of the Standard preset, the offset the search found is confirmed by your own job: it is kept "
                              "only if the command exits with 0 and the GPU neither hangs nor resets meanwhile."));
    }
    commandEdit_->setPlaceholderText(tr("e.g. python train.py --max-steps 200"));
    folderLabel_->setText(tr("in folder:"));
    folderEdit_->setPlaceholderText(tr("the folder ROCm Tune was started in"));
    browseButton_->setText(tr("Browse…"));
}

} // namespace rocmtune
