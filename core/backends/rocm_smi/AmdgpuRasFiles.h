// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/backends/rocm_smi/AmdgpuCardFiles.h"
#include "core/telemetry/EccCounts.h"

#include <QByteArray>
#include <QStringList>

#include <optional>

namespace rocmtune::amdgpu {

// The RAS (ECC) files of amdgpu (amdgpu_ras.c), under device/ras/:
//   features             "feature mask: 0x%x\n", bit i = block i enabled
//   <block>_err_count    "ue: %lu\nce: %lu\n" (newer kernels add "de: %lu\n"
//                        for UMC), or "Query currently inaccessible\n" while
//                        the driver cannot query (during a reset)
// The directory exists only on GPUs with RAS (Instinct, some Radeon Pro);
// consumer cards have none, which reads as "not available".

// The driver's block names in bit order (ras_block_string[]).
const QStringList &rasBlockNames();

std::optional<quint32> parseRasFeatureMask(const QByteArray &text);

struct RasErrorCount {
    quint64 uncorrectable = 0;
    quint64 correctable = 0;
};
// nullopt for anything but the driver's format (inaccessible, garbled, empty).
std::optional<RasErrorCount> parseRasErrorCount(const QByteArray &text);

// Every block of the card: the enabled ones (feature bit set) with their
// counts, plus any block that has an err_count file although its bit is off.
// Not available when device/ras/features is missing or unreadable.
// deviceDir is a card's .../cardN/device directory.
EccStatus readEccStatus(const QString &deviceDir);
inline EccStatus readEccStatus(const AmdgpuCardFiles &files) { return readEccStatus(files.deviceDir()); }

} // namespace rocmtune::amdgpu
