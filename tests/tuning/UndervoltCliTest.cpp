// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli tuning undervolt on a simulated RX 7900 XTX (its stability
// limit hidden in the model): the JSON report, the limit found within one
// step, and the card left at its original offset (or the validated one with
// --keep), checked by a separate `tuning show`.
#include "backends/simulated/SimulatedGpu.h"
#include "support/ProcessRun.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

using rocmtune::testing::ProcessRun;

class UndervoltCli : public ::testing::Test
{
protected:
    QTemporaryDir dir;

    QProcessEnvironment env() const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        e.insert(QStringLiteral("ROCMTUNE_STATE_DIR"), dir.filePath(QStringLiteral("state")));
        e.insert(QStringLiteral("ROCMTUNE_SIM_STATE"), dir.filePath(QStringLiteral("sim.json")));
        e.insert(QStringLiteral("ROCMTUNE_SIM_GPUS"), QStringLiteral("1"));
        e.insert(QStringLiteral("ROCMTUNE_SIM_SEED"), QStringLiteral("3"));
        e.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        for (const char *name : {"SUDO_UID", "SUDO_USER", "PKEXEC_UID", "DOAS_USER", "ROCMTUNE_SIM_WRITE_DELAY_MS"})
            e.remove(QString::fromLatin1(name));
        return e;
    }
    ProcessRun cli(const QStringList &args) const
    {
        return rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH),
                                             QStringList{QStringLiteral("tuning")} + args + QStringList{QStringLiteral("--backend"), QStringLiteral("sim")},
                                             env(), {});
    }
    int offsetNow() const
    {
        const ProcessRun r = cli({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        return r.json().value(QStringLiteral("controls")).toObject().value(QStringLiteral("voltage_offset")).toObject().value(QStringLiteral("current_mv")).toInt(12345);
    }
    // The model's hidden limit for this seed (SimulatedBackend: seed * 7919 + index).
    static int hiddenLimit()
    {
        return rocmtune::SimulatedGpu(rocmtune::SimulatedCardSpec::radeonRx7900Xtx(), 3u * 7919u).stableOffsetMillivolts();
    }
};

} // namespace

TEST_F(UndervoltCli, FindsTheLimitWithinOneStepAndLeavesTheOriginalOffset)
{
    const ProcessRun r = cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--step"),
                              QStringLiteral("10"), QStringLiteral("--check"), QStringLiteral("gemm"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.out.toStdString() << r.err.toStdString();
    const QJsonObject o = r.json();
    EXPECT_EQ(o.value(QStringLiteral("outcome")).toString(), QStringLiteral("discarded")) << r.out.toStdString();
    const int limit = hiddenLimit();
    const int lastPass = o.value(QStringLiteral("last_pass_mv")).toInt(1);
    EXPECT_GE(lastPass, limit);
    EXPECT_LT(lastPass - limit, 10);
    EXPECT_EQ(o.value(QStringLiteral("first_fail_mv")).toInt(), lastPass - 10);
    EXPECT_EQ(o.value(QStringLiteral("proposal_mv")).toInt(), lastPass + 10);
    EXPECT_EQ(o.value(QStringLiteral("validation")).toObject().value(QStringLiteral("verdict")).toString(), QStringLiteral("pass"));
    const QJsonArray steps = o.value(QStringLiteral("steps")).toArray();
    ASSERT_GE(steps.size(), 2);
    for (const QJsonValue &s : steps) {
        EXPECT_TRUE(s.toObject().value(QStringLiteral("power_w")).isDouble());
        EXPECT_TRUE(s.toObject().value(QStringLiteral("gfx_clock_mhz")).isDouble());
    }
    EXPECT_EQ(offsetNow(), 0); // nothing left applied
}

TEST_F(UndervoltCli, KeepLeavesTheValidatedOffsetAndBadArgumentsAreRefused)
{
    const ProcessRun r = cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--step"),
                              QStringLiteral("20"), QStringLiteral("--check"), QStringLiteral("train"), QStringLiteral("--keep"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.out.toStdString() << r.err.toStdString();
    const QJsonObject o = r.json();
    EXPECT_EQ(o.value(QStringLiteral("outcome")).toString(), QStringLiteral("kept"));
    const int proposal = o.value(QStringLiteral("proposal_mv")).toInt(1);
    EXPECT_GE(proposal, hiddenLimit());
    EXPECT_EQ(offsetNow(), proposal);

    EXPECT_EQ(cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--step"), QStringLiteral("2")}).exitCode, 2);
    EXPECT_EQ(cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--check"), QStringLiteral("soak")}).exitCode, 2);
}
