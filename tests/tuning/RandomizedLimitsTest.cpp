// SPDX-License-Identifier: GPL-3.0-or-later
// 100,000 random requests against random driver limits and random policies,
// through the real transaction, into a recording fake driver: not one write
// may leave the driver's limits, and no write asked by a person may leave
// the safety policy.
#include "core/tuning/controls/powercap/PowerCapRule.h"
#include "core/tuning/transaction/TuningTransaction.h"
#include "tests/tuning/RecordingBackend.h"

#include <gtest/gtest.h>

#include <random>

using namespace rocmtune;
using rocmtune::test::RecordingBackend;

namespace {

class Random
{
public:
    explicit Random(quint32 seed) : rng_(seed) {}
    int between(int lo, int hi) { return std::uniform_int_distribution<int>(std::min(lo, hi), std::max(lo, hi))(rng_); }
    qint64 between64(qint64 lo, qint64 hi)
    {
        return std::uniform_int_distribution<qint64>(std::min(lo, hi), std::max(lo, hi))(rng_);
    }
    bool chance(double p) { return std::bernoulli_distribution(p)(rng_); }

private:
    std::mt19937 rng_;
};

std::optional<ClockRangeControl> randomClock(Random &r)
{
    if (r.chance(0.1))
        return std::nullopt;
    ClockRangeControl c;
    c.allowedMinMegahertz = r.between(0, 1000);
    c.allowedMaxMegahertz = r.chance(0.05) ? 0 : c.allowedMinMegahertz + r.between(0, 3000);
    const int levels = r.between(0, 8);
    int mhz = c.allowedMinMegahertz;
    for (int i = 0; i < levels; ++i) {
        c.dpmLevelsMegahertz << mhz;
        mhz += r.between(1, 400);
    }
    c.currentMinMegahertz = r.between(c.allowedMinMegahertz, std::max(c.allowedMinMegahertz, c.allowedMaxMegahertz));
    c.currentMaxMegahertz = r.between(c.currentMinMegahertz, std::max(c.currentMinMegahertz, c.allowedMaxMegahertz));
    c.rangeSettable = r.chance(0.8);
    c.levelMaskSettable = r.chance(0.6);
    return c;
}

ControlState randomState(Random &r)
{
    ControlState s;
    if (r.chance(0.9)) {
        PowerCapControl cap;
        cap.minMicrowatts = static_cast<quint64>(r.between64(0, 300)) * 1000000;
        cap.maxMicrowatts = cap.minMicrowatts + static_cast<quint64>(r.between64(0, 400)) * 1000000;
        cap.defaultMicrowatts = r.chance(0.1) ? 0 : static_cast<quint64>(r.between64(cap.minMicrowatts, cap.maxMicrowatts));
        cap.currentMicrowatts = static_cast<quint64>(r.between64(cap.minMicrowatts, cap.maxMicrowatts)) / 1000000 * 1000000;
        s.perControl.set(cap);
    }
    setClockControl(&s, ClockDomain::Gfx, randomClock(r));
    setClockControl(&s, ClockDomain::Memory, randomClock(r));
    if (r.chance(0.9)) {
        PerfLevelControl levels;
        for (int i = 0; i < kPerfLevelCount; ++i) {
            if (r.chance(0.6))
                levels.supported << static_cast<PerfLevel>(i);
        }
        levels.current = levels.supported.isEmpty() ? PerfLevel::Auto : levels.supported.first();
        s.perControl.set(levels);
    }
    if (r.chance(0.7)) {
        PowerProfileControl profiles{PowerProfile::BootupDefault, {}};
        for (int i = 0; i < kPowerProfileCount; ++i) {
            if (r.chance(0.6))
                profiles.supported << static_cast<PowerProfile>(i);
        }
        s.perControl.set(profiles);
    }
    if (r.chance(0.8)) {
        OverdriveControl od;
        od.maxPercent = r.between(0, 20);
        od.currentPercent = r.between(0, od.maxPercent);
        s.perControl.set(od);
    }
    if (r.chance(0.5))
        s.perControl.set(ClockTableControl{});
    if (r.chance(0.8)) {
        s.criticalTemperatureCelsius = r.between(80, 120);
        s.currentTemperatureCelsius = r.between(20, 125);
    }
    return s;
}

// Half of the values are drawn near the card's real limits (so many requests
// pass and reach the driver), the rest anywhere (so many are refused).
TuningValues randomRequest(Random &r, const ControlState &s)
{
    TuningValues v;
    if (r.chance(0.35)) {
        if (s.perControl.has<PowerCapControl>() && r.chance(0.6)) {
            const qint64 lo = static_cast<qint64>(s.perControl.get<PowerCapControl>()->minMicrowatts) - 20000000;
            const qint64 hi = static_cast<qint64>(s.perControl.get<PowerCapControl>()->maxMicrowatts) + 20000000;
            v.perControl.set(PowerCapValue{static_cast<quint64>(std::max<qint64>(1, r.between64(lo, hi)))});
        } else {
            v.perControl.set(PowerCapValue{static_cast<quint64>(r.between64(1, 900)) * 1000000 + (r.chance(0.2) ? r.between(0, 999999) : 0)});
        }
    }
    for (ClockDomain d : {ClockDomain::Gfx, ClockDomain::Memory}) {
        const ClockRangeControl *c = clockControl(s, d);
        if (r.chance(0.2)) {
            if (c && r.chance(0.6)) {
                const int a = r.between(c->allowedMinMegahertz - 50, c->allowedMaxMegahertz + 50);
                const int b = r.between(c->allowedMinMegahertz - 50, c->allowedMaxMegahertz + 50);
                setClockRange(&v, d, ClockRangeValue{std::min(a, b), std::max(a, b)});
            } else {
                setClockRange(&v, d, ClockRangeValue{r.between(0, 4500), r.between(0, 4500)});
            }
        } else if (r.chance(0.1)) {
            setDpmLevelMask(&v, d, static_cast<quint64>(r.between64(0, 1023)));
        }
    }
    if (r.chance(0.2))
        v.perControl.set(PerfLevelValue{static_cast<PerfLevel>(r.between(0, kPerfLevelCount - 1))});
    if (r.chance(0.2))
        v.perControl.set(PowerProfileValue{static_cast<PowerProfile>(r.between(0, kPowerProfileCount - 1))});
    if (r.chance(0.2))
        v.perControl.set(OverdriveValue{r.between(0, 30)});
    if (r.chance(0.1))
        v.perControl.set(ClockTableReset{});
    return v;
}

// Checks one recorded write against the limits the driver reported before
// the transaction. Returns a description of the violation, or empty.
std::string violation(const RecordingBackend::Write &w, const ControlState &limits, const SafetyPolicy &policy,
                      const TuningValues &snapshot, bool policyApplies)
{
    switch (w.control) {
    case ControlId::PowerCap: {
        if (!limits.perControl.has<PowerCapControl>())
            return "power cap written on a card without one";
        const auto cap = static_cast<quint64>(w.a);
        if (cap < limits.perControl.get<PowerCapControl>()->minMicrowatts || cap > limits.perControl.get<PowerCapControl>()->maxMicrowatts)
            return "power cap outside the driver range: " + std::to_string(cap);
        const bool restoring = snapshot.perControl.value<PowerCapValue>() == PowerCapValue{cap};
        if (policyApplies && !restoring && cap > PowerCapRule::policyMaxMicrowatts(*limits.perControl.get<PowerCapControl>(), policy))
            return "power cap above the policy: " + std::to_string(cap);
        return {};
    }
    case ControlId::GfxClockRange:
    case ControlId::MemoryClockRange: {
        const ClockRangeControl *c = clockControl(limits, w.domain);
        if (!c)
            return "clock written on a card without that clock";
        if (w.b < 0) { // DPM mask
            const auto mask = static_cast<quint64>(w.a);
            if (!c->levelMaskSettable || mask == 0 || (c->dpmLevelsMegahertz.size() < 64 && mask >> c->dpmLevelsMegahertz.size()))
                return "DPM mask outside the table: " + std::to_string(mask);
        } else {
            if (!c->rangeSettable || w.a > w.b || w.a < c->allowedMinMegahertz || w.b > c->allowedMaxMegahertz)
                return "clock range outside OD_RANGE: " + std::to_string(w.a) + "-" + std::to_string(w.b);
        }
        const bool hot = limits.criticalTemperatureCelsius && limits.currentTemperatureCelsius
                         && *limits.currentTemperatureCelsius >= *limits.criticalTemperatureCelsius - policy.thermalMarginCelsius;
        const auto &snapRange = clockRangeIn(snapshot, w.domain);
        const bool restoring = (w.b >= 0 && snapRange && snapRange->minMegahertz == w.a && snapRange->maxMegahertz == w.b)
                               || (w.b < 0 && dpmLevelMaskIn(snapshot, w.domain) == static_cast<quint64>(w.a));
        if (policyApplies && hot && !restoring)
            return "manual clock written while hot";
        return {};
    }
    case ControlId::PerfLevel:
        if (const PerfLevelControl *c = limits.perControl.get<PerfLevelControl>(); !c || !c->supported.contains(static_cast<PerfLevel>(w.a)))
            return "perf level not offered";
        return {};
    case ControlId::PowerProfile:
        if (const PowerProfileControl *c = limits.perControl.get<PowerProfileControl>(); !c || !c->supported.contains(static_cast<PowerProfile>(w.a)))
            return "power profile not offered";
        return {};
    case ControlId::Overdrive:
        if (const OverdriveControl *c = limits.perControl.get<OverdriveControl>(); !c || w.a < 0 || w.a > c->maxPercent)
            return "overdrive outside the driver range";
        if (policyApplies && snapshot.perControl.value<OverdriveValue>() != OverdriveValue{static_cast<int>(w.a)} && w.a > policy.maxOverdrivePercent)
            return "overdrive above the policy";
        return {};
    case ControlId::ClockTable:
        if (!limits.perControl.has<ClockTableControl>())
            return "clock table reset on a card whose driver has none";
        return {};
    default: break; // the recording backend writes none of the controls kept in perControl
    }
    return "unknown control";
}

} // namespace

TEST(TuningRandomized, HundredThousandRandomRequestsNeverWriteOutsideLimits)
{
    Random r(20261130);
    RecordingBackend backend;
    int applied = 0, refused = 0, rolledBack = 0;
    std::size_t writes = 0;
    for (int i = 0; i < 100000; ++i) {
        const ControlState limits = randomState(r);
        SafetyPolicy policy;
        policy.powerCapAboveDefaultPercent = r.between(0, 50);
        policy.thermalMarginCelsius = r.between(0, 20);
        policy.maxOverdrivePercent = r.between(0, 20);
        backend.state = limits;
        backend.writes.clear();
        backend.failWriteOf.reset();
        backend.ignoreWriteOf.reset();
        if (r.chance(0.05))
            backend.failWriteOf = static_cast<ControlId>(r.between(0, 6));
        if (r.chance(0.05))
            backend.ignoreWriteOf = static_cast<ControlId>(r.between(0, 6));
        const TuningValues request = randomRequest(r, limits);
        const TransactionResult result = TuningTransaction::apply(backend, 0, request, policy, ValidationMode::Request);
        if (result.outcome == TransactionOutcome::Refused) {
            ++refused;
            ASSERT_TRUE(backend.writes.empty()) << "iteration " << i << ": a refused request wrote something";
            ASSERT_FALSE(result.validation.refusals.isEmpty());
            continue;
        }
        applied += result.ok();
        rolledBack += result.outcome == TransactionOutcome::RolledBack;
        writes += backend.writes.size();
        for (const auto &w : backend.writes) {
            const std::string why = violation(w, limits, policy, result.snapshot, true);
            ASSERT_TRUE(why.empty()) << "iteration " << i << ": " << why;
        }
    }
    // The generator must exercise every path, or the test proves nothing.
    EXPECT_GT(applied, 10000);
    EXPECT_GT(refused, 10000);
    EXPECT_GT(rolledBack, 100);
    EXPECT_GT(writes, 10000u);
    std::cout << "applied " << applied << ", refused " << refused << ", rolled back " << rolledBack << ", writes " << writes
              << std::endl;
}
