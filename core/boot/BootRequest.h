// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/TuningValues.h"
#include "core/tuning/route/TuningRequestHandler.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace rocmtune {

class BootProfileFile;
class BootGuardFile;

// The boot-profile requests rocmtune-helper accepts besides TuningRequest.
// Schema, version 1:
//   {"version": 1, "action": "boot_set" | "boot_clear" | "boot_enable",
//    "device": {"index": 0, "id": "5b1f03c2a4e6d789"},   // id required
//    "profile": "Quiet",                                 // boot_set only
//    "values": { ... TuningValues ... }}                 // boot_set only
// boot_set stores the values as the GPU's boot profile after the same
// validation as an apply (driver limits, safety policy) and switches a
// boot-loop guard's stop off; boot_clear removes it; boot_enable switches
// the guard's stop off and keeps the stored values (checked again).
// Nothing else: no paths, no commands; unknown fields are refused.
struct BootRequest {
    enum class Action { Set, Clear, Enable };
    static constexpr Action kActions[] = {Action::Set, Action::Clear, Action::Enable};
    Action action = Action::Set;
    int deviceIndex = -1;
    QString deviceId;
    QString profileName;
    TuningValues values;

    QJsonObject toJson() const;
};

const char *bootActionKey(BootRequest::Action action);

// Whether a request document is a boot request ("action" starts with "boot_").
bool isBootRequest(const QByteArray &json);
// Strict parser; nullopt with a message for a person.
std::optional<BootRequest> parseBootRequest(const QByteArray &json, QString *error);

// Runs a boot request as root: checks the GPU (index and id), validates the
// values against the card's limits and service.policyFor() exactly like an
// apply, and writes the boot profiles and the guard's record. Writes no
// driver file. The tuning log records each change.
TuningAnswer handleBootRequest(TuningService &service, DeviceSet &devices, const BootRequest &request, const BootProfileFile &profiles,
                               const BootGuardFile &guard);

} // namespace rocmtune
