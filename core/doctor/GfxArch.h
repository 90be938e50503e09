// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace rocmtune {

// LLVM gfx target names and which ROCm release supports which.
namespace gfxarch {

// KFD's gfx_target_version (major*10000 + minor*100 + stepping) to a target
// name: 110000 -> "gfx1100", 90010 -> "gfx90a", 90402 -> "gfx942". Empty for 0
// (a CPU node) or a value that cannot be a target.
QString fromTargetVersion(quint64 targetVersion);

// HSA_OVERRIDE_GFX_VERSION ("11.0.0", "9.0.10") to a target name; nullopt when
// the text is not three decimal numbers.
std::optional<QString> fromOverrideValue(const QString &value);

// Targets AMD lists as supported for a ROCm major version (5, 6, 7); nullopt
// when the table has no row for that major.
std::optional<QStringList> supportedTargets(int rocmMajor);
bool isSupported(const QString &target, int rocmMajor);

// The HSA_OVERRIDE_GFX_VERSION value that makes this ROCm treat an unsupported
// consumer target as a close supported sibling ("10.3.0" for gfx1031), or
// nullopt when no such sibling exists in this ROCm.
std::optional<QString> overrideFor(const QString &target, int rocmMajor);

} // namespace gfxarch
} // namespace rocmtune
