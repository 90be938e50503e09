#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the main window with simulated GPUs under load to PNG files for
# review: the dashboard (light), the all-GPUs view, and a dark-palette run.
# With --views: every main view (dashboard, all GPUs, tuning, profiles, processes, runs,
# stress, doctor) and the Settings dialog, in English and in Chinese, named
# <view>-<en|zh_CN>.png, for the layout review of both languages.
# With --readme: the README's pictures (docs/screenshots/): the dashboard and the Tuning view in
# English and the dashboard in Chinese, light, 8 simulated GPUs, reduced to 256 colours when
# ImageMagick is there (small files in git). With ROCMTUNE_PALETTE=dark any mode renders the dark look.
# Usage: scripts/screenshot.sh [--views|--readme] [output-dir]   (default: build/screenshots)
# Uses Xvfb when present (real X11 fonts and DPI), else Qt's offscreen platform.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROCMTUNE_BUILD_DIR:-$root/build}
views=
readme=
if [[ ${1:-} == --views ]]; then views=1; shift; fi
if [[ ${1:-} == --readme ]]; then readme=1; shift; set -- "${1:-$root/docs/screenshots}"; fi
out=${1:-$build/screenshots}
app=$build/app/rocmtune
[[ -x $app ]] || "$root/scripts/build.sh"
mkdir -p "$out"
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
export XDG_CONFIG_HOME=$config # never the user's settings

run() {
  if command -v xvfb-run >/dev/null && [[ -z ${ROCMTUNE_SCREENSHOT_OFFSCREEN:-} ]]; then
    xvfb-run -a -s "-screen 0 ${ROCMTUNE_SCREEN:-1400x900}x24" "$app" "$@"
  else
    QT_QPA_PLATFORM=offscreen "$app" "$@"
  fi
}

if [[ -n $readme ]]; then
  mkdir -p "$config/rocmtune"
  shot=(--backend sim --sim-gpus 8 --sim-load training --interval 100 --new-instance)
  magick="" # ImageMagick (Debian: imagemagick), to store 256 colours: a third of the size
  for tool in convert-im6.q16 convert; do
    if command -v "$tool" >/dev/null && "$tool" -version 2>/dev/null | grep -q ImageMagick; then
      magick=$tool
      break
    fi
  done
  # name, view index (tab order: dashboard 0, all GPUs 1, tuning 2), language, samples to wait for
  for spec in "dashboard-en 0 en 150" "tuning-en 2 en 30" "dashboard-zh_CN 0 zh_CN 150"; do
    read -r name index lang after <<<"$spec"
    printf '[window]\ncurrentView=%d\ntimeWindowMs=60000\n' "$index" > "$config/rocmtune/rocmtune.conf"
    ROCMTUNE_LANG=$lang run "${shot[@]}" --screenshot-after "$after" --screenshot "$out/$name.png"
    if [[ -n $magick ]]; then
      "$magick" "$out/$name.png" -colors 256 "PNG8:$out/$name.png"
    fi
  done
  ls -l "$out"/*.png
  exit 0
fi

if [[ -n $views ]]; then
  mkdir -p "$config/rocmtune"
  # Two recorded runs (simulated GPUs) for the runs view, kept out of the user's data.
  export XDG_DATA_HOME=$config/data
  cli=$build/app/rocmtune-cli
  for name in "baseline" "power cap 280 W"; do
    "$cli" run --backend sim --sim-gpus 2 --interval 100 --name "$name" -- sleep 1 >/dev/null 2>&1 ||
      echo "screenshot: could not record the run \"$name\"" >&2
  done
  names=(dashboard all-gpus tuning profiles processes runs stress doctor) # the tab order
  shot=(--backend sim --sim-gpus 2 --sim-load training --interval 100 --new-instance)
  for lang in en zh_CN; do
    for i in "${!names[@]}"; do
      printf '[window]\ncurrentView=%d\ntimeWindowMs=60000\n' "$i" > "$config/rocmtune/rocmtune.conf"
      # The graphs need a minute of samples; the other views only a few.
      after=$([[ $i -le 1 ]] && echo 120 || echo 30)
      ROCMTUNE_LANG=$lang run "${shot[@]}" --screenshot-after "$after" --screenshot "$out/${names[$i]}-$lang.png"
    done
    ROCMTUNE_LANG=$lang run "${shot[@]}" --screenshot-after 3 --screenshot-settings --screenshot "$out/settings-$lang.png"
  done
  ls -l "$out"/*-en.png "$out"/*-zh_CN.png
  exit 0
fi

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
