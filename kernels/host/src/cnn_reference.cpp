// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/cnn_reference.hpp"

#include "rocmtune_bench/generators.hpp"

#include <algorithm>
#include <vector>

namespace rtb {

namespace {

double weight(std::uint64_t seed, int layer, std::size_t index)
{
    return double(cnnWeightScale(layer) * uniformSigned(seed, kCnnWeightStream + layer, index));
}

// 3x3 convolution, padding 1, + ReLU, NHWC with one image; then 2x2 max-pool.
std::vector<double> convReluPool(const std::vector<double>& in, int side, int inChannels, int outChannels,
                                 std::uint64_t seed, int layer)
{
    std::vector<double> w(std::size_t(9) * inChannels * outChannels);
    for (std::size_t i = 0; i < w.size(); ++i)
        w[i] = weight(seed, layer, i);
    std::vector<double> out(std::size_t(side) * side * outChannels);
    for (int y = 0; y < side; ++y)
        for (int x = 0; x < side; ++x)
            for (int co = 0; co < outChannels; ++co) {
                double sum = 0.0; // bias 0
                for (int tap = 0; tap < 9; ++tap) {
                    const int sy = y + tap / 3 - 1, sx = x + tap % 3 - 1;
                    if (sy < 0 || sy >= side || sx < 0 || sx >= side)
                        continue;
                    for (int ci = 0; ci < inChannels; ++ci)
                        sum += in[(std::size_t(sy) * side + sx) * inChannels + ci]
                            * w[(std::size_t(tap) * inChannels + ci) * outChannels + co];
                }
                out[(std::size_t(y) * side + x) * outChannels + co] = std::max(sum, 0.0);
            }
    const int half = side / 2;
    std::vector<double> pooled(std::size_t(half) * half * outChannels);
    for (int y = 0; y < half; ++y)
        for (int x = 0; x < half; ++x)
            for (int c = 0; c < outChannels; ++c) {
                const auto at = [&](int yy, int xx) { return out[(std::size_t(yy) * side + xx) * outChannels + c]; };
                pooled[(std::size_t(y) * half + x) * outChannels + c]
                    = std::max({at(2 * y, 2 * x), at(2 * y, 2 * x + 1), at(2 * y + 1, 2 * x), at(2 * y + 1, 2 * x + 1)});
            }
    return pooled;
}

std::vector<double> dense(const std::vector<double>& in, int outputs, std::uint64_t seed, int layer, bool relu)
{
    std::vector<double> out(outputs, 0.0);
    for (int j = 0; j < outputs; ++j) {
        double sum = 0.0;
        for (std::size_t i = 0; i < in.size(); ++i)
            sum += in[i] * weight(seed, layer, i * outputs + j);
        out[j] = relu ? std::max(sum, 0.0) : sum;
    }
    return out;
}

} // namespace

std::array<double, kCnnClasses> cnnReferenceLogits(std::uint64_t seed, std::uint64_t sample)
{
    std::vector<double> image(kCnnPixels);
    for (int f = 0; f < kCnnPixels; ++f)
        image[f] = trainInput(seed, sample, static_cast<std::uint32_t>(f), kCnnPixels);
    const auto p1 = convReluPool(image, kCnnSide, 1, kCnnConv1, seed, 0);
    const auto p2 = convReluPool(p1, kCnnSide / 2, kCnnConv1, kCnnConv2, seed, 1);
    const auto hidden = dense(p2, kCnnHidden, seed, 2, true);
    const auto logits = dense(hidden, kCnnClasses, seed, 3, false);
    std::array<double, kCnnClasses> result{};
    std::copy(logits.begin(), logits.end(), result.begin());
    return result;
}

} // namespace rtb
