// SPDX-License-Identifier: GPL-3.0-or-later
#include "ControlEditors.h"

#include "backends/FanSettings.h"

#include "clockrange/ClockRangeEditor.h"
#include "fancurve/FanCurveEditor.h"
#include "fanmode/FanModeEditor.h"
#include "fansetting/FanSettingEditor.h"
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
    QList<ControlEditor *> editors{
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
    };
    for (const FanSettingInfo &setting : fanSettings())
        editors << new FanSettingEditor(setting.id, QLatin1String(setting.editorName), parent);
    return editors;
}

} // namespace rocmtune
