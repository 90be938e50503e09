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
# The product must also build file by file (-DROCMTUNE_UNITY_BUILD=OFF), and a
# unity batch must never meet two file-local names (with this build's flags and
# moc output: no second tree to configure). The names are checked on every run
# (a second). ROCMTUNE_UNITY_OFF_CHECK=all also compiles every product
# source on its own, at the lowest priority while ctest runs: about 15 min of
# CPU on 2 cores (391/391 passed on 2026-12-06, BENCHMARKS.md "Unity off"),
# which would take CI past 30 minutes, so it is not the default.
unity_off_dir="$root/build-unity-off"
"$root/scripts/check-unity-off.py" --names-only --from-build "$ROCMTUNE_BUILD_DIR" --build-dir "$unity_off_dir"
if [[ ${ROCMTUNE_UNITY_OFF_CHECK:-names} != all ]]; then
  echo "names only" >"$unity_off_dir/check.log"
  true &
else
  nice -n 19 "$root/scripts/check-unity-off.py" --from-build "$ROCMTUNE_BUILD_DIR" --build-dir "$unity_off_dir" \
    >"$unity_off_dir/check.log" 2>&1 &
fi
unity_off_pid=$!
trap 'kill "$unity_off_pid" 2>/dev/null || true' EXIT
cd "$ROCMTUNE_BUILD_DIR"
ctest --output-on-failure --parallel "$(nproc)" --timeout 600
if ! wait "$unity_off_pid"; then
  cat "$unity_off_dir/check.log"
  echo "FAIL: the product does not build file by file (scripts/check-unity-off.py)"
  exit 1
fi
trap - EXIT
tail -n 1 "$unity_off_dir/check.log"
# The GPU kernels cannot run here, but they must compile for AMD (HIP) and
# NVIDIA (CUDA); the built runners must report "no GPU" cleanly.
hip_runner=()
if grep -q '^ROCMTUNE_GPU_BACKEND_RESOLVED:INTERNAL=HIP$' "$ROCMTUNE_BUILD_DIR/CMakeCache.txt" \
   && [[ -x "$ROCMTUNE_BUILD_DIR/kernels/rocmtune-bench" ]]; then
  hip_runner=(HIP_RUNNER="$ROCMTUNE_BUILD_DIR/kernels/rocmtune-bench")
fi
env "${hip_runner[@]}" HOST_TESTS_DONE=1 BUILD_ROOT="$root/build-check-kernels" "$root/scripts/check-kernels.sh"
