// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation context "Undervolt" of the undervolt search (core/undervolt): one struct for every
// file that speaks in it (a per-file copy would collide in a unity build).
struct UndervoltTr {
    Q_DECLARE_TR_FUNCTIONS(Undervolt)
};

} // namespace rocmtune
