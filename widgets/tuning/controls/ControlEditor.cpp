// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/tuning/controls/ControlEditor.h"

#include "core/tuning/controls/ControlRules.h"

namespace rocmtune {

QString ControlEditor::title() const
{
    const ControlRule *rule = controlRule(id());
    return rule ? rule->title() : QLatin1String(controlKey(id()));
}

} // namespace rocmtune
