// SPDX-License-Identifier: GPL-3.0-or-later
#include "UndervoltMemory.h"

#include "tuning/undervolt/UndervoltProof.h"

#include <QSysInfo>

namespace rocmtune::cli {

std::optional<QJsonObject> rememberUndervolt(const DeviceInfo &device, const UndervoltReport &report, QString *error)
{
    if (!report.proposalMillivolts || !report.lastPassMillivolts)
        return std::nullopt;
    UndervoltProof proof;
    proof.deviceId = device.stableId();
    proof.deviceName = device.name;
    proof.pciBusId = device.pciBusId;
    proof.offsetMillivolts = *report.proposalMillivolts;
    proof.lowestPassMillivolts = *report.lastPassMillivolts;
    proof.marginMillivolts = report.marginMillivolts;
    proof.confirmation = report.confirmation;
    proof.provenUtc = QDateTime::currentDateTimeUtc();
    proof.provenOn = undervoltProvenOnNow(device, QSysInfo::kernelVersion());
    if (!UndervoltProofStore::inTuningStateDirectory().save(proof, error))
        return std::nullopt;
    return proof.toJson();
}

QString undervoltProofLine(const DeviceInfo &device)
{
    const std::optional<UndervoltProof> proof = UndervoltProofStore::inTuningStateDirectory().find(device.stableId());
    if (!proof)
        return QString();
    return undervoltProofText(*proof, undervoltVersionChanges(proof->provenOn, undervoltProvenOnNow(device, QSysInfo::kernelVersion())));
}

QJsonObject undervoltProofJson(const DeviceInfo &device)
{
    const std::optional<UndervoltProof> proof = UndervoltProofStore::inTuningStateDirectory().find(device.stableId());
    if (!proof)
        return QJsonObject();
    return undervoltProofStatusJson(*proof, undervoltVersionChanges(proof->provenOn, undervoltProvenOnNow(device, QSysInfo::kernelVersion())));
}

} // namespace rocmtune::cli
