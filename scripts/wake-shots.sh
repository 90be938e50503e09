#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the dashboard (1366x768, English and Chinese) for issue 36:
# a simulated GPU under stress that is asleep for its first second, then
# reads falsely high for a second after it wakes (ROCMTUNE_SIM_FAULTS=0:wakes):
# the clock graph's throttle-reason bands, and the unsettled stretch drawn
# faint (settling set to 2 s so settled samples follow in the same view).
# Usage: scripts/wake-shots.sh [OUT_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROCMTUNE_BUILD_DIR:-$root/build}
out=${1:-$build/screenshots}
app=$build/app/rocmtune
[[ -x $app ]] || { echo "wake-shots: no $app (build the rocmtune target)" >&2; exit 1; }
command -v xvfb-run >/dev/null || { echo "wake-shots: xvfb-run is missing (scripts/setup.sh installs it)" >&2; exit 1; }
mkdir -p "$out"
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
mkdir -p "$config/rocmtune"
printf '[monitor]\nsettleSecondsAfterWake=2\n' >"$config/rocmtune/rocmtune.conf"
for lang in en zh_CN; do
  XDG_CONFIG_HOME=$config ROCMTUNE_LANG=$lang ROCMTUNE_SIM_FAULTS=0:wakes \
    xvfb-run -a -s "-screen 0 1366x768x24" "$app" --backend sim --sim-gpus 1 --sim-load stress --interval 100 \
    --new-instance --screenshot-after 60 --screenshot "$out/dashboard-wake-$lang.png"
done
