// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/undervolt/UndervoltSettings.h"

#include "core/undervolt/UndervoltSearch.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace rocmtune {

namespace {
// Applying, reading back and reverting one step, on top of its check (seconds).
constexpr double kStepOverheadSeconds = 5;
} // namespace

QString UndervoltSettings::confirmationKey() const
{
    return confirmWithCommand ? QStringLiteral("command") : QString::fromLatin1(stressPresetKey(kConfirmationPreset));
}

void UndervoltSettings::applyTo(UndervoltSearch &search) const
{
    search.setStepMillivolts(stepMillivolts);
    search.setCheck(check);
    search.setMarginMillivolts(effectiveMarginMillivolts());
    search.setConfirmation(confirmationPlan(), confirmationKey());
}

double undervoltSearchMaxSeconds(const UndervoltSettings &settings, int lowestMillivolts)
{
    const int step = std::max(1, settings.stepMillivolts);
    const int steps = std::abs(std::min(0, lowestMillivolts)) / step + 1; // 0 mV is the first step
    const double stepSeconds = undervoltStepPlan(settings.check, 0).totalSeconds() + kStepOverheadSeconds;
    const double confirmationSeconds = (settings.confirmWithCommand ? 0.0 : settings.confirmationPlan().totalSeconds()) + kStepOverheadSeconds;
    return steps * stepSeconds + confirmationSeconds;
}

int undervoltSearchMaxMinutes(const UndervoltSettings &settings, int lowestMillivolts)
{
    return std::max(1, static_cast<int>(std::ceil(undervoltSearchMaxSeconds(settings, lowestMillivolts) / 60.0)));
}

int undervoltConfirmationMinutes(const UndervoltSettings &settings)
{
    return settings.confirmWithCommand ? 0 : static_cast<int>(std::ceil(settings.confirmationPlan().totalSeconds() / 60.0));
}

} // namespace rocmtune
