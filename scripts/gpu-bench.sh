#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds rocmtune-bench with CUDA and measures it on an NVIDIA GPU against
# its goals, all in one run: compute vs FP32 peak, memory copy vs the
# runtime's memcpy, SGEMM vs torch.mm (TF32 off), the MLP step vs PyTorch,
# board power vs the enforced limit (nvidia-smi, read-only), REPEATS clean
# runs of every test and every injected fault. Prints a summary table.
#
# usage: scripts/gpu-bench.sh [OUTPUT_DIR]     (default: $OUT, else ./gpu-bench-out)
# env:   DURATION (s per perf test, 10), POWER_SECONDS (30), REPEATS (10),
#        CUDA_ARCH (90), BUILD_DIR, SKIP_TORCH=1
# Reads the GPU's settings, never changes them.
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUTDIR=${1:-${OUT:-$PWD/gpu-bench-out}}
WORK=$(mktemp -d /tmp/rtb-bench.XXXXXX)
DURATION=${DURATION:-10}
POWER_SECONDS=${POWER_SECONDS:-30}
REPEATS=${REPEATS:-10}
BUILD=${BUILD_DIR:-$ROOT/build-gpu-bench}
mkdir -p "$OUTDIR"
LOG=$WORK/log.txt
log() { echo "== $(date -u +%H:%M:%S) $*" | tee -a "$LOG"; }

log "GPU state before (read-only query)"
nvidia-smi --query-gpu=name,driver_version,power.draw,enforced.power.limit,clocks.sm,clocks.max.sm,temperature.gpu \
    --format=csv 2>&1 | tee -a "$LOG"

log "build (CUDA, sm_${CUDA_ARCH:-90})"
GENERATOR=()
command -v ninja >/dev/null && GENERATOR=(-G Ninja)
if ! cmake -S "$ROOT/kernels" -B "$BUILD" "${GENERATOR[@]}" -DROCMTUNE_GPU_KERNELS=CUDA \
        -DCMAKE_CUDA_ARCHITECTURES="${CUDA_ARCH:-90}" -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=Release >>"$LOG" 2>&1 \
    || ! cmake --build "$BUILD" -j"$(nproc)" >>"$LOG" 2>&1; then
    tail -40 "$LOG"
    cp "$LOG" "$OUTDIR/"
    echo "build failed" >&2
    exit 1
fi
BENCH=$BUILD/rocmtune-bench

if [ "${SKIP_TORCH:-0}" != 1 ]; then
    log "PyTorch baselines"
    python3 "$ROOT/kernels/bench/torch_reference.py" >"$WORK/torch.json" 2>>"$LOG" || log "torch baseline failed"
    cat "$WORK/torch.json" | tee -a "$LOG"
fi

log "performance run: compute, memory, gemm, train, ${DURATION}s each"
"$BENCH" --tests compute,memory,gemm,train --duration "$DURATION" >"$WORK/bench.jsonl" 2>>"$LOG" &
BENCH_PID=$!
# Mid-way through the FP32 burn: the SM clock it really runs at (read-only).
sleep "$(python3 -c "print(max(1.0, $DURATION * 0.4))")"
echo "nvidia-smi during the FP32 burn: $(nvidia-smi --query-gpu=clocks.sm,power.draw,temperature.gpu \
    --format=csv,noheader)" | tee "$WORK/compute_clock.txt" | tee -a "$LOG"
wait "$BENCH_PID"
log "exit code $?"

log "power run, ${POWER_SECONDS}s, nvidia-smi sampling every 200 ms"
nvidia-smi --query-gpu=power.draw,enforced.power.limit,clocks.sm,temperature.gpu --format=csv,noheader,nounits \
    -lms 200 >"$WORK/power.csv" 2>>"$LOG" &
SMI_PID=$!
"$BENCH" --tests power --duration "$POWER_SECONDS" >>"$WORK/bench.jsonl" 2>>"$LOG"
log "exit code $?"
kill "$SMI_PID" 2>/dev/null
wait "$SMI_PID" 2>/dev/null

# Short runs of every test: REPEATS clean, then one per fault kind.
count_results() { # file -> "test:pass:errors ..." summary line
    python3 - "$1" <<'PY'
import json, sys
out = []
for line in open(sys.argv[1]):
    if line.startswith("{"):
        o = json.loads(line)
        if o["type"] == "result":
            out.append("%s:%s:%d" % (o["test"], "pass" if o["pass"] else "FAIL", o["errors"]))
        elif o["type"] == "error":
            out.append("error:%s" % o["message"])
print(" ".join(out))
PY
}
log "$REPEATS clean runs of all tests (0.5 s each, --size 2048)"
: >"$WORK/repeats.txt"
passed=0
for i in $(seq 1 "$REPEATS"); do
    "$BENCH" --tests all --duration 0.5 --size 2048 --seed "$i" >"$WORK/repeat.jsonl" 2>>"$LOG"
    rc=$?
    [ $rc -eq 0 ] && passed=$((passed + 1))
    echo "clean run $i (seed $i): exit $rc: $(count_results "$WORK/repeat.jsonl")" >>"$WORK/repeats.txt"
done
echo "clean runs passed: $passed/$REPEATS" >>"$WORK/repeats.txt"
cat "$WORK/repeats.txt" | tee -a "$LOG"

log "injected faults (each must give exit 1 and pass:false in its test)"
: >"$WORK/faults.txt"
for fault in bitflip memory nan; do
    "$BENCH" --tests all --duration 0.5 --size 2048 --inject-fault "$fault" >"$WORK/fault_$fault.jsonl" 2>>"$LOG"
    rc=$?
    verdict=$([ $rc -eq 1 ] && echo caught || echo MISSED)
    echo "fault $fault: exit $rc ($verdict): $(count_results "$WORK/fault_$fault.jsonl")" >>"$WORK/faults.txt"
done
cat "$WORK/faults.txt" | tee -a "$LOG"

log "clean protocol recording (all tests, 1 s each, --size 2048)"
"$BENCH" --tests all --duration 1 --size 2048 >"$WORK/clean_all.jsonl" 2>>"$LOG"
log "exit code $?"

{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ), commit ${COMMIT:-unknown}"
    [ -f "$WORK/torch.json" ] && echo "torch baseline: $(cat "$WORK/torch.json")"
    python3 "$ROOT/kernels/bench/summarize.py" "$WORK"
} >"$WORK/summary.out" 2>&1
mv "$WORK/summary.out" "$WORK/summary.txt"
cat "$WORK/summary.txt"
# At most 8 files go back from the device machine: keep these.
cp "$WORK"/{bench.jsonl,power.csv,clean_all.jsonl,fault_bitflip.jsonl,fault_memory.jsonl,fault_nan.jsonl,summary.txt,log.txt} \
    "$OUTDIR/" 2>/dev/null
exit 0
