// SPDX-License-Identifier: GPL-3.0-or-later
// The software fan curve of rocmtune-boot (cards whose fan takes only a PWM
// value): the duty at each temperature, hysteresis and the minimum interval,
// the safety floor, no temperature -> automatic; the runner on a fake card's
// hwmon files (writes pwm1/pwm1_enable itself, never through the library; a
// fan changed under it, a GPU that vanishes, stop -> automatic, a killed run
// restored by the next start, every sensor's own critical limit, the
// watchdog, the writer known by PID and start time); the checks a boot
// profile's software curve goes through.
#include "core/boot/BootService.h"
#include "core/boot/SoftwareFanRunner.h"
#include "core/tuning/controls/powercap/PowerCapValue.h"
#include "tests/tuning/RecordingBackend.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>
#include <thread>

#include <unistd.h>

using namespace rocmtune;
using rocmtune::test::RecordingBackend;
using Kind = SoftwareFanCurve::Decision::Kind;

namespace {

const FanCurve kCurve{{40, 20}, {60, 50}, {80, 100}};

// A card whose fan takes only a PWM value: its hwmon files (pwm1 0-255,
// pwm1_enable, temp*_input/_crit/_label) in a folder of the test's own, which
// the runner reads and writes (HwmonFan); the backend answers the apply's
// checks (readControls) from the same files and counts any fan write that
// would go through the library (there must be none).
class PwmFanBackend : public RecordingBackend
{
public:
    PwmFanBackend()
    {
        FanControl fan;
        fan.manualPwmSettable = true;
        fan.manualPwmActive = false;
        fan.speedPercent = 30;
        state.perControl.set(fan);
        state.currentTemperatureCelsius = 45;
        state.criticalTemperatureCelsius = 110;
    }
    ControlState readControls(int index) override
    {
        if (gone)
            return {};
        ControlState s = RecordingBackend::readControls(index);
        FanControl fan = *s.perControl.get<FanControl>();
        fan.manualPwmActive = file("pwm1_enable") == 1;
        fan.speedPercent = static_cast<int>(std::lround(100.0 * file("pwm1") / 255.0));
        s.perControl.set(fan);
        return s;
    }
    Sample readSample(int index) override { return gone ? Sample(index, 0) : RecordingBackend::readSample(index); }
    WriteResult setFanFixed(int, int) override
    {
        ++libraryFanWrites;
        return WriteResult::success();
    }
    WriteResult setFanAuto(int) override
    {
        ++libraryFanWrites;
        return WriteResult::success();
    }
    int file(const char *name) const
    {
        QFile f(hwmon + QLatin1Char('/') + QLatin1String(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed().toInt() : -1;
    }
    QString hwmon;
    int libraryFanWrites = 0;
    bool gone = false;
};

struct FanFixture {
    QTemporaryDir dir;
    PwmFanBackend *backend = nullptr;
    std::unique_ptr<DeviceSet> devices;
    qint64 now = 1'700'000'000'000;

    FanFixture()
    {
        auto b = std::make_unique<PwmFanBackend>();
        backend = b.get();
        backend->hwmon = dir.path() + QStringLiteral("/hwmon");
        QDir().mkpath(backend->hwmon);
        for (const auto &[name, value] : std::vector<std::pair<const char *, const char *>>{
                 {"pwm1", "77"}, {"pwm1_enable", "2"}, {"pwm1_max", "255"}, {"temp1_label", "edge"}, {"temp1_input", "40000"},
                 {"temp1_crit", "100000"}, {"temp2_label", "junction"}, {"temp2_input", "45000"}, {"temp2_crit", "110000"},
                 {"temp3_label", "mem"}, {"temp3_input", "40000"}, {"temp3_crit", "100000"}})
            put(name, value);
        std::vector<std::unique_ptr<Backend>> list;
        list.push_back(std::move(b));
        devices = std::make_unique<DeviceSet>(std::move(list));
    }
    void put(const char *name, const QByteArray &value) const
    {
        QFile f(backend->hwmon + QLatin1Char('/') + QLatin1String(name));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(value + '\n');
    }
    int pwm() const { return backend->file("pwm1"); }
    int pwmEnable() const { return backend->file("pwm1_enable"); }
    SoftwareFanRunner::FanLocator locator() const
    {
        return [this](const QString &) -> std::optional<HwmonFan> {
            return backend->gone ? std::nullopt : std::optional<HwmonFan>(HwmonFan(backend->hwmon));
        };
    }
    QString stateDir() const { return dir.path() + QStringLiteral("/state"); }
    QString id() const { return devices->devices().at(0).stableId(); }
    void temperature(double celsius)
    {
        backend->state.currentTemperatureCelsius = celsius;
        put("temp2_input", QByteArray::number(static_cast<int>(celsius * 1000)));
    }
};

} // namespace

TEST(SoftwareFanCurve, DutyIsLinearBetweenPointsAndFlatOutside)
{
    EXPECT_EQ(SoftwareFanCurve::dutyAt(kCurve, 20), 20);
    EXPECT_EQ(SoftwareFanCurve::dutyAt(kCurve, 40), 20);
    EXPECT_EQ(SoftwareFanCurve::dutyAt(kCurve, 50), 35);
    EXPECT_EQ(SoftwareFanCurve::dutyAt(kCurve, 61), 53); // 50 + 2.5
    EXPECT_EQ(SoftwareFanCurve::dutyAt(kCurve, 70), 75);
    EXPECT_EQ(SoftwareFanCurve::dutyAt(kCurve, 95), 100);
}

TEST(SoftwareFanCurve, HysteresisAndIntervalKeepTheFanFromHunting)
{
    SoftwareFanCurve c(FanCurveValue{kCurve});
    qint64 t = 0;
    auto step = [&](double celsius, qint64 advanceMs) {
        t += advanceMs;
        return c.step(celsius, 110.0, t);
    };
    auto first = step(60, 0);
    ASSERT_EQ(first.kind, Kind::Write);
    EXPECT_EQ(first.percent, 50);
    EXPECT_EQ(step(64, 1000).kind, Kind::Keep) << "a rise within the minimum interval waits";
    auto up = step(64, 2000);
    ASSERT_EQ(up.kind, Kind::Write) << "3 s after the last change the rise is taken";
    EXPECT_EQ(up.percent, 60);
    EXPECT_EQ(step(62, 5000).kind, Kind::Keep) << "2 °C below the change: inside the band";
    EXPECT_EQ(step(63, 5000).kind, Kind::Keep);
    EXPECT_EQ(step(64, 5000).kind, Kind::Keep) << "back at the same temperature: same duty";
    auto down = step(61, 5000);
    ASSERT_EQ(down.kind, Kind::Write) << "3 °C below the change: the lower duty";
    EXPECT_EQ(down.percent, 53);
    EXPECT_EQ(step(40, 1000).kind, Kind::Keep) << "a fall within the minimum interval waits";
    auto low = step(40, 2000);
    ASSERT_EQ(low.kind, Kind::Write);
    EXPECT_EQ(low.percent, 20);
    EXPECT_EQ(c.appliedPercent(), 20);
}

TEST(SoftwareFanCurve, SafetyFloorGoesTo100AtOnceAndNoTemperatureMeansAutomatic)
{
    SoftwareFanCurve c(FanCurveValue{{{40, 10}, {90, 30}}});
    ASSERT_EQ(c.step(50, 110.0, 0).percent, 14);
    const auto hot = c.step(105, 110.0, 100); // within 5 °C of critical, 100 ms later
    ASSERT_EQ(hot.kind, Kind::Write);
    EXPECT_EQ(hot.percent, 100);
    EXPECT_TRUE(hot.safetyFloor);
    EXPECT_EQ(c.step(106, 110.0, 200).kind, Kind::Keep);
    EXPECT_EQ(c.step(104, 110.0, 5000).kind, Kind::Keep) << "1 °C below the floor: inside the band";
    const auto cooler = c.step(80, 110.0, 9000);
    ASSERT_EQ(cooler.kind, Kind::Write);
    EXPECT_EQ(cooler.percent, 26);
    // Without a stated critical temperature the floor is 95 °C.
    EXPECT_EQ(c.step(95, std::nullopt, 9100).percent, 100);
    const auto lost = c.step(std::nullopt, 110.0, 9200);
    EXPECT_EQ(lost.kind, Kind::Automatic);
    EXPECT_FALSE(c.appliedPercent());
    EXPECT_EQ(c.step(std::nullopt, 110.0, 9300).kind, Kind::Keep) << "automatic once, not again every step";
    EXPECT_EQ(c.step(50, 110.0, 9400).percent, 14) << "a temperature again: the curve at once";
}

TEST(SoftwareFanCurve, TheFanLimitsRaiseTheDutyAtOnceAndTheHotMinimumEndsPastItsBand)
{
    // Issue 38: safety.conf's fan_min_percent 20, fan_hot_min_percent 60 at fan_hot_celsius 85.
    SoftwareFanCurve c(FanCurveValue{{{40, 0}, {90, 40}}}, FanLimits{20, 85, 60});
    const auto cool = c.step(40, 100.0, 0, false, 45.0);
    ASSERT_EQ(cool.kind, Kind::Write);
    EXPECT_EQ(cool.percent, 20) << "the curve's 0 % is never written";
    EXPECT_TRUE(cool.policyMinimum);
    // Another sensor (the hottest) reaches 85 °C 100 ms later: 60 % at once, not after the interval.
    const auto hot = c.step(40, 100.0, 100, false, 85.0);
    ASSERT_EQ(hot.kind, Kind::Write);
    EXPECT_EQ(hot.percent, 60);
    EXPECT_TRUE(hot.policyMinimum);
    EXPECT_FALSE(hot.safetyFloor);
    EXPECT_EQ(c.step(40, 100.0, 5000, false, 83.0).kind, Kind::Keep) << "2 °C below the threshold: inside the release band";
    const auto released = c.step(40, 100.0, 10000, false, 82.0);
    ASSERT_EQ(released.kind, Kind::Write) << "3 °C below: the minimum ends";
    EXPECT_EQ(released.percent, 20);
    // The followed sensor itself hot: the curve's 36 % at 85 °C is raised to 60 %.
    const auto followed = c.step(85, 100.0, 11000);
    EXPECT_EQ(followed.percent, 60);
    // No limits: the curve alone, as before.
    SoftwareFanCurve free(FanCurveValue{{{40, 0}, {90, 40}}});
    EXPECT_EQ(free.step(40, 100.0, 0, false, 90.0).percent, 0);
}

TEST(SoftwareFanCurve, ProfileChecksRefuseNoFanAndOutOfRange)
{
    PwmFanBackend b;
    const ControlState state = b.readControls(0);
    const Sample sample = b.readSample(0);
    EXPECT_EQ(fanCurveHost(state), FanCurveHost::Software);
    EXPECT_TRUE(softwareFanCurveProblem(FanCurveValue{kCurve}, state, sample, FanLimits{}).isEmpty());
    const QString beyond = softwareFanCurveProblem(FanCurveValue{{{40, 20}, {115, 100}}}, state, sample, FanLimits{});
    EXPECT_TRUE(beyond.contains(QStringLiteral("115 °C"))) << beyond.toStdString();
    EXPECT_TRUE(beyond.contains(QStringLiteral("0-110 °C"))) << beyond.toStdString();
    EXPECT_FALSE(softwareFanCurveProblem(FanCurveValue{{{60, 50}, {40, 60}}}, state, sample, FanLimits{}).isEmpty()) << "temperatures decrease";
    EXPECT_FALSE(softwareFanCurveProblem(FanCurveValue{{{60, 50}}}, state, sample, FanLimits{}).isEmpty()) << "one point";
    const QString edge = softwareFanCurveProblem(FanCurveValue{kCurve, FanCurveSensor::Edge}, state, sample, FanLimits{});
    EXPECT_TRUE(edge.contains(QStringLiteral("edge"))) << "this fake card shows no edge temperature: " << edge.toStdString();
    ControlState noFan = state;
    noFan.perControl.remove<FanControl>();
    EXPECT_EQ(fanCurveHost(noFan), FanCurveHost::None);
    EXPECT_TRUE(softwareFanCurveProblem(FanCurveValue{kCurve}, noFan, sample, FanLimits{}).contains(QStringLiteral("no fan")));
}

TEST(SoftwareFanRunner, WritesTheCurveRewritesAChangedFanAndRestoresAutomaticOnStop)
{
    FanFixture f;
    SoftwareFanRunner runner(f.stateDir(), 4242, [&] { return f.now; }, f.locator());
    runner.start(*f.devices, f.id(), QStringLiteral("Fake"), QStringLiteral("Quiet"), FanCurveValue{kCurve}, FanLimits{});
    f.temperature(50);
    runner.step(*f.devices);
    EXPECT_EQ(f.pwm(), 89) << "35 % of 255";
    EXPECT_EQ(f.pwmEnable(), 1);
    QString error;
    auto recorded = SoftwareFanFile(f.stateDir()).load(&error);
    ASSERT_TRUE(recorded) << error.toStdString();
    ASSERT_EQ(recorded->gpus.size(), 1);
    EXPECT_EQ(recorded->pid, 4242);
    EXPECT_EQ(recorded->gpus.first().dutyPercent, 35);
    EXPECT_EQ(recorded->gpus.first().temperatureCelsius, 50);
    EXPECT_EQ(recorded->gpus.first().pciBusId, f.devices->devices().at(0).pciBusId) << "found again without the library";
    // The driver put the fan back to automatic (a resume): written again at once.
    f.put("pwm1_enable", "2");
    f.put("pwm1", "0");
    f.now += 1000;
    runner.step(*f.devices);
    EXPECT_EQ(f.pwmEnable(), 1);
    EXPECT_EQ(f.pwm(), 89);
    // The GPU goes away and comes back: the curve continues.
    f.backend->gone = true;
    f.now += 1000;
    runner.step(*f.devices);
    EXPECT_EQ(runner.count(), 1);
    f.backend->gone = false;
    f.put("pwm1_enable", "2");
    f.temperature(70);
    f.now += 1000;
    runner.step(*f.devices);
    EXPECT_EQ(f.pwm(), 191) << "75 % of 255";
    runner.stop(f.devices.get(), f.id(), QStringLiteral("test"));
    EXPECT_EQ(f.pwmEnable(), 2);
    EXPECT_EQ(runner.count(), 0);
    EXPECT_TRUE(SoftwareFanFile(f.stateDir()).load(&error)->gpus.isEmpty());
    EXPECT_EQ(f.backend->libraryFanWrites, 0) << "the curve writes the hwmon files, never through the library";
}

TEST(SoftwareFanRunner, EverySensorNearItsOwnCriticalLimitRunsTheFanAt100WhateverTheCurveFollows)
{
    // Issue 38: a 0 % curve following the edge sensor left the fan stopped
    // while the junction passed its critical temperature.
    FanFixture f;
    SoftwareFanRunner runner(f.stateDir(), 4242, [&] { return f.now; }, f.locator());
    FanCurveValue silent{FanCurve{{40, 0}, {90, 0}}};
    silent.sensor = FanCurveSensor::Edge;
    runner.start(*f.devices, f.id(), QStringLiteral("Fake"), QStringLiteral("Silent"), silent, FanLimits{});
    runner.step(*f.devices);
    EXPECT_EQ(f.pwm(), 0);
    f.put("temp2_input", "106000"); // junction 106 °C, its critical 110 °C; edge still 40 °C
    f.now += 1000;
    runner.step(*f.devices);
    EXPECT_EQ(f.pwm(), 255);
    EXPECT_EQ(f.pwmEnable(), 1);
    f.put("temp2_input", "60000");
    f.put("temp3_input", "96000"); // memory 96 °C, its critical 100 °C
    f.now += 5000;
    runner.step(*f.devices);
    EXPECT_EQ(f.pwm(), 255) << "the memory sensor holds the floor";
}

TEST(SoftwareFanRunner, ASensorAboveTheHotThresholdForcesThePolicysMinimumWhateverTheCurveFollows)
{
    // Issue 38: an edge curve that stops the fan; the junction at 88 °C (below
    // its critical floor of 105 °C) must still get safety.conf's 60 %.
    FanFixture f;
    SoftwareFanRunner runner(f.stateDir(), 4242, [&] { return f.now; }, f.locator());
    FanCurveValue silent{FanCurve{{40, 0}, {90, 0}}};
    silent.sensor = FanCurveSensor::Edge;
    QVector<FanJournalLine> lines = runner.start(*f.devices, f.id(), QStringLiteral("Fake"), QStringLiteral("Silent"), silent, FanLimits{20, 85, 60});
    lines << runner.step(*f.devices);
    EXPECT_EQ(f.pwm(), 51) << "fan_min_percent 20: (255 * 20 + 50) / 100";
    EXPECT_EQ(f.pwmEnable(), 1);
    f.put("temp2_input", "88000"); // junction 88 °C; edge still 40 °C
    f.now += 1000;
    lines << runner.step(*f.devices);
    EXPECT_EQ(f.pwm(), 153) << "fan_hot_min_percent 60 within one step: (255 * 60 + 50) / 100";
    QStringList text;
    for (const FanJournalLine &l : lines)
        text << l.text;
    EXPECT_TRUE(text.join(QLatin1Char('\n')).contains(QStringLiteral("the hottest sensor is at 88 °C"))) << text.join(QLatin1Char('\n')).toStdString();
    f.put("temp2_input", "50000");
    f.put("temp3_input", "86000"); // memory 86 °C now
    f.now += 5000;
    runner.step(*f.devices);
    EXPECT_EQ(f.pwm(), 153) << "the memory sensor holds the minimum";
    f.put("temp3_input", "60000");
    f.now += 5000;
    runner.step(*f.devices);
    EXPECT_EQ(f.pwm(), 51) << "every sensor cool again: back to fan_min_percent";
    EXPECT_EQ(f.backend->libraryFanWrites, 0);
}

TEST(SoftwareFanRunner, APersonsFanChangeStopsTheCurveWithoutOverwritingIt)
{
    FanFixture f;
    SoftwareFanRunner runner(f.stateDir(), 4242, [&] { return f.now; }, f.locator());
    runner.start(*f.devices, f.id(), QStringLiteral("Fake"), QStringLiteral("Quiet"), FanCurveValue{kCurve}, FanLimits{});
    runner.step(*f.devices);
    ASSERT_EQ(f.pwmEnable(), 1);
    f.put("pwm1", "255"); // someone set 100 %
    f.now += 1000;
    runner.step(*f.devices, [](const QString &, qint64) { return true; });
    EXPECT_EQ(runner.count(), 0);
    EXPECT_EQ(f.pwm(), 255);
}

TEST(SoftwareFanRunner, AKilledRunsFansAreRestoredByTheNextStart)
{
    FanFixture f;
    {
        SoftwareFanRunner killed(f.stateDir(), 999999999, [&] { return f.now; }, f.locator()); // no such process
        killed.start(*f.devices, f.id(), QStringLiteral("Fake"), QStringLiteral("Quiet"), FanCurveValue{kCurve}, FanLimits{});
        killed.step(*f.devices);
        ASSERT_EQ(f.pwmEnable(), 1);
    } // destroyed without stop: as after SIGKILL
    const auto lines = SoftwareFanRunner::restoreLeftOver(f.stateDir(), 1234, f.locator());
    ASSERT_EQ(lines.size(), 1);
    EXPECT_TRUE(lines.first().text.contains(QStringLiteral("automatic"))) << lines.first().text.toStdString();
    EXPECT_EQ(f.pwmEnable(), 2);
    QString error;
    EXPECT_TRUE(SoftwareFanFile(f.stateDir()).load(&error)->gpus.isEmpty());
    EXPECT_TRUE(SoftwareFanRunner::restoreLeftOver(f.stateDir(), 1234, f.locator()).isEmpty()) << "nothing left the second time";
}

TEST(SoftwareFanRunner, TheWriterIsKnownByPidStartTimeAndRootNotByName)
{
    // Issue 38: a reused PID whose process is named rocmtune-boot made the restore skip.
    const ProcessIdentity self = ProcessIdentity::current();
    ASSERT_FALSE(self.startTime.isEmpty());
    EXPECT_EQ(SoftwareFanFile::writerAlive(self.pid, self.startTime), ::geteuid() == 0) << "alive, and root's only when run as root";
    EXPECT_FALSE(SoftwareFanFile::writerAlive(self.pid, self.startTime + QStringLiteral("1"))) << "the same PID started at another time";
    EXPECT_FALSE(SoftwareFanFile::writerAlive(self.pid, QString())) << "no start time: needs the name rocmtune-boot";
}

TEST(SoftwareFanRunner, TheWatchdogPutsTheFansBackToAutomaticWhenAStepOverrunsOrAStopComes)
{
    FanFixture f;
    std::atomic<bool> stop{false};
    QStringList journal;
    std::mutex journalMutex;
    SoftwareFanWatchdog watchdog(stop, [&](int, const QString &line) {
        std::lock_guard<std::mutex> lock(journalMutex);
        journal << line;
    }, false);
    SoftwareFanRunner runner(f.stateDir(), 4242, [&] { return f.now; }, f.locator());
    runner.setWatchdog(&watchdog);
    runner.start(*f.devices, f.id(), QStringLiteral("Fake"), QStringLiteral("Quiet"), FanCurveValue{kCurve}, FanLimits{});
    f.temperature(50);
    runner.step(*f.devices);
    ASSERT_EQ(f.pwmEnable(), 1);
    // No step for longer than the limit (the loop waits in the library).
    const auto waitFor = [](const std::function<bool()> &done, int ms) {
        for (int waited = 0; waited < ms && !done(); waited += 50)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        return done();
    };
    EXPECT_TRUE(waitFor([&] { return f.pwmEnable() == 2; }, static_cast<int>(SoftwareFanWatchdog::kOverrunMs) + 2000));
    {
        std::lock_guard<std::mutex> lock(journalMutex);
        EXPECT_TRUE(journal.join(QLatin1Char('\n')).contains(QStringLiteral("late"))) << journal.join(QLatin1Char('\n')).toStdString();
    }
    // The loop comes back: the duty again at its next step.
    f.now += 1000;
    runner.step(*f.devices);
    EXPECT_EQ(f.pwmEnable(), 1);
    EXPECT_EQ(f.pwm(), 89);
    // A stop request: automatic at once, and no step writes a duty after it.
    stop = true;
    EXPECT_TRUE(waitFor([&] { return f.pwmEnable() == 2; }, 1000));
    f.put("pwm1_enable", "2");
    f.now += 1000;
    runner.step(*f.devices);
    EXPECT_EQ(f.pwmEnable(), 2);
}

TEST(SoftwareFanRunner, BootServiceRunsTheProfilesCurveAndStopsItWhenTheProfileIsCleared)
{
    FanFixture f;
    BootProfileFile profiles(f.dir.path() + QStringLiteral("/etc"));
    BootProfile p;
    p.deviceId = f.id();
    p.deviceName = f.devices->devices().at(0).name;
    p.profileName = QStringLiteral("Quiet");
    p.values.perControl.set(PowerCapValue{300000000});
    p.values.perControl.set(FanCurveValue{kCurve});
    QString error;
    ASSERT_TRUE(profiles.save({p}, &error)) << error.toStdString();
    TuningService service(*f.devices, TuningJournal(f.stateDir(), QStringLiteral("b1")), TuningLog(TuningLog::pathIn(f.stateDir())),
                          SafetyPolicy{}, [&] { return f.now; });
    SoftwareFanRunner runner(f.stateDir(), 4242, [&] { return f.now; }, f.locator());
    BootService boot(profiles, f.stateDir(), QStringLiteral("b1"), [&] { return f.now; });
    boot.setFanRunner(&runner);
    const auto outcomes = boot.start(*f.devices, service);
    ASSERT_EQ(outcomes.size(), 1);
    EXPECT_EQ(outcomes.first().kind, BootOutcome::Kind::Applied) << outcomes.first().message.toStdString();
    EXPECT_TRUE(outcomes.first().message.contains(QStringLiteral("software fan curve"))) << outcomes.first().message.toStdString();
    EXPECT_EQ(f.backend->state.perControl.get<PowerCapControl>()->currentMicrowatts, 300000000u) << "the other values through the transaction";
    EXPECT_EQ(runner.count(), 1);
    f.temperature(60);
    f.now += 1000;
    boot.watch(*f.devices, service);
    EXPECT_EQ(f.pwm(), 128) << "50 % of 255";
    EXPECT_TRUE(boot.watch(*f.devices, service).isEmpty()) << "the fan curve is not taken for drift";
    ASSERT_TRUE(profiles.save({}, &error));
    f.now += 1000;
    boot.watch(*f.devices, service);
    EXPECT_EQ(runner.count(), 0);
    EXPECT_EQ(f.pwmEnable(), 2) << "cleared: back to automatic";
    EXPECT_EQ(f.backend->libraryFanWrites, 0);
}

namespace {

// The same card, as a read shows it when the ROCm SMI library's check of its
// hwmon files timed out (RocmSmiTuner: no FanControl, the fan controls
// "unreadable now"), or as a card that has no fan at all.
class FanCheckBackend : public PwmFanBackend
{
public:
    enum class Fan { Readable, TimedOut, Absent };
    ControlState readControls(int index) override
    {
        ControlState s = PwmFanBackend::readControls(index);
        if (fan == Fan::Readable)
            return s;
        s.perControl.remove<FanControl>();
        const QString why = fan == Fan::TimedOut ? QStringLiteral("The fan of GPU 0000:03:00.0 cannot be read now: the check timed out.")
                                                 : QStringLiteral("GPU 0000:03:00.0 offers no fan control.");
        s.unsupportedReasons.insert(ControlId::FanCurve, why);
        s.unsupportedReasons.insert(ControlId::FanMode, why);
        if (fan == Fan::TimedOut)
            s.unreadableNow << ControlId::FanCurve << ControlId::FanMode;
        return s;
    }
    Fan fan = Fan::Readable;
};

} // namespace

TEST(SoftwareFanCurve, AFanThatCannotBeReadNowIsNotCalledMissing)
{
    FanCheckBackend b;
    const Sample sample = b.readSample(0);
    b.fan = FanCheckBackend::Fan::Absent;
    const ControlState absent = b.readControls(0);
    EXPECT_FALSE(fanUnreadableNow(absent));
    EXPECT_TRUE(softwareFanCurveProblem(FanCurveValue{kCurve}, absent, sample, FanLimits{}).contains(QStringLiteral("no fan whose speed can be set")));
    b.fan = FanCheckBackend::Fan::TimedOut;
    const ControlState timedOut = b.readControls(0);
    EXPECT_EQ(fanCurveHost(timedOut), FanCurveHost::None);
    EXPECT_TRUE(fanUnreadableNow(timedOut));
    const QString problem = softwareFanCurveProblem(FanCurveValue{kCurve}, timedOut, sample, FanLimits{});
    EXPECT_TRUE(problem.contains(QStringLiteral("cannot be read now"))) << problem.toStdString();
    EXPECT_FALSE(problem.contains(QStringLiteral("no fan"))) << problem.toStdString();
}

TEST(SoftwareFanRunner, ABootApplyWhoseFanCheckTimedOutFailsForNowAndTheNextEventApplies)
{
    QTemporaryDir dir;
    auto owned = std::make_unique<FanCheckBackend>();
    FanCheckBackend *backend = owned.get();
    std::vector<std::unique_ptr<Backend>> list;
    list.push_back(std::move(owned));
    DeviceSet devices(std::move(list));
    const QString stateDir = dir.path() + QStringLiteral("/state");
    qint64 now = 1'700'000'000'000;
    BootProfileFile profiles(dir.path() + QStringLiteral("/etc"));
    BootProfile p;
    p.deviceId = devices.devices().at(0).stableId();
    p.deviceName = devices.devices().at(0).name;
    p.profileName = QStringLiteral("Quiet");
    p.values.perControl.set(FanCurveValue{kCurve});
    QString error;
    ASSERT_TRUE(profiles.save({p}, &error)) << error.toStdString();
    TuningLog log(TuningLog::pathIn(stateDir));
    TuningService service(devices, TuningJournal(stateDir, QStringLiteral("b1")), TuningLog(TuningLog::pathIn(stateDir)), SafetyPolicy{},
                          [&] { return now; });
    SoftwareFanRunner runner(stateDir, 4242, [&] { return now; });
    BootService boot(profiles, stateDir, QStringLiteral("b1"), [&] { return now; });
    boot.setFanRunner(&runner);

    backend->fan = FanCheckBackend::Fan::TimedOut;
    auto outcomes = boot.start(devices, service);
    ASSERT_EQ(outcomes.size(), 1);
    EXPECT_EQ(outcomes[0].kind, BootOutcome::Kind::Failed);
    EXPECT_TRUE(outcomes[0].transient);
    EXPECT_TRUE(outcomes[0].message.contains(QStringLiteral("could not be applied now"))) << outcomes[0].message.toStdString();
    EXPECT_FALSE(outcomes[0].message.contains(QStringLiteral("refused"))) << outcomes[0].message.toStdString();
    ASSERT_FALSE(log.read(10).isEmpty());
    EXPECT_EQ(log.read(10).last().outcome, QStringLiteral("failed"));
    EXPECT_EQ(runner.count(), 0);

    backend->fan = FanCheckBackend::Fan::Readable; // the next event finds the fan
    now += 60'000;
    outcomes = boot.reapply(devices, service, BootReason::Resume);
    ASSERT_EQ(outcomes.size(), 1);
    EXPECT_EQ(outcomes[0].kind, BootOutcome::Kind::Applied) << outcomes[0].message.toStdString();
    EXPECT_FALSE(outcomes[0].transient);
    EXPECT_EQ(runner.count(), 1);
    ASSERT_TRUE(profiles.save({}, &error));
    now += 1000;
    boot.watch(devices, service); // cleared: the curve stops, the fan goes back to automatic

    // A card that has no fan: the same profile is refused, not "failed for now".
    ASSERT_TRUE(profiles.save({p}, &error)) << error.toStdString();
    backend->fan = FanCheckBackend::Fan::Absent;
    now += 60'000;
    outcomes = boot.reapply(devices, service, BootReason::Resume);
    ASSERT_EQ(outcomes.size(), 1);
    EXPECT_EQ(outcomes[0].kind, BootOutcome::Kind::Failed);
    EXPECT_FALSE(outcomes[0].transient);
    EXPECT_TRUE(outcomes[0].message.contains(QStringLiteral("is refused"))) << outcomes[0].message.toStdString();
    EXPECT_EQ(log.read(10).last().outcome, QStringLiteral("refused"));
}
