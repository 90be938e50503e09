// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// /dev/kfd and /dev/dri/renderD* exist and this user may open them.
class DeviceAccessCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("device-access"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;
};

} // namespace rocmtune
