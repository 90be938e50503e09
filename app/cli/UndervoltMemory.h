// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "telemetry/DeviceInfo.h"
#include "tuning/undervolt/UndervoltReport.h"

#include <QJsonObject>
#include <QStringList>

namespace rocmtune::cli {

// `tuning undervolt`: the proposal that passed its confirmation is
// remembered for this card with the versions it was proven on
// (UndervoltProof); nullopt and *error when it could not be stored.
std::optional<QJsonObject> rememberUndervolt(const DeviceInfo &device, const UndervoltReport &report, QString *error);

// `tuning show` / `doctor`: the stored proof of this card and whether it
// needs re-validation, for people (empty: none stored) and as JSON (empty object: none).
QString undervoltProofLine(const DeviceInfo &device);
QJsonObject undervoltProofJson(const DeviceInfo &device);

} // namespace rocmtune::cli
