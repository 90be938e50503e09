// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/ControlEditors.h"

#include "core/backends/DriverValues.h"
#include "core/backends/FanSettings.h"

#include "widgets/tuning/controls/clockrange/ClockRangeEditor.h"
#include "widgets/tuning/controls/fancurve/FanCurveEditor.h"
#include "widgets/tuning/controls/fanmode/FanModeEditor.h"
#include "widgets/tuning/controls/fansetting/FanSettingEditor.h"
#include "widgets/tuning/controls/fanzerorpm/FanZeroRpmEditor.h"
#include "widgets/tuning/controls/overdrive/OverdriveEditor.h"
#include "widgets/tuning/controls/perflevel/PerfLevelEditor.h"
#include "widgets/tuning/controls/powercap/PowerCapEditor.h"
#include "widgets/tuning/controls/powerprofile/PowerProfileEditor.h"
#include "widgets/tuning/controls/voltagecurve/VoltageCurveEditor.h"
#include "widgets/tuning/controls/voltageoffset/VoltageOffsetEditor.h"

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
    };
    // The numeric rows of the two catalogues get one generic row each (FanSettingEditor, over their
    // NumericControlRule); a driver value with a rule of its own (the voltage offset) has its editor above.
    for (const DriverValueInfo &value : driverValueCatalogue()) {
        if (!value.ownRule)
            editors << new FanSettingEditor(value.id, QLatin1String(value.editorName), parent);
    }
    editors << new VoltageCurveEditor(parent) << new FanModeEditor(parent) << new FanCurveEditor(parent) << new FanZeroRpmEditor(parent);
    for (const FanSettingInfo &setting : fanSettings())
        editors << new FanSettingEditor(setting.id, QLatin1String(setting.editorName), parent);
    return editors;
}

} // namespace rocmtune
