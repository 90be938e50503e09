// SPDX-License-Identifier: GPL-3.0-or-later
// The per-tick path (gpu_metrics table + settings every 10th tick) on the
// families of issue 21 reads what the per-file path reads: the RX 9070 XT's
// v1.3 table (gfx12: average clocks) and the RX 580 without any table (gfx8).
#include "support/FakeSysfsRun.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace rocmtune::testing;

namespace {

constexpr int kRocmSmiFamiliesFastPathTestTicks = 12; // crosses the 10th tick (settings re-read)

QList<QJsonObject> ticks(const FakeAmdgpuTree &tree, bool perFile)
{
    if (perFile)
        qputenv("ROCMTUNE_ROCMSMI_PER_FILE", "1");
    FakeSysfsRun run;
    const QList<QJsonObject> samples = monitorSamples(tree, kRocmSmiFamiliesFastPathTestTicks, &run, 100);
    qunsetenv("ROCMTUNE_ROCMSMI_PER_FILE");
    EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(samples.size(), kRocmSmiFamiliesFastPathTestTicks * tree.cardCount()) << run.describe().toStdString();
    return samples;
}

} // namespace

TEST(RocmSmiFamiliesFastPath, Rx9070XtAndRx580ReadTheSameAsPerFile)
{
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    tree.addCard(FakeCardSpec::radeonRx9070Xt());
    tree.addCard(FakeCardSpec::radeonRx580());
    QString error;
    ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    const QList<QJsonObject> perFile = ticks(tree, true);
    const QList<QJsonObject> fast = ticks(tree, false);
    ASSERT_EQ(perFile.size(), fast.size());
    int compared = 0;
    for (int i = 0; i < fast.size(); ++i) {
        const QJsonObject a = perFile[i].value(QStringLiteral("metrics")).toObject();
        const QJsonObject b = fast[i].value(QStringLiteral("metrics")).toObject();
        ASSERT_EQ(a.keys(), b.keys()) << "sample " << i;
        for (const QString &key : a.keys()) {
            const QJsonValue va = a.value(key).toObject().value(QStringLiteral("value"));
            const QJsonValue vb = b.value(key).toObject().value(QStringLiteral("value"));
            EXPECT_EQ(va.isNull(), vb.isNull()) << "sample " << i << " " << key.toStdString();
            if (va.isDouble() && vb.isDouble()) {
                EXPECT_NEAR(va.toDouble(), vb.toDouble(), std::abs(va.toDouble()) * 1e-9) << "sample " << i << " " << key.toStdString();
                ++compared;
            }
        }
    }
    EXPECT_GT(compared, kRocmSmiFamiliesFastPathTestTicks * 40);
}
