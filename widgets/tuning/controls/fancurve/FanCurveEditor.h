// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/tuning/controls/ControlEditor.h"

class QLabel;

namespace rocmtune {

class FanCurvePlot;

// The firmware fan curve: draggable points on a plot with the driver's
// ranges shaded and the live hotspot temperature and fan duty drawn.
class FanCurveEditor : public ControlEditor
{
    Q_OBJECT
public:
    using ControlEditor::ControlEditor;

    ControlId id() const override { return ControlId::FanCurve; }
    QList<QWidget *> createWidgets(QWidget *page) override;
    void showState(const ControlState &state, const SafetyPolicy &policy) override;
    void addPending(const ControlState &state, TuningValues *values) const override;
    void retranslate() override;
    void showSample(const Sample &sample) override;
    QString unusableReason(const ControlState &state) const override;
    // The plot beside the fan settings, its hint under them (TuningPanel).
    bool besideOtherRows() const override { return true; }
    QWidget *noteUnderRows() const override;
    // The note under the fan rows: what drives the fan now and what Apply does (for tests).
    QString hintText() const;

private:
    FanCurvePlot *plot_ = nullptr;
    QLabel *hint_ = nullptr;
    bool edited_ = false;
    // What drives the fan now (review D16: the live point sat below a curve that was not in force).
    enum class Driver { FirmwareOwn, FixedSpeed, ThisCurve };
    Driver driver_ = Driver::FirmwareOwn;
};

} // namespace rocmtune
