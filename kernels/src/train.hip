// SPDX-License-Identifier: GPL-3.0-or-later
// train: an MLP 784-1024-1024-10 trained with SGD on synthetic, learnable
// data (batch 256), every step in our own kernels. Checks: the first loss
// matches a CPU softmax cross-entropy, the loss falls, all weights stay finite,
// and two runs from the same seed give bit-identical weights.
#include "bench.hpp"
#include "common_kernels.hpp"
#include "gpu_util.hpp"
#include "rocmtune_bench/checks.hpp"
#include "rocmtune_bench/json_line.hpp"
#include "train_kernels.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

namespace rtb {

namespace {

constexpr int kBatch = 256;
constexpr int kInputs = 784;
constexpr int kHidden = 1024;
constexpr int kClasses = 10;
constexpr int kBatchesInDataset = 16;
constexpr float kLearningRate = 0.05f;
constexpr int kCompareStep = 100;   // both runs are compared after this many steps
constexpr int kMaxSteps = 1 << 20;  // size of the loss history
constexpr int kStepsPerSync = 25;
constexpr int kLossWindow = 10;

struct Layer {
    int inputs, outputs;
    DeviceBuffer<float> weights; // inputs x outputs, row-major
    DeviceBuffer<float> bias;
    Layer(int in, int out)
        : inputs(in)
        , outputs(out)
        , weights(std::size_t(in) * out)
        , bias(out)
    {
    }
};

class Mlp {
public:
    Mlp(const TestContext& context, const float* inputs, const std::uint32_t* labels)
        : context_(context)
        , inputs_(inputs)
        , labels_(labels)
        , layers_{Layer(kInputs, kHidden), Layer(kHidden, kHidden), Layer(kHidden, kClasses)}
        , hidden1_(std::size_t(kBatch) * kHidden)
        , hidden2_(std::size_t(kBatch) * kHidden)
        , logits_(std::size_t(kBatch) * kClasses)
        , dLogits_(std::size_t(kBatch) * kClasses)
        , dHidden2_(std::size_t(kBatch) * kHidden)
        , dHidden1_(std::size_t(kBatch) * kHidden)
        , losses_(kMaxSteps)
    {
    }

    void initialise(std::uint64_t seed)
    {
        for (std::size_t l = 0; l < layers_.size(); ++l) {
            Layer& layer = layers_[l];
            launchScaledUniform(layer.weights.get(), layer.weights.size(), 1.0f / std::sqrt(float(layer.inputs)),
                                seed, 500u + static_cast<std::uint32_t>(l), nullptr);
            RTB_GPU_CHECK(gpuMemsetAsync(layer.bias.get(), 0, layer.bias.bytes(), nullptr));
        }
    }

    // One SGD step on batch `step % kBatchesInDataset`; the loss goes to losses_[step].
    void step(int step, bool injectNan)
    {
        const int units = context_.device.computeUnits;
        const std::size_t batch = static_cast<std::size_t>(step % kBatchesInDataset);
        const float* x = inputs_ + batch * kBatch * kInputs;
        const std::uint32_t* y = labels_ + batch * kBatch;
        Layer& l1 = layers_[0];
        Layer& l2 = layers_[1];
        Layer& l3 = layers_[2];
        const auto gemm = [&](GemmArgs args) { launchTrainGemm(args, units, nullptr); };

        // Forward.
        gemm({kBatch, kHidden, kInputs, x, kInputs, false, l1.weights.get(), kHidden, false, hidden1_.get(), kHidden,
              GemmEpilogue::BiasRelu, l1.bias.get(), nullptr, 0.0f});
        gemm({kBatch, kHidden, kHidden, hidden1_.get(), kHidden, false, l2.weights.get(), kHidden, false, hidden2_.get(),
              kHidden, GemmEpilogue::BiasRelu, l2.bias.get(), nullptr, 0.0f});
        gemm({kBatch, kClasses, kHidden, hidden2_.get(), kHidden, false, l3.weights.get(), kClasses, false, logits_.get(),
              kClasses, GemmEpilogue::Bias, l3.bias.get(), nullptr, 0.0f});
        launchSoftmaxCrossEntropy(logits_.get(), y, kBatch, kClasses, dLogits_.get(), losses_.get() + step, nullptr);
        if (injectNan) {
            const float nan = std::numeric_limits<float>::quiet_NaN();
            RTB_GPU_CHECK(gpuMemcpy(dLogits_.get() + 3, &nan, sizeof nan, gpuMemcpyHostToDevice));
        }

        // Backward; each weight gradient is applied in the GEMM's epilogue,
        // after the gradient that needs the old weights was computed.
        gemm({kBatch, kHidden, kClasses, dLogits_.get(), kClasses, false, l3.weights.get(), kClasses, true,
              dHidden2_.get(), kHidden, GemmEpilogue::ReluMask, nullptr, hidden2_.get(), 0.0f});
        gemm({kHidden, kClasses, kBatch, hidden2_.get(), kHidden, true, dLogits_.get(), kClasses, false,
              l3.weights.get(), kClasses, GemmEpilogue::SgdUpdate, nullptr, nullptr, kLearningRate});
        launchBiasUpdate(l3.bias.get(), dLogits_.get(), kBatch, kClasses, kLearningRate, nullptr);

        gemm({kBatch, kHidden, kHidden, dHidden2_.get(), kHidden, false, l2.weights.get(), kHidden, true,
              dHidden1_.get(), kHidden, GemmEpilogue::ReluMask, nullptr, hidden1_.get(), 0.0f});
        gemm({kHidden, kHidden, kBatch, hidden1_.get(), kHidden, true, dHidden2_.get(), kHidden, false,
              l2.weights.get(), kHidden, GemmEpilogue::SgdUpdate, nullptr, nullptr, kLearningRate});
        launchBiasUpdate(l2.bias.get(), dHidden2_.get(), kBatch, kHidden, kLearningRate, nullptr);

        gemm({kInputs, kHidden, kBatch, x, kInputs, true, dHidden1_.get(), kHidden, false, l1.weights.get(), kHidden,
              GemmEpilogue::SgdUpdate, nullptr, nullptr, kLearningRate});
        launchBiasUpdate(l1.bias.get(), dHidden1_.get(), kBatch, kHidden, kLearningRate, nullptr);
    }

    // Copies all parameters into `out` (device), in a fixed layout.
    void snapshot(float* out) const
    {
        for (const Layer& layer : layers_) {
            RTB_GPU_CHECK(gpuMemcpyAsync(out, layer.weights.get(), layer.weights.bytes(), gpuMemcpyDeviceToDevice, nullptr));
            out += layer.weights.size();
            RTB_GPU_CHECK(gpuMemcpyAsync(out, layer.bias.get(), layer.bias.bytes(), gpuMemcpyDeviceToDevice, nullptr));
            out += layer.bias.size();
        }
    }

    static std::size_t parameterCount()
    {
        return std::size_t(kInputs) * kHidden + kHidden + std::size_t(kHidden) * kHidden + kHidden
            + std::size_t(kHidden) * kClasses + kClasses;
    }

    const float* logits() const { return logits_.get(); }
    const float* losses() const { return losses_.get(); }

private:
    const TestContext& context_;
    const float* inputs_;
    const std::uint32_t* labels_;
    std::array<Layer, 3> layers_;
    DeviceBuffer<float> hidden1_, hidden2_, logits_, dLogits_, dHidden2_, dHidden1_, losses_;
};

double meanOf(const std::vector<float>& values, std::size_t first, std::size_t count)
{
    double sum = 0.0;
    for (std::size_t i = first; i < first + count; ++i)
        sum += values[i];
    return sum / double(count);
}

} // namespace

TestResult runTrainTest(const TestContext& context)
{
    const Options& options = context.options;
    TestProgress progress(context, "train", "samples/s", options.durationSeconds);

    DeviceBuffer<float> inputs(std::size_t(kBatchesInDataset) * kBatch * kInputs);
    DeviceBuffer<std::uint32_t> labels(std::size_t(kBatchesInDataset) * kBatch);
    launchTrainData(inputs.get(), labels.get(), kBatchesInDataset * kBatch, kInputs, options.seed, nullptr);

    Mlp mlp(context, inputs.get(), labels.get());
    const std::size_t parameters = Mlp::parameterCount();
    DeviceBuffer<float> reference(parameters), candidate(parameters);
    DeviceBuffer<unsigned long long> counters(2); // [0] differing parameters, [1] non-finite parameters
    RTB_GPU_CHECK(gpuMemset(counters.get(), 0, counters.bytes()));

    // Run 1: kCompareStep steps from the seed; keep the parameters.
    mlp.initialise(options.seed);
    for (int s = 0; s < kCompareStep; ++s)
        mlp.step(s, false);
    mlp.snapshot(reference.get());
    RTB_GPU_CHECK(gpuDeviceSynchronize());
    progress.update(0.0);

    // Run 2: timed, from the same seed; compared with run 1 at kCompareStep.
    // Its first loss is also checked against a CPU softmax cross-entropy.
    mlp.initialise(options.seed);
    GpuEvent start, stop;
    double trainMs = 0.0;
    int steps = 0;
    double firstLossCpu = 0.0;
    bool faultPlanted = false;
    while (steps < kMaxSteps - kStepsPerSync && (steps <= kCompareStep || progress.timeLeft())) {
        start.record();
        for (int i = 0; i < kStepsPerSync; ++i, ++steps) {
            const bool inject = options.fault == Fault::Nan && steps == 5;
            faultPlanted = faultPlanted || inject;
            mlp.step(steps, inject);
            if (steps == 0) {
                std::vector<float> logits(std::size_t(kBatch) * kClasses);
                std::vector<std::uint32_t> y(kBatch);
                RTB_GPU_CHECK(gpuMemcpy(logits.data(), mlp.logits(), logits.size() * sizeof(float), gpuMemcpyDeviceToHost));
                RTB_GPU_CHECK(gpuMemcpy(y.data(), labels.get(), y.size() * sizeof(std::uint32_t), gpuMemcpyDeviceToHost));
                for (int r = 0; r < kBatch; ++r)
                    firstLossCpu += softmaxCrossEntropy(logits.data() + std::size_t(r) * kClasses, kClasses, static_cast<int>(y[r]));
                firstLossCpu /= kBatch;
            }
            if (steps + 1 == kCompareStep) {
                mlp.snapshot(candidate.get());
                launchCompareWords(reinterpret_cast<const std::uint32_t*>(reference.get()),
                                   reinterpret_cast<const std::uint32_t*>(candidate.get()), parameters,
                                   counters.get(), nullptr);
            }
        }
        stop.record();
        trainMs += elapsedMilliseconds(start, stop);
        progress.update(double(steps) * kBatch / (trainMs * 1e-3));
    }

    mlp.snapshot(candidate.get());
    launchCountNonFinite(candidate.get(), parameters, counters.get() + 1, nullptr);
    std::vector<float> losses(static_cast<std::size_t>(steps));
    unsigned long long counts[2] = {};
    RTB_GPU_CHECK(gpuDeviceSynchronize());
    RTB_GPU_CHECK(gpuMemcpy(losses.data(), mlp.losses(), losses.size() * sizeof(float), gpuMemcpyDeviceToHost));
    RTB_GPU_CHECK(gpuMemcpy(counts, counters.get(), sizeof counts, gpuMemcpyDeviceToHost));

    const std::size_t nonFiniteLosses = static_cast<std::size_t>(
        std::count_if(losses.begin(), losses.end(), [](float v) { return !std::isfinite(v); }));
    const double firstLoss = meanOf(losses, 0, kLossWindow);
    const double lastLoss = meanOf(losses, losses.size() - kLossWindow, kLossWindow);
    const bool lossFell = std::isfinite(firstLoss) && std::isfinite(lastLoss) && lastLoss < 0.5 * firstLoss;
    const bool firstLossMatches = std::abs(double(losses[0]) - firstLossCpu) <= 1e-4 * std::max(1.0, firstLossCpu);
    const unsigned long long differing = counts[0];
    const unsigned long long nonFinite = counts[1];

    const double samplesPerSecond = double(steps) * kBatch / (trainMs * 1e-3);
    JsonLine details;
    details.add("steps", steps)
        .add("batch", kBatch)
        .add("layers", "784-1024-1024-10")
        .add("step_ms", trainMs / steps)
        .add("loss_first", firstLoss)
        .add("loss_last", lastLoss)
        .add("loss_fell", lossFell)
        .add("first_loss_gpu", losses[0])
        .add("first_loss_cpu", firstLossCpu)
        .add("first_loss_matches_cpu", firstLossMatches)
        .add("non_finite_losses", static_cast<unsigned long long>(nonFiniteLosses))
        .add("non_finite_parameters", nonFinite)
        .add("compared_after_steps", kCompareStep)
        .add("differing_parameters_between_runs", differing)
        .add("deterministic", differing == 0)
        .add("fault_injected", faultPlanted);

    TestResult result;
    result.test = "train";
    result.metric = "samples_per_s";
    result.unit = "samples/s";
    result.value = samplesPerSecond;
    result.errors = differing + nonFinite + nonFiniteLosses + (lossFell ? 0u : 1u) + (firstLossMatches ? 0u : 1u);
    result.pass = result.errors == 0;
    result.detailsJson = details.str();
    return result;
}

} // namespace rtb
