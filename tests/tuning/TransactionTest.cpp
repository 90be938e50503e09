// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecordingBackend.h"
#include "tuning/TuningTransaction.h"

#include <gtest/gtest.h>

using namespace rocmtune;
using rocmtune::test::RecordingBackend;

namespace {
TuningValues bigChange()
{
    TuningValues v;
    v.gfxClockRange = ClockRangeValue{800, 2800};
    v.overdrivePercent = 5;
    v.powerProfile = PowerProfile::Compute;
    v.powerCapMicrowatts = 350000000;
    return v;
}

void expectOriginal(const RecordingBackend &b)
{
    const ControlState o = RecordingBackend::rx7900xtxLike();
    EXPECT_EQ(b.state.powerCap->currentMicrowatts, o.powerCap->currentMicrowatts);
    EXPECT_EQ(b.state.gfxClock->currentMinMegahertz, o.gfxClock->currentMinMegahertz);
    EXPECT_EQ(b.state.gfxClock->currentMaxMegahertz, o.gfxClock->currentMaxMegahertz);
    EXPECT_EQ(b.state.perfLevel, o.perfLevel);
    EXPECT_EQ(b.state.powerProfile, o.powerProfile);
    EXPECT_EQ(b.state.overdrivePercent, o.overdrivePercent);
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
    EXPECT_EQ(b.state.perfLevel, PerfLevel::Manual);
    EXPECT_EQ(b.state.powerCap->currentMicrowatts, 350000000u);
    EXPECT_EQ(r.snapshot.powerCapMicrowatts, 327000000u);
    EXPECT_EQ(r.snapshot.perfLevel, PerfLevel::Auto);
    EXPECT_EQ(r.snapshot.gfxClockRange, (ClockRangeValue{500, 2526}));
    EXPECT_EQ(r.steps.size(), 5);
}

TEST(TuningTransaction, RefusedRequestWritesNothingAndNeverCallsTheJournal)
{
    RecordingBackend b;
    TuningValues v = bigChange();
    v.gfxClockRange = ClockRangeValue{800, 3300};
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
    EXPECT_EQ(seen.powerCapMicrowatts, 327000000u);
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
    EXPECT_EQ(b.state.gfxClock->currentMaxMegahertz, 2526);
    EXPECT_EQ(b.state.perfLevel, PerfLevel::Auto);
}

TEST(TuningTransaction, RestoreWritesOnlyWhatDiffers)
{
    RecordingBackend b;
    TuningValues snapshot;
    snapshot.powerCapMicrowatts = 327000000; // already so
    snapshot.overdrivePercent = 4;
    const TransactionResult r = TuningTransaction::restore(b, 0, snapshot);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(b.writes.size(), 1u);
    EXPECT_EQ(b.writes.front().control, ControlId::Overdrive);
}

TEST(TuningTransaction, PowerCapReadBackToleratesWholeWattRounding)
{
    RecordingBackend b;
    TuningValues v;
    v.powerCapMicrowatts = 350400000; // the driver keeps 350 W
    EXPECT_TRUE(TuningTransaction::apply(b, 0, v, SafetyPolicy{}, ValidationMode::Request).ok());
}
