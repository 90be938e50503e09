// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/fancurve/FanCurveEditor.h"

#include "core/backends/FanBootCurve.h"
#include "core/telemetry/TemperatureSensors.h"
#include "core/tuning/controls/fancurve/FanCurveValue.h"
#include "widgets/tuning/controls/fancurve/FanCurvePlot.h"

#include <QLabel>

namespace rocmtune {

namespace {
// A card on the firmware's own control prints zeros: start the editor from
// a curve a person would draw, inside the driver's ranges.
FanCurve startingCurve(const FanControl &fan)
{
    if (!fan.curveIsFirmwareDefault())
        return *fan.curve;
    const IntRange t = fan.curveTemperatureRange, p = fan.curvePwmRange;
    const int n = static_cast<int>(fan.curve->size());
    FanCurve curve;
    for (int i = 0; i < n; ++i) {
        const int step = n > 1 ? i * 100 / (n - 1) : 0; // 0 .. 100 %
        curve.push_back({t.min + (t.max - t.min) * (20 + step * 6 / 10) / 100, p.min + (p.max - p.min) * step / 100});
    }
    return curve;
}
} // namespace

QList<QWidget *> FanCurveEditor::createWidgets(QWidget *page)
{
    plot_ = new FanCurvePlot(page);
    hint_ = new QLabel(page);
    hint_->setObjectName(QStringLiteral("fanCurveHint"));
    hint_->setWordWrap(true);
    // Shown with a card's settable curve (showState), not as an empty plot before any card was read.
    plot_->hide();
    hint_->hide();
    connect(plot_, &FanCurvePlot::curveEdited, this, [this] {
        edited_ = true;
        emit edited();
    });
    return {plot_}; // the hint: noteUnderRows()
}

QWidget *FanCurveEditor::noteUnderRows() const
{
    return hint_;
}

void FanCurveEditor::retranslate()
{
    plot_->retranslate();
    hint_->setText(hintText());
}

QString FanCurveEditor::hintText() const
{
    // The red mark is where the fan is now: it sits on the curve only while that curve is in force.
    switch (driver_) {
    case Driver::ThisCurve:
        return tr("The fan follows the curve in force (dashed while your edits differ from it). Drag the points; Apply "
                  "writes them.");
    case Driver::FixedSpeed:
        return tr("The fan runs at a fixed speed now (the red mark), not on a curve. Drag the points; Apply writes the "
                  "curve and the fan then follows it.");
    case Driver::FirmwareOwn:
        break;
    }
    return tr("The firmware's own fan control is in force now, so the fan (the red mark) need not be on this curve, "
              "which is a starting point. Drag the points; Apply writes the curve and the fan then follows it.");
}

QString FanCurveEditor::unusableReason(const ControlState &state) const
{
    const FanControl *fan = state.perControl.get<FanControl>();
    if (fan && fan->curve && !fan->firmwareCurveSettable())
        return tr("The firmware offers no range for the fan curve.");
    return QString();
}

void FanCurveEditor::showState(const ControlState &state, const SafetyPolicy &)
{
    const FanControl *fan = state.perControl.get<FanControl>();
    edited_ = false;
    // A card without a settable curve shows the row's reason only, not an empty, greyed plot and a drag hint.
    const bool settable = fan && fan->firmwareCurveSettable();
    plot_->setVisible(settable);
    hint_->setVisible(settable);
    if (!settable) {
        plot_->setCurve({});
        plot_->setEditable(false);
        return;
    }
    plot_->setEditable(true);
    plot_->setRanges(fan->curveTemperatureRange, fan->curvePwmRange);
    const std::optional<FanMode> mode = fanModeIn(*fan, state);
    driver_ = mode == FanMode::Curve ? Driver::ThisCurve : mode == FanMode::Fixed ? Driver::FixedSpeed : Driver::FirmwareOwn;
    plot_->setInForce(driver_ == Driver::ThisCurve ? *fan->curve : FanCurve());
    plot_->setCurve(startingCurve(*fan));
    hint_->setText(hintText());
}

void FanCurveEditor::addPending(const ControlState &state, TuningValues *values) const
{
    const FanControl *fan = state.perControl.get<FanControl>();
    if (!fan || !fan->curve || !edited_)
        return;
    if (plot_->curve() != *fan->curve)
        values->perControl.set(FanCurveValue{plot_->curve()});
}

void FanCurveEditor::showSample(const Sample &sample)
{
    // The firmware's curve follows the hotspot.
    const auto hotspot = sample.value(hotspotSensor().reading);
    const auto fan = sample.value(MetricId::FanPercent);
    plot_->setLive(hotspot, fan);
}

} // namespace rocmtune
