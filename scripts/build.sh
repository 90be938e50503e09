#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures and builds into build/ (or $ROCMTUNE_BUILD_DIR). Extra arguments go to cmake.
#   ROCMTUNE_BUILD_TYPE     build type; default: the build tree's own, else RelWithDebInfo
#                           (run.sh and test.sh share one build tree and type)
#   ROCMTUNE_BUILD_TARGETS  space-separated targets to build instead of everything
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROCMTUNE_BUILD_DIR:-$root/build}
type=${ROCMTUNE_BUILD_TYPE:-}
if [[ -z "$type" && -f "$build/CMakeCache.txt" ]]; then
  type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt")
fi
type=${type:-RelWithDebInfo}
# One configure and build of a tree at a time: run.sh builds the runner in
# the background, and a second run.sh or test.sh waits for it.
mkdir -p "$build"
exec 9>"$build/.build.lock"
flock 9
# Configure prints one line of its own: which GPU kernels it builds and why.
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE="$type" "$@" | grep 'rocmtune-bench: GPU kernels' || true
targets=()
for t in ${ROCMTUNE_BUILD_TARGETS:-}; do
  targets+=(--target "$t")
done
cmake --build "$build" --parallel "$(nproc)" "${targets[@]}"
