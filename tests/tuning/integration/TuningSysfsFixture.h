// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The fixture of the tuning namespace tests: a fake tree (an RX 7900 XTX by
// default, or the cards a test adds before build()), rocmtune-cli tuning run
// in the namespace with the LD_PRELOAD shim (SysfsWriteRecorder.cpp), the
// writes it saw, and snapshots of the whole tree.
#include "tests/integration/support/FakeSysfsRun.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace rocmtune::testing {

// Arguments the tuning CLI tests pass again and again.
inline const QStringList kNoConfirm{QStringLiteral("--no-confirm")};
inline const QStringList kPending{QStringLiteral("--confirm-timeout"), QStringLiteral("60")};
inline const QStringList kRevertGpu0{QStringLiteral("revert"), QStringLiteral("--gpu"), QStringLiteral("0")};

class TuningSysfs : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};
    QString log = dir.path() + QStringLiteral("/writes.jsonl");

    // The cards of the tree (card 0 first).
    virtual void addCards() { tree.addCard(FakeCardSpec::radeonRx7900Xtx()); }

    void SetUp() override
    {
        addCards();
        QString error;
        ASSERT_TRUE(tree.build(&error)) << error.toStdString();
        qputenv("LD_PRELOAD", ROCMTUNE_WRITE_RECORDER_PATH);
        qputenv("ROCMTUNE_WRITE_LOG", log.toUtf8());
        qputenv("ROCMTUNE_STATE_DIR", (dir.path() + QStringLiteral("/state")).toUtf8());
        qunsetenv("ROCMTUNE_WRITE_FAIL");
        qunsetenv("ROCMTUNE_WRITE_BREAK");
        qunsetenv("ROCMTUNE_FAKE_DRIVER");
        qunsetenv("ROCMTUNE_FAKE_DRIVER_OD_LIMITS");
    }
    void TearDown() override
    {
        qunsetenv("LD_PRELOAD");
        qunsetenv("ROCMTUNE_WRITE_LOG");
        qunsetenv("ROCMTUNE_STATE_DIR");
        qunsetenv("ROCMTUNE_WRITE_FAIL");
        qunsetenv("ROCMTUNE_WRITE_BREAK");
        qunsetenv("ROCMTUNE_FAKE_DRIVER");
        qunsetenv("ROCMTUNE_FAKE_DRIVER_OD_LIMITS");
    }

    FakeSysfsRun tuning(const QStringList &args)
    {
        QFile::remove(log);
        FakeSysfsRun run = runCli(tree, QStringList{QStringLiteral("tuning")} + args + QStringList{QStringLiteral("--backend"), QStringLiteral("rocm-smi")});
        EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
        EXPECT_FALSE(run.crashed) << run.describe().toStdString();
        return run;
    }

    // "file <- bytes" for every write to /sys, in order.
    std::vector<std::string> writes() const
    {
        std::vector<std::string> list;
        QFile file(log);
        if (!file.open(QIODevice::ReadOnly))
            return list;
        for (const QByteArray &line : file.readAll().split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (!o.isEmpty())
                list.push_back((o.value(QStringLiteral("file")).toString() + QStringLiteral(" <- ") + o.value(QStringLiteral("data")).toString())
                                   .toStdString());
        }
        return list;
    }

    // Every regular file of the tree with its contents.
    QMap<QString, QByteArray> snapshot() const
    {
        QMap<QString, QByteArray> files;
        QDirIterator it(tree.rootDir(), QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            files.insert(path, f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>"));
        }
        return files;
    }

    QByteArray device(const char *name) const { return tree.readDeviceFile(0, QLatin1String(name)); }
    QByteArray hwmon(const char *name) const { return tree.readHwmonFile(0, QLatin1String(name)); }
    static std::string w(const char *file, const char *data) { return std::string(file) + " <- " + data; }
};

} // namespace rocmtune::testing
