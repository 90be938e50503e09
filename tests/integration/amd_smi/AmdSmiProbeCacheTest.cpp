// SPDX-License-Identifier: GPL-3.0-or-later
// The probe verdict cache through Debian 13's libamd_smi 6.1.2: a second
// `list --backend amd-smi` on the same tree uses the first one's verdicts
// (the init child and the call groups' children are not forked again) and
// shows the same devices; an edited card file is probed again.
#include "tests/integration/amd_smi/AmdSmiRun.h"
#include "tests/integration/support/ProbeCacheFixture.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace rocmtune::testing;

namespace {

class AmdSmiProbeCache : public ProbeCacheFixture
{
protected:
    QJsonArray list(FakeSysfsRun *run)
    {
        const QJsonArray devices = listWith(tree, QStringLiteral("amd-smi"), run);
        EXPECT_FALSE(run->crashed) << run->describe().toStdString();
        EXPECT_EQ(run->exitCode, 0) << run->describe().toStdString();
        EXPECT_EQ(devices.size(), 2) << run->describe().toStdString();
        return devices;
    }
    static QJsonObject steady(const QJsonObject &device)
    {
        QJsonObject o;
        for (const char *key : {"name", "pci_bus_id", "controls", "backend", "unique_id", "vbios_version"})
            o.insert(QLatin1String(key), device.value(QLatin1String(key)));
        return o;
    }
};

} // namespace

TEST_F(AmdSmiProbeCache, TheSecondListUsesTheFirstOnesVerdictsAndReadsTheSame)
{
    FakeSysfsRun first;
    const QJsonArray before = list(&first);
    EXPECT_FALSE(first.err.contains(QStringLiteral("probe verdicts for init from"))) << first.err.toStdString();
    EXPECT_TRUE(first.err.contains(QStringLiteral("probe-verdicts-amd-smi-"))) << first.err.toStdString();

    FakeSysfsRun second;
    const QJsonArray after = list(&second);
    EXPECT_TRUE(second.err.contains(QStringLiteral("probe verdicts for init from"))) << second.err.toStdString();
    EXPECT_TRUE(second.err.contains(QStringLiteral("probe verdicts for calls 0000:03:00.0 0000:43:00.0 from"))) << second.err.toStdString();
    EXPECT_EQ(avoidedNotes(first), avoidedNotes(second));
    ASSERT_EQ(before.size(), after.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        EXPECT_EQ(steady(before[i].toObject()), steady(after[i].toObject())) << "device " << i;
}

TEST_F(AmdSmiProbeCache, AnEditedTreeIsProbedAgain)
{
    FakeSysfsRun first;
    list(&first);
    const QByteArray metrics = tree.readDeviceFile(1, QStringLiteral("gpu_metrics"));
    ASSERT_FALSE(metrics.isEmpty());
    ASSERT_TRUE(tree.writeDeviceFile(1, QStringLiteral("gpu_metrics"), metrics));
    FakeSysfsRun second;
    list(&second);
    EXPECT_FALSE(second.err.contains(QStringLiteral("probe verdicts for init from"))) << second.err.toStdString();
    EXPECT_TRUE(second.err.contains(QStringLiteral("another boot, library, program or set of cards"))) << second.err.toStdString();
    EXPECT_EQ(avoidedNotes(first), avoidedNotes(second));
}
