#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the Tuning view (simulated Radeon VII, RX 7900 XTX, MI210;
# English and Chinese) in a maximized main window under fluxbox on Xvfb, at
# 1366x768 and 1920x1080, for a person to look at.
# Usage: scripts/tuning-shots.sh OUT_DIR [path/to/rocmtune_tuning_shots]
# DRIFT=1: the RX 7900 XTX's power cap drifted (kept at 300 W, then 310 W behind ROCm Tune's back).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: tuning-shots.sh OUT_DIR [rocmtune_tuning_shots]}
shots=${2:-${ROCMTUNE_BUILD_DIR:-$root/build}/tests/tuning/rocmtune_tuning_shots}
for tool in Xvfb fluxbox xwininfo; do
  command -v "$tool" >/dev/null || { echo "tuning-shots: $tool is missing (scripts/setup.sh installs it)" >&2; exit 1; }
done
[[ -x $shots ]] || { echo "tuning-shots: no $shots (build the rocmtune_tuning_shots target)" >&2; exit 1; }
mkdir -p "$out"
status=0
for size in 1366x768 1920x1080; do
  work=$(mktemp -d)
  display=":$((200 + RANDOM % 300))"
  Xvfb "$display" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  for _ in $(seq 50); do DISPLAY=$display xwininfo -root >/dev/null 2>&1 && break; sleep 0.1; done
  DISPLAY=$display HOME=$work fluxbox >/dev/null 2>&1 &
  wm_pid=$!
  sleep 1.5
  DISPLAY=$display XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data QT_QPA_PLATFORM=xcb "$shots" "$out" "$size" ${DRIFT:+drift} || status=1
  kill "$wm_pid" "$xvfb_pid" 2>/dev/null || true
  wait "$wm_pid" "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
done
exit $status
