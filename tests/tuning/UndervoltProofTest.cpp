// SPDX-License-Identifier: GPL-3.0-or-later
// The memory of an undervolt: stored per card with the versions it was
// proven on (firmware read from a fake sysfs tree), what changed since, and
// what the boot service does with it (says "needs re-validation" before
// applying; never applies it again once a GPU reset followed an application).
#include "core/undervolt/UndervoltBootGate.h"
#include "core/undervolt/UndervoltProof.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

DeviceInfo proofCard()
{
    DeviceInfo info;
    info.backendId = QStringLiteral("rocm-smi");
    info.name = QStringLiteral("Radeon RX 7900 XTX");
    info.uniqueId = QStringLiteral("0x1a2b3c4d5e6f7081");
    info.pciBusId = QStringLiteral("0000:03:00.0");
    info.driverVersion = QStringLiteral("6.10.5");
    info.vbiosVersion = QStringLiteral("113-D7020100-102");
    return info;
}

void writeFirmware(const QString &sysRoot, const QString &name, const QByteArray &value)
{
    const QString folder = sysRoot + QStringLiteral("/bus/pci/devices/0000:03:00.0/fw_version");
    QDir().mkpath(folder);
    QFile file(folder + QLatin1Char('/') + name + QStringLiteral("_fw_version"));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(value + '\n');
}

UndervoltProof proofOf(const DeviceInfo &info, const QString &sysRoot)
{
    UndervoltProof proof;
    proof.deviceId = info.stableId();
    proof.deviceName = info.name;
    proof.pciBusId = info.pciBusId;
    proof.offsetMillivolts = -50;
    proof.lowestPassMillivolts = -70;
    proof.marginMillivolts = 20;
    proof.confirmation = QStringLiteral("standard");
    proof.provenUtc = QDateTime::fromMSecsSinceEpoch(1765000000000, Qt::UTC);
    proof.provenOn = undervoltProvenOnNow(info, QStringLiteral("6.12.1-amd64"), sysRoot);
    return proof;
}

} // namespace

TEST(UndervoltProof, VersionsAreReadStoredAndComparedPerCard)
{
    QTemporaryDir dir;
    const QString sys = dir.filePath(QStringLiteral("sys"));
    writeFirmware(sys, QStringLiteral("smc"), "0x00524d00");
    writeFirmware(sys, QStringLiteral("sos"), "0x00270072");
    const DeviceInfo info = proofCard();
    const UndervoltProof proof = proofOf(info, sys);
    EXPECT_EQ(proof.provenOn.firmware.value(QStringLiteral("smc")), QStringLiteral("0x00524d00"));
    EXPECT_EQ(proof.provenOn.firmware.size(), 2);
    EXPECT_EQ(proof.provenOn.kernelVersion, QStringLiteral("6.12.1-amd64"));

    const UndervoltProofStore store(dir.filePath(QStringLiteral("state")));
    QString error;
    ASSERT_TRUE(store.save(proof, &error)) << error.toStdString();
    const std::optional<UndervoltProof> read = store.find(info.stableId());
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(read->offsetMillivolts, -50);
    EXPECT_EQ(read->provenOn.toJson(), proof.provenOn.toJson());
    EXPECT_FALSE(store.find(QStringLiteral("another-card")).has_value());
    EXPECT_EQ(store.all().size(), 1);

    // Same software: nothing to re-validate.
    EXPECT_TRUE(undervoltVersionChanges(read->provenOn, undervoltProvenOnNow(info, QStringLiteral("6.12.1-amd64"), sys)).isEmpty());
    // A firmware update, a new kernel and a VBIOS flash each count.
    writeFirmware(sys, QStringLiteral("smc"), "0x00525000");
    DeviceInfo flashed = info;
    flashed.vbiosVersion = QStringLiteral("113-D7020100-104");
    const QStringList changes = undervoltVersionChanges(read->provenOn, undervoltProvenOnNow(flashed, QStringLiteral("6.14.0-amd64"), sys));
    ASSERT_EQ(changes.size(), 3) << changes.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(changes.join(QLatin1Char('|')).contains(QStringLiteral("0x00524d00 → 0x00525000")));
    EXPECT_TRUE(undervoltProofText(*read, changes).contains(QStringLiteral("needs re-validation")));
    EXPECT_TRUE(undervoltProofStatusJson(*read, changes).value(QStringLiteral("needs_revalidation")).toBool());
    // A version that cannot be read now is not a change.
    DeviceInfo unread = info;
    unread.driverVersion.clear();
    EXPECT_TRUE(undervoltVersionChanges(read->provenOn, undervoltProvenOnNow(unread, QString(), dir.filePath(QStringLiteral("nosys")))).isEmpty());
}

TEST(UndervoltBootGate, LogsReValidationBeforeApplyingAndNeverAppliesAfterAReset)
{
    QTemporaryDir dir;
    const QString sys = dir.filePath(QStringLiteral("sys"));
    writeFirmware(sys, QStringLiteral("smc"), "0x00524d00");
    const DeviceInfo info = proofCard();
    const UndervoltProofStore store(dir.filePath(QStringLiteral("state")));
    QString error;
    ASSERT_TRUE(store.save(proofOf(info, sys), &error));

    // No proof stored for a card: the boot service does as before.
    DeviceInfo other = info;
    other.uniqueId = QStringLiteral("0xffff");
    UndervoltBootDecision d = decideUndervoltAtBoot(store, other, -50, false, 1000, QStringLiteral("6.12.1-amd64"), sys);
    EXPECT_TRUE(d.apply);
    EXPECT_TRUE(d.logLine.isEmpty());

    // Same versions: applied, the log says it is proven and still valid, the application recorded.
    d = decideUndervoltAtBoot(store, info, -50, false, 2000, QStringLiteral("6.12.1-amd64"), sys);
    EXPECT_TRUE(d.apply);
    EXPECT_TRUE(d.logLine.contains(QStringLiteral("is proven")) && d.logLine.contains(QStringLiteral("still valid"))) << d.logLine.toStdString();
    EXPECT_EQ(store.find(info.stableId())->lastAppliedMs, 2000);

    // A new kernel: said before it is applied.
    d = decideUndervoltAtBoot(store, info, -50, false, 3000, QStringLiteral("6.14.0-amd64"), sys);
    EXPECT_TRUE(d.apply);
    EXPECT_TRUE(d.logLine.contains(QStringLiteral("needs re-validation"))) << d.logLine.toStdString();
    EXPECT_TRUE(d.logLine.contains(QStringLiteral("6.14.0-amd64")));

    // The apply after a GPU reset: left out, and from then on at every boot.
    d = decideUndervoltAtBoot(store, info, -50, true, 4000, QStringLiteral("6.12.1-amd64"), sys);
    EXPECT_FALSE(d.apply);
    EXPECT_TRUE(d.logLine.contains(QStringLiteral("GPU reset"))) << d.logLine.toStdString();
    EXPECT_EQ(store.find(info.stableId())->resetAfterApplyMs, 4000);
    d = decideUndervoltAtBoot(store, info, -50, false, 5000, QStringLiteral("6.12.1-amd64"), sys);
    EXPECT_FALSE(d.apply) << "never again until it is proven again";

    // Proven again (a new proof replaces the old): applied again.
    ASSERT_TRUE(store.save(proofOf(info, sys), &error));
    EXPECT_TRUE(decideUndervoltAtBoot(store, info, -50, false, 6000, QStringLiteral("6.12.1-amd64"), sys).apply);
    // A positive offset is no undervolt: never held back.
    EXPECT_TRUE(decideUndervoltAtBoot(store, info, 10, true, 7000, QStringLiteral("6.12.1-amd64"), sys).apply);
}
