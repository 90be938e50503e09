// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FanAcousticTargetValue.h"
#include "tuning/controls/fansetting/FanSettingRule.h"

namespace rocmtune {

// gpu_od/fan_ctrl/acoustic_target_rpm_threshold within the file's own OD_RANGE
// (FanSettingRule).
class FanAcousticTargetRule : public FanSettingSlotRule<FanAcousticTargetValue>
{
public:
    FanAcousticTargetRule();
    QString title() const override;

protected:
    QString cliDescription() const override;
};

} // namespace rocmtune
