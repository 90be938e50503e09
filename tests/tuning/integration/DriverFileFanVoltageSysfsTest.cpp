// SPDX-License-Identifier: GPL-3.0-or-later
// The revert waiter's last resort (DriverFileBackend: the card's own files,
// used when another process holds the ROCm SMI library's lock) writes the fan
// and voltage controls exactly as the rocm-smi backend does: the same bytes
// to the same files in the same order, leaving the same tree. Each command
// runs on the same starting tree twice, once through the real librocm_smi64
// backend and once through the driver files (ROCMTUNE_TOOL_DRIVER_FILES=1).
#include "tests/tuning/integration/TuningSysfsFixture.h"

#include <QJsonArray>

using namespace rocmtune::testing;

namespace {

struct ToolRun {
    int exitCode = -1;
    QString message;
    std::vector<std::string> writes; // "dir/file <- bytes", from the tool's own write() hook
    QMap<QString, QByteArray> tree;  // every file afterwards
};

class DriverFilesLikeLibrary : public TuningSysfs
{
protected:
    void SetUp() override
    {
        TuningSysfs::SetUp();
        qputenv("ROCMTUNE_FAKE_DRIVER", "1");
        start = snapshot();
    }
    void TearDown() override
    {
        qunsetenv("ROCMTUNE_TOOL_DRIVER_FILES");
        TuningSysfs::TearDown();
    }

    // Puts every file back as it was after SetUp and removes files made since.
    void restoreTree()
    {
        const QMap<QString, QByteArray> now = snapshot();
        for (auto it = now.cbegin(); it != now.cend(); ++it) {
            if (!start.contains(it.key()))
                QFile::remove(it.key());
        }
        for (auto it = start.cbegin(); it != start.cend(); ++it) {
            QFile f(it.key());
            ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate)) << it.key().toStdString();
            f.write(it.value());
        }
        ASSERT_EQ(snapshot(), start);
    }

    // The commands in order, through one backend; the last run's result.
    ToolRun runAll(const std::vector<QStringList> &commands, bool driverFiles)
    {
        if (driverFiles)
            qputenv("ROCMTUNE_TOOL_DRIVER_FILES", "1");
        else
            qunsetenv("ROCMTUNE_TOOL_DRIVER_FILES");
        ToolRun result;
        for (const QStringList &command : commands) {
            const FakeSysfsRun run = runBackendTool(tree, command);
            EXPECT_NE(run.exitCode, 125) << run.describe().toStdString();
            EXPECT_FALSE(run.crashed) << run.describe().toStdString();
            result.exitCode = run.exitCode;
            const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
            result.message = o.value(QStringLiteral("message")).toString();
            for (const QJsonValue &w : o.value(QStringLiteral("writes")).toArray()) {
                const QJsonObject write = w.toObject();
                result.writes.push_back((write.value(QStringLiteral("file")).toString() + QStringLiteral(" <- ")
                                         + write.value(QStringLiteral("data")).toString()).toStdString());
            }
        }
        result.tree = snapshot();
        return result;
    }

    // Runs the commands through the library, then from the same tree through
    // the driver files, and checks both did the same.
    ToolRun expectSameAsLibrary(const std::vector<QStringList> &commands)
    {
        const ToolRun library = runAll(commands, false);
        restoreTree();
        const ToolRun files = runAll(commands, true);
        EXPECT_EQ(files.exitCode, library.exitCode) << "library: " << library.message.toStdString() << "\nfiles: " << files.message.toStdString();
        EXPECT_EQ(files.writes, library.writes);
        EXPECT_FALSE(library.writes.empty());
        for (auto it = library.tree.cbegin(); it != library.tree.cend(); ++it)
            EXPECT_EQ(files.tree.value(it.key()), it.value()) << it.key().toStdString();
        EXPECT_EQ(files.tree.keys(), library.tree.keys());
        return files;
    }

    static QStringList cmd(const char *name, const char *value) { return {QLatin1String(name), QStringLiteral("0"), QLatin1String(value)}; }

    QMap<QString, QByteArray> start;
};

class DriverFilesLikeLibraryRx6800 : public DriverFilesLikeLibrary
{
protected:
    void addCards() override { tree.addCard(FakeCardSpec::radeonRx6800Xt()); }
};

} // namespace

TEST_F(DriverFilesLikeLibrary, FanCurveThenBackToAutomatic)
{
    const ToolRun files = expectSameAsLibrary({cmd("set-fan-curve", "30:20,45:30,60:45,75:70,90:100"), cmd("set-fan-auto", "-")});
    EXPECT_EQ(files.exitCode, 0) << files.message.toStdString();
    ASSERT_EQ(files.writes.size(), 8u); // five points and "c", then the reset
    EXPECT_EQ(std::vector<std::string>(files.writes.end() - 2, files.writes.end()),
              (std::vector<std::string>{"fan_ctrl/fan_curve <- r", "fan_ctrl/fan_curve <- c"}));
}

TEST_F(DriverFilesLikeLibrary, FanCurveIsWrittenPointByPoint)
{
    const ToolRun files = expectSameAsLibrary({cmd("set-fan-curve", "30:20,45:30,60:45,75:70,90:100")});
    EXPECT_EQ(files.exitCode, 0) << files.message.toStdString();
    EXPECT_EQ(files.writes.size(), 6u);
    EXPECT_TRUE(tree.readDeviceFile(0, QStringLiteral("gpu_od/fan_ctrl/fan_curve")).contains("4: 90C 100%"));
}

TEST_F(DriverFilesLikeLibrary, FixedFanSpeedIsAFlatFirmwareCurve)
{
    const ToolRun files = expectSameAsLibrary({cmd("set-fan-fixed", "40")});
    EXPECT_EQ(files.exitCode, 0) << files.message.toStdString();
}

TEST_F(DriverFilesLikeLibrary, ZeroRpmOff)
{
    const ToolRun files = expectSameAsLibrary({cmd("set-fan-zero-rpm", "0")});
    EXPECT_EQ(files.exitCode, 0) << files.message.toStdString();
    EXPECT_EQ(files.writes, (std::vector<std::string>{"fan_ctrl/fan_zero_rpm_enable <- 0\n", "fan_ctrl/fan_zero_rpm_enable <- c"}));
}

TEST_F(DriverFilesLikeLibrary, VoltageOffsetAndBackToZero)
{
    const ToolRun files = expectSameAsLibrary({cmd("set-voltage-offset", "-60"), cmd("set-voltage-offset", "0")});
    EXPECT_EQ(files.exitCode, 0) << files.message.toStdString();
    EXPECT_EQ(files.writes, (std::vector<std::string>{"0000:03:00.0/pp_od_clk_voltage <- vo -60\n", "0000:03:00.0/pp_od_clk_voltage <- c",
                                                      "0000:03:00.0/pp_od_clk_voltage <- vo 0\n", "0000:03:00.0/pp_od_clk_voltage <- c"}));
}

TEST_F(DriverFilesLikeLibrary, OutOfRangeOffsetIsRefusedWithNothingWritten)
{
    const ToolRun files = expectSameAsLibrary({cmd("set-voltage-offset", "-60"), cmd("set-voltage-offset", "-500")});
    EXPECT_EQ(files.exitCode, 1);
    EXPECT_TRUE(files.message.contains(QStringLiteral("-450"))) << files.message.toStdString();
    EXPECT_EQ(files.writes.size(), 2u); // the first offset and its "c" only
}

TEST_F(DriverFilesLikeLibrary, ReadsTheSameFanAndVoltageState)
{
    const ToolRun library = runAll({cmd("set-fan-curve", "30:20,45:30,60:45,75:70,90:100"), cmd("show-fan-voltage", "-")}, false);
    const ToolRun files = runAll({cmd("show-fan-voltage", "-")}, true);
    EXPECT_EQ(files.message, library.message);
    EXPECT_TRUE(files.message.contains(QStringLiteral("mode=curve"))) << files.message.toStdString();
    EXPECT_TRUE(files.message.contains(QStringLiteral("offset=0[-450-0]"))) << files.message.toStdString();
}

TEST_F(DriverFilesLikeLibraryRx6800, ManualPwmAndBackToAutomatic)
{
    const ToolRun files = expectSameAsLibrary({cmd("set-fan-fixed", "50"), cmd("set-fan-auto", "-")});
    EXPECT_EQ(files.exitCode, 0) << files.message.toStdString();
    ASSERT_EQ(files.writes.size(), 3u);
    EXPECT_NE(files.writes.back().find("/pwm1_enable <- 2"), std::string::npos) << files.writes.back();
    EXPECT_EQ(hwmon("pwm1_enable"), QByteArray("2"));
}

TEST_F(DriverFilesLikeLibraryRx6800, ManualPwmWritesModeThenDuty)
{
    const ToolRun files = expectSameAsLibrary({cmd("set-fan-fixed", "50")});
    EXPECT_EQ(files.exitCode, 0) << files.message.toStdString();
    ASSERT_EQ(files.writes.size(), 2u);
    EXPECT_NE(files.writes[0].find("/pwm1_enable <- 1"), std::string::npos) << files.writes[0];
    EXPECT_NE(files.writes[1].find("/pwm1 <- 128"), std::string::npos) << files.writes[1];
    EXPECT_EQ(hwmon("pwm1"), QByteArray("128"));
}
