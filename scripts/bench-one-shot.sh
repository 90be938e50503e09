#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# CPU of one-shot reads (issue 36): `rocmtune-cli list --json` through each
# AMD backend against AMD's own CLIs with the equivalent flags, on the same
# two fake cards (RX 7900 XTX + MI210) in the private mount namespace the
# integration tests use (rocmtune-fakesys). Whole processes: user + system
# CPU from wait4() (children included), REPEATS interleaved rounds, medians;
# scripts/bench-one-shot.py says how.
#
#   scripts/bench-one-shot.sh [BUILD_DIR]        REPEATS=N (default 30)
#
# The library rows run twice: as a user runs them (the probe verdicts of the
# warm-up round are in the cache, ProbeVerdictCache) and with the cache off
# (ROCMTUNE_PROBE_CACHE=0: every run forks its probe children, as before the
# cache). The cache lives in a temporary XDG_CACHE_HOME. Every rocmtune row
# reads directly (ROCMTUNE_ONE_SHOT=off), and the "answered" rows ask an
# exporter started for the purpose in the same namespace (one per library,
# --interval 10000, each in its own XDG_RUNTIME_DIR; core/oneshot): the
# exporter's CPU from the first to the last round, all of it counted against
# its answers (its own sampling too), is printed per answer and added to the
# client's median for the ratio against the vendor CLI.
#
# BEFORE_CLI=FILE (and BEFORE_CLI6=FILE, a copy of an earlier
# BUILD_DIR/tests/integration/rocm-smi-6/rocmtune-cli) add the same rows for
# an earlier build in the same rounds, with the ratio before/after.
#
# Needs root (or unprivileged user namespaces), the build's rocmtune-cli and
# rocmtune-fakesys, Debian 12's rocm-smi 5.2.3 (/usr/libexec/rocm_smi), and
# for the 6.1.2 rows (ROCm SMI 6.1.2, AMD SMI 6.1.2, rocm-smi and amd-smi
# 6.1.2) a build configured with -DROCMTUNE_ROCM_SMI_6_DIR (scripts/test.sh
# does it; the patched copy of rocmtune-cli is in
# BUILD_DIR/tests/integration/rocm-smi-6). Rows whose programs are missing are
# left out with a note, never measured with something else.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
repeats=${REPEATS:-30}
cli="$build/app/rocmtune-cli"
fakesys="$build/tests/integration/rocmtune-fakesys"
for f in "$cli" "$fakesys"; do
  [[ -x "$f" ]] || { echo "bench-one-shot: $f is missing: cmake --build $build --target rocmtune-cli rocmtune-fakesys" >&2; exit 1; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CACHE_HOME="$tmp/cache"
export ROCMTUNE_ONE_SHOT=off # rows that ask an exporter set it back to "on"
"$fakesys" --make-tree "$tmp/tree" rx7900xtx mi210 >/dev/null

# rocm-smi's flags for what `list --json` shows: name, temperatures, power,
# clocks, VRAM, busy, fan (what the earlier measurement in BENCHMARKS.md used).
rocm_smi_flags="--showproductname --showtemp --showpower --showclocks --showmeminfo vram --showuse --showfan --json"
# Qt's own floor: a program that only constructs a QCoreApplication and
# prints one line, linked with Qt Core alone, and the same linked with Qt
# Network too (what rocmtune-cli loaded before export and fleet moved to
# rocmtune-cli-network). Built here with the system's g++ and Qt (-O2).
floors=()
if command -v g++ >/dev/null && pkg-config --exists Qt6Core Qt6Network 2>/dev/null; then
  printf '%s\n' '#include <QCoreApplication>' '#include <cstdio>' \
    'int main(int argc, char **argv) { QCoreApplication app(argc, argv); std::puts("x"); return 0; }' >"$tmp/floor.cpp"
  # shellcheck disable=SC2046 # pkg-config's flags are words
  g++ -O2 -fPIC $(pkg-config --cflags Qt6Core) "$tmp/floor.cpp" -o "$tmp/qt-core-floor" $(pkg-config --libs Qt6Core)
  # shellcheck disable=SC2046
  g++ -O2 -fPIC $(pkg-config --cflags Qt6Core) "$tmp/floor.cpp" -o "$tmp/qt-core-network-floor" \
    -Wl,--no-as-needed $(pkg-config --libs Qt6Core Qt6Network)
  floors=("Qt Core floor=$tmp/qt-core-floor" "Qt Core + Network floor=$tmp/qt-core-network-floor")
else
  echo "note: g++ or Qt 6's pkg-config files are missing: no Qt floor rows" >&2
fi
# Floors: a process that does nothing, Qt's start-up, and rocmtune-cli's
# start-up alone (dynamic linking, QCoreApplication, the translator; no device read).
# One exporter per library answers the "answered" rows: NAME=RUNTIME_DIR:PROGRAM:BACKEND.
exporters=("rocm-smi 5.2.3=$tmp/run-523:$cli:rocm-smi")
commands=(
  "/bin/true=/bin/true"
  "${floors[@]}"
  "rocmtune --version=$cli --version"
  "rocmtune --version without the front=$build/app/rocmtune-cli-commands --version"
  "rocmtune rocm-smi 5.2.3, answered=ROCMTUNE_ONE_SHOT=on XDG_RUNTIME_DIR=$tmp/run-523 $cli list --json --backend rocm-smi"
  "rocmtune sysfs=$cli list --json --backend sysfs"
  "rocmtune rocm-smi 5.2.3=$cli list --json --backend rocm-smi"
  "rocmtune rocm-smi 5.2.3, cache off=ROCMTUNE_PROBE_CACHE=0 $cli list --json --backend rocm-smi"
  "rocm-smi 5.2.3=/usr/bin/python3 /usr/libexec/rocm_smi/rocm_smi.py $rocm_smi_flags"
)
ratios=(--ratio "rocmtune --version/rocmtune --version without the front" --ratio "rocmtune rocm-smi 5.2.3, answered/rocm-smi 5.2.3" --ratio "rocmtune rocm-smi 5.2.3/rocm-smi 5.2.3" --ratio "rocmtune sysfs/rocm-smi 5.2.3"
        --ratio "rocmtune rocm-smi 5.2.3, cache off/rocm-smi 5.2.3" --ratio "rocmtune rocm-smi 5.2.3/rocmtune rocm-smi 5.2.3, cache off")
if [[ -n "${BEFORE_CLI:-}" ]]; then
  commands+=("before: rocmtune --version=$BEFORE_CLI --version"
             "before: rocmtune sysfs=$BEFORE_CLI list --json --backend sysfs"
             "before: rocmtune rocm-smi 5.2.3=$BEFORE_CLI list --json --backend rocm-smi")
  ratios+=(--ratio "rocmtune --version/before: rocmtune --version" --ratio "rocmtune sysfs/before: rocmtune sysfs" --ratio "rocmtune rocm-smi 5.2.3/before: rocmtune rocm-smi 5.2.3"
           --ratio "before: rocmtune rocm-smi 5.2.3/rocm-smi 5.2.3")
fi
[[ -f /usr/libexec/rocm_smi/rocm_smi.py ]] || { echo "bench-one-shot: /usr/libexec/rocm_smi/rocm_smi.py is missing (apt install rocm-smi)" >&2; exit 1; }

six="$build/tests/integration/rocm-smi-6"
if [[ -x "$six/rocmtune-cli" && -e "$six/lib/ld-linux-x86-64.so.2" ]]; then
  lib=$(cd "$six/lib" && pwd -P)
  top=$(cd "$lib/../../.." && pwd)
  loader="$lib/ld-linux-x86-64.so.2 --library-path $lib:/usr/lib/x86_64-linux-gnu"
  exporters+=("rocm-smi 6.1.2=$tmp/run-612:$six/rocmtune-cli:rocm-smi" "amd-smi 6.1.2=$tmp/run-amd:$six/rocmtune-cli:amd-smi")
  commands+=(
    "rocmtune rocm-smi 6.1.2, answered=ROCMTUNE_ONE_SHOT=on XDG_RUNTIME_DIR=$tmp/run-612 $six/rocmtune-cli list --json --backend rocm-smi"
    "rocmtune amd-smi 6.1.2, answered=ROCMTUNE_ONE_SHOT=on XDG_RUNTIME_DIR=$tmp/run-amd $six/rocmtune-cli list --json --backend amd-smi"
    "rocmtune rocm-smi 6.1.2=$six/rocmtune-cli list --json --backend rocm-smi"
    "rocmtune amd-smi 6.1.2=$six/rocmtune-cli list --json --backend amd-smi"
    "rocmtune rocm-smi 6.1.2, cache off=ROCMTUNE_PROBE_CACHE=0 $six/rocmtune-cli list --json --backend rocm-smi"
    "rocmtune amd-smi 6.1.2, cache off=ROCMTUNE_PROBE_CACHE=0 $six/rocmtune-cli list --json --backend amd-smi"
    "rocm-smi 6.1.2=$loader /usr/bin/python3 $top/usr/libexec/rocm_smi/rocm_smi.py $rocm_smi_flags"
    "amd-smi metric 6.1.2=PYTHONPATH=$top/usr/share/amd_smi:$top/usr/libexec/amdsmi_cli $loader /usr/bin/python3 $top/usr/libexec/amdsmi_cli/amdsmi_cli.py metric --json"
  )
  ratios+=(--ratio "rocmtune rocm-smi 6.1.2, answered/rocm-smi 6.1.2" --ratio "rocmtune amd-smi 6.1.2, answered/amd-smi metric 6.1.2"
           --ratio "rocmtune rocm-smi 6.1.2/rocm-smi 6.1.2" --ratio "rocmtune amd-smi 6.1.2/amd-smi metric 6.1.2"
           --ratio "rocmtune sysfs/amd-smi metric 6.1.2"
           --ratio "rocmtune rocm-smi 6.1.2, cache off/rocm-smi 6.1.2" --ratio "rocmtune amd-smi 6.1.2, cache off/amd-smi metric 6.1.2"
           --ratio "rocmtune rocm-smi 6.1.2/rocmtune rocm-smi 6.1.2, cache off" --ratio "rocmtune amd-smi 6.1.2/rocmtune amd-smi 6.1.2, cache off")
  if [[ -n "${BEFORE_CLI6:-}" ]]; then
    commands+=("before: rocmtune rocm-smi 6.1.2=$BEFORE_CLI6 list --json --backend rocm-smi"
               "before: rocmtune amd-smi 6.1.2=$BEFORE_CLI6 list --json --backend amd-smi")
    ratios+=(--ratio "rocmtune rocm-smi 6.1.2/before: rocmtune rocm-smi 6.1.2" --ratio "rocmtune amd-smi 6.1.2/before: rocmtune amd-smi 6.1.2"
             --ratio "before: rocmtune rocm-smi 6.1.2/rocm-smi 6.1.2" --ratio "before: rocmtune amd-smi 6.1.2/amd-smi metric 6.1.2")
  fi
else
  echo "note: $six/rocmtune-cli is missing (build not configured with ROCMTUNE_ROCM_SMI_6_DIR): no 6.1.2 rows" >&2
fi

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), commit $(git -C "$root" rev-parse --short HEAD)"
# Inside the namespace: the exporters, the rounds, then each exporter's CPU per answer.
cat >"$tmp/inside.sh" <<'INSIDE'
set -euo pipefail
repeats=$1; shift
declare -a names=() pids=() dirs=() before=()
while [[ $1 != -- ]]; do
  IFS=: read -r dir program backend <<<"${1#*=}"
  mkdir -p -m 0700 "$dir"
  XDG_RUNTIME_DIR=$dir "$program" export --backend "$backend" --listen 127.0.0.1:0 --interval 10000 \
    --one-shot-socket "$dir/rocmtune-exporter/readings.sock" >"$dir/log" 2>&1 &
  names+=("${1%%=*}"); pids+=($!); dirs+=("$dir")
  shift
done
shift
for i in "${!pids[@]}"; do
  for _ in $(seq 600); do grep -q "Answering one-shot reads" "${dirs[$i]}/log" && break; sleep 0.1; done
  grep -q "Answering one-shot reads" "${dirs[$i]}/log" || { echo "bench-one-shot: the ${names[$i]} exporter did not start:" >&2; cat "${dirs[$i]}/log" >&2; exit 1; }
done
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }
for pid in "${pids[@]}"; do before+=("$(cpu "$pid")"); done
/usr/bin/python3 "$ROOT/scripts/bench-one-shot.py" "$repeats" "$@" | tee "$TMP/rounds.txt"
echo
hz=$(getconf CLK_TCK)
medians=$(grep '^Medians of CPU' "$TMP/rounds.txt")
for i in "${!pids[@]}"; do
  used=$(( $(cpu "${pids[$i]}") - ${before[$i]} ))
  answers=$(( repeats + 2 )) # the warm-up round, the rounds, the /usr/bin/time -v run
  python3 - "${names[$i]}" "$used" "$hz" "$answers" "$medians" <<'PY'
import sys
name, used, hz, answers, medians = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
per = used / hz / answers
m = dict(entry.rsplit(" ", 1) for entry in medians.split(": ", 1)[1].split("; "))
m = {k: v for k, v in m.items()}
client = float(m[f"rocmtune {name}, answered"])
vendor = {"rocm-smi 5.2.3": "rocm-smi 5.2.3", "rocm-smi 6.1.2": "rocm-smi 6.1.2", "amd-smi 6.1.2": "amd-smi metric 6.1.2"}[name]
theirs = float(m[vendor])
print(f"- exporter ({name}): {used / hz:.2f} s CPU over {answers} answers and its own sampling = {per:.4f} s per answer; "
      f"client {client:.4f} + exporter {per:.4f} = {client + per:.4f} s: {vendor} / answered = {theirs / (client + per):.1f}x the CPU")
PY
done
for pid in "${pids[@]}"; do kill -TERM "$pid"; done
wait
INSIDE
exporter_args=("${exporters[@]}")
"$fakesys" --class "$tmp/tree/class" --module "$tmp/tree/module" -- \
  env ROOT="$root" TMP="$tmp" bash "$tmp/inside.sh" "$repeats" "${exporter_args[@]}" -- "${ratios[@]}" "${commands[@]}"
