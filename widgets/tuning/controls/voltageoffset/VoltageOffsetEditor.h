// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/tuning/controls/ControlEditor.h"

class QLabel;
class QPushButton;
class QSpinBox;

namespace rocmtune {

// GFX voltage offset in mV within the driver's VDDGFX_OFFSET range, and the
// "Find a stable undervolt" button (it asks for the search in the Stress
// view, which owns the runner: findStableUndervoltRequested()).
class VoltageOffsetEditor : public ControlEditor
{
    Q_OBJECT
public:
    using ControlEditor::ControlEditor;

    ControlId id() const override { return ControlId::VoltageOffset; }
    QList<QWidget *> createWidgets(QWidget *page) override;
    void showState(const ControlState &state, const SafetyPolicy &policy) override;
    void addPending(const ControlState &state, TuningValues *values) const override;
    void retranslate() override;

signals:
    void findStableUndervoltRequested();

private:
    QSpinBox *spin_ = nullptr;
    QLabel *range_ = nullptr;
    QPushButton *find_ = nullptr;
    IntRange shownRange_;
};

} // namespace rocmtune
