// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/EccCounts.h"

#include <QString>

namespace rocmtune::cli {

// One line for `list`: "N/A" without RAS; otherwise the totals and, per
// block, "UMC 5 correctable / 0 uncorrectable"; "off" when ECC is disabled.
QString eccSummaryText(const EccStatus &ecc);

} // namespace rocmtune::cli
