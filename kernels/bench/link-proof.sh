#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Proof of the link and p2p tests on an NVIDIA GPU (read-only: nvidia-smi
# queries, our own copies): nvidia-smi's link generation and width, the
# PyTorch pinned-copy reference, the link test (link read under load), the
# p2p test, the planted faults (caught?), REPEATS clean short runs (any
# false positive?). Usage: link-proof.sh RUNNER OUTDIR
set -uo pipefail
runner=$1
out=$2
repeats=${REPEATS:-20}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
q=name,pcie.link.gen.current,pcie.link.gen.max,pcie.link.width.current,pcie.link.width.max
nvidia-smi --query-gpu=$q --format=csv > "$out/nvidia-smi-idle.csv" 2>&1
nvidia-smi --query-gpu=pcie.link.gen.gpumax,pcie.link.gen.hostmax --format=csv > "$out/nvidia-smi-gpumax.csv" 2>&1
nvidia-smi -q -d PCIE > "$out/nvidia-smi-pcie.txt" 2>&1 || true
python3 "$here/torch_link_reference.py" > "$out/torch-before.json" 2> "$out/torch-before.err"
# Link gen/width while our copies run: sampled beside the link test.
(for i in $(seq 1 8); do sleep 1; nvidia-smi --query-gpu=$q --format=csv,noheader; done) > "$out/nvidia-smi-load.csv" 2>&1 &
sampler=$!
"$runner" --tests link --duration 10 > "$out/link-10s.jsonl"; echo "link-10s exit $?" >> "$out/exits.txt"
wait $sampler
python3 "$here/torch_link_reference.py" > "$out/torch-after.json" 2> "$out/torch-after.err"
"$runner" --tests p2p --duration 2 > "$out/p2p.jsonl"; echo "p2p exit $?" >> "$out/exits.txt"
"$runner" --tests link --duration 3 --inject-fault link > "$out/fault-link.jsonl"; echo "fault-link exit $?" >> "$out/exits.txt"
"$runner" --tests link --duration 3 --inject-fault link --stop-on-fault > "$out/fault-link-stop.jsonl"; echo "fault-link-stop exit $?" >> "$out/exits.txt"
for i in $(seq 1 "$repeats"); do
  "$runner" --tests link --duration 2 --seed "$i" > "$out/clean-$i.jsonl"; echo "clean-$i exit $?" >> "$out/exits.txt"
done
"$runner" --tests compute,link --duration 2 > "$out/quick-order.jsonl"; echo "quick-order exit $?" >> "$out/exits.txt"
python3 "$here/link_summary.py" "$out" | tee "$out/summary.txt"
