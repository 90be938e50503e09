// SPDX-License-Identifier: GPL-3.0-or-later
// Fault lines of the link and p2p tests: the words a copy delivered wrong,
// found by the GPU (a copy into VRAM) or the CPU (a copy into host memory).
#pragma once

#include "bench.hpp"
#include "rocmtune_bench/checks.hpp"

#include <string>

namespace rtb {

// What one check's log held when it was last reported.
struct ReportedErrors {
    unsigned long long bitErrors = 0;
    unsigned recorded = 0;
};

// Writes one "transfer_mismatch" fault for the bit errors `log` gained since
// `reported` (none: nothing written), with the first new byte offset, both
// words and, for one flipped bit, its number. `copy` names the copy
// ("host to device", "GPU 0 to GPU 1"); `pattern` the words it carried.
void reportTransferErrors(const ErrorLog& log, const std::string& copy, const char* pattern, TestProgress& progress,
                          ReportedErrors& reported);

const char* transferPatternName(Pattern pattern);

} // namespace rtb
