// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// The user's Python: is PyTorch installed, built for ROCm, matching the
// installed ROCm, and does it see a GPU? Runs python3 with a timeout.
class PyTorchCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("pytorch"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;

    // The program given to "python3 -c": prints one JSON line.
    static QString probeScript();
};

} // namespace rocmtune
