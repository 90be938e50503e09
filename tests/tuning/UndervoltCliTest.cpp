// SPDX-License-Identifier: GPL-3.0-or-later
// rocmtune-cli tuning undervolt on a simulated RX 7900 XTX (its stability
// limit hidden in the model): the JSON report, the limit found within one
// step, and the card left at its original offset (or the validated one with
// --keep), checked by a separate `tuning show`; --save-profile records the
// validated offset as a profile marked validated; SIGKILL or SIGTERM while a
// failing offset is applied leaves the original offset (the revert waiter,
// or the CLI's own revert).
#include "core/backends/simulated/SimulatedGpu.h"
#include "tests/support/ProcessStream.h"
#include "tests/support/SimulatedCliEnvironment.h"

#include <QElapsedTimer>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

#include <csignal>

namespace {

using rocmtune::testing::ProcessRun;
using rocmtune::testing::StreamedProcess;

class UndervoltCli : public ::testing::Test
{
protected:
    QTemporaryDir dir;
    unsigned seed = 3; // the simulated card's seed: its hidden limit

    QProcessEnvironment env() const
    {
        QProcessEnvironment e = rocmtune::testing::simulatedCliEnvironment(dir, 1);
        e.insert(QStringLiteral("ROCMTUNE_SIM_SEED"), QString::number(seed));
        return e;
    }
    ProcessRun cliRaw(const QStringList &args) const
    {
        return rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH), args + QStringList{QStringLiteral("--backend"), QStringLiteral("sim")},
                                             env(), {});
    }
    // The offset the simulated card holds now, straight from its state file
    // (no process of ours runs to read it); nullopt before the first write.
    std::optional<int> offsetInStateFile() const
    {
        QFile f(dir.filePath(QStringLiteral("sim.json")));
        if (!f.open(QIODevice::ReadOnly))
            return std::nullopt;
        const QJsonObject device =
            QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("devices")).toObject().value(QStringLiteral("0")).toObject();
        if (!device.contains(QStringLiteral("voltage_offset_mv")))
            return std::nullopt;
        return device.value(QStringLiteral("voltage_offset_mv")).toInt();
    }
    // Starts `tuning undervolt` with slow writes (each driver write takes
    // 1 s) and returns once the card holds an offset below the hidden limit:
    // a failing value is applied right now.
    void startUntilAFailingOffsetIsApplied(StreamedProcess &p) const
    {
        QProcessEnvironment e = env();
        e.insert(QStringLiteral("ROCMTUNE_SIM_WRITE_DELAY_MS"), QStringLiteral("1000"));
        p.start(QStringLiteral(ROCMTUNE_CLI_PATH),
                {QStringLiteral("tuning"), QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--step"),
                 QStringLiteral("50"), QStringLiteral("--check"), QStringLiteral("gemm"), QStringLiteral("--json"), QStringLiteral("--backend"),
                 QStringLiteral("sim")},
                e);
        ASSERT_TRUE(p.readUntil("a failing offset applied (the state file's offset below the hidden limit)", [&] {
            const auto mv = offsetInStateFile();
            return mv && *mv < hiddenLimit();
        }, 60000));
    }
    bool waitForOffset(int millivolts, int timeoutMs) const
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < timeoutMs) {
            if (offsetInStateFile() == millivolts)
                return true;
            QThread::msleep(50);
        }
        return false;
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
    int hiddenLimit() const
    {
        return rocmtune::SimulatedGpu(rocmtune::SimulatedCardSpec::radeonRx7900Xtx(), seed * 7919u).stableOffsetMillivolts();
    }
};

} // namespace

TEST_F(UndervoltCli, FindsTheLimitWithinOneStepAndLeavesTheOriginalOffset)
{
    const ProcessRun r = cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--step"),
                              QStringLiteral("10"), QStringLiteral("--margin-mv"), QStringLiteral("10"), QStringLiteral("--check"), QStringLiteral("gemm"),
                              QStringLiteral("--json")});
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
                              QStringLiteral("20"), QStringLiteral("--margin-mv"), QStringLiteral("20"), QStringLiteral("--check"), QStringLiteral("train"),
                              QStringLiteral("--keep"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.out.toStdString() << r.err.toStdString();
    const QJsonObject o = r.json();
    EXPECT_EQ(o.value(QStringLiteral("outcome")).toString(), QStringLiteral("kept"));
    const int proposal = o.value(QStringLiteral("proposal_mv")).toInt(1);
    EXPECT_GE(proposal, hiddenLimit());
    EXPECT_EQ(offsetNow(), proposal);

    EXPECT_EQ(cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--step"), QStringLiteral("2")}).exitCode, 2);
    EXPECT_EQ(cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--check"), QStringLiteral("soak")}).exitCode, 2);
    EXPECT_EQ(cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--margin-mv"), QStringLiteral("-5")}).exitCode, 2);
    EXPECT_EQ(cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--confirm-with")}).exitCode, 2)
        << "--confirm-with without a command";
}

TEST_F(UndervoltCli, SaveProfileRecordsTheValidatedOffsetForThisCardMarkedValidated)
{
    const ProcessRun r = cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--step"), QStringLiteral("20"),
                              QStringLiteral("--margin-mv"), QStringLiteral("20"), QStringLiteral("--check"), QStringLiteral("train"),
                              QStringLiteral("--save-profile"), QStringLiteral("Undervolt found"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.describe();
    const QJsonObject o = r.json();
    ASSERT_EQ(o.value(QStringLiteral("outcome")).toString(), QStringLiteral("discarded")) << r.describe();
    const int proposal = o.value(QStringLiteral("proposal_mv")).toInt(1);
    ASSERT_LT(proposal, 0);
    EXPECT_EQ(o.value(QStringLiteral("saved_profile")).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Undervolt found")) << r.describe();
    EXPECT_EQ(offsetNow(), 0); // saved, not kept: the card is back at its original offset

    const ProcessRun show = cliRaw({QStringLiteral("profile"), QStringLiteral("show"), QStringLiteral("Undervolt found"), QStringLiteral("--json")});
    ASSERT_EQ(show.exitCode, 0) << show.describe();
    const QJsonObject profile = show.json().contains(QStringLiteral("profile")) ? show.json().value(QStringLiteral("profile")).toObject() : show.json();
    EXPECT_EQ(profile.value(QStringLiteral("values")).toObject().value(QStringLiteral("voltage_offset_mv")).toInt(1), proposal) << show.describe();
    EXPECT_EQ(profile.value(QStringLiteral("values")).toObject().size(), 1) << show.describe(); // the offset alone
    EXPECT_EQ(profile.value(QStringLiteral("target")).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("device")) << show.describe();
    const QJsonObject validation = profile.value(QStringLiteral("validation")).toObject();
    EXPECT_TRUE(validation.value(QStringLiteral("passed")).toBool()) << show.describe();
    EXPECT_TRUE(validation.value(QStringLiteral("summary")).toString().contains(QStringLiteral("PASS"))) << show.describe();

    // The same name again: refused before any search (exit 2), nothing applied.
    const ProcessRun again = cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--save-profile"),
                                  QStringLiteral("Undervolt found")});
    EXPECT_EQ(again.exitCode, 2) << again.describe();
    EXPECT_TRUE(again.err.contains("--save-profile")) << again.describe();
}

TEST_F(UndervoltCli, SaveProfileWithoutAPassingProposalSavesNothing)
{
    // A 100 mV step from 0 lands below the model's limit at once: no gain, nothing to save.
    seed = 2;
    ASSERT_LT(hiddenLimit(), 0);
    ASSERT_GT(hiddenLimit(), -100) << "the seed's limit must lie within the first step for this test";
    const ProcessRun r = cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--step"), QStringLiteral("100"),
                              QStringLiteral("--check"), QStringLiteral("gemm"), QStringLiteral("--save-profile"), QStringLiteral("Nothing"),
                              QStringLiteral("--json")});
    EXPECT_EQ(r.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("no_gain")) << r.describe();
    EXPECT_FALSE(r.json().contains(QStringLiteral("saved_profile")));
    EXPECT_FALSE(r.json().value(QStringLiteral("save_error")).toString().isEmpty()) << r.describe();
    EXPECT_NE(cliRaw({QStringLiteral("profile"), QStringLiteral("show"), QStringLiteral("Nothing")}).exitCode, 0);
    EXPECT_EQ(offsetNow(), 0);
}

TEST_F(UndervoltCli, SigkillWhileAFailingOffsetIsAppliedIsRevertedByTheWaiter)
{
    StreamedProcess p;
    startUntilAFailingOffsetIsApplied(p);
    if (HasFatalFailure())
        return;
    const int failing = *offsetInStateFile();
    p.signal(SIGKILL);
    const ProcessRun killed = p.finish(30000);
    ASSERT_FALSE(killed.timedOut());
    EXPECT_TRUE(killed.killedBySignal()) << killed.describe();
    // The revert waiter puts the original back on its own, with no command of
    // ours running, as soon as it sees the journal entry's owner is gone.
    // 45 s, not 20: under a load of 15 on 2 cores the waiter's start, poll
    // and 1-s simulated writes once took longer than 20 s. The step's own
    // deadline is at least 60 s after the apply (UndervoltSearch: the check's
    // length + 60 s), so a revert within 45 s is still the dead owner's doing.
    EXPECT_TRUE(waitForOffset(0, 45000)) << "the failing " << failing << " mV stayed applied: " << offsetInStateFile().value_or(12345);
    EXPECT_EQ(offsetNow(), 0);
}

TEST_F(UndervoltCli, SigtermWhileAFailingOffsetIsAppliedRevertsAndExitsInterrupted)
{
    StreamedProcess p;
    startUntilAFailingOffsetIsApplied(p);
    if (HasFatalFailure())
        return;
    p.signal(SIGTERM);
    const ProcessRun r = p.finish(30000);
    EXPECT_EQ(r.exitCode, 9) << r.describe(); // ValidationExitInterrupted
    EXPECT_TRUE(r.json().value(QStringLiteral("interrupted")).toBool()) << r.describe();
    EXPECT_EQ(offsetInStateFile(), 0) << "the CLI reverted before it exited";
    EXPECT_EQ(offsetNow(), 0);
}

// The defaults of issue 33: each step checked with the transient loads
// (adaptive, pulse, train), the proposal two steps back from the lowest
// pass, confirmed with the Standard preset, and remembered for this card
// with the versions it was proven on; a changed version makes `tuning show`
// and `doctor` say it needs re-validation.
TEST_F(UndervoltCli, DefaultsBackOffTwoStepsConfirmWithStandardAndRememberTheVersions)
{
    ASSERT_LT(hiddenLimit(), -30) << "the seed's limit must leave room for two steps of margin";
    const ProcessRun r = cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--step"), QStringLiteral("10"),
                              QStringLiteral("--keep"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.describe();
    const QJsonObject o = r.json();
    EXPECT_EQ(o.value(QStringLiteral("check")).toString(), QStringLiteral("transient"));
    EXPECT_EQ(o.value(QStringLiteral("margin_mv")).toInt(), 20);
    EXPECT_EQ(o.value(QStringLiteral("confirmation")).toString(), QStringLiteral("standard"));
    const int lastPass = o.value(QStringLiteral("last_pass_mv")).toInt(1);
    EXPECT_GE(lastPass, hiddenLimit());
    EXPECT_EQ(o.value(QStringLiteral("proposal_mv")).toInt(), lastPass + 20);
    EXPECT_EQ(o.value(QStringLiteral("outcome")).toString(), QStringLiteral("kept"));
    EXPECT_EQ(offsetNow(), lastPass + 20);
    const QJsonObject proof = o.value(QStringLiteral("proof")).toObject();
    EXPECT_EQ(proof.value(QStringLiteral("offset_mv")).toInt(), lastPass + 20) << r.describe();
    EXPECT_EQ(proof.value(QStringLiteral("lowest_pass_mv")).toInt(), lastPass);
    EXPECT_FALSE(proof.value(QStringLiteral("proven_on")).toObject().value(QStringLiteral("kernel")).toString().isEmpty());
    EXPECT_FALSE(proof.value(QStringLiteral("device_id")).toString().isEmpty());

    ProcessRun show = cli({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
    ASSERT_EQ(show.exitCode, 0) << show.describe();
    EXPECT_FALSE(show.json().value(QStringLiteral("undervolt_proof")).toObject().value(QStringLiteral("needs_revalidation")).toBool(true))
        << show.describe();

    // A kernel update since: the proof's versions are no longer those in use.
    QDir state(dir.filePath(QStringLiteral("state")));
    const QStringList files = state.entryList({QStringLiteral("undervolt-*.json")}, QDir::Files);
    ASSERT_EQ(files.size(), 1);
    QFile file(state.filePath(files.constFirst()));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QJsonObject stored = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QJsonObject provenOn = stored.value(QStringLiteral("proven_on")).toObject();
    provenOn.insert(QStringLiteral("kernel"), QStringLiteral("5.15.0-old"));
    stored.insert(QStringLiteral("proven_on"), provenOn);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(stored).toJson());
    file.close();
    show = cli({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--json")});
    const QJsonObject status = show.json().value(QStringLiteral("undervolt_proof")).toObject();
    EXPECT_TRUE(status.value(QStringLiteral("needs_revalidation")).toBool()) << show.describe();
    EXPECT_TRUE(status.value(QStringLiteral("changes")).toArray().at(0).toString().contains(QStringLiteral("5.15.0-old"))) << show.describe();
    const ProcessRun text = cli({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0")});
    EXPECT_TRUE(text.out.contains("needs re-validation")) << text.describe();
    const ProcessRun doctor = rocmtune::testing::runProcess(QStringLiteral(ROCMTUNE_CLI_PATH), {QStringLiteral("doctor"), QStringLiteral("--json")}, env(), {});
    bool warned = false;
    for (const QJsonValue &check : doctor.json().value(QStringLiteral("checks")).toArray()) {
        const QJsonObject c = check.toObject();
        if (c.value(QStringLiteral("id")).toString() == QLatin1String("undervolt-proofs"))
            warned = c.value(QStringLiteral("status")).toString() == QLatin1String("warn");
    }
    EXPECT_TRUE(warned) << doctor.describe();
}

TEST_F(UndervoltCli, ConfirmWithTheUsersCommandKeepsOnlyWhenItSucceeds)
{
    ASSERT_LT(hiddenLimit(), -30);
    const ProcessRun failing = cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--step"), QStringLiteral("10"),
                                    QStringLiteral("--check"), QStringLiteral("gemm"), QStringLiteral("--keep"), QStringLiteral("--json"),
                                    QStringLiteral("--confirm-with"), QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("exit 4")});
    EXPECT_EQ(failing.exitCode, 7) << failing.describe();
    EXPECT_EQ(failing.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("validation_failed")) << failing.describe();
    EXPECT_FALSE(failing.json().contains(QStringLiteral("proof"))) << "an offset that failed its confirmation is not remembered";
    EXPECT_EQ(offsetNow(), 0);

    const ProcessRun passing = cli({QStringLiteral("undervolt"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--step"), QStringLiteral("10"),
                                    QStringLiteral("--check"), QStringLiteral("gemm"), QStringLiteral("--json"), QStringLiteral("--confirm-with"),
                                    QStringLiteral("--"), QStringLiteral("true")});
    EXPECT_EQ(passing.exitCode, 0) << passing.describe();
    EXPECT_EQ(passing.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("discarded")) << passing.describe();
    EXPECT_EQ(passing.json().value(QStringLiteral("confirmation")).toString(), QStringLiteral("command"));
    EXPECT_EQ(passing.json().value(QStringLiteral("proof")).toObject().value(QStringLiteral("confirmation")).toString(), QStringLiteral("command"));
    EXPECT_EQ(offsetNow(), 0) << "without --keep the proven offset is reverted";
}
