// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecordingBackend.h"
#include "tuning/TuningValidator.h"
#include "tuning/controls/ControlRules.h"
#include "tuning/controls/powercap/PowerCapRule.h"

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
    v.powerCapMicrowatts = 350000000;
    EXPECT_TRUE(check(v).ok());
}

TEST(TuningValidation, PowerCapAbovePolicySaysWhichLimitAndByHowMuch)
{
    // Default 327 W + 20 % = 392.4 W, but the driver max 361 W is lower: driver max wins.
    TuningValues v;
    v.powerCapMicrowatts = 370000000;
    const ValidationResult r = check(v);
    ASSERT_FALSE(r.ok());
    ASSERT_TRUE(hasLimit(r, QStringLiteral("driver_max")));
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("361"))) << r.refusals.first().message.toStdString();
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("by 9 W"))) << r.refusals.first().message.toStdString();

    // A tighter policy (+5 %): 343.35 W.
    SafetyPolicy tight;
    tight.powerCapAboveDefaultPercent = 5;
    v.powerCapMicrowatts = 350000000;
    const ValidationResult p = check(v, card(), tight);
    ASSERT_TRUE(hasLimit(p, QStringLiteral("policy_max")));
    EXPECT_TRUE(p.refusals.first().message.contains(QStringLiteral("343.35"))) << p.refusals.first().message.toStdString();
    EXPECT_TRUE(p.refusals.first().message.contains(QStringLiteral("by 6.65 W"))) << p.refusals.first().message.toStdString();
}

TEST(TuningValidation, PolicyLimitIsNeverAboveTheDriverMax)
{
    ControlState s = card();
    s.powerCap->maxMicrowatts = 500000000;
    SafetyPolicy p;
    EXPECT_EQ(PowerCapRule::policyMaxMicrowatts(*s.powerCap, p), 392400000u);
    p.powerCapAboveDefaultPercent = 100;
    EXPECT_EQ(PowerCapRule::policyMaxMicrowatts(*s.powerCap, p), 500000000u);
}

TEST(TuningValidation, PowerCapBelowDriverMinIsRefused)
{
    TuningValues v;
    v.powerCapMicrowatts = 200000000;
    const ValidationResult r = check(v);
    ASSERT_TRUE(hasLimit(r, QStringLiteral("driver_min")));
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("by 94 W")));
}

TEST(TuningValidation, ClocksOutsideOdRangeAreRefusedWithTheExcess)
{
    TuningValues v;
    v.gfxClockRange = ClockRangeValue{400, 3100};
    const ValidationResult r = check(v);
    EXPECT_TRUE(hasLimit(r, QStringLiteral("od_range_min")));
    EXPECT_TRUE(hasLimit(r, QStringLiteral("od_range_max")));
    EXPECT_TRUE(r.messages().join(' ').contains(QStringLiteral("by 100 MHz")));
    v.gfxClockRange = ClockRangeValue{2000, 1000};
    EXPECT_TRUE(hasLimit(check(v), QStringLiteral("order")));
    v.gfxClockRange = ClockRangeValue{500, 3000};
    EXPECT_TRUE(check(v).ok());
}

TEST(TuningValidation, DpmLevelsMustExistAndNotBeMixedWithARange)
{
    TuningValues v;
    v.gfxDpmLevelMask = 0b1000; // level 3 of a 3-level table
    EXPECT_TRUE(hasLimit(check(v), QStringLiteral("dpm_levels")));
    v.gfxDpmLevelMask = 0b100;
    EXPECT_TRUE(check(v).ok());
    v.gfxClockRange = ClockRangeValue{500, 2000};
    EXPECT_TRUE(hasLimit(check(v), QStringLiteral("conflict")));
}

TEST(TuningValidation, NoManualClocksWhenHot)
{
    ControlState s = card();
    s.currentTemperatureCelsius = 101; // critical 110 - 10 = 100
    TuningValues v;
    v.gfxClockRange = ClockRangeValue{500, 2600};
    const ValidationResult r = check(v, s);
    ASSERT_TRUE(hasLimit(r, QStringLiteral("thermal")));
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("101"))) << r.refusals.first().message.toStdString();
    // A power cap is not a manual clock: still allowed while hot.
    TuningValues cap;
    cap.powerCapMicrowatts = 300000000;
    EXPECT_TRUE(check(cap, s).ok());
    // The margin is configurable.
    SafetyPolicy p;
    p.thermalMarginCelsius = 5;
    EXPECT_TRUE(check(v, s, p).ok());
}

TEST(TuningValidation, UnsupportedControlsAreRefusedWithTheDriversReason)
{
    ControlState s = card();
    s.powerProfile.reset();
    s.unsupportedReasons.insert(ControlId::PowerProfile, QStringLiteral("This card has no power profiles."));
    TuningValues v;
    v.powerProfile = PowerProfile::Compute;
    const ValidationResult r = check(v, s);
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("no power profiles")));
}

TEST(TuningValidation, PerfLevelAndProfileMustBeOffered)
{
    ControlState s = card();
    s.supportedPerfLevels = {PerfLevel::Auto, PerfLevel::Manual};
    TuningValues v;
    v.perfLevel = PerfLevel::ProfilePeak;
    EXPECT_TRUE(hasLimit(check(v, s), QStringLiteral("driver_levels")));
    v.perfLevel = PerfLevel::Manual;
    EXPECT_TRUE(check(v, s).ok());
}

TEST(TuningValidation, OverdriveDriverAndPolicyLimits)
{
    TuningValues v;
    v.overdrivePercent = 25;
    EXPECT_TRUE(hasLimit(check(v), QStringLiteral("driver_max")));
    SafetyPolicy p;
    p.maxOverdrivePercent = 10;
    v.overdrivePercent = 15;
    const ValidationResult r = check(v, card(), p);
    ASSERT_TRUE(hasLimit(r, QStringLiteral("policy_max")));
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("by 5 %")));
}

TEST(TuningValidation, ClockLockWithANonManualLevelIsRefused)
{
    TuningValues v;
    v.gfxClockRange = ClockRangeValue{500, 2600};
    v.perfLevel = PerfLevel::High;
    EXPECT_TRUE(hasLimit(check(v), QStringLiteral("conflict")));
}

TEST(TuningValidation, AnEmptyRequestIsRefused)
{
    EXPECT_FALSE(check(TuningValues{}).ok());
}

TEST(TuningValidation, RestoreModeSkipsThePolicyButKeepsDriverLimits)
{
    ControlState s = card();
    s.powerCap->maxMicrowatts = 500000000;
    TuningValues v;
    v.powerCapMicrowatts = 450000000; // above +20 % but inside the driver's range
    EXPECT_FALSE(validateTuning(v, s, SafetyPolicy{}, ValidationMode::Request).ok());
    EXPECT_TRUE(validateTuning(v, s, SafetyPolicy{}, ValidationMode::Restore).ok());
    v.powerCapMicrowatts = 600000000;
    EXPECT_FALSE(validateTuning(v, s, SafetyPolicy{}, ValidationMode::Restore).ok());
}

TEST(TuningValidation, GarbledDriverRangesRefuseEverything)
{
    ControlState s = card();
    s.powerCap->minMicrowatts = 400000000; // min above max
    TuningValues v;
    v.powerCapMicrowatts = 350000000;
    EXPECT_TRUE(hasLimit(check(v, s), QStringLiteral("driver_range")));
    s = card();
    s.gfxClock->allowedMaxMegahertz = 0; // no OD_RANGE
    TuningValues c;
    c.gfxClockRange = ClockRangeValue{500, 600};
    EXPECT_TRUE(hasLimit(check(c, s), QStringLiteral("od_range")));
}

TEST(TuningPlan, ApplyOrderIsFixed)
{
    TuningValues v;
    v.powerCapMicrowatts = 300000000;
    v.overdrivePercent = 3;
    v.gfxClockRange = ClockRangeValue{500, 2000};
    v.powerProfile = PowerProfile::Compute;
    v.perfLevel = PerfLevel::Manual;
    v.memoryClockRange = ClockRangeValue{97, 1200};
    QVector<ControlId> order;
    for (const PlanStep &s : planSteps(v))
        order << s.rule->id();
    EXPECT_EQ(order, (QVector<ControlId>{ControlId::PerfLevel, ControlId::GfxClockRange, ControlId::MemoryClockRange,
                                          ControlId::Overdrive, ControlId::PowerProfile, ControlId::PowerCap}));
    v.perfLevel = PerfLevel::Auto; // not manual: last, after the setters that force manual
    order.clear();
    for (const PlanStep &s : planSteps(v))
        order << s.rule->id();
    EXPECT_EQ(order.last(), ControlId::PerfLevel);
    EXPECT_EQ(order.first(), ControlId::GfxClockRange);
}

TEST(TuningPlan, ClockLockImpliesManualAndDefaultsAreTheDriversOwn)
{
    TuningValues v;
    v.gfxClockRange = ClockRangeValue{500, 2000};
    EXPECT_EQ(effectiveValues(v, card()).perfLevel, PerfLevel::Manual);
    const TuningValues d = defaultValues(card());
    EXPECT_EQ(d.powerCapMicrowatts, 327000000u);
    EXPECT_EQ(d.perfLevel, PerfLevel::Auto);
    EXPECT_EQ(d.overdrivePercent, 0);
    EXPECT_EQ(d.powerProfile, PowerProfile::BootupDefault);
    // The overdrive clocks come from the driver's own reset ("r"): the card's
    // boot table, not a range computed from the DPM table (500-2526 MHz is
    // not what an RX 7900 XTX boots with).
    EXPECT_TRUE(d.resetClockTable);
    EXPECT_FALSE(d.gfxClockRange);
    EXPECT_FALSE(d.memoryClockRange);
    EXPECT_FALSE(d.gfxDpmLevelMask);
    EXPECT_FALSE(d.memoryDpmLevelMask);
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
    noReset.clockTableResettable = false;
    const TuningValues d = defaultValues(noReset);
    EXPECT_FALSE(d.resetClockTable);
    EXPECT_EQ(d.gfxClockRange, (ClockRangeValue{500, 2526}));
    EXPECT_EQ(d.memoryClockRange, (ClockRangeValue{97, 1249})); // kept inside OD_RANGE
    // Clocks that take DPM levels only keep the level-mask reset, even where
    // the card's other clock has a resettable table (MI210: mclk).
    ControlState levelsOnly = card();
    levelsOnly.memoryClock->rangeSettable = false;
    const TuningValues m = defaultValues(levelsOnly);
    EXPECT_TRUE(m.resetClockTable);
    EXPECT_FALSE(m.gfxClockRange);
    EXPECT_FALSE(m.memoryClockRange);
    EXPECT_EQ(m.memoryDpmLevelMask, 0b1111u);
}

TEST(TuningPlan, ClockTableResetIsRefusedWhereTheDriverHasNone)
{
    ControlState noReset = card();
    noReset.clockTableResettable = false;
    noReset.unsupportedReasons.insert(ControlId::ClockTable, QStringLiteral("GPU 0000:03:00.0 has no overdrive table (pp_od_clk_voltage)."));
    TuningValues v;
    v.resetClockTable = true;
    const ValidationResult r = validateTuning(v, noReset, SafetyPolicy{}, ValidationMode::Restore);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.refusals.first().control, ControlId::ClockTable);
    EXPECT_TRUE(r.refusals.first().message.contains(QStringLiteral("has no overdrive table"))) << r.refusals.first().message.toStdString();
    EXPECT_TRUE(validateTuning(v, card(), SafetyPolicy{}, ValidationMode::Restore).ok());
}

TEST(TuningPlan, CurrentValuesAreWhatIsInForceInTheSettersForm)
{
    ControlState tuned = card();
    tuned.powerCap->currentMicrowatts = 350000000;
    tuned.gfxClock->currentMinMegahertz = 1800;
    tuned.gfxClock->currentMaxMegahertz = 2400;
    tuned.perfLevel = PerfLevel::Manual;
    tuned.powerProfile = PowerProfile::Compute;
    tuned.overdrivePercent = 7;
    const TuningValues now = currentValues(tuned);
    EXPECT_EQ(now.powerCapMicrowatts, 350000000u);
    EXPECT_EQ(now.gfxClockRange, (ClockRangeValue{1800, 2400}));
    EXPECT_EQ(now.memoryClockRange, (ClockRangeValue{97, 1249}));
    EXPECT_FALSE(now.gfxDpmLevelMask); // the range form where the range is settable
    EXPECT_EQ(now.perfLevel, PerfLevel::Manual);
    EXPECT_EQ(now.powerProfile, PowerProfile::Compute);
    EXPECT_EQ(now.overdrivePercent, 7);

    // A card whose clocks take only DPM levels: the mask of the levels in force.
    ControlState levelsOnly = card();
    levelsOnly.gfxClock->rangeSettable = false;
    levelsOnly.gfxClock->currentMinMegahertz = 1864;
    levelsOnly.gfxClock->currentMaxMegahertz = 2526;
    const TuningValues masked = currentValues(levelsOnly);
    EXPECT_FALSE(masked.gfxClockRange);
    EXPECT_EQ(masked.gfxDpmLevelMask, 0b110u);

    // Controls the card lacks stay absent, not zero.
    ControlState bare;
    EXPECT_TRUE(currentValues(bare).isEmpty());
}
