// SPDX-License-Identifier: GPL-3.0-or-later
// BootService on a recording fake driver, with a clock the test moves: the
// exact value at boot, drift re-applied, a person's change left alone, the
// boot-loop guard across "reboots" (boot ids), the drift limit.
#include "core/boot/BootService.h"
#include "tests/tuning/RecordingBackend.h"

#include <QDateTime>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace rocmtune;
using rocmtune::test::RecordingBackend;

namespace {

constexpr quint64 kProfileCap = 300000000;
constexpr quint64 kDriverCap = 327000000;

struct Fixture {
    QTemporaryDir dir;
    RecordingBackend *backend = nullptr;
    std::unique_ptr<DeviceSet> devices;
    qint64 now = 1'700'000'000'000;
    QString bootId = QStringLiteral("boot-1");

    Fixture()
    {
        auto b = std::make_unique<RecordingBackend>();
        backend = b.get();
        std::vector<std::unique_ptr<Backend>> list;
        list.push_back(std::move(b));
        devices = std::make_unique<DeviceSet>(std::move(list));
        BootProfile p;
        p.deviceId = devices->devices().at(0).stableId();
        p.deviceName = devices->devices().at(0).name;
        p.profileName = QStringLiteral("Quiet");
        p.values.perControl.set(PowerCapValue{kProfileCap});
        QString error;
        EXPECT_TRUE(profiles().save({p}, &error)) << error.toStdString();
    }
    QString stateDir() const { return dir.path() + QStringLiteral("/state"); }
    BootProfileFile profiles() const { return BootProfileFile(dir.path() + QStringLiteral("/etc")); }
    TuningService service()
    {
        return TuningService(*devices, TuningJournal(stateDir(), bootId), TuningLog(TuningLog::pathIn(stateDir())), SafetyPolicy{},
                             [this] { return now; });
    }
    BootService boot() { return BootService(profiles(), stateDir(), bootId, [this] { return now; }); }
    quint64 cap() const { return backend->state.perControl.get<PowerCapControl>()->currentMicrowatts; }
    QStringList logActions()
    {
        QStringList actions;
        for (const TuningLogEntry &e : service().log().read())
            actions << e.action + QLatin1Char('/') + e.outcome;
        return actions;
    }
};

} // namespace

TEST(BootService, AppliesTheExactValueAtBootAndLogsTheReason)
{
    Fixture f;
    ASSERT_EQ(f.cap(), kDriverCap);
    TuningService s = f.service();
    BootService b = f.boot();
    const auto outcomes = b.start(*f.devices, s);
    ASSERT_EQ(outcomes.size(), 1) << b.lastError().toStdString();
    EXPECT_EQ(outcomes.first().kind, BootOutcome::Kind::Applied) << outcomes.first().message.toStdString();
    EXPECT_EQ(f.cap(), kProfileCap);
    ASSERT_EQ(f.backend->writes.size(), 1u);
    EXPECT_EQ(f.backend->writes.front().a, static_cast<qint64>(kProfileCap));
    // What it found first (nothing ROCm Tune had set), then the apply.
    EXPECT_EQ(f.logActions(), (QStringList{QStringLiteral("boot/note"), QStringLiteral("boot/applied")}));
    EXPECT_EQ(s.log().read().first().message, QStringLiteral("Found no value set by ROCm Tune before."));
    EXPECT_TRUE(outcomes.first().message.endsWith(QStringLiteral("Found no value set by ROCm Tune before."))) << outcomes.first().message.toStdString();
    EXPECT_FALSE(s.pending(0)) << "a boot apply is kept at once, nothing waits";
    EXPECT_EQ(b.watchedCount(), 1);
}

TEST(BootService, DriftIsReappliedAndAPersonsChangeIsLeftAlone)
{
    Fixture f;
    TuningService s = f.service();
    BootService b = f.boot();
    b.start(*f.devices, s);
    f.now += 1000;
    EXPECT_TRUE(b.watch(*f.devices, s).isEmpty()) << "nothing drifted";
    f.backend->state.perControl.edit<PowerCapControl>()->currentMicrowatts = kDriverCap; // the driver (or someone) changed it
    f.now += 1000;
    const auto drift = b.watch(*f.devices, s);
    ASSERT_EQ(drift.size(), 1);
    EXPECT_EQ(drift.first().reason, BootReason::Drift);
    EXPECT_TRUE(drift.first().message.contains(QStringLiteral("327"))) << drift.first().message.toStdString();
    EXPECT_EQ(f.cap(), kProfileCap);
    EXPECT_EQ(f.logActions().last(), QStringLiteral("drift/applied"));
    // A person applies 310 W through ROCm Tune: that is not drift.
    f.now += 1000;
    TuningValues mine;
    mine.perControl.set(PowerCapValue{310000000});
    ASSERT_TRUE(s.apply(0, mine, 0).ok);
    f.now += 1000;
    const auto left = b.watch(*f.devices, s);
    ASSERT_EQ(left.size(), 1);
    EXPECT_TRUE(left.first().message.contains(QStringLiteral("changed through ROCm Tune"))) << left.first().message.toStdString();
    EXPECT_EQ(f.cap(), 310000000u);
    EXPECT_EQ(b.watchedCount(), 0);
    f.now += 1000;
    EXPECT_TRUE(b.watch(*f.devices, s).isEmpty());
    EXPECT_EQ(f.cap(), 310000000u);
    // The next event applies the boot profile again.
    const auto resumed = b.reapply(*f.devices, s, BootReason::Resume);
    ASSERT_EQ(resumed.size(), 1);
    EXPECT_EQ(f.cap(), kProfileCap);
    EXPECT_EQ(f.logActions().last(), QStringLiteral("resume/applied"));
}

TEST(BootService, StopsReapplyingWhenSomethingKeepsChangingIt)
{
    Fixture f;
    TuningService s = f.service();
    BootService b = f.boot();
    b.start(*f.devices, s);
    int reapplied = 0;
    for (int i = 0; i < BootService::kMaxDriftReapplies + 3; ++i) {
        f.backend->state.perControl.edit<PowerCapControl>()->currentMicrowatts = kDriverCap;
        f.now += 1000;
        for (const BootOutcome &o : b.watch(*f.devices, s))
            reapplied += o.kind == BootOutcome::Kind::Applied ? 1 : 0;
    }
    EXPECT_EQ(reapplied, BootService::kMaxDriftReapplies);
    EXPECT_EQ(b.watchedCount(), 0);
    EXPECT_EQ(f.logActions().last(), QStringLiteral("drift/skipped"));
}

TEST(BootService, ACrashAfterTheBootApplySkipsTheNextBootUntilEnabled)
{
    Fixture f;
    {
        TuningService s = f.service();
        BootService b = f.boot();
        b.start(*f.devices, s);
        ASSERT_EQ(f.cap(), kProfileCap);
        // no recordCleanShutdown: the machine went down 2 minutes later
    }
    f.now += 2 * 60 * 1000;
    f.bootId = QStringLiteral("boot-2");
    f.backend->state.perControl.edit<PowerCapControl>()->currentMicrowatts = kDriverCap; // the reboot reset the driver
    TuningService s = f.service();
    BootService b = f.boot();
    const auto outcomes = b.start(*f.devices, s);
    ASSERT_EQ(outcomes.size(), 1);
    EXPECT_EQ(outcomes.first().kind, BootOutcome::Kind::Skipped);
    EXPECT_TRUE(outcomes.first().message.contains(QStringLiteral("boot-loop guard"))) << outcomes.first().message.toStdString();
    EXPECT_EQ(f.cap(), kDriverCap);
    EXPECT_TRUE(f.logActions().contains(QStringLiteral("boot/skipped")));
    EXPECT_TRUE(b.reapply(*f.devices, s, BootReason::Resume).first().kind == BootOutcome::Kind::Skipped);
    EXPECT_EQ(f.cap(), kDriverCap);
    // A user enables it again (what the helper's boot_enable does).
    QString error;
    BootGuardFile guard(f.stateDir());
    auto state = guard.load(&error);
    ASSERT_TRUE(state);
    ASSERT_TRUE(state->enable(f.devices->devices().at(0).stableId()));
    ASSERT_TRUE(guard.save(*state, &error));
    EXPECT_EQ(b.reapply(*f.devices, s, BootReason::Resume).first().kind, BootOutcome::Kind::Applied);
    EXPECT_EQ(f.cap(), kProfileCap);
}

TEST(BootService, ACleanShutdownOrTenQuietMinutesKeepTheNextBootApplying)
{
    Fixture f;
    {
        TuningService s = f.service();
        BootService b = f.boot();
        b.start(*f.devices, s);
        QString error;
        ASSERT_TRUE(b.recordCleanShutdown(&error)) << error.toStdString();
    }
    f.bootId = QStringLiteral("boot-2");
    f.now += 60 * 1000;
    f.backend->state.perControl.edit<PowerCapControl>()->currentMicrowatts = kDriverCap;
    {
        TuningService s = f.service();
        BootService b = f.boot();
        ASSERT_EQ(b.start(*f.devices, s).first().kind, BootOutcome::Kind::Applied);
        f.now += BootGuardState::kWatchWindowMs;
        b.watch(*f.devices, s); // settles the apply; then a crash
    }
    f.bootId = QStringLiteral("boot-3");
    f.now += 60 * 1000;
    f.backend->state.perControl.edit<PowerCapControl>()->currentMicrowatts = kDriverCap;
    TuningService s = f.service();
    BootService b = f.boot();
    EXPECT_EQ(b.start(*f.devices, s).first().kind, BootOutcome::Kind::Applied);
    EXPECT_EQ(f.cap(), kProfileCap);
}

TEST(BootService, AResetEventBeforeTheServiceJudgesTheGuardAndKeepsTheCrashRecord)
{
    // Issue 38: at boot the card's uevent ran `event gpu-reset` before the
    // service; it applied without the guard and its record erased the crashed
    // boot's, so the service applied the crashing profile again.
    Fixture f;
    {
        TuningService s = f.service();
        BootService b = f.boot();
        b.start(*f.devices, s);
        ASSERT_EQ(f.cap(), kProfileCap);
    } // the machine went down 1 minute later without a clean shutdown
    f.now += 60 * 1000;
    f.bootId = QStringLiteral("boot-2");
    f.backend->state.perControl.edit<PowerCapControl>()->currentMicrowatts = kDriverCap;
    {
        TuningService s = f.service();
        BootService event = f.boot();
        const auto outcomes = event.reapply(*f.devices, s, BootReason::GpuReset);
        ASSERT_EQ(outcomes.size(), 1);
        EXPECT_EQ(outcomes.first().kind, BootOutcome::Kind::Skipped) << outcomes.first().message.toStdString();
        EXPECT_EQ(f.cap(), kDriverCap);
    }
    TuningService s = f.service();
    BootService service = f.boot();
    const auto outcomes = service.start(*f.devices, s);
    ASSERT_EQ(outcomes.size(), 1);
    EXPECT_EQ(outcomes.first().kind, BootOutcome::Kind::Skipped) << "the service after the event: still switched off";
    EXPECT_EQ(f.cap(), kDriverCap);
    int judged = 0;
    for (const TuningLogEntry &e : s.log().read())
        judged += e.message.contains(QStringLiteral("The last boot ended without a clean shutdown")) ? 1 : 0;
    EXPECT_EQ(judged, 1) << "judged once per boot";
}

TEST(BootGuard, AnApplyOfThisBootKeepsAnotherBootsUnjudgedRecord)
{
    BootGuardState s;
    s.recordApply(QStringLiteral("gpu-a"), QStringLiteral("boot-1"), 1000);
    s.recordApply(QStringLiteral("gpu-a"), QStringLiteral("boot-2"), 2000);
    s.recordApply(QStringLiteral("gpu-a"), QStringLiteral("boot-2"), 3000);
    ASSERT_EQ(s.applied.size(), 2);
    const auto tripped = s.afterBoot(QStringLiteral("boot-2"), 4000, {});
    ASSERT_EQ(tripped.size(), 1);
    EXPECT_EQ(tripped.first().crashedBootId, QStringLiteral("boot-1"));
}

TEST(BootService, LogsWhatItFoundBeforeReapplying)
{
    Fixture f;
    TuningService s = f.service();
    BootService b = f.boot();
    ASSERT_EQ(b.start(*f.devices, s).size(), 1);
    // The boot apply is kept: the record holds 300 W as set.
    // After a resume the driver holds its default again.
    f.backend->state.perControl.edit<PowerCapControl>()->currentMicrowatts = kDriverCap;
    f.now += 60000;
    const auto resumed = b.reapply(*f.devices, s, BootReason::Resume);
    ASSERT_EQ(resumed.size(), 1);
    EXPECT_EQ(resumed.first().kind, BootOutcome::Kind::Applied) << resumed.first().message.toStdString();
    const QString found = QStringLiteral("Found: Power cap set 300 W, now 327 W: changed outside ROCm Tune at %1.")
                              .arg(QDateTime::fromMSecsSinceEpoch(f.now).toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    EXPECT_TRUE(resumed.first().message.endsWith(found)) << resumed.first().message.toStdString() << "\n" << found.toStdString();
    const QVector<TuningLogEntry> log = s.log().read();
    ASSERT_GE(log.size(), 2);
    EXPECT_EQ(log.at(log.size() - 2).action + QLatin1Char('/') + log.at(log.size() - 2).outcome, QStringLiteral("resume/note"));
    EXPECT_EQ(log.at(log.size() - 2).message, found);
    EXPECT_EQ(f.logActions().last(), QStringLiteral("resume/applied"));
    EXPECT_EQ(f.cap(), kProfileCap);
    // Re-applied: in force again, and said so the next time.
    f.now += 60000;
    const auto again = b.reapply(*f.devices, s, BootReason::Resume);
    ASSERT_EQ(again.size(), 1);
    EXPECT_TRUE(again.first().message.endsWith(QStringLiteral("Found every value ROCm Tune set still in force."))) << again.first().message.toStdString();
}

// A resume or another tool writes several driver files one after another; a
// watch step that reads between two of them must wait for the rest and
// re-apply once, or one event counts as several of the drift limit's re-applies.
TEST(BootService, ADriftWrittenInStepsIsReappliedOnceWhenItSettled)
{
    Fixture f;
    {
        BootProfile p;
        p.deviceId = f.devices->devices().at(0).stableId();
        p.deviceName = f.devices->devices().at(0).name;
        p.profileName = QStringLiteral("Quiet");
        p.values.perControl.set(PowerCapValue{kProfileCap});
        p.values.perControl.set(PerfLevelValue{PerfLevel::Manual});
        QString error;
        ASSERT_TRUE(f.profiles().save({p}, &error)) << error.toStdString();
    }
    TuningService s = f.service();
    BootService b = f.boot();
    ASSERT_EQ(b.start(*f.devices, s).size(), 1);
    ASSERT_EQ(f.backend->state.perControl.get<PerfLevelControl>()->current, PerfLevel::Manual);
    int sleeps = 0;
    b.setDriftSettle(250, [&](int milliseconds) {
        EXPECT_EQ(milliseconds, 250);
        // The second write lands while the service waits.
        if (++sleeps == 1)
            f.backend->state.perControl.edit<PerfLevelControl>()->current = PerfLevel::Auto;
    });
    const std::size_t writesBefore = f.backend->writes.size();
    f.backend->state.perControl.edit<PowerCapControl>()->currentMicrowatts = kDriverCap; // the first write
    f.now += 1000;
    const auto drift = b.watch(*f.devices, s);
    ASSERT_EQ(drift.size(), 1);
    EXPECT_EQ(drift.first().kind, BootOutcome::Kind::Applied) << drift.first().message.toStdString();
    EXPECT_TRUE(drift.first().message.contains(QStringLiteral("327")) && drift.first().message.contains(QStringLiteral("Automatic")))
        << "one re-apply names both changes: " << drift.first().message.toStdString();
    EXPECT_EQ(sleeps, 2) << "read again until two reads agree";
    EXPECT_EQ(f.cap(), kProfileCap);
    EXPECT_EQ(f.backend->state.perControl.get<PerfLevelControl>()->current, PerfLevel::Manual);
    EXPECT_GE(f.backend->writes.size() - writesBefore, 2u);
    f.now += 1000;
    EXPECT_TRUE(b.watch(*f.devices, s).isEmpty()) << "nothing left to re-apply";
    EXPECT_EQ(f.logActions().count(QStringLiteral("drift/applied")), 1);
}
