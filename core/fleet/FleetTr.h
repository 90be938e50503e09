// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation context "Fleet" of fleet reads (core/fleet): one struct for every
// file that speaks in it (a per-file copy would collide in a unity build).
struct FleetTr {
    Q_DECLARE_TR_FUNCTIONS(Fleet)
};

} // namespace rocmtune
