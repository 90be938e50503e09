// SPDX-License-Identifier: GPL-3.0-or-later
// CPU references and result checks used by the runner (no GPU runtime here).
#pragma once

#include "rocmtune_bench/generators.hpp"

#include <cstdint>
#include <string_view>
#include <vector>

namespace rtb {

// ---- compute ---------------------------------------------------------------

std::vector<FmaChainParams> fmaChainParamSets(std::uint64_t seed);

// Final value of every chain after `steps` steps: index set * chains + chain.
// Splits the sets over `threads` CPU threads.
std::vector<float> fmaChainReference(std::uint64_t seed, std::uint32_t steps, unsigned threads = 1);

// ---- compute, FP16 packed ------------------------------------------------------

// IEEE binary16 on the CPU, as bit patterns. halfFromDouble rounds to nearest,
// ties to even (overflow to infinity, subnormals kept).
double doubleFromHalf(std::uint16_t half);
std::uint16_t halfFromDouble(double value);
// a * b + c rounded once, as the GPU's packed FP16 FMA does. Computed in
// double, exact while the terms span fewer than 53 bits (true for the
// bounded operands of the chains below).
std::uint16_t halfFma(std::uint16_t a, std::uint16_t b, std::uint16_t c);

// Packed FP16 chains: each thread holds kFmaChainsPerThread half2 values, two
// lanes each; lane l of set s uses params[s].lane[l].
struct HalfLaneParams {
    std::uint16_t a, aInverse, b, c;
};
struct HalfChainParams {
    HalfLaneParams lane[2];
};
std::vector<HalfChainParams> halfChainParamSets(std::uint64_t seed);
// Start value (bits) of lane `lane` of chain `chain` in set `set`, in [1, 2).
std::uint16_t halfChainStart(std::uint64_t seed, std::uint32_t set, std::uint32_t chain, std::uint32_t lane);
// Final bits after `steps` steps (two FMAs each), index (set * chains + chain) * 2 + lane.
std::vector<std::uint16_t> halfChainReference(std::uint64_t seed, std::uint32_t steps, unsigned threads = 1);

// FP32 lanes (FMA per clock) of one CU/SM for an architecture name such as
// "sm_90" (backend cuda) or "gfx90a" (backend hip).
int fp32LanesPerComputeUnit(std::string_view backend, std::string_view arch);

// Peak FP32 rate in TFLOP/s: units x clock x lanes x 2 (an FMA is two FLOPs).
double fp32PeakTflops(int computeUnits, double clockMHz, int lanesPerUnit);

// ---- error counting ----------------------------------------------------------

inline constexpr unsigned kRecordedErrors = 16;

// Filled by the verify kernels with atomics and by recordMismatch() on the
// CPU; the layout is shared with the GPU.
struct ErrorLog {
    unsigned long long mismatchedWords;
    unsigned long long bitErrors;
    unsigned int recorded; // may exceed kRecordedErrors: only the first are kept
    unsigned int reserved;
    unsigned long long address[kRecordedErrors]; // byte offsets in the buffer
    unsigned int expected[kRecordedErrors];
    unsigned int actual[kRecordedErrors];
};

void clearErrorLog(ErrorLog& log);
void recordMismatch(ErrorLog& log, unsigned long long byteAddress, std::uint32_t expected, std::uint32_t actual);

// Checks `words` against a pattern on the CPU (reference of the GPU verify).
ErrorLog verifyPatternOnHost(const std::uint32_t* words, std::uint64_t count, Pattern pattern, std::uint64_t seed, std::uint32_t pass);

// ---- gemm ------------------------------------------------------------------

// Element (row, col) of A[MxK] * B[KxN] where A and B come from
// uniformSigned(seed, 10, .) and uniformSigned(seed, 11, .), row-major.
struct ReferenceElement {
    double value;
    double absoluteSum; // sum of |a * b|: scales the rounding tolerance
};
ReferenceElement sgemmReferenceElement(std::uint64_t seed, std::uint32_t row, std::uint32_t col, std::uint32_t n, std::uint32_t k);

// FP32 accumulation over k terms: error bounded by ~k * eps * sum|a*b|;
// a random-order sum stays far inside that.
bool withinSgemmTolerance(float gpu, const ReferenceElement& ref, std::uint32_t k);

// ---- train ---------------------------------------------------------------------

// Softmax cross-entropy of one row of logits; writes dLoss/dLogits (p - onehot)
// to `gradient` when it is not null. Computed in double.
double softmaxCrossEntropy(const float* logits, int classes, int label, double* gradient = nullptr);

// ---- statistics -------------------------------------------------------------

double median(std::vector<double> values);

} // namespace rtb
