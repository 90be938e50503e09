// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/tuning/controls/ControlEditor.h"

class QLabel;
class QSpinBox;

namespace rocmtune {

// A clock's min / max in MHz (GFX or memory), with the allowed range beside it.
class ClockRangeEditor : public ControlEditor
{
    Q_OBJECT
public:
    explicit ClockRangeEditor(ClockDomain domain, QObject *parent = nullptr) : ControlEditor(parent), domain_(domain) {}

    ControlId id() const override { return domain_ == ClockDomain::Gfx ? ControlId::GfxClockRange : ControlId::MemoryClockRange; }
    QList<QWidget *> createWidgets(QWidget *page) override;
    void showState(const ControlState &state, const SafetyPolicy &policy) override;
    void addPending(const ControlState &state, TuningValues *values) const override;
    void retranslate() override;
    QString unusableReason(const ControlState &state) const override;

private:
    const ClockRangeControl *control(const ControlState &state) const
    {
        return clockControl(state, domain_);
    }

    ClockDomain domain_;
    QSpinBox *min_ = nullptr;
    QSpinBox *max_ = nullptr;
    QLabel *info_ = nullptr;
};

} // namespace rocmtune
