// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/tuning/ControlChoiceLabels.h"
#include "widgets/tuning/controls/ChoiceEditor.h"

namespace rocmtune {

// The power profiles the card offers, in words with the driver's own word beside them.
class PowerProfileEditor : public ChoiceEditor<PowerProfile>
{
public:
    explicit PowerProfileEditor(QObject *parent = nullptr)
        : ChoiceEditor({QLatin1String("powerProfileBox"), fillPowerProfiles, relabelPowerProfiles}, parent)
    {
    }
    ControlId id() const override { return ControlId::PowerProfile; }
};

} // namespace rocmtune
