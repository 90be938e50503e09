// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/undervolt/UndervoltReport.h"

#include <QJsonArray>

namespace rocmtune {

const char *undervoltCheckKey(UndervoltCheck check)
{
    switch (check) {
    case UndervoltCheck::Quick: return "quick";
    case UndervoltCheck::Gemm: return "gemm";
    case UndervoltCheck::Train: return "train";
    case UndervoltCheck::Transient: return "transient";
    }
    return "quick";
}

std::optional<UndervoltCheck> undervoltCheckFromKey(const QString &key)
{
    for (UndervoltCheck c : {UndervoltCheck::Quick, UndervoltCheck::Gemm, UndervoltCheck::Train, UndervoltCheck::Transient}) {
        if (key == QLatin1String(undervoltCheckKey(c)))
            return c;
    }
    return std::nullopt;
}

StressPlan undervoltStepPlan(UndervoltCheck check, int device)
{
    StressPlan plan = StressPlan::fromPreset(StressPreset::Quick);
    plan.preset = StressPreset::Custom;
    switch (check) {
    case UndervoltCheck::Quick:
        plan.secondsPerTest = 8;
        break;
    case UndervoltCheck::Gemm:
        plan.tests = {QStringLiteral("gemm")};
        plan.secondsPerTest = 20;
        break;
    case UndervoltCheck::Train:
        plan.tests = {QStringLiteral("train")};
        plan.secondsPerTest = 20;
        break;
    case UndervoltCheck::Transient:
        // The runner's names (kernels/README.md): load steps from ~10 % to
        // 100 %, full load and idle alternating, then a training step.
        plan.tests = {QStringLiteral("adaptive"), QStringLiteral("pulse"), QStringLiteral("train")};
        plan.secondsPerTest = 10;
        break;
    }
    plan.devices = {device};
    return plan;
}

void measureStep(const StressVerdict &verdict, int device, UndervoltStep *step)
{
    step->status = verdict.status;
    step->summary = verdict.summary();
    for (const GpuVerdict &g : verdict.gpus) {
        if (g.device != device)
            continue;
        double power = 0, clock = 0;
        int powerCount = 0, clockCount = 0;
        for (const TestOutcome &t : g.tests) {
            if (t.telemetry.averagePowerWatts) {
                power += *t.telemetry.averagePowerWatts;
                ++powerCount;
            }
            if (t.telemetry.averageClockMegahertz) {
                clock += *t.telemetry.averageClockMegahertz;
                ++clockCount;
            }
        }
        if (powerCount > 0)
            step->averagePowerWatts = power / powerCount;
        if (clockCount > 0)
            step->averageClockMegahertz = clock / clockCount;
    }
}

QJsonObject UndervoltStep::toJson() const
{
    QJsonObject o{{QStringLiteral("offset_mv"), offsetMillivolts},
                  {QStringLiteral("verdict"), QLatin1String(verdictStatusKey(status))},
                  {QStringLiteral("summary"), summary}};
    o.insert(QStringLiteral("power_w"), averagePowerWatts ? QJsonValue(*averagePowerWatts) : QJsonValue());
    o.insert(QStringLiteral("gfx_clock_mhz"), averageClockMegahertz ? QJsonValue(*averageClockMegahertz) : QJsonValue());
    return o;
}

const char *undervoltOutcomeKey(UndervoltReport::Outcome outcome)
{
    using O = UndervoltReport::Outcome;
    switch (outcome) {
    case O::None: return "none";
    case O::Proposed: return "proposed";
    case O::Kept: return "kept";
    case O::Discarded: return "discarded";
    case O::NoGain: return "no_gain";
    case O::BaselineFailed: return "baseline_failed";
    case O::ValidationFailed: return "validation_failed";
    case O::Cancelled: return "cancelled";
    case O::Failed: return "failed";
    }
    return "none";
}

QJsonObject UndervoltReport::toJson() const
{
    auto optional = [](const std::optional<int> &v) { return v ? QJsonValue(*v) : QJsonValue(); };
    QJsonArray list;
    for (const UndervoltStep &s : steps)
        list.append(s.toJson());
    QJsonObject o{{QStringLiteral("outcome"), QLatin1String(undervoltOutcomeKey(outcome))},
                  {QStringLiteral("gpu"), device},
                  {QStringLiteral("original_offset_mv"), originalMillivolts},
                  {QStringLiteral("step_mv"), stepMillivolts},
                  {QStringLiteral("check"), QLatin1String(undervoltCheckKey(check))},
                  {QStringLiteral("steps"), list},
                  {QStringLiteral("last_pass_mv"), optional(lastPassMillivolts)},
                  {QStringLiteral("first_fail_mv"), optional(firstFailMillivolts)},
                  {QStringLiteral("proposal_mv"), optional(proposalMillivolts)},
                  {QStringLiteral("margin_mv"), marginMillivolts},
                  {QStringLiteral("confirmation"), confirmation},
                  {QStringLiteral("message"), message}};
    o.insert(QStringLiteral("validation"), validation ? QJsonValue(validation->toJson()) : QJsonValue());
    return o;
}

} // namespace rocmtune
