#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The stress test end to end on the H200 (issue 8). Read-only for the GPU's
# settings: only our kernels run. Expects bundle.tar.gz beside it (bundle.sh).
# Writes into $OUT: run.log, quick.json / quick.html (clean Quick check) and
# fault.json / fault.html (the same with --inject-fault bitflip).
# env: SECONDS_PER_TEST (default 24, the Quick preset's), FAULT_SECONDS (8)
# (the CLI's report files: --report may be given twice, HTML and JSON)
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=${OUT:-/tmp/stress-h200-out}
mkdir -p "$out"
log=$out/run.log
work=$(mktemp -d)
tar xzf "$here/bundle.tar.gz" -C "$work"
export TZ=UTC LC_ALL=C XDG_DATA_HOME=$work/data
section() { echo "=== $* ($(date -u +%H:%M:%S))" >>"$log"; }
cli() { LD_LIBRARY_PATH="$work/lib" "$work/bin/rocmtune-cli" "$@"; }

section environment
{ nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,power.limit,temperature.gpu --format=csv; ldd --version | head -1; } >>"$log" 2>&1
bench=$work/bin/rocmtune-bench
if ! "$bench" --version >>"$log" 2>&1; then
    section "carried runner does not run here: building it with this machine's nvcc"
    cmake -S "$work/kernels" -B "$work/build-k" -DROCMTUNE_GPU_KERNELS=CUDA -DCMAKE_CUDA_ARCHITECTURES=90 \
        -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=Release >>"$log" 2>&1 &&
        cmake --build "$work/build-k" --target rocmtune-bench -j"$(nproc)" >>"$log" 2>&1
    bench=$work/build-k/rocmtune-bench
fi
export ROCMTUNE_BENCH=$bench
section "rocmtune-cli list"
cli list >>"$log" 2>&1

section "quick check, ${SECONDS_PER_TEST:-24} s per test"
cli stress --preset quick --duration "${SECONDS_PER_TEST:-24}" --report "$out/quick.html" --report "$out/quick.json" >>"$log" 2>&1
echo "exit code $?" >>"$log"
section "quick check with --inject-fault bitflip, ${FAULT_SECONDS:-8} s per test"
cli stress --preset quick --duration "${FAULT_SECONDS:-8}" --inject-fault bitflip --report "$out/fault.html" --report "$out/fault.json" >>"$log" 2>&1
echo "exit code $?" >>"$log"
section done
cp "$work/data/rocmtune/rocmtune/stress-baselines.json" "$out/" 2>/dev/null
