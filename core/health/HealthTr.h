// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation context "Health" of health checks (core/health): one struct for every
// file that speaks in it (a per-file copy would collide in a unity build).
struct HealthTr {
    Q_DECLARE_TR_FUNCTIONS(Health)
};

} // namespace rocmtune
