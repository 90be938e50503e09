// SPDX-License-Identifier: GPL-3.0-or-later
#include "rocmtune_bench/checks.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <thread>

namespace rtb {

std::vector<FmaChainParams> fmaChainParamSets(std::uint64_t seed)
{
    std::vector<FmaChainParams> sets(kFmaParamSets);
    for (std::uint32_t s = 0; s < kFmaParamSets; ++s) {
        FmaChainParams& p = sets[s];
        // Random mantissa bits in a and b exercise the whole multiplier.
        p.a = 1.0f + 0.03125f * (1.0f + uniformSigned(seed, 201u, s));
        p.aInverse = 1.0f / p.a;
        p.b = 0.0625f * uniformSigned(seed, 202u, s);
        p.c = -p.b * p.aInverse; // cancels b's drift, up to rounding
    }
    return sets;
}

std::vector<float> fmaChainReference(std::uint64_t seed, std::uint32_t steps, unsigned threads)
{
    const auto sets = fmaChainParamSets(seed);
    std::vector<float> result(kFmaParamSets * kFmaChainsPerThread);
    const auto work = [&](unsigned first, unsigned stride) {
        for (std::uint32_t s = first; s < kFmaParamSets; s += stride) {
            for (std::uint32_t c = 0; c < kFmaChainsPerThread; ++c) {
                float x = fmaChainStart(seed, s, c);
                for (std::uint32_t i = 0; i < steps; ++i)
                    x = fmaChainStep(x, sets[s]);
                result[s * kFmaChainsPerThread + c] = x;
            }
        }
    };
    threads = std::clamp(threads, 1u, kFmaParamSets);
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(work, t, threads);
    work(0, threads);
    for (auto& t : pool)
        t.join();
    return result;
}

double doubleFromHalf(std::uint16_t half)
{
    const double sign = (half & 0x8000u) ? -1.0 : 1.0;
    const int exponent = (half >> 10) & 0x1f;
    const int mantissa = half & 0x3ff;
    if (exponent == 0)
        return sign * std::ldexp(double(mantissa), -24);
    if (exponent == 31)
        return mantissa ? std::numeric_limits<double>::quiet_NaN() : sign * std::numeric_limits<double>::infinity();
    return sign * std::ldexp(double(1024 + mantissa), exponent - 25);
}

std::uint16_t halfFromDouble(double value)
{
    if (std::isnan(value))
        return 0x7e00;
    const std::uint16_t sign = std::signbit(value) ? 0x8000u : 0u;
    const double magnitude = std::fabs(value);
    if (magnitude >= 65520.0) // halfway above 65504 and beyond: infinity
        return sign | 0x7c00u;
    if (magnitude < std::ldexp(1.0, -14)) {
        // Subnormal: units of 2^-24; 1024 units becomes the smallest normal.
        const auto units = static_cast<std::uint16_t>(std::nearbyint(std::ldexp(magnitude, 24)));
        return sign | units;
    }
    int exponent = 0;
    std::frexp(magnitude, &exponent); // magnitude = m * 2^exponent, m in [0.5, 1)
    --exponent;                        // magnitude in [2^exponent, 2^(exponent+1))
    auto units = static_cast<std::uint32_t>(std::nearbyint(std::ldexp(magnitude, 10 - exponent)));
    if (units == 2048) {
        units = 1024;
        ++exponent;
    }
    if (exponent > 15)
        return sign | 0x7c00u;
    return static_cast<std::uint16_t>(sign | ((exponent + 15) << 10) | (units - 1024));
}

std::uint16_t halfFma(std::uint16_t a, std::uint16_t b, std::uint16_t c)
{
    return halfFromDouble(doubleFromHalf(a) * doubleFromHalf(b) + doubleFromHalf(c));
}

std::vector<HalfChainParams> halfChainParamSets(std::uint64_t seed)
{
    std::vector<HalfChainParams> sets(kFmaParamSets);
    for (std::uint32_t s = 0; s < kFmaParamSets; ++s) {
        for (std::uint32_t l = 0; l < 2; ++l) {
            HalfLaneParams& p = sets[s].lane[l];
            const std::uint32_t index = s * 2 + l;
            p.a = halfFromDouble(1.0 + 0.03125 * (1.0 + uniformSigned(seed, 211u, index)));
            p.aInverse = halfFromDouble(1.0 / doubleFromHalf(p.a));
            // Keep a * aInverse <= 1: the chain must not grow over thousands of steps.
            if (doubleFromHalf(p.a) * doubleFromHalf(p.aInverse) > 1.0)
                --p.aInverse;
            p.b = halfFromDouble(0.0625 * uniformSigned(seed, 212u, index));
            p.c = halfFromDouble(-doubleFromHalf(p.b) * doubleFromHalf(p.aInverse));
        }
    }
    return sets;
}

std::uint16_t halfChainStart(std::uint64_t seed, std::uint32_t set, std::uint32_t chain, std::uint32_t lane)
{
    return halfFromDouble(1.5 + 0.5 * uniformSigned(seed, 213u, (set * kFmaChainsPerThread + chain) * 2 + lane));
}

std::vector<std::uint16_t> halfChainReference(std::uint64_t seed, std::uint32_t steps, unsigned threads)
{
    const auto sets = halfChainParamSets(seed);
    std::vector<std::uint16_t> result(kFmaParamSets * kFmaChainsPerThread * 2);
    const auto work = [&](unsigned first, unsigned stride) {
        for (std::uint32_t s = first; s < kFmaParamSets; s += stride) {
            for (std::uint32_t c = 0; c < kFmaChainsPerThread; ++c) {
                for (std::uint32_t l = 0; l < 2; ++l) {
                    const HalfLaneParams& p = sets[s].lane[l];
                    std::uint16_t x = halfChainStart(seed, s, c, l);
                    for (std::uint32_t i = 0; i < steps; ++i)
                        x = halfFma(halfFma(x, p.a, p.b), p.aInverse, p.c);
                    result[(s * kFmaChainsPerThread + c) * 2 + l] = x;
                }
            }
        }
    };
    threads = std::clamp(threads, 1u, kFmaParamSets);
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(work, t, threads);
    work(0, threads);
    for (auto& t : pool)
        t.join();
    return result;
}

int fp32LanesPerComputeUnit(std::string_view backend, std::string_view arch)
{
    if (backend == "cuda") {
        // "sm_XY": FP32 cores per SM by compute capability.
        if (arch.size() < 5 || !arch.starts_with("sm_"))
            return 128;
        const std::string digits(arch.substr(3));
        const int cc = std::atoi(digits.c_str());
        const int major = cc / 10;
        const int minor = cc % 10;
        if (major == 6 && minor == 0)
            return 64; // P100
        if (major == 7)
            return 64; // Volta, Turing
        if (major == 8 && minor == 0)
            return 64; // A100
        return 128;    // Maxwell, GP10x, GA10x, Ada, Hopper, Blackwell
    }
    // AMD: 64 lanes per CU; CDNA2/3 execute packed FP32 (v_pk_fma_f32) and
    // RDNA3 dual-issues, doubling the rate for code that uses those paths.
    if (arch.starts_with("gfx90a") || arch.starts_with("gfx94") || arch.starts_with("gfx95")
        || arch.starts_with("gfx11") || arch.starts_with("gfx12"))
        return 128;
    return 64;
}

double fp32PeakTflops(int computeUnits, double clockMHz, int lanesPerUnit)
{
    return double(computeUnits) * clockMHz * 1e6 * double(lanesPerUnit) * 2.0 / 1e12;
}

void clearErrorLog(ErrorLog& log)
{
    std::memset(&log, 0, sizeof log);
}

void recordMismatch(ErrorLog& log, unsigned long long byteAddress, std::uint32_t expected, std::uint32_t actual)
{
    ++log.mismatchedWords;
    log.bitErrors += static_cast<unsigned>(popcount32(expected ^ actual));
    const unsigned slot = log.recorded++;
    if (slot < kRecordedErrors) {
        log.address[slot] = byteAddress;
        log.expected[slot] = expected;
        log.actual[slot] = actual;
    }
}

ErrorLog verifyPatternOnHost(const std::uint32_t* words, std::uint64_t count, Pattern pattern, std::uint64_t seed, std::uint32_t pass)
{
    ErrorLog log;
    clearErrorLog(log);
    for (std::uint64_t i = 0; i < count; ++i) {
        const std::uint32_t expected = patternWord(pattern, i, seed, pass);
        if (words[i] != expected)
            recordMismatch(log, i * 4u, expected, words[i]);
    }
    return log;
}

ReferenceElement sgemmReferenceElement(std::uint64_t seed, std::uint32_t row, std::uint32_t col, std::uint32_t n, std::uint32_t k)
{
    ReferenceElement ref{0.0, 0.0};
    for (std::uint32_t i = 0; i < k; ++i) {
        const double a = uniformSigned(seed, 10u, std::uint64_t(row) * k + i);
        const double b = uniformSigned(seed, 11u, std::uint64_t(i) * n + col);
        ref.value += a * b;
        ref.absoluteSum += std::fabs(a * b);
    }
    return ref;
}

bool withinSgemmTolerance(float gpu, const ReferenceElement& ref, std::uint32_t k)
{
    if (!std::isfinite(gpu))
        return false;
    const double eps = std::numeric_limits<float>::epsilon();
    // Worst-case bound of a k-term FP32 sum, plus room for the final rounding.
    const double tolerance = (double(k) * eps) * ref.absoluteSum + eps * std::fabs(ref.value) + 1e-30;
    return std::fabs(double(gpu) - ref.value) <= tolerance;
}

double softmaxCrossEntropy(const float* logits, int classes, int label, double* gradient)
{
    double maxLogit = logits[0];
    for (int i = 1; i < classes; ++i)
        maxLogit = std::max(maxLogit, double(logits[i]));
    double sum = 0.0;
    for (int i = 0; i < classes; ++i)
        sum += std::exp(double(logits[i]) - maxLogit);
    const double logSum = std::log(sum) + maxLogit;
    if (gradient) {
        for (int i = 0; i < classes; ++i)
            gradient[i] = std::exp(double(logits[i]) - logSum) - (i == label ? 1.0 : 0.0);
    }
    return logSum - double(logits[label]);
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    const auto middle = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    if (values.size() % 2 == 1)
        return *middle;
    const double upper = *middle;
    const double lower = *std::max_element(values.begin(), middle);
    return 0.5 * (lower + upper);
}

} // namespace rtb
