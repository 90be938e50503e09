// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tuning/controls/fansetting/FanSettingEditor.h"

namespace rocmtune {

// Fan target temperature in °C (gpu_od/fan_ctrl/fan_target_temperature).
class FanTargetTemperatureEditor : public FanSettingEditor
{
    Q_OBJECT
public:
    explicit FanTargetTemperatureEditor(QObject *parent)
        : FanSettingEditor(ControlId::FanTargetTemperature, QStringLiteral("fanTargetTemperature"), parent)
    {}
};

} // namespace rocmtune
