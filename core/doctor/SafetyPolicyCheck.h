// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// Does /etc/rocmtune/safety.conf, the administrator's tuning limits, parse
// (strictly, as the privileged helper reads it)? An error there makes the
// helper refuse all tuning.
class SafetyPolicyCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("safety-policy"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;
};

} // namespace rocmtune
