// SPDX-License-Identifier: GPL-3.0-or-later
// One controls read opens each overdrive file of the card once: the clock
// table, its reset, every driver value of the catalogue (DriverValues.h) and
// the voltage curve are all parsed from one text of pp_od_clk_voltage
// (amdgpu::OdFileTexts), and each gpu_od/fan_ctrl file is read once. Counted
// as real opens under /sys (the LD_PRELOAD open recorder), through the ROCm SMI
// backend with the real library and through the revert waiter's driver-file
// backend: `rocmsmi-backend-tool read-controls 0 N` with N = 1 and N = 4, so
// that start-up opens cancel out and the difference is three controls reads.
#include "tests/integration/support/WakingOpens.h"

#include <QJsonDocument>
#include <QMap>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune::testing;

namespace {

class DriverFileReads : public ::testing::TestWithParam<bool>
{
protected:
    QTemporaryDir dir;
    FakeAmdgpuTree tree{dir.path() + QStringLiteral("/tree")};

    void SetUp() override
    {
        if (GetParam())
            qputenv("ROCMTUNE_TOOL_DRIVER_FILES", "1");
        // Both runs start alike: the library's forked probes (which read pp_od_clk_voltage too) run in each, not
        // only in the first (ProbeVerdictCache.h).
        qputenv("ROCMTUNE_PROBE_CACHE", "0");
    }
    void TearDown() override
    {
        qunsetenv("ROCMTUNE_TOOL_DRIVER_FILES");
        qunsetenv("ROCMTUNE_PROBE_CACHE");
    }

    // Opens of each overdrive file (by its name under device/) in a run of
    // `reads` controls reads of card 0; *message: the tool's message.
    QMap<QString, int> overdriveOpens(int reads, QString *message)
    {
        QStringList opens;
        const FakeSysfsRun run = runRecordingOpens(tree, backendToolPath(), {QStringLiteral("read-controls"), QStringLiteral("0"), QString::number(reads)},
                                                   &opens);
        EXPECT_NE(run.exitCode, 125) << "the fake sysfs namespace could not be set up: " << run.describe().toStdString();
        EXPECT_EQ(run.exitCode, 0) << run.describe().toStdString();
        *message = QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("message")).toString();
        QMap<QString, int> counts;
        for (const QString &path : opens) {
            const qsizetype od = path.indexOf(QLatin1String("/gpu_od/"));
            if (od >= 0)
                ++counts[path.mid(od + 1)];
            else if (path.endsWith(QLatin1String("/pp_od_clk_voltage")))
                ++counts[QStringLiteral("pp_od_clk_voltage")];
        }
        return counts;
    }

    // On a tree of `card`: each overdrive file opened exactly once per
    // controls read, and pp_od_clk_voltage among them. The message of the
    // longer run (what those reads found).
    QString messageAfterEachFileOncePerRead(const FakeCardSpec &card)
    {
        tree.addCard(card);
        QString error;
        EXPECT_TRUE(tree.build(&error)) << error.toStdString();
        QString once, message;
        const QMap<QString, int> one = overdriveOpens(1, &once);
        const QMap<QString, int> four = overdriveOpens(4, &message);
        EXPECT_TRUE(four.contains(QStringLiteral("pp_od_clk_voltage")));
        for (auto it = four.cbegin(); it != four.cend(); ++it)
            EXPECT_EQ(it.value() - one.value(it.key()), 3) << it.key().toStdString() << ": " << it.value() << " opens in 4 reads, "
                                                           << one.value(it.key()) << " in 1";
        EXPECT_TRUE(message.contains(QStringLiteral(";reads=4;"))) << message.toStdString();
        return message;
    }
};

} // namespace

// RDNA4: the clock table (OD_MCLK), the voltage offset and the GFX clock offset in one pp_od_clk_voltage; both
// driver values parsed from that one text.
TEST_P(DriverFileReads, Rx9070XtReadsPpOdClkVoltageOncePerControlsRead)
{
    const QString message = messageAfterEachFileOncePerRead(FakeCardSpec::radeonRx9070Xt());
    EXPECT_TRUE(message.contains(QStringLiteral(";voltage_offset=0[-200-0]"))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral(";gfx_clock_offset=0[-500-1000]"))) << message.toStdString();
}

// RDNA3: the clock table, the voltage offset and every gpu_od/fan_ctrl file.
TEST_P(DriverFileReads, Rx7900XtxReadsEachOverdriveFileOncePerControlsRead)
{
    const QString message = messageAfterEachFileOncePerRead(FakeCardSpec::radeonRx7900Xtx());
    EXPECT_TRUE(message.contains(QStringLiteral("min_pwm=15[15-100]"))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral(";voltage_offset=0[-450-0]"))) << message.toStdString();
}

INSTANTIATE_TEST_SUITE_P(Backends, DriverFileReads, ::testing::Bool(),
                         [](const ::testing::TestParamInfo<bool> &info) { return info.param ? "DriverFiles" : "RocmSmiLibrary"; });
