// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation context "SysfsBackend" of the driver-files backend: one struct for every
// file that speaks in it (a per-file copy would collide in a unity build).
struct SysfsBackendTr {
    Q_DECLARE_TR_FUNCTIONS(SysfsBackend)
};

} // namespace rocmtune
