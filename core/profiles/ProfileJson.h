// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/profiles/Profile.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace rocmtune {

// Profile files are versioned JSON. Version 2 (current):
//   {"schema_version": 2, "id": "<uuid>", "name": "Quiet 280 W",
//    "target": {"kind": "model"|"device", "model_name": "...", "pci_id": "1002:744c",
//               "gfx_arch": "gfx1100", "unique_id": "...", "pci_bus_id": "..."},
//    "values": {TuningValues JSON, see tuning/TuningValues.h},
//    "created": "2026-11-30T01:02:03.000Z", "modified": "...",
//    "apply_at_login": false,
//    "validation": {"when": "...", "passed": true, "summary": "..."}}   (optional)
// Version 1 (the first format, flat and watt-based) is migrated on read:
//   {"version": 1, "name": "...", "gpu": "<model name>", "pci_id": "1002:744c",
//    "power_cap_watts": 300, "sclk_mhz": [500, 2500], "mclk_mhz": [96, 1249],
//    "perf_level": "manual", "power_profile": "COMPUTE", "overdrive_percent": 5}
inline constexpr int kProfileSchemaVersion = 2;
inline constexpr qint64 kMaxProfileBytes = 256 * 1024;
inline constexpr int kMaxProfileNameLength = 100;

QJsonObject profileToJson(const Profile &profile);
QByteArray profileToBytes(const Profile &profile);

struct ProfileParseResult {
    std::optional<Profile> profile;
    QString error;          // why it could not be read, for a person
    int sourceVersion = 0;  // the schema version found in the file
    bool migrated() const { return profile && sourceVersion != kProfileSchemaVersion; }
};

// Strict: malformed JSON, wrong types, missing or unknown fields, a newer
// schema, a name that is empty or too long, or a file over kMaxProfileBytes
// give an error and no profile. Never throws (fuzzed).
ProfileParseResult parseProfile(const QByteArray &bytes);

// Checks a user-given profile name; returns an error or an empty string.
QString validateProfileName(const QString &name);

} // namespace rocmtune
