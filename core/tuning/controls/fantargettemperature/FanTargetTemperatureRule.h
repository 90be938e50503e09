// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FanTargetTemperatureValue.h"
#include "tuning/controls/fansetting/FanSettingRule.h"

namespace rocmtune {

// gpu_od/fan_ctrl/fan_target_temperature within the file's own OD_RANGE
// (FanSettingRule).
class FanTargetTemperatureRule : public FanSettingSlotRule<FanTargetTemperatureValue>
{
public:
    FanTargetTemperatureRule();
    QString title() const override;

protected:
    QString cliDescription() const override;
};

} // namespace rocmtune
