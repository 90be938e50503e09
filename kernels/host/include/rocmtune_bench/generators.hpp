// SPDX-License-Identifier: GPL-3.0-or-later
// Deterministic data generators shared by the GPU kernels and the CPU
// references: the same function produces an element on both sides, so the
// host can recompute any element the GPU generated from the seed alone.
#pragma once

#include "rocmtune_bench/hd.hpp"

#include <cmath>
#include <cstdint>

namespace rtb {

RTB_HD inline std::uint64_t splitmix64(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// 32 well-mixed bits for (seed, stream, index).
RTB_HD inline std::uint32_t hash32(std::uint64_t seed, std::uint32_t stream, std::uint64_t index)
{
    return static_cast<std::uint32_t>(splitmix64(splitmix64(seed ^ (std::uint64_t(stream) << 56)) + index) >> 32);
}

// A float in [-1, 1) with 24 random bits: exactly representable, no rounding.
RTB_HD inline float uniformSigned(std::uint64_t seed, std::uint32_t stream, std::uint64_t index)
{
    return static_cast<float>(static_cast<std::int32_t>(hash32(seed, stream, index) >> 8) - (1 << 23)) * (1.0f / float(1 << 23));
}

RTB_HD inline int popcount32(std::uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return static_cast<int>((x * 0x01010101u) >> 24);
}

// ---- memory pattern test -------------------------------------------------

enum class Pattern : std::uint32_t {
    WalkingOnes,
    WalkingZeros,
    Random,
    AddressInAddress,
    MovingInversions, // random base pattern, verified and inverted in place
};
inline constexpr int kPatternCount = 5;

// The 32-bit word expected at `wordIndex` in `pass` of a pattern. For moving
// inversions, pass 2r+1 holds the complement of pass 2r (a new random base
// pattern for every r).
RTB_HD inline std::uint32_t patternWord(Pattern pattern, std::uint64_t wordIndex, std::uint64_t seed, std::uint32_t pass)
{
    switch (pattern) {
    case Pattern::WalkingOnes:
        return 1u << ((wordIndex + pass) & 31u);
    case Pattern::WalkingZeros:
        return ~(1u << ((wordIndex + pass) & 31u));
    case Pattern::Random:
        return hash32(seed, 1u + pass, wordIndex);
    case Pattern::AddressInAddress:
        // The word's own byte offset (low 32 bits), complemented on odd passes.
        return static_cast<std::uint32_t>(wordIndex * 4u) ^ ((pass & 1u) ? 0xFFFFFFFFu : 0u);
    case Pattern::MovingInversions:
        return hash32(seed, 100u + (pass >> 1), wordIndex) ^ ((pass & 1u) ? 0xFFFFFFFFu : 0u);
    }
    return 0;
}

// ---- FP32 FMA chains -----------------------------------------------------

inline constexpr int kFmaChainsPerThread = 8;
inline constexpr unsigned kFmaParamSets = 64; // thread t uses set t % 64

struct FmaChainParams {
    float a;        // in [1, 1.0625)
    float aInverse; // 1/a rounded: the pair of FMAs neither grows nor damps x
    float b;
    float c;
};

// One step is two dependent FMAs. Because a * aInverse ~ 1, a flipped bit in
// x persists to the end of the chain instead of being damped away.
RTB_HD inline float fmaChainStep(float x, const FmaChainParams& p)
{
    x = fmaf(x, p.a, p.b);
    return fmaf(x, p.aInverse, p.c);
}

// Starting value of chain `chain` in parameter set `set`, in [1, 2).
RTB_HD inline float fmaChainStart(std::uint64_t seed, std::uint32_t set, std::uint32_t chain)
{
    return 1.5f + 0.5f * uniformSigned(seed, 200u, set * kFmaChainsPerThread + chain);
}

// ---- MLP training data -----------------------------------------------------

// Class of sample `sample` (10 classes).
RTB_HD inline std::uint32_t trainLabel(std::uint64_t seed, std::uint64_t sample)
{
    return hash32(seed, 300u, sample) % 10u;
}

// Feature `feature` of a sample: its class prototype plus noise, so the task
// is learnable and the loss must fall.
RTB_HD inline float trainInput(std::uint64_t seed, std::uint64_t sample, std::uint32_t feature, std::uint32_t inputs)
{
    const std::uint32_t label = trainLabel(seed, sample);
    const float prototype = uniformSigned(seed, 301u, std::uint64_t(label) * inputs + feature);
    const float noise = uniformSigned(seed, 302u, sample * inputs + feature);
    return prototype + 0.5f * noise;
}

} // namespace rtb
