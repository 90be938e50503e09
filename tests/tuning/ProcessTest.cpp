// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real rocmtune-cli and rocmtune-helper against simulated GPUs whose
// settings live in a file (so a revert done by another process is visible):
// refusals, confirm-or-revert across processes, and SIGKILL at the worst
// moments.
#include "tests/support/ProcessStream.h"
#include "tests/support/SimulatedCliEnvironment.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

#include <csignal>

namespace {

using rocmtune::testing::ProcessRun;
using rocmtune::testing::StreamedProcess;

class TuningProcesses : public ::testing::Test
{
protected:
    QTemporaryDir dir;

    QProcessEnvironment env(const QList<std::pair<QString, QString>> &extra = {}) const
    {
        QProcessEnvironment e = rocmtune::testing::simulatedCliEnvironment(dir);
        for (const auto &[k, v] : extra)
            e.insert(k, v);
        return e;
    }

    ProcessRun run(const QString &program, const QStringList &args, const QByteArray &stdinData = {},
            const QProcessEnvironment &environment = {}) const
    {
        return rocmtune::testing::runProcess(program, args, environment.isEmpty() ? env() : environment, stdinData);
    }

    ProcessRun cli(const QStringList &args, const QProcessEnvironment &environment = {}) const
    {
        return run(QStringLiteral(ROCMTUNE_CLI_PATH), QStringList{QStringLiteral("tuning")} + args + QStringList{QStringLiteral("--backend"), QStringLiteral("sim")},
                   {}, environment);
    }
    ProcessRun helper(const QByteArray &request, const QStringList &args = {}) const
    {
        return run(QStringLiteral(ROCMTUNE_HELPER_PATH), args, request);
    }

    QJsonObject controls(int gpu = 0) const
    {
        const ProcessRun r = cli({QStringLiteral("show"), QStringLiteral("--gpu"), QString::number(gpu), QStringLiteral("--json")});
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        return r.json().value(QStringLiteral("controls")).toObject();
    }
    double capWatts(int gpu = 0) const
    {
        return controls(gpu).value(QStringLiteral("power_cap")).toObject().value(QStringLiteral("current_watts")).toDouble();
    }
    QByteArray simState() const
    {
        QFile f(dir.filePath(QStringLiteral("sim.json")));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static bool waitGone(qint64 pid, int timeoutMs)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < timeoutMs) {
            if (!QFile::exists(QStringLiteral("/proc/%1").arg(pid)))
                return true;
            QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
            if (stat.open(QIODevice::ReadOnly) && stat.readAll().contains(") Z "))
                return true;
            QThread::msleep(50);
        }
        return false;
    }
};

} // namespace

TEST_F(TuningProcesses, SetWithoutConfirmAppliesAndReadsBack)
{
    const ProcessRun r = cli({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                       QStringLiteral("350"), QStringLiteral("--no-confirm"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.out.toStdString() << r.err.toStdString();
    EXPECT_EQ(r.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("applied"));
    EXPECT_DOUBLE_EQ(capWatts(), 350);
    // Power overdrive: default 327 W + 5 % = 343 W (whole watts).
    const ProcessRun o = cli({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-overdrive"),
                       QStringLiteral("5"), QStringLiteral("--no-confirm")});
    ASSERT_EQ(o.exitCode, 0) << o.err.toStdString();
    EXPECT_DOUBLE_EQ(capWatts(), 343);
}

TEST_F(TuningProcesses, RefusedSetWritesNothingAndExitsThree)
{
    cli({QStringLiteral("show"), QStringLiteral("--gpu"), QStringLiteral("0")});
    const QByteArray before = simState();
    const ProcessRun r = cli({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                       QStringLiteral("400"), QStringLiteral("--sclk-range"), QStringLiteral("500:3200")});
    EXPECT_EQ(r.exitCode, 3);
    EXPECT_TRUE(r.err.contains("above the driver maximum of 361 W by 39 W")) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("by 200 MHz")) << r.err.toStdString();
    EXPECT_EQ(simState(), before);
    EXPECT_EQ(cli({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"), QStringLiteral("abc")}).exitCode, 2);
    EXPECT_EQ(cli({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("5"), QStringLiteral("--power-cap"), QStringLiteral("300")}).exitCode, 3);
}

TEST_F(TuningProcesses, ConfirmKeepsAndStopsTheWaiter)
{
    const ProcessRun r = cli({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                       QStringLiteral("340"), QStringLiteral("--confirm-timeout"), QStringLiteral("30"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.out.toStdString() << r.err.toStdString();
    EXPECT_EQ(r.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("pending"));
    const qint64 waiter = static_cast<qint64>(r.json().value(QStringLiteral("waiter_pid")).toDouble());
    ASSERT_GT(waiter, 0);
    const ProcessRun c = cli({QStringLiteral("confirm"), QStringLiteral("--gpu"), QStringLiteral("0")});
    EXPECT_EQ(c.exitCode, 0) << c.err.toStdString();
    EXPECT_TRUE(waitGone(waiter, 5000)) << "the waiter ends once nothing is pending";
    EXPECT_DOUBLE_EQ(capWatts(), 340);
    EXPECT_NE(cli({QStringLiteral("confirm"), QStringLiteral("--gpu"), QStringLiteral("0")}).exitCode, 0) << "nothing left to confirm";
}

TEST_F(TuningProcesses, UnconfirmedChangeIsRevertedByTheWaiter)
{
    const ProcessRun r = cli({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("1"), QStringLiteral("--power-cap"),
                       QStringLiteral("250"), QStringLiteral("--confirm-timeout"), QStringLiteral("5"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.out.toStdString() << r.err.toStdString();
    const qint64 waiter = static_cast<qint64>(r.json().value(QStringLiteral("waiter_pid")).toDouble());
    EXPECT_DOUBLE_EQ(capWatts(1), 250);
    ASSERT_TRUE(waitGone(waiter, 15000));
    EXPECT_DOUBLE_EQ(capWatts(1), 300);
}

TEST_F(TuningProcesses, KilledWaiterIsRecoveredAtTheNextStart)
{
    const ProcessRun r = cli({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                       QStringLiteral("355"), QStringLiteral("--confirm-timeout"), QStringLiteral("60"), QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0) << r.out.toStdString() << r.err.toStdString();
    const qint64 waiter = static_cast<qint64>(r.json().value(QStringLiteral("waiter_pid")).toDouble());
    ASSERT_EQ(::kill(static_cast<pid_t>(waiter), SIGKILL), 0);
    ASSERT_TRUE(waitGone(waiter, 5000));
    EXPECT_DOUBLE_EQ(capWatts(), 327) << "show restored the snapshot of the dead waiter's change";
}

TEST_F(TuningProcesses, CliKilledMidApplyIsRolledBackAtTheNextStart)
{
    const QByteArray original = simState();
    StreamedProcess p(QStringLiteral(ROCMTUNE_CLI_PATH),
                      {QStringLiteral("tuning"), QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--backend"),
                       QStringLiteral("sim"), QStringLiteral("--sclk-range"), QStringLiteral("800:2700"), QStringLiteral("--overdrive"),
                       QStringLiteral("5"), QStringLiteral("--power-cap"), QStringLiteral("350"), QStringLiteral("--confirm-timeout"), QStringLiteral("30")},
                      env({{QStringLiteral("ROCMTUNE_SIM_WRITE_DELAY_MS"), QStringLiteral("400")}}));
    // Wait until the clock lock has landed (the second write), then SIGKILL.
    ASSERT_TRUE(p.readUntil("the apply reaching the clock write (2700 in the simulated state)", [&] { return simState().contains("2700"); }, 20000));
    p.signal(SIGKILL);
    const ProcessRun killed = p.finish(30000);
    ASSERT_FALSE(killed.timedOut());
    ASSERT_TRUE(killed.killedBySignal()) << killed.describe();
    const QJsonObject c = controls();
    EXPECT_DOUBLE_EQ(c.value(QStringLiteral("power_cap")).toObject().value(QStringLiteral("current_watts")).toDouble(), 327);
    EXPECT_EQ(c.value(QStringLiteral("sclk_range")).toObject().value(QStringLiteral("current_max_mhz")).toInt(), 2526);
    EXPECT_EQ(c.value(QStringLiteral("overdrive_percent")).toInt(), 0);
    EXPECT_EQ(c.value(QStringLiteral("perf_level")).toObject().value(QStringLiteral("current")).toString(), QStringLiteral("auto"));
    Q_UNUSED(original);
}

TEST_F(TuningProcesses, ResetRestoresDefaultsAndTheLogShowsEverything)
{
    ASSERT_EQ(cli({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--sclk-range"),
                   QStringLiteral("800:2700"), QStringLiteral("--no-confirm")}).exitCode, 0);
    const ProcessRun reset = cli({QStringLiteral("reset"), QStringLiteral("--gpu"), QStringLiteral("0")});
    EXPECT_EQ(reset.exitCode, 0) << reset.err.toStdString();
    EXPECT_EQ(controls().value(QStringLiteral("sclk_range")).toObject().value(QStringLiteral("current_max_mhz")).toInt(), 2526);
    const ProcessRun log = cli({QStringLiteral("log"), QStringLiteral("--json")});
    EXPECT_EQ(log.exitCode, 0);
    const QList<QByteArray> lines = log.out.trimmed().split('\n');
    ASSERT_EQ(lines.size(), 2) << log.out.toStdString();
    EXPECT_TRUE(lines[0].contains("GFX clock: 500–2526 MHz -> 800–2700 MHz")) << lines[0].toStdString();
    EXPECT_TRUE(lines[1].contains("\"action\":\"reset\"")) << lines[1].toStdString();
}

TEST_F(TuningProcesses, HelperRefusesMalformedRequests)
{
    struct Case {
        QByteArray input;
        int exitCode;
        const char *says;
    };
    const Case cases[] = {
        {"{not json", 2, "not valid JSON"},
        {R"({"version":1,"action":"show","device":{"index":0},"path":"/etc/shadow"})", 2, R"(Unknown field \"path\")"},
        {R"({"version":1,"action":"apply","device":{"index":0},"values":{"power_cap_microwatts":400000000}})", 3, "361 W by 39 W"},
        {R"({"version":1,"action":"apply","device":{"index":0,"id":"not-this-gpu"},"values":{"overdrive_percent":1}})", 3, "not-this-gpu"},
        {R"({"version":1,"action":"apply","device":{"index":9},"values":{"overdrive_percent":1}})", 3, "no GPU 9"},
    };
    for (const Case &c : cases) {
        const ProcessRun r = helper(c.input);
        EXPECT_EQ(r.exitCode, c.exitCode) << c.input.toStdString() << " -> " << r.out.toStdString();
        EXPECT_FALSE(r.json().value(QStringLiteral("ok")).toBool());
        EXPECT_TRUE(r.out.contains(c.says)) << c.input.toStdString() << " -> " << r.out.toStdString();
    }
    EXPECT_EQ(helper({}, {QStringLiteral("--path"), QStringLiteral("/sys")}).exitCode, 2);
    EXPECT_TRUE(simState().isEmpty() || !simState().contains("400")) << "nothing was written";
}

TEST_F(TuningProcesses, HelperRechecksThatAVoltageCurveIsACurve)
{
    // Issue 37: a request that never passed the CLI's or the GUI's checks (written straight to the helper's stdin,
    // as pkexec would pass it) with a curve that folds back: point 1 at 1900 MHz above point 2's 1801 MHz, each
    // point inside its range. The helper refuses it (exit 3, the reason) and the simulated Radeon VII keeps its curve.
    const QProcessEnvironment radeonVii = env({{QStringLiteral("ROCMTUNE_SIM_CARDS"), QStringLiteral("radeon-vii")}});
    const ProcessRun show = run(QStringLiteral(ROCMTUNE_CLI_PATH), {QStringLiteral("tuning"), QStringLiteral("show"), QStringLiteral("--gpu"),
                                QStringLiteral("0"), QStringLiteral("--json"), QStringLiteral("--backend"), QStringLiteral("sim")}, {}, radeonVii);
    ASSERT_EQ(show.exitCode, 0) << show.err.toStdString();
    const QJsonValue curveBefore = show.json().value(QStringLiteral("controls")).toObject().value(QStringLiteral("voltage_curve")).toObject().value(
        QStringLiteral("points"));
    ASSERT_TRUE(curveBefore.isArray()) << show.out.toStdString();
    const QByteArray before = simState();
    struct Case {
        QByteArray curve;
        const char *says;
    };
    const Case cases[] = {{"[[808,740],[1900,852],[1801,1070]]", "1801 MHz is not above the 1900 MHz"},
                          {"[[808,745],[1304,1100],[1801,1070]]", "1070 mV is below the 1100 mV"}};
    for (const Case &c : cases) {
        const ProcessRun r = run(QStringLiteral(ROCMTUNE_HELPER_PATH), {},
                                 R"({"version":1,"action":"apply","device":{"index":0},"values":{"voltage_curve":)" + c.curve + R"(},"confirm_timeout_s":0})",
                                 radeonVii);
        EXPECT_EQ(r.exitCode, 3) << c.curve.toStdString() << " -> " << r.out.toStdString() << r.err.toStdString();
        EXPECT_FALSE(r.json().value(QStringLiteral("ok")).toBool());
        EXPECT_TRUE(r.out.contains(c.says)) << c.curve.toStdString() << " -> " << r.out.toStdString();
    }
    EXPECT_EQ(simState(), before) << "nothing was written";
    const ProcessRun after = run(QStringLiteral(ROCMTUNE_CLI_PATH), {QStringLiteral("tuning"), QStringLiteral("show"), QStringLiteral("--gpu"),
                                 QStringLiteral("0"), QStringLiteral("--json"), QStringLiteral("--backend"), QStringLiteral("sim")}, {}, radeonVii);
    EXPECT_EQ(after.json().value(QStringLiteral("controls")).toObject().value(QStringLiteral("voltage_curve")).toObject().value(QStringLiteral("points")),
              curveBefore);
}

TEST_F(TuningProcesses, HelperAppliesAndReadsBack)
{
    const ProcessRun r = helper(R"({"version":1,"action":"apply","device":{"index":1},"values":{"power_cap_microwatts":280000000},"confirm_timeout_s":0})");
    ASSERT_EQ(r.exitCode, 0) << r.out.toStdString();
    EXPECT_TRUE(r.json().value(QStringLiteral("ok")).toBool());
    EXPECT_DOUBLE_EQ(capWatts(1), 280);
}

TEST_F(TuningProcesses, HelperExtendHoldsThePendingChangePastItsDeadline)
{
    // What a stress check through the helper route does: apply with a 10 s
    // countdown, renew it ("extend", 15 s from then) while the check runs,
    // then stop renewing. The sleeps are lower bounds, and each step has
    // about 7 s to spare for a helper's start on a loaded machine (a 5-s
    // countdown left 2 s): the extend lands before the apply's deadline, and
    // the look at least 11 s after the apply comes before the extended one.
    const ProcessRun r = helper(R"({"version":1,"action":"apply","device":{"index":1},"values":{"power_cap_microwatts":250000000},"confirm_timeout_s":10})");
    ASSERT_EQ(r.exitCode, 0) << r.out.toStdString();
    const qint64 waiter = static_cast<qint64>(r.json().value(QStringLiteral("waiter_pid")).toDouble());
    ASSERT_GT(waiter, 0);
    QThread::msleep(3000);
    const ProcessRun e = helper(R"({"version":1,"action":"extend","device":{"index":1},"confirm_timeout_s":15})");
    ASSERT_EQ(e.exitCode, 0) << e.out.toStdString();
    EXPECT_EQ(e.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("pending"));
    QThread::msleep(8000);
    // Past the apply's own deadline: the waiter re-read the journal and still waits.
    EXPECT_FALSE(waitGone(waiter, 200));
    EXPECT_DOUBLE_EQ(capWatts(1), 250);
    // No more renewals (the GUI crashed): the waiter reverts at the extended deadline.
    ASSERT_TRUE(waitGone(waiter, 30000));
    EXPECT_DOUBLE_EQ(capWatts(1), 300);
    EXPECT_NE(helper(R"({"version":1,"action":"extend","device":{"index":1},"confirm_timeout_s":5})").exitCode, 0) << "nothing left to hold";
}

// Review 2026-12-06 (D23, issue 37): the CLI and the tuning log name each
// control's value as the Tuning view does ("Power cap: 300 W", "Performance
// level: Automatic", "Fan minimum speed: 25%"), in English and Chinese: no
// "perf level auto", no sclk/mclk, no "0 %" beside "15%".
TEST_F(TuningProcesses, TheCliAndTheLogNameValuesAsTheTuningViewDoes)
{
    static const QRegularExpression spacedPercent(QStringLiteral("\\d %"));
    static const QRegularExpression driverWords(QStringLiteral("perf level|\\bsclk\\b|\\bmclk\\b|BOOTUP_DEFAULT|power cap \\d"));
    const ProcessRun set = cli({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                                QStringLiteral("300"), QStringLiteral("--perf-level"), QStringLiteral("high"), QStringLiteral("--fan-minimum-pwm"),
                                QStringLiteral("25"), QStringLiteral("--no-confirm")});
    ASSERT_EQ(set.exitCode, 0) << set.err.toStdString();
    const QString said = QString::fromUtf8(set.err + set.out);
    for (const char *line : {"Power cap: 327 W -> 300 W (ok)", "Fan minimum speed: 15% -> 25% (ok)", "Performance level: Automatic -> Highest clocks (ok)"})
        EXPECT_TRUE(said.contains(QLatin1String(line))) << line << "\n" << said.toStdString();
    EXPECT_FALSE(said.contains(driverWords)) << said.toStdString();
    EXPECT_FALSE(said.contains(spacedPercent)) << said.toStdString();

    const ProcessRun reset = cli({QStringLiteral("reset"), QStringLiteral("--gpu"), QStringLiteral("0")});
    ASSERT_EQ(reset.exitCode, 0) << reset.err.toStdString();
    const QString resetSaid = QString::fromUtf8(reset.err + reset.out);
    EXPECT_TRUE(resetSaid.contains(QStringLiteral("GFX clock: "))) << resetSaid.toStdString();
    EXPECT_FALSE(resetSaid.contains(driverWords)) << resetSaid.toStdString();
    EXPECT_FALSE(resetSaid.contains(spacedPercent)) << resetSaid.toStdString();

    // The log, read in English and in Chinese (it keeps the values as data).
    const ProcessRun log = cli({QStringLiteral("log")});
    ASSERT_EQ(log.exitCode, 0) << log.err.toStdString();
    const QString logText = QString::fromUtf8(log.out);
    EXPECT_TRUE(logText.contains(QStringLiteral("Power cap: "))) << logText.toStdString();
    EXPECT_TRUE(logText.contains(QStringLiteral("Fan minimum speed: "))) << logText.toStdString();
    EXPECT_FALSE(logText.contains(driverWords)) << logText.toStdString();
    EXPECT_FALSE(logText.contains(spacedPercent)) << logText.toStdString();
    const ProcessRun zhLog = cli({QStringLiteral("log")}, env({{QStringLiteral("ROCMTUNE_LANG"), QStringLiteral("zh_CN")}}));
    ASSERT_EQ(zhLog.exitCode, 0) << zhLog.err.toStdString();
    const QString zhText = QString::fromUtf8(zhLog.out);
    EXPECT_TRUE(zhText.contains(QStringLiteral("功耗上限："))) << zhText.toStdString();
    EXPECT_TRUE(zhText.contains(QStringLiteral("性能等级："))) << zhText.toStdString();
    EXPECT_FALSE(zhText.contains(QStringLiteral("Power cap"))) << zhText.toStdString();
    EXPECT_FALSE(zhText.contains(driverWords)) << zhText.toStdString();
    EXPECT_FALSE(zhText.contains(spacedPercent)) << zhText.toStdString();

    // A profile of these values, shown by profile show, in the same words.
    const ProcessRun again = cli({QStringLiteral("set"), QStringLiteral("--gpu"), QStringLiteral("0"), QStringLiteral("--power-cap"),
                                  QStringLiteral("300"), QStringLiteral("--no-confirm")});
    ASSERT_EQ(again.exitCode, 0) << again.err.toStdString();
    const QString profileCli = QStringLiteral(ROCMTUNE_CLI_PATH);
    const ProcessRun save = run(profileCli, {QStringLiteral("profile"), QStringLiteral("save"), QStringLiteral("Words"), QStringLiteral("--gpu"),
                                             QStringLiteral("0"), QStringLiteral("--backend"), QStringLiteral("sim")});
    ASSERT_EQ(save.exitCode, 0) << save.err.toStdString();
    const ProcessRun show = run(profileCli, {QStringLiteral("profile"), QStringLiteral("show"), QStringLiteral("Words")});
    ASSERT_EQ(show.exitCode, 0) << show.err.toStdString();
    const QString shown = QString::fromUtf8(show.out);
    EXPECT_TRUE(shown.contains(QStringLiteral("Power cap: 300 W"))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("Performance level: "))) << shown.toStdString();
    EXPECT_FALSE(shown.contains(driverWords)) << shown.toStdString();
    EXPECT_FALSE(shown.contains(spacedPercent)) << shown.toStdString();
}
