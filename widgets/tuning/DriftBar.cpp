// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/DriftBar.h"

#include "core/i18n/ListText.h"
#include "core/tuning/controls/ControlRules.h"
#include "widgets/common/TextTone.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace rocmtune {

DriftBar::DriftBar(QWidget *parent)
    : QWidget(parent), text_(new QLabel(this)), applyAgain_(new QPushButton(this)), accept_(new QPushButton(this))
{
    setObjectName(QStringLiteral("driftBar"));
    text_->setObjectName(QStringLiteral("driftText"));
    applyAgain_->setObjectName(QStringLiteral("driftApplyAgain"));
    accept_->setObjectName(QStringLiteral("driftAccept"));
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(text_, 1);
    layout->addWidget(applyAgain_);
    layout->addWidget(accept_);
    connect(applyAgain_, &QPushButton::clicked, this, &DriftBar::applyAgainRequested);
    connect(accept_, &QPushButton::clicked, this, &DriftBar::acceptRequested);
    retranslate();
    hide();
}

void DriftBar::setControls(const QVector<ControlSetVsInForce> &controls, const QString &recordProblem)
{
    controls_ = controls;
    recordProblem_ = recordProblem;
    retranslate();
}

void DriftBar::setButtonsEnabled(bool enabled)
{
    applyAgain_->setEnabled(enabled);
    accept_->setEnabled(enabled);
}

void DriftBar::retranslate()
{
    applyAgain_->setText(tr("Apply a&gain"));
    applyAgain_->setToolTip(tr("Write the values ROCm Tune set again (with the countdown to keep or revert them)."));
    accept_->setText(tr("Acce&pt"));
    accept_->setToolTip(tr("Keep what the GPU holds now as the set values; nothing is written to the GPU."));
    QStringList names;
    for (const ControlSetVsInForce &c : std::as_const(controls_)) {
        if (c.drift)
            names << controlRule(c.id)->title();
    }
    const bool drift = !names.isEmpty();
    applyAgain_->setVisible(drift);
    accept_->setVisible(drift);
    QString text;
    if (drift)
        text = tr("Changed outside ROCm Tune: %1. Apply again, or accept what is in force now.").arg(joinList(names));
    if (!recordProblem_.isEmpty())
        text = text.isEmpty() ? recordProblem_ : text + QLatin1Char(' ') + recordProblem_;
    text_->setText(text);
    text_->setStyleSheet(textToneStyle(palette(), TextTone::Warning));
    setVisible(!text.isEmpty());
}

} // namespace rocmtune
