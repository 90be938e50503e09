#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# GUI cost benchmarks in one run (see BENCHMARKS.md, "GUI (issue 4)"):
#  1. replot time of 8 graphs x 36,000 points       (rocmtune_gui_bench, UI-thread CPU time)
#  2. CPU of the app, 8 simulated GPUs, 10 Hz, dashboard visible
#  3. CPU of the app, 8 simulated GPUs, 1 Hz, minimized / in the tray
#  4. resident memory with 1 h of 10 Hz history for 8 GPUs (History prefilled synthetically)
#  5. time from process start to the first painted frame (median of 5)
#  6. how the graphs' live replots were drawn at 10 Hz (kept frame, static frame, full)
# CPU is the process's own CPU time (utime+stime of every thread, /proc/<pid>/stat),
# not wall time, so other users of a shared machine do not count against us.
# With Xvfb the app runs under a window manager (fluxbox, no compositor) like on a desktop: managed,
# decorated windows get more X traffic (configure and expose events) than bare ones.
# Env: BENCH_SECONDS (default 60) measurement length of 2 and 3; BENCH_WM=none: no window manager;
#      BENCH_ONLY=cpu: only 2 and 3; BENCH_ONLY=perf: a perf profile of case 2 under stress load
#      (perf record --call-graph dwarf for BENCH_SECONDS; BENCH_PERF_DATA=FILE keeps it), the top of
#      `perf report` by library and by function.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROCMTUNE_BUILD_DIR:-$root/build}
seconds=${BENCH_SECONDS:-60}
app=$build/app/rocmtune
bench=$build/tests/guibench/rocmtune_gui_bench
if [[ ! -x $app ]] || { [[ -z ${BENCH_ONLY:-} ]] && [[ ! -x $bench ]]; }; then
  "$root/scripts/build.sh"
fi
config=$(mktemp -d)
export XDG_CONFIG_HOME=$config
xvfb_pid=""
wm_pid=""
cleanup() {
  if [[ -n $wm_pid ]]; then # fluxbox may outlive a TERM while its display goes away: make sure
    kill "$wm_pid" 2>/dev/null || true
    sleep 0.3
    kill -9 "$wm_pid" 2>/dev/null || true
  fi
  [[ -n $xvfb_pid ]] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$config"
}
trap cleanup EXIT

# A real X server when there is one (the X11 flush is part of the cost), else offscreen.
if command -v Xvfb >/dev/null && [[ -z ${ROCMTUNE_BENCH_OFFSCREEN:-} ]]; then
  display=":$((90 + RANDOM % 100))"
  Xvfb "$display" -screen 0 1400x900x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  sleep 1
  export DISPLAY=$display QT_QPA_PLATFORM=xcb
  platform="Xvfb (xcb)"
  if [[ ${BENCH_WM:-fluxbox} != none ]] && command -v fluxbox >/dev/null; then
    HOME=$config fluxbox >/dev/null 2>&1 &
    wm_pid=$!
    sleep 1
    platform="$platform + fluxbox (no compositor)"
  else
    platform="$platform, no window manager"
  fi
else
  export QT_QPA_PLATFORM=offscreen
  platform="offscreen"
fi
hz=$(getconf CLK_TCK)
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
rss_kib() { awk '/^VmRSS:/ { print $2 }' "/proc/$1/status"; }

echo "platform: $platform, $(nproc) cores, load average: $(cut -d' ' -f1-3 /proc/loadavg)"
if [[ -z ${BENCH_ONLY:-} ]]; then
echo "== 1. replot (UI-thread CPU time, ms)"
"$bench" 60 2>/dev/null
fi

measure_cpu() { # label, app args...
  local label=$1
  shift
  "$app" --new-instance --backend sim --sim-gpus 8 --sim-load "${load:-training}" "$@" >/dev/null 2>&1 &
  local pid=$!
  sleep 10 # start-up and warm-up are not part of the steady state
  local t0 c0 t1 c1
  t0=$(date +%s.%N)
  c0=$(cpu_ticks "$pid")
  sleep "$seconds"
  c1=$(cpu_ticks "$pid")
  t1=$(date +%s.%N)
  local rss
  rss=$(rss_kib "$pid")
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  awk -v c="$((c1 - c0))" -v hz="$hz" -v t0="$t0" -v t1="$t1" -v rss="$rss" -v label="$label" \
    'BEGIN { printf "%s: cpu %.2f%% of a core (%.2f s CPU in %.1f s), rss %.1f MiB\n", label, 100 * c / hz / (t1 - t0), c / hz, t1 - t0, rss / 1024 }'
}
if [[ ${BENCH_ONLY:-} == perf ]]; then
  command -v perf >/dev/null || { echo "perf is missing (Debian package linux-perf)" >&2; exit 1; }
  data=${BENCH_PERF_DATA:-$config/perf.data}
  "$app" --new-instance --backend sim --sim-gpus 8 --sim-load stress --interval 100 >/dev/null 2>&1 &
  pid=$!
  sleep 10
  c0=$(cpu_ticks "$pid")
  # Samples of this process's own CPU time only (task-clock), every 0.2 ms it runs.
  perf record -e task-clock -F 5000 --call-graph dwarf,32768 -p "$pid" -o "$data" -- sleep "$seconds" >/dev/null 2>&1
  c1=$(cpu_ticks "$pid")
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  awk -v c="$((c1 - c0))" -v hz="$hz" -v s="$seconds" 'BEGIN { printf "10 Hz, 8 GPUs, stress load, under perf: cpu %.2f%% of a core\n", 100 * c / hz / s }'
  echo "== by library (self)"
  perf report -i "$data" --no-children --sort dso --stdio 2>/dev/null | grep -v '^#' | grep -v '^$' | head -15
  echo "== by thread (self)"
  perf report -i "$data" --no-children --sort comm --stdio 2>/dev/null | grep -v '^#' | grep -v '^$' | head -8
  echo "== by function (self)"
  perf report -i "$data" --no-children --sort dso,sym --stdio -g none 2>/dev/null | grep -v '^#' | grep -v '^$' | head -30
  echo "== by function (with callees)"
  perf report -i "$data" --children --sort sym --stdio -g none 2>/dev/null | grep -v '^#' | grep -v '^$' | head -40
  exit 0
fi

echo "== 2./3. CPU of the running app over ${seconds} s"
measure_cpu "10 Hz, 8 GPUs, dashboard visible" --interval 100
load=stress measure_cpu "10 Hz, 8 GPUs under stress load, dashboard visible" --interval 100
measure_cpu "1 Hz, 8 GPUs, minimized/tray" --interval 1000 --minimized
[[ ${BENCH_ONLY:-} == cpu ]] && exit 0

echo "== 4. memory with 1 h of 10 Hz history (8 GPUs)"
"$app" --new-instance --backend sim --sim-gpus 8 --interval 100 >/dev/null 2>&1 &
pid=$!
sleep 8
base=$(rss_kib "$pid")
kill "$pid"
wait "$pid" 2>/dev/null || true
log=$config/prefill.log
"$app" --new-instance --backend sim --sim-gpus 8 --interval 100 --prefill-history 3600 >/dev/null 2>"$log" &
pid=$!
for _ in $(seq 1 300); do grep -q '^prefill:' "$log" && break; sleep 1; done # prefilling takes a while on a busy machine
grep '^prefill:' "$log" || echo "prefill did not finish"
sleep 10
full=$(rss_kib "$pid")
kill "$pid"
wait "$pid" 2>/dev/null || true
awk -v b="$base" -v f="$full" 'BEGIN { printf "rss without history %.1f MiB, with 1 h at 10 Hz %.1f MiB\n", b / 1024, f / 1024 }'

echo "== 5. start to first painted frame (5 runs)"
runs=$config/startup.txt
for i in 1 2 3 4 5; do
  ROCMTUNE_LAUNCH_NS=$(date +%s%N) "$app" --new-instance --backend sim --sim-gpus 8 --report-startup 2>/dev/null |
    awk '/^first_frame_cpu_ms/ { cpu = $2 } /^first_frame_ms/ { wall = $2 } END { print wall, cpu }'
done >"$runs"
summary() { sort -n | awk '{ v[NR] = $1 } END { printf "median %.0f ms (min %.0f, max %.0f)", v[3], v[1], v[5] }'; }
echo "first frame, wall time since launch: $(cut -d' ' -f1 "$runs" | summary)"
echo "first frame, process CPU time until then: $(cut -d' ' -f2 "$runs" | summary)"

echo "== 6. live replots of the graphs at 10 Hz over ${seconds} s (after 10 s), 5-minute and 1-minute window"
"$app" --new-instance --backend sim --sim-gpus 8 --sim-load training --interval 100 --report-graph-replots "$seconds" 2>/dev/null
mkdir -p "$config/rocmtune"
printf '[window]\ntimeWindowMs=60000\n' >"$config/rocmtune/rocmtune.conf"
"$app" --new-instance --backend sim --sim-gpus 8 --sim-load training --interval 100 --report-graph-replots "$seconds" 2>/dev/null
rm -f "$config/rocmtune/rocmtune.conf"
