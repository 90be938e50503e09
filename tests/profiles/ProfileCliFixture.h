// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Fixture of the `rocmtune-cli profile` process tests: the real CLI against
// two simulated GPUs (GPU 0 a Radeon RX 7900 XTX, GPU 1 an Instinct MI210)
// whose settings live in a file, with the profile store, state folder and
// autostart folder in a temporary directory.
#include "tests/support/ProcessRun.h"
#include "tests/support/SimulatedCliEnvironment.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <string>

namespace rocmtune::test {

using CliRun = rocmtune::testing::ProcessRun;

class ProfileCli : public ::testing::Test
{
protected:
    QTemporaryDir dir;

    QProcessEnvironment env() const
    {
        QProcessEnvironment e = rocmtune::testing::simulatedCliEnvironment(dir);
        e.insert(QStringLiteral("ROCMTUNE_LANG"), QStringLiteral("en"));
        return e;
    }

    CliRun run(const QStringList &args, const QProcessEnvironment &environment = {}) const
    {
        return rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH), args, environment.isEmpty() ? env() : environment);
    }
    CliRun profile(QStringList args) const
    {
        args.prepend(QStringLiteral("profile"));
        return run(args << QStringLiteral("--backend") << QStringLiteral("sim"));
    }
    // Subcommands without device options.
    CliRun profileNoDevices(QStringList args) const
    {
        args.prepend(QStringLiteral("profile"));
        return run(args);
    }
    CliRun tuning(QStringList args) const
    {
        args.prepend(QStringLiteral("tuning"));
        return run(args << QStringLiteral("--backend") << QStringLiteral("sim"));
    }

    QJsonObject controls(int gpu) const
    {
        const CliRun r = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QString::number(gpu), QStringLiteral("--json")});
        EXPECT_EQ(r.exitCode, 0) << r.describe();
        return r.json().value(QStringLiteral("controls")).toObject();
    }
    double capWatts(int gpu) const
    {
        return controls(gpu).value(QStringLiteral("power_cap")).toObject().value(QStringLiteral("current_watts")).toDouble();
    }
    QByteArray simState() const
    {
        QFile f(dir.filePath(QStringLiteral("sim.json")));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    QString profileDir() const
    {
        const CliRun r = profile({QStringLiteral("list"), QStringLiteral("--json")});
        return r.json().value(QStringLiteral("directory")).toString();
    }
    QString autostartFile() const { return dir.filePath(QStringLiteral("config/autostart/rocmtune-apply-profiles.desktop")); }

    // Sets GPU 0 to 300 W / COMPUTE and saves that as "Quiet" (model profile).
    void saveQuiet()
    {
        const CliRun set = tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                                   QStringLiteral("300"), QStringLiteral("--power-profile"), QStringLiteral("COMPUTE"),
                                   QStringLiteral("--no-confirm")});
        ASSERT_EQ(set.exitCode, 0) << set.describe();
        const CliRun save = profile({QStringLiteral("save"), QStringLiteral("Quiet"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                     QStringLiteral("--json")});
        ASSERT_EQ(save.exitCode, 0) << save.describe();
        // Back to the default, so that applying the profile changes something.
        ASSERT_EQ(tuning({QStringLiteral("reset"), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 0);
        ASSERT_DOUBLE_EQ(capWatts(0), 327);
    }

    void writeFile(const QString &path, const QByteArray &bytes) const
    {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }

    // A v2 profile file for the given target and values JSON.
    static QByteArray profileFile(const QString &name, const QString &target, const QString &values)
    {
        return QStringLiteral(R"({"schema_version": 2, "id": "00000000-0000-4000-8000-000000000001", "name": "%1",
            "target": %2, "values": %3, "created": "2026-11-30T01:00:00.000Z", "modified": "2026-11-30T01:00:00.000Z",
            "apply_at_login": false})")
            .arg(name, target, values)
            .toUtf8();
    }
    static QString xtxModel() { return QStringLiteral(R"({"kind": "model", "model_name": "Radeon RX 7900 XTX", "pci_id": "1002:744c"})"); }
    static QString goneDevice()
    {
        return QStringLiteral(R"({"kind": "device", "model_name": "Radeon RX 7900 XTX", "pci_id": "1002:744c", "unique_id": "0xgone"})");
    }
    CliRun importFile(const QString &name, const QByteArray &bytes) const
    {
        const QString path = dir.filePath(name + QStringLiteral(".json"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(bytes);
        f.close();
        return profileNoDevices({QStringLiteral("import"), path, QStringLiteral("--json")});
    }
};

inline QString fitOf(const QJsonObject &profile, int gpu)
{
    for (const QJsonValue &v : profile.value(QStringLiteral("fits")).toArray()) {
        if (v.toObject().value(QStringLiteral("gpu")).toInt() == gpu)
            return v.toObject().value(QStringLiteral("fit")).toString();
    }
    return QString();
}

} // namespace rocmtune::test
