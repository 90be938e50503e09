// SPDX-License-Identifier: GPL-3.0-or-later
// cnn: the seeds' MNIST network (conv 3x3 1->32, ReLU, 2x2 max-pool, conv 3x3
// 32->64, ReLU, 2x2 max-pool, fc 3136->128, ReLU, fc 128->10, softmax
// cross-entropy, plain SGD) trained on synthetic 28x28 inputs from the seed
// (--batch 16..1024, default 64), every step in our own kernels. Checks
// (train_driver.hpp) plus a CPU forward pass of the first samples of the
// first step from the same initial parameters.
#include "bench.hpp"
#include "cnn_kernels.hpp"
#include "common_kernels.hpp"
#include "gpu_util.hpp"
#include "rocmtune_bench/cnn_reference.hpp"
#include "rocmtune_bench/json_line.hpp"
#include "train_driver.hpp"
#include "train_kernels.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace rtb {

namespace {

constexpr int kBatchesInDataset = 8;
constexpr float kLearningRate = 0.05f;
constexpr int kMaxSteps = 1 << 20;
constexpr int kReferenceSamples = 4; // CPU forward passes of the first step

struct Layer {
    DeviceBuffer<float> weights; // fan_in x outputs
    DeviceBuffer<float> bias;
};

class Cnn {
public:
    Cnn(const TestContext& context, int batch)
        : context_(context)
        , batch_(batch)
        , inputs_(std::size_t(kBatchesInDataset) * batch * kCnnPixels)
        , labels_(std::size_t(kBatchesInDataset) * batch)
        , col1_(std::size_t(batch) * kCnnPixels * 9)
        , a1_(std::size_t(batch) * kCnnPixels * kCnnConv1)
        , p1_(std::size_t(batch) * kCnnPixels / 4 * kCnnConv1)
        , col2_(std::size_t(batch) * kCnnPixels / 4 * 9 * kCnnConv1)
        , a2_(std::size_t(batch) * kCnnPixels / 4 * kCnnConv2)
        , p2_(std::size_t(batch) * kCnnFlat)
        , hidden_(std::size_t(batch) * kCnnHidden)
        , logits_(std::size_t(batch) * kCnnClasses)
        , dLogits_(std::size_t(batch) * kCnnClasses)
        , dHidden_(std::size_t(batch) * kCnnHidden)
        , dP2_(std::size_t(batch) * kCnnFlat)
        , dA2_(a2_.size())
        , dCol2_(col2_.size())
        , dP1_(p1_.size())
        , dA1_(a1_.size())
        , losses_(kMaxSteps)
        , workspaceBuffer_(kTrainWorkspaceFloats)
        , workspace_{workspaceBuffer_.get(), workspaceBuffer_.size()}
    {
        for (int l = 0; l < kCnnLayers; ++l) {
            layers_[l].weights.allocate(std::size_t(kCnnFanIn[l]) * kCnnOutputs[l]);
            layers_[l].bias.allocate(kCnnOutputs[l]);
        }
        launchTrainData(inputs_.get(), labels_.get(), kBatchesInDataset * batch, kCnnPixels, context.options.seed,
                        nullptr);
    }

    void initialise(std::uint64_t seed)
    {
        for (int l = 0; l < kCnnLayers; ++l) {
            launchScaledUniform(layers_[l].weights.get(), layers_[l].weights.size(), cnnWeightScale(l), seed,
                                kCnnWeightStream + static_cast<std::uint32_t>(l), nullptr);
            RTB_GPU_CHECK(gpuMemsetAsync(layers_[l].bias.get(), 0, layers_[l].bias.bytes(), nullptr));
        }
    }

    void step(int step, bool injectNan)
    {
        const int units = context_.device.computeUnits;
        const int b = batch_;
        const int pixels1 = b * kCnnPixels;      // 28 x 28 positions
        const int pixels2 = b * kCnnPixels / 4;  // 14 x 14 positions
        const float* x = inputs_.get() + std::size_t(step % kBatchesInDataset) * b * kCnnPixels;
        const auto gemm = [&](GemmArgs args) { launchTrainGemm(args, units, nullptr, workspace_); };
        Layer& c1 = layers_[0];
        Layer& c2 = layers_[1];
        Layer& f1 = layers_[2];
        Layer& f2 = layers_[3];

        // Forward.
        launchIm2col3x3(x, col1_.get(), b, kCnnSide, kCnnSide, 1, nullptr);
        gemm({pixels1, kCnnConv1, 9, col1_.get(), 9, false, c1.weights.get(), kCnnConv1, false, a1_.get(), kCnnConv1,
              GemmEpilogue::BiasRelu, c1.bias.get(), nullptr, 0.0f});
        launchMaxPool2x2(a1_.get(), p1_.get(), b, kCnnSide, kCnnSide, kCnnConv1, nullptr);
        launchIm2col3x3(p1_.get(), col2_.get(), b, kCnnSide / 2, kCnnSide / 2, kCnnConv1, nullptr);
        gemm({pixels2, kCnnConv2, 9 * kCnnConv1, col2_.get(), 9 * kCnnConv1, false, c2.weights.get(), kCnnConv2, false,
              a2_.get(), kCnnConv2, GemmEpilogue::BiasRelu, c2.bias.get(), nullptr, 0.0f});
        launchMaxPool2x2(a2_.get(), p2_.get(), b, kCnnSide / 2, kCnnSide / 2, kCnnConv2, nullptr);
        gemm({b, kCnnHidden, kCnnFlat, p2_.get(), kCnnFlat, false, f1.weights.get(), kCnnHidden, false, hidden_.get(),
              kCnnHidden, GemmEpilogue::BiasRelu, f1.bias.get(), nullptr, 0.0f});
        gemm({b, kCnnClasses, kCnnHidden, hidden_.get(), kCnnHidden, false, f2.weights.get(), kCnnClasses, false,
              logits_.get(), kCnnClasses, GemmEpilogue::Bias, f2.bias.get(), nullptr, 0.0f});
        launchSoftmaxCrossEntropy(logits_.get(), labelsOfStep(step), b, kCnnClasses, dLogits_.get(),
                                  losses_.get() + step, nullptr, workspace_);
        if (injectNan) {
            const float nan = std::numeric_limits<float>::quiet_NaN();
            RTB_GPU_CHECK(gpuMemcpy(dLogits_.get() + 3, &nan, sizeof nan, gpuMemcpyHostToDevice));
        }

        // Backward: each input gradient before the weights it needs are updated.
        gemm({b, kCnnHidden, kCnnClasses, dLogits_.get(), kCnnClasses, false, f2.weights.get(), kCnnClasses, true,
              dHidden_.get(), kCnnHidden, GemmEpilogue::ReluMask, nullptr, hidden_.get(), 0.0f});
        gemm({kCnnHidden, kCnnClasses, b, hidden_.get(), kCnnHidden, true, dLogits_.get(), kCnnClasses, false,
              f2.weights.get(), kCnnClasses, GemmEpilogue::SgdUpdate, nullptr, nullptr, kLearningRate});
        launchBiasUpdate(f2.bias.get(), dLogits_.get(), b, kCnnClasses, kLearningRate, nullptr, workspace_);

        gemm({b, kCnnFlat, kCnnHidden, dHidden_.get(), kCnnHidden, false, f1.weights.get(), kCnnHidden, true,
              dP2_.get(), kCnnFlat, GemmEpilogue::Store, nullptr, nullptr, 0.0f});
        gemm({kCnnFlat, kCnnHidden, b, p2_.get(), kCnnFlat, true, dHidden_.get(), kCnnHidden, false, f1.weights.get(),
              kCnnHidden, GemmEpilogue::SgdUpdate, nullptr, nullptr, kLearningRate});
        launchBiasUpdate(f1.bias.get(), dHidden_.get(), b, kCnnHidden, kLearningRate, nullptr, workspace_);

        launchMaxPoolReluBackward(a2_.get(), p2_.get(), dP2_.get(), dA2_.get(), b, kCnnSide / 2, kCnnSide / 2,
                                  kCnnConv2, nullptr);
        gemm({pixels2, 9 * kCnnConv1, kCnnConv2, dA2_.get(), kCnnConv2, false, c2.weights.get(), kCnnConv2, true,
              dCol2_.get(), 9 * kCnnConv1, GemmEpilogue::Store, nullptr, nullptr, 0.0f});
        gemm({9 * kCnnConv1, kCnnConv2, pixels2, col2_.get(), 9 * kCnnConv1, true, dA2_.get(), kCnnConv2, false,
              c2.weights.get(), kCnnConv2, GemmEpilogue::SgdUpdate, nullptr, nullptr, kLearningRate});
        launchBiasUpdate(c2.bias.get(), dA2_.get(), pixels2, kCnnConv2, kLearningRate, nullptr, workspace_);

        launchCol2im3x3(dCol2_.get(), dP1_.get(), b, kCnnSide / 2, kCnnSide / 2, kCnnConv1, nullptr);
        launchMaxPoolReluBackward(a1_.get(), p1_.get(), dP1_.get(), dA1_.get(), b, kCnnSide, kCnnSide, kCnnConv1,
                                  nullptr);
        gemm({9, kCnnConv1, pixels1, col1_.get(), 9, true, dA1_.get(), kCnnConv1, false, c1.weights.get(), kCnnConv1,
              GemmEpilogue::SgdUpdate, nullptr, nullptr, kLearningRate});
        launchBiasUpdate(c1.bias.get(), dA1_.get(), pixels1, kCnnConv1, kLearningRate, nullptr, workspace_);
    }

    void snapshot(float* out) const
    {
        for (const Layer& layer : layers_) {
            RTB_GPU_CHECK(gpuMemcpyAsync(out, layer.weights.get(), layer.weights.bytes(), gpuMemcpyDeviceToDevice, nullptr));
            out += layer.weights.size();
            RTB_GPU_CHECK(gpuMemcpyAsync(out, layer.bias.get(), layer.bias.bytes(), gpuMemcpyDeviceToDevice, nullptr));
            out += layer.bias.size();
        }
    }

    std::size_t parameterCount() const
    {
        std::size_t count = 0;
        for (const Layer& layer : layers_)
            count += layer.weights.size() + layer.bias.size();
        return count;
    }

    int batch() const { return batch_; }
    int classes() const { return kCnnClasses; }
    int maxSteps() const { return kMaxSteps; }
    const float* logits() const { return logits_.get(); }
    const float* losses() const { return losses_.get(); }
    const std::uint32_t* labelsOfStep(int step) const
    {
        return labels_.get() + std::size_t(step % kBatchesInDataset) * batch_;
    }

private:
    const TestContext& context_;
    int batch_;
    DeviceBuffer<float> inputs_;
    DeviceBuffer<std::uint32_t> labels_;
    std::array<Layer, kCnnLayers> layers_;
    DeviceBuffer<float> col1_, a1_, p1_, col2_, a2_, p2_, hidden_, logits_, dLogits_, dHidden_, dP2_, dA2_, dCol2_,
        dP1_, dA1_, losses_;
    DeviceBuffer<float> workspaceBuffer_;
    TrainWorkspace workspace_;
};

} // namespace

TestResult runCnnTest(const TestContext& context)
{
    const Options& options = context.options;
    const int batch = std::min(options.batch.value_or(kDefaultCnnBatch), kMaxCnnBatch);
    TestProgress progress(context, "cnn", "samples/s", options.durationSeconds);

    Cnn cnn(context, batch);

    // First step against the CPU: the logits of the first samples from the
    // initial parameters, before any update.
    cnn.initialise(options.seed);
    cnn.step(0, false);
    std::vector<float> logits(std::size_t(kReferenceSamples) * kCnnClasses);
    RTB_GPU_CHECK(gpuMemcpy(logits.data(), cnn.logits(), logits.size() * sizeof(float), gpuMemcpyDeviceToHost));
    double worstLogitError = 0.0;
    for (int s = 0; s < kReferenceSamples; ++s) {
        const auto reference = cnnReferenceLogits(options.seed, static_cast<std::uint64_t>(s));
        for (int c = 0; c < kCnnClasses; ++c) {
            const double expected = reference[c];
            const float actual = logits[std::size_t(s) * kCnnClasses + c];
            const double error = std::abs(double(actual) - expected) / std::max(1.0, std::abs(expected));
            worstLogitError = std::max(worstLogitError, std::isfinite(error) ? error : 1e30);
            if (!(error <= 1e-4) && progress.faults.count() == 0)
                progress.faults.report("compute_mismatch", 1,
                                       "first step, sample " + std::to_string(s) + ": logit " + std::to_string(c)
                                           + " is " + floatText(actual) + " on the GPU, " + std::to_string(expected)
                                           + " on the CPU",
                                       JsonLine()
                                           .add("step", 0)
                                           .add("row", s)
                                           .add("col", c)
                                           .add("expected", expected)
                                           .add("actual", actual)
                                           .str());
        }
    }
    progress.update(0.0);

    const TrainingFigures f = runTraining(cnn, context, progress);

    JsonLine details;
    details.add("layers", "conv3x3 1-32, pool, conv3x3 32-64, pool, fc 3136-128, fc 128-10");
    addTrainingDetails(details, f, batch);
    details.add("reference_samples", kReferenceSamples).add("worst_first_step_logit_error", worstLogitError);
    progress.faults.addTo(details);

    TestResult result;
    result.test = "cnn";
    result.metric = "samples_per_s";
    result.unit = "samples/s";
    result.value = double(f.steps) * batch / (f.trainMs * 1e-3);
    result.errors = progress.faults.count();
    result.pass = result.errors == 0;
    result.detailsJson = details.str();
    return result;
}

} // namespace rtb
