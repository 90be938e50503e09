// SPDX-License-Identifier: GPL-3.0-or-later
// ProfileApplier: fit, override, re-validation against the card's limits,
// the values "save current" stores, and which profile applies at login.
#include "core/profiles/ProfileApplier.h"
#include "tests/tuning/RecordingBackend.h"

#include <gtest/gtest.h>

using namespace rocmtune;

namespace {

DeviceInfo xtxCardAt(const QString &uniqueId, const QString &bus)
{
    DeviceInfo d;
    d.backendId = QStringLiteral("rocm-smi");
    d.name = QStringLiteral("Radeon RX 7900 XTX");
    d.pciId = QStringLiteral("1002:744c");
    d.gfxArch = QStringLiteral("gfx1100");
    d.uniqueId = uniqueId;
    d.pciBusId = bus;
    return d;
}

DeviceInfo mi210()
{
    DeviceInfo d;
    d.backendId = QStringLiteral("rocm-smi");
    d.name = QStringLiteral("Instinct MI210");
    d.pciId = QStringLiteral("1002:740f");
    d.uniqueId = QStringLiteral("mi-1");
    d.pciBusId = QStringLiteral("0000:05:00.0");
    return d;
}

// An MI210-like card: power cap 300 W default, 300 W max; no power profiles.
ControlState miState()
{
    ControlState s = test::RecordingBackend::rx7900xtxLike();
    s.perControl.set(PowerCapControl{300000000, 300000000, 200000000, 300000000});
    s.perControl.remove<PowerProfileControl>();
    return s;
}

Profile profileFor(const ProfileTarget &target, quint64 capWatts)
{
    TuningValues v;
    v.perControl.set(PowerCapValue{capWatts * 1'000'000});
    v.perControl.set(PowerProfileValue{PowerProfile::Compute});
    v.perControl.set(PerfLevelValue{PerfLevel::High});
    return Profile::create(QStringLiteral("P%1").arg(capWatts), target, v);
}

const ControlState kXtx = test::RecordingBackend::rx7900xtxLike();

} // namespace

TEST(ProfileApplier, SameModelProfileBecomesAnApplyRequestForThatGpu)
{
    const DeviceInfo card = xtxCardAt(QStringLiteral("u1"), QStringLiteral("0000:03:00.0"));
    const Profile p = profileFor(ProfileTarget::forModelOf(card), 340);
    const ProfileApplyPlan plan = ProfileApplier::plan(p, 2, card, kXtx, SafetyPolicy{}, ProfileApplyOptions{false, 15});
    ASSERT_TRUE(plan.ready()) << plan.message.toStdString();
    EXPECT_EQ(plan.fit, ProfileFit::SameModel);
    EXPECT_FALSE(plan.overridden);
    EXPECT_EQ(plan.request.action, TuningRequest::Action::Apply);
    EXPECT_EQ(plan.request.deviceIndex, 2);
    EXPECT_EQ(plan.request.deviceId, QStringLiteral("u1"));
    EXPECT_EQ(plan.request.values, p.values);
    EXPECT_EQ(plan.request.confirmTimeoutSeconds, 15);
}

TEST(ProfileApplier, DeviceProfileOnItsOwnCardFitsThisDevice)
{
    const DeviceInfo card = xtxCardAt(QStringLiteral("u1"), QStringLiteral("0000:03:00.0"));
    const ProfileApplyPlan plan =
        ProfileApplier::plan(profileFor(ProfileTarget::forDevice(card), 340), 0, card, kXtx, SafetyPolicy{}, {});
    ASSERT_TRUE(plan.ready());
    EXPECT_EQ(plan.fit, ProfileFit::ThisDevice);
}

TEST(ProfileApplier, OtherModelIsRefusedWithoutOverride)
{
    const Profile p = profileFor(ProfileTarget::forModelOf(xtxCardAt(QStringLiteral("u1"), QString())), 290);
    const ProfileApplyPlan plan = ProfileApplier::plan(p, 0, mi210(), miState(), SafetyPolicy{}, {});
    EXPECT_EQ(plan.verdict, ProfileApplyPlan::Verdict::OtherModel);
    EXPECT_TRUE(plan.message.contains(QStringLiteral("Radeon RX 7900 XTX"))) << plan.message.toStdString();
    EXPECT_TRUE(plan.message.contains(QStringLiteral("override"))) << plan.message.toStdString();
    EXPECT_EQ(plan.request.action, TuningRequest::Action::Show) << "no request may be built";
}

TEST(ProfileApplier, OverrideIsRevalidatedAgainstTheOtherCardsLimits)
{
    // 340 W is fine on the XTX (max 361 W) but above the MI210's 300 W.
    const Profile p = profileFor(ProfileTarget::forModelOf(xtxCardAt(QStringLiteral("u1"), QString())), 340);
    const ProfileApplyPlan plan = ProfileApplier::plan(p, 0, mi210(), miState(), SafetyPolicy{}, ProfileApplyOptions{true, 0});
    EXPECT_EQ(plan.verdict, ProfileApplyPlan::Verdict::Refused);
    EXPECT_TRUE(plan.overridden);
    ASSERT_FALSE(plan.validation.ok());
    EXPECT_EQ(plan.validation.refusals.constFirst().control, ControlId::PowerCap);
    EXPECT_EQ(plan.validation.refusals.constFirst().limit, QStringLiteral("driver_max"));
}

TEST(ProfileApplier, OverrideWithinLimitsDropsControlsTheCardLacks)
{
    const Profile p = profileFor(ProfileTarget::forModelOf(xtxCardAt(QStringLiteral("u1"), QString())), 250);
    const ProfileApplyPlan plan = ProfileApplier::plan(p, 1, mi210(), miState(), SafetyPolicy{}, ProfileApplyOptions{true, 0});
    ASSERT_TRUE(plan.ready()) << plan.message.toStdString();
    EXPECT_TRUE(plan.overridden);
    EXPECT_EQ(plan.dropped, QVector<ControlId>{ControlId::PowerProfile});
    EXPECT_FALSE(plan.request.values.perControl.has<PowerProfileValue>());
    EXPECT_EQ(plan.request.values.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{250000000u}));
    EXPECT_EQ(plan.request.values.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::High}));
}

TEST(ProfileApplier, ProfileOfOnlyMissingControlsIsEmpty)
{
    TuningValues v;
    v.perControl.set(PowerProfileValue{PowerProfile::Compute});
    const Profile p = Profile::create(QStringLiteral("Compute"), ProfileTarget::forModelOf(mi210()), v);
    const ProfileApplyPlan plan = ProfileApplier::plan(p, 0, mi210(), miState(), SafetyPolicy{}, {});
    EXPECT_EQ(plan.verdict, ProfileApplyPlan::Verdict::Empty);
}

TEST(ProfileApplier, StricterPolicyRefusesAProfileThatWasFineWhenSaved)
{
    const DeviceInfo card = xtxCardAt(QStringLiteral("u1"), QString());
    SafetyPolicy strict;
    strict.powerCapAboveDefaultPercent = 0; // at most the default 327 W
    const ProfileApplyPlan plan = ProfileApplier::plan(profileFor(ProfileTarget::forModelOf(card), 340), 0, card, kXtx, strict, {});
    EXPECT_EQ(plan.verdict, ProfileApplyPlan::Verdict::Refused);
    EXPECT_EQ(plan.validation.refusals.constFirst().limit, QStringLiteral("policy_max"));
}

TEST(ProfileApplier, SavedValuesLeaveOutTheDriversClocksUnderAuto)
{
    ControlState s = kXtx; // perf level auto: the clock range is the driver's, not a lock
    s.perControl.edit<PowerCapControl>()->currentMicrowatts = 300000000;
    s.perControl.set(PowerProfileControl{PowerProfile::Compute, s.perControl.get<PowerProfileControl>()->supported});
    const TuningValues saved = ProfileApplier::valuesToSave(s);
    EXPECT_EQ(saved.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{300000000u}));
    EXPECT_EQ(saved.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Auto}));
    EXPECT_EQ(saved.perControl.value<PowerProfileValue>(), std::optional(PowerProfileValue{PowerProfile::Compute}));
    EXPECT_EQ(saved.perControl.value<OverdriveValue>(), std::optional(OverdriveValue{0}));
    EXPECT_FALSE(setsClocks(saved));
    // And such a profile is accepted when applied again.
    const DeviceInfo card = xtxCardAt(QStringLiteral("u1"), QString());
    const Profile p = Profile::create(QStringLiteral("Now"), ProfileTarget::forModelOf(card), saved);
    EXPECT_TRUE(ProfileApplier::plan(p, 0, card, kXtx, SafetyPolicy{}, {}).ready());

    s.perControl.set(PerfLevelControl{PerfLevel::Manual, s.perControl.get<PerfLevelControl>()->supported});
    editClockControl(&s, ClockDomain::Gfx)->currentMinMegahertz = 1800;
    editClockControl(&s, ClockDomain::Gfx)->currentMaxMegahertz = 2400;
    const TuningValues locked = ProfileApplier::valuesToSave(s);
    EXPECT_EQ(clockRangeIn(locked, ClockDomain::Gfx), (ClockRangeValue{1800, 2400}));
    EXPECT_EQ(locked.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Manual}));
}

TEST(ProfileApplier, LoginPrefersTheDeviceProfileAndSkipsAbsentGpus)
{
    const DeviceInfo a = xtxCardAt(QStringLiteral("a"), QStringLiteral("0000:03:00.0"));
    const DeviceInfo b = xtxCardAt(QStringLiteral("b"), QStringLiteral("0000:04:00.0"));
    Profile model = profileFor(ProfileTarget::forModelOf(a), 300);
    model.name = QStringLiteral("Model");
    model.applyAtLogin = true;
    Profile forB = profileFor(ProfileTarget::forDevice(b), 320);
    forB.name = QStringLiteral("Card B");
    forB.applyAtLogin = true;
    Profile forGone = profileFor(ProfileTarget::forDevice(xtxCardAt(QStringLiteral("gone"), QStringLiteral("0000:09:00.0"))), 310);
    forGone.name = QStringLiteral("Old card");
    forGone.applyAtLogin = true;
    Profile mi = profileFor(ProfileTarget::forModelOf(mi210()), 250);
    mi.name = QStringLiteral("MI");
    mi.applyAtLogin = true;
    Profile unmarked = profileFor(ProfileTarget::forModelOf(a), 330);

    const auto plan = ProfileApplier::planLogin({model, forB, forGone, mi, unmarked}, {a, b});
    ASSERT_EQ(plan.assignments.size(), 2);
    EXPECT_EQ(plan.assignments[0].deviceIndex, 0);
    EXPECT_EQ(plan.assignments[0].profile.name, QStringLiteral("Model"));
    EXPECT_EQ(plan.assignments[0].fit, ProfileFit::SameModel);
    EXPECT_EQ(plan.assignments[1].deviceIndex, 1);
    EXPECT_EQ(plan.assignments[1].profile.name, QStringLiteral("Card B"));
    EXPECT_EQ(plan.assignments[1].fit, ProfileFit::ThisDevice);
    ASSERT_EQ(plan.skipped.size(), 2);
    EXPECT_EQ(plan.skipped[0].profile.name, QStringLiteral("Old card"));
    EXPECT_TRUE(plan.skipped[0].message.contains(QStringLiteral("gone"))) << plan.skipped[0].message.toStdString();
    EXPECT_TRUE(plan.skipped[0].message.contains(QStringLiteral("not present")));
    EXPECT_EQ(plan.skipped[1].profile.name, QStringLiteral("MI"));
    EXPECT_TRUE(plan.skipped[1].message.contains(QStringLiteral("Instinct MI210"))) << plan.skipped[1].message.toStdString();
}

TEST(ProfileApplier, LoginNeverAppliesAProfileToAnotherModel)
{
    Profile mi = profileFor(ProfileTarget::forModelOf(mi210()), 250);
    mi.applyAtLogin = true;
    const auto plan = ProfileApplier::planLogin({mi}, {xtxCardAt(QStringLiteral("a"), QString())});
    EXPECT_TRUE(plan.assignments.isEmpty());
    ASSERT_EQ(plan.skipped.size(), 1);
}
