// SPDX-License-Identifier: GPL-3.0-or-later
#include "VoltageCurveEditor.h"

#include "tuning/controls/voltagecurve/VoltageCurveValue.h"

#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QWidget>

namespace rocmtune {

QList<QWidget *> VoltageCurveEditor::createWidgets(QWidget *page)
{
    box_ = new QWidget(page);
    box_->setObjectName(QStringLiteral("voltageCurveBox"));
    auto *grid = new QGridLayout(box_);
    grid->setContentsMargins(0, 0, 0, 0);
    ranges_ = new QLabel(page);
    ranges_->setObjectName(QStringLiteral("voltageCurveRanges"));
    ranges_->setWordWrap(true);
    return {box_, ranges_};
}

void VoltageCurveEditor::ensurePoints(int count)
{
    auto *grid = static_cast<QGridLayout *>(box_->layout());
    while (clocks_.size() < count) {
        const int i = static_cast<int>(clocks_.size());
        auto *clock = new QSpinBox(box_);
        clock->setObjectName(QStringLiteral("voltageCurveClock%1").arg(i));
        auto *volt = new QSpinBox(box_);
        volt->setObjectName(QStringLiteral("voltageCurveVolt%1").arg(i));
        connect(clock, &QSpinBox::valueChanged, this, &ControlEditor::edited);
        connect(volt, &QSpinBox::valueChanged, this, &ControlEditor::edited);
        grid->addWidget(clock, 0, i);
        grid->addWidget(volt, 1, i);
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
    for (QSpinBox *s : clocks_)
        s->setSuffix(tr(" MHz"));
    for (QSpinBox *s : volts_) {
        s->setSuffix(tr(" mV"));
        s->setToolTip(tr("Lower millivolts at the same clock undervolt this point of the curve."));
    }
    QStringList parts;
    for (int i = 0; i < shown_.points.size(); ++i)
        parts << tr("point %1: %2-%3 MHz, %4-%5 mV")
                     .arg(i)
                     .arg(shown_.clockRangesMegahertz.value(i).min)
                     .arg(shown_.clockRangesMegahertz.value(i).max)
                     .arg(shown_.voltageRangesMillivolts.value(i).min)
                     .arg(shown_.voltageRangesMillivolts.value(i).max);
    ranges_->setText(parts.join(QStringLiteral("; ")));
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

} // namespace rocmtune
