// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stress/StressPlan.h"
#include "core/stress/StressVerdict.h"

#include <QJsonObject>
#include <QVector>

#include <optional>

namespace rocmtune {

// The short check each undervolt step must pass. Transient: the loads that
// find what a flat-out load misses (the runner's adaptive load steps and
// pulses, where clocks peak and power swings) plus a training step.
enum class UndervoltCheck { Quick, Gemm, Train, Transient };
const char *undervoltCheckKey(UndervoltCheck check); // "quick", "gemm", "train", "transient"
std::optional<UndervoltCheck> undervoltCheckFromKey(const QString &key);
// quick: the Quick check's five tests at 8 s each; gemm / train: that test for
// 20 s; transient: adaptive, pulse and train at 10 s each.
StressPlan undervoltStepPlan(UndervoltCheck check, int device);

// One step: the offset tried, what the check said, and the power and clocks
// measured during it (an undervolt should lower power at the same clocks, or
// raise the clocks at the same power).
struct UndervoltStep {
    int offsetMillivolts = 0;
    VerdictStatus status = VerdictStatus::NotRun;
    QString summary;                         // the verdict in one line, or why it did not run
    std::optional<double> averagePowerWatts; // over the check's tests
    std::optional<double> averageClockMegahertz;
    QJsonObject toJson() const;
};
// Power and clock averages of one GPU's verdict (over its tests).
void measureStep(const StressVerdict &verdict, int device, UndervoltStep *step);

struct UndervoltReport {
    enum class Outcome {
        None,
        Proposed,       // a validated offset waits to be kept or reverted
        Kept,           // ... and was kept
        Discarded,      // ... and was reverted on request
        NoGain,         // the first step below 0 already failed: nothing to propose
        BaselineFailed, // the card failed the check at its original offset
        ValidationFailed, // the proposal failed the full Quick check: reverted
        Cancelled,
        Failed,         // a change could not be applied or reverted
    };
    Outcome outcome = Outcome::None;
    int device = -1;
    int originalMillivolts = 0;
    int stepMillivolts = 10;
    UndervoltCheck check = UndervoltCheck::Quick;
    QVector<UndervoltStep> steps;           // baseline first, in the order tried
    std::optional<int> lastPassMillivolts;  // lowest offset that passed
    std::optional<int> firstFailMillivolts; // the offset that failed (stops the search)
    std::optional<int> proposalMillivolts;  // last pass + the margin
    int marginMillivolts = 10;              // how far the proposal backs off from the last pass
    QString confirmation;                   // what confirmed the proposal: a preset key ("quick", "standard") or "command"
    std::optional<UndervoltStep> validation; // the confirmation run of the proposal
    QString message;

    QJsonObject toJson() const;
};
const char *undervoltOutcomeKey(UndervoltReport::Outcome outcome);

} // namespace rocmtune
