// SPDX-License-Identifier: GPL-3.0-or-later
#include "OverdriveEditor.h"

#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace rocmtune {

QList<QWidget *> OverdriveEditor::createWidgets(QWidget *page)
{
    spin_ = new QSpinBox(page);
    connect(spin_, &QSpinBox::valueChanged, this, &ControlEditor::edited);
    return {spin_};
}

void OverdriveEditor::retranslate()
{
    spin_->setSuffix(tr(" %"));
}

void OverdriveEditor::showState(const ControlState &state, const SafetyPolicy &)
{
    const QSignalBlocker blocker(spin_);
    spin_->setRange(0, std::max(1, state.overdriveMaxPercent) * 2);
    if (state.overdrivePercent)
        spin_->setValue(*state.overdrivePercent);
}

void OverdriveEditor::addPending(const ControlState &state, TuningValues *values) const
{
    if (state.overdrivePercent && spin_->value() != *state.overdrivePercent)
        values->overdrivePercent = spin_->value();
}

} // namespace rocmtune
