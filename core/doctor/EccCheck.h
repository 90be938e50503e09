// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// ECC / RAS of each AMD card (device/ras/): whether it is on and the
// correctable / uncorrectable error counts per block. An uncorrectable error
// fails the check (what an administrator looks at after a hardware change);
// a card without RAS is reported as N/A, not as 0 errors.
class EccCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("ecc"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;
};

} // namespace rocmtune
