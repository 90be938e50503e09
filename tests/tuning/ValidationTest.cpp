// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/controls/powercap/PowerCapRule.h"
#include "core/tuning/policy/TuningValidator.h"
#include "tests/tuning/RecordingBackend.h"

#include <gtest/gtest.h>

using namespace rocmtune;
using rocmtune::test::RecordingBackend;

namespace {
ControlState card() { return RecordingBackend::rx7900xtxLike(); }

ValidationResult check(const TuningValues &v, const ControlState &s = card(), const SafetyPolicy &p = {})
{
    return validateTuning(v, s, p, ValidationMode::Request);
}

bool hasLimit(const ValidationResult &r, const QString &limit)
{
    for (const Refusal &refusal : r.refusals) {
        if (refusal.limit == limit)
            return true;
    }
    return false;
}
} // namespace

TEST(TuningValidation, PowerCapInsideBothLimitsIsAccepted)
{
    TuningValues v;
    v.perControl.set(PowerCapValue{350000000});
    EXPECT_TRUE(check(v).ok());
}

TEST(TuningValidation, PowerCapAbovePolicySaysWhichLimitAndByHowMuch)
{
    // Default 327 W + 20 % = 392.4 W, but the driver max 361 W is lower: driver max wins.
    TuningValues v;
    v.perControl.set(PowerCapValue{370000000});
    const ValidationResult r = check(v);
    ASSERT_FALSE(r.ok());
    ASSERT_TRUE(hasLimit(r, QStringLiteral("driver_max")));
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("361"))) << r.refusals.first().message.toStdString();
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("by 9 W"))) << r.refusals.first().message.toStdString();

    // A tighter policy (+5 %): 343.35 W.
    SafetyPolicy tight;
    tight.powerCapAboveDefaultPercent = 5;
    v.perControl.set(PowerCapValue{350000000});
    const ValidationResult p = check(v, card(), tight);
    ASSERT_TRUE(hasLimit(p, QStringLiteral("policy_max")));
    EXPECT_TRUE(p.refusals.first().message.contains(QStringLiteral("343.35"))) << p.refusals.first().message.toStdString();
    EXPECT_TRUE(p.refusals.first().message.contains(QStringLiteral("by 6.65 W"))) << p.refusals.first().message.toStdString();
}

TEST(TuningValidation, PolicyLimitIsNeverAboveTheDriverMax)
{
    ControlState s = card();
    s.perControl.edit<PowerCapControl>()->maxMicrowatts = 500000000;
    SafetyPolicy p;
    EXPECT_EQ(PowerCapRule::policyMaxMicrowatts(*s.perControl.get<PowerCapControl>(), p), 392400000u);
    p.powerCapAboveDefaultPercent = 100;
    EXPECT_EQ(PowerCapRule::policyMaxMicrowatts(*s.perControl.get<PowerCapControl>(), p), 500000000u);
}

TEST(TuningValidation, PowerCapBelowDriverMinIsRefused)
{
    TuningValues v;
    v.perControl.set(PowerCapValue{200000000});
    const ValidationResult r = check(v);
    ASSERT_TRUE(hasLimit(r, QStringLiteral("driver_min")));
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("by 94 W")));
}

TEST(TuningValidation, ClocksOutsideOdRangeAreRefusedWithTheExcess)
{
    TuningValues v;
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{400, 3100});
    const ValidationResult r = check(v);
    EXPECT_TRUE(hasLimit(r, QStringLiteral("od_range_min")));
    EXPECT_TRUE(hasLimit(r, QStringLiteral("od_range_max")));
    EXPECT_TRUE(r.messages().join(' ').contains(QStringLiteral("by 100 MHz")));
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{2000, 1000});
    EXPECT_TRUE(hasLimit(check(v), QStringLiteral("order")));
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{500, 3000});
    EXPECT_TRUE(check(v).ok());
}

TEST(TuningValidation, DpmLevelsMustExistAndNotBeMixedWithARange)
{
    TuningValues v;
    setDpmLevelMask(&v, ClockDomain::Gfx, 0b1000); // level 3 of a 3-level table
    EXPECT_TRUE(hasLimit(check(v), QStringLiteral("dpm_levels")));
    setDpmLevelMask(&v, ClockDomain::Gfx, 0b100);
    EXPECT_TRUE(check(v).ok());
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{500, 2000});
    EXPECT_TRUE(hasLimit(check(v), QStringLiteral("conflict")));
}

TEST(TuningValidation, NoManualClocksWhenHot)
{
    ControlState s = card();
    s.currentTemperatureCelsius = 101; // critical 110 - 10 = 100
    TuningValues v;
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{500, 2600});
    const ValidationResult r = check(v, s);
    ASSERT_TRUE(hasLimit(r, QStringLiteral("thermal")));
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("101"))) << r.refusals.first().message.toStdString();
    // A power cap is not a manual clock: still allowed while hot.
    TuningValues cap;
    cap.perControl.set(PowerCapValue{300000000});
    EXPECT_TRUE(check(cap, s).ok());
    // The margin is configurable.
    SafetyPolicy p;
    p.thermalMarginCelsius = 5;
    EXPECT_TRUE(check(v, s, p).ok());
}

TEST(TuningValidation, UnsupportedControlsAreRefusedWithTheDriversReason)
{
    ControlState s = card();
    s.perControl.remove<PowerProfileControl>();
    s.unsupportedReasons.insert(ControlId::PowerProfile, QStringLiteral("This card has no power profiles."));
    TuningValues v;
    v.perControl.set(PowerProfileValue{PowerProfile::Compute});
    const ValidationResult r = check(v, s);
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("no power profiles")));
}

TEST(TuningValidation, PerfLevelAndProfileMustBeOffered)
{
    ControlState s = card();
    s.perControl.set(PerfLevelControl{s.perControl.get<PerfLevelControl>()->current, {PerfLevel::Auto, PerfLevel::Manual}});
    TuningValues v;
    v.perControl.set(PerfLevelValue{PerfLevel::ProfilePeak});
    EXPECT_TRUE(hasLimit(check(v, s), QStringLiteral("driver_levels")));
    v.perControl.set(PerfLevelValue{PerfLevel::Manual});
    EXPECT_TRUE(check(v, s).ok());
}

TEST(TuningValidation, OverdriveDriverAndPolicyLimits)
{
    TuningValues v;
    v.perControl.set(OverdriveValue{25});
    EXPECT_TRUE(hasLimit(check(v), QStringLiteral("driver_max")));
    SafetyPolicy p;
    p.maxOverdrivePercent = 10;
    v.perControl.set(OverdriveValue{15});
    const ValidationResult r = check(v, card(), p);
    ASSERT_TRUE(hasLimit(r, QStringLiteral("policy_max")));
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("by 5%")));
}

TEST(TuningValidation, ClockLockWithANonManualLevelIsRefused)
{
    TuningValues v;
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{500, 2600});
    v.perControl.set(PerfLevelValue{PerfLevel::High});
    EXPECT_TRUE(hasLimit(check(v), QStringLiteral("conflict")));
}

TEST(TuningValidation, AnEmptyRequestIsRefused)
{
    EXPECT_FALSE(check(TuningValues{}).ok());
}

TEST(TuningValidation, RestoreModeSkipsThePolicyButKeepsDriverLimits)
{
    ControlState s = card();
    s.perControl.edit<PowerCapControl>()->maxMicrowatts = 500000000;
    TuningValues v;
    v.perControl.set(PowerCapValue{450000000}); // above +20 % but inside the driver's range
    EXPECT_FALSE(validateTuning(v, s, SafetyPolicy{}, ValidationMode::Request).ok());
    EXPECT_TRUE(validateTuning(v, s, SafetyPolicy{}, ValidationMode::Restore).ok());
    v.perControl.set(PowerCapValue{600000000});
    EXPECT_FALSE(validateTuning(v, s, SafetyPolicy{}, ValidationMode::Restore).ok());
}

TEST(TuningValidation, GarbledDriverRangesRefuseEverything)
{
    ControlState s = card();
    s.perControl.edit<PowerCapControl>()->minMicrowatts = 400000000; // min above max
    TuningValues v;
    v.perControl.set(PowerCapValue{350000000});
    EXPECT_TRUE(hasLimit(check(v, s), QStringLiteral("driver_range")));
    s = card();
    editClockControl(&s, ClockDomain::Gfx)->allowedMaxMegahertz = 0; // no OD_RANGE
    TuningValues c;
    setClockRange(&c, ClockDomain::Gfx, ClockRangeValue{500, 600});
    EXPECT_TRUE(hasLimit(check(c, s), QStringLiteral("od_range")));
}

TEST(TuningPlan, ApplyOrderIsFixed)
{
    TuningValues v;
    v.perControl.set(PowerCapValue{300000000});
    v.perControl.set(OverdriveValue{3});
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{500, 2000});
    v.perControl.set(PowerProfileValue{PowerProfile::Compute});
    v.perControl.set(PerfLevelValue{PerfLevel::Manual});
    setClockRange(&v, ClockDomain::Memory, ClockRangeValue{97, 1200});
    QVector<ControlId> order;
    for (const PlanStep &s : planSteps(v))
        order << s.rule->id();
    EXPECT_EQ(order, (QVector<ControlId>{ControlId::PerfLevel, ControlId::GfxClockRange, ControlId::MemoryClockRange,
                                          ControlId::Overdrive, ControlId::PowerProfile, ControlId::PowerCap}));
    v.perControl.set(PerfLevelValue{PerfLevel::Auto}); // not manual: last, after the setters that force manual
    order.clear();
    for (const PlanStep &s : planSteps(v))
        order << s.rule->id();
    EXPECT_EQ(order.last(), ControlId::PerfLevel);
    EXPECT_EQ(order.first(), ControlId::GfxClockRange);
}

TEST(TuningPlan, ClockLockImpliesManualAndDefaultsAreTheDriversOwn)
{
    TuningValues v;
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{500, 2000});
    EXPECT_EQ(effectiveValues(v, card()).perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Manual}));
    const TuningValues d = defaultValues(card());
    EXPECT_EQ(d.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{327000000u}));
    EXPECT_EQ(d.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Auto}));
    EXPECT_EQ(d.perControl.value<OverdriveValue>(), std::optional(OverdriveValue{0}));
    EXPECT_EQ(d.perControl.value<PowerProfileValue>(), std::optional(PowerProfileValue{PowerProfile::BootupDefault}));
    // The overdrive clocks come from the driver's own reset ("r"): the card's
    // boot table, not a range computed from the DPM table (500-2526 MHz is
    // not what an RX 7900 XTX boots with).
    EXPECT_TRUE(d.perControl.has<ClockTableReset>());
    EXPECT_FALSE(clockRangeIn(d, ClockDomain::Gfx));
    EXPECT_FALSE(clockRangeIn(d, ClockDomain::Memory));
    EXPECT_FALSE(dpmLevelMaskIn(d, ClockDomain::Gfx));
    EXPECT_FALSE(dpmLevelMaskIn(d, ClockDomain::Memory));
    QVector<ControlId> order;
    for (const PlanStep &s : planSteps(d))
        order << s.rule->id();
    EXPECT_EQ(order, (QVector<ControlId>{ControlId::ClockTable, ControlId::Overdrive, ControlId::PowerProfile, ControlId::PowerCap,
                                          ControlId::PerfLevel}));
}

TEST(TuningPlan, WithoutADriverResetTheDefaultsAreTheDpmTableOrEveryLevel)
{
    // A driver without a table reset (NVIDIA's locked clocks): the widest
    // range the DPM table spans, inside OD_RANGE.
    ControlState noReset = card();
    noReset.perControl.remove<ClockTableControl>();
    const TuningValues d = defaultValues(noReset);
    EXPECT_FALSE(d.perControl.has<ClockTableReset>());
    EXPECT_EQ(clockRangeIn(d, ClockDomain::Gfx), (ClockRangeValue{500, 2526}));
    EXPECT_EQ(clockRangeIn(d, ClockDomain::Memory), (ClockRangeValue{97, 1249})); // kept inside OD_RANGE
    // Clocks that take DPM levels only keep the level-mask reset, even where
    // the card's other clock has a resettable table (MI210: mclk).
    ControlState levelsOnly = card();
    editClockControl(&levelsOnly, ClockDomain::Memory)->rangeSettable = false;
    const TuningValues m = defaultValues(levelsOnly);
    EXPECT_TRUE(m.perControl.has<ClockTableReset>());
    EXPECT_FALSE(clockRangeIn(m, ClockDomain::Gfx));
    EXPECT_FALSE(clockRangeIn(m, ClockDomain::Memory));
    EXPECT_EQ(dpmLevelMaskIn(m, ClockDomain::Memory), 0b1111u);
}

TEST(TuningPlan, ClockTableResetIsRefusedWhereTheDriverHasNone)
{
    ControlState noReset = card();
    noReset.perControl.remove<ClockTableControl>();
    noReset.unsupportedReasons.insert(ControlId::ClockTable, QStringLiteral("GPU 0000:03:00.0 has no overdrive table (pp_od_clk_voltage)."));
    TuningValues v;
    v.perControl.set(ClockTableReset{});
    const ValidationResult r = validateTuning(v, noReset, SafetyPolicy{}, ValidationMode::Restore);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.refusals.first().control, ControlId::ClockTable);
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("has no overdrive table"))) << r.refusals.first().message.toStdString();
    EXPECT_TRUE(validateTuning(v, card(), SafetyPolicy{}, ValidationMode::Restore).ok());
}

TEST(TuningPlan, CurrentValuesAreWhatIsInForceInTheSettersForm)
{
    ControlState tuned = card();
    tuned.perControl.edit<PowerCapControl>()->currentMicrowatts = 350000000;
    editClockControl(&tuned, ClockDomain::Gfx)->currentMinMegahertz = 1800;
    editClockControl(&tuned, ClockDomain::Gfx)->currentMaxMegahertz = 2400;
    tuned.perControl.edit<PerfLevelControl>()->current = PerfLevel::Manual;
    tuned.perControl.edit<PowerProfileControl>()->current = PowerProfile::Compute;
    tuned.perControl.edit<OverdriveControl>()->currentPercent = 7;
    const TuningValues now = currentValues(tuned);
    EXPECT_EQ(now.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{350000000u}));
    EXPECT_EQ(clockRangeIn(now, ClockDomain::Gfx), (ClockRangeValue{1800, 2400}));
    EXPECT_EQ(clockRangeIn(now, ClockDomain::Memory), (ClockRangeValue{97, 1249}));
    EXPECT_FALSE(dpmLevelMaskIn(now, ClockDomain::Gfx)); // the range form where the range is settable
    EXPECT_EQ(now.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Manual}));
    EXPECT_EQ(now.perControl.value<PowerProfileValue>(), std::optional(PowerProfileValue{PowerProfile::Compute}));
    EXPECT_EQ(now.perControl.value<OverdriveValue>(), std::optional(OverdriveValue{7}));

    // A card whose clocks take only DPM levels: the mask of the levels in force.
    ControlState levelsOnly = card();
    editClockControl(&levelsOnly, ClockDomain::Gfx)->rangeSettable = false;
    editClockControl(&levelsOnly, ClockDomain::Gfx)->currentMinMegahertz = 1864;
    editClockControl(&levelsOnly, ClockDomain::Gfx)->currentMaxMegahertz = 2526;
    const TuningValues masked = currentValues(levelsOnly);
    EXPECT_FALSE(clockRangeIn(masked, ClockDomain::Gfx));
    EXPECT_EQ(dpmLevelMaskIn(masked, ClockDomain::Gfx), 0b110u);

    // Controls the card lacks stay absent, not zero.
    ControlState bare;
    EXPECT_TRUE(currentValues(bare).isEmpty());
}
