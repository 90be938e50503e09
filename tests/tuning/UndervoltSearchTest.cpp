// SPDX-License-Identifier: GPL-3.0-or-later
// The undervolt search against a simulated RX 7900 XTX whose stability limit
// is hidden (drawn from the seed): it must find the limit within one step,
// never leave a failing offset applied, and revert on cancel.
#include "core/backends/DriverValues.h"
#include "core/backends/simulated/SimulatedBackend.h"
#include "core/undervolt/SimulatedStabilityCheck.h"
#include "core/undervolt/UndervoltSearch.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTimer>

#include <gtest/gtest.h>

#include <cmath>
#include <memory>

using namespace rocmtune;

namespace {

QCoreApplication *application()
{
    static int argc = 1;
    static char name[] = "rocmtune_tuning_tests";
    static char *argv[] = {name, nullptr};
    static QCoreApplication *app = QCoreApplication::instance() ? nullptr : new QCoreApplication(argc, argv);
    return app;
}

// Straight onto the simulated GPU; answers on the next turn of the event
// loop (as the real port does); remembers the offset before the first
// pending change and puts it back on revert.
class SimulatedUndervoltPort : public UndervoltPort
{
public:
    explicit SimulatedUndervoltPort(SimulatedBackend *backend) : backend_(backend) {}
    std::optional<VoltageOffsetControl> voltageOffset(int device) const override { return voltageOffsetOf(backend_->readControls(device)); }
    void applyOffset(int device, int millivolts, int holdSeconds) override
    {
        if (!original_)
            original_ = voltageOffset(device)->currentMillivolts;
        log << QStringLiteral("apply %1").arg(millivolts);
        holds << holdSeconds;
        const WriteResult r = backend_->setNumericControl(device, ControlId::VoltageOffset, millivolts);
        later([=, this] { emit applied(device, r.ok, r.message); });
    }
    void keep(int device) override
    {
        log << QStringLiteral("keep");
        original_.reset();
        later([=, this] { emit kept(device, true, QString()); });
    }
    void revert(int device) override
    {
        log << QStringLiteral("revert");
        if (original_)
            backend_->setNumericControl(device, ControlId::VoltageOffset, *original_);
        original_.reset();
        later([=, this] { emit reverted(device, true, QString()); });
    }
    int current() const { return voltageOffsetOf(backend_->readControls(0))->currentMillivolts; }

    QStringList log;
    QVector<int> holds;

private:
    void later(std::function<void()> fn) { QTimer::singleShot(0, this, std::move(fn)); }
    SimulatedBackend *backend_;
    std::optional<int> original_;
};

struct SearchRig {
    explicit SearchRig(quint32 seed)
    {
        application();
        SimulatedOptions options;
        options.deviceCount = 1; // an RX 7900 XTX
        options.manualClock = true;
        options.seed = seed;
        backend = std::make_unique<SimulatedBackend>(options);
        EXPECT_TRUE(backend->initialize().ok);
        port = std::make_unique<SimulatedUndervoltPort>(backend.get());
        search = std::make_unique<UndervoltSearch>(port.get(), [this](const StressPlan &plan, const VerdictPolicy &) {
            plans << plan;
            // The check runs at the offset in force: record what it was.
            offsetsChecked << port->current();
            const StressVerdict verdict = simulatedStabilityCheck(*backend->gpu(0), plan, 0);
            QTimer::singleShot(0, search.get(), [this, verdict] { search->runFinished(verdict); });
            return true;
        });
    }
    // Runs the event loop until the search waits for a decision or is done.
    void settle()
    {
        for (int i = 0; i < 100000 && search->state() != UndervoltSearch::State::Done
                        && search->state() != UndervoltSearch::State::AwaitingDecision;
             ++i)
            QCoreApplication::processEvents();
    }
    int limit() { return backend->gpu(0)->stableOffsetMillivolts(); }

    std::unique_ptr<SimulatedBackend> backend;
    std::unique_ptr<SimulatedUndervoltPort> port;
    std::unique_ptr<UndervoltSearch> search;
    QVector<StressPlan> plans;
    QVector<int> offsetsChecked;
};

} // namespace

TEST(UndervoltSearch, FindsTheHiddenLimitWithinOneStepAndNeverLeavesAFailingOffset)
{
    QSet<int> limits;
    for (quint32 seed : {1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u}) {
        SCOPED_TRACE(seed);
        SearchRig rig(seed);
        const int limit = rig.limit();
        limits << limit;
        ASSERT_LT(limit, 0);
        ASSERT_TRUE(rig.search->start(0));
        rig.settle();
        ASSERT_EQ(rig.search->state(), UndervoltSearch::State::AwaitingDecision) << rig.search->report().message.toStdString();
        const UndervoltReport &r = rig.search->report();
        ASSERT_TRUE(r.lastPassMillivolts && r.firstFailMillivolts && r.proposalMillivolts);
        // Within one step: the last pass is at or above the limit, the first fail below it.
        EXPECT_GE(*r.lastPassMillivolts, limit);
        EXPECT_LT(*r.lastPassMillivolts - limit, 10);
        EXPECT_LT(*r.firstFailMillivolts, limit);
        EXPECT_EQ(*r.firstFailMillivolts, *r.lastPassMillivolts - 10);
        // One step of margin, and the proposal passed the full Quick check.
        EXPECT_EQ(*r.proposalMillivolts, *r.lastPassMillivolts + 10);
        ASSERT_TRUE(r.validation);
        EXPECT_EQ(r.validation->status, VerdictStatus::Pass);
        EXPECT_EQ(rig.plans.back().preset, StressPreset::Quick);
        EXPECT_EQ(rig.plans.back().totalSeconds(), StressPlan::fromPreset(StressPreset::Quick).totalSeconds());
        EXPECT_EQ(rig.port->current(), *r.proposalMillivolts); // pending, not kept
        // Steps: 0, -10, -20 ... down to the first fail, each checked at its own offset.
        ASSERT_EQ(r.steps.size(), -*r.firstFailMillivolts / 10 + 1);
        for (int i = 0; i < r.steps.size(); ++i) {
            EXPECT_EQ(r.steps[i].offsetMillivolts, -10 * i);
            EXPECT_EQ(rig.offsetsChecked[i], -10 * i);
            EXPECT_EQ(r.steps[i].status, r.steps[i].offsetMillivolts >= limit ? VerdictStatus::Pass : VerdictStatus::Fail);
            EXPECT_TRUE(r.steps[i].averagePowerWatts && r.steps[i].averageClockMegahertz);
        }
        // Every step is reverted before the next one (and the failing one at once).
        for (int i = 0; i + 1 < rig.port->log.size(); ++i) {
            if (rig.port->log[i].startsWith(QLatin1String("apply"))) {
                EXPECT_EQ(rig.port->log[i + 1], QStringLiteral("revert")) << rig.port->log.join(QLatin1Char(' ')).toStdString();
            }
        }
        EXPECT_EQ(rig.port->log.back(), QStringLiteral("apply %1").arg(*r.proposalMillivolts));
        // At the power cap (327 W) a lower voltage buys clock at the same
        // power; once the clock reaches its top, the same clock costs less power.
        const UndervoltStep &base = r.steps.front();
        const UndervoltStep &best = r.steps[r.steps.size() - 2];
        const bool moreClockSamePower = *best.averageClockMegahertz > *base.averageClockMegahertz + 20
                                        && std::abs(*best.averagePowerWatts - *base.averagePowerWatts) <= 5;
        const bool lessPowerSameClock = *best.averagePowerWatts < *base.averagePowerWatts - 5
                                        && *best.averageClockMegahertz >= *base.averageClockMegahertz - 5;
        EXPECT_TRUE(moreClockSamePower || lessPowerSameClock)
            << *base.averageClockMegahertz << " MHz " << *base.averagePowerWatts << " W -> " << *best.averageClockMegahertz << " MHz "
            << *best.averagePowerWatts << " W";

        rig.search->discard();
        rig.settle();
        EXPECT_EQ(r.outcome, UndervoltReport::Outcome::Discarded);
        EXPECT_EQ(rig.port->current(), 0); // the original offset is back
    }
    EXPECT_GE(limits.size(), 3); // the limit is hidden and differs between cards
}

TEST(UndervoltSearch, KeepLeavesTheValidatedOffset)
{
    SearchRig rig(3);
    ASSERT_TRUE(rig.search->start(0));
    rig.settle();
    ASSERT_EQ(rig.search->state(), UndervoltSearch::State::AwaitingDecision);
    const int proposal = *rig.search->report().proposalMillivolts;
    rig.search->keep();
    rig.settle();
    EXPECT_EQ(rig.search->report().outcome, UndervoltReport::Outcome::Kept);
    EXPECT_EQ(rig.port->current(), proposal);
    EXPECT_GE(proposal, rig.limit());
    const QJsonObject json = rig.search->report().toJson();
    EXPECT_EQ(json.value(QStringLiteral("outcome")).toString(), QStringLiteral("kept"));
    EXPECT_EQ(json.value(QStringLiteral("proposal_mv")).toInt(), proposal);
    EXPECT_EQ(json.value(QStringLiteral("steps")).toArray().size(), rig.search->report().steps.size());
}

TEST(UndervoltSearch, CancelDuringACheckRevertsAtOnceAndIgnoresTheLateVerdict)
{
    SearchRig rig(2);
    ASSERT_TRUE(rig.search->start(0));
    // Run until the third step's check has started, then cancel.
    for (int i = 0; i < 100000 && rig.plans.size() < 3; ++i)
        QCoreApplication::processEvents();
    ASSERT_EQ(rig.plans.size(), 3);
    EXPECT_EQ(rig.port->current(), -20);
    ASSERT_TRUE(rig.search->cancel(QStringLiteral("stopped")));
    rig.settle();
    EXPECT_EQ(rig.search->report().outcome, UndervoltReport::Outcome::Cancelled);
    EXPECT_EQ(rig.port->current(), 0);
    EXPECT_EQ(rig.port->log.back(), QStringLiteral("revert"));
}

TEST(UndervoltSearch, ACardThatFailsAtZeroGetsNoProposal)
{
    SearchRig rig(1);
    std::unique_ptr<UndervoltSearch> failing;
    failing = std::make_unique<UndervoltSearch>(rig.port.get(), [&](const StressPlan &, const VerdictPolicy &) {
        StressVerdict v;
        v.status = VerdictStatus::Fail;
        QTimer::singleShot(0, [&, v] { failing->runFinished(v); });
        return true;
    });
    ASSERT_TRUE(failing->start(0));
    for (int i = 0; i < 10000 && failing->state() != UndervoltSearch::State::Done; ++i)
        QCoreApplication::processEvents();
    EXPECT_EQ(failing->report().outcome, UndervoltReport::Outcome::BaselineFailed);
    EXPECT_FALSE(failing->report().proposalMillivolts);
    EXPECT_EQ(rig.port->current(), 0);
}

TEST(UndervoltSearch, RefusesACardWithoutVoltageOffsetAndABadStep)
{
    application();
    SimulatedOptions options;
    options.deviceCount = 2; // the second card is an MI210: no VDDGFX_OFFSET
    options.manualClock = true;
    SimulatedBackend backend(options);
    ASSERT_TRUE(backend.initialize().ok);
    SimulatedUndervoltPort port(&backend);
    UndervoltSearch search(&port, [](const StressPlan &, const VerdictPolicy &) { return true; });
    QString error;
    EXPECT_FALSE(search.start(1, &error));
    EXPECT_FALSE(error.isEmpty());
    search.setStepMillivolts(2);
    EXPECT_FALSE(search.start(0, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("5 to 100"))) << error.toStdString();
    EXPECT_TRUE(port.log.isEmpty());
}

// Issue 33: the transient loads at every step, a margin of two steps back
// from the lowest pass, and the longer confirmation the proposal must pass.
TEST(UndervoltSearch, MarginAndConfirmationAsAsked)
{
    int searched = 0;
    for (quint32 seed : {3u, 5u, 7u}) {
        SCOPED_TRACE(seed);
        SearchRig rig(seed);
        if (rig.limit() > -30)
            continue; // no room for two steps of margin on this card
        rig.search->setStepMillivolts(10);
        rig.search->setCheck(UndervoltCheck::Transient);
        rig.search->setMarginMillivolts(20);
        StressPlan standard = StressPlan::fromPreset(StressPreset::Standard);
        rig.search->setConfirmation(standard, QStringLiteral("standard"));
        ASSERT_TRUE(rig.search->start(0));
        rig.settle();
        ASSERT_EQ(rig.search->state(), UndervoltSearch::State::AwaitingDecision) << rig.search->report().message.toStdString();
        const UndervoltReport &r = rig.search->report();
        ASSERT_TRUE(r.lastPassMillivolts && r.proposalMillivolts);
        EXPECT_EQ(*r.proposalMillivolts, *r.lastPassMillivolts + 20);
        EXPECT_EQ(r.marginMillivolts, 20);
        EXPECT_EQ(r.confirmation, QStringLiteral("standard"));
        ASSERT_GE(rig.plans.size(), 3);
        for (int i = 0; i + 1 < rig.plans.size(); ++i)
            EXPECT_EQ(rig.plans.at(i).tests, (QStringList{QStringLiteral("adaptive"), QStringLiteral("pulse"), QStringLiteral("train")}));
        EXPECT_EQ(rig.plans.constLast().tests, standard.tests) << "the proposal is confirmed with the Standard preset";
        EXPECT_EQ(rig.plans.constLast().secondsPerTest, standard.secondsPerTest);
        EXPECT_EQ(rig.offsetsChecked.constLast(), *r.proposalMillivolts);
        EXPECT_GE(rig.port->holds.constLast(), static_cast<int>(standard.totalSeconds())) << "held for the whole confirmation";
        EXPECT_TRUE(r.message.contains(QStringLiteral("margin of 20 mV"))) << r.message.toStdString();
        ++searched;
    }
    EXPECT_GT(searched, 0) << "no seed's card had room for the margin";
}

TEST(UndervoltSearch, AMarginThatLeavesNoUndervoltProposesNothing)
{
    SearchRig rig(3);
    rig.search->setStepMillivolts(10);
    rig.search->setMarginMillivolts(200); // more than the card's whole headroom
    ASSERT_TRUE(rig.search->start(0));
    rig.settle();
    ASSERT_TRUE(rig.search->report().lastPassMillivolts.has_value());
    ASSERT_GT(*rig.search->report().lastPassMillivolts, -200) << "this seed's card must have less headroom than the margin";
    EXPECT_EQ(rig.search->report().outcome, UndervoltReport::Outcome::NoGain) << rig.search->report().message.toStdString();
    EXPECT_EQ(rig.port->current(), 0);
    rig.search->setMarginMillivolts(-1);
    QString error;
    EXPECT_FALSE(rig.search->start(0, &error));
    EXPECT_FALSE(error.isEmpty());
}
