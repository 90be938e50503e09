#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs `monitor` on a fake amdgpu tree twice, with the per-file path forced
# (ROCMTUNE_PER_FILE=1) and with the gpu_metrics fast path, and prints
# every metric whose value or null-ness differs. Exit 1 on a difference.
#   scripts/rocmsmi-fastpath-compare.sh [TICKS] CARD...      (CARD: rx7900xtx rx6800xt mi210)
# Another ROCm SMI build, e.g. Debian 13's 6.1.2: the build's copies patched
# to its loader (tests/integration/CMakeLists.txt; rocmtune-cli is a front that
# starts rocmtune-cli-commands beside it, so a loader given on the command
# line would reach the front alone):
#   ROCMTUNE_CLI=build/tests/integration/rocm-smi-6/rocmtune-cli scripts/rocmsmi-fastpath-compare.sh 12 mi210
# The amd-smi backend (libamd_smi 6.1.2, the same copies): ROCMTUNE_BACKEND=amd-smi.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROCMTUNE_BUILD_DIR:-$root/build}
ticks=12
if [[ ${1:-} =~ ^[0-9]+$ ]]; then ticks=$1; shift; fi
[[ $# -gt 0 ]] || set -- rx7900xtx rx6800xt mi210
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$build/tests/integration/rocmtune-fakesys" --make-tree "$tmp/tree" "$@" >/dev/null
run() {
  "$build/tests/integration/rocmtune-fakesys" --class "$tmp/tree/class" --module "$tmp/tree/module" -- \
    "${ROCMTUNE_CLI:-$build/app/rocmtune-cli}" monitor --format json --backend "${ROCMTUNE_BACKEND:-rocm-smi}" --count "$ticks" --interval 100
}
ROCMTUNE_PER_FILE=1 run >"$tmp/per-file.jsonl" 2>"$tmp/per-file.err"
run >"$tmp/fast.jsonl" 2>"$tmp/fast.err"
python3 - "$tmp/per-file.jsonl" "$tmp/fast.jsonl" <<'PY'
import json, sys
a = [json.loads(l) for l in open(sys.argv[1]) if l.startswith('{')]
b = [json.loads(l) for l in open(sys.argv[2]) if l.startswith('{')]
diff = 0 if len(a) == len(b) and a else 1
for i, (x, y) in enumerate(zip(a, b)):
    if x['state'] != y['state']:
        print(f"sample {i}: state {x['state']} / {y['state']}"); diff += 1
    for key, entry in x['metrics'].items():
        v, w = entry['value'], y['metrics'][key]['value']
        if (v is None) != (w is None) or (v is not None and abs(v - w) > abs(v) * 1e-9):
            print(f"sample {i} GPU {x['device']} {key}: per file {v}, fast {w}"); diff += 1
print(f"{len(a)} / {len(b)} samples, {diff} differences")
sys.exit(1 if diff else 0)
PY
