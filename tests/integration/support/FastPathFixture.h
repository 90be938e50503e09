// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The fast-path tests' fixture, for either library backend (ROCm SMI's
// gpu_metrics path, AMD SMI's one table per tick): a fake amdgpu tree, a
// monitor run on either path (the per-file one forced by the backend's
// variable) checked for a clean end and a full count, and gpu_metrics edits.
#include "tests/integration/support/FakeSysfsRun.h"
#include "tests/integration/support/SampleCompare.h"

#include <QTemporaryDir>
#include <QtEndian>

#include <gtest/gtest.h>

#include <functional>

namespace rocmtune::testing {

class FastPathFixture : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};

    void build()
    {
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    }

    // kTicksPastSettingsRead ticks of every card through `samples` (one
    // backend's monitor run), with `perFileVariable` set when perFile.
    QList<QJsonObject> monitorOn(const char *perFileVariable, const std::function<QList<QJsonObject>(FakeSysfsRun *)> &samples, bool perFile,
                                 QString *log)
    {
        if (perFile)
            qputenv(perFileVariable, "1");
        FakeSysfsRun run;
        const QList<QJsonObject> read = samples(&run);
        qunsetenv(perFileVariable);
        EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
        EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        EXPECT_EQ(read.size(), kTicksPastSettingsRead * tree.cardCount()) << run.describe().toStdString();
        if (log)
            *log = run.err;
        return read;
    }
    virtual QList<QJsonObject> monitor(bool perFile, QString *log = nullptr) = 0;

    // Every metric of every sample: the same null-ness and value on both
    // paths, and more than `comparedAtLeast` values compared.
    void expectSameAsPerFile(int comparedAtLeast = 0)
    {
        const QList<QJsonObject> perFile = monitor(true);
        const QList<QJsonObject> fast = monitor(false);
        EXPECT_GT(expectSameSamples(perFile, fast), comparedAtLeast);
    }

    QByteArray table(int card) const { return tree.readDeviceFile(card, QStringLiteral("gpu_metrics")); }
    void put16(int card, int offset, quint16 value)
    {
        QByteArray t = table(card);
        qToLittleEndian(value, t.data() + offset);
        ASSERT_TRUE(tree.writeDeviceFile(card, QStringLiteral("gpu_metrics"), t));
    }
    void put64(int card, int offset, quint64 value)
    {
        QByteArray t = table(card);
        qToLittleEndian(value, t.data() + offset);
        ASSERT_TRUE(tree.writeDeviceFile(card, QStringLiteral("gpu_metrics"), t));
    }
};

} // namespace rocmtune::testing
