// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// The HIP runtime (libamdhip64) that the stress test and PyTorch use.
class HipRuntimeCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("hip-runtime"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;
};

} // namespace rocmtune
