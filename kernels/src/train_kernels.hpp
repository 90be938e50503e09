// SPDX-License-Identifier: GPL-3.0-or-later
// Kernels of the MLP training test: a general tiled GEMM with fused
// epilogues, softmax cross-entropy, bias gradients and data generation. All
// reductions run in a fixed order (no atomics): a training run is bit-for-bit
// reproducible.
#pragma once

#include "gpu_compat.hpp"

#include <cstdint>

namespace rtb {

enum class GemmEpilogue {
    Bias,      // C = A B + bias (per column)
    BiasRelu,  // C = max(0, A B + bias)
    ReluMask,  // C = (A B) where mask > 0, else 0 (backward through ReLU)
    SgdUpdate, // C -= learningRate * (A B) (weight gradient applied in place)
    Store,     // C = A B
};

struct GemmArgs {
    int m = 0, n = 0, k = 0;
    const float* a = nullptr; // op(A) is m x k
    int lda = 0;
    bool transposeA = false;
    const float* b = nullptr; // op(B) is k x n
    int ldb = 0;
    bool transposeB = false;
    float* c = nullptr; // m x n, row-major
    int ldc = 0;
    GemmEpilogue epilogue = GemmEpilogue::Bias;
    const float* bias = nullptr;
    const float* mask = nullptr; // same layout as C
    float learningRate = 0.0f;
    int kChunk = 0; // set by launchTrainGemm: the K range of one split (0: all of K)
};

// Scratch memory of the GEMMs and reductions (split-K partial products,
// partial column sums, per-row losses). Deterministic: how work is split
// depends only on the shapes, and partial results are summed in a fixed order.
struct TrainWorkspace {
    float* data = nullptr;
    std::size_t floats = 0;
};
inline constexpr std::size_t kTrainWorkspaceFloats = std::size_t(16) << 20; // 64 MiB

// Picks the kernel for the shape: 128x128 tiles (8x8 outputs a thread) when
// the output fills the device, else 64x64 or 32x32 tiles; a long K over a
// small output is split into partial products summed in a fixed order.
void launchTrainGemm(const GemmArgs& args, int computeUnits, gpuStream_t stream, const TrainWorkspace& workspace);

// For any number of rows of `classes` logits: writes
// dLogits = (softmax - onehot) / rows and the mean loss to *meanLoss.
void launchSoftmaxCrossEntropy(const float* logits, const std::uint32_t* labels, int rows, int classes,
                               float* dLogits, float* meanLoss, gpuStream_t stream, const TrainWorkspace& workspace);

// bias[j] -= learningRate * sum_i gradient[i][j] (any number of rows)
void launchBiasUpdate(float* bias, const float* gradient, int rows, int cols, float learningRate, gpuStream_t stream,
                      const TrainWorkspace& workspace);

// inputs[s][f] = trainInput(seed, s, f), labels[s] = trainLabel(seed, s).
void launchTrainData(float* inputs, std::uint32_t* labels, int samples, int features, std::uint64_t seed,
                     gpuStream_t stream);

// w[i] = scale * uniformSigned(seed, dataStream, i)
void launchScaledUniform(float* w, std::size_t count, float scale, std::uint64_t seed, std::uint32_t dataStream,
                         gpuStream_t stream);

} // namespace rtb
