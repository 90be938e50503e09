// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleet/FleetSnapshot.h"

#include <QJsonObject>

namespace rocmtune {

// The fleet as JSON ("rocmtune-cli fleet --json"): nodes with their GPUs;
// a value Prometheus does not have is null, never 0. Times are Unix seconds.
QJsonObject fleetToJson(const FleetSnapshot &snapshot, const QString &prometheusUrl);

} // namespace rocmtune
