// SPDX-License-Identifier: GPL-3.0-or-later
// The few GPU runtime calls the kernels use, under one set of names: HIP on
// AMD (hip_runtime.h), the CUDA runtime on NVIDIA (the same .hip sources built
// by nvcc). Kernel language keywords need no mapping.
#pragma once

#if defined(ROCMTUNE_BACKEND_CUDA)
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#define ROCMTUNE_BACKEND_NAME "cuda"
using gpuError_t = cudaError_t;
using gpuEvent_t = cudaEvent_t;
using gpuStream_t = cudaStream_t;
using gpuDeviceProp_t = cudaDeviceProp;
inline constexpr gpuError_t gpuSuccess = cudaSuccess;
inline constexpr gpuError_t gpuErrorNoDevice = cudaErrorNoDevice;
inline constexpr gpuError_t gpuErrorInsufficientDriver = cudaErrorInsufficientDriver;
inline constexpr gpuError_t gpuErrorNotReady = cudaErrorNotReady;
inline constexpr auto gpuMemcpyHostToDevice = cudaMemcpyHostToDevice;
inline constexpr auto gpuMemcpyDeviceToHost = cudaMemcpyDeviceToHost;
inline constexpr auto gpuMemcpyDeviceToDevice = cudaMemcpyDeviceToDevice;
inline constexpr auto gpuStreamNonBlocking = cudaStreamNonBlocking;
inline constexpr auto gpuAttrClockRateKHz = cudaDevAttrClockRate;
inline constexpr auto gpuAttrMemoryClockRateKHz = cudaDevAttrMemoryClockRate;
inline constexpr auto gpuAttrMultiprocessorCount = cudaDevAttrMultiProcessorCount;
inline constexpr auto gpuAttrWarpSize = cudaDevAttrWarpSize;
inline constexpr auto gpuFuncAttributeMaxDynamicSharedMemorySize = cudaFuncAttributeMaxDynamicSharedMemorySize;
#define gpuGetDeviceCount cudaGetDeviceCount
#define gpuGetDevice cudaGetDevice
#define gpuSetDevice cudaSetDevice
#define gpuGetDeviceProperties cudaGetDeviceProperties
#define gpuDeviceGetAttribute cudaDeviceGetAttribute
#define gpuMemGetInfo cudaMemGetInfo
#define gpuMalloc cudaMalloc
#define gpuFree cudaFree
#define gpuMemcpy cudaMemcpy
#define gpuMemcpyAsync cudaMemcpyAsync
#define gpuMemset cudaMemset
#define gpuMemsetAsync cudaMemsetAsync
#define gpuEventCreate cudaEventCreate
#define gpuEventRecord cudaEventRecord
#define gpuEventQuery cudaEventQuery
#define gpuEventSynchronize cudaEventSynchronize
#define gpuEventElapsedTime cudaEventElapsedTime
#define gpuEventDestroy cudaEventDestroy
#define gpuStreamCreateWithFlags cudaStreamCreateWithFlags
#define gpuStreamDestroy cudaStreamDestroy
#define gpuStreamSynchronize cudaStreamSynchronize
#define gpuDeviceSynchronize cudaDeviceSynchronize
#define gpuGetLastError cudaGetLastError
#define gpuGetErrorString cudaGetErrorString
#define gpuOccupancyMaxActiveBlocksPerMultiprocessor cudaOccupancyMaxActiveBlocksPerMultiprocessor
#define gpuFuncSetAttribute cudaFuncSetAttribute
#define gpuDeviceGetPCIBusId cudaDeviceGetPCIBusId

#else
#include <hip/hip_fp16.h>
#include <hip/hip_runtime.h>

#define ROCMTUNE_BACKEND_NAME "hip"
using gpuError_t = hipError_t;
using gpuEvent_t = hipEvent_t;
using gpuStream_t = hipStream_t;
using gpuDeviceProp_t = hipDeviceProp_t;
inline constexpr gpuError_t gpuSuccess = hipSuccess;
inline constexpr gpuError_t gpuErrorNoDevice = hipErrorNoDevice;
inline constexpr gpuError_t gpuErrorInsufficientDriver = hipErrorInsufficientDriver;
inline constexpr gpuError_t gpuErrorNotReady = hipErrorNotReady;
inline constexpr auto gpuMemcpyHostToDevice = hipMemcpyHostToDevice;
inline constexpr auto gpuMemcpyDeviceToHost = hipMemcpyDeviceToHost;
inline constexpr auto gpuMemcpyDeviceToDevice = hipMemcpyDeviceToDevice;
inline constexpr auto gpuStreamNonBlocking = hipStreamNonBlocking;
inline constexpr auto gpuAttrClockRateKHz = hipDeviceAttributeClockRate;
inline constexpr auto gpuAttrMemoryClockRateKHz = hipDeviceAttributeMemoryClockRate;
inline constexpr auto gpuAttrMultiprocessorCount = hipDeviceAttributeMultiprocessorCount;
inline constexpr auto gpuAttrWarpSize = hipDeviceAttributeWarpSize;
inline constexpr auto gpuFuncAttributeMaxDynamicSharedMemorySize = hipFuncAttributeMaxDynamicSharedMemorySize;
#define gpuGetDeviceCount hipGetDeviceCount
#define gpuGetDevice hipGetDevice
#define gpuSetDevice hipSetDevice
#define gpuGetDeviceProperties hipGetDeviceProperties
#define gpuDeviceGetAttribute hipDeviceGetAttribute
#define gpuMemGetInfo hipMemGetInfo
#define gpuMalloc hipMalloc
#define gpuFree hipFree
#define gpuMemcpy hipMemcpy
#define gpuMemcpyAsync hipMemcpyAsync
#define gpuMemset hipMemset
#define gpuMemsetAsync hipMemsetAsync
#define gpuEventCreate hipEventCreate
#define gpuEventRecord hipEventRecord
#define gpuEventQuery hipEventQuery
#define gpuEventSynchronize hipEventSynchronize
#define gpuEventElapsedTime hipEventElapsedTime
#define gpuEventDestroy hipEventDestroy
#define gpuStreamCreateWithFlags hipStreamCreateWithFlags
#define gpuStreamDestroy hipStreamDestroy
#define gpuStreamSynchronize hipStreamSynchronize
#define gpuDeviceSynchronize hipDeviceSynchronize
#define gpuGetLastError hipGetLastError
#define gpuGetErrorString hipGetErrorString
#define gpuOccupancyMaxActiveBlocksPerMultiprocessor hipOccupancyMaxActiveBlocksPerMultiprocessor
#define gpuFuncSetAttribute hipFuncSetAttribute
#define gpuDeviceGetPCIBusId hipDeviceGetPCIBusId
#endif
