// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rocmtune {

// The translation contexts of choosing and listing backends (core/backends),
// one struct per context (a per-file struct would collide in a unity build).
// The translation context "BackendRegistry": which backend drives which GPU.
struct BackendRegistryTr {
    Q_DECLARE_TR_FUNCTIONS(BackendRegistry)
};

// The translation context "GpuList": the --gpu list of a command line.
struct GpuListTr {
    Q_DECLARE_TR_FUNCTIONS(GpuList)
};

// The translation context "BackendCommandLine": the --backend option.
struct BackendCommandLineTr {
    Q_DECLARE_TR_FUNCTIONS(BackendCommandLine)
};

} // namespace rocmtune
