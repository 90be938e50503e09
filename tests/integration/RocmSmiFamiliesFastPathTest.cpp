// SPDX-License-Identifier: GPL-3.0-or-later
// The per-tick path (gpu_metrics table + settings every 10th tick) on the
// families of issue 21 reads what the per-file path reads: the RX 9070 XT's
// v1.3 table (gfx12: average clocks) and the RX 580 without any table (gfx8).
#include "tests/integration/support/FakeSysfsRun.h"
#include "tests/integration/support/SampleCompare.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

using namespace rocmtune::testing;

namespace {


QList<QJsonObject> ticks(const FakeAmdgpuTree &tree, bool perFile)
{
    if (perFile)
        qputenv("ROCMTUNE_ROCMSMI_PER_FILE", "1");
    FakeSysfsRun run;
    const QList<QJsonObject> samples = monitorSamples(tree, kTicksPastSettingsRead, &run, 100);
    qunsetenv("ROCMTUNE_ROCMSMI_PER_FILE");
    EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
    EXPECT_EQ(samples.size(), kTicksPastSettingsRead * tree.cardCount()) << run.describe().toStdString();
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
    const int compared = expectSameSamples(perFile, fast);
    EXPECT_GT(compared, kTicksPastSettingsRead * 40);
}
