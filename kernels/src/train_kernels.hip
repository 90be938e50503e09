// SPDX-License-Identifier: GPL-3.0-or-later
#include "gpu_util.hpp"
#include "rocmtune_bench/generators.hpp"
#include "train_kernels.hpp"

namespace rtb {

namespace {

constexpr int kThreads = 256;
constexpr int kDepth = 16;

// Tiled GEMM, BM x BN outputs per block of 256 threads, each thread TM x TN
// outputs strided by the thread grid (coalesced stores, conflict-free shared
// reads). Operands may be transposed; edges are bounds-checked. Each output
// is summed over k in one fixed order.
template <int BM, int BN, bool TransA, bool TransB, GemmEpilogue Epi>
__global__ void __launch_bounds__(kThreads) trainGemmKernel(GemmArgs args)
{
    constexpr int kThreadCols = 16;
    constexpr int kThreadRows = kThreads / kThreadCols;
    constexpr int TM = BM / kThreadRows;
    constexpr int TN = BN / kThreadCols;
    __shared__ float as[kDepth][BM + 1];
    __shared__ float bs[kDepth][BN + 1];

    const int tid = threadIdx.x;
    const int tx = tid % kThreadCols;
    const int ty = tid / kThreadCols;
    const int row0 = blockIdx.y * BM;
    const int col0 = blockIdx.x * BN;

    float acc[TM][TN];
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
            acc[i][j] = 0.0f;

    for (int k0 = 0; k0 < args.k; k0 += kDepth) {
        // Load the A slice (BM x kDepth), reading along the contiguous axis.
        for (int e = tid; e < BM * kDepth; e += kThreads) {
            const int i = TransA ? e % BM : e / kDepth;
            const int kk = TransA ? e / BM : e % kDepth;
            const int row = row0 + i, kIndex = k0 + kk;
            float v = 0.0f;
            if (row < args.m && kIndex < args.k)
                v = TransA ? args.a[std::size_t(kIndex) * args.lda + row] : args.a[std::size_t(row) * args.lda + kIndex];
            as[kk][i] = v;
        }
        for (int e = tid; e < BN * kDepth; e += kThreads) {
            const int j = TransB ? e / kDepth : e % BN;
            const int kk = TransB ? e % kDepth : e / BN;
            const int col = col0 + j, kIndex = k0 + kk;
            float v = 0.0f;
            if (col < args.n && kIndex < args.k)
                v = TransB ? args.b[std::size_t(col) * args.ldb + kIndex] : args.b[std::size_t(kIndex) * args.ldb + col];
            bs[kk][j] = v;
        }
        __syncthreads();
#pragma unroll
        for (int kk = 0; kk < kDepth; ++kk) {
            float av[TM], bv[TN];
#pragma unroll
            for (int i = 0; i < TM; ++i)
                av[i] = as[kk][ty + i * kThreadRows];
#pragma unroll
            for (int j = 0; j < TN; ++j)
                bv[j] = bs[kk][tx + j * kThreadCols];
#pragma unroll
            for (int i = 0; i < TM; ++i)
#pragma unroll
                for (int j = 0; j < TN; ++j)
                    acc[i][j] = fmaf(av[i], bv[j], acc[i][j]);
        }
        __syncthreads();
    }

#pragma unroll
    for (int i = 0; i < TM; ++i) {
        const int row = row0 + ty + i * kThreadRows;
#pragma unroll
        for (int j = 0; j < TN; ++j) {
            const int col = col0 + tx + j * kThreadCols;
            if (row >= args.m || col >= args.n)
                continue;
            float* out = args.c + std::size_t(row) * args.ldc + col;
            const float v = acc[i][j];
            if constexpr (Epi == GemmEpilogue::Bias) {
                *out = v + args.bias[col];
            } else if constexpr (Epi == GemmEpilogue::BiasRelu) {
                *out = fmaxf(v + args.bias[col], 0.0f);
            } else if constexpr (Epi == GemmEpilogue::ReluMask) {
                *out = args.mask[std::size_t(row) * args.ldc + col] > 0.0f ? v : 0.0f;
            } else {
                *out = fmaf(-args.learningRate, v, *out);
            }
        }
    }
}

template <int BM, int BN, bool TransA, bool TransB>
void dispatchEpilogue(const GemmArgs& args, gpuStream_t stream)
{
    const dim3 grid(static_cast<unsigned>((args.n + BN - 1) / BN), static_cast<unsigned>((args.m + BM - 1) / BM));
    switch (args.epilogue) {
    case GemmEpilogue::Bias:
        trainGemmKernel<BM, BN, TransA, TransB, GemmEpilogue::Bias><<<grid, kThreads, 0, stream>>>(args);
        break;
    case GemmEpilogue::BiasRelu:
        trainGemmKernel<BM, BN, TransA, TransB, GemmEpilogue::BiasRelu><<<grid, kThreads, 0, stream>>>(args);
        break;
    case GemmEpilogue::ReluMask:
        trainGemmKernel<BM, BN, TransA, TransB, GemmEpilogue::ReluMask><<<grid, kThreads, 0, stream>>>(args);
        break;
    case GemmEpilogue::SgdUpdate:
        trainGemmKernel<BM, BN, TransA, TransB, GemmEpilogue::SgdUpdate><<<grid, kThreads, 0, stream>>>(args);
        break;
    }
    RTB_GPU_CHECK_LAUNCH();
}

template <int BM, int BN>
void dispatchTranspose(const GemmArgs& args, gpuStream_t stream)
{
    if (args.transposeA && args.transposeB)
        dispatchEpilogue<BM, BN, true, true>(args, stream);
    else if (args.transposeA)
        dispatchEpilogue<BM, BN, true, false>(args, stream);
    else if (args.transposeB)
        dispatchEpilogue<BM, BN, false, true>(args, stream);
    else
        dispatchEpilogue<BM, BN, false, false>(args, stream);
}

// One thread a row; the block then sums the row losses in a fixed tree.
__global__ void softmaxCrossEntropyKernel(const float* logits, const std::uint32_t* labels, int rows, int classes,
                                          float* dLogits, float* meanLoss)
{
    __shared__ float losses[1024];
    const int row = threadIdx.x;
    float loss = 0.0f;
    if (row < rows) {
        const float* z = logits + std::size_t(row) * classes;
        float maxLogit = z[0];
        for (int c = 1; c < classes; ++c)
            maxLogit = fmaxf(maxLogit, z[c]);
        float sum = 0.0f;
        for (int c = 0; c < classes; ++c)
            sum += expf(z[c] - maxLogit);
        const int label = static_cast<int>(labels[row]);
        loss = logf(sum) + maxLogit - z[label];
        const float scale = 1.0f / float(rows);
        for (int c = 0; c < classes; ++c)
            dLogits[std::size_t(row) * classes + c] = (expf(z[c] - maxLogit) / sum - (c == label ? 1.0f : 0.0f)) * scale;
    }
    losses[threadIdx.x] = loss;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (int(threadIdx.x) < stride)
            losses[threadIdx.x] += losses[threadIdx.x + stride];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        *meanLoss = losses[0] / float(rows);
}

__global__ void biasUpdateKernel(float* bias, const float* gradient, int rows, int cols, float learningRate)
{
    const int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (col >= cols)
        return;
    float sum = 0.0f;
    for (int r = 0; r < rows; ++r)
        sum += gradient[std::size_t(r) * cols + col];
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

void launchTrainGemm(const GemmArgs& args, int computeUnits, gpuStream_t stream)
{
    const long long bigTiles = (long long)((args.m + 63) / 64) * ((args.n + 63) / 64);
    if (bigTiles >= computeUnits)
        dispatchTranspose<64, 64>(args, stream);
    else
        dispatchTranspose<32, 32>(args, stream);
}

void launchSoftmaxCrossEntropy(const float* logits, const std::uint32_t* labels, int rows, int classes,
                               float* dLogits, float* meanLoss, gpuStream_t stream)
{
    if (rows > 1024 || rows <= 0)
        throw GpuError("softmax cross-entropy: rows must be in 1..1024", 0);
    int threads = 1;
    while (threads < rows)
        threads *= 2; // the tree sum needs a power of two
    softmaxCrossEntropyKernel<<<1, threads, 0, stream>>>(logits, labels, rows, classes, dLogits, meanLoss);
    RTB_GPU_CHECK_LAUNCH();
}

void launchBiasUpdate(float* bias, const float* gradient, int rows, int cols, float learningRate, gpuStream_t stream)
{
    biasUpdateKernel<<<(cols + kThreads - 1) / kThreads, kThreads, 0, stream>>>(bias, gradient, rows, cols, learningRate);
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
