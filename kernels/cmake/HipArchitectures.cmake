# SPDX-License-Identifier: GPL-3.0-or-later
# The AMD architectures rocmtune-bench is built for, in one fat binary: the
# cards people train on. The base list compiles with every HIP compiler we
# support (Debian's clang-15 included); the newer ones are added when the
# compiler knows them (clang-15 knows no gfx942 and no gfx12).
#   gfx900 Vega 10 (MI25, Vega 56/64)   gfx906 Vega 20 (MI50/60, Radeon VII)
#   gfx908 MI100   gfx90a MI200         gfx1030 RDNA2 (RX 6800-6950, W6800)
#   gfx1100/gfx1101 RDNA3 (RX 7900, 7800/7700, W7900/W7800)
#   gfx942 MI300   gfx1200/gfx1201 RDNA4 (RX 9060/9070)
set(ROCMTUNE_HIP_BASE_ARCHS gfx900 gfx906 gfx908 gfx90a gfx1030 gfx1100 gfx1101)
set(ROCMTUNE_HIP_NEWER_ARCHS gfx942 gfx1200 gfx1201)

# <out> = those of the given archs the compiler can generate code for.
function(rocmtune_hip_known_archs out compiler)
    set(_known "")
    foreach(_arch IN LISTS ARGN)
        execute_process(
            COMMAND "${compiler}" -target amdgcn-amd-amdhsa -mcpu=${_arch} -nogpulib -x c -c /dev/null -o /dev/null
            RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_QUIET)
        if(_rc EQUAL 0)
            list(APPEND _known ${_arch})
        endif()
    endforeach()
    set(${out} "${_known}" PARENT_SCOPE)
endfunction()
