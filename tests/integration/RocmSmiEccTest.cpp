// SPDX-License-Identifier: GPL-3.0-or-later
// ECC / RAS counts from the driver's device/ras files (amdgpu_ras.c formats)
// in `monitor --format json`, `list --json` and the doctor, on a fake MI210
// (RAS) next to an RX 7900 XTX (no RAS: N/A, never 0).
#include "tests/integration/support/FakeSysfsRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune::testing;

namespace {

class RocmSmiEcc : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    FakeSysfsRun run;

    void SetUp() override
    {
        tree.addCard(FakeCardSpec::radeonRx7900Xtx());
        tree.addCard(FakeCardSpec::instinctMi210());
    }
    void build()
    {
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    }
    QJsonObject eccOf(const QList<QJsonObject> &samples, int device)
    {
        for (const QJsonObject &s : samples) {
            if (s.value(QStringLiteral("device")).toInt() == device)
                return s.value(QStringLiteral("ecc")).toObject();
        }
        return {};
    }
    static QJsonObject blockOf(const QJsonObject &ecc, const char *name)
    {
        for (const QJsonValue &b : ecc.value(QStringLiteral("blocks")).toArray()) {
            if (b.toObject().value(QStringLiteral("block")).toString() == QLatin1String(name))
                return b.toObject();
        }
        return {};
    }
    QList<QJsonObject> monitorBoth()
    {
        const QList<QJsonObject> samples = monitorSamples(tree, 1, &run);
        EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
        EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
        EXPECT_EQ(samples.size(), 2) << run.describe().toStdString();
        return samples;
    }
};

} // namespace

TEST_F(RocmSmiEcc, PerBlockCountsInMonitorJsonAndNotAvailableWithoutRas)
{
    build();
    const QList<QJsonObject> samples = monitorBoth();
    ASSERT_EQ(samples.size(), 2);
    for (const QJsonObject &s : samples) {
        ASSERT_TRUE(s.contains(QStringLiteral("ecc")));
        if (s.value(QStringLiteral("device")).toInt() == 0) {
            EXPECT_TRUE(s.value(QStringLiteral("ecc")).isNull()) << "the RX 7900 XTX has no RAS: null, not 0";
        }
    }
    const QJsonObject ecc = eccOf(samples, 1);
    EXPECT_TRUE(ecc.value("enabled").toBool());
    EXPECT_EQ(ecc.value("correctable_total").toInt(-1), 6);
    EXPECT_EQ(ecc.value("uncorrectable_total").toInt(-1), 0);
    const QJsonArray blocks = ecc.value("blocks").toArray();
    QStringList names;
    for (const QJsonValue &b : blocks)
        names << b.toObject().value("block").toString();
    EXPECT_EQ(names, (QStringList{"umc", "sdma", "gfx", "mmhub", "hdp", "xgmi_wafl"}));
    EXPECT_EQ(blockOf(ecc, "umc").value("correctable").toInt(-1), 5);
    EXPECT_EQ(blockOf(ecc, "umc").value("uncorrectable").toInt(-1), 0);
    EXPECT_EQ(blockOf(ecc, "gfx").value("correctable").toInt(-1), 1);
}

TEST_F(RocmSmiEcc, UncorrectableErrorsInListDoctorAndMonitor)
{
    build();
    ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("ras/umc_err_count"), "ue: 3\nce: 4177\n"));
    ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("ras/gfx_err_count"), "Query currently inaccessible\n"));
    const QJsonObject ecc = eccOf(monitorBoth(), 1);
    EXPECT_EQ(blockOf(ecc, "umc").value("uncorrectable").toInt(-1), 3) << "ue is the first line (amdgpu_ras.c)";
    EXPECT_EQ(blockOf(ecc, "umc").value("correctable").toInt(-1), 4177);
    EXPECT_TRUE(blockOf(ecc, "gfx").value("correctable").isNull()) << "an inaccessible query is not 0";
    EXPECT_EQ(ecc.value("uncorrectable_total").toInt(-1), 3);

    const QJsonArray devices = listDevices(tree, &run);
    ASSERT_EQ(devices.size(), 2) << run.describe().toStdString();
    EXPECT_TRUE(devices[0].toObject().value("ecc").isNull());
    EXPECT_EQ(devices[1].toObject().value("ecc").toObject().value("uncorrectable_total").toInt(-1), 3);

    FakeSysfsRun text = runCli(tree, {QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("rocm-smi")});
    EXPECT_TRUE(text.out.contains(QStringLiteral("ECC:            N/A"))) << text.describe().toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("ECC:            on, 4177 correctable, 3 uncorrectable"))) << text.describe().toStdString();

    FakeSysfsRun doctor = runCli(tree, {QStringLiteral("doctor"), QStringLiteral("--json"), QStringLiteral("--python"), QStringLiteral("/nonexistent")});
    QJsonObject check;
    for (const QJsonValue &c : QJsonDocument::fromJson(doctor.out.toUtf8()).object().value("checks").toArray()) {
        if (c.toObject().value("id").toString() == QLatin1String("ecc"))
            check = c.toObject();
    }
    ASSERT_FALSE(check.isEmpty()) << doctor.describe().toStdString();
    EXPECT_EQ(check.value("status").toString(), QStringLiteral("fail")) << doctor.describe().toStdString();
    EXPECT_TRUE(check.value("summary").toString().contains(QStringLiteral("card1 UMC: 3"))) << doctor.describe().toStdString();
}

TEST_F(RocmSmiEcc, DoctorSaysNotAvailableOnConsumerCardsAndPassesClean)
{
    build();
    FakeSysfsRun doctor = runCli(tree, {QStringLiteral("doctor"), QStringLiteral("--json"), QStringLiteral("--python"), QStringLiteral("/nonexistent")});
    QJsonObject check;
    for (const QJsonValue &c : QJsonDocument::fromJson(doctor.out.toUtf8()).object().value("checks").toArray()) {
        if (c.toObject().value("id").toString() == QLatin1String("ecc"))
            check = c.toObject();
    }
    ASSERT_FALSE(check.isEmpty()) << doctor.describe().toStdString();
    EXPECT_EQ(check.value("status").toString(), QStringLiteral("pass"));
    const QString evidence = QJsonDocument(check.value("evidence").toArray()).toJson();
    EXPECT_TRUE(evidence.contains(QStringLiteral("card0: ECC N/A"))) << evidence.toStdString();
    EXPECT_TRUE(evidence.contains(QStringLiteral("UMC 5 correctable, 0 uncorrectable"))) << evidence.toStdString();
}
