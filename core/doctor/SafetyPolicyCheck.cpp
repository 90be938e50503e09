// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/doctor/SafetyPolicyCheck.h"

#include "core/tuning/policy/SafetyPolicyFile.h"

#include <QLocale>

namespace rocmtune {

QString SafetyPolicyCheck::title() const
{
    return DoctorText::tr("Tuning safety policy");
}

CheckResult SafetyPolicyCheck::run(DoctorContext &context) const
{
    const QString path = context.env().safetyPolicyFile;
    const SafetyPolicyFile file = SafetyPolicyFile::load(path);
    if (!file.present) {
        return makeResult(CheckStatus::Pass, DoctorText::tr("No %1: the built-in tuning limits apply.").arg(path),
                          DoctorText::tr("Without the file the privileged helper allows a power cap up to the default + 20% and keeps "
                                         "manual clocks 10 °C below the critical temperature."),
                          QString(), {DoctorText::tr("%1 does not exist").arg(path)});
    }
    if (!file.ok()) {
        return makeResult(CheckStatus::Fail, DoctorText::tr("%1 has an error, so privileged tuning is refused.").arg(path),
                          file.error,
                          DoctorText::tr("Correct the line named above: values are plain numbers (5 or 2.5, no unit, no comma) under "
                                         "[tuning/safety], with the key names in lower case."),
                          {file.error});
    }
    const QLocale locale;
    QStringList limits{DoctorText::tr("Power cap at most the default + %1%").arg(locale.toString(file.policy.powerCapAboveDefaultPercent)),
                       DoctorText::tr("Manual clocks only below critical - %1 °C").arg(locale.toString(file.policy.thermalMarginCelsius)),
                       DoctorText::tr("Overdrive at most %1%").arg(file.policy.maxOverdrivePercent)};
    const FanLimits &fan = file.policy.fan;
    if (fan.minPercent > 0)
        limits << DoctorText::tr("Fan at least %1% at every temperature (fan_min_percent)").arg(fan.minPercent);
    if (fan.hotMinPercent > 0)
        limits << DoctorText::tr("Fan at least %1% while any sensor is at or above %2 °C (fan_hot_min_percent, fan_hot_celsius)")
                      .arg(fan.hotMinPercent)
                      .arg(locale.toString(fan.hotCelsius));
    return makeResult(CheckStatus::Pass, DoctorText::tr("%1 is valid.").arg(path),
                      DoctorText::tr("The privileged helper enforces these limits whatever the user's settings say."), QString(), limits);
}

} // namespace rocmtune
