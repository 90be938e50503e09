#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the main window on the Profiles tab, in English and in Chinese, with
# a few profiles (this card, this model, another model, validated pass/fail,
# apply at login, an unreadable file) over simulated GPUs.
# Usage: scripts/screenshot-profiles.sh [output-dir]   (default: build/screenshots)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROCMTUNE_BUILD_DIR:-$root/build}
out=${1:-$build/screenshots}
app=$build/app/rocmtune
[[ -x $app ]] || "$root/scripts/build.sh"
mkdir -p "$out"
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
export XDG_CONFIG_HOME=$config # never the user's settings or profiles

profiles=$config/rocmtune/rocmtune/profiles
mkdir -p "$profiles"
model='"model_name": "Simulated Radeon RX 7900 XTX", "pci_id": "1002:744c", "gfx_arch": "gfx1100"'
cat > "$profiles/6f1d7a52-4c1e-4d57-9d59-1b0a7f2c1a01.json" <<JSON
{"schema_version": 2, "id": "6f1d7a52-4c1e-4d57-9d59-1b0a7f2c1a01", "name": "Quiet 300 W",
 "target": {"kind": "model", $model},
 "values": {"power_cap_microwatts": 300000000, "perf_level": "auto", "power_profile": "COMPUTE"},
 "created": "2026-11-28T10:00:00.000Z", "modified": "2026-11-28T10:00:00.000Z", "apply_at_login": true,
 "validation": {"when": "2026-11-29T08:30:00.000Z", "passed": true, "summary": "Quick check: PASS, 0 errors"}}
JSON
cat > "$profiles/6f1d7a52-4c1e-4d57-9d59-1b0a7f2c1a02.json" <<JSON
{"schema_version": 2, "id": "6f1d7a52-4c1e-4d57-9d59-1b0a7f2c1a02", "name": "Fast, this card only",
 "target": {"kind": "device", $model, "unique_id": "sim0000000100000000", "pci_bus_id": "0000:10:00.0"},
 "values": {"power_cap_microwatts": 345000000, "sclk_range_mhz": [500, 2600], "perf_level": "manual", "overdrive_percent": 5},
 "created": "2026-11-27T10:00:00.000Z", "modified": "2026-11-27T10:00:00.000Z", "apply_at_login": false,
 "validation": {"when": "2026-11-27T12:00:00.000Z", "passed": false, "summary": "Burn-in: FAIL, 3 errors"}}
JSON
cat > "$profiles/6f1d7a52-4c1e-4d57-9d59-1b0a7f2c1a03.json" <<JSON
{"schema_version": 2, "id": "6f1d7a52-4c1e-4d57-9d59-1b0a7f2c1a03", "name": "MI210 eco",
 "target": {"kind": "model", "model_name": "Simulated AMD Instinct MI210", "pci_id": "1002:740f", "gfx_arch": "gfx90a"},
 "values": {"power_cap_microwatts": 250000000},
 "created": "2026-11-26T10:00:00.000Z", "modified": "2026-11-26T10:00:00.000Z", "apply_at_login": false}
JSON
printf 'not json' > "$profiles/notes.json"

run() {
  if command -v xvfb-run >/dev/null && [[ -z ${ROCMTUNE_SCREENSHOT_OFFSCREEN:-} ]]; then
    xvfb-run -a -s "-screen 0 1400x900x24" "$app" "$@"
  else
    QT_QPA_PLATFORM=offscreen "$app" "$@"
  fi
}

# The Profiles tab is the fourth view (dashboard, all GPUs, tuning, profiles).
mkdir -p "$config/rocmtune"
printf '[window]\ncurrentView=3\n' > "$config/rocmtune/rocmtune.conf"
common=(--backend sim --sim-gpus 2 --interval 200 --new-instance --screenshot-after 5)
ROCMTUNE_LANG=en run "${common[@]}" --screenshot "$out/profiles-en.png"
ROCMTUNE_LANG=zh_CN run "${common[@]}" --screenshot "$out/profiles-zh_CN.png"
ls -l "$out"/profiles-*.png
