// SPDX-License-Identifier: GPL-3.0-or-later
// Marks functions that are compiled for both the CPU and the GPU. In a plain
// C++ build (the host library, its unit tests) the marker expands to nothing.
#pragma once

#if defined(__CUDACC__) || defined(__HIPCC__) || defined(__HIP__)
#define RTB_HD __host__ __device__
#else
#define RTB_HD
#endif
