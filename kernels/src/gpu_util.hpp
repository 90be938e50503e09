// SPDX-License-Identifier: GPL-3.0-or-later
// Error checking and small RAII owners for GPU resources (GPU sources only).
#pragma once

#include "gpu_compat.hpp"

#include <cstddef>
#include <stdexcept>
#include <string>

namespace rtb {

// A failed runtime call; the runner reports it and exits with code 4.
class GpuError : public std::runtime_error {
public:
    GpuError(const std::string& what, int code)
        : std::runtime_error(what)
        , code_(code)
    {
    }
    int code() const { return code_; }

private:
    int code_;
};

inline void gpuCheck(gpuError_t status, const char* expression, const char* file, int line)
{
    if (status != gpuSuccess) {
        throw GpuError(std::string(gpuGetErrorString(status)) + " in " + expression + " (" + file + ":"
                           + std::to_string(line) + ")",
                       static_cast<int>(status));
    }
}

#define RTB_GPU_CHECK(expression) ::rtb::gpuCheck((expression), #expression, __FILE__, __LINE__)
// After a kernel launch: catches bad launch configurations at once.
#define RTB_GPU_CHECK_LAUNCH() ::rtb::gpuCheck(gpuGetLastError(), "kernel launch", __FILE__, __LINE__)

template <typename T>
class DeviceBuffer {
public:
    DeviceBuffer() = default;
    explicit DeviceBuffer(std::size_t count) { allocate(count); }
    ~DeviceBuffer() { release(); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    DeviceBuffer(DeviceBuffer&& other) noexcept
        : data_(other.data_)
        , count_(other.count_)
    {
        other.data_ = nullptr;
        other.count_ = 0;
    }
    DeviceBuffer& operator=(DeviceBuffer&& other) noexcept
    {
        if (this != &other) {
            release();
            data_ = other.data_;
            count_ = other.count_;
            other.data_ = nullptr;
            other.count_ = 0;
        }
        return *this;
    }

    void allocate(std::size_t count)
    {
        release();
        void* pointer = nullptr;
        RTB_GPU_CHECK(gpuMalloc(&pointer, count * sizeof(T)));
        data_ = static_cast<T*>(pointer);
        count_ = count;
    }
    void release()
    {
        if (data_)
            (void)gpuFree(data_); // nothing useful to do on failure in a destructor
        data_ = nullptr;
        count_ = 0;
    }
    T* get() const { return data_; }
    std::size_t size() const { return count_; }
    std::size_t bytes() const { return count_ * sizeof(T); }

private:
    T* data_ = nullptr;
    std::size_t count_ = 0;
};

class GpuEvent {
public:
    GpuEvent() { RTB_GPU_CHECK(gpuEventCreate(&event_)); }
    ~GpuEvent() { (void)gpuEventDestroy(event_); }
    GpuEvent(const GpuEvent&) = delete;
    GpuEvent& operator=(const GpuEvent&) = delete;
    gpuEvent_t get() const { return event_; }
    void record(gpuStream_t stream = nullptr) { RTB_GPU_CHECK(gpuEventRecord(event_, stream)); }
    void synchronize() { RTB_GPU_CHECK(gpuEventSynchronize(event_)); }

private:
    gpuEvent_t event_{};
};

// Milliseconds between two recorded events (waits for the second).
inline double elapsedMilliseconds(GpuEvent& start, GpuEvent& stop)
{
    stop.synchronize();
    float ms = 0.0f;
    RTB_GPU_CHECK(gpuEventElapsedTime(&ms, start.get(), stop.get()));
    return ms;
}

class GpuStream {
public:
    GpuStream() { RTB_GPU_CHECK(gpuStreamCreateWithFlags(&stream_, gpuStreamNonBlocking)); }
    ~GpuStream() { (void)gpuStreamDestroy(stream_); }
    GpuStream(const GpuStream&) = delete;
    GpuStream& operator=(const GpuStream&) = delete;
    gpuStream_t get() const { return stream_; }
    void synchronize() { RTB_GPU_CHECK(gpuStreamSynchronize(stream_)); }

private:
    gpuStream_t stream_{};
};

} // namespace rtb
