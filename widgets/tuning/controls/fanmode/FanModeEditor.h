// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/tuning/controls/ControlEditor.h"

class QComboBox;
class QSpinBox;

namespace rocmtune {

// Fan mode: automatic (the firmware's control), a fixed duty cycle, or
// "curve" (shown while a written curve is in force; the curve itself is the
// fan curve editor's). Cards without fan control say so through the row's reason.
class FanModeEditor : public ControlEditor
{
    Q_OBJECT
public:
    using ControlEditor::ControlEditor;

    ControlId id() const override { return ControlId::FanMode; }
    QList<QWidget *> createWidgets(QWidget *page) override;
    void showState(const ControlState &state, const SafetyPolicy &policy) override;
    void addPending(const ControlState &state, TuningValues *values) const override;
    void retranslate() override;

private:
    QComboBox *mode_ = nullptr;
    QSpinBox *speed_ = nullptr;
};

} // namespace rocmtune
