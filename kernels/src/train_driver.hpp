// SPDX-License-Identifier: GPL-3.0-or-later
// The training loop and self-checks shared by the train (MLP) and cnn tests
// (GPU sources only). A model provides:
//   void initialise(std::uint64_t seed);
//   void step(int step, bool injectNan);  // one SGD step; loss -> losses()[step]
//   void snapshot(float* out) const;      // all parameters, fixed layout (device)
//   std::size_t parameterCount() const;
//   const float* logits() const;          // batch x classes of the last step
//   const float* losses() const;          // one mean loss per step (device)
//   int batch() const; int classes() const; int maxSteps() const;
//   const std::uint32_t* labelsOfStep(int step) const;  // device
// Checks: the first loss against a CPU softmax cross-entropy of the same
// logits, run 2 bit-identical to run 1 after kCompareStep steps, the loss
// falls, nothing becomes NaN. Each failing check is a fault line at once.
#pragma once

#include "bench.hpp"
#include "common_kernels.hpp"
#include "gpu_util.hpp"
#include "rocmtune_bench/checks.hpp"
#include "rocmtune_bench/json_line.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace rtb {

struct TrainingFigures {
    int steps = 0;
    double trainMs = 0.0;
    double firstLoss = 0.0, lastLoss = 0.0; // means of the first and last kLossWindow steps
    bool lossFell = false;
    float firstLossGpu = 0.0f;
    double firstLossCpu = 0.0;
    bool firstLossMatches = false;
    unsigned long long differingParameters = 0;
    unsigned long long nonFiniteParameters = 0;
    int firstNanStep = -1;
    bool faultPlanted = false;
    double faultPlantedAt = std::numeric_limits<double>::quiet_NaN();
};

inline constexpr int kCompareStep = 100; // both runs are compared after this many steps
inline constexpr int kLossWindow = 10;
inline constexpr int kNanStep = 5;       // --inject-fault nan: the step that gets a NaN
inline constexpr double kTrainSyncSeconds = 0.15;

template <typename Model>
TrainingFigures runTraining(Model& model, const TestContext& context, TestProgress& progress)
{
    const Options& options = context.options;
    const std::size_t parameters = model.parameterCount();
    DeviceBuffer<float> reference(parameters), candidate(parameters);
    DeviceBuffer<unsigned long long> counters(2); // [0] differing parameters, [1] non-finite parameters
    RTB_GPU_CHECK(gpuMemset(counters.get(), 0, counters.bytes()));
    TrainingFigures f;

    // Run 1: kCompareStep steps from the seed; keep the parameters. Its time
    // sizes the batches of steps between two checks.
    model.initialise(options.seed);
    GpuEvent start, stop;
    start.record();
    for (int s = 0; s < kCompareStep; ++s)
        model.step(s, false);
    stop.record();
    model.snapshot(reference.get());
    const double stepMs = elapsedMilliseconds(start, stop) / kCompareStep;
    RTB_GPU_CHECK(gpuDeviceSynchronize());
    progress.update(0.0);
    const int stepsPerSync = std::clamp(int(kTrainSyncSeconds * 1e3 / std::max(stepMs, 1e-3)), 1, 50);

    // Run 2: timed, from the same seed; compared with run 1 at kCompareStep.
    model.initialise(options.seed);
    std::vector<float> losses;
    bool nanSeen = false;
    while (f.steps < model.maxSteps() - stepsPerSync && !progress.stopRequested()
           && (f.steps <= kCompareStep || progress.timeLeft())) {
        const int chunkFirst = f.steps;
        bool compared = false;
        start.record();
        for (int i = 0; i < stepsPerSync; ++i, ++f.steps) {
            const bool inject = options.fault == Fault::Nan && f.steps == kNanStep;
            model.step(f.steps, inject);
            if (inject) {
                f.faultPlanted = true;
                f.faultPlantedAt = progress.runSeconds();
                progress.faults.notePlanted(f.faultPlantedAt);
            }
            if (f.steps == 0) {
                const std::size_t count = std::size_t(model.batch()) * model.classes();
                std::vector<float> logits(count);
                std::vector<std::uint32_t> y(model.batch());
                RTB_GPU_CHECK(gpuMemcpy(logits.data(), model.logits(), count * sizeof(float), gpuMemcpyDeviceToHost));
                RTB_GPU_CHECK(gpuMemcpy(y.data(), model.labelsOfStep(0), y.size() * sizeof(std::uint32_t),
                                        gpuMemcpyDeviceToHost));
                for (int r = 0; r < model.batch(); ++r)
                    f.firstLossCpu += softmaxCrossEntropy(logits.data() + std::size_t(r) * model.classes(),
                                                          model.classes(), static_cast<int>(y[r]));
                f.firstLossCpu /= model.batch();
            }
            if (f.steps + 1 == kCompareStep) {
                model.snapshot(candidate.get());
                launchCompareWords(reinterpret_cast<const std::uint32_t*>(reference.get()),
                                   reinterpret_cast<const std::uint32_t*>(candidate.get()), parameters, counters.get(),
                                   nullptr);
                compared = true;
            }
        }
        stop.record();
        f.trainMs += elapsedMilliseconds(start, stop);

        // Checks of this batch of steps, at once.
        losses.resize(static_cast<std::size_t>(f.steps));
        RTB_GPU_CHECK(gpuMemcpy(losses.data() + chunkFirst, model.losses() + chunkFirst,
                                std::size_t(f.steps - chunkFirst) * sizeof(float), gpuMemcpyDeviceToHost));
        if (chunkFirst == 0) {
            f.firstLossGpu = losses[0];
            f.firstLossMatches = std::abs(double(losses[0]) - f.firstLossCpu) <= 1e-4 * std::max(1.0, f.firstLossCpu);
            if (!f.firstLossMatches)
                progress.faults.report("loss_mismatch", 1,
                                       "the first loss is " + floatText(losses[0]) + " on the GPU, "
                                           + std::to_string(f.firstLossCpu) + " on the CPU from the same logits",
                                       JsonLine().add("step", 0).add("expected", f.firstLossCpu).add("actual", losses[0]).str());
        }
        for (int s = chunkFirst; s < f.steps && !nanSeen; ++s) {
            if (!std::isfinite(losses[s])) {
                nanSeen = true;
                f.firstNanStep = s;
                progress.faults.report("nan",
                                       1, "NaN first seen at step " + std::to_string(s)
                                           + " (loss), parameters corrupted from then on",
                                       JsonLine().add("step", s).add("actual", losses[s]).str());
            }
        }
        if (compared) {
            RTB_GPU_CHECK(gpuMemcpy(&f.differingParameters, counters.get(), sizeof(unsigned long long),
                                    gpuMemcpyDeviceToHost));
            if (f.differingParameters > 0 && !nanSeen)
                progress.faults.report("not_reproducible", 1,
                                       "run 2 differs from run 1 after " + std::to_string(kCompareStep) + " steps: "
                                           + std::to_string(f.differingParameters) + " of " + std::to_string(parameters)
                                           + " parameters differ",
                                       JsonLine().add("step", kCompareStep).add("count", f.differingParameters).str());
        }
        progress.update(double(f.steps) * model.batch() / (f.trainMs * 1e-3));
    }

    model.snapshot(candidate.get());
    launchCountNonFinite(candidate.get(), parameters, counters.get() + 1, nullptr);
    RTB_GPU_CHECK(gpuMemcpy(&f.nonFiniteParameters, counters.get() + 1, sizeof(unsigned long long),
                            gpuMemcpyDeviceToHost));
    if (f.nonFiniteParameters > 0 && !nanSeen)
        progress.faults.report("nan", 1,
                               std::to_string(f.nonFiniteParameters) + " parameters are NaN or infinite after "
                                   + std::to_string(f.steps) + " steps",
                               JsonLine().add("step", f.steps).add("count", f.nonFiniteParameters).str());

    const auto meanOf = [&](std::size_t first) {
        double sum = 0.0;
        for (std::size_t i = first; i < first + kLossWindow; ++i)
            sum += losses[i];
        return sum / kLossWindow;
    };
    if (losses.size() < std::size_t(2 * kLossWindow)) { // stopped early at a fault
        f.firstLoss = f.lastLoss = std::numeric_limits<double>::quiet_NaN();
        return f;
    }
    f.firstLoss = meanOf(0);
    f.lastLoss = meanOf(losses.size() - kLossWindow);
    f.lossFell = std::isfinite(f.firstLoss) && std::isfinite(f.lastLoss) && f.lastLoss < 0.5 * f.firstLoss;
    if (!f.lossFell && !nanSeen)
        progress.faults.report("loss_not_falling", 1,
                               "the mean loss of the last " + std::to_string(kLossWindow) + " steps ("
                                   + std::to_string(f.lastLoss) + ") is not below half that of the first ("
                                   + std::to_string(f.firstLoss) + ")",
                               JsonLine().add("step", f.steps).add("expected", 0.5 * f.firstLoss).add("actual", f.lastLoss).str());
    return f;
}

// The details every training test reports.
inline void addTrainingDetails(JsonLine& details, const TrainingFigures& f, int batch)
{
    details.add("steps", f.steps)
        .add("batch", batch)
        .add("step_ms", f.trainMs / f.steps)
        .add("loss_first", f.firstLoss)
        .add("loss_last", f.lastLoss)
        .add("loss_fell", f.lossFell)
        .add("first_loss_gpu", f.firstLossGpu)
        .add("first_loss_cpu", f.firstLossCpu)
        .add("first_loss_matches_cpu", f.firstLossMatches)
        .add("first_nan_step", f.firstNanStep >= 0 ? double(f.firstNanStep) : std::numeric_limits<double>::quiet_NaN())
        .add("non_finite_parameters", f.nonFiniteParameters)
        .add("compared_after_steps", kCompareStep)
        .add("differing_parameters_between_runs", f.differingParameters)
        .add("deterministic", f.differingParameters == 0)
        .add("fault_injected", f.faultPlanted)
        .add("fault_injected_at_s", f.faultPlantedAt);
}

} // namespace rtb
