// SPDX-License-Identifier: GPL-3.0-or-later
// The MNIST CNN of the cnn test (conv 3x3 1->32, ReLU, 2x2 max-pool, conv 3x3
// 32->64, ReLU, 2x2 max-pool, fc 3136->128, ReLU, fc 128->10) and a CPU
// forward pass of its initial parameters: the reference of the first step.
// Layouts are shared with the GPU: images NHWC, weights [fan_in][outputs]
// with fan_in ordered (ky, kx, input channel) for the convolutions and
// (y, x, channel) for the first fully connected layer.
#pragma once

#include <array>
#include <cmath>
#include <cstdint>

namespace rtb {

inline constexpr int kCnnSide = 28;
inline constexpr int kCnnPixels = kCnnSide * kCnnSide; // one input channel
inline constexpr int kCnnConv1 = 32;
inline constexpr int kCnnConv2 = 64;
inline constexpr int kCnnFlat = 7 * 7 * kCnnConv2; // 3136
inline constexpr int kCnnHidden = 128;
inline constexpr int kCnnClasses = 10;
inline constexpr int kCnnLayers = 4;
// fan_in and outputs of the four weight matrices.
inline constexpr int kCnnFanIn[kCnnLayers] = {9, 9 * kCnnConv1, kCnnFlat, kCnnHidden};
inline constexpr int kCnnOutputs[kCnnLayers] = {kCnnConv1, kCnnConv2, kCnnHidden, kCnnClasses};
inline constexpr std::uint32_t kCnnWeightStream = 600; // + layer

// Initial weight i of `layer`: scale * uniformSigned(seed, kCnnWeightStream + layer, i); biases start at 0.
inline float cnnWeightScale(int layer)
{
    return 1.0f / std::sqrt(float(kCnnFanIn[layer]));
}

// Logits of sample `sample` (inputs trainInput(seed, sample, ., 784)) under the initial parameters, in double.
std::array<double, kCnnClasses> cnnReferenceLogits(std::uint64_t seed, std::uint64_t sample);

} // namespace rtb
