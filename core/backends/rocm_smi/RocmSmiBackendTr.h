// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation context "RocmSmiBackend" of the ROCm SMI backend: one struct for every
// file that speaks in it (a per-file copy would collide in a unity build).
struct RocmSmiBackendTr {
    Q_DECLARE_TR_FUNCTIONS(RocmSmiBackend)
};

// The translation context "RocmSmiApi": loading the ROCm SMI library.
struct RocmSmiApiTr {
    Q_DECLARE_TR_FUNCTIONS(RocmSmiApi)
};

} // namespace rocmtune
