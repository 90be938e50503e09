#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the main window with simulated GPUs under load to PNG files for
# review: the dashboard (light), the all-GPUs view, and a dark-palette run.
# Usage: scripts/screenshot.sh [output-dir]   (default: build/screenshots)
# Uses Xvfb when present (real X11 fonts and DPI), else Qt's offscreen platform.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROCMTUNE_BUILD_DIR:-$root/build}
out=${1:-$build/screenshots}
app=$build/app/rocmtune
[[ -x $app ]] || "$root/scripts/build.sh"
mkdir -p "$out"
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
export XDG_CONFIG_HOME=$config # never the user's settings

run() {
  if command -v xvfb-run >/dev/null && [[ -z ${ROCMTUNE_SCREENSHOT_OFFSCREEN:-} ]]; then
    xvfb-run -a -s "-screen 0 1400x900x24" "$app" "$@"
  else
    QT_QPA_PLATFORM=offscreen "$app" "$@"
  fi
}

# 1-minute window, 100 ms sampling, 150 samples: graphs full of live data.
common=(--backend sim --sim-gpus 4 --sim-load training --interval 100 --new-instance --screenshot-after 150)
mkdir -p "$config/rocmtune"
printf '[window]\ncurrentView=0\ntimeWindowMs=60000\n' > "$config/rocmtune/rocmtune.conf"
run "${common[@]}" --screenshot "$out/dashboard.png"
# The all-GPUs view: select it through the saved current view.
printf '[window]\ncurrentView=1\ntimeWindowMs=60000\n' > "$config/rocmtune/rocmtune.conf"
run "${common[@]}" --sim-gpus 8 --sim-load stress --screenshot "$out/all-gpus.png"
printf '[window]\ncurrentView=0\ntimeWindowMs=60000\n[display]\ngraphTheme=dark\n' > "$config/rocmtune/rocmtune.conf"
QT_QPA_PLATFORM=offscreen "$app" "${common[@]}" -platform offscreen -style fusion --screenshot "$out/dashboard-dark-graphs.png"
ls -l "$out"/*.png
