#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Where a cold build's CPU goes: configures a tree as scripts/build.sh does,
# without ccache, with every compile, link and custom command (moc, the fuzz
# objects, the HIP runner) run through scripts/cpu-log-launcher.sh, builds it
# and prints CPU seconds (user + sys) per part and the costliest steps.
# Compare CPU, not wall time, on a shared machine (BENCHMARKS.md "CI time").
#   usage: build-cpu-profile.sh [BUILD_DIR [TARGET...]]   (default: build-cpu-profile, everything)
#   env:   JOBS (default nproc), NICE (default 15), extra cmake arguments in CMAKE_ARGS
#          build-cpu-profile.sh --summary LOG   only prints the summary of a log
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
summary() {
  awk -v build="$2" '
    { cpu = $1 + $2; dir = $6; out = $7
      part = "product (core, remote, widgets, app)"
      if (out ~ /fuzz-objects|libfuzzer/) part = "fuzz archive and fuzzers (clang, ASan+UBSan)"
      else if (dir ~ "^" build "/kernels/host") part = "runner host library + its tests"
      else if (dir ~ "^" build "/kernels") part = "HIP runner (rocmtune-bench)"
      else if (dir ~ "^" build "/tests") part = "tests (programs, fakes)"
      if (out ~ /cmake_autogen/) part = part " [moc]"
      else if ($5 == "link") part = part " [link]"
      sum[part] += cpu; n[part]++; total += cpu }
    END { for (p in sum) printf "%9.1f s %5d steps  %s\n", sum[p], n[p], p | "sort -rn"
          close("sort -rn"); printf "%9.1f s total\n", total }' "$1"
  echo "costliest steps (CPU s, wall s, output):"
  sort -rn "$1" | head -n 15 | awk '{printf "  %7.1f %7.1f  %s\n", $1 + $2, $3, $7}'
}
if [[ ${1:-} == --summary ]]; then
  summary "$2" "${3:-$(dirname "$2")}"
  exit 0
fi
build=$(realpath -m "${1:-$root/build-cpu-profile}")
shift || true
mkdir -p "$build"
log=$build/cpu.log
: >"$log"
cat >"$build/cpu-launch.cmake" <<CMAKE
set_property(GLOBAL PROPERTY RULE_LAUNCH_COMPILE "$root/scripts/cpu-log-launcher.sh $log compile")
set_property(GLOBAL PROPERTY RULE_LAUNCH_LINK "$root/scripts/cpu-log-launcher.sh $log link")
set_property(GLOBAL PROPERTY RULE_LAUNCH_CUSTOM "$root/scripts/cpu-log-launcher.sh $log custom")
CMAKE
export CCACHE_DISABLE=1
unset CMAKE_CXX_COMPILER_LAUNCHER CMAKE_C_COMPILER_LAUNCHER
# shellcheck disable=SC2086 # CMAKE_ARGS: several arguments
/usr/bin/time -f '%U %S %e' -o "$build/configure.time" \
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_PROJECT_INCLUDE="$build/cpu-launch.cmake" ${CMAKE_ARGS:-} >/dev/null
targets=()
for t in "$@"; do targets+=(--target "$t"); done
/usr/bin/time -f '%U %S %e' -o "$build/build.time" \
  nice -n "${NICE:-15}" cmake --build "$build" --parallel "${JOBS:-$(nproc)}" "${targets[@]}" >"$build/build.out"
read -r cu cs cw <"$build/configure.time"
read -r bu bs bw <"$build/build.time"
echo "configure: ${cu} s user + ${cs} s sys (${cw} s wall); build: ${bu} s user + ${bs} s sys (${bw} s wall, load $(cut -d' ' -f1-3 /proc/loadavg) at the end)"
summary "$log" "$build"
