# SPDX-License-Identifier: GPL-3.0-or-later
# ROCMTUNE_GPU_KERNELS=AUTO: picks the backend rocmtune-bench is built with.
#   HIP   a HIP toolchain: a HIP compiler given (CMAKE_HIP_COMPILER, HIPCXX),
#         ROCm under $ROCM_PATH or /opt/rocm, or Debian's packages
#         (hipcc + libamdhip64-dev: clang++-15 and hip-lang under /usr);
#   CUDA  else nvcc (CMAKE_CUDA_COMPILER, CUDACXX, PATH, /usr/local/cuda/bin);
#   NONE  else.
# rocmtune_resolve_gpu_kernels(<out-var>) sets <out-var> to HIP, CUDA or
# NONE and says in one configure line which it chose and why. An explicit
# HIP, CUDA or NONE is kept as it is.

function(rocmtune_resolve_gpu_kernels out)
    set(_choice "${ROCMTUNE_GPU_KERNELS}")
    if(NOT _choice STREQUAL "AUTO")
        message(STATUS "rocmtune-bench: GPU kernels ${_choice} (ROCMTUNE_GPU_KERNELS=${_choice})")
        set(${out} "${_choice}" PARENT_SCOPE)
        return()
    endif()

    set(_multiarch "${CMAKE_LIBRARY_ARCHITECTURE}")
    if(NOT _multiarch)
        set(_multiarch "x86_64-linux-gnu")
    endif()
    set(_why "")
    if(DEFINED ENV{ROCM_PATH} AND EXISTS "$ENV{ROCM_PATH}/lib/cmake/hip-lang")
        set(_why "ROCm found at ROCM_PATH=$ENV{ROCM_PATH}")
    elseif(EXISTS "/opt/rocm/lib/cmake/hip-lang")
        set(_why "ROCm found at /opt/rocm")
    elseif(EXISTS "/usr/lib/${_multiarch}/cmake/hip-lang/hip-lang-config.cmake")
        find_program(_rtbAutoClang15 NAMES clang++-15 PATHS /usr/lib/llvm-15/bin)
        if(_rtbAutoClang15)
            set(_why "Debian's HIP toolchain found (clang++-15, /usr/lib/${_multiarch}/cmake/hip-lang)")
        endif()
    endif()
    if(NOT _why AND (CMAKE_HIP_COMPILER OR DEFINED ENV{HIPCXX}))
        set(_why "a HIP compiler was given")
    endif()
    if(_why)
        message(STATUS "rocmtune-bench: GPU kernels HIP (AUTO: ${_why})")
        set(${out} HIP PARENT_SCOPE)
        return()
    endif()

    set(_nvcc "")
    if(CMAKE_CUDA_COMPILER)
        set(_nvcc "${CMAKE_CUDA_COMPILER}")
    elseif(DEFINED ENV{CUDACXX})
        set(_nvcc "$ENV{CUDACXX}")
    else()
        find_program(_rtbAutoNvcc NAMES nvcc PATHS /usr/local/cuda/bin)
        if(_rtbAutoNvcc)
            set(_nvcc "${_rtbAutoNvcc}")
        endif()
    endif()
    if(_nvcc)
        message(STATUS "rocmtune-bench: GPU kernels CUDA (AUTO: no HIP toolchain, nvcc found at ${_nvcc})")
        set(${out} CUDA PARENT_SCOPE)
        return()
    endif()
    message(STATUS "rocmtune-bench: GPU kernels NONE (AUTO: no HIP toolchain - hipcc + libamdhip64-dev, /opt/rocm or ROCM_PATH - and no nvcc; the stress tests are not built)")
    set(${out} NONE PARENT_SCOPE)
endfunction()
