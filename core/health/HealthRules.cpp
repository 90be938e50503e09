// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/health/HealthRules.h"

#include "core/telemetry/Metric.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rocmtune {

namespace {

constexpr double kHealthMsPerHour = 3600.0 * 1000.0;

class HealthJudge
{
public:
    HealthJudge(const HealthInputs &inputs, const HealthConfig &config, HealthState &state)
        : in_(inputs), config_(config), state_(state)
    {
    }

    HealthReport run();

private:
    HealthFinding &add(HealthRule rule, HealthLevel level, const GpuHealthInput *gpu, std::optional<qint64> eventMs = std::nullopt);
    void startBoot();
    void readability(const GpuHealthInput &gpu);
    void ecc(const GpuHealthInput &gpu, HealthState::GpuMemory &memory, const HealthState::GpuMemory *previous);
    void retiredPages(const GpuHealthInput &gpu);
    void missing();
    void resets(const GpuHealthInput &gpu);
    void heldLow(const GpuHealthInput &gpu, HealthState::GpuMemory &memory, const HealthState::GpuMemory *previous);
    void bootProfile(const GpuHealthInput &gpu);
    void stress(const GpuHealthInput &gpu);

    const HealthInputs &in_;
    const HealthConfig &config_;
    HealthState &state_;
    qint64 previousCheckMs_ = 0;
    HealthReport report_;
    QHash<QString, qint64> since_;
};

HealthFinding &HealthJudge::add(HealthRule rule, HealthLevel level, const GpuHealthInput *gpu, std::optional<qint64> eventMs)
{
    HealthFinding f;
    f.rule = rule;
    f.level = level;
    if (gpu) {
        f.gpuIndex = gpu->index;
        f.gpuName = gpu->info.name;
        f.pciBusId = gpu->info.pciBusId;
        f.uniqueId = gpu->info.uniqueId;
    }
    const QString key = QString::fromLatin1(healthRuleKey(rule)) + QLatin1Char('/') + (gpu ? gpu->info.stableId() : QStringLiteral("node"));
    f.sinceMs = eventMs ? *eventMs : state_.sinceMs.value(key, in_.nowMs);
    since_.insert(key, f.sinceMs);
    report_.findings.push_back(f);
    return report_.findings.last();
}

void HealthJudge::startBoot()
{
    if (state_.bootId != in_.bootId) {
        // A new boot: the driver's counters started over, and the GPUs present now are the boot's.
        state_ = HealthState{};
        state_.bootId = in_.bootId;
    }
    for (const GpuHealthInput &g : in_.gpus) {
        const QString id = g.info.stableId();
        const bool known = std::any_of(state_.bootGpus.cbegin(), state_.bootGpus.cend(), [&](const HealthState::BootGpu &b) { return b.id == id; });
        if (!known)
            state_.bootGpus.push_back({id, g.index, g.info.name, g.info.pciBusId, g.info.uniqueId});
    }
}

void HealthJudge::readability(const GpuHealthInput &gpu)
{
    if (gpu.sample.state() == DeviceState::Lost)
        add(HealthRule::GpuUnreadable, HealthLevel::Unhealthy, &gpu).detail = gpu.sample.message();
    else if (gpu.sample.state() == DeviceState::Error)
        add(HealthRule::GpuUnreadable, HealthLevel::Degraded, &gpu).detail = gpu.sample.message();
}

void HealthJudge::ecc(const GpuHealthInput &gpu, HealthState::GpuMemory &memory, const HealthState::GpuMemory *previous)
{
    const EccStatus &ecc = gpu.sample.ecc();
    if (gpu.sample.state() != DeviceState::Ok || !ecc.available)
        return;
    memory.uncorrectable = ecc.totalUncorrectable();
    memory.correctable = ecc.totalCorrectable();
    if (const auto u = memory.uncorrectable) {
        // A count below the last one: the driver was reloaded, everything is new.
        const quint64 before = previous && previous->uncorrectable && *previous->uncorrectable <= *u ? *previous->uncorrectable : 0;
        const quint64 fresh = *u - before;
        if (config_.uncorrectableSinceBoot ? *u > 0 : fresh > 0) {
            HealthFinding &f = add(HealthRule::EccUncorrectable, HealthLevel::Unhealthy, &gpu);
            f.numbers.insert(QStringLiteral("count"), static_cast<double>(*u));
            f.numbers.insert(QStringLiteral("new"), static_cast<double>(fresh));
        }
    }
    if (const auto c = memory.correctable) {
        std::optional<double> perHour;
        if (previous && previous->correctable && *previous->correctable <= *c && previous->checkedMs > 0 && in_.nowMs > previous->checkedMs)
            perHour = (*c - *previous->correctable) * kHealthMsPerHour / static_cast<double>(in_.nowMs - previous->checkedMs);
        else if (in_.uptimeMs && *in_.uptimeMs > 0)
            perHour = *c * kHealthMsPerHour / static_cast<double>(*in_.uptimeMs); // first check of this boot: since the driver loaded
        if (perHour && *perHour > config_.correctablePerHourMax) {
            HealthFinding &f = add(HealthRule::EccCorrectableRate, HealthLevel::Degraded, &gpu);
            f.numbers.insert(QStringLiteral("per_hour"), std::round(*perHour));
            f.numbers.insert(QStringLiteral("threshold"), config_.correctablePerHourMax);
            f.numbers.insert(QStringLiteral("count"), static_cast<double>(*c));
        }
    }
}

void HealthJudge::retiredPages(const GpuHealthInput &gpu)
{
    if (!gpu.retiredPages)
        return;
    const int limit = config_.retiredPagesLimit(gpu.info.vramTotalBytes);
    if (limit <= 0)
        return;
    const double warnAt = std::ceil(limit * config_.retiredPagesWarnRatio);
    HealthLevel level = HealthLevel::Healthy;
    if (*gpu.retiredPages >= limit)
        level = HealthLevel::Unhealthy;
    else if (*gpu.retiredPages >= warnAt)
        level = HealthLevel::Degraded;
    if (level == HealthLevel::Healthy)
        return;
    HealthFinding &f = add(HealthRule::RetiredPages, level, &gpu);
    f.numbers.insert(QStringLiteral("count"), *gpu.retiredPages);
    f.numbers.insert(QStringLiteral("threshold"), limit);
    f.numbers.insert(QStringLiteral("warn_at"), warnAt);
}

void HealthJudge::missing()
{
    const int present = static_cast<int>(in_.gpus.size());
    const int expected = in_.expectGpus > 0 ? in_.expectGpus : config_.expectGpus > 0 ? config_.expectGpus : static_cast<int>(state_.bootGpus.size());
    if (present >= expected)
        return;
    int named = 0;
    for (const HealthState::BootGpu &b : state_.bootGpus) {
        const bool here = std::any_of(in_.gpus.cbegin(), in_.gpus.cend(), [&](const GpuHealthInput &g) { return g.info.stableId() == b.id; });
        if (here)
            continue;
        GpuHealthInput ghost;
        ghost.index = b.index;
        ghost.info.name = b.name;
        ghost.info.pciBusId = b.pciBusId;
        ghost.info.uniqueId = b.uniqueId;
        HealthFinding &f = add(HealthRule::GpuMissing, HealthLevel::Unhealthy, &ghost);
        // stableId() of the ghost is its unique id or bus: the same key as when it was present.
        f.numbers.insert(QStringLiteral("present"), present);
        f.numbers.insert(QStringLiteral("expected"), expected);
        ++named;
    }
    if (named == 0) {
        HealthFinding &f = add(HealthRule::GpuMissing, HealthLevel::Unhealthy, nullptr);
        f.numbers.insert(QStringLiteral("present"), present);
        f.numbers.insert(QStringLiteral("expected"), expected);
    }
}

void HealthJudge::resets(const GpuHealthInput &gpu)
{
    // Since the last check; a first check of this boot counts the resets of this boot.
    const qint64 after = previousCheckMs_ > 0 ? previousCheckMs_ : (in_.uptimeMs ? in_.nowMs - *in_.uptimeMs : in_.nowMs);
    qint64 latest = 0;
    int count = 0;
    for (qint64 t : gpu.resetTimesMs) {
        if (t > after) {
            ++count;
            latest = std::max(latest, t);
        }
    }
    if (count > 0)
        add(HealthRule::GpuReset, HealthLevel::Degraded, &gpu, latest).numbers.insert(QStringLiteral("count"), count);
}

void HealthJudge::heldLow(const GpuHealthInput &gpu, HealthState::GpuMemory &memory, const HealthState::GpuMemory *previous)
{
    const Sample &s = gpu.sample;
    const auto bits = s.value(MetricId::ThrottleStatus);
    const auto clock = s.value(MetricId::GfxClock);
    const auto top = s.value(MetricId::GfxClockMax);
    const auto busy = s.value(MetricId::GpuBusy);
    if (s.state() != DeviceState::Ok || !bits || !clock || !top || *top <= 0)
        return;
    const auto reasons = static_cast<unsigned>(*bits);
    const bool thermal = reasons & (ThrottleThermal | ThrottleHardwareSlowdown);
    const bool power = reasons & (ThrottlePowerCap | ThrottleCurrent);
    const double ratio = *clock / *top;
    const bool low = (thermal || power) && ratio < config_.stuckClockRatio && busy.value_or(100) >= config_.stuckBusyPercent;
    if (!low)
        return;
    memory.heldLowSinceMs = previous && previous->heldLowSinceMs > 0 ? previous->heldLowSinceMs : in_.nowMs;
    const qint64 heldMs = in_.nowMs - memory.heldLowSinceMs;
    if (heldMs < static_cast<qint64>(config_.stuckSeconds) * 1000)
        return;
    HealthFinding &f = add(HealthRule::ClockStuck, HealthLevel::Degraded, &gpu, memory.heldLowSinceMs);
    f.detail = thermal ? QStringLiteral("thermal") : QStringLiteral("power");
    f.numbers.insert(QStringLiteral("clock_percent"), std::round(ratio * 100));
    f.numbers.insert(QStringLiteral("clock_mhz"), std::round(*clock));
    f.numbers.insert(QStringLiteral("clock_max_mhz"), std::round(*top));
    f.numbers.insert(QStringLiteral("minutes"), std::floor(heldMs / 60000.0));
}

void HealthJudge::bootProfile(const GpuHealthInput &gpu)
{
    if (gpu.bootGuardTrippedMs)
        add(HealthRule::BootGuardTripped, HealthLevel::Degraded, &gpu, *gpu.bootGuardTrippedMs);
    if (const auto &e = gpu.lastBootApply) {
        static const QStringList kFailed{QStringLiteral("failed"), QStringLiteral("refused"), QStringLiteral("rolled_back")};
        if (kFailed.contains(e->outcome)) {
            HealthFinding &f = add(HealthRule::BootProfileFailed, HealthLevel::Degraded, &gpu, e->timestampMs);
            f.detail = e->message.isEmpty() ? e->outcome : e->message;
        }
    }
}

void HealthJudge::stress(const GpuHealthInput &gpu)
{
    const auto &v = gpu.lastStress;
    if (!v)
        return;
    if (!v->passed) {
        add(HealthRule::StressFailed, HealthLevel::Unhealthy, &gpu, v->timeMs).detail = v->reason;
    } else if (v->worstDeltaPercent && *v->worstDeltaPercent <= -config_.regressionPercent) {
        HealthFinding &f = add(HealthRule::StressRegression, HealthLevel::Degraded, &gpu, v->timeMs);
        f.numbers.insert(QStringLiteral("percent_below"), std::round(-*v->worstDeltaPercent));
        f.numbers.insert(QStringLiteral("threshold"), config_.regressionPercent);
    }
}

HealthReport HealthJudge::run()
{
    startBoot();
    previousCheckMs_ = state_.lastCheckMs;
    report_.checkedMs = in_.nowMs;
    QHash<QString, HealthState::GpuMemory> memories;
    for (const GpuHealthInput &gpu : in_.gpus) {
        const QString id = gpu.info.stableId();
        const HealthState::GpuMemory *previous = state_.gpus.contains(id) ? &state_.gpus[id] : nullptr;
        HealthState::GpuMemory memory;
        memory.checkedMs = in_.nowMs;
        readability(gpu);
        ecc(gpu, memory, previous);
        retiredPages(gpu);
        resets(gpu);
        heldLow(gpu, memory, previous);
        bootProfile(gpu);
        stress(gpu);
        memories.insert(id, memory);
    }
    missing();

    std::stable_sort(report_.findings.begin(), report_.findings.end(), [](const HealthFinding &a, const HealthFinding &b) {
        if (a.level != b.level)
            return a.level > b.level;
        return a.gpuIndex < b.gpuIndex;
    });
    for (const GpuHealthInput &gpu : in_.gpus)
        report_.gpus.push_back({gpu.index, gpu.info.name, gpu.info.pciBusId, gpu.info.uniqueId, report_.levelOf(gpu.index),
                                gpu.lastStress ? gpu.lastStress->pcieErrorsDuringRun : std::nullopt});

    state_.gpus = memories;
    state_.sinceMs = since_;
    state_.lastCheckMs = in_.nowMs;
    return report_;
}

} // namespace

HealthReport evaluateHealth(const HealthInputs &inputs, const HealthConfig &config, HealthState &state)
{
    return HealthJudge(inputs, config, state).run();
}

} // namespace rocmtune
