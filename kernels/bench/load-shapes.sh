#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The load-shape tests (adaptive, pulse) on an NVIDIA GPU against issue 33's
# goals, in one run, with nvidia-smi sampling board power, clock and
# temperature every 100 ms alongside (read-only): pulse at 2 Hz (and 0.5, 10,
# 20 Hz), adaptive; each injected fault (bitflip, memory, nan) in each with
# --stop-on-fault; CLEAN_RUNS clean short runs of each; the gemm test at
# 8192 against torch.mm (TF32 off) back to back, twice. Prints the summary
# (load_shapes.py) and leaves everything in OUTDIR (5 files).
#
# usage: kernels/bench/load-shapes.sh RUNNER [OUTDIR]   (default: $OUT, else ./load-shapes-out)
# env:   PULSE_SECONDS (20), ADAPTIVE_SECONDS (30), CLEAN_RUNS (20), SKIP_GEMM=1,
#        SHAPES (the tests given faults and clean runs, default "adaptive pulse"),
#        RUN_TIMEOUT (s a runner run may take, 150)
# Reads the GPU's settings, never changes them.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
BENCH=$1
OUTDIR=${2:-${OUT:-$PWD/load-shapes-out}}
mkdir -p "$OUTDIR"
W=$OUTDIR # written as it goes: a run cut short still leaves its lines
LOG=$W/log.txt
RUNS=$W/runs.jsonl
: >"$RUNS"

nvidia-smi --query-gpu=name,driver_version,power.draw,enforced.power.limit,clocks.sm,clocks.max.sm,temperature.gpu \
    --format=csv >"$W/gpu.txt" 2>&1
cat "$W/gpu.txt"
FIELDS=timestamp,power.draw,enforced.power.limit,clocks.sm,temperature.gpu
nvidia-smi --query-gpu=power.draw.instant --format=csv >/dev/null 2>&1 && FIELDS=$FIELDS,power.draw.instant
echo "$FIELDS" >"$W/smi.csv"
nvidia-smi --query-gpu=$FIELDS --format=csv,noheader,nounits -lms 100 >>"$W/smi.csv" 2>>"$LOG" &
SMI=$!
sleep 1

run() { # label, runner arguments...
    local label=$1
    shift
    echo "{\"type\":\"run\",\"label\":\"$label\",\"start_epoch\":$(date +%s.%N)}" >>"$RUNS"
    timeout "${RUN_TIMEOUT:-150}" "$BENCH" "$@" >>"$RUNS" 2>>"$LOG"
    local code=$?
    echo "{\"type\":\"exit\",\"label\":\"$label\",\"code\":$code,\"end_epoch\":$(date +%s.%N)}" >>"$RUNS"
    echo "$(date -u +%H:%M:%S) $label: exit $code" | tee -a "$LOG"
}

run pulse-2hz --tests pulse --duration "${PULSE_SECONDS:-20}"
sleep 2
run adaptive --tests adaptive --duration "${ADAPTIVE_SECONDS:-30}"
for hz in 0.5 10 20; do
    sleep 1
    run "pulse-${hz}hz" --tests pulse --pulse-hz "$hz" --duration 6
done
for fault in bitflip memory nan; do
    for test in ${SHAPES:-adaptive pulse}; do
        run "fault-$test-$fault" --tests "$test" --duration 3 --inject-fault "$fault" --stop-on-fault
    done
done
for seed in $(seq 1 "${CLEAN_RUNS:-20}"); do
    case " ${SHAPES:-adaptive pulse} " in *" adaptive "*)
        run "clean-adaptive-$seed" --tests adaptive --duration 0.5 --seed "$seed" ;;
    esac
    case " ${SHAPES:-adaptive pulse} " in *" pulse "*)
        run "clean-pulse-$seed" --tests pulse --duration 1 --seed "$seed" ;;
    esac
done
kill "$SMI" 2>/dev/null
wait "$SMI" 2>/dev/null

if [ "${SKIP_GEMM:-0}" != 1 ]; then
    for round in 1 2; do
        run "gemm8192-$round" --tests gemm --size 8192 --duration 8
        python3 -c "
import sys, json, torch
sys.path.insert(0, '$HERE')
torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
import torch_reference as t
print(json.dumps({'type': 'cublas', 'label': 'cublas8192-$round', 'n': 8192, 'tflops': t.sgemm_tflops(8192),
                  'sustained_tflops': t.sgemm_sustained_tflops(8192, 8.0)}))" >>"$RUNS" 2>>"$LOG"
    done
fi

python3 "$HERE/load_shapes.py" "$W" | tee "$W/summary.txt"
exit 0
