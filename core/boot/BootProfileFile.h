// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tuning/TuningValues.h"

#include <QString>
#include <QVector>

#include <optional>

namespace rocmtune {

// One GPU's boot profile: the values rocmtune-boot applies to that card at
// boot, after resume and after a GPU reset. The card is matched by its
// stable id (DeviceInfo::stableId(): the driver's unique id/serial, else
// its PCI bus id), never by its index, which may change between boots.
struct BootProfile {
    QString deviceId;
    QString deviceName;
    QString pciBusId;
    QString profileName; // the user's profile the values came from (for people; the values are a copy)
    TuningValues values;
    qint64 setMs = 0;

    bool operator==(const BootProfile &other) const = default;
};

// The boot profiles, /etc/rocmtune/boot-profiles.json, written only by
// rocmtune-helper (as root, after the same validation as an apply) and read
// by rocmtune-boot (root) and by the CLI/GUI (read-only). The folder and the
// file go through StateFolder: root's own, not writable by group or others,
// no links followed, replaced atomically. A forged, linked or malformed file
// is refused as a whole (nothing is applied from it), never half read.
//   {"version": 1, "profiles": [{"device_id": "...", "device_name": "...",
//     "pci_bus_id": "0000:03:00.0", "profile": "Quiet", "values": {TuningValues},
//     "set_ms": 1764600000000}]}
class BootProfileFile
{
public:
    static constexpr int kMaxProfiles = 64;
    static constexpr qint64 kMaxBytes = 256 * 1024;

    static QString systemDirectory(); // /etc/rocmtune
    static QString fileName();        // boot-profiles.json

    explicit BootProfileFile(QString directory = systemDirectory());
    const QString &directory() const { return directory_; }
    QString filePath() const;

    // A missing folder or file is an empty list. nullopt with *error when refused.
    std::optional<QVector<BootProfile>> load(QString *error) const;
    // Creates the folder (0755) when missing; the file is 0644.
    bool save(const QVector<BootProfile> &profiles, QString *error) const;

    static QByteArray toJson(const QVector<BootProfile> &profiles);
    static std::optional<QVector<BootProfile>> fromJson(const QByteArray &json, const QString &path, QString *error);

private:
    QString directory_;
};

} // namespace rocmtune
