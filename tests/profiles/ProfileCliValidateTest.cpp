// SPDX-License-Identifier: GPL-3.0-or-later
// "Tune, then prove it stable" from the command line, end to end through the
// real rocmtune-cli with simulated GPUs (settings in a file, so what another
// process sees is checked) and tests/stress's fake runner: `profile apply
// --validate`, `tuning set --validate` and the profiles `stress` stamps.
#include "tests/profiles/ProfileCliFixture.h"
#include "tests/support/ProcessStream.h"

#include <QElapsedTimer>
#include <QThread>

#include <csignal>

using namespace rocmtune::test;
using rocmtune::testing::StreamedProcess;

namespace {

class ValidateCli : public ProfileCli
{
protected:
    // The fake runner, its baselines out of the user's data, extra variables.
    QProcessEnvironment benchEnv(const QList<std::pair<QString, QString>> &extra = {},
                                 const QString &bench = QStringLiteral(ROCMTUNE_FAKE_BENCH_PATH)) const
    {
        QProcessEnvironment e = env();
        e.insert(QStringLiteral("ROCMTUNE_BENCH"), bench);
        e.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        e.remove(QStringLiteral("ROCMTUNE_FAKE_MODE"));
        e.remove(QStringLiteral("ROCMTUNE_FAKE_FAULT"));
        for (const auto &[k, v] : extra)
            e.insert(k, v);
        return e;
    }
    static QStringList shortCheck() { return {QStringLiteral("--tests"), QStringLiteral("compute,gemm"), QStringLiteral("--duration"), QStringLiteral("0.3")}; }

    CliRun applyValidated(const QString &name, int gpu, const QStringList &extra, const QProcessEnvironment &environment) const
    {
        return run(QStringList{QStringLiteral("profile"), QStringLiteral("apply"), name, QStringLiteral("--gpu"), QString::number(gpu),
                               QStringLiteral("--validate")}
                       + shortCheck() + extra + QStringList{QStringLiteral("--backend"), QStringLiteral("sim")},
                   environment);
    }

    // Starts `profile apply Quiet --gpu 0 --validate EXTRA --backend sim` in the background.
    static void startQuietValidated(StreamedProcess &p, const QProcessEnvironment &environment, const QStringList &extra)
    {
        p.start(QStringLiteral(ROCMTUNE_CLI_PATH), QStringList{QStringLiteral("profile"), QStringLiteral("apply"), QStringLiteral("Quiet"),
                                                               QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--validate")}
                                                       + extra + QStringList{QStringLiteral("--backend"), QStringLiteral("sim")},
                environment);
    }
    static QStringList longCheck() { return {QStringLiteral("--tests"), QStringLiteral("compute"), QStringLiteral("--duration"), QStringLiteral("30")}; }

    // The controls without what moves by itself (the temperature).
    QJsonObject settings(int gpu) const
    {
        QJsonObject c = controls(gpu);
        c.remove(QStringLiteral("temperature_celsius"));
        return c;
    }
    // The power cap in the simulated GPUs' settings file, read without a rocmtune process.
    double simCapWatts(int gpu) const
    {
        return QJsonDocument::fromJson(simState()).object().value(QStringLiteral("devices")).toObject().value(QString::number(gpu))
            .toObject().value(QStringLiteral("power_cap_watts")).toDouble(-1);
    }
    QString powerProfile(int gpu) const
    {
        return controls(gpu).value(QStringLiteral("power_profile")).toObject().value(QStringLiteral("current")).toString();
    }
    bool pending(int gpu) const
    {
        const CliRun show = tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QString::number(gpu), QStringLiteral("--json")});
        return show.json().value(QStringLiteral("pending")).isObject();
    }
    QJsonObject storedProfile(const QString &name) const
    {
        return profile({QStringLiteral("show"), name, QStringLiteral("--json")}).json().value(QStringLiteral("profile")).toObject();
    }
    // A state of GPU 0 that is neither the default nor the profile's.
    void setOtherValues()
    {
        const CliRun set = tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                                   QStringLiteral("315"), QStringLiteral("--power-profile"), QStringLiteral("VIDEO"), QStringLiteral("--no-confirm")});
        ASSERT_EQ(set.exitCode, 0) << set.describe();
        ASSERT_DOUBLE_EQ(capWatts(0), 315);
    }
};

} // namespace

TEST_F(ValidateCli, PassKeepsTheProfileAndStampsIt)
{
    saveQuiet();
    const CliRun r = applyValidated(QStringLiteral("Quiet"), 0, {QStringLiteral("--json")}, benchEnv());
    ASSERT_EQ(r.exitCode, 0) << r.describe();
    const QJsonObject answer = r.json();
    EXPECT_TRUE(answer.value(QStringLiteral("ok")).toBool()) << r.describe();
    EXPECT_EQ(answer.value(QStringLiteral("outcome")).toString(), QStringLiteral("kept"));
    EXPECT_EQ(answer.value(QStringLiteral("stress_verdict")).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
    EXPECT_EQ(answer.value(QStringLiteral("check")).toObject().value(QStringLiteral("tests")).toArray().size(), 2);
    EXPECT_EQ(answer.value(QStringLiteral("apply")).toObject().value(QStringLiteral("outcome")).toString(), QStringLiteral("pending"))
        << "applied as a pending change held for the run";
    EXPECT_DOUBLE_EQ(answer.value(QStringLiteral("before")).toObject().value(QStringLiteral("power_cap")).toObject()
                         .value(QStringLiteral("current_watts")).toDouble(), 327);
    EXPECT_DOUBLE_EQ(answer.value(QStringLiteral("after")).toObject().value(QStringLiteral("power_cap")).toObject()
                         .value(QStringLiteral("current_watts")).toDouble(), 300);
    EXPECT_TRUE(answer.value(QStringLiteral("stamped_profiles")).toArray().contains(QStringLiteral("Quiet"))) << r.describe();
    // Kept: in force for every later process, nothing waits for a confirmation.
    EXPECT_DOUBLE_EQ(capWatts(0), 300);
    EXPECT_EQ(powerProfile(0), QStringLiteral("COMPUTE"));
    EXPECT_FALSE(pending(0));
    const QJsonObject validation = storedProfile(QStringLiteral("Quiet")).value(QStringLiteral("validation")).toObject();
    EXPECT_TRUE(validation.value(QStringLiteral("passed")).toBool()) << r.describe();
    EXPECT_TRUE(validation.value(QStringLiteral("summary")).toString().contains(QStringLiteral("PASS")));
}

TEST_F(ValidateCli, TextModeShowsProgressTheVerdictAndTheStamp)
{
    saveQuiet();
    const CliRun r = applyValidated(QStringLiteral("Quiet"), 0, {}, benchEnv());
    ASSERT_EQ(r.exitCode, 0) << r.describe();
    EXPECT_TRUE(r.err.contains("Applying the change to GPU 0")) << r.describe();
    EXPECT_TRUE(r.err.contains("Stress test: Custom")) << r.describe();
    EXPECT_TRUE(r.err.contains("Power cap: 300 W")) << r.describe();
    EXPECT_TRUE(r.out.contains("Verdict: PASS")) << r.describe();
    EXPECT_TRUE(r.out.contains("Kept: the change passed the stress test.")) << r.describe();
    EXPECT_TRUE(r.out.contains("The result is recorded in 1 profile: Quiet.")) << r.describe();
}

TEST_F(ValidateCli, FailingRunRevertsToExactlyTheValuesBeforeAndStampsFail)
{
    saveQuiet();
    setOtherValues();
    const QJsonObject before = settings(0);
    // The GPU computes wrong: the gemm check finds the flipped bit.
    const CliRun r = applyValidated(QStringLiteral("Quiet"), 0, {}, benchEnv({{QStringLiteral("ROCMTUNE_FAKE_FAULT"), QStringLiteral("bitflip")}}));
    EXPECT_EQ(r.exitCode, 7) << r.describe();
    EXPECT_TRUE(r.out.contains("Verdict: FAIL")) << r.describe();
    EXPECT_TRUE(r.err.contains("The stress test did not pass, so the change is reverted")) << r.describe();
    EXPECT_TRUE(r.err.contains("Reverting GPU 0 to the values from before")) << r.describe();
    EXPECT_EQ(settings(0), before) << r.describe();
    EXPECT_FALSE(pending(0));
    const QJsonObject validation = storedProfile(QStringLiteral("Quiet")).value(QStringLiteral("validation")).toObject();
    ASSERT_FALSE(validation.isEmpty()) << r.describe();
    EXPECT_FALSE(validation.value(QStringLiteral("passed")).toBool());
    EXPECT_TRUE(validation.value(QStringLiteral("summary")).toString().contains(QStringLiteral("FAIL"))) << validation.value(QStringLiteral("summary")).toString().toStdString();
}

TEST_F(ValidateCli, RunnerCrashOrHangRevertsAndSaysWhy)
{
    saveQuiet();
    const QJsonObject before = settings(0);
    const CliRun crash = applyValidated(QStringLiteral("Quiet"), 0, {QStringLiteral("--json")},
                                        benchEnv({{QStringLiteral("ROCMTUNE_FAKE_MODE"), QStringLiteral("crash")}}));
    EXPECT_EQ(crash.exitCode, 7) << crash.describe();
    EXPECT_EQ(crash.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("reverted")) << crash.describe();
    EXPECT_TRUE(crash.json().value(QStringLiteral("message")).toString().contains(QStringLiteral("crashed"))) << crash.describe();
    EXPECT_EQ(settings(0), before);
    // A crash is a verdict (FAIL): the profile shows it.
    const QJsonObject validation = storedProfile(QStringLiteral("Quiet")).value(QStringLiteral("validation")).toObject();
    EXPECT_FALSE(validation.value(QStringLiteral("passed")).toBool(true)) << crash.describe();
    EXPECT_TRUE(validation.value(QStringLiteral("summary")).toString().contains(QStringLiteral("crashed")))
        << validation.value(QStringLiteral("summary")).toString().toStdString();

    const CliRun hang = applyValidated(QStringLiteral("Quiet"), 0, {QStringLiteral("--heartbeat-timeout"), QStringLiteral("1")},
                                       benchEnv({{QStringLiteral("ROCMTUNE_FAKE_MODE"), QStringLiteral("hang")}}));
    EXPECT_EQ(hang.exitCode, 7) << hang.describe();
    EXPECT_TRUE(hang.err.contains("hung")) << hang.describe();
    EXPECT_EQ(settings(0), before);
    EXPECT_FALSE(pending(0));
}

TEST_F(ValidateCli, NoRunnerChangesNothingAndSaysHowToBuildOne)
{
    saveQuiet();
    const QJsonObject before = settings(0);
    const QByteArray simBefore = simState();
    const QProcessEnvironment noBench = benchEnv({}, QStringLiteral("/nonexistent/rocmtune-bench"));
    const CliRun missing = applyValidated(QStringLiteral("Quiet"), 0, {}, noBench);
    EXPECT_EQ(missing.exitCode, 8) << missing.describe();
    // The user's words, as the GUI says it, with the README's section.
    EXPECT_TRUE(missing.err.contains("The stress tests are not installed. Install the rocmtune package, or build with HIP")) << missing.describe();
    EXPECT_TRUE(missing.err.contains("#stress-test")) << missing.describe();
    EXPECT_FALSE(missing.err.contains("cmake")) << "no build commands without --verbose: " << missing.describe();
    EXPECT_FALSE(missing.err.contains("/nonexistent")) << "no searched paths without --verbose: " << missing.describe();
    EXPECT_TRUE(missing.err.contains("Nothing was changed.")) << missing.describe();
    EXPECT_EQ(simState(), simBefore) << "checked before anything is applied";
    EXPECT_EQ(settings(0), before);
    // --verbose adds where it was looked for and how to build it.
    const CliRun verbose = applyValidated(QStringLiteral("Quiet"), 0, {QStringLiteral("--verbose")}, noBench);
    EXPECT_EQ(verbose.exitCode, 8) << verbose.describe();
    EXPECT_TRUE(verbose.err.contains("The stress tests are not installed.")) << verbose.describe();
    EXPECT_TRUE(verbose.err.contains("-DROCMTUNE_GPU_KERNELS=HIP")) << verbose.describe();
    EXPECT_TRUE(verbose.err.contains("/nonexistent/rocmtune-bench")) << verbose.describe();
    // tuning set --validate says the same.
    const CliRun set = run({QStringLiteral("tuning"), QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                            QStringLiteral("300"), QStringLiteral("--validate"), QStringLiteral("--backend"), QStringLiteral("sim")},
                           noBench);
    EXPECT_EQ(set.exitCode, 8) << set.describe();
    EXPECT_TRUE(set.err.contains("The stress tests are not installed.")) << set.describe();
    EXPECT_FALSE(set.err.contains("cmake")) << set.describe();
    EXPECT_TRUE(set.err.contains("Nothing was changed.")) << set.describe();
    EXPECT_EQ(settings(0), before);

    // A runner that finds no GPU it can use: applied, then reverted at once.
    const CliRun noGpu = applyValidated(QStringLiteral("Quiet"), 0, {QStringLiteral("--json")},
                                        benchEnv({{QStringLiteral("ROCMTUNE_FAKE_MODE"), QStringLiteral("no-gpu")}}));
    EXPECT_EQ(noGpu.exitCode, 8) << noGpu.describe();
    EXPECT_EQ(noGpu.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("reverted")) << noGpu.describe();
    EXPECT_TRUE(noGpu.out.contains("hipErrorNoDevice")) << noGpu.describe();
    EXPECT_EQ(settings(0), before);
    EXPECT_FALSE(storedProfile(QStringLiteral("Quiet")).contains(QStringLiteral("validation"))) << "no verdict, no stamp";
}

TEST_F(ValidateCli, InterruptDuringTheRunReverts)
{
    saveQuiet();
    for (int signalNumber : {SIGINT, SIGTERM}) {
        const QJsonObject before = settings(0);
        StreamedProcess p;
        startQuietValidated(p, benchEnv(), longCheck());
        ASSERT_TRUE(p.readUntilErr("Stress test:"));
        EXPECT_DOUBLE_EQ(capWatts(0), 300) << "the change is in force while the check runs";
        p.signal(signalNumber);
        const CliRun r = p.finish(15000);
        EXPECT_EQ(r.exitCode, 9) << "signal " << signalNumber << "\n" << r.describe();
        EXPECT_TRUE(r.err.contains("Interrupted, so the change is reverted.")) << r.describe();
        EXPECT_EQ(settings(0), before) << r.describe();
        EXPECT_FALSE(pending(0));
        EXPECT_FALSE(storedProfile(QStringLiteral("Quiet")).contains(QStringLiteral("validation"))) << "a cut-short run stamps nothing";
    }
}

TEST_F(ValidateCli, InterruptWhileApplyingRevertsAndStartsNoRun)
{
    saveQuiet();
    const QJsonObject before = settings(0);
    StreamedProcess p;
    // Slow driver writes: the signal comes while the apply is still on its way.
    startQuietValidated(p, benchEnv({{QStringLiteral("ROCMTUNE_SIM_WRITE_DELAY_MS"), QStringLiteral("400")}}), {});
    ASSERT_TRUE(p.readUntilErr("Applying the change to GPU 0"));
    QThread::msleep(200);
    p.signal(SIGINT);
    const CliRun r = p.finish(30000);
    EXPECT_EQ(r.exitCode, 9) << r.describe();
    EXPECT_FALSE(r.err.contains("Stress test:")) << "no run starts after an interrupt\n" << r.describe();
    EXPECT_TRUE(r.err.contains("Interrupted, so the change is reverted.")) << r.describe();
    EXPECT_EQ(settings(0), before) << r.describe();
    EXPECT_FALSE(pending(0));
}

TEST_F(ValidateCli, KilledMidRunTheWaiterRevertsAtOnce)
{
    saveQuiet();
    const QJsonObject before = settings(0);
    StreamedProcess p;
    startQuietValidated(p, benchEnv(), longCheck());
    ASSERT_TRUE(p.readUntilErr("Stress test:"));
    ASSERT_DOUBLE_EQ(capWatts(0), 300);
    p.signal(SIGKILL); // no handler runs, the holder is gone
    ASSERT_TRUE(p.finish(10000).killedBySignal());
    // The hold's deadline is far away: only the waiter, seeing its owner
    // dead, reverts it this soon (30 s: a ceiling for a loaded machine, far
    // below the 30-s check's deadline). Read from the settings file, since
    // any rocmtune-cli tuning command would restore it itself.
    QElapsedTimer waited;
    waited.start();
    while (simCapWatts(0) != 327 && waited.elapsed() < 30000)
        QThread::msleep(100);
    EXPECT_EQ(simCapWatts(0), 327) << "not reverted after " << waited.elapsed() << " ms";
    EXPECT_EQ(settings(0), before);
    EXPECT_FALSE(pending(0));
}

TEST_F(ValidateCli, ProfileForAnotherModelIsRefusedBeforeAnythingIsWritten)
{
    saveQuiet(); // made for the RX 7900 XTX; GPU 1 is an MI210
    tuning({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("1")});
    const QByteArray before = simState();
    const CliRun r = applyValidated(QStringLiteral("Quiet"), 1, {QStringLiteral("--json")}, benchEnv());
    EXPECT_EQ(r.exitCode, 3) << r.describe();
    EXPECT_EQ(r.json().value(QStringLiteral("verdict")).toString(), QStringLiteral("other_model")) << r.describe();
    EXPECT_TRUE(r.json().value(QStringLiteral("hint")).toString().contains(QStringLiteral("--override-model")));
    EXPECT_FALSE(r.err.contains("Stress test:")) << "no run starts";
    EXPECT_EQ(simState(), before) << "nothing written";
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("state/journal.json"))) && pending(1));
    EXPECT_FALSE(storedProfile(QStringLiteral("Quiet")).contains(QStringLiteral("validation")));
}

TEST_F(ValidateCli, BadArgumentsAreRefusedWithExitTwo)
{
    saveQuiet();
    const QProcessEnvironment e = benchEnv();
    const QStringList apply{QStringLiteral("profile"), QStringLiteral("apply"), QStringLiteral("Quiet"), QStringLiteral("--gpu"),
                            QStringLiteral("0"), QStringLiteral("--backend"), QStringLiteral("sim")};
    EXPECT_EQ(run(apply + QStringList{QStringLiteral("--validate"), QStringLiteral("--no-confirm")}, e).exitCode, 2);
    EXPECT_EQ(run(apply + QStringList{QStringLiteral("--tests"), QStringLiteral("gemm")}, e).exitCode, 2);
    const CliRun badPreset = run(apply + QStringList{QStringLiteral("--validate=forever")}, e);
    EXPECT_EQ(badPreset.exitCode, 2);
    EXPECT_TRUE(badPreset.err.contains("--validate takes quick, standard, soak or custom")) << badPreset.describe();
    EXPECT_EQ(run(apply + QStringList{QStringLiteral("--validate"), QStringLiteral("--tests"), QStringLiteral("warp")}, e).exitCode, 2);
    EXPECT_EQ(run({QStringLiteral("profile"), QStringLiteral("apply"), QStringLiteral("--at-login"), QStringLiteral("--validate")}, e).exitCode, 2);
    EXPECT_EQ(run({QStringLiteral("tuning"), QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                   QStringLiteral("300"), QStringLiteral("--validate"), QStringLiteral("bogus"), QStringLiteral("--backend"), QStringLiteral("sim")},
                  e).exitCode,
              2);
    EXPECT_DOUBLE_EQ(capWatts(0), 327) << "nothing applied";
    const CliRun help = run({QStringLiteral("profile"), QStringLiteral("--help")}, e);
    EXPECT_TRUE(help.out.contains("apply --validate: interrupted")) << help.describe();
}

TEST_F(ValidateCli, TuningSetValidateKeepsOnPassRevertsOnFailAndStampsProfilesInForce)
{
    saveQuiet();
    const QStringList set{QStringLiteral("tuning"), QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"),
                          QStringLiteral("--power-cap"), QStringLiteral("300"), QStringLiteral("--power-profile"), QStringLiteral("COMPUTE"),
                          QStringLiteral("--validate"), QStringLiteral("custom"), QStringLiteral("--backend"), QStringLiteral("sim")};
    const CliRun failed = run(set + shortCheck(), benchEnv({{QStringLiteral("ROCMTUNE_FAKE_FAULT"), QStringLiteral("bitflip")}}));
    EXPECT_EQ(failed.exitCode, 7) << failed.describe();
    EXPECT_DOUBLE_EQ(capWatts(0), 327);
    // The values of "Quiet" were in force during the failed run: it shows that result.
    EXPECT_FALSE(storedProfile(QStringLiteral("Quiet")).value(QStringLiteral("validation")).toObject().value(QStringLiteral("passed")).toBool(true));
    EXPECT_TRUE(failed.err.contains("The result is recorded in 1 profile: Quiet.")) << failed.describe();

    const CliRun passed = run(set + shortCheck() + QStringList{QStringLiteral("--json")}, benchEnv());
    ASSERT_EQ(passed.exitCode, 0) << passed.describe();
    EXPECT_EQ(passed.json().value(QStringLiteral("action")).toString(), QStringLiteral("set_validate"));
    EXPECT_EQ(passed.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("kept"));
    EXPECT_TRUE(passed.json().value(QStringLiteral("stamped_profiles")).toArray().contains(QStringLiteral("Quiet"))) << passed.describe();
    EXPECT_DOUBLE_EQ(capWatts(0), 300);
    EXPECT_FALSE(pending(0));
    EXPECT_TRUE(storedProfile(QStringLiteral("Quiet")).value(QStringLiteral("validation")).toObject().value(QStringLiteral("passed")).toBool());

    // A refused value writes nothing and runs nothing (exit 3 as for a plain set).
    const CliRun refused = run({QStringLiteral("tuning"), QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"),
                                QStringLiteral("--power-cap"), QStringLiteral("9000"), QStringLiteral("--validate"), QStringLiteral("--backend"),
                                QStringLiteral("sim")},
                               benchEnv());
    EXPECT_EQ(refused.exitCode, 3) << refused.describe();
    EXPECT_DOUBLE_EQ(capWatts(0), 300);
}

TEST_F(ValidateCli, StressStampsTheProfilesInForceAndSaysWhich)
{
    saveQuiet();
    ASSERT_EQ(importFile(QStringLiteral("mild"), profileFile(QStringLiteral("Mild"), xtxModel(), QStringLiteral(R"({"power_cap_microwatts": 250000000})")))
                  .exitCode,
              0);
    const QStringList stress{QStringLiteral("stress"), QStringLiteral("--tests"), QStringLiteral("compute"), QStringLiteral("--duration"),
                             QStringLiteral("0.3"), QStringLiteral("--backend"), QStringLiteral("sim")};
    // At the defaults neither profile is in force: nothing stamped.
    const CliRun idle = run(stress + QStringList{QStringLiteral("--json")}, benchEnv());
    ASSERT_EQ(idle.exitCode, 0) << idle.describe();
    EXPECT_TRUE(idle.json().value(QStringLiteral("stamped_profiles")).toArray().isEmpty()) << idle.describe();

    ASSERT_EQ(tuning({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"), QStringLiteral("300"),
                      QStringLiteral("--power-profile"), QStringLiteral("COMPUTE"), QStringLiteral("--no-confirm")})
                  .exitCode,
              0);
    const CliRun text = run(stress, benchEnv());
    ASSERT_EQ(text.exitCode, 0) << text.describe();
    EXPECT_TRUE(text.out.contains("The result is recorded in 1 profile: Quiet.")) << text.describe();
    EXPECT_TRUE(storedProfile(QStringLiteral("Quiet")).value(QStringLiteral("validation")).toObject().value(QStringLiteral("passed")).toBool());
    EXPECT_FALSE(storedProfile(QStringLiteral("Mild")).contains(QStringLiteral("validation"))) << "not in force";

    const CliRun failed = run(stress + QStringList{QStringLiteral("--json")},
                              benchEnv({{QStringLiteral("ROCMTUNE_FAKE_MODE"), QStringLiteral("crash")}}));
    EXPECT_EQ(failed.exitCode, 1) << failed.describe();
    EXPECT_EQ(failed.json().value(QStringLiteral("stamped_profiles")).toArray(), QJsonArray{QStringLiteral("Quiet")}) << failed.describe();
    EXPECT_FALSE(storedProfile(QStringLiteral("Quiet")).value(QStringLiteral("validation")).toObject().value(QStringLiteral("passed")).toBool(true));
}
