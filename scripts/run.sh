#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds what the app needs (GUI, CLI, helper; not
# the tests) and starts ROCm Tune. The stress test runner (when a GPU
# toolchain is there) is built after that, in the background, while the
# window is already open: the Stress tab finds it when it is done.
# scripts/test.sh later reuses this build. With no GPU the app shows
# simulated GPUs, labelled "Simulated". Arguments go to the app.
#   ROCMTUNE_RUNNER_IN_BACKGROUND=0  build the runner before the window opens
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
build=${ROCMTUNE_BUILD_DIR:-$root/build}
export ROCMTUNE_BUILD_DIR=$build
if [[ "${ROCMTUNE_RUNNER_IN_BACKGROUND:-1}" == 0 ]]; then
  export ROCMTUNE_BUILD_TARGETS=${ROCMTUNE_BUILD_TARGETS:-rocmtune_app_targets}
else
  export ROCMTUNE_BUILD_TARGETS=${ROCMTUNE_BUILD_TARGETS:-rocmtune rocmtune-cli rocmtune-helper}
fi
"$root/scripts/build.sh"
if [[ "${ROCMTUNE_RUNNER_IN_BACKGROUND:-1}" != 0 ]] \
   && grep -Eq '^ROCMTUNE_GPU_BACKEND_RESOLVED:INTERNAL=(HIP|CUDA)$' "$build/CMakeCache.txt"; then
  log="$build/rocmtune-bench-build.log"
  echo "Building the stress test runner in the background (log: $log); the Stress tab finds it when it is done."
  # build.sh's lock: a second run.sh or test.sh waits for this build instead of racing it.
  ( flock "$build/.build.lock" nice cmake --build "$build" --parallel "$(nproc)" --target rocmtune-bench ) </dev/null >"$log" 2>&1 &
fi
if [[ -x "$build/app/rocmtune" ]]; then
  exec "$build/app/rocmtune" "$@"
fi
exec "$build/app/rocmtune-cli" monitor "$@"
