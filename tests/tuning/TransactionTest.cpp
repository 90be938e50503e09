// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tuning/controls/ControlRules.h"
#include "core/tuning/transaction/TuningTransaction.h"
#include "tests/tuning/RecordingBackend.h"

#include <gtest/gtest.h>

using namespace rocmtune;
using rocmtune::test::RecordingBackend;

namespace {
TuningValues bigChange()
{
    TuningValues v;
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{800, 2800});
    v.perControl.set(OverdriveValue{5});
    v.perControl.set(PowerProfileValue{PowerProfile::Compute});
    v.perControl.set(PowerCapValue{350000000});
    return v;
}

void expectOriginal(const RecordingBackend &b)
{
    const ControlState o = RecordingBackend::rx7900xtxLike();
    EXPECT_EQ(b.state.perControl.get<PowerCapControl>()->currentMicrowatts, o.perControl.get<PowerCapControl>()->currentMicrowatts);
    EXPECT_EQ(clockControl(b.state, ClockDomain::Gfx)->currentMinMegahertz, clockControl(o, ClockDomain::Gfx)->currentMinMegahertz);
    EXPECT_EQ(clockControl(b.state, ClockDomain::Gfx)->currentMaxMegahertz, clockControl(o, ClockDomain::Gfx)->currentMaxMegahertz);
    EXPECT_EQ(b.state.perControl.value<PerfLevelControl>(), o.perControl.value<PerfLevelControl>());
    EXPECT_EQ(b.state.perControl.value<PowerProfileControl>(), o.perControl.value<PowerProfileControl>());
    EXPECT_EQ(b.state.perControl.value<OverdriveControl>(), o.perControl.value<OverdriveControl>());
}
} // namespace

TEST(TuningTransaction, AppliesInOrderAndReadsBack)
{
    RecordingBackend b;
    const TransactionResult r = TuningTransaction::apply(b, 0, bigChange(), SafetyPolicy{}, ValidationMode::Request);
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    QVector<ControlId> order;
    for (const auto &w : b.writes)
        order << w.control;
    EXPECT_EQ(order, (QVector<ControlId>{ControlId::PerfLevel, ControlId::GfxClockRange, ControlId::Overdrive,
                                          ControlId::PowerProfile, ControlId::PowerCap}));
    EXPECT_EQ(b.state.perControl.get<PerfLevelControl>()->current, PerfLevel::Manual);
    EXPECT_EQ(b.state.perControl.get<PowerCapControl>()->currentMicrowatts, 350000000u);
    EXPECT_EQ(r.snapshot.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{327000000u}));
    EXPECT_EQ(r.snapshot.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Auto}));
    EXPECT_EQ(clockRangeIn(r.snapshot, ClockDomain::Gfx), (ClockRangeValue{500, 2500}));
    EXPECT_EQ(r.steps.size(), 5);
}

TEST(TuningTransaction, RefusedRequestWritesNothingAndNeverCallsTheJournal)
{
    RecordingBackend b;
    TuningValues v = bigChange();
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{800, 3300});
    bool journalCalled = false;
    const TransactionResult r = TuningTransaction::apply(b, 0, v, SafetyPolicy{}, ValidationMode::Request,
                                                         [&](const TuningValues &, const TuningValues &, QString *) {
                                                             journalCalled = true;
                                                             return true;
                                                         });
    EXPECT_EQ(r.outcome, TransactionOutcome::Refused);
    EXPECT_TRUE(b.writes.empty());
    EXPECT_FALSE(journalCalled);
    EXPECT_TRUE(r.error.contains(QStringLiteral("by 300 MHz"))) << r.error.toStdString();
}

TEST(TuningTransaction, JournalFailureStopsBeforeTheFirstWrite)
{
    RecordingBackend b;
    const TransactionResult r = TuningTransaction::apply(b, 0, bigChange(), SafetyPolicy{}, ValidationMode::Request,
                                                         [](const TuningValues &, const TuningValues &, QString *error) {
                                                             *error = QStringLiteral("disk full");
                                                             return false;
                                                         });
    EXPECT_EQ(r.outcome, TransactionOutcome::NotStarted);
    EXPECT_TRUE(b.writes.empty());
    EXPECT_EQ(r.error, QStringLiteral("disk full"));
}

TEST(TuningTransaction, JournalSeesTheSnapshotBeforeAnyWrite)
{
    RecordingBackend b;
    TuningValues seen;
    std::size_t writesAtJournal = 99;
    TuningTransaction::apply(b, 0, bigChange(), SafetyPolicy{}, ValidationMode::Request,
                             [&](const TuningValues &, const TuningValues &snapshot, QString *) {
                                 seen = snapshot;
                                 writesAtJournal = b.writes.size();
                                 return true;
                             });
    EXPECT_EQ(writesAtJournal, 0u);
    EXPECT_EQ(seen.perControl.value<PowerCapValue>(), std::optional(PowerCapValue{327000000u}));
}

TEST(TuningTransaction, FailedWriteRollsBackEverythingWritten)
{
    RecordingBackend b;
    b.failWriteOf = ControlId::PowerCap; // the last write
    const TransactionResult r = TuningTransaction::apply(b, 0, bigChange(), SafetyPolicy{}, ValidationMode::Request);
    EXPECT_EQ(r.outcome, TransactionOutcome::RolledBack) << r.rollbackError.toStdString();
    EXPECT_TRUE(r.error.contains(QStringLiteral("write of power_cap failed"))) << r.error.toStdString();
    expectOriginal(b);
    EXPECT_FALSE(r.rollbackSteps.isEmpty());
}

TEST(TuningTransaction, ReadBackMismatchRollsBack)
{
    RecordingBackend b;
    b.ignoreWriteOf = ControlId::Overdrive; // the driver says OK but keeps 0
    const TransactionResult r = TuningTransaction::apply(b, 0, bigChange(), SafetyPolicy{}, ValidationMode::Request);
    EXPECT_EQ(r.outcome, TransactionOutcome::RolledBack);
    EXPECT_TRUE(r.error.contains(QStringLiteral("read-back"))) << r.error.toStdString();
    expectOriginal(b);
    // Nothing after the failed step was written.
    for (const auto &w : b.writes)
        EXPECT_NE(w.control, ControlId::PowerCap) << "nothing after the failed step is written, and the restore did not need to";
}

TEST(TuningTransaction, RollbackThatFailsIsReportedAsSuch)
{
    RecordingBackend b;
    b.failEveryWriteAfter = 2; // perf level + clocks succeed, then the device stops answering
    const TransactionResult r = TuningTransaction::apply(b, 0, bigChange(), SafetyPolicy{}, ValidationMode::Request);
    EXPECT_EQ(r.outcome, TransactionOutcome::RollbackFailed);
    EXPECT_FALSE(r.rollbackError.isEmpty());
}

TEST(TuningTransaction, VanishedControlDoesNotStopTheOthersFromBeingRestored)
{
    RecordingBackend b;
    b.vanishAfterWriteOf = ControlId::Overdrive; // e.g. pp_sclk_od removed mid-transaction
    b.failWriteOf = ControlId::PowerProfile;
    const TransactionResult r = TuningTransaction::apply(b, 0, bigChange(), SafetyPolicy{}, ValidationMode::Request);
    EXPECT_EQ(r.outcome, TransactionOutcome::RollbackFailed);
    EXPECT_TRUE(r.rollbackError.contains(QStringLiteral("overdrive"))) << r.rollbackError.toStdString();
    // Clocks and perf level are back even though overdrive could not be restored.
    EXPECT_EQ(clockControl(b.state, ClockDomain::Gfx)->currentMaxMegahertz, 2500);
    EXPECT_EQ(b.state.perControl.get<PerfLevelControl>()->current, PerfLevel::Auto);
}

TEST(TuningTransaction, RestoreWritesOnlyWhatDiffers)
{
    RecordingBackend b;
    TuningValues snapshot;
    snapshot.perControl.set(PowerCapValue{327000000}); // already so
    snapshot.perControl.set(OverdriveValue{4});
    const TransactionResult r = TuningTransaction::restore(b, 0, snapshot);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(b.writes.size(), 1u);
    EXPECT_EQ(b.writes.front().control, ControlId::Overdrive);
}

TEST(TuningTransaction, PowerCapReadBackToleratesWholeWattRounding)
{
    RecordingBackend b;
    TuningValues v;
    v.perControl.set(PowerCapValue{350400000}); // the driver keeps 350 W
    EXPECT_TRUE(TuningTransaction::apply(b, 0, v, SafetyPolicy{}, ValidationMode::Request).ok());
}

namespace {
// A tuned card: clocks locked (which leaves the level at "manual"), cap raised.
RecordingBackend tunedCard()
{
    RecordingBackend b;
    TuningValues v;
    setClockRange(&v, ClockDomain::Gfx, ClockRangeValue{800, 2700});
    v.perControl.set(PowerCapValue{350000000});
    EXPECT_TRUE(TuningTransaction::apply(b, 0, v, SafetyPolicy{}, ValidationMode::Request).ok());
    b.writes.clear();
    return b;
}
} // namespace

TEST(TuningTransaction, ResetUsesTheDriversTableResetAndLogsOldAndNew)
{
    RecordingBackend b = tunedCard();
    const TransactionResult r = TuningTransaction::reset(b, 0, defaultValues(b.readControls(0)));
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    QVector<ControlId> order;
    for (const auto &w : b.writes)
        order << w.control;
    // No range is written for the clocks: the driver's reset, then the
    // values that differ (overdrive and profile are already at default).
    EXPECT_EQ(order, (QVector<ControlId>{ControlId::ClockTable, ControlId::PowerCap, ControlId::PerfLevel}));
    EXPECT_EQ(clockControl(b.state, ClockDomain::Gfx)->currentMinMegahertz, 500);
    EXPECT_EQ(clockControl(b.state, ClockDomain::Gfx)->currentMaxMegahertz, 2500); // the boot table, not the DPM extent 2526
    EXPECT_EQ(b.state.perControl.get<PowerCapControl>()->currentMicrowatts, 327000000u);
    EXPECT_EQ(b.state.perControl.get<PerfLevelControl>()->current, PerfLevel::Auto);
    ASSERT_FALSE(r.steps.isEmpty());
    EXPECT_EQ(r.steps.first().control, ControlId::ClockTable);
    EXPECT_EQ(r.steps.first().before, QStringLiteral("GFX clock: 800–2700 MHz; Memory clock: 97–1249 MHz"));
    EXPECT_EQ(r.steps.first().after, QStringLiteral("GFX clock: 500–2500 MHz; Memory clock: 97–1249 MHz (the card's boot values)"));
    EXPECT_EQ(clockRangeIn(r.snapshot, ClockDomain::Gfx), (ClockRangeValue{800, 2700}));
    EXPECT_EQ(r.snapshot.perControl.value<PerfLevelValue>(), std::optional(PerfLevelValue{PerfLevel::Manual}));
}

TEST(TuningTransaction, FailedResetRollsBackSoNothingIsLost)
{
    RecordingBackend b = tunedCard();
    b.failWriteOf = ControlId::PowerCap; // after the table reset went through
    const TransactionResult r = TuningTransaction::reset(b, 0, defaultValues(b.readControls(0)));
    EXPECT_EQ(r.outcome, TransactionOutcome::RolledBack) << r.error.toStdString() << " / " << r.rollbackError.toStdString();
    EXPECT_TRUE(r.error.contains(QStringLiteral("injected: write of power_cap failed"))) << r.error.toStdString();
    // The locked range is written back, the level stays manual.
    EXPECT_EQ(clockControl(b.state, ClockDomain::Gfx)->currentMinMegahertz, 800);
    EXPECT_EQ(clockControl(b.state, ClockDomain::Gfx)->currentMaxMegahertz, 2700);
    EXPECT_EQ(b.state.perControl.get<PowerCapControl>()->currentMicrowatts, 350000000u);
    EXPECT_EQ(b.state.perControl.get<PerfLevelControl>()->current, PerfLevel::Manual);
}

TEST(TuningTransaction, ResetWhoseTableLandsOutsideOdRangeIsRolledBack)
{
    RecordingBackend b = tunedCard();
    b.bootGfxRange = ClockRangeValue{400, 2500}; // below OD_RANGE's 500 MHz: a driver bug or a garbled read
    const TransactionResult r = TuningTransaction::reset(b, 0, defaultValues(b.readControls(0)));
    EXPECT_EQ(r.outcome, TransactionOutcome::RolledBack);
    EXPECT_TRUE(r.error.contains(QStringLiteral("outside the range it allows (500-3000 MHz)"))) << r.error.toStdString();
    EXPECT_EQ(clockControl(b.state, ClockDomain::Gfx)->currentMinMegahertz, 800);
    EXPECT_EQ(clockControl(b.state, ClockDomain::Gfx)->currentMaxMegahertz, 2700);
    EXPECT_EQ(b.writes.size(), 2u) << "the reset, then the range written back; nothing else";
}
