#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The power test against the runner's other heavy tests, in one run on an
# NVIDIA GPU: builds rocmtune-bench (CUDA), runs `--tests memory,gemm,power`
# twice and the power test alone for the Quick preset's 24 s while
# nvidia-smi samples the board power (read-only), then prints the summary
# (bench/summarize.py: board power of each test over its second half).
# usage: kernels/bench/power-vs-tests.sh [OUTPUT_DIR]   (default: $OUT)
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
W=${1:-${OUT:-$PWD/power-vs-tests-out}}
mkdir -p "$W"
B=/tmp/rtb-power-build
GEN=(); command -v ninja >/dev/null && GEN=(-G Ninja)
cmake -S "$ROOT/kernels" -B $B "${GEN[@]}" -DROCMTUNE_GPU_KERNELS=CUDA -DCMAKE_CUDA_ARCHITECTURES=90 -DBUILD_TESTING=OFF \
    -DCMAKE_BUILD_TYPE=Release >"$W/build.log" 2>&1 && cmake --build $B -j"$(nproc)" >>"$W/build.log" 2>&1 \
    || { tail -30 "$W/build.log"; exit 1; }
R=$B/rocmtune-bench
FIELDS=timestamp,power.draw,enforced.power.limit,clocks.sm,temperature.gpu,power.draw.instant
echo "$FIELDS" >"$W/power.csv"
nvidia-smi --query-gpu=$FIELDS --format=csv,noheader,nounits -lms 200 >>"$W/power.csv" 2>&1 &
SMI=$!
sleep 1
: >"$W/bench.jsonl"
for i in 1 2; do
    echo "{\"type\":\"run\",\"label\":\"mgp$i\",\"start_epoch\":$(date +%s.%N)}" >>"$W/bench.jsonl"
    "$R" --tests memory,gemm,power --duration 10 >>"$W/bench.jsonl" 2>>"$W/run.err"; echo "run $i exit $?"
done
echo "{\"type\":\"run\",\"label\":\"power24\",\"start_epoch\":$(date +%s.%N)}" >>"$W/bench.jsonl"
"$R" --tests power --duration 24 >>"$W/bench.jsonl" 2>>"$W/run.err"; echo "power24 exit $?"
kill $SMI; wait $SMI 2>/dev/null
python3 "$ROOT/kernels/bench/summarize.py" "$W" >"$W/summary.txt" 2>&1
grep -v "memory details\|gemm details" "$W/summary.txt"
