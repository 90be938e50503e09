// SPDX-License-Identifier: GPL-3.0-or-later
// Copy kernels (GPU sources only): the memory test times each against the
// runtime's memcpy; the power test uses the default one.
#pragma once

#include "gpu_compat.hpp"

#include <cstddef>

namespace rtb {

// Copy kernels; the memory test measures all and reports the fastest.
// Bulk exists only for NVIDIA sm_90 and newer (copyVariantAvailable).
enum class CopyVariant {
    GridStride4,
    Tiled4,
    Tiled8,
    Tiled16,
    Chunked4,
    Chunked8,
    Tiled8Streaming,
    Bulk,
    Pipelined8,     // tiled x8, the next tile's loads issued before this tile's stores
    Tiled8Wide,     // tiled x8 with 1024-thread blocks (32 KiB contiguous a step)
    SpanPipelined8, // one contiguous span a block (grid = SMs), pipelined
    Tiled8NoAllocate, // tiled x8, loads that do not allocate in L1 (read-only path)
    Wide8Prefetch256, // tiled x8, 1024 threads, loads with a 256-byte L2 prefetch hint (NVIDIA)
    Tiled16x512,      // tiled x16 with 512-thread blocks (128 KiB contiguous a step)
    Wide8OnePerUnit,  // tiled x8, 1024 threads, one block a CU/SM
    Wide8HalfUnits,   // tiled x8, 1024 threads, blocks on half the CUs/SMs only
};
inline constexpr CopyVariant kCopyVariants[] = {
    CopyVariant::GridStride4,     CopyVariant::Tiled4,     CopyVariant::Tiled8,     CopyVariant::Tiled16,
    CopyVariant::Chunked4,        CopyVariant::Chunked8,   CopyVariant::Tiled8Streaming, CopyVariant::Bulk,
    CopyVariant::Pipelined8,      CopyVariant::Tiled8Wide, CopyVariant::SpanPipelined8, CopyVariant::Tiled8NoAllocate,
    CopyVariant::Wide8Prefetch256, CopyVariant::Tiled16x512,     CopyVariant::Wide8OnePerUnit, CopyVariant::Wide8HalfUnits};
bool copyVariantAvailable(CopyVariant variant, const char* arch);
// Barrier waits of the bulk copy that gave up (a bug or a broken GPU).
unsigned copyTimeouts();
const char* copyVariantName(CopyVariant variant);

// The Bulk variant (copy_bulk.hip): NVIDIA sm_90+ only, throws elsewhere.
void launchBulkCopy(const void* src, void* dst, std::size_t bytes, int computeUnits, gpuStream_t stream);

// dst = src, 16 bytes per access; `bytes` a multiple of 16.
void launchCopy(const void* src, void* dst, std::size_t bytes, int computeUnits, gpuStream_t stream,
                CopyVariant variant = CopyVariant::Tiled8);

} // namespace rtb
