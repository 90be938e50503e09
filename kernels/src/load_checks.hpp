// SPDX-License-Identifier: GPL-3.0-or-later
// Checks shared by the load-shape tests (adaptive, pulse): a repeated result
// compared bit for bit with its reference, NaN/Inf counted apart from other
// differences, and a moving-inversions pattern pass over a VRAM buffer that
// verifies itself. Each reports new faults through the test's FaultLog.
#pragma once

#include "bench.hpp"
#include "gpu_util.hpp"
#include "rocmtune_bench/checks.hpp"

#include <cstddef>
#include <cstdint>
#include <string>

namespace rtb {

// What one or more comparisons found (zeroed before them, layout shared with the GPU).
struct RepeatCheck {
    unsigned long long differing;            // finite values whose bits differ from the reference
    unsigned long long nonFinite;            // NaN or infinite values
    unsigned long long firstIndexComplement; // ~index of the first bad value; 0 = none
};

// Compares values[i] with reference[i % period] bit for bit, adding to *record.
void launchRepeatCheck(const float* reference, std::size_t period, const float* values, std::size_t count,
                       RepeatCheck* record, gpuStream_t stream);

// Writes one float into device memory (fault injection); waits for the device first.
void writeDeviceFloat(float* where, float value);

// Reads *record and reports what it holds beyond `reported` (what earlier
// reads of the same record reported; updated) as faults: NaN/Inf as kind
// "nan", other differing values as `mismatchKind`. It may be read while
// comparisons still run (each bad value is counted by one atomic add, so a
// later read reports the rest). `what` names the work ("SGEMM repetitions
// 41-80"). Returns the faults reported.
std::uint64_t reportRepeatCheck(const RepeatCheck* record, RepeatCheck& reported, TestProgress& progress,
                                const char* mismatchKind, const std::string& what, const std::string& whereJson);

// Moving-inversions passes over a VRAM buffer: write, verify and write the
// complement, verify. Bit errors land in a device error log read by check().
class PatternPasses {
public:
    PatternPasses(std::size_t bytes, std::uint64_t seed, int computeUnits);
    // One pass on `stream`. With `plantFault` one bit is flipped before the
    // last verify (the device is synchronised for that).
    void enqueue(gpuStream_t stream, bool plantFault);
    // After the passes finished: new bit errors become a memory_bit_error fault.
    void check(TestProgress& progress);
    std::uint32_t passes() const { return passes_; }
    std::size_t bytes() const { return words_.bytes(); }
    unsigned long long bitErrors() const { return reported_; }

private:
    DeviceBuffer<std::uint32_t> words_;
    DeviceBuffer<ErrorLog> log_;
    std::uint64_t seed_;
    int units_;
    std::uint32_t passes_ = 0;
    unsigned long long reported_ = 0;
};

} // namespace rtb
