// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/tuning/controls/ControlEditor.h"

#include <QVector>

class QGridLayout;
class QLabel;
class QSpinBox;
class QWidget;

namespace rocmtune {

class VoltageCurvePlot;

// Vega20 / RDNA1 voltage curve: a plot whose points are dragged inside their
// own OD_RANGE boxes (VoltageCurvePlot), with the live GFX clock and voltage
// drawn on it, and under it a clock (MHz) and a voltage (mV) spin box per
// point for exact entry, each limited to one step past the point's own
// range (a typed value outside shows the rule's refusal). The plot and the
// spin boxes follow each other; the ranges are written out too.
class VoltageCurveEditor : public ControlEditor
{
    Q_OBJECT
public:
    using ControlEditor::ControlEditor;

    ControlId id() const override { return ControlId::VoltageCurve; }
    QList<QWidget *> createWidgets(QWidget *page) override;
    void showState(const ControlState &state, const SafetyPolicy &policy) override;
    void addPending(const ControlState &state, TuningValues *values) const override;
    void retranslate() override;
    void showSample(const Sample &sample) override;

    VoltageCurvePlot *plot() const { return plot_; }

private:
    void ensurePoints(int count);
    VoltageCurve spinCurve() const;
    void plotFromSpins();
    void spinsFromPlot();

    QWidget *box_ = nullptr;
    QGridLayout *grid_ = nullptr; // a clock and a voltage spin box per point, in columns
    VoltageCurvePlot *plot_ = nullptr;
    QVector<QSpinBox *> clocks_;
    QVector<QSpinBox *> volts_;
    QLabel *ranges_ = nullptr;
    VoltageCurveControl shown_;
};

} // namespace rocmtune
