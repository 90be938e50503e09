#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# One call on an NVIDIA device machine: builds the runner (CUDA), takes the
# PyTorch references, runs every test while nvidia-smi samples power
# (read-only), the large-batch training runs, and Nsight Compute profiles of
# the runtime's memcpy and our copy kernels. Results under $OUT.
# env: DURATION (s per test, 5), SKIP_NCU=1, SKIP_TORCH=1
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-$PWD/device-probe-out}
DURATION=${DURATION:-5}
mkdir -p "$OUT"
BUILD=/tmp/rtb-build
nvidia-smi --query-gpu=name,driver_version,power.draw,enforced.power.limit,clocks.sm,clocks.max.sm,temperature.gpu --format=csv
command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null
GEN=(); command -v ninja >/dev/null && GEN=(-G Ninja)
cmake -S "$ROOT/kernels" -B "$BUILD" "${GEN[@]}" -DROCMTUNE_GPU_KERNELS=CUDA -DCMAKE_CUDA_ARCHITECTURES=90 \
    -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=Release >"$OUT/build.log" 2>&1 \
    && cmake --build "$BUILD" -j"$(nproc)" >>"$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
B=$BUILD/rocmtune-bench
if [ "${SKIP_TORCH:-0}" != 1 ]; then
    python3 "$ROOT/kernels/bench/torch_reference.py" ${TORCH_ARGS:-} >"$OUT/torch.json" 2>"$OUT/torch.err"; cat "$OUT/torch.json"; tail -3 "$OUT/torch.err"
fi
FIELDS=timestamp,power.draw,enforced.power.limit,clocks.sm,temperature.gpu
nvidia-smi --query-gpu=power.draw.instant --format=csv >/dev/null 2>&1 && FIELDS=$FIELDS,power.draw.instant
nvidia-smi --query-gpu=$FIELDS --format=csv,noheader,nounits -lms 200 >"$OUT/smi.csv" 2>&1 &
SMI=$!
"$B" --tests all --duration "$DURATION" >"$OUT/run.jsonl" 2>"$OUT/run.err"; echo "all: exit $?"
"$B" --tests train --batch 4096 --duration "$DURATION" >>"$OUT/run.jsonl" 2>>"$OUT/run.err"; echo "train 4096: exit $?"
"$B" --tests cnn --batch 512 --duration "$DURATION" >>"$OUT/run.jsonl" 2>>"$OUT/run.err"; echo "cnn 512: exit $?"
kill $SMI; wait $SMI 2>/dev/null
if [ "${SKIP_NCU:-0}" != 1 ]; then
    NCU=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu | head -1)
    python3 - <<'PY' >"$OUT/ncu_memcpy_prog.py"
print("import torch\na=torch.empty(2**28,device='cuda');b=torch.empty_like(a)\nfor _ in range(3): b.copy_(a)\ntorch.cuda.synchronize()")
PY
    timeout 120 "$NCU" --clock-control none --section SpeedOfLight --section LaunchStats --section MemoryWorkloadAnalysis \
        --section Occupancy --launch-count 3 python3 "$OUT/ncu_memcpy_prog.py" >"$OUT/ncu.txt" 2>&1
    timeout 180 "$NCU" --clock-control none --section SpeedOfLight --section LaunchStats --section MemoryWorkloadAnalysis \
        -k regex:copy --launch-count 12 "$B" --tests memory --duration 0.3 --size 2048 >>"$OUT/ncu.txt" 2>&1
    rm -f "$OUT/ncu_memcpy_prog.py"
fi
python3 - "$OUT/run.jsonl" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    o = json.loads(line)
    if o["type"] == "result":
        d = o["details"]
        keep = {k: d[k] for k in ("ratio_to_memcpy", "memcpy_gbps", "copy_kernels_gbps", "variant_tflops", "batch", "step_ms",
                                  "load", "held_power_w", "power_limit_w", "seconds_to_95_percent", "probe_power_w",
                                  "worst_first_step_logit_error", "first_fault_message") if k in d}
        print(o["test"], round(o["value"], 2), o["unit"], "errors", o["errors"], json.dumps(keep))
    elif o["type"] in ("fault", "error"):
        print(line.strip())
PY
