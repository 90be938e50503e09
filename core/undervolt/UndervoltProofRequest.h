// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/route/TuningRequestHandler.h"
#include "core/undervolt/UndervoltProof.h"

#include <QByteArray>

namespace rocmtune {

class DeviceSet;

// How an undervolt proven by a user reaches the boot service. The search
// remembers its proof in the state folder of whoever ran it; the boot
// service runs as root and reads only root's folder, where only root's
// files are trusted (StateFolder). So a user's client hands the proof to
// rocmtune-helper, through pkexec like any change: polkit decides who may,
// as for the boot profile itself. The helper records it in its own folder
// after its own checks, taking nothing on the caller's word that it can
// read itself:
// - the card must be present (index and stable id) and have a voltage
//   offset; the offset an undervolt within the card's range; the lowest
//   pass at or below it, the margin their distance (0-200 mV); the
//   confirmation one of "standard", "quick", "command";
// - the versions it was proven on and the date are the helper's reading
//   now (the search just ended on this card), not the request's;
// - a new proof is a new start: the boot guard's "a reset followed" is cleared.
// A forged request from a user polkit refuses never reaches the helper; a
// file a user plants in root's folder is refused by StateFolder.

// {"version": 1, "action": "undervolt_proof", "device": {"index", "id"},
//  "offset_mv", "lowest_pass_mv", "margin_mv", "confirmation"}
QJsonObject undervoltProofRequest(int deviceIndex, const UndervoltProof &proof);
bool isUndervoltProofRequest(const QByteArray &json);
// The helper's side: checks, then stores in store (the system state folder).
TuningAnswer handleUndervoltProofRequest(DeviceSet &devices, const QByteArray &json, const UndervoltProofStore &store, const QDateTime &nowUtc,
                                         const QString &kernelVersion, const QString &sysRoot = QStringLiteral("/sys"));

} // namespace rocmtune
