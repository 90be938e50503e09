// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/fanzerorpm/FanZeroRpmEditor.h"

#include "core/tuning/controls/fanzerorpm/FanZeroRpmValue.h"

#include <QCheckBox>
#include <QSignalBlocker>

namespace rocmtune {

QList<QWidget *> FanZeroRpmEditor::createWidgets(QWidget *page)
{
    check_ = new QCheckBox(page);
    check_->setObjectName(QStringLiteral("fanZeroRpmCheck"));
    connect(check_, &QCheckBox::toggled, this, &ControlEditor::edited);
    return {check_};
}

void FanZeroRpmEditor::retranslate()
{
    check_->setText(tr("Stop the fan when the card is cool"));
}

void FanZeroRpmEditor::showState(const ControlState &state, const SafetyPolicy &)
{
    const FanControl *fan = state.perControl.get<FanControl>();
    const QSignalBlocker blocker(check_);
    check_->setChecked(fan && fan->zeroRpm && fan->zeroRpm->value != 0);
}

void FanZeroRpmEditor::addPending(const ControlState &state, TuningValues *values) const
{
    const FanControl *fan = state.perControl.get<FanControl>();
    if (fan && fan->zeroRpm && check_->isChecked() != (fan->zeroRpm->value != 0))
        values->perControl.set(FanZeroRpmValue{check_->isChecked()});
}

} // namespace rocmtune
