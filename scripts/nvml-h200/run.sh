#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The NVML comparison run on the H200 (read-only: nothing here changes a GPU
# setting). Expects beside it bundle.tar.gz (bin/rocmtune-cli + lib/, made by
# scripts/nvml-h200/bundle.sh) and load.py. Writes into $OUT (8 files):
#   run.log        environment, `rocmtune-cli list` (auto), sample-cost text, pynvml memory cross-check
#   list.json      rocmtune-cli list --backend nvml --json
#   monitor.jsonl  rocmtune-cli monitor --backend nvml --format json --count 30 --interval 1000, under load
#   smi.csv        nvidia-smi --query-gpu=<the issue's fields> -lms 1000, at the same time
#   smi-extra.csv  nvidia-smi --query-gpu=<more fields> -lms 1000, at the same time
#   smi-static.csv one nvidia-smi query per static field ("field,value")
#   smi-q.txt      nvidia-smi -q (thresholds, reserved memory ...)
#   cost.json      rocmtune-cli sample-cost under load and idle
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=${OUT:-/tmp/nvml-h200-out}
mkdir -p "$out"
log=$out/run.log
work=$(mktemp -d)
tar xzf "$here/bundle.tar.gz" -C "$work"
export TZ=UTC LC_ALL=C
cli() { LD_LIBRARY_PATH="$work/lib" "$work/bin/rocmtune-cli" "$@"; }
section() { echo "=== $* ($(date -u +%H:%M:%S.%N | cut -c1-12))" >>"$log"; }

section environment
{ uname -a; nvidia-smi -L; nvidia-smi --version; cat /etc/os-release | head -2; ldd --version | head -1; } >>"$log" 2>&1
section rocmtune-cli list
cli list >>"$log" 2>&1
cli list --backend nvml --json >"$out/list.json" 2>>"$log"

section nvidia-smi static fields
fields=name,uuid,pci.bus_id,pci.device_id,driver_version,compute_cap,vbios_version,serial,pcie.link.gen.current,pcie.link.width.current,clocks.max.sm,clocks.max.memory,power.min_limit,power.max_limit,power.default_limit,power.limit,enforced.power.limit,fan.speed,memory.total,memory.reserved,memory.used,temperature.gpu,pstate
# One query for all; if nvidia-smi refuses a field, one query per field so
# that an unknown field loses only itself.
values=$(set -o pipefail; nvidia-smi --query-gpu="$fields" --format=csv,noheader,nounits 2>>"$log" | head -1)
if [ $? -eq 0 ] && [ "$(tr -cd , <<<"$values" | wc -c)" = "$(tr -cd , <<<"$fields" | wc -c)" ]; then
    paste -d, <(tr , '\n' <<<"$fields") <(sed 's/, /\n/g' <<<"$values") >"$out/smi-static.csv"
else
    for f in ${fields//,/ }; do
        printf '%s,%s\n' "$f" "$(nvidia-smi --query-gpu="$f" --format=csv,noheader,nounits 2>&1 | head -1)" >>"$out/smi-static.csv"
    done
fi
nvidia-smi -q >"$out/smi-q.txt" 2>&1

section load starting
marker=$work/busy
python3 "$here/load.py" "$marker" 150 >>"$log" 2>&1 &
load=$!
for _ in $(seq 1 120); do [ -e "$marker" ] || ! kill -0 "$load" 2>/dev/null && break; sleep 0.5; done
[ -e "$marker" ] || section "load did not start"
sleep 3
section monitor and nvidia-smi
nvidia-smi --query-gpu=timestamp,temperature.gpu,power.draw,power.limit,clocks.sm,clocks.mem,utilization.gpu,utilization.memory,memory.used,memory.total,pstate \
    --format=csv -lms 1000 >"$out/smi.csv" 2>>"$log" &
smi=$!
nvidia-smi --query-gpu=timestamp,power.draw.average,power.draw.instant,clocks_event_reasons.active,pcie.link.gen.current,pcie.link.width.current,fan.speed,memory.reserved,enforced.power.limit \
    --format=csv -lms 1000 >"$out/smi-extra.csv" 2>>"$log" &
smiExtra=$!
cli monitor --backend nvml --format json --count 30 --interval 1000 >"$out/monitor.jsonl" 2>>"$log"
sleep 1.2
kill "$smi" "$smiExtra" 2>/dev/null
section pynvml memory cross-check and per-call cost under load
python3 - >>"$log" 2>&1 <<'PY'
import pynvml as n
n.nvmlInit()
h = n.nvmlDeviceGetHandleByIndex(0)
m1 = n.nvmlDeviceGetMemoryInfo(h)
print("v1 total/used/free bytes:", m1.total, m1.used, m1.free)
try:
    m2 = n.nvmlDeviceGetMemoryInfo(h, version=n.nvmlMemory_v2)
    print("v2 total/reserved/used/free bytes:", m2.total, m2.reserved, m2.used, m2.free)
except Exception as e:
    print("v2:", e)
# Cost of each NVML call behind one reading (median of 200, through pynvml's ctypes).
import statistics, time
calls = {
    "temperature": lambda: n.nvmlDeviceGetTemperature(h, 0),
    "power usage": lambda: n.nvmlDeviceGetPowerUsage(h),
    "enforced power limit": lambda: n.nvmlDeviceGetEnforcedPowerLimit(h),
    "SM clock": lambda: n.nvmlDeviceGetClockInfo(h, 1),
    "memory clock": lambda: n.nvmlDeviceGetClockInfo(h, 2),
    "utilization": lambda: n.nvmlDeviceGetUtilizationRates(h),
    "memory v2": lambda: n.nvmlDeviceGetMemoryInfo(h, version=n.nvmlMemory_v2),
    "pstate": lambda: n.nvmlDeviceGetPerformanceState(h),
    "clock event reasons": lambda: n.nvmlDeviceGetCurrentClocksEventReasons(h),
    "PCIe gen": lambda: n.nvmlDeviceGetCurrPcieLinkGeneration(h),
    "PCIe width": lambda: n.nvmlDeviceGetCurrPcieLinkWidth(h),
    "energy": lambda: n.nvmlDeviceGetTotalEnergyConsumption(h),
    "fan": lambda: n.nvmlDeviceGetFanSpeed(h),
}
for name, fn in calls.items():
    times = []
    try:
        for _ in range(200):
            t = time.perf_counter_ns(); fn(); times.append(time.perf_counter_ns() - t)
        print(f"pynvml {name}: median {statistics.median(times) / 1000:.1f} us, max {max(times) / 1000:.1f} us")
    except Exception as e:
        print(f"pynvml {name}: {e}")
PY
section sample-cost under load
cli sample-cost --backend nvml --reads 300 --json >"$work/cost-load.json" 2>>"$log"
kill "$load" 2>/dev/null
wait "$load" 2>/dev/null
sleep 3
section sample-cost idle
cli sample-cost --backend nvml --reads 300 --json >"$work/cost-idle.json" 2>>"$log"
cli sample-cost --backend nvml --reads 300 >>"$log" 2>&1
python3 - "$work/cost-load.json" "$work/cost-idle.json" >"$out/cost.json" 2>>"$log" <<'PY'
import json, sys
print(json.dumps({"under_load": json.load(open(sys.argv[1])), "idle": json.load(open(sys.argv[2]))}, indent=1))
PY
section done
ls -la "$out" >>"$log"
