// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"
#include "core/undervolt/UndervoltProof.h"
#include "core/undervolt/UndervoltReport.h"

#include <QJsonObject>
#include <QStringList>

namespace rocmtune {

// `tuning undervolt` and the GUI's search: the proposal that passed its
// confirmation is remembered for this card with the versions it was proven
// on (UndervoltProof), in this user's state folder; nullopt and *error when
// it could not be stored.
std::optional<QJsonObject> rememberUndervolt(const DeviceInfo &device, const UndervoltReport &report, QString *error);
// The proof of a report whose proposal passed (nullopt without one), proven now.
std::optional<UndervoltProof> undervoltProofOf(const DeviceInfo &device, const UndervoltReport &report);
// A proof remembered by a user (not root) on a real card reaches the boot
// service only through the helper (UndervoltProofRequest.h): true then.
bool undervoltProofNeedsHelper(const DeviceInfo &device);
// The helper's answer to that request, for people: "recorded for the boot
// service" or why not.
QString undervoltProofHelperAnswerText(const QJsonObject &answer);

// `tuning show`, `doctor`, the GUI's search box: the stored proof of this card and whether it
// needs re-validation, for people (empty: none stored) and as JSON (empty object: none).
QString undervoltProofLine(const DeviceInfo &device);
QJsonObject undervoltProofJson(const DeviceInfo &device);

} // namespace rocmtune
