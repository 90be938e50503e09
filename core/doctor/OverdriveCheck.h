// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// amdgpu.ppfeaturemask has the overdrive bit, which clock and voltage control need.
class OverdriveCheck : public DoctorCheck
{
public:
    static constexpr quint32 kOverdriveBit = 0x4000; // PP_OVERDRIVE_MASK in amdgpu's amd_shared.h

    QString id() const override { return QStringLiteral("overdrive"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;
};

} // namespace rocmtune
