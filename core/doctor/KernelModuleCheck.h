// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// Is the amdgpu kernel driver loaded, which version, and does it drive a device?
class KernelModuleCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("amdgpu-module"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;
};

} // namespace rocmtune
