// SPDX-License-Identifier: GPL-3.0-or-later
// 100,000 random requests against random driver limits and random policies,
// through the real transaction, into a recording fake driver: not one write
// may leave the driver's limits, and no write asked by a person may leave
// the safety policy.
#include "RecordingBackend.h"
#include "tuning/TuningTransaction.h"
#include "tuning/controls/powercap/PowerCapRule.h"

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
        s.powerCap = cap;
    }
    s.gfxClock = randomClock(r);
    s.memoryClock = randomClock(r);
    if (r.chance(0.9)) {
        for (int i = 0; i < kPerfLevelCount; ++i) {
            if (r.chance(0.6))
                s.supportedPerfLevels << static_cast<PerfLevel>(i);
        }
        s.perfLevel = s.supportedPerfLevels.isEmpty() ? PerfLevel::Auto : s.supportedPerfLevels.first();
    }
    if (r.chance(0.7)) {
        for (int i = 0; i < kPowerProfileCount; ++i) {
            if (r.chance(0.6))
                s.supportedPowerProfiles << static_cast<PowerProfile>(i);
        }
        s.powerProfile = PowerProfile::BootupDefault;
    }
    if (r.chance(0.8)) {
        s.overdriveMaxPercent = r.between(0, 20);
        s.overdrivePercent = r.between(0, s.overdriveMaxPercent);
    }
    s.clockTableResettable = r.chance(0.5);
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
        if (s.powerCap && r.chance(0.6)) {
            const qint64 lo = static_cast<qint64>(s.powerCap->minMicrowatts) - 20000000;
            const qint64 hi = static_cast<qint64>(s.powerCap->maxMicrowatts) + 20000000;
            v.powerCapMicrowatts = static_cast<quint64>(std::max<qint64>(1, r.between64(lo, hi)));
        } else {
            v.powerCapMicrowatts = static_cast<quint64>(r.between64(1, 900)) * 1000000 + (r.chance(0.2) ? r.between(0, 999999) : 0);
        }
    }
    for (ClockDomain d : {ClockDomain::Gfx, ClockDomain::Memory}) {
        const auto &c = d == ClockDomain::Gfx ? s.gfxClock : s.memoryClock;
        if (r.chance(0.2)) {
            if (c && r.chance(0.6)) {
                const int a = r.between(c->allowedMinMegahertz - 50, c->allowedMaxMegahertz + 50);
                const int b = r.between(c->allowedMinMegahertz - 50, c->allowedMaxMegahertz + 50);
                v.clockRange(d) = ClockRangeValue{std::min(a, b), std::max(a, b)};
            } else {
                v.clockRange(d) = ClockRangeValue{r.between(0, 4500), r.between(0, 4500)};
            }
        } else if (r.chance(0.1)) {
            v.dpmLevelMask(d) = static_cast<quint64>(r.between64(0, 1023));
        }
    }
    if (r.chance(0.2))
        v.perfLevel = static_cast<PerfLevel>(r.between(0, kPerfLevelCount - 1));
    if (r.chance(0.2))
        v.powerProfile = static_cast<PowerProfile>(r.between(0, kPowerProfileCount - 1));
    if (r.chance(0.2))
        v.overdrivePercent = r.between(0, 30);
    v.resetClockTable = r.chance(0.1);
    return v;
}

// Checks one recorded write against the limits the driver reported before
// the transaction. Returns a description of the violation, or empty.
std::string violation(const RecordingBackend::Write &w, const ControlState &limits, const SafetyPolicy &policy,
                      const TuningValues &snapshot, bool policyApplies)
{
    switch (w.control) {
    case ControlId::PowerCap: {
        if (!limits.powerCap)
            return "power cap written on a card without one";
        const auto cap = static_cast<quint64>(w.a);
        if (cap < limits.powerCap->minMicrowatts || cap > limits.powerCap->maxMicrowatts)
            return "power cap outside the driver range: " + std::to_string(cap);
        const bool restoring = snapshot.powerCapMicrowatts == cap;
        if (policyApplies && !restoring && cap > PowerCapRule::policyMaxMicrowatts(*limits.powerCap, policy))
            return "power cap above the policy: " + std::to_string(cap);
        return {};
    }
    case ControlId::GfxClockRange:
    case ControlId::MemoryClockRange: {
        const auto &c = w.domain == ClockDomain::Gfx ? limits.gfxClock : limits.memoryClock;
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
        const auto &snapRange = snapshot.clockRange(w.domain);
        const bool restoring = (w.b >= 0 && snapRange && snapRange->minMegahertz == w.a && snapRange->maxMegahertz == w.b)
                               || (w.b < 0 && snapshot.dpmLevelMask(w.domain) == static_cast<quint64>(w.a));
        if (policyApplies && hot && !restoring)
            return "manual clock written while hot";
        return {};
    }
    case ControlId::PerfLevel:
        if (!limits.perfLevel || !limits.supportedPerfLevels.contains(static_cast<PerfLevel>(w.a)))
            return "perf level not offered";
        return {};
    case ControlId::PowerProfile:
        if (!limits.powerProfile || !limits.supportedPowerProfiles.contains(static_cast<PowerProfile>(w.a)))
            return "power profile not offered";
        return {};
    case ControlId::Overdrive:
        if (!limits.overdrivePercent || w.a < 0 || w.a > limits.overdriveMaxPercent)
            return "overdrive outside the driver range";
        if (policyApplies && snapshot.overdrivePercent != w.a && w.a > policy.maxOverdrivePercent)
            return "overdrive above the policy";
        return {};
    case ControlId::ClockTable:
        if (!limits.clockTableResettable)
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
