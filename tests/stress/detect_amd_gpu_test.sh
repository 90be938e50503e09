#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/detect-amd-gpu.sh (setup.sh installs Debian's HIP toolchain when it
# says yes) over fake PCI trees: an AMD display controller, an AMD device
# that is not one (audio), an NVIDIA GPU, /dev/kfd alone.
set -euo pipefail
detect="${1:?usage: detect_amd_gpu_test.sh scripts/detect-amd-gpu.sh}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
device() { mkdir -p "$1"; echo "$2" >"$1/vendor"; echo "$3" >"$1/class"; }

device "$tmp/amd/0000:03:00.0" 0x1002 0x030000   # Radeon, VGA controller
device "$tmp/amd/0000:03:00.1" 0x1002 0x040300   # its HDMI audio
device "$tmp/mi/0000:c1:00.0" 0x1002 0x038000    # Instinct: display controller, other
device "$tmp/audio/0000:03:00.1" 0x1002 0x040300 # AMD audio only
device "$tmp/nvidia/0000:01:00.0" 0x10de 0x030200

run() { ROCMTUNE_PCI_DEVICES="$tmp/$1" ROCMTUNE_KFD="$2" "$detect"; }
out=$(run amd /nonexistent) || fail "a Radeon VGA controller was not detected"
[[ "$out" == *"0000:03:00.0"* ]] || fail "the detected device is not named: $out"
run mi /nonexistent >/dev/null || fail "an Instinct (class 0x0380) was not detected"
if run audio /nonexistent >/dev/null; then fail "AMD audio alone counted as a GPU"; fi
if run nvidia /nonexistent >/dev/null; then fail "an NVIDIA GPU counted as AMD"; fi
touch "$tmp/kfd"
run nvidia "$tmp/kfd" >/dev/null || fail "/dev/kfd alone was not detected"
echo "detect-amd-gpu: ok"
