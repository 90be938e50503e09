// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/voltagecurve/VoltageCurveEditor.h"

#include "core/tuning/controls/voltagecurve/VoltageCurveValue.h"
#include "widgets/tuning/controls/common/RangeText.h"
#include "widgets/tuning/controls/voltagecurve/VoltageCurvePlot.h"

#include <QBoxLayout>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWidget>

namespace rocmtune {

QList<QWidget *> VoltageCurveEditor::createWidgets(QWidget *page)
{
    // The plot beside its exact entry: the spin boxes (a column per point) and the ranges under them, to the plot's
    // right, so the voltage section is as tall as the plot (a Radeon VII's controls fit a 1366x768 screen).
    box_ = new QWidget(page);
    box_->setObjectName(QStringLiteral("voltageCurveBox"));
    auto *row = new QHBoxLayout(box_);
    row->setContentsMargins(0, 0, 0, 0);
    plot_ = new VoltageCurvePlot(box_);
    plot_->hide(); // until a card shows a curve
    row->addWidget(plot_, 0, Qt::AlignTop);
    auto *column = new QVBoxLayout;
    grid_ = new QGridLayout;
    column->addLayout(grid_);
    ranges_ = new QLabel(box_);
    ranges_->setObjectName(QStringLiteral("voltageCurveRanges"));
    column->addWidget(ranges_);
    column->addStretch(1);
    row->addLayout(column);
    connect(plot_, &VoltageCurvePlot::curveEdited, this, [this] {
        spinsFromPlot();
        emit edited();
    });
    return {box_};
}

void VoltageCurveEditor::ensurePoints(int count)
{
    while (clocks_.size() < count) {
        const int i = static_cast<int>(clocks_.size());
        auto *clock = new QSpinBox(box_);
        clock->setObjectName(QStringLiteral("voltageCurveClock%1").arg(i));
        auto *volt = new QSpinBox(box_);
        volt->setObjectName(QStringLiteral("voltageCurveVolt%1").arg(i));
        for (QSpinBox *spin : {clock, volt}) {
            connect(spin, &QSpinBox::valueChanged, this, [this] {
                plotFromSpins();
                emit edited();
            });
        }
        grid_->addWidget(clock, 0, i);
        grid_->addWidget(volt, 1, i);
        clocks_ << clock;
        volts_ << volt;
    }
    for (int i = 0; i < clocks_.size(); ++i) {
        clocks_[i]->setVisible(i < count);
        volts_[i]->setVisible(i < count);
    }
    retranslate();
}

void VoltageCurveEditor::retranslate()
{
    plot_->retranslate();
    for (QSpinBox *s : std::as_const(clocks_))
        s->setSuffix(tr(" MHz"));
    for (QSpinBox *s : std::as_const(volts_)) {
        s->setSuffix(tr(" mV"));
        s->setToolTip(tr("Lower millivolts at the same clock undervolt this point of the curve."));
    }
    QStringList lines;
    for (int i = 0; i < shown_.points.size(); ++i) {
        const IntRange clock = shown_.clockRangesMegahertz.value(i);
        const IntRange volt = shown_.voltageRangesMillivolts.value(i);
        lines << RangeText::allowedPoint(i, clock.min, clock.max, QStringLiteral("MHz"), volt.min, volt.max, QStringLiteral("mV"));
    }
    ranges_->setText(lines.join(QLatin1Char('\n')));
}

void VoltageCurveEditor::showState(const ControlState &state, const SafetyPolicy &)
{
    const VoltageCurveControl *c = state.perControl.get<VoltageCurveControl>();
    shown_ = c ? *c : VoltageCurveControl{};
    ensurePoints(static_cast<int>(shown_.points.size()));
    for (int i = 0; i < shown_.points.size(); ++i) {
        const QSignalBlocker clockBlocker(clocks_[i]);
        const QSignalBlocker voltBlocker(volts_[i]);
        const IntRange clock = shown_.clockRangesMegahertz.value(i);
        const IntRange volt = shown_.voltageRangesMillivolts.value(i);
        clocks_[i]->setRange(clock.min - 1, clock.max + 1);
        volts_[i]->setRange(volt.min - 1, volt.max + 1);
        clocks_[i]->setValue(shown_.points[i].clockMegahertz);
        volts_[i]->setValue(shown_.points[i].millivolts);
    }
    // A card without the curve shows the row's reason only, not an empty plot.
    plot_->setVisible(!shown_.points.isEmpty());
    plot_->setEditable(!shown_.points.isEmpty());
    plot_->setControl(shown_);
}

VoltageCurve VoltageCurveEditor::spinCurve() const
{
    VoltageCurve curve;
    for (int i = 0; i < shown_.points.size() && i < clocks_.size(); ++i)
        curve.push_back({clocks_[i]->value(), volts_[i]->value()});
    return curve;
}

void VoltageCurveEditor::plotFromSpins()
{
    // A typed value one step outside its box is shown where it is (the rule refuses it beside the row).
    plot_->setCurve(spinCurve());
}

void VoltageCurveEditor::spinsFromPlot()
{
    const VoltageCurve curve = plot_->curve();
    for (int i = 0; i < curve.size() && i < clocks_.size(); ++i) {
        const QSignalBlocker clockBlocker(clocks_[i]);
        const QSignalBlocker voltBlocker(volts_[i]);
        clocks_[i]->setValue(curve[i].clockMegahertz);
        volts_[i]->setValue(curve[i].millivolts);
    }
}

void VoltageCurveEditor::addPending(const ControlState &state, TuningValues *values) const
{
    const VoltageCurveControl *c = state.perControl.get<VoltageCurveControl>();
    if (!c || clocks_.size() < c->points.size())
        return;
    VoltageCurve curve;
    for (int i = 0; i < c->points.size(); ++i)
        curve.push_back({clocks_[i]->value(), volts_[i]->value()});
    if (curve != c->points)
        values->perControl.set(VoltageCurveValue{curve});
}

void VoltageCurveEditor::showSample(const Sample &sample)
{
    plot_->setLive(sample.value(MetricId::GfxClock), sample.value(MetricId::GfxVoltage));
}

} // namespace rocmtune
