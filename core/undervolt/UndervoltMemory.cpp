// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/undervolt/UndervoltMemory.h"

#include "core/undervolt/UndervoltProof.h"
#include "core/undervolt/UndervoltTr.h"

#include <QCoreApplication>
#include <QSysInfo>

#include <unistd.h>

namespace rocmtune {

std::optional<UndervoltProof> undervoltProofOf(const DeviceInfo &device, const UndervoltReport &report)
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
    return proof;
}

std::optional<QJsonObject> rememberUndervolt(const DeviceInfo &device, const UndervoltReport &report, QString *error)
{
    const std::optional<UndervoltProof> proof = undervoltProofOf(device, report);
    if (!proof || !UndervoltProofStore::inTuningStateDirectory().save(*proof, error))
        return std::nullopt;
    return proof->toJson();
}

bool undervoltProofNeedsHelper(const DeviceInfo &device)
{
    return ::geteuid() != 0 && !device.simulated;
}

QString undervoltProofHelperAnswerText(const QJsonObject &answer)
{
    if (answer.value(QStringLiteral("ok")).toBool())
        return UndervoltTr::tr("Recorded for the boot service by rocmtune-helper.");
    return UndervoltTr::tr("Not recorded for the boot service (it applies a boot profile's undervolt without this proof): %1")
        .arg(answer.value(QStringLiteral("error")).toString());
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

} // namespace rocmtune
