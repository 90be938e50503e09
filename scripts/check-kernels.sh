#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Compile-checks the GPU kernels (kernels/) on a machine without a GPU:
#   1. host library + unit tests (ROCMTUNE_GPU_KERNELS=NONE), run with ctest;
#   2. AMD: HIP through Debian's hipcc/clang-15 (installed with apt-get when
#      missing) or /opt/rocm, archs $HIP_ARCHS (default gfx90a;gfx1030);
#   3. NVIDIA: the same sources through nvcc, archs $CUDA_ARCHS (default 90).
# Each built runner must start and, without a GPU, exit with code 3.
# Nothing is skipped silently: a missing toolchain fails the script.
#
# env: BUILD_ROOT (default build-check-kernels), HIP_ARCHS, CUDA_ARCHS, NVCC,
#      HIP_RUNNER: a HIP rocmtune-bench the main build already made (scripts/
#      test.sh passes it when AUTO chose HIP): smoke-tested instead of
#      compiling the HIP sources a second time;
#      HOST_TESTS_DONE=1: the host library's tests already ran in the main
#      build's ctest (scripts/test.sh): not built and run again.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD_ROOT=${BUILD_ROOT:-$ROOT/build-check-kernels}
HIP_ARCHS=${HIP_ARCHS:-gfx90a;gfx1030}
CUDA_ARCHS=${CUDA_ARCHS:-90}
JOBS=$(nproc 2>/dev/null || echo 2)
GENERATOR=()
command -v ninja >/dev/null 2>&1 && GENERATOR=(-G Ninja)

fail() { echo "check-kernels: FAILED: $*" >&2; exit 1; }
step() { echo "== check-kernels: $*"; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"
    elif command -v sudo >/dev/null 2>&1; then sudo -n "$@"
    else return 1
    fi
}

have_hip() {
    [ -d /opt/rocm ] || [ -n "${ROCM_PATH:-}" ] \
        || { command -v clang++-15 >/dev/null 2>&1 && ls /usr/lib/*/cmake/hip-lang/hip-lang-config.cmake >/dev/null 2>&1; }
}

# Runs a freshly built runner: --version and --list need no GPU; a test run
# must give 0 (a GPU was there and passed) or 3 (no GPU, reported cleanly).
smoke_test() {
    local bench=$1
    "$bench" --version >/dev/null || fail "$bench --version"
    local listed
    listed=$("$bench" --list)
    for test in compute link p2p memory gemm train cnn power adaptive pulse; do
        grep -q "\"name\":\"$test\"" <<<"$listed" || fail "$bench --list lacks $test"
    done
    set +e
    "$bench" --tests compute --duration 0.2 >"$BUILD_ROOT/smoke.jsonl" 2>&1
    local rc=$?
    set -e
    case $rc in
        0) echo "   ran on a GPU: pass" ;;
        3) grep -q '"type":"error".*no GPU' "$BUILD_ROOT/smoke.jsonl" || fail "exit 3 without a no-GPU error line"
           echo "   no GPU here: exit 3 with an error line, as documented" ;;
        *) cat "$BUILD_ROOT/smoke.jsonl" >&2; fail "$bench exited with $rc" ;;
    esac
}

mkdir -p "$BUILD_ROOT"

if [ "${HOST_TESTS_DONE:-0}" = 1 ]; then
    step "host library and unit tests: run by the main build's ctest"
else
    step "host library and unit tests (ROCMTUNE_GPU_KERNELS=NONE)"
    cmake -S "$ROOT/kernels" -B "$BUILD_ROOT/none" "${GENERATOR[@]}" -DROCMTUNE_GPU_KERNELS=NONE >/dev/null
    cmake --build "$BUILD_ROOT/none" -j"$JOBS"
    (cd "$BUILD_ROOT/none" && ctest --output-on-failure -j"$JOBS") || fail "host unit tests"
fi

if [ -n "${HIP_RUNNER:-}" ]; then
    step "AMD: HIP runner of the main build ($HIP_RUNNER)"
    [ -x "$HIP_RUNNER" ] || fail "HIP_RUNNER=$HIP_RUNNER is not an executable"
    smoke_test "$HIP_RUNNER"
else
    step "AMD: HIP for $HIP_ARCHS"
    if ! have_hip; then
        step "installing Debian's hipcc and libamdhip64-dev"
        as_root apt-get install -y --no-install-recommends hipcc libamdhip64-dev \
            || { as_root apt-get update && as_root apt-get install -y --no-install-recommends hipcc libamdhip64-dev; } \
            || fail "HIP toolchain missing and apt-get install hipcc libamdhip64-dev failed"
    fi
    have_hip || fail "HIP toolchain still missing after installing"
    cmake -S "$ROOT/kernels" -B "$BUILD_ROOT/hip" "${GENERATOR[@]}" -DROCMTUNE_GPU_KERNELS=HIP \
        -DCMAKE_HIP_ARCHITECTURES="$HIP_ARCHS" -DBUILD_TESTING=OFF >/dev/null || fail "HIP configure"
    cmake --build "$BUILD_ROOT/hip" -j"$JOBS" || fail "HIP build"
    smoke_test "$BUILD_ROOT/hip/rocmtune-bench"

fi

step "NVIDIA: CUDA for sm_$CUDA_ARCHS"
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
[ -x "$NVCC" ] || fail "nvcc not found (set NVCC or install the CUDA toolkit at /usr/local/cuda)"
cmake -S "$ROOT/kernels" -B "$BUILD_ROOT/cuda" "${GENERATOR[@]}" -DROCMTUNE_GPU_KERNELS=CUDA \
    -DCMAKE_CUDA_COMPILER="$NVCC" -DCMAKE_CUDA_ARCHITECTURES="$CUDA_ARCHS" -DBUILD_TESTING=OFF >/dev/null \
    || fail "CUDA configure"
cmake --build "$BUILD_ROOT/cuda" -j"$JOBS" || fail "CUDA build"
smoke_test "$BUILD_ROOT/cuda/rocmtune-bench"

step "all kernel compile checks passed"
