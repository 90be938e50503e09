// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// HSA_OVERRIDE_GFX_VERSION: needed for an unsupported consumer card, harmful
// when set without need or to a wrong value.
class GfxOverrideCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("hsa-override"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;
};

} // namespace rocmtune
