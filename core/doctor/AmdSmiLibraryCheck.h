// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// AMD SMI (libamd_smi), which auto mode prefers to ROCm SMI for AMD GPUs:
// present, loadable, version. Its absence is no fault (ROCm SMI is used).
class AmdSmiLibraryCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("amd-smi-library"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;
};

} // namespace rocmtune
