// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/tuning/ControlChoiceLabels.h"
#include "widgets/tuning/controls/ChoiceEditor.h"

namespace rocmtune {

// The performance levels the card offers, in words with the driver's own word beside them.
class PerfLevelEditor : public ChoiceEditor<PerfLevel>
{
public:
    explicit PerfLevelEditor(QObject *parent = nullptr)
        : ChoiceEditor({QLatin1String("perfLevelBox"), fillPerfLevels, relabelPerfLevels}, parent)
    {
    }
    ControlId id() const override { return ControlId::PerfLevel; }
};

} // namespace rocmtune
