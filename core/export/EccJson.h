// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/EccCounts.h"

#include <QJsonValue>

namespace rocmtune {

// null when ECC is not available; otherwise
// {"enabled": any block on, "correctable_total", "uncorrectable_total" (null
//  when no block could be read), "blocks": [{"block": "umc", "enabled",
//  "correctable", "uncorrectable" (null when unreadable)}]}
QJsonValue eccToJson(const EccStatus &ecc);
EccStatus eccFromJson(const QJsonValue &value);

} // namespace rocmtune
