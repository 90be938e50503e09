// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/telemetry/DeviceInfo.h"

#include <QDateTime>
#include <QJsonObject>
#include <QMap>
#include <QStringList>
#include <QVector>

#include <optional>

namespace rocmtune {

// The memory of an undervolt: which offset a card (by its stable id) was
// proven stable at, with which margin and confirmation, and on which
// driver, kernel, VBIOS and firmware. Any of them changing can change what
// the chip does at that voltage: then the offset needs re-validation
// (`tuning show`, `doctor`, the GUI say so; the boot service logs it before
// applying it, and never applies it again once a GPU reset followed its
// last application).

struct UndervoltProvenOn {
    QString driverVersion;
    QString kernelVersion;
    QString vbiosVersion;
    QMap<QString, QString> firmware; // "smc" -> "0x00524d00", from the card's fw_version/*_fw_version files

    QJsonObject toJson() const;
    static UndervoltProvenOn fromJson(const QJsonObject &object);
};

// This card's versions now (its firmware from sysRoot's PCI device folder;
// tests give a fake tree) with this kernel's (QSysInfo::kernelVersion()).
UndervoltProvenOn undervoltProvenOnNow(const DeviceInfo &info, const QString &kernelVersion, const QString &sysRoot = QStringLiteral("/sys"));
// What changed since, one line each ("driver 6.8.5 → 6.10.1"); a version
// that cannot be read now is no change. Empty: still the versions it was proven on.
QStringList undervoltVersionChanges(const UndervoltProvenOn &then, const UndervoltProvenOn &now);

struct UndervoltProof {
    QString deviceId; // DeviceInfo::stableId()
    QString deviceName;
    QString pciBusId; // where the card was (the doctor reads its versions there)
    int offsetMillivolts = 0;
    int lowestPassMillivolts = 0;
    int marginMillivolts = 0;
    QString confirmation; // "standard", "quick", "command"
    QDateTime provenUtc;
    UndervoltProvenOn provenOn;
    // The boot service: when it last applied the offset, and when a GPU
    // reset followed that (then it never applies it again until proven again).
    qint64 lastAppliedMs = 0;
    qint64 resetAfterApplyMs = 0;

    QJsonObject toJson() const;
    static std::optional<UndervoltProof> fromJson(const QJsonObject &object);
};

// One file a card in the state folder ("undervolt-<id>.json").
class UndervoltProofStore
{
public:
    explicit UndervoltProofStore(QString directory);
    static UndervoltProofStore inTuningStateDirectory();

    bool save(const UndervoltProof &proof, QString *error) const;
    // nullopt when none was stored (or the file is not a proof: *error says so).
    std::optional<UndervoltProof> find(const QString &deviceId, QString *error = nullptr) const;
    // Every proof stored here, by file name.
    QVector<UndervoltProof> all() const;

private:
    QString directory_;
};

// For people: "-50 mV proven 2026-12-06 04:00 on driver …" and, when versions
// changed, "needs re-validation: driver 6.8.5 → 6.10.1; …" (translated).
QString undervoltProofText(const UndervoltProof &proof, const QStringList &changes);
// {"offset_mv", ..., "proven_on": {...}, "needs_revalidation", "changes": [...]}
QJsonObject undervoltProofStatusJson(const UndervoltProof &proof, const QStringList &changes);

} // namespace rocmtune
