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
# cache). The cache lives in a temporary XDG_CACHE_HOME.
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
commands=(
  "/bin/true=/bin/true"
  "${floors[@]}"
  "rocmtune --version=$cli --version"
  "rocmtune sysfs=$cli list --json --backend sysfs"
  "rocmtune rocm-smi 5.2.3=$cli list --json --backend rocm-smi"
  "rocmtune rocm-smi 5.2.3, cache off=ROCMTUNE_PROBE_CACHE=0 $cli list --json --backend rocm-smi"
  "rocm-smi 5.2.3=/usr/bin/python3 /usr/libexec/rocm_smi/rocm_smi.py $rocm_smi_flags"
)
ratios=(--ratio "rocmtune rocm-smi 5.2.3/rocm-smi 5.2.3" --ratio "rocmtune sysfs/rocm-smi 5.2.3"
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
  commands+=(
    "rocmtune rocm-smi 6.1.2=$six/rocmtune-cli list --json --backend rocm-smi"
    "rocmtune amd-smi 6.1.2=$six/rocmtune-cli list --json --backend amd-smi"
    "rocmtune rocm-smi 6.1.2, cache off=ROCMTUNE_PROBE_CACHE=0 $six/rocmtune-cli list --json --backend rocm-smi"
    "rocmtune amd-smi 6.1.2, cache off=ROCMTUNE_PROBE_CACHE=0 $six/rocmtune-cli list --json --backend amd-smi"
    "rocm-smi 6.1.2=$loader /usr/bin/python3 $top/usr/libexec/rocm_smi/rocm_smi.py $rocm_smi_flags"
    "amd-smi metric 6.1.2=PYTHONPATH=$top/usr/share/amd_smi:$top/usr/libexec/amdsmi_cli $loader /usr/bin/python3 $top/usr/libexec/amdsmi_cli/amdsmi_cli.py metric --json"
  )
  ratios+=(--ratio "rocmtune rocm-smi 6.1.2/rocm-smi 6.1.2" --ratio "rocmtune amd-smi 6.1.2/amd-smi metric 6.1.2"
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
"$fakesys" --class "$tmp/tree/class" --module "$tmp/tree/module" -- \
  /usr/bin/python3 "$root/scripts/bench-one-shot.py" "$repeats" "${ratios[@]}" "${commands[@]}"
