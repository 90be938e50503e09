#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds rocmtune-bench with CUDA and measures it on an NVIDIA GPU against
# its goals, all in one run, every reference taken in the same run:
# compute vs FP32 peak, memory copy vs the runtime's memcpy, SGEMM (4096 and
# 8192) vs torch.mm (TF32 off), the MLP step (batch 256 and 4096) and the
# MNIST CNN step (batch 64 and 512) vs eager PyTorch, board power of every
# test (nvidia-smi, read-only) and the power test's held power vs the
# enforced limit; the batch extremes (MLP 16 and 8192, CNN 16 and 1024) with
# their PyTorch references; then fault latency with each injected fault and
# clean short runs of the runner (bench/fault_timing.py) and, when a
# rocmtune-cli is given (CLI=path; the device machine has no Qt, so a build
# made elsewhere with its libraries, CLI_LIBS), the CLI's FAIL after each
# fault with the Quick preset's seconds per test and REPEATS clean CLI runs
# (bench/cli_fault_timing.py). Prints a summary table.
#
# usage: scripts/gpu-bench.sh [OUTPUT_DIR]     (default: $OUT, else ./gpu-bench-out)
# env:   DURATION (s per perf test, 10), REPEATS (20), CUDA_ARCH (90), BUILD_DIR,
#        SKIP_TORCH=1, SKIP_FAULTS=1, SKIP_EXTREMES=1, EXTREME_DURATION (s, 4),
#        RUNNER_REPEATS (clean runner runs, REPEATS), CLI, CLI_LIBS
# Reads the GPU's settings, never changes them.
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUTDIR=${1:-${OUT:-$PWD/gpu-bench-out}}
WORK=$(mktemp -d /tmp/rtb-bench.XXXXXX)
DURATION=${DURATION:-10}
REPEATS=${REPEATS:-20}
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
    BATCHES=(--mlp-batch 256,4096 --cnn-batch 64,512)
    [ "${SKIP_EXTREMES:-0}" != 1 ] && BATCHES=(--mlp-batch 16,256,4096,8192 --cnn-batch 16,64,512,1024)
    log "PyTorch baselines (SGEMM 4096/8192, ${BATCHES[*]})"
    python3 "$ROOT/kernels/bench/torch_reference.py" "${BATCHES[@]}" >"$WORK/torch.json" 2>>"$LOG" || log "torch baseline failed"
    cat "$WORK/torch.json" | tee -a "$LOG"
fi

# Board power all through the performance runs, 5 samples a second.
FIELDS=timestamp,power.draw,enforced.power.limit,clocks.sm,temperature.gpu
nvidia-smi --query-gpu=power.draw.instant --format=csv >/dev/null 2>&1 && FIELDS=$FIELDS,power.draw.instant
echo "$FIELDS" >"$WORK/power.csv"
nvidia-smi --query-gpu=$FIELDS --format=csv,noheader,nounits -lms 200 >>"$WORK/power.csv" 2>>"$LOG" &
SMI_PID=$!
sleep 1
: >"$WORK/bench.jsonl"
perf_run() { # label, arguments...
    local label=$1
    shift
    log "performance run $label: $*"
    echo "{\"type\":\"run\",\"label\":\"$label\",\"start_epoch\":$(date +%s.%N)}" >>"$WORK/bench.jsonl"
    "$BENCH" "$@" >>"$WORK/bench.jsonl" 2>>"$LOG"
    log "exit code $?"
}
perf_run all --tests all --duration "$DURATION"
perf_run train4096 --tests train --batch 4096 --duration "$DURATION"
perf_run cnn512 --tests cnn --batch 512 --duration "$DURATION"
perf_run gemm4096 --tests gemm --size 4096 --duration "$DURATION"
if [ "${SKIP_EXTREMES:-0}" != 1 ]; then
    XD=${EXTREME_DURATION:-4}
    perf_run train16 --tests train --batch 16 --duration "$XD"
    perf_run train8192 --tests train --batch 8192 --duration "$XD"
    perf_run cnn16 --tests cnn --batch 16 --duration "$XD"
    perf_run cnn1024 --tests cnn --batch 1024 --duration "$XD"
fi
kill "$SMI_PID" 2>/dev/null
wait "$SMI_PID" 2>/dev/null

if [ "${SKIP_FAULTS:-0}" != 1 ]; then
    log "fault latency (bitflip, memory, nan, nan in cnn) and $REPEATS clean runs"
    python3 "$ROOT/kernels/bench/fault_timing.py" "$BENCH" --repeats "${RUNNER_REPEATS:-$REPEATS}" \
        --json "$WORK/faults.json" | tee -a "$LOG"
    if [ -n "${CLI:-}" ]; then
        log "rocmtune-cli stress: FAIL after each fault (Quick preset) and $REPEATS clean CLI runs"
        LD_LIBRARY_PATH=${CLI_LIBS:-}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} python3 "$ROOT/kernels/bench/cli_fault_timing.py" \
            "$CLI" "$BENCH" --preset quick --repeats "$REPEATS" --json "$WORK/cli_faults.json" | tee -a "$LOG"
    fi
fi

{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ), commit ${COMMIT:-unknown}"
    python3 "$ROOT/kernels/bench/summarize.py" "$WORK"
} >"$WORK/summary.out" 2>&1
mv "$WORK/summary.out" "$WORK/summary.txt"
cat "$WORK/summary.txt"
# At most 8 files go back from the device machine: keep these.
cp "$WORK"/{bench.jsonl,power.csv,torch.json,faults.json,cli_faults.json,summary.txt,log.txt} "$OUTDIR/" 2>/dev/null
exit 0
