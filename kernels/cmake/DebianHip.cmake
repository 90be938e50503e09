# SPDX-License-Identifier: GPL-3.0-or-later
# Makes enable_language(HIP) work with Debian's packaged HIP (hipcc,
# libamdhip64-dev: clang-15 and the ROCm 5.2 runtime under /usr). Does nothing
# when a regular ROCm install is used (/opt/rocm, ROCM_PATH, or a HIP compiler
# chosen by the user), where CMake finds everything itself.
#
# Sets ROCMTUNE_DEBIAN_HIP to ON when it applied the adjustments.

set(ROCMTUNE_DEBIAN_HIP OFF)
# Debian's clang-15 in the cache (chosen by this file on an earlier configure,
# or by hand) still needs the adjustments, which are not all cached: only
# another compiler is a choice this file leaves alone.
set(_rtbUserCompiler OFF)
if(DEFINED CMAKE_HIP_COMPILER)
    get_filename_component(_rtbGiven "${CMAKE_HIP_COMPILER}" REALPATH)
    get_filename_component(_rtbDebian "/usr/bin/clang++-15" REALPATH)
    if(NOT _rtbGiven STREQUAL _rtbDebian)
        set(_rtbUserCompiler ON)
    endif()
endif()
if(EXISTS "/opt/rocm" OR DEFINED ENV{ROCM_PATH} OR _rtbUserCompiler OR DEFINED ENV{HIPCXX})
    return()
endif()

set(_rtbMultiarch "${CMAKE_LIBRARY_ARCHITECTURE}")
if(NOT _rtbMultiarch)
    set(_rtbMultiarch "x86_64-linux-gnu")
endif()
set(_rtbHipLang "/usr/lib/${_rtbMultiarch}/cmake/hip-lang")
set(_rtbBitcode "/usr/lib/${_rtbMultiarch}/amdgcn/bitcode")
if(NOT EXISTS "${_rtbHipLang}/hip-lang-config.cmake")
    return()
endif()
find_program(_rtbClang15 NAMES clang++-15 PATHS /usr/lib/llvm-15/bin)
if(NOT _rtbClang15)
    message(FATAL_ERROR "Debian HIP found but clang++-15 is missing (apt-get install hipcc)")
endif()

# 1. Device libraries: Debian's set lacks the gfx11 ISA-version bitcode. Link
#    the shipped files into the build tree and add oclc_isa_version_110x.bc,
#    each a single constant, so gfx1100/gfx1101 compile (untested on hardware).
set(_rtbDeviceLibs "${CMAKE_BINARY_DIR}/debian-hip/bitcode")
file(MAKE_DIRECTORY "${_rtbDeviceLibs}")
file(GLOB _rtbShipped "${_rtbBitcode}/*.bc")
foreach(_file IN LISTS _rtbShipped)
    get_filename_component(_name "${_file}" NAME)
    if(NOT EXISTS "${_rtbDeviceLibs}/${_name}")
        file(CREATE_LINK "${_file}" "${_rtbDeviceLibs}/${_name}" SYMBOLIC)
    endif()
endforeach()
find_program(_rtbLlvmAs NAMES llvm-as-15 PATHS /usr/lib/llvm-15/bin)
if(_rtbLlvmAs)
    foreach(_isa 1100 1101 1102)
        set(_bc "${_rtbDeviceLibs}/oclc_isa_version_${_isa}.bc")
        if(NOT EXISTS "${_bc}")
            file(WRITE "${_rtbDeviceLibs}/isa_${_isa}.ll"
                "target datalayout = \"e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7\"\n"
                "target triple = \"amdgcn-amd-amdhsa\"\n"
                "@__oclc_ISA_version = linkonce_odr protected local_unnamed_addr addrspace(4) constant i32 ${_isa}0, align 4\n")
            execute_process(COMMAND "${_rtbLlvmAs}" "${_rtbDeviceLibs}/isa_${_isa}.ll" -o "${_bc}"
                            RESULT_VARIABLE _rc)
            if(NOT _rc EQUAL 0)
                message(WARNING "could not build ${_bc}: gfx${_isa} will not compile")
            endif()
        endif()
    endforeach()
endif()

# 2. The compiler and where it finds the ROCm headers and device libraries.
set(CMAKE_HIP_COMPILER "${_rtbClang15}" CACHE FILEPATH "HIP compiler (Debian clang-15)")
set(CMAKE_HIP_FLAGS "--rocm-path=/usr --rocm-device-lib-path=${_rtbDeviceLibs} ${CMAKE_HIP_FLAGS}")

# 3. CMake looks for <rocm root>/lib/cmake/hip-lang; Debian keeps it under the
#    multiarch folder. Point the root at a build-tree folder that links there.
set(_rtbRoot "${CMAKE_BINARY_DIR}/debian-hip/root")
file(MAKE_DIRECTORY "${_rtbRoot}/lib/cmake")
if(NOT EXISTS "${_rtbRoot}/lib/cmake/hip-lang")
    file(CREATE_LINK "${_rtbHipLang}" "${_rtbRoot}/lib/cmake/hip-lang" SYMBOLIC)
endif()
set(CMAKE_HIP_COMPILER_ROCM_ROOT "${_rtbRoot}" CACHE PATH "ROCm root for CMake's HIP support")

# 4. The compiler check links through hip-lang, which needs amd_comgr.
set(amd_comgr_DIR "/usr/lib/${_rtbMultiarch}/cmake/amd_comgr" CACHE PATH "")
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES amd_comgr_DIR)
list(APPEND CMAKE_PREFIX_PATH "/usr/lib/${_rtbMultiarch}/cmake")

set(ROCMTUNE_DEBIAN_HIP ON)
