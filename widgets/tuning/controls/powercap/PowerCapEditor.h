// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/tuning/controls/ControlEditor.h"

class QDoubleSpinBox;
class QLabel;

namespace rocmtune {

// The power cap in watts and as power overdrive (% of the default cap), kept
// in step, with the driver's range and the safety limit beside them.
class PowerCapEditor : public ControlEditor
{
    Q_OBJECT
public:
    using ControlEditor::ControlEditor;

    ControlId id() const override { return ControlId::PowerCap; }
    QList<QWidget *> createWidgets(QWidget *page) override;
    void showState(const ControlState &state, const SafetyPolicy &policy) override;
    void addPending(const ControlState &state, TuningValues *values) const override;
    void retranslate() override;

    QDoubleSpinBox *wattsSpin() const { return watts_; }
    QDoubleSpinBox *percentSpin() const { return percent_; }

private:
    void percentFromWatts();
    void wattsFromPercent();

    QDoubleSpinBox *watts_ = nullptr;
    QDoubleSpinBox *percent_ = nullptr;
    QLabel *percentLabel_ = nullptr; // says what the % box is (power overdrive)
    QLabel *info_ = nullptr;
    quint64 defaultMicrowatts_ = 0;
};

} // namespace rocmtune
