// SPDX-License-Identifier: GPL-3.0-or-later
#include "ControlEditors.h"

#include "clockrange/ClockRangeEditor.h"
#include "fancurve/FanCurveEditor.h"
#include "fanacousticlimit/FanAcousticLimitEditor.h"
#include "fanacoustictarget/FanAcousticTargetEditor.h"
#include "fanminimumpwm/FanMinimumPwmEditor.h"
#include "fanmode/FanModeEditor.h"
#include "fantargettemperature/FanTargetTemperatureEditor.h"
#include "fanzerorpm/FanZeroRpmEditor.h"
#include "overdrive/OverdriveEditor.h"
#include "perflevel/PerfLevelEditor.h"
#include "powercap/PowerCapEditor.h"
#include "powerprofile/PowerProfileEditor.h"
#include "voltagecurve/VoltageCurveEditor.h"
#include "voltageoffset/VoltageOffsetEditor.h"

namespace rocmtune {

QList<ControlEditor *> createControlEditors(QObject *parent)
{
    return {
        new PowerCapEditor(parent),
        new ClockRangeEditor(ClockDomain::Gfx, parent),
        new ClockRangeEditor(ClockDomain::Memory, parent),
        new PerfLevelEditor(parent),
        new PowerProfileEditor(parent),
        new OverdriveEditor(parent),
        new VoltageOffsetEditor(parent),
        new VoltageCurveEditor(parent),
        new FanModeEditor(parent),
        new FanCurveEditor(parent),
        new FanZeroRpmEditor(parent),
        new FanMinimumPwmEditor(parent),
        new FanTargetTemperatureEditor(parent),
        new FanAcousticLimitEditor(parent),
        new FanAcousticTargetEditor(parent),
    };
}

} // namespace rocmtune
