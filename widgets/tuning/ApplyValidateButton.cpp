// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/ApplyValidateButton.h"

#include <QEvent>

namespace rocmtune {

ApplyValidateButton::ApplyValidateButton(QWidget *parent) : QPushButton(parent)
{
    setObjectName(QStringLiteral("applyValidateButton"));
    retranslateUi();
}

QString ApplyValidateButton::runningText()
{
    return tr("Applied as a pending change and held while the Quick check runs in the Stress view; "
              "it is kept only if the check passes and you keep it.");
}

void ApplyValidateButton::changeEvent(QEvent *event)
{
    QPushButton::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void ApplyValidateButton::retranslateUi()
{
    setText(tr("Apply and &validate"));
    setToolTip(tr("Apply the values, run the Quick stress check on them, and keep them only if it passes; "
                  "a failing check reverts them at once."));
}

} // namespace rocmtune
