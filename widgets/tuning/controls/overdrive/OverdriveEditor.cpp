// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/overdrive/OverdriveEditor.h"

#include "core/i18n/UnitText.h"

#include "core/tuning/controls/overdrive/OverdriveValue.h"

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
    spin_->setSuffix(unitSuffix(u"%"));
}

void OverdriveEditor::showState(const ControlState &state, const SafetyPolicy &)
{
    const QSignalBlocker blocker(spin_);
    const OverdriveControl *c = state.perControl.get<OverdriveControl>();
    spin_->setRange(0, std::max(1, c ? c->maxPercent : OverdriveControl().maxPercent) * 2);
    if (c)
        spin_->setValue(c->currentPercent);
}

void OverdriveEditor::addPending(const ControlState &state, TuningValues *values) const
{
    const OverdriveControl *c = state.perControl.get<OverdriveControl>();
    if (c && spin_->value() != c->currentPercent)
        values->perControl.set(OverdriveValue{spin_->value()});
}

} // namespace rocmtune
