// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/ConfirmCountdownDialog.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace rocmtune {

ConfirmCountdownDialog::ConfirmCountdownDialog(QWidget *parent)
    : QDialog(parent), text_(new QLabel(this)), bar_(new QProgressBar(this)), keep_(new QPushButton(this)),
      revert_(new QPushButton(this))
{
    retranslateUi();
    setModal(false);
    setMinimumWidth(460);
    text_->setWordWrap(true);
    bar_->setTextVisible(false);
    // Enter reverts: keeping must be a deliberate click. Keep is never a default button, not even while it has
    // the focus (a QDialog's buttons are auto-default), and every countdown starts with Revert focused (start()).
    keep_->setAutoDefault(false);
    revert_->setAutoDefault(true);
    revert_->setDefault(true);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(revert_);
    buttons->addWidget(keep_);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text_);
    layout->addWidget(bar_);
    layout->addLayout(buttons);
    connect(keep_, &QPushButton::clicked, this, [this] {
        closing_ = true;
        emit keepRequested();
        accept();
        closing_ = false;
    });
    connect(revert_, &QPushButton::clicked, this, [this] {
        closing_ = true;
        emit revertRequested();
        QDialog::reject();
        closing_ = false;
    });
}

void ConfirmCountdownDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi(); // the countdown sentence follows with the next second
}

void ConfirmCountdownDialog::retranslateUi()
{
    setWindowTitle(tr("Keep the new GPU settings?"));
    keep_->setText(tr("&Keep"));
    revert_->setText(tr("&Revert now"));
}

void ConfirmCountdownDialog::start(const QString &deviceName, int seconds)
{
    setProperty("deviceName", deviceName);
    bar_->setRange(0, std::max(1, seconds));
    setSecondsLeft(seconds);
    // One dialog serves every countdown: after a Keep, the focus would still be on Keep the next time.
    revert_->setDefault(true);
    show();
    raise();
    revert_->setFocus(Qt::OtherFocusReason);
}

void ConfirmCountdownDialog::setSecondsLeft(int seconds)
{
    bar_->setValue(std::clamp(seconds, bar_->minimum(), bar_->maximum()));
    text_->setText(tr("The new settings of %1 are applied and read back. Keep them? Without an answer they are reverted in %n second(s).",
                      nullptr, seconds)
                       .arg(property("deviceName").toString()));
}

void ConfirmCountdownDialog::finish()
{
    closing_ = true;
    hide();
    closing_ = false;
}

void ConfirmCountdownDialog::reject()
{
    // Escape or the window's close button: revert, never keep silently.
    if (!closing_)
        emit revertRequested();
    QDialog::reject();
}

} // namespace rocmtune
