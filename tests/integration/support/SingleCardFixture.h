// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One fixture card in a fresh fake tree, read through rocmtune-cli --backend
// rocm-smi: the set-up the per-family tests (RX 580, RX 9070 XT, MI300X) share.
#include "tests/integration/support/FakeSysfsRun.h"

#include <QJsonArray>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace rocmtune::testing {

class SingleCardTest : public ::testing::Test
{
protected:
    explicit SingleCardTest(FakeCardSpec card) : card_(std::move(card)) {}

    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    FakeSysfsRun run;

    void SetUp() override
    {
        tree.addCard(card_);
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    }
    // One `monitor` sample of the card (empty on failure, with expectations).
    QJsonObject sampleOne()
    {
        const QList<QJsonObject> samples = monitorSamples(tree, 1, &run);
        EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
        return samples.value(0);
    }
    // The card's "controls" object from `list --json`.
    QJsonObject controls()
    {
        const QJsonArray devices = listDevices(tree, &run);
        EXPECT_EQ(devices.size(), 1) << run.describe().toStdString();
        return devices.at(0).toObject().value(QStringLiteral("controls")).toObject();
    }

private:
    FakeCardSpec card_;
};

} // namespace rocmtune::testing
