// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation context "Stress" of stress tests (core/stress): one struct for every
// file that speaks in it (a per-file copy would collide in a unity build).
struct StressTr {
    Q_DECLARE_TR_FUNCTIONS(Stress)
};

} // namespace rocmtune
