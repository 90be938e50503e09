// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/fansetting/FanSettingEditor.h"

#include "core/i18n/UnitText.h"

#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/controls/fansetting/FanSettingRule.h"
#include "widgets/tuning/controls/common/RangeText.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

namespace rocmtune {

FanSettingEditor::FanSettingEditor(ControlId id, QString objectName, QObject *parent)
    : ControlEditor(parent)
    , id_(id)
    , objectName_(std::move(objectName))
{}

const NumericControlRule *FanSettingEditor::rule() const
{
    return dynamic_cast<const NumericControlRule *>(controlRule(id_));
}

QList<QWidget *> FanSettingEditor::createWidgets(QWidget *page)
{
    spin_ = new QSpinBox(page);
    spin_->setObjectName(objectName_ + QStringLiteral("Spin"));
    // A typed value past an end (5 % for a 15 % minimum) becomes the value one past that end, which the row then
    // refuses with the limit, instead of snapping back to the old value without a word.
    spin_->setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
    range_ = new QLabel(page);
    range_->setObjectName(objectName_ + QStringLiteral("Range"));
    connect(spin_, &QSpinBox::valueChanged, this, &ControlEditor::edited);
    // A row without a boot value of its own (a driver value of pp_od_clk_voltage, whose "r" restores the whole
    // table): the spin box alone; its default is a number like any other.
    if (!rule() || !rule()->row().bootDefault)
        return {spin_, range_};
    boot_ = new QPushButton(page);
    boot_->setObjectName(objectName_ + QStringLiteral("BootButton"));
    boot_->setCheckable(true);
    // No taller than the spin box beside it: five fan rows of buttons would otherwise push the fan section past a
    // 1366x768 screen (Chinese buttons are the tallest).
    boot_->setMaximumHeight(spin_->sizeHint().height());
    connect(boot_, &QPushButton::toggled, this, [this](bool on) {
        spin_->setEnabled(!on);
        emit edited();
    });
    return {spin_, range_, boot_};
}

void FanSettingEditor::retranslate()
{
    if (boot_) {
        boot_->setText(tr("Boot value"));
        boot_->setToolTip(tr("Gives the firmware its own value back (the driver's "
                             "reset of this file)."));
    }
    const QString unit = rule() ? rule()->unit() : QString();
    spin_->setSuffix(unitSuffix(unit)); // "15%", " RPM": core/i18n/UnitText's rule
    range_->setText(shownRange_.min < shownRange_.max
                        ? RangeText::allowed(shownRange_.min, shownRange_.max, unit)
                        : QString());
}

void FanSettingEditor::showState(const ControlState &state, const SafetyPolicy &)
{
    const std::optional<NumericReading> s = rule() ? rule()->reading(state) : std::nullopt;
    const QSignalBlocker spinBlocker(spin_);
    const QSignalBlocker bootBlocker(boot_);
    if (boot_) {
        boot_->setChecked(false);
        // As the row is (the panel has just enabled or disabled all of it).
        spin_->setEnabled(boot_->isEnabled());
    }
    if (!s) {
        shownRange_ = IntRange{};
        retranslate();
        return;
    }
    shownRange_ = s->range;
    // One past each end, so a typed value out of range shows its refusal.
    spin_->setRange(s->range.min - 1, s->range.max + 1);
    spin_->setValue(s->current);
    retranslate();
}

void FanSettingEditor::addPending(const ControlState &state, TuningValues *values) const
{
    const NumericControlRule *r = rule();
    const std::optional<NumericReading> s = r ? r->reading(state) : std::nullopt;
    if (!s)
        return;
    if (boot_ && boot_->isChecked())
        r->setValue(values, std::nullopt);
    else if (spin_->value() != s->current)
        r->setValue(values, spin_->value());
}

} // namespace rocmtune
