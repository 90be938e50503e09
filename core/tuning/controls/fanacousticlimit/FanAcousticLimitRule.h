// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FanAcousticLimitValue.h"
#include "tuning/controls/fansetting/FanSettingRule.h"

namespace rocmtune {

// gpu_od/fan_ctrl/acoustic_limit_rpm_threshold within the file's own OD_RANGE
// (FanSettingRule).
class FanAcousticLimitRule : public FanSettingSlotRule<FanAcousticLimitValue>
{
public:
    FanAcousticLimitRule();
    QString title() const override;

protected:
    QString cliDescription() const override;
};

} // namespace rocmtune
