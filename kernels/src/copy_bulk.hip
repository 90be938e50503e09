// SPDX-License-Identifier: GPL-3.0-or-later
// The bulk copy variant: NVIDIA's Hopper copy engine (cp.async.bulk), sm_90+.
#include "common_kernels.hpp"
#include "copy_kernels.hpp"
#include "gpu_util.hpp"

namespace rtb {

namespace {

#if defined(ROCMTUNE_BACKEND_CUDA)
// Bulk copy through the Hopper copy engine (cp.async.bulk): one thread a
// block moves 8 KiB chunks global -> shared -> global, kBulkStages chunks in
// flight, completion tracked by mbarriers. Each block copies one contiguous
// share of the chunks. Waits are bounded: a stuck barrier counts a timeout
// instead of hanging the GPU.
constexpr unsigned kBulkChunkBytes = 8192;
constexpr int kBulkStages = 4;

__device__ unsigned sharedAddress(const void* pointer)
{
    return static_cast<unsigned>(__cvta_generic_to_shared(pointer));
}

__global__ void __launch_bounds__(32) copyBulkKernel(const char* __restrict__ src, char* __restrict__ dst,
                                                     std::size_t chunks, unsigned* timeouts)
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    __shared__ __align__(128) char stage[kBulkStages][kBulkChunkBytes];
    __shared__ __align__(8) unsigned long long barrier[kBulkStages];
    if (threadIdx.x != 0)
        return;
    const std::size_t perBlock = (chunks + gridDim.x - 1) / gridDim.x;
    const std::size_t first = std::size_t(blockIdx.x) * perBlock;
    const std::size_t last = first + perBlock < chunks ? first + perBlock : chunks;
    if (first >= last)
        return;
    const std::size_t mine = last - first;
    for (int s = 0; s < kBulkStages; ++s)
        asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sharedAddress(&barrier[s])) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");

    const auto load = [&](std::size_t i) {
        const unsigned bar = sharedAddress(&barrier[i % kBulkStages]);
        asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(bar), "r"(kBulkChunkBytes) : "memory");
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(
                         sharedAddress(stage[i % kBulkStages])),
                     "l"(src + (first + i) * kBulkChunkBytes), "r"(kBulkChunkBytes), "r"(bar)
                     : "memory");
    };
    for (std::size_t i = 0; i + 1 < kBulkStages && i < mine; ++i)
        load(i);
    for (std::size_t i = 0; i < mine; ++i) {
        const unsigned bar = sharedAddress(&barrier[i % kBulkStages]);
        const unsigned parity = static_cast<unsigned>((i / kBulkStages) & 1);
        unsigned ready = 0;
        for (long long tries = 0; !ready; ++tries) {
            asm volatile("{\n .reg .pred p;\n mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n"
                         " selp.u32 %0, 1, 0, p;\n}"
                         : "=r"(ready)
                         : "r"(bar), "r"(parity)
                         : "memory");
            if (!ready && tries > (1ll << 22)) {
                atomicAdd(timeouts, 1u);
                asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
                return;
            }
        }
        asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" ::"l"(dst + (first + i) * kBulkChunkBytes),
                     "r"(sharedAddress(stage[i % kBulkStages])), "r"(kBulkChunkBytes)
                     : "memory");
        asm volatile("cp.async.bulk.commit_group;" ::: "memory");
        if (i + kBulkStages - 1 < mine) {
            // The stage of chunk i-1 is reused: its store must have read it.
            asm volatile("cp.async.bulk.wait_group.read 1;" ::: "memory");
            load(i + kBulkStages - 1);
        }
    }
    asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
#else
    (void)src, (void)dst, (void)chunks, (void)timeouts;
#endif
}
#endif

} // namespace

// Lives until exit: one counter of bulk-copy barrier timeouts.
unsigned* bulkTimeoutCounter()
{
    static unsigned* counter = [] {
        void* pointer = nullptr;
        RTB_GPU_CHECK(gpuMalloc(&pointer, sizeof(unsigned)));
        RTB_GPU_CHECK(gpuMemset(pointer, 0, sizeof(unsigned)));
        return static_cast<unsigned*>(pointer);
    }();
    return counter;
}

unsigned copyTimeouts()
{
    unsigned value = 0;
    RTB_GPU_CHECK(gpuMemcpy(&value, bulkTimeoutCounter(), sizeof value, gpuMemcpyDeviceToHost));
    return value;
}

void launchBulkCopy(const void* src, void* dst, std::size_t bytes, int computeUnits, gpuStream_t stream)
{
#if defined(ROCMTUNE_BACKEND_CUDA)
    unsigned* timeouts = bulkTimeoutCounter();
    static const int grid = residentGrid(copyBulkKernel, 32, computeUnits);
    const std::size_t chunks = bytes / kBulkChunkBytes;
    copyBulkKernel<<<grid, 32, 0, stream>>>(static_cast<const char*>(src), static_cast<char*>(dst), chunks, timeouts);
    RTB_GPU_CHECK_LAUNCH();
    // The tail shorter than one chunk.
    const std::size_t done = chunks * kBulkChunkBytes;
    if (done < bytes)
        launchCopy(static_cast<const char*>(src) + done, static_cast<char*>(dst) + done, bytes - done, computeUnits,
                   stream, CopyVariant::GridStride4);
#else
    (void)src, (void)dst, (void)bytes, (void)computeUnits, (void)stream;
    throw GpuError("the bulk-copy kernel exists only for NVIDIA sm_90+", 0);
#endif
}

} // namespace rtb
