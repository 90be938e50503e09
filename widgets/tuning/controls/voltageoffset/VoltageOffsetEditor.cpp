// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/voltageoffset/VoltageOffsetEditor.h"

#include "core/backends/DriverValues.h"
#include "core/tuning/controls/voltageoffset/VoltageOffsetValue.h"
#include "widgets/tuning/controls/common/RangeText.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

namespace rocmtune {

QList<QWidget *> VoltageOffsetEditor::createWidgets(QWidget *page)
{
    spin_ = new QSpinBox(page);
    spin_->setObjectName(QStringLiteral("voltageOffsetSpin"));
    spin_->setSingleStep(5);
    range_ = new QLabel(page);
    range_->setObjectName(QStringLiteral("voltageOffsetRange"));
    find_ = new QPushButton(page);
    find_->setObjectName(QStringLiteral("findUndervoltFromTuningButton"));
    connect(spin_, &QSpinBox::valueChanged, this, &ControlEditor::edited);
    connect(find_, &QPushButton::clicked, this, &VoltageOffsetEditor::findStableUndervoltRequested);
    return {spin_, range_, find_};
}

void VoltageOffsetEditor::retranslate()
{
    spin_->setSuffix(tr(" mV"));
    spin_->setToolTip(tr("Negative values undervolt: the same clocks at a lower voltage, less power and heat, until the chip "
                         "starts to compute wrong results."));
    find_->setText(tr("Find a stable undervolt"));
    find_->setToolTip(tr("Steps the offset down with a short stress test at each step and proposes the last one that passed, "
                         "plus one step of margin (in the Stress view)."));
    // Nothing before the driver stated a range (an asleep GPU's controls are not read): not "0 to 0 mV".
    range_->setText(shownRange_.min < shownRange_.max ? RangeText::allowed(shownRange_.min, shownRange_.max, QStringLiteral("mV")) : QString());
}

void VoltageOffsetEditor::showState(const ControlState &state, const SafetyPolicy &)
{
    const std::optional<VoltageOffsetControl> c = voltageOffsetOf(state);
    const QSignalBlocker blocker(spin_);
    if (!c) {
        shownRange_ = IntRange{};
        range_->clear();
        find_->setEnabled(false);
        return;
    }
    shownRange_ = c->allowedMillivolts;
    // Far past each end, so a typed value out of range (-1000 mV for a -450 mV floor) stays as typed and shows its
    // refusal, instead of losing a digit as it is typed (-100 mV, a valid but different value, without a word).
    spin_->setRange(c->allowedMillivolts.min - 1000, c->allowedMillivolts.max + 1000);
    spin_->setValue(c->currentMillivolts);
    range_->setText(RangeText::allowed(shownRange_.min, shownRange_.max, QStringLiteral("mV")));
    find_->setEnabled(c->allowedMillivolts.min < c->allowedMillivolts.max);
}

void VoltageOffsetEditor::addPending(const ControlState &state, TuningValues *values) const
{
    const std::optional<VoltageOffsetControl> c = voltageOffsetOf(state);
    if (c && spin_->value() != c->currentMillivolts)
        values->perControl.set(VoltageOffsetValue{spin_->value()});
}

} // namespace rocmtune
