// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// Each GPU's gfx target (KFD topology) against the installed ROCm's support list.
class GpuArchCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("gpu-arch"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;
};

} // namespace rocmtune
