// SPDX-License-Identifier: GPL-3.0-or-later
// Convolution helpers of the CNN training test (GPU sources only). Images
// are NHWC; a 3x3 convolution with padding 1 is an im2col followed by a GEMM
// (train_kernels.hpp), its input gradient a GEMM followed by col2im. All
// sums run in a fixed order: a training run is bit-for-bit reproducible.
#pragma once

#include "gpu_compat.hpp"

namespace rtb {

// cols[(b*h + y)*w + x][(ky*3 + kx)*c + ci] = in[b][y+ky-1][x+kx-1][ci] (0 outside).
void launchIm2col3x3(const float* in, float* cols, int batch, int height, int width, int channels, gpuStream_t stream);

// in[b][y][x][ci] = sum over (ky, kx) of cols[(b, y-ky+1, x-kx+1)][(ky*3 + kx)*c + ci].
void launchCol2im3x3(const float* cols, float* in, int batch, int height, int width, int channels, gpuStream_t stream);

// out[b][y][x][c] = max of the 2x2 window of in (height and width even).
void launchMaxPool2x2(const float* in, float* out, int batch, int height, int width, int channels, gpuStream_t stream);

// Gradient through ReLU + 2x2 max-pool: dIn gets dOut at the first position
// (window order) that holds the maximum, where the activation is > 0; else 0.
void launchMaxPoolReluBackward(const float* activation, const float* pooled, const float* dPooled, float* dActivation,
                               int batch, int height, int width, int channels, gpuStream_t stream);

} // namespace rtb
