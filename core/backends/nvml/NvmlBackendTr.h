// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation context "NvmlBackend" of the NVML backend: one struct for every
// file that speaks in it (a per-file copy would collide in a unity build).
struct NvmlBackendTr {
    Q_DECLARE_TR_FUNCTIONS(NvmlBackend)
};

} // namespace rocmtune
