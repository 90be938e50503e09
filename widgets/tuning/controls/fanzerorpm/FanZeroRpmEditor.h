// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/tuning/controls/ControlEditor.h"

class QCheckBox;

namespace rocmtune {

// Zero-RPM on or off (gpu_od/fan_ctrl/fan_zero_rpm_enable).
class FanZeroRpmEditor : public ControlEditor
{
    Q_OBJECT
public:
    using ControlEditor::ControlEditor;

    ControlId id() const override { return ControlId::FanZeroRpm; }
    QList<QWidget *> createWidgets(QWidget *page) override;
    void showState(const ControlState &state, const SafetyPolicy &policy) override;
    void addPending(const ControlState &state, TuningValues *values) const override;
    void retranslate() override;

private:
    QCheckBox *check_ = nullptr;
};

} // namespace rocmtune
