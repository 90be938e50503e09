// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tuning/controls/fansetting/FanSettingEditor.h"

namespace rocmtune {

// Fan acoustic target in RPM (gpu_od/fan_ctrl/acoustic_target_rpm_threshold).
class FanAcousticTargetEditor : public FanSettingEditor
{
    Q_OBJECT
public:
    explicit FanAcousticTargetEditor(QObject *parent)
        : FanSettingEditor(ControlId::FanAcousticTarget, QStringLiteral("fanAcousticTarget"), parent)
    {}
};

} // namespace rocmtune
