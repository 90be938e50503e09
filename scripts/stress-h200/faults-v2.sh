#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Carried as .devrun/stress18/run.sh next to bundle.tar.gz (bin/rocmtune-cli with its
# Qt libraries, lib/, and the kernels/ sources of the runner to build on the machine).
# Issue 18 on the H200: rocmtune-cli (this branch) + rocmtune-bench (kernels
# branch, protocol v2, built here with nvcc for sm_90). Read-only for the GPU.
# PART=faults: quick --inject-fault bitflip|memory|nan, then quick --keep-going bitflip
# PART=clean:  CLEAN_RUNS clean quick runs with --duration CLEAN_SECONDS
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=${OUT:-/tmp/out18}
mkdir -p "$out"
log=$out/run.log
work=/tmp/work18
if [[ ! -x $work/build-k/rocmtune-bench ]]; then
  mkdir -p $work && tar xzf "$here/bundle.tar.gz" -C "$work"
  cmake -S "$work/kernels" -B "$work/build-k" -DROCMTUNE_GPU_KERNELS=CUDA -DCMAKE_CUDA_ARCHITECTURES=90 \
      -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=Release >"$out/build.log" 2>&1 &&
      cmake --build "$work/build-k" --target rocmtune-bench -j16 >>"$out/build.log" 2>&1 || { tail -30 "$out/build.log"; exit 1; }
fi
export TZ=UTC LC_ALL=C XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config ROCMTUNE_STATE_DIR=$work/state ROCMTUNE_LANG=en
export ROCMTUNE_BENCH=$work/build-k/rocmtune-bench
cli() { LD_LIBRARY_PATH="$work/lib" "$work/bin/rocmtune-cli" "$@"; }
now() { date +%s.%N; }
# One run: every stderr line stamped with the time it came; the exit's time last.
timed() { # name, args...
  local name=$1; shift
  local t0; t0=$(now)
  echo "start $t0" >"$out/$name.err"
  cli stress --backend nvml "$@" 2> >(while IFS= read -r l; do echo "$(now) $l"; done >>"$out/$name.err") >"$out/$name.out"
  local rc=$? t1; t1=$(now)
  sleep 0.2
  echo "exit $rc $t1" >>"$out/$name.err"
  awk -v n="$name" -v t0="$t0" -v t1="$t1" -v rc="$rc" '
    / fault in the / && !f { f = $1 }
    END { printf "%s: exit %d, %.2f s from start, first fault line at %.2f s, verdict %.3f s after it\n", n, rc, t1 - t0, (f ? f - t0 : -1), (f ? t1 - f : -1) }' "$out/$name.err" | tee -a "$log"
}
"$ROCMTUNE_BENCH" --version >>"$log" 2>&1
case ${PART:-faults} in
faults)
  d=${FAULT_SECONDS:-24}
  for f in bitflip memory nan; do timed "quick_$f" --preset quick --duration "$d" --inject-fault "$f" --no-baseline; done
  timed quick_bitflip_keep_going --preset quick --duration "${KEEP_SECONDS:-$d}" --inject-fault bitflip --keep-going --no-baseline --json
  ;;
all)
  PART=faults bash "$0"; PART=clean bash "$0"
  ;;
clean)
  pass=0; fail=0
  for i in $(seq 1 "${CLEAN_RUNS:-20}"); do
    cli stress --backend nvml --preset quick --duration "${CLEAN_SECONDS:-1}" --no-baseline --json >"$out/clean_$i.json" 2>"$out/clean_$i.err"
    rc=$?
    if [[ $rc -eq 0 ]]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "clean run $i: exit $rc" >>"$log"; fi
  done
  echo "clean quick runs at ${CLEAN_SECONDS:-1} s per test: $pass PASS, $fail not PASS" | tee -a "$log"
  ;;
esac
cp "$log" "$out/" 2>/dev/null || true
