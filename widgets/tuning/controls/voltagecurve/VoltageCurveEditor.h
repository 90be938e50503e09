// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tuning/controls/ControlEditor.h"

#include <QVector>

class QLabel;
class QSpinBox;
class QWidget;

namespace rocmtune {

// Vega20 / RDNA1 voltage curve: a clock (MHz) and a voltage (mV) spin box per
// point, each limited to one step past the point's own OD_RANGE lines (a
// typed value outside shows the rule's refusal), and the ranges as text.
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

private:
    void ensurePoints(int count);

    QWidget *box_ = nullptr;
    QVector<QSpinBox *> clocks_;
    QVector<QSpinBox *> volts_;
    QLabel *ranges_ = nullptr;
    VoltageCurveControl shown_;
};

} // namespace rocmtune
