// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"
#include "core/telemetry/Sample.h"

#include <QString>

namespace rocmtune::cli {

// Fixed-width text rows for people watching a terminal.
QString monitorTableHeader();
QString monitorTableRow(const DeviceInfo &info, const Sample &sample);

} // namespace rocmtune::cli
