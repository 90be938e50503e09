// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tuning/controls/fansetting/FanSettingEditor.h"

namespace rocmtune {

// Fan acoustic limit in RPM (gpu_od/fan_ctrl/acoustic_limit_rpm_threshold).
class FanAcousticLimitEditor : public FanSettingEditor
{
    Q_OBJECT
public:
    explicit FanAcousticLimitEditor(QObject *parent)
        : FanSettingEditor(ControlId::FanAcousticLimit, QStringLiteral("fanAcousticLimit"), parent)
    {}
};

} // namespace rocmtune
