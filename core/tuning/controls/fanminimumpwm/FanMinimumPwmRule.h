// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FanMinimumPwmValue.h"
#include "tuning/controls/fansetting/FanSettingRule.h"

namespace rocmtune {

// gpu_od/fan_ctrl/fan_minimum_pwm within the file's own OD_RANGE
// (FanSettingRule).
class FanMinimumPwmRule : public FanSettingSlotRule<FanMinimumPwmValue>
{
public:
    FanMinimumPwmRule();
    QString title() const override;

protected:
    QString cliDescription() const override;
};

} // namespace rocmtune
