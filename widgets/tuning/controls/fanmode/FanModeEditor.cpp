// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/fanmode/FanModeEditor.h"

#include "core/i18n/UnitText.h"

#include "core/backends/FanBootCurve.h"
#include "core/tuning/controls/fanmode/FanModeValue.h"

#include <QComboBox>
#include <QSignalBlocker>
#include <QSpinBox>

namespace rocmtune {

namespace {
int fixedSpeedOf(const FanControl &fan)
{
    return fan.curve && !fan.curve->isEmpty() ? fan.curve->front().pwmPercent : fan.speedPercent.value_or(0);
}
} // namespace

QList<QWidget *> FanModeEditor::createWidgets(QWidget *page)
{
    mode_ = new QComboBox(page);
    mode_->setObjectName(QStringLiteral("fanModeCombo"));
    for (FanMode m : {FanMode::Auto, FanMode::Fixed, FanMode::Curve})
        mode_->addItem(QString(), static_cast<int>(m));
    speed_ = new QSpinBox(page);
    speed_->setObjectName(QStringLiteral("fanSpeedSpin"));
    speed_->setRange(0, 100);
    connect(mode_, &QComboBox::currentIndexChanged, this, [this] {
        speed_->setEnabled(static_cast<FanMode>(mode_->currentData().toInt()) == FanMode::Fixed);
        emit edited();
    });
    connect(speed_, &QSpinBox::valueChanged, this, &ControlEditor::edited);
    return {mode_, speed_};
}

void FanModeEditor::retranslate()
{
    mode_->setItemText(0, tr("Automatic"));
    mode_->setItemText(1, tr("Fixed speed"));
    mode_->setItemText(2, tr("Curve"));
    mode_->setToolTip(tr("Automatic: the firmware drives the fan. Fixed: one duty cycle at every temperature. "
                         "Curve: the curve below (edit it there)."));
    speed_->setSuffix(unitSuffix(u"%"));
}

void FanModeEditor::showState(const ControlState &state, const SafetyPolicy &)
{
    const FanControl *fan = state.perControl.get<FanControl>();
    const QSignalBlocker b1(mode_), b2(speed_);
    const std::optional<FanMode> mode = fan ? fanModeIn(*fan, state) : std::nullopt;
    mode_->setCurrentIndex(mode_->findData(static_cast<int>(mode.value_or(FanMode::Auto))));
    if (fan) {
        const IntRange range = fan->firmwareCurveSettable() ? fan->curvePwmRange : IntRange{0, 100};
        speed_->setRange(range.min, range.max);
        speed_->setValue(mode == FanMode::Fixed ? fixedSpeedOf(*fan) : std::max(range.min, 40));
    }
    speed_->setEnabled(mode == FanMode::Fixed);
}

void FanModeEditor::addPending(const ControlState &state, TuningValues *values) const
{
    const FanControl *fan = state.perControl.get<FanControl>();
    const std::optional<FanMode> now = fan ? fanModeIn(*fan, state) : std::nullopt;
    if (!now)
        return;
    const auto chosen = static_cast<FanMode>(mode_->currentData().toInt());
    if (chosen == FanMode::Auto && *now != FanMode::Auto)
        values->perControl.set(FanModeValue{FanMode::Auto, 0});
    else if (chosen == FanMode::Fixed && (*now != FanMode::Fixed || fixedSpeedOf(*fan) != speed_->value()))
        values->perControl.set(FanModeValue{FanMode::Fixed, speed_->value()});
}

} // namespace rocmtune
