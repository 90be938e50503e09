// SPDX-License-Identifier: GPL-3.0-or-later
#include "gpu_util.hpp"
#include "rocmtune_bench/generators.hpp"
#include "train_kernels.hpp"

#include <algorithm>

namespace rtb {

namespace {

constexpr int kThreads = 256;

// One thread a row: dLogits and the row's loss (to rowLoss).
__global__ void softmaxCrossEntropyKernel(const float* logits, const std::uint32_t* labels, int rows, int classes,
                                          float* dLogits, float* rowLoss)
{
    const int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= rows)
        return;
    const float* z = logits + std::size_t(row) * classes;
    float maxLogit = z[0];
    for (int c = 1; c < classes; ++c)
        maxLogit = fmaxf(maxLogit, z[c]);
    float sum = 0.0f;
    for (int c = 0; c < classes; ++c)
        sum += expf(z[c] - maxLogit);
    const int label = static_cast<int>(labels[row]);
    rowLoss[row] = logf(sum) + maxLogit - z[label];
    const float scale = 1.0f / float(rows);
    for (int c = 0; c < classes; ++c)
        dLogits[std::size_t(row) * classes + c] = (expf(z[c] - maxLogit) / sum - (c == label ? 1.0f : 0.0f)) * scale;
}

// Mean of the row losses: one block, each thread a fixed strided share, then
// a fixed tree.
__global__ void __launch_bounds__(1024) meanLossKernel(const float* rowLoss, int rows, float* meanLoss)
{
    __shared__ float sums[1024];
    float sum = 0.0f;
    for (int r = threadIdx.x; r < rows; r += blockDim.x)
        sum += rowLoss[r];
    sums[threadIdx.x] = sum;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (int(threadIdx.x) < stride)
            sums[threadIdx.x] += sums[threadIdx.x + stride];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        *meanLoss = sums[0] / float(rows);
}

// Column sums in two fixed-order stages: blocks of 32 columns x 8 row lanes
// sum one chunk of rows each into partial[chunk][col]; then one thread a
// column sums the chunks in order and updates the bias.
constexpr int kSumCols = 32;
constexpr int kSumLanes = 8;

__global__ void __launch_bounds__(kSumCols * kSumLanes) columnPartialKernel(const float* __restrict__ gradient, int rows,
                                                                          int cols, int rowsPerChunk,
                                                                          float* __restrict__ partial)
{
    __shared__ float lanes[kSumLanes][kSumCols];
    const int col = blockIdx.x * kSumCols + threadIdx.x;
    const int first = blockIdx.y * rowsPerChunk;
    const int last = min(rows, first + rowsPerChunk);
    float sum = 0.0f;
    if (col < cols)
        for (int r = first + threadIdx.y; r < last; r += kSumLanes)
            sum += gradient[std::size_t(r) * cols + col];
    lanes[threadIdx.y][threadIdx.x] = sum;
    __syncthreads();
    if (threadIdx.y == 0 && col < cols) {
        float total = 0.0f;
        for (int l = 0; l < kSumLanes; ++l)
            total += lanes[l][threadIdx.x];
        partial[std::size_t(blockIdx.y) * cols + col] = total;
    }
}

__global__ void biasFromPartialKernel(float* bias, const float* __restrict__ partial, int chunks, int cols,
                                      float learningRate)
{
    const int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (col >= cols)
        return;
    float sum = 0.0f;
    for (int c = 0; c < chunks; ++c)
        sum += partial[std::size_t(c) * cols + col];
    bias[col] = fmaf(-learningRate, sum, bias[col]);
}

__global__ void trainDataKernel(float* inputs, std::uint32_t* labels, int samples, int features, std::uint64_t seed)
{
    const std::size_t total = std::size_t(samples) * features;
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < total; i += stride) {
        const std::size_t sample = i / features;
        const auto feature = static_cast<std::uint32_t>(i % features);
        inputs[i] = trainInput(seed, sample, feature, static_cast<std::uint32_t>(features));
        if (feature == 0)
            labels[sample] = trainLabel(seed, sample);
    }
}

__global__ void scaledUniformKernel(float* w, std::size_t count, float scale, std::uint64_t seed, std::uint32_t dataStream)
{
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += stride)
        w[i] = scale * uniformSigned(seed, dataStream, i);
}

} // namespace

void launchSoftmaxCrossEntropy(const float* logits, const std::uint32_t* labels, int rows, int classes,
                               float* dLogits, float* meanLoss, gpuStream_t stream, const TrainWorkspace& workspace)
{
    if (rows <= 0 || static_cast<std::size_t>(rows) > workspace.floats)
        throw GpuError("softmax cross-entropy: rows must be in 1..workspace size", 0);
    softmaxCrossEntropyKernel<<<(rows + kThreads - 1) / kThreads, kThreads, 0, stream>>>(logits, labels, rows, classes,
                                                                                       dLogits, workspace.data);
    RTB_GPU_CHECK_LAUNCH();
    meanLossKernel<<<1, 1024, 0, stream>>>(workspace.data, rows, meanLoss);
    RTB_GPU_CHECK_LAUNCH();
}

void launchBiasUpdate(float* bias, const float* gradient, int rows, int cols, float learningRate, gpuStream_t stream,
                      const TrainWorkspace& workspace)
{
    // Chunks of at least 64 rows, at most 1024 chunks: depends on the shape only.
    const int chunks = std::max(1, std::min({(rows + 63) / 64, 1024, static_cast<int>(workspace.floats / std::max(cols, 1))}));
    const int rowsPerChunk = (rows + chunks - 1) / chunks;
    const dim3 grid(static_cast<unsigned>((cols + kSumCols - 1) / kSumCols), static_cast<unsigned>(chunks));
    columnPartialKernel<<<grid, dim3(kSumCols, kSumLanes), 0, stream>>>(gradient, rows, cols, rowsPerChunk,
                                                                       workspace.data);
    RTB_GPU_CHECK_LAUNCH();
    biasFromPartialKernel<<<(cols + kThreads - 1) / kThreads, kThreads, 0, stream>>>(bias, workspace.data, chunks, cols,
                                                                                   learningRate);
    RTB_GPU_CHECK_LAUNCH();
}

void launchTrainData(float* inputs, std::uint32_t* labels, int samples, int features, std::uint64_t seed,
                     gpuStream_t stream)
{
    trainDataKernel<<<1024, kThreads, 0, stream>>>(inputs, labels, samples, features, seed);
    RTB_GPU_CHECK_LAUNCH();
}

void launchScaledUniform(float* w, std::size_t count, float scale, std::uint64_t seed, std::uint32_t dataStream,
                         gpuStream_t stream)
{
    scaledUniformKernel<<<1024, kThreads, 0, stream>>>(w, count, scale, seed, dataStream);
    RTB_GPU_CHECK_LAUNCH();
}

} // namespace rtb
