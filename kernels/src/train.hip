// SPDX-License-Identifier: GPL-3.0-or-later
// train: an MLP 784-1024-1024-10 trained with SGD on synthetic, learnable
// data (--batch 16..8192, default 256), every step in our own kernels. Checks
// (train_driver.hpp): the first loss matches a CPU softmax cross-entropy, the
// loss falls, nothing becomes NaN, and two runs from the same seed give
// bit-identical weights.
#include "bench.hpp"
#include "common_kernels.hpp"
#include "gpu_util.hpp"
#include "rocmtune_bench/json_line.hpp"
#include "train_driver.hpp"
#include "train_kernels.hpp"

#include <array>
#include <cmath>
#include <limits>

namespace rtb {

namespace {

constexpr int kInputs = 784;
constexpr int kHidden = 1024;
constexpr int kClasses = 10;
constexpr int kBatchesInDataset = 16;
constexpr float kLearningRate = 0.05f;
constexpr int kMaxSteps = 1 << 20; // size of the loss history

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
    Mlp(const TestContext& context, int batch)
        : context_(context)
        , batch_(batch)
        , inputs_(std::size_t(kBatchesInDataset) * batch * kInputs)
        , labels_(std::size_t(kBatchesInDataset) * batch)
        , layers_{Layer(kInputs, kHidden), Layer(kHidden, kHidden), Layer(kHidden, kClasses)}
        , hidden1_(std::size_t(batch) * kHidden)
        , hidden2_(std::size_t(batch) * kHidden)
        , logits_(std::size_t(batch) * kClasses)
        , dLogits_(std::size_t(batch) * kClasses)
        , dHidden2_(std::size_t(batch) * kHidden)
        , dHidden1_(std::size_t(batch) * kHidden)
        , losses_(kMaxSteps)
        , workspaceBuffer_(kTrainWorkspaceFloats)
        , workspace_{workspaceBuffer_.get(), workspaceBuffer_.size()}
    {
        launchTrainData(inputs_.get(), labels_.get(), kBatchesInDataset * batch, kInputs, context.options.seed, nullptr);
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
        const int b = batch_;
        const float* x = xOfStep(step);
        Layer& l1 = layers_[0];
        Layer& l2 = layers_[1];
        Layer& l3 = layers_[2];
        const auto gemm = [&](GemmArgs args) { launchTrainGemm(args, units, nullptr, workspace_); };

        // Forward.
        gemm({b, kHidden, kInputs, x, kInputs, false, l1.weights.get(), kHidden, false, hidden1_.get(), kHidden,
              GemmEpilogue::BiasRelu, l1.bias.get(), nullptr, 0.0f});
        gemm({b, kHidden, kHidden, hidden1_.get(), kHidden, false, l2.weights.get(), kHidden, false, hidden2_.get(),
              kHidden, GemmEpilogue::BiasRelu, l2.bias.get(), nullptr, 0.0f});
        gemm({b, kClasses, kHidden, hidden2_.get(), kHidden, false, l3.weights.get(), kClasses, false, logits_.get(),
              kClasses, GemmEpilogue::Bias, l3.bias.get(), nullptr, 0.0f});
        launchSoftmaxCrossEntropy(logits_.get(), labelsOfStep(step), b, kClasses, dLogits_.get(), losses_.get() + step,
                                  nullptr, workspace_);
        if (injectNan) {
            const float nan = std::numeric_limits<float>::quiet_NaN();
            RTB_GPU_CHECK(gpuMemcpy(dLogits_.get() + 3, &nan, sizeof nan, gpuMemcpyHostToDevice));
        }

        // Backward; each weight gradient is applied in the GEMM's epilogue,
        // after the gradient that needs the old weights was computed.
        gemm({b, kHidden, kClasses, dLogits_.get(), kClasses, false, l3.weights.get(), kClasses, true,
              dHidden2_.get(), kHidden, GemmEpilogue::ReluMask, nullptr, hidden2_.get(), 0.0f});
        gemm({kHidden, kClasses, b, hidden2_.get(), kHidden, true, dLogits_.get(), kClasses, false,
              l3.weights.get(), kClasses, GemmEpilogue::SgdUpdate, nullptr, nullptr, kLearningRate});
        launchBiasUpdate(l3.bias.get(), dLogits_.get(), b, kClasses, kLearningRate, nullptr, workspace_);

        gemm({b, kHidden, kHidden, dHidden2_.get(), kHidden, false, l2.weights.get(), kHidden, true,
              dHidden1_.get(), kHidden, GemmEpilogue::ReluMask, nullptr, hidden1_.get(), 0.0f});
        gemm({kHidden, kHidden, b, hidden1_.get(), kHidden, true, dHidden2_.get(), kHidden, false,
              l2.weights.get(), kHidden, GemmEpilogue::SgdUpdate, nullptr, nullptr, kLearningRate});
        launchBiasUpdate(l2.bias.get(), dHidden2_.get(), b, kHidden, kLearningRate, nullptr, workspace_);

        gemm({kInputs, kHidden, b, x, kInputs, true, dHidden1_.get(), kHidden, false, l1.weights.get(), kHidden,
              GemmEpilogue::SgdUpdate, nullptr, nullptr, kLearningRate});
        launchBiasUpdate(l1.bias.get(), dHidden1_.get(), b, kHidden, kLearningRate, nullptr, workspace_);
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

    std::size_t parameterCount() const
    {
        std::size_t count = 0;
        for (const Layer& layer : layers_)
            count += layer.weights.size() + layer.bias.size();
        return count;
    }

    int batch() const { return batch_; }
    int classes() const { return kClasses; }
    int maxSteps() const { return kMaxSteps; }
    const float* logits() const { return logits_.get(); }
    const float* losses() const { return losses_.get(); }
    const std::uint32_t* labelsOfStep(int step) const
    {
        return labels_.get() + std::size_t(step % kBatchesInDataset) * batch_;
    }

private:
    const float* xOfStep(int step) const
    {
        return inputs_.get() + std::size_t(step % kBatchesInDataset) * batch_ * kInputs;
    }

    const TestContext& context_;
    int batch_;
    DeviceBuffer<float> inputs_;
    DeviceBuffer<std::uint32_t> labels_;
    std::array<Layer, 3> layers_;
    DeviceBuffer<float> hidden1_, hidden2_, logits_, dLogits_, dHidden2_, dHidden1_, losses_;
    DeviceBuffer<float> workspaceBuffer_;
    TrainWorkspace workspace_;
};

} // namespace

TestResult runTrainTest(const TestContext& context)
{
    const Options& options = context.options;
    const int batch = options.batch.value_or(kDefaultTrainBatch);
    TestProgress progress(context, "train", "samples/s", options.durationSeconds);

    Mlp mlp(context, batch);
    const TrainingFigures f = runTraining(mlp, context, progress);

    JsonLine details;
    details.add("layers", "784-1024-1024-10");
    addTrainingDetails(details, f, batch);
    progress.faults.addTo(details);

    TestResult result;
    result.test = "train";
    result.metric = "samples_per_s";
    result.unit = "samples/s";
    result.value = double(f.steps) * batch / (f.trainMs * 1e-3);
    result.errors = progress.faults.count();
    result.pass = result.errors == 0;
    result.detailsJson = details.str();
    return result;
}

} // namespace rtb
