// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stress/PowerSweep.h"

#include "core/stress/StressTr.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rocmtune {

std::optional<double> SweepPoint::throughputPerWatt() const
{
    const double watts = averagePowerWatts.value_or(capMicrowatts / 1e6);
    if (!throughput || !(watts > 0))
        return std::nullopt;
    return *throughput / watts;
}

PowerSweep::PowerSweep(TuningPort *port, StressRunStarter startRun, QObject *parent)
    : QObject(parent), port_(port), startRun_(std::move(startRun))
{
    qRegisterMetaType<rocmtune::SweepPoint>();
    connect(port, &TuningPort::applied, this, &PowerSweep::onApplied);
    connect(port, &TuningPort::reverted, this, &PowerSweep::onReverted);
}

QVector<quint64> PowerSweep::capsFor(const PowerCapControl &cap, double fromFraction, double toFraction, int steps)
{
    QVector<quint64> caps;
    if (cap.defaultMicrowatts == 0 || steps < 1)
        return caps;
    for (int i = 0; i < steps; ++i) {
        const double fraction = steps == 1 ? toFraction : fromFraction + (toFraction - fromFraction) * i / (steps - 1);
        const auto watts = static_cast<quint64>(std::llround(fraction * static_cast<double>(cap.defaultMicrowatts)));
        const quint64 clamped = std::clamp(watts, cap.minMicrowatts, std::max(cap.minMicrowatts, cap.maxMicrowatts));
        if (!caps.contains(clamped))
            caps << clamped;
    }
    return caps;
}

bool PowerSweep::start(int device, const QString &test, double secondsPerStep)
{
    if (running_ || !port_)
        return false;
    const auto cap = port_->powerCap(device);
    if (!cap) {
        message_ = StressTr::tr("This GPU has no power cap that can be set.");
        return false;
    }
    device_ = device;
    test_ = test;
    secondsPerStep_ = secondsPerStep;
    caps_ = capsFor(*cap);
    points_.clear();
    running_ = true;
    reverting_ = false;
    completed_ = false;
    message_.clear();
    next();
    return true;
}

void PowerSweep::next()
{
    if (points_.size() >= caps_.size()) {
        completed_ = true;
        stop(StressTr::tr("Sweep finished; the original power cap is restored."));
        return;
    }
    port_->applyPowerCap(device_, caps_.at(points_.size()), holdSecondsFor(secondsPerStep_));
}

void PowerSweep::onApplied(int device, bool ok, const QString &message)
{
    if (!running_ || reverting_ || device != device_ || waitingForRun_)
        return;
    if (!ok) {
        stop(StressTr::tr("A power cap was refused: %1. The original power cap is restored.").arg(message));
        return;
    }
    StressPlan plan = StressPlan::fromPreset(StressPreset::Custom);
    plan.tests = {test_};
    plan.secondsPerTest = secondsPerStep_;
    plan.devices = {device_};
    VerdictPolicy policy;
    policy.failBelowBaseline = false; // lower caps are meant to cost throughput
    waitingForRun_ = true;
    if (!startRun_ || !startRun_(plan, policy)) {
        waitingForRun_ = false;
        stop(StressTr::tr("The stress test could not start. The original power cap is restored."));
    }
}

void PowerSweep::runFinished(const StressVerdict &verdict)
{
    if (!running_ || !waitingForRun_)
        return;
    waitingForRun_ = false;
    SweepPoint point;
    point.capMicrowatts = caps_.at(points_.size());
    point.passed = verdict.passed();
    if (!verdict.gpus.isEmpty() && !verdict.gpus.constFirst().tests.isEmpty()) {
        const TestOutcome &outcome = verdict.gpus.constFirst().tests.constFirst();
        if (outcome.result) {
            point.throughput = outcome.result->value;
            point.unit = outcome.result->unit;
        }
        point.averagePowerWatts = outcome.telemetry.averagePowerWatts;
    }
    points_ << point;
    emit pointMeasured(point);
    if (verdict.status == VerdictStatus::Cancelled) {
        stop(StressTr::tr("Sweep cancelled; the original power cap is restored."));
        return;
    }
    if (!point.passed) {
        stop(StressTr::tr("The test failed at %1 W, so the sweep stopped: %2. The original power cap is restored.")
                 .arg(point.capMicrowatts / 1e6, 0, 'f', 0)
                 .arg(verdict.summary()));
        return;
    }
    next();
}

void PowerSweep::cancel()
{
    if (running_ && !waitingForRun_)
        stop(StressTr::tr("Sweep cancelled; the original power cap is restored."));
    // A running test reports Cancelled through runFinished; the caller cancels it.
}

void PowerSweep::stop(const QString &message)
{
    message_ = message;
    reverting_ = true;
    port_->revert(device_);
}

void PowerSweep::onReverted(int device, bool ok, const QString &message)
{
    if (!running_ || device != device_)
        return;
    if (!reverting_) {
        // Not asked for: the tuning layer reverted the cap (its thermal
        // watchdog, a hold that ran out); the sweep cannot go on.
        running_ = false;
        waitingForRun_ = false;
        message_ = StressTr::tr("The tuning layer reverted the power cap, so the sweep stopped: %1").arg(message);
        emit finished(false, message_);
        return;
    }
    running_ = false;
    reverting_ = false;
    if (!ok)
        message_ = StressTr::tr("Restoring the original power cap failed: %1").arg(message);
    emit finished(completed_ && ok, message_);
}

std::optional<SweepPoint> PowerSweep::best() const
{
    std::optional<SweepPoint> best;
    for (const SweepPoint &p : points_) {
        if (p.passed && p.throughputPerWatt() && (!best || *p.throughputPerWatt() > *best->throughputPerWatt()))
            best = p;
    }
    return best;
}

} // namespace rocmtune
