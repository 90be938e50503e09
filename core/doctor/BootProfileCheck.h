// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// The boot profiles (/etc/rocmtune/boot-profiles.json, rocmtune-boot.service):
// readable and root's own, and none switched off by the boot-loop guard
// (the machine went down without a clean shutdown within 10 minutes of
// applying one). It names each GPU's profile.
class BootProfileCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("boot-profiles"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;
};

} // namespace rocmtune
