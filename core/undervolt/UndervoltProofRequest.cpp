// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/undervolt/UndervoltProofRequest.h"

#include "core/backends/DeviceSet.h"
#include "core/backends/DriverValues.h"
#include "core/tuning/JsonStrict.h"
#include "core/tuning/route/TuningRequest.h"
#include "core/undervolt/UndervoltTr.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace rocmtune {

namespace {
const QString kAction = QStringLiteral("undervolt_proof");

TuningAnswer refused(int code, const QString &message)
{
    return TuningAnswer{code, QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("outcome"), QStringLiteral("refused")}, {QStringLiteral("error"), message}}};
}
} // namespace

QJsonObject undervoltProofRequest(int deviceIndex, const UndervoltProof &proof)
{
    return QJsonObject{{QStringLiteral("version"), 1},
                       {QStringLiteral("action"), kAction},
                       {QStringLiteral("device"), QJsonObject{{QStringLiteral("index"), deviceIndex}, {QStringLiteral("id"), proof.deviceId}}},
                       {QStringLiteral("offset_mv"), proof.offsetMillivolts},
                       {QStringLiteral("lowest_pass_mv"), proof.lowestPassMillivolts},
                       {QStringLiteral("margin_mv"), proof.marginMillivolts},
                       {QStringLiteral("confirmation"), proof.confirmation}};
}

bool isUndervoltProofRequest(const QByteArray &json)
{
    return json.size() <= kMaxTuningRequestBytes && QJsonDocument::fromJson(json).object().value(QStringLiteral("action")).toString() == kAction;
}

TuningAnswer handleUndervoltProofRequest(DeviceSet &devices, const QByteArray &json, const UndervoltProofStore &store, const QDateTime &nowUtc,
                                         const QString &kernelVersion, const QString &sysRoot)
{
    QString error;
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    if (json.size() > kMaxTuningRequestBytes || o.value(QStringLiteral("action")).toString() != kAction
        || !json::onlyKeys(o, {QLatin1String("version"), QLatin1String("action"), QLatin1String("device"), QLatin1String("offset_mv"),
                               QLatin1String("lowest_pass_mv"), QLatin1String("margin_mv"), QLatin1String("confirmation")},
                           UndervoltTr::tr("the request"), &error))
        return refused(TuningExitBadRequest, error.isEmpty() ? UndervoltTr::tr("Not an undervolt proof request.") : error);
    qint64 version = 0, index = 0, offset = 0, lowest = 0, margin = 0;
    const QJsonObject device = o.value(QStringLiteral("device")).toObject();
    const QString id = device.value(QStringLiteral("id")).toString();
    const QString confirmation = o.value(QStringLiteral("confirmation")).toString();
    if (!json::wholeNumber(o.value(QStringLiteral("version")), 1, 1, &version) || !json::wholeNumber(device.value(QStringLiteral("index")), 0, 1023, &index)
        || id.isEmpty() || id.size() > 128 || !json::wholeNumber(o.value(QStringLiteral("offset_mv")), -1000, -1, &offset)
        || !json::wholeNumber(o.value(QStringLiteral("lowest_pass_mv")), -1000, -1, &lowest)
        || !json::wholeNumber(o.value(QStringLiteral("margin_mv")), 0, 200, &margin)
        || !QStringList{QStringLiteral("standard"), QStringLiteral("quick"), QStringLiteral("command")}.contains(confirmation))
        return refused(TuningExitBadRequest,
                       UndervoltTr::tr("An undervolt proof needs the GPU (index and id), an offset below 0 mV, the lowest passing offset, "
                                            "a margin of 0-200 mV and the confirmation (standard, quick or command)."));
    if (lowest > offset || offset - lowest != margin)
        return refused(TuningExitBadRequest, UndervoltTr::tr("The offset must be the lowest passing offset plus the margin (%1 mV + %2 mV is not %3 mV).")
                                                 .arg(lowest)
                                                 .arg(margin)
                                                 .arg(offset));
    if (index >= devices.deviceCount() || devices.devices().at(int(index)).stableId() != id)
        return refused(TuningExitRefused, UndervoltTr::tr("GPU %1 is not the GPU with id %2; nothing was recorded.").arg(index).arg(id));
    const DeviceInfo &info = devices.devices().at(int(index));
    int local = -1;
    Backend *backend = devices.backendFor(int(index), &local);
    const std::optional<VoltageOffsetControl> control =
        backend ? voltageOffsetOf(backend->readControls(local)) : std::nullopt;
    if (!control)
        return refused(TuningExitRefused, UndervoltTr::tr("%1 has no voltage offset; nothing was recorded.").arg(info.name));
    if (lowest < control->allowedMillivolts.min)
        return refused(TuningExitRefused, UndervoltTr::tr("%1 mV is below what %2 allows (%3 mV); nothing was recorded.")
                                              .arg(lowest)
                                              .arg(info.name)
                                              .arg(control->allowedMillivolts.min));
    UndervoltProof proof;
    proof.deviceId = id;
    proof.deviceName = info.name;
    proof.pciBusId = info.pciBusId;
    proof.offsetMillivolts = int(offset);
    proof.lowestPassMillivolts = int(lowest);
    proof.marginMillivolts = int(margin);
    proof.confirmation = confirmation;
    proof.provenUtc = nowUtc;
    proof.provenOn = undervoltProvenOnNow(info, kernelVersion, sysRoot);
    if (!store.save(proof, &error))
        return TuningAnswer{TuningExitFailed,
                            QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("outcome"), QStringLiteral("failed")}, {QStringLiteral("error"), error}}};
    return TuningAnswer{TuningExitOk, QJsonObject{{QStringLiteral("ok"), true},
                                                  {QStringLiteral("outcome"), QStringLiteral("recorded")},
                                                  {QStringLiteral("proof"), proof.toJson()},
                                                  {QStringLiteral("message"), UndervoltTr::tr("The undervolt proof of %1 is recorded for the boot service.").arg(info.name)}}};
}

} // namespace rocmtune
