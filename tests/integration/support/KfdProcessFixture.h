// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The compute-process tests' fixture (ROCm SMI and driver-files backends):
// a fake RX 7900 XTX and MI210, KFD process entries planted as the driver
// writes them (/sys/class/kfd/kfd/proc/<pid>/...), and `ps --json` of a backend.
#include "tests/integration/support/FakeSysfsRun.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace rocmtune::testing {

class KfdProcessFixture : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    FakeCardSpec rx = FakeCardSpec::radeonRx7900Xtx();
    FakeCardSpec mi = FakeCardSpec::instinctMi210();

    void SetUp() override
    {
        tree.addCard(rx);
        tree.addCard(mi);
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
    }

    // CUs of a card from its KFD properties, as the backend computes them.
    static double totalCus(const FakeCardSpec &spec)
    {
        double simds = 0, perCu = 0;
        for (const auto &[key, value] : spec.kfdProperties) {
            if (key == QLatin1String("simd_count"))
                simds = value.toDouble();
            if (key == QLatin1String("simd_per_cu"))
                perCu = value.toDouble();
        }
        return perCu > 0 ? simds / perCu : 0;
    }

    QString procDir(qint64 pid) const { return tree.classDir() + QStringLiteral("/kfd/kfd/proc/%1").arg(pid); }

    static void write(const QString &path, const QByteArray &content)
    {
        QDir().mkpath(path.section(QLatin1Char('/'), 0, -2));
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly)) << path.toStdString();
        file.write(content);
    }

    // `ps --backend BACKEND --json`, checked for a clean run.
    QJsonObject psOf(const QString &backend, FakeSysfsRun *run)
    {
        *run = runCli(tree, {QStringLiteral("ps"), QStringLiteral("--backend"), backend, QStringLiteral("--json")});
        EXPECT_NE(run->exitCode, 125) << "the fake sysfs namespace could not be set up: " << run->describe().toStdString();
        EXPECT_EQ(run->exitCode, 0) << run->describe().toStdString();
        EXPECT_FALSE(run->crashed) << run->describe().toStdString();
        return QJsonDocument::fromJson(run->out.toUtf8()).object();
    }

    static QList<QJsonObject> processesOf(const QJsonObject &ps, qint64 pid)
    {
        QList<QJsonObject> found;
        for (const QJsonValue &v : ps.value(QStringLiteral("processes")).toArray()) {
            if (static_cast<qint64>(v.toObject().value(QStringLiteral("pid")).toDouble()) == pid)
                found << v.toObject();
        }
        return found;
    }
};

} // namespace rocmtune::testing
