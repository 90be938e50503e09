// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// The order in which `--backend auto` tries the AMD backends (AMD SMI, ROCm
// SMI, the driver's files) and why each would be used or skipped: which
// library loads, and how many amdgpu cards the driver's files show. It only
// loads the libraries to see that they load (no library is started), so the
// app's own sampler is not disturbed.
class BackendOrderCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("backend-order"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;
};

} // namespace rocmtune
