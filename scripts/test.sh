#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds and runs every test with ctest.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# Debian's HIP toolchain: the kernel checks below need it anyway, and with it
# the main build (ROCMTUNE_GPU_KERNELS=AUTO) builds the runner once for all
# archs, so the checks do not compile HIP a second time.
"$root/scripts/setup.sh" hipcc libamdhip64-dev
export ROCMTUNE_BUILD_DIR=${ROCMTUNE_BUILD_DIR:-$root/build}
# The build type of an existing build tree (run.sh's) is kept: no second build.
# Debian 13's ROCm SMI 6.1.2 and AMD SMI 6.1.2 in a private folder of the build
# tree (downloaded once, about 5 s and 22 MB): the ROCm SMI integration tests
# run against it too, as "rocm-smi-6.*" (tests/integration/CMakeLists.txt).
"$root/scripts/prepare-rocm-smi-6.sh" "$ROCMTUNE_BUILD_DIR/rocm-smi-6-debian13"
"$root/scripts/build.sh" -DROCMTUNE_ROCM_SMI_6_DIR="$ROCMTUNE_BUILD_DIR/rocm-smi-6-debian13"
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
# ctest leaves about two thirds of the CPU idle (most tests wait for a
# process, a deadline or a namespace; BENCHMARKS.md "CI time"), so the two
# checks that need no test run beside it, at the lowest priority, each in a
# process group of its own (set -m; stopped with the script; not setsid: a
# session of their own would be an autogroup of its own, where nice no longer
# yields to ctest), and are waited for after:
# 1. The product must also build file by file (-DROCMTUNE_UNITY_BUILD=OFF) and
#    a unity batch must never meet two file-local names (check-unity-off.py,
#    with this build's flags and moc output). The names are checked first (a
#    second); then every product source is compiled on its own (about 12
#    minutes of CPU, BENCHMARKS.md). ROCMTUNE_UNITY_OFF_CHECK=names: only the names.
unity_off_dir="$root/build-unity-off"
mkdir -p "$unity_off_dir"
"$root/scripts/check-unity-off.py" --names-only --from-build "$ROCMTUNE_BUILD_DIR" --build-dir "$unity_off_dir"
set -m
if [[ ${ROCMTUNE_UNITY_OFF_CHECK:-all} == names ]]; then
  echo "names only (ROCMTUNE_UNITY_OFF_CHECK=names)" >"$unity_off_dir/check.log"
  true &
else
  nice -n 19 "$root/scripts/check-unity-off.py" --from-build "$ROCMTUNE_BUILD_DIR" --build-dir "$unity_off_dir" \
    >"$unity_off_dir/check.log" 2>&1 &
fi
unity_off_pid=$!
# 2. The GPU kernels cannot run here, but they must compile for AMD (HIP) and
#    NVIDIA (CUDA); the built runners must report "no GPU" cleanly. The HIP
#    runner is this build's; the host library's tests are in this ctest.
hip_runner=()
if grep -q '^ROCMTUNE_GPU_BACKEND_RESOLVED:INTERNAL=HIP$' "$ROCMTUNE_BUILD_DIR/CMakeCache.txt" \
   && [[ -x "$ROCMTUNE_BUILD_DIR/kernels/rocmtune-bench" ]]; then
  hip_runner=(HIP_RUNNER="$ROCMTUNE_BUILD_DIR/kernels/rocmtune-bench")
fi
mkdir -p "$root/build-check-kernels"
kernels_log="$root/build-check-kernels/check.log"
env "${hip_runner[@]}" HOST_TESTS_DONE=1 BUILD_ROOT="$root/build-check-kernels" \
  nice -n 19 "$root/scripts/check-kernels.sh" >"$kernels_log" 2>&1 &
kernels_pid=$!
set +m
trap 'kill -- "-$unity_off_pid" "-$kernels_pid" 2>/dev/null || true' EXIT
cd "$ROCMTUNE_BUILD_DIR"
ctest --output-on-failure --parallel "$(nproc)" --timeout 600
failed=0
if ! wait "$kernels_pid"; then
  cat "$kernels_log"
  echo "FAIL: the GPU kernels do not compile or a runner does not start (scripts/check-kernels.sh)"
  failed=1
else
  cat "$kernels_log"
fi
if ! wait "$unity_off_pid"; then
  cat "$unity_off_dir/check.log"
  echo "FAIL: the product does not build file by file (scripts/check-unity-off.py)"
  failed=1
else
  tail -n 1 "$unity_off_dir/check.log"
fi
trap - EXIT
exit "$failed"
