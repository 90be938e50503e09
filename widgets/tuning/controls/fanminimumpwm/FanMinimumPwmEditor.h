// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tuning/controls/fansetting/FanSettingEditor.h"

namespace rocmtune {

// Fan minimum PWM in % (gpu_od/fan_ctrl/fan_minimum_pwm).
class FanMinimumPwmEditor : public FanSettingEditor
{
    Q_OBJECT
public:
    explicit FanMinimumPwmEditor(QObject *parent)
        : FanSettingEditor(ControlId::FanMinimumPwm, QStringLiteral("fanMinimumPwm"), parent)
    {}
};

} // namespace rocmtune
