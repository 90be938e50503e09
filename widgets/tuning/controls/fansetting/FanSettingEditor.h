// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/tuning/controls/ControlEditor.h"

class QLabel;
class QPushButton;
class QSpinBox;

namespace rocmtune {

class NumericControlRule;

// The editor of a numeric row (NumericControlRule): a single-value firmware
// fan setting (minimum PWM, target temperature, acoustic limit / target, ...:
// one per row of backends/FanSettings.h) or a standalone driver value (one per
// row of backends/DriverValues.h that has no editor of its own). A spin box
// inside the range the card's file states, that range, and for a row with a
// boot value a "Boot value" button that asks for the firmware's own value
// back ("r").
class FanSettingEditor : public ControlEditor
{
    Q_OBJECT
public:
    // `objectName`: the base of the widgets' names ("fanMinimumPwm" ->
    // fanMinimumPwmSpin, fanMinimumPwmRange, fanMinimumPwmBootButton).
    FanSettingEditor(ControlId id, QString objectName, QObject *parent);

    ControlId id() const override { return id_; }
    QList<QWidget *> createWidgets(QWidget *page) override;
    void showState(const ControlState &state, const SafetyPolicy &policy) override;
    void addPending(const ControlState &state, TuningValues *values) const override;
    void retranslate() override;

private:
    const NumericControlRule *rule() const;

    ControlId id_;
    QString objectName_;
    QSpinBox *spin_ = nullptr;
    QLabel *range_ = nullptr;
    QPushButton *boot_ = nullptr;
    IntRange shownRange_;
};

} // namespace rocmtune
