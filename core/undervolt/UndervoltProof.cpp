// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/undervolt/UndervoltProof.h"

#include "core/i18n/ListText.h"
#include "core/tuning/transaction/StateFolder.h"
#include "core/tuning/transaction/TuningPaths.h"
#include "core/undervolt/UndervoltTr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace rocmtune {

namespace {
constexpr qint64 kMaxProofBytes = 64 * 1024;

QString fileNameFor(const QString &deviceId)
{
    QString safe = deviceId;
    safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
    return QStringLiteral("undervolt-%1.json").arg(safe);
}

void addChange(QStringList *changes, const QString &what, const QString &then, const QString &now)
{
    if (!now.isEmpty() && then != now)
        changes->append(UndervoltTr::tr("%1 %2 → %3").arg(what, then.isEmpty() ? UndervoltTr::tr("unknown") : then, now));
}
} // namespace

QJsonObject UndervoltProvenOn::toJson() const
{
    QJsonObject fw;
    for (auto it = firmware.begin(); it != firmware.end(); ++it)
        fw.insert(it.key(), it.value());
    return QJsonObject{{QStringLiteral("driver"), driverVersion},
                       {QStringLiteral("kernel"), kernelVersion},
                       {QStringLiteral("vbios"), vbiosVersion},
                       {QStringLiteral("firmware"), fw}};
}

UndervoltProvenOn UndervoltProvenOn::fromJson(const QJsonObject &o)
{
    UndervoltProvenOn v;
    v.driverVersion = o.value(QStringLiteral("driver")).toString();
    v.kernelVersion = o.value(QStringLiteral("kernel")).toString();
    v.vbiosVersion = o.value(QStringLiteral("vbios")).toString();
    const QJsonObject fw = o.value(QStringLiteral("firmware")).toObject();
    for (auto it = fw.begin(); it != fw.end(); ++it)
        v.firmware.insert(it.key(), it.value().toString());
    return v;
}

UndervoltProvenOn undervoltProvenOnNow(const DeviceInfo &info, const QString &kernelVersion, const QString &sysRoot)
{
    UndervoltProvenOn v;
    v.driverVersion = info.driverVersion;
    v.vbiosVersion = info.vbiosVersion;
    v.kernelVersion = kernelVersion;
    if (info.pciBusId.isEmpty())
        return v;
    // amdgpu: one file a firmware ("smc_fw_version": "0x00524d00").
    const QDir fw(sysRoot + QStringLiteral("/bus/pci/devices/") + info.pciBusId + QStringLiteral("/fw_version"));
    for (const QString &name : fw.entryList({QStringLiteral("*_fw_version")}, QDir::Files, QDir::Name)) {
        QFile file(fw.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString value = QString::fromUtf8(file.read(256)).trimmed();
        if (!value.isEmpty())
            v.firmware.insert(name.chopped(int(qstrlen("_fw_version"))), value);
    }
    return v;
}

QStringList undervoltVersionChanges(const UndervoltProvenOn &then, const UndervoltProvenOn &now)
{
    QStringList changes;
    addChange(&changes, UndervoltTr::tr("driver"), then.driverVersion, now.driverVersion);
    addChange(&changes, UndervoltTr::tr("kernel"), then.kernelVersion, now.kernelVersion);
    addChange(&changes, UndervoltTr::tr("VBIOS"), then.vbiosVersion, now.vbiosVersion);
    for (auto it = now.firmware.begin(); it != now.firmware.end(); ++it)
        addChange(&changes, UndervoltTr::tr("%1 firmware").arg(it.key()), then.firmware.value(it.key()), it.value());
    return changes;
}

QJsonObject UndervoltProof::toJson() const
{
    return QJsonObject{{QStringLiteral("device_id"), deviceId},
                       {QStringLiteral("device_name"), deviceName},
                       {QStringLiteral("pci_bus_id"), pciBusId},
                       {QStringLiteral("offset_mv"), offsetMillivolts},
                       {QStringLiteral("lowest_pass_mv"), lowestPassMillivolts},
                       {QStringLiteral("margin_mv"), marginMillivolts},
                       {QStringLiteral("confirmation"), confirmation},
                       {QStringLiteral("proven"), provenUtc.toString(Qt::ISODate)},
                       {QStringLiteral("proven_on"), provenOn.toJson()},
                       {QStringLiteral("last_applied_ms"), lastAppliedMs},
                       {QStringLiteral("reset_after_apply_ms"), resetAfterApplyMs}};
}

std::optional<UndervoltProof> UndervoltProof::fromJson(const QJsonObject &o)
{
    UndervoltProof p;
    p.deviceId = o.value(QStringLiteral("device_id")).toString();
    p.provenUtc = QDateTime::fromString(o.value(QStringLiteral("proven")).toString(), Qt::ISODate);
    if (p.deviceId.isEmpty() || !p.provenUtc.isValid() || !o.value(QStringLiteral("offset_mv")).isDouble())
        return std::nullopt;
    p.deviceName = o.value(QStringLiteral("device_name")).toString();
    p.pciBusId = o.value(QStringLiteral("pci_bus_id")).toString();
    p.offsetMillivolts = o.value(QStringLiteral("offset_mv")).toInt();
    p.lowestPassMillivolts = o.value(QStringLiteral("lowest_pass_mv")).toInt();
    p.marginMillivolts = o.value(QStringLiteral("margin_mv")).toInt();
    p.confirmation = o.value(QStringLiteral("confirmation")).toString();
    p.provenOn = UndervoltProvenOn::fromJson(o.value(QStringLiteral("proven_on")).toObject());
    p.lastAppliedMs = static_cast<qint64>(o.value(QStringLiteral("last_applied_ms")).toDouble());
    p.resetAfterApplyMs = static_cast<qint64>(o.value(QStringLiteral("reset_after_apply_ms")).toDouble());
    return p;
}

UndervoltProofStore::UndervoltProofStore(QString directory) : directory_(std::move(directory)) {}

UndervoltProofStore UndervoltProofStore::inTuningStateDirectory()
{
    return UndervoltProofStore(tuningStateDirectory());
}

bool UndervoltProofStore::save(const UndervoltProof &proof, QString *error) const
{
    const auto folder = StateFolder::open(directory_, true, error);
    return folder && folder->replace(fileNameFor(proof.deviceId), QJsonDocument(proof.toJson()).toJson(QJsonDocument::Indented), 0644, error);
}

std::optional<UndervoltProof> UndervoltProofStore::find(const QString &deviceId, QString *error) const
{
    QString why;
    bool missing = false;
    const auto folder = StateFolder::open(directory_, false, &why, &missing);
    if (!folder)
        return std::nullopt;
    const std::optional<QByteArray> data = folder->read(fileNameFor(deviceId), kMaxProofBytes, &why, &missing);
    if (!data) {
        if (error && !missing)
            *error = why;
        return std::nullopt;
    }
    std::optional<UndervoltProof> proof = UndervoltProof::fromJson(QJsonDocument::fromJson(*data).object());
    if (!proof && error)
        *error = UndervoltTr::tr("%1 is not an undervolt record").arg(fileNameFor(deviceId));
    if (proof && proof->deviceId != deviceId)
        return std::nullopt;
    return proof;
}

QVector<UndervoltProof> UndervoltProofStore::all() const
{
    QVector<UndervoltProof> proofs;
    QString why;
    const auto folder = StateFolder::open(directory_, false, &why);
    if (!folder)
        return proofs;
    for (const QString &name : QDir(directory_).entryList({QStringLiteral("undervolt-*.json")}, QDir::Files, QDir::Name)) {
        const std::optional<QByteArray> data = folder->read(name, kMaxProofBytes, &why);
        if (!data)
            continue;
        if (std::optional<UndervoltProof> proof = UndervoltProof::fromJson(QJsonDocument::fromJson(*data).object()))
            proofs << *proof;
    }
    return proofs;
}

QString undervoltProofText(const UndervoltProof &proof, const QStringList &changes)
{
    QStringList firmware;
    for (auto it = proof.provenOn.firmware.begin(); it != proof.provenOn.firmware.end(); ++it)
        firmware << UndervoltTr::tr("%1 %2", "a firmware's name and its version").arg(it.key(), it.value());
    const QString unknown = UndervoltTr::tr("unknown");
    auto known = [&unknown](const QString &version) { return version.isEmpty() ? unknown : version; };
    const QString proven =
        UndervoltTr::tr("%1: undervolt %2 mV (lowest pass %3 mV, margin %4 mV), proven %5 with %6 on driver %7, kernel %8, VBIOS %9, firmware %10.")
            .arg(proof.deviceName.isEmpty() ? proof.deviceId : proof.deviceName)
            .arg(proof.offsetMillivolts)
            .arg(proof.lowestPassMillivolts)
            .arg(proof.marginMillivolts)
            .arg(proof.provenUtc.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")), proof.confirmation, known(proof.provenOn.driverVersion),
                 known(proof.provenOn.kernelVersion), known(proof.provenOn.vbiosVersion), firmware.isEmpty() ? unknown : joinList(firmware));
    if (proof.resetAfterApplyMs > 0)
        return proven + QLatin1Char(' ')
            + UndervoltTr::tr("A GPU reset followed its application on %1: it is not applied at boot until it is proven again (rocmtune-cli tuning undervolt).")
                  .arg(QDateTime::fromMSecsSinceEpoch(proof.resetAfterApplyMs).toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    if (changes.isEmpty())
        return proven + QLatin1Char(' ') + UndervoltTr::tr("Still valid: the card runs the versions it was proven on.");
    return proven + QLatin1Char(' ')
        + UndervoltTr::tr("It needs re-validation (rocmtune-cli tuning undervolt) because these changed: %1.").arg(changes.join(QStringLiteral("; ")));
}

QJsonObject undervoltProofStatusJson(const UndervoltProof &proof, const QStringList &changes)
{
    QJsonObject o = proof.toJson();
    o.insert(QStringLiteral("needs_revalidation"), !changes.isEmpty() || proof.resetAfterApplyMs > 0);
    o.insert(QStringLiteral("changes"), QJsonArray::fromStringList(changes));
    return o;
}

} // namespace rocmtune
