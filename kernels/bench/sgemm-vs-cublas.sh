#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The gemm test against cuBLAS (torch.mm, TF32 off) on one NVIDIA GPU, back to
# back in the same process tree, for several sizes and rounds; first a few
# short correctness runs (sizes with and without tiles split between blocks,
# and a planted bit flip that must be caught). Prints the table
# (sgemm_summary.py) and leaves runs.jsonl and summary.txt in OUTDIR.
#
# usage: kernels/bench/sgemm-vs-cublas.sh RUNNER [OUTDIR]   (default: $OUT, else ./sgemm-out)
# env:   SIZES ("4096 8192 16384"), ROUNDS (2), DURATION (6, seconds of the gemm test),
#        CHECK_SIZES ("1024 2176 4096 5248", 1 s each; "" skips them)
# Reads the GPU's settings, never changes them.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
BENCH=$1
OUTDIR=${2:-${OUT:-$PWD/sgemm-out}}
mkdir -p "$OUTDIR"
RUNS=$OUTDIR/runs.jsonl
: >"$RUNS"
nvidia-smi --query-gpu=name,driver_version,enforced.power.limit,clocks.max.sm --format=csv,noheader | tee "$OUTDIR/gpu.txt"

run() { # label, runner arguments...
    local label=$1
    shift
    echo "{\"type\":\"run\",\"label\":\"$label\",\"start_epoch\":$(date +%s.%N)}" >>"$RUNS"
    timeout 120 "$BENCH" "$@" >>"$RUNS" 2>>"$OUTDIR/stderr.txt"
    local code=$?
    echo "{\"type\":\"exit\",\"label\":\"$label\",\"code\":$code,\"end_epoch\":$(date +%s.%N)}" >>"$RUNS"
    echo "$(date -u +%H:%M:%S) $label: exit $code"
}

for n in ${CHECK_SIZES-1024 2176 4096 5248}; do
    run "check-$n" --tests gemm --size "$n" --duration 1
done
[ -n "${CHECK_SIZES-x}" ] && run "fault-bitflip" --tests gemm --size 4096 --duration 2 --inject-fault bitflip --stop-on-fault
for round in $(seq 1 "${ROUNDS:-2}"); do
    for n in ${SIZES:-4096 8192 16384}; do
        run "gemm$n-$round" --tests gemm --size "$n" --duration "${DURATION:-6}"
        python3 -c "
import sys, json, torch
sys.path.insert(0, '$HERE')
torch.backends.cuda.matmul.allow_tf32 = False
import torch_reference as t
print(json.dumps({'type': 'cublas', 'label': 'cublas$n-$round', 'n': $n, 'tflops': t.sgemm_tflops($n),
                  'sustained_tflops': t.sgemm_sustained_tflops($n, ${DURATION:-6})}))" >>"$RUNS" 2>>"$OUTDIR/stderr.txt"
        code=$?
        echo "$(date -u +%H:%M:%S) cublas$n-$round: exit $code"
    done
done
python3 "$HERE/sgemm_summary.py" "$RUNS" | tee "$OUTDIR/summary.txt"
