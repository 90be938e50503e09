// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tuning/controls/ControlEditor.h"

class QComboBox;

namespace rocmtune {

// The performance levels the card offers, in words with the driver's own word beside them.
class PerfLevelEditor : public ControlEditor
{
    Q_OBJECT
public:
    using ControlEditor::ControlEditor;

    ControlId id() const override { return ControlId::PerfLevel; }
    QList<QWidget *> createWidgets(QWidget *page) override;
    void showState(const ControlState &state, const SafetyPolicy &policy) override;
    void addPending(const ControlState &state, TuningValues *values) const override;
    void retranslate() override;

private:
    QComboBox *box_ = nullptr;
};

} // namespace rocmtune
