// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// The ROCm SMI library the monitor reads real GPUs with: present, loadable, version.
class RocmSmiLibraryCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("rocm-smi-library"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;
};

} // namespace rocmtune
