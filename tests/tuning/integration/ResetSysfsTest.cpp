// SPDX-License-Identifier: GPL-3.0-or-later
// "Reset to defaults" through the real ROCm SMI library on fake trees whose
// tuning files answer like the amdgpu driver (ROCMTUNE_FAKE_DRIVER=1): the
// overdrive table goes back to the card's boot table through the driver's
// own "r" + "c" (not a range computed from the DPM table), byte for byte,
// and a reset that fails is rolled back so nothing is lost.
#include "tests/tuning/integration/TuningSysfsFixture.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace rocmtune::testing;

namespace {

const QStringList kReset{QStringLiteral("reset"), QStringLiteral("--gpu"), QStringLiteral("0")};

class ResetRx7900 : public TuningSysfs
{
protected:
    void SetUp() override
    {
        TuningSysfs::SetUp();
        qputenv("ROCMTUNE_FAKE_DRIVER", "1");
    }
    // The tree as the driver would show it (the shim keeps the boot table
    // next to pp_od_clk_voltage and each fan_ctrl file for "r", and what a
    // fan_ctrl "c" committed, as dot files; those copies are not the driver's).
    QMap<QString, QByteArray> driverFiles() const
    {
        QMap<QString, QByteArray> files = snapshot();
        for (const QString &path : files.keys()) {
            if (QFileInfo(path).fileName().startsWith(QLatin1Char('.')))
                files.remove(path);
        }
        return files;
    }
    // Clocks locked, cap raised, kept (no confirmation pending).
    void tune(const QStringList &values)
    {
        const FakeSysfsRun run = tuning(QStringList{QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0")} + values
                                        + QStringList{QStringLiteral("--no-confirm")});
        ASSERT_EQ(run.exitCode, 0) << run.describe().toStdString();
    }
    QJsonObject lastLogEntry() const
    {
        QFile file(dir.path() + QStringLiteral("/state/tuning-log.jsonl"));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
        return QJsonDocument::fromJson(lines.last()).object();
    }
};

class ResetMi210 : public ResetRx7900
{
protected:
    void addCards() override { tree.addCard(FakeCardSpec::instinctMi210()); }
};

const QStringList kLockAndRaise{QStringLiteral("--sclk-range"), QStringLiteral("800:2700"), QStringLiteral("--mclk-range"),
                                QStringLiteral("97:1300"), QStringLiteral("--power-cap"), QStringLiteral("350")};

} // namespace

TEST_F(ResetRx7900, ResetRestoresTheBootTableThroughTheDriversResetByteForByte)
{
    const QMap<QString, QByteArray> boot = driverFiles();
    const QByteArray bootOd = device("pp_od_clk_voltage");
    ASSERT_EQ(bootOd, QByteArray("OD_SCLK:\n0: 500Mhz\n1: 2500Mhz\nOD_MCLK:\n0: 97Mhz\n1: 1249MHz\nOD_VDDGFX_OFFSET:\n0mV\n"
                                 "OD_RANGE:\nSCLK:     500Mhz       3000Mhz\nMCLK:      97Mhz       1500Mhz\nVDDGFX_OFFSET:    -450mv         0mv\n"));
    tune(kLockAndRaise);
    ASSERT_TRUE(device("pp_od_clk_voltage").startsWith("OD_SCLK:\n0: 800Mhz\n1: 2700Mhz\nOD_MCLK:\n0: 97Mhz\n1: 1300MHz\n"));
    ASSERT_EQ(hwmon("power1_cap"), "350000000\n");
    ASSERT_EQ(device("power_dpm_force_performance_level"), "manual\n");

    const FakeSysfsRun reset = tuning(kReset);
    ASSERT_EQ(reset.exitCode, 0) << reset.describe().toStdString();
    // Exactly the driver's reset, then the values that differ from their
    // defaults; no clock range is written (2526 MHz, the DPM table's top,
    // is not what this card boots with: 2500). The five fan_ctrl settings
    // get the driver's own reset of their file ("r", "c"): their boot
    // values are not readable, so whether they differ cannot be known.
    EXPECT_EQ(writes(), (std::vector<std::string>{w("pp_od_clk_voltage", "r"), w("pp_od_clk_voltage", "c"), w("power1_cap", "327000000"),
                                                   w("fan_minimum_pwm", "r"), w("fan_minimum_pwm", "c"), w("fan_target_temperature", "r"),
                                                   w("fan_target_temperature", "c"), w("acoustic_limit_rpm_threshold", "r"),
                                                   w("acoustic_limit_rpm_threshold", "c"), w("acoustic_target_rpm_threshold", "r"),
                                                   w("acoustic_target_rpm_threshold", "c"), w("fan_zero_rpm_stop_temperature", "r"),
                                                   w("fan_zero_rpm_stop_temperature", "c"), w("power_dpm_force_performance_level", "auto")}))
        << reset.describe().toStdString();
    EXPECT_EQ(device("pp_od_clk_voltage"), bootOd);
    EXPECT_EQ(hwmon("power1_cap"), "327000000\n");
    EXPECT_EQ(device("power_dpm_force_performance_level"), "auto\n");
    // Every driver file is as the card booted.
    EXPECT_EQ(driverFiles(), boot);
    // The log says what changed, old -> new, with what the driver shows after the reset.
    const QJsonObject entry = lastLogEntry();
    EXPECT_EQ(entry.value(QStringLiteral("action")).toString(), QStringLiteral("reset"));
    EXPECT_EQ(entry.value(QStringLiteral("outcome")).toString(), QStringLiteral("applied"));
    EXPECT_EQ(entry.value(QStringLiteral("changes")).toArray(),
              (QJsonArray{QStringLiteral("GFX clock: 800–2700 MHz; Memory clock: 97–1300 MHz -> GFX clock: 500–2500 MHz; Memory clock: 97–1249 MHz "
                                         "(the card's boot values)"),
                          QStringLiteral("Power cap: 350 W -> 327 W"),
                          QStringLiteral("Fan minimum speed: 15% -> 15% (the firmware's boot value)"),
                          QStringLiteral("Fan target temperature: 95 °C -> 95 °C (the firmware's boot value)"),
                          QStringLiteral("Fan speed limit: 2450 RPM -> 2450 RPM (the firmware's boot value)"),
                          QStringLiteral("Fan target speed: 2200 RPM -> 2200 RPM (the firmware's boot value)"),
                          QStringLiteral("Fan zero-RPM stop temperature: 50 °C -> 50 °C (the firmware's boot value)"),
                          QStringLiteral("Performance level: Manual -> Automatic")}));
}

TEST_F(ResetRx7900, ShowSaysTheDriverCanResetItsTable)
{
    const FakeSysfsRun show = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
    ASSERT_EQ(show.exitCode, 0) << show.describe().toStdString();
    EXPECT_TRUE(show.out.contains(QStringLiteral("\"clock_table_resettable\": true"))) << show.out.toStdString();
}

TEST_F(ResetRx7900, ResetTheDriverRefusesChangesNothing)
{
    tune(kLockAndRaise);
    const QMap<QString, QByteArray> tuned = driverFiles();
    qputenv("ROCMTUNE_WRITE_FAIL", "pp_od_clk_voltage"); // EIO on every write to it
    const FakeSysfsRun reset = tuning(kReset);
    EXPECT_EQ(reset.exitCode, 1) << reset.describe().toStdString();
    EXPECT_TRUE(reset.err.contains(QStringLiteral("refused to reset its overdrive table (\"r\" to pp_od_clk_voltage)"))) << reset.describe().toStdString();
    EXPECT_TRUE(reset.err.contains(QStringLiteral("values from before it were restored"))) << reset.describe().toStdString();
    // The reset stopped at its first write; nothing else was written.
    EXPECT_EQ(writes(), (std::vector<std::string>{w("pp_od_clk_voltage", "r")}));
    EXPECT_EQ(driverFiles(), tuned);
}

TEST_F(ResetRx7900, ResetThatFailsLaterPutsTheLockedTableBack)
{
    tune(kLockAndRaise);
    const QMap<QString, QByteArray> tuned = driverFiles();
    const QByteArray lockedOd = device("pp_od_clk_voltage");
    qputenv("ROCMTUNE_WRITE_FAIL", "power1_cap");
    const FakeSysfsRun reset = tuning(kReset);
    EXPECT_EQ(reset.exitCode, 1) << reset.describe().toStdString();
    EXPECT_TRUE(reset.err.contains(QStringLiteral("values from before it were restored"))) << reset.describe().toStdString();
    // The table was reset, then the cap failed: the locked ranges are written
    // back through the library, and every file is as before the reset.
    const std::vector<std::string> seq = writes();
    ASSERT_GE(seq.size(), 3u) << reset.describe().toStdString();
    EXPECT_EQ(std::vector<std::string>(seq.begin(), seq.begin() + 3),
              (std::vector<std::string>{w("pp_od_clk_voltage", "r"), w("pp_od_clk_voltage", "c"), w("power1_cap", "327000000")}));
    EXPECT_NE(std::find(seq.begin(), seq.end(), w("pp_od_clk_voltage", "s 1 2700\n")), seq.end()) << reset.describe().toStdString();
    EXPECT_NE(std::find(seq.begin(), seq.end(), w("pp_od_clk_voltage", "m 1 1300\n")), seq.end()) << reset.describe().toStdString();
    EXPECT_EQ(device("pp_od_clk_voltage"), lockedOd);
    EXPECT_EQ(driverFiles(), tuned);
}

TEST_F(ResetRx7900, CardWithoutAnOverdriveTableKeepsTheLevelReset)
{
    // Overdrive off (amdgpu.ppfeaturemask without PP_OVERDRIVE_MASK): the
    // driver creates neither pp_od_clk_voltage nor the gpu_od/ directory
    // (amdgpu_pm_sysfs_init calls amdgpu_od_set_init only when
    // amdgpu_dpm_is_overdrive_supported), so the fan_ctrl files go too.
    ASSERT_TRUE(tree.removeDeviceFile(0, QStringLiteral("pp_od_clk_voltage")));
    ASSERT_TRUE(QDir(tree.deviceDir(0) + QStringLiteral("/gpu_od")).removeRecursively());
    const FakeSysfsRun show = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
    ASSERT_EQ(show.exitCode, 0) << show.describe().toStdString();
    EXPECT_TRUE(show.out.contains(QStringLiteral("\"clock_table_resettable\": false"))) << show.out.toStdString();
    // The reason in users' words; the driver's file only in the detail (--json, tuning show --verbose, the GUI's tool tip).
    const QJsonObject controls = QJsonDocument::fromJson(show.out.toUtf8()).object().value(QStringLiteral("controls")).toObject();
    const QString reason = controls.value(QStringLiteral("unsupported")).toObject().value(QStringLiteral("clock_table")).toString();
    EXPECT_TRUE(reason.contains(QStringLiteral("has no overdrive clock table to reset"))) << show.out.toStdString();
    EXPECT_FALSE(reason.contains(QStringLiteral("pp_od"))) << reason.toStdString();
    EXPECT_TRUE(controls.value(QStringLiteral("unsupported_detail")).toObject().value(QStringLiteral("clock_table")).toString().contains(
        QStringLiteral("pp_od_clk_voltage")))
        << show.out.toStdString();
    const FakeSysfsRun text = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0")});
    const FakeSysfsRun verbose = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--verbose")});
    ASSERT_EQ(text.exitCode, 0) << text.describe().toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("Clock table: GPU"))) << text.out.toStdString();
    EXPECT_FALSE(text.out.contains(QStringLiteral("pp_od_clk_voltage"))) << text.out.toStdString();
    EXPECT_FALSE(text.out.contains(QStringLiteral("gpu_od"))) << text.out.toStdString();
    EXPECT_TRUE(verbose.out.contains(QStringLiteral("pp_od_clk_voltage"))) << verbose.out.toStdString();

    tune({QStringLiteral("--sclk-levels"), QStringLiteral("0,1"), QStringLiteral("--power-cap"), QStringLiteral("350")});
    const FakeSysfsRun reset = tuning(kReset);
    ASSERT_EQ(reset.exitCode, 0) << reset.describe().toStdString();
    // The GPU runs at a level of the full table already, so only the cap and
    // the level go back; "auto" hands the level choice back to the driver.
    EXPECT_EQ(writes(), (std::vector<std::string>{w("power1_cap", "327000000"), w("power_dpm_force_performance_level", "auto")}));
    EXPECT_FALSE(QFileInfo::exists(tree.deviceDir(0) + QStringLiteral("/pp_od_clk_voltage"))) << "never created";
    EXPECT_FALSE(QFileInfo::exists(tree.deviceDir(0) + QStringLiteral("/gpu_od"))) << "never created";
}

TEST_F(ResetMi210, ResetSwitchesToManualFirstAndRestoresTheBootLevels)
{
    const QMap<QString, QByteArray> boot = driverFiles();
    const QByteArray bootOd = device("pp_od_clk_voltage"), bootSclk = device("pp_dpm_sclk");
    tune({QStringLiteral("--sclk-range"), QStringLiteral("800:1600")});
    // Aldebaran prints the locked levels in both files.
    ASSERT_EQ(device("pp_dpm_sclk"), QByteArray("0: 800Mhz \n1: 1400Mhz *\n2: 1600Mhz \n"));
    // Back to "auto" first: Aldebaran takes pp_od_clk_voltage writes only in
    // "manual", so the reset must switch to it itself.
    ASSERT_EQ(tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--perf-level"), QStringLiteral("auto"),
                      QStringLiteral("--no-confirm")})
                  .exitCode,
              0);
    const FakeSysfsRun reset = tuning(kReset);
    ASSERT_EQ(reset.exitCode, 0) << reset.describe().toStdString();
    EXPECT_EQ(writes(), (std::vector<std::string>{w("power_dpm_force_performance_level", "manual"), w("pp_od_clk_voltage", "r"),
                                                   w("pp_od_clk_voltage", "c"), w("power_dpm_force_performance_level", "auto")}))
        << reset.describe().toStdString();
    EXPECT_EQ(device("pp_od_clk_voltage"), bootOd);
    EXPECT_EQ(device("pp_dpm_sclk"), bootSclk);
    EXPECT_EQ(device("power_dpm_force_performance_level"), "auto\n");
    EXPECT_EQ(driverFiles(), boot);
}
