// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// The undervolts `rocmtune-cli tuning undervolt` remembered (UndervoltProof):
// whether the kernel, driver, VBIOS and firmware are still those each was
// proven on (read from the card's sysfs folder), and whether a GPU reset
// followed one at boot. Either makes it a warning: prove it again.
class UndervoltProofCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("undervolt-proofs"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;
};

} // namespace rocmtune
