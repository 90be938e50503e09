// SPDX-License-Identifier: GPL-3.0-or-later
// The runtime calls only the link and p2p tests use (pinned host memory, peer
// access), under gpu* names like gpu_compat.hpp, and an owner of pinned
// host memory.
#pragma once

#include "gpu_util.hpp"

#include <cstddef>

#if defined(ROCMTUNE_BACKEND_CUDA)
inline constexpr gpuError_t gpuErrorPeerAccessAlreadyEnabled = cudaErrorPeerAccessAlreadyEnabled;
inline gpuError_t gpuHostAllocPinned(void** pointer, std::size_t bytes) { return cudaHostAlloc(pointer, bytes, cudaHostAllocDefault); }
#define gpuFreeHost cudaFreeHost
#define gpuDeviceCanAccessPeer cudaDeviceCanAccessPeer
#define gpuDeviceEnablePeerAccess cudaDeviceEnablePeerAccess
#define gpuMemcpyPeerAsync cudaMemcpyPeerAsync
#else
inline constexpr gpuError_t gpuErrorPeerAccessAlreadyEnabled = hipErrorPeerAccessAlreadyEnabled;
inline gpuError_t gpuHostAllocPinned(void** pointer, std::size_t bytes) { return hipHostMalloc(pointer, bytes, hipHostMallocDefault); }
#define gpuFreeHost hipHostFree
#define gpuDeviceCanAccessPeer hipDeviceCanAccessPeer
#define gpuDeviceEnablePeerAccess hipDeviceEnablePeerAccess
#define gpuMemcpyPeerAsync hipMemcpyPeerAsync
#endif

namespace rtb {

// Page-locked host memory: what DMA copies at the link's full rate.
template <typename T>
class PinnedBuffer {
public:
    explicit PinnedBuffer(std::size_t count)
    {
        void* pointer = nullptr;
        RTB_GPU_CHECK(gpuHostAllocPinned(&pointer, count * sizeof(T)));
        data_ = static_cast<T*>(pointer);
        count_ = count;
    }
    ~PinnedBuffer()
    {
        if (data_)
            (void)gpuFreeHost(data_);
    }
    PinnedBuffer(const PinnedBuffer&) = delete;
    PinnedBuffer& operator=(const PinnedBuffer&) = delete;
    T* get() const { return data_; }
    std::size_t size() const { return count_; }

private:
    T* data_ = nullptr;
    std::size_t count_ = 0;
};

} // namespace rtb
