// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/clockrange/ClockRangeEditor.h"

#include "core/tuning/controls/clockrange/ClockRangeValue.h"
#include "widgets/tuning/controls/common/RangeText.h"

#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace rocmtune {

QList<QWidget *> ClockRangeEditor::createWidgets(QWidget *page)
{
    auto clockSpin = [this, page] {
        auto *spin = new QSpinBox(page);
        spin->setMinimumWidth(spin->fontMetrics().horizontalAdvance(QStringLiteral("00000 MHz")) + 30);
        connect(spin, &QSpinBox::valueChanged, this, &ControlEditor::edited);
        return spin;
    };
    min_ = clockSpin();
    max_ = clockSpin();
    info_ = new QLabel(page);
    return {min_, max_, info_};
}

void ClockRangeEditor::retranslate()
{
    for (QSpinBox *spin : {min_, max_})
        spin->setSuffix(tr(" MHz"));
}

QString ClockRangeEditor::unusableReason(const ControlState &state) const
{
    const ClockRangeControl *c = control(state);
    if (c && !c->rangeSettable)
        return tr("The driver offers no overdrive range to set a min / max in.");
    if (c && c->allowedMaxMegahertz <= 0)
        return tr("The driver reports no clock range to set a min / max in.");
    return QString();
}

void ClockRangeEditor::showState(const ControlState &state, const SafetyPolicy &)
{
    const ClockRangeControl *c = control(state);
    if (!c)
        return;
    for (QSpinBox *spin : {min_, max_}) {
        const QSignalBlocker blocker(spin);
        // Wider than allowed: an out-of-range value is kept and refused beside it, not silently replaced.
        spin->setRange(0, std::max(c->allowedMinMegahertz, c->allowedMaxMegahertz) * 2);
    }
    const QSignalBlocker b1(min_), b2(max_);
    min_->setValue(c->currentMinMegahertz);
    max_->setValue(c->currentMaxMegahertz);
    info_->setText(RangeText::allowed(c->allowedMinMegahertz, c->allowedMaxMegahertz, QStringLiteral("MHz")));
}

void ClockRangeEditor::addPending(const ControlState &state, TuningValues *values) const
{
    const ClockRangeControl *c = control(state);
    if (!c || (min_->value() == c->currentMinMegahertz && max_->value() == c->currentMaxMegahertz))
        return;
    setClockRange(values, domain_, ClockRangeValue{min_->value(), max_->value()});
}

} // namespace rocmtune
