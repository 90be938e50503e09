#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds and runs every test with ctest.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
export ROCMTUNE_BUILD_DIR=${ROCMTUNE_BUILD_DIR:-$root/build}
export ROCMTUNE_BUILD_TYPE=${ROCMTUNE_BUILD_TYPE:-RelWithDebInfo}
"$root/scripts/build.sh"
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
cd "$ROCMTUNE_BUILD_DIR"
ctest --output-on-failure --parallel "$(nproc)" --timeout 600
# The GPU kernels cannot run here, but they must compile for AMD (HIP) and
# NVIDIA (CUDA); the built runners must report "no GPU" cleanly.
BUILD_ROOT="$root/build-check-kernels" "$root/scripts/check-kernels.sh"
