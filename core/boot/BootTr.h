// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation context "Boot" of the boot service (core/boot, app/boot-service): one struct for every
// file that speaks in it (a per-file copy would collide in a unity build).
struct BootTr {
    Q_DECLARE_TR_FUNCTIONS(Boot)
};

} // namespace rocmtune
