#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The first window fits a small screen with a real window manager (issue 24):
# Xvfb at 1366x768 (or $1), fluxbox, a fresh configuration, 8 simulated GPUs.
# Reads the window's frame from the X server (xwininfo + _NET_FRAME_EXTENTS),
# not from Qt, and fails when any edge of the frame is off the screen.
# Usage: scripts/check-window-fit.sh [WIDTHxHEIGHT] [path/to/rocmtune]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
size=${1:-1366x768}
app=${2:-${ROCMTUNE_BUILD_DIR:-$root/build}/app/rocmtune}
screen_w=${size%x*}
screen_h=${size#*x}
for tool in Xvfb fluxbox xwininfo xprop; do
  command -v "$tool" >/dev/null || { echo "check-window-fit: $tool is missing (scripts/setup.sh installs it)" >&2; exit 1; }
done
[[ -x $app ]] || { echo "check-window-fit: no $app" >&2; exit 1; }

work=$(mktemp -d)
xvfb_pid="" wm_pid="" app_pid=""
cleanup() {
  for pid in $app_pid $wm_pid $xvfb_pid; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
display=":$((200 + RANDOM % 300))"
Xvfb "$display" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
export DISPLAY=$display
for _ in $(seq 50); do xwininfo -root >/dev/null 2>&1 && break; sleep 0.1; done
HOME=$work fluxbox >/dev/null 2>&1 &
wm_pid=$!
sleep 1.5

export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data QT_QPA_PLATFORM=xcb
"$app" --new-instance --backend sim --sim-gpus 8 --interval 200 >/dev/null 2>&1 &
app_pid=$!
# The main window: named "… ROCm Tune", viewable and larger than a helper window (Qt keeps a 1x1 one).
id=""
for _ in $(seq 150); do
  for candidate in $(xwininfo -root -tree 2>/dev/null | awk '/ROCm Tune"/ && !/has no name/ { print $1 }' || true); do
    cinfo=$(xwininfo -id "$candidate" 2>/dev/null || true)
    if grep -q 'IsViewable' <<<"$cinfo" && (($(awk '/Width:/ { print $2 }' <<<"$cinfo") > 100)) &&
      xprop -id "$candidate" _NET_FRAME_EXTENTS 2>/dev/null | grep -q '='; then
      id=$candidate
      break 2
    fi
  done
  sleep 0.1
done
[[ -n $id ]] || { echo "check-window-fit: no managed ROCm Tune window appeared" >&2; exit 1; }
sleep 0.5 # the first placement settles
info=$(xwininfo -id "$id")
x=$(awk '/Absolute upper-left X/ { print $4 }' <<<"$info")
y=$(awk '/Absolute upper-left Y/ { print $4 }' <<<"$info")
w=$(awk '/Width:/ { print $2 }' <<<"$info")
h=$(awk '/Height:/ { print $2 }' <<<"$info")
# left, right, top, bottom
read -r fl fr ft fb < <(xprop -id "$id" _NET_FRAME_EXTENTS | sed -n 's/.*= *//p' | tr -d ',' ; true) || true
fl=${fl:-0} fr=${fr:-0} ft=${ft:-0} fb=${fb:-0}
left=$((x - fl)) top=$((y - ft)) right=$((x + w + fr)) bottom=$((y + h + fb))
echo "screen ${screen_w}x${screen_h}; window client ${w}x${h} at $x,$y; frame $left,$top to $right,$bottom (extents $fl $fr $ft $fb)"
if ((left < 0 || top < 0 || right > screen_w || bottom > screen_h)); then
  echo "check-window-fit: FAIL, the window frame is not inside the screen" >&2
  exit 1
fi
if ((ft == 0)); then
  echo "check-window-fit: FAIL, no frame extents: was the window managed?" >&2
  exit 1
fi
echo "check-window-fit: OK"
