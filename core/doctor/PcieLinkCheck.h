// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/doctor/DoctorCheck.h"

namespace rocmtune {

// Each AMD card's PCIe link (current vs maximum speed and width) and the ASPM policy.
class PcieLinkCheck : public DoctorCheck
{
public:
    QString id() const override { return QStringLiteral("pcie-link"); }
    QString title() const override;
    CheckResult run(DoctorContext &context) const override;

    // "16.0 GT/s PCIe" -> 16.0; nullopt if not a speed.
    static std::optional<double> parseSpeed(const QString &text);
};

} // namespace rocmtune
