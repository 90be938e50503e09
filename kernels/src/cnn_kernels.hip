// SPDX-License-Identifier: GPL-3.0-or-later
#include "cnn_kernels.hpp"
#include "gpu_util.hpp"

#include <algorithm>

namespace rtb {

namespace {

constexpr int kThreads = 256;

int gridFor(std::size_t count)
{
    return static_cast<int>(std::min<std::size_t>((count + kThreads - 1) / kThreads, 65535u * 16u));
}

__global__ void im2col3x3Kernel(const float* __restrict__ in, float* __restrict__ cols, int batch, int height,
                                int width, int channels)
{
    const int k = 9 * channels;
    const std::size_t total = std::size_t(batch) * height * width * k;
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t e = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; e < total; e += stride) {
        const int column = static_cast<int>(e % k);
        const std::size_t pixel = e / k;
        const int x = static_cast<int>(pixel % width);
        const int y = static_cast<int>((pixel / width) % height);
        const std::size_t b = pixel / (std::size_t(width) * height);
        const int tap = column / channels, ci = column % channels;
        const int sy = y + tap / 3 - 1, sx = x + tap % 3 - 1;
        float v = 0.0f;
        if (sy >= 0 && sy < height && sx >= 0 && sx < width)
            v = in[((b * height + sy) * width + sx) * channels + ci];
        cols[e] = v;
    }
}

__global__ void col2im3x3Kernel(const float* __restrict__ cols, float* __restrict__ in, int batch, int height,
                                int width, int channels)
{
    const int k = 9 * channels;
    const std::size_t total = std::size_t(batch) * height * width * channels;
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t e = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; e < total; e += stride) {
        const int ci = static_cast<int>(e % channels);
        const std::size_t pixel = e / channels;
        const int x = static_cast<int>(pixel % width);
        const int y = static_cast<int>((pixel / width) % height);
        const std::size_t b = pixel / (std::size_t(width) * height);
        float sum = 0.0f;
        for (int tap = 0; tap < 9; ++tap) {
            // The output pixel that read (y, x) through this tap.
            const int oy = y - (tap / 3 - 1), ox = x - (tap % 3 - 1);
            if (oy >= 0 && oy < height && ox >= 0 && ox < width)
                sum += cols[((b * height + oy) * width + ox) * k + tap * channels + ci];
        }
        in[e] = sum;
    }
}

__global__ void maxPool2x2Kernel(const float* __restrict__ in, float* __restrict__ out, int batch, int height,
                                 int width, int channels)
{
    const int oh = height / 2, ow = width / 2;
    const std::size_t total = std::size_t(batch) * oh * ow * channels;
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t e = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; e < total; e += stride) {
        const int c = static_cast<int>(e % channels);
        const std::size_t pixel = e / channels;
        const int x = static_cast<int>(pixel % ow);
        const int y = static_cast<int>((pixel / ow) % oh);
        const std::size_t b = pixel / (std::size_t(ow) * oh);
        const float* base = in + ((b * height + 2 * y) * width + 2 * x) * channels + c;
        const std::size_t rowStep = std::size_t(width) * channels;
        out[e] = fmaxf(fmaxf(base[0], base[channels]), fmaxf(base[rowStep], base[rowStep + channels]));
    }
}

__global__ void maxPoolReluBackwardKernel(const float* __restrict__ activation, const float* __restrict__ pooled,
                                          const float* __restrict__ dPooled, float* __restrict__ dActivation,
                                          int batch, int height, int width, int channels)
{
    const int oh = height / 2, ow = width / 2;
    const std::size_t total = std::size_t(batch) * height * width * channels;
    const std::size_t stride = std::size_t(gridDim.x) * blockDim.x;
    for (std::size_t e = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; e < total; e += stride) {
        const int c = static_cast<int>(e % channels);
        const std::size_t pixel = e / channels;
        const int x = static_cast<int>(pixel % width);
        const int y = static_cast<int>((pixel / width) % height);
        const std::size_t b = pixel / (std::size_t(width) * height);
        const float a = activation[e];
        float g = 0.0f;
        if (a > 0.0f) {
            const std::size_t o = ((b * oh + y / 2) * ow + x / 2) * channels + c;
            if (a == pooled[o]) {
                // Only the first window position holding the maximum gets the gradient.
                const float* base = activation + ((b * height + (y & ~1)) * width + (x & ~1)) * channels + c;
                const std::size_t rowStep = std::size_t(width) * channels;
                const float window[4] = {base[0], base[channels], base[rowStep], base[rowStep + channels]};
                const int mine = (y & 1) * 2 + (x & 1);
                bool first = true;
                for (int i = 0; i < mine; ++i)
                    first = first && window[i] != a;
                if (first)
                    g = dPooled[o];
            }
        }
        dActivation[e] = g;
    }
}

} // namespace

void launchIm2col3x3(const float* in, float* cols, int batch, int height, int width, int channels, gpuStream_t stream)
{
    im2col3x3Kernel<<<gridFor(std::size_t(batch) * height * width * 9 * channels), kThreads, 0, stream>>>(
        in, cols, batch, height, width, channels);
    RTB_GPU_CHECK_LAUNCH();
}

void launchCol2im3x3(const float* cols, float* in, int batch, int height, int width, int channels, gpuStream_t stream)
{
    col2im3x3Kernel<<<gridFor(std::size_t(batch) * height * width * channels), kThreads, 0, stream>>>(
        cols, in, batch, height, width, channels);
    RTB_GPU_CHECK_LAUNCH();
}

void launchMaxPool2x2(const float* in, float* out, int batch, int height, int width, int channels, gpuStream_t stream)
{
    maxPool2x2Kernel<<<gridFor(std::size_t(batch) * (height / 2) * (width / 2) * channels), kThreads, 0, stream>>>(
        in, out, batch, height, width, channels);
    RTB_GPU_CHECK_LAUNCH();
}

void launchMaxPoolReluBackward(const float* activation, const float* pooled, const float* dPooled, float* dActivation,
                               int batch, int height, int width, int channels, gpuStream_t stream)
{
    maxPoolReluBackwardKernel<<<gridFor(std::size_t(batch) * height * width * channels), kThreads, 0, stream>>>(
        activation, pooled, dPooled, dActivation, batch, height, width, channels);
    RTB_GPU_CHECK_LAUNCH();
}

} // namespace rtb
