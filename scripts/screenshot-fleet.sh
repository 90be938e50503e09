#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the GUI's Fleet view against a real Prometheus for review: two
# exporters with simulated GPUs (3 and 2) and Prometheus (shipped rules,
# file_sd targets), all on loopback, collect for a while; then the window is
# captured in English and in Chinese (fleet-en.png, fleet-zh_CN.png).
# Usage: scripts/screenshot-fleet.sh [output-dir] [seconds of history, default 90]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ROCMTUNE_BUILD_DIR:-$root/build}
out=${1:-$build/screenshots}
seconds=${2:-90}
cli=$build/app/rocmtune-cli
app=$build/app/rocmtune
command -v prometheus >/dev/null || { echo "prometheus is missing; run scripts/setup.sh" >&2; exit 1; }
mkdir -p "$out"
tmp=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$tmp"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

targets=()
for gpus in 3 2; do
  log=$tmp/exporter-$gpus.log
  "$cli" export --backend sim --sim-gpus "$gpus" --sim-load training --interval 500 --listen 127.0.0.1:0 >"$log" 2>&1 &
  pids+=($!)
  for _ in $(seq 50); do grep -q 'http://127.0.0.1:' "$log" && break; sleep 0.1; done
  targets+=("$(grep -o '127\.0\.0\.1:[0-9]*' "$log" | head -1)")
done
port=$(free_port)
printf '[{"targets": ["%s", "%s"]}]\n' "${targets[0]}" "${targets[1]}" >"$tmp/nodes.json"
cat >"$tmp/prometheus.yml" <<YAML
global: {scrape_interval: 2s, evaluation_interval: 2s}
rule_files: ["$root/resources/prometheus/rocmtune-alerts.yml"]
scrape_configs:
  - job_name: rocmtune
    file_sd_configs: [{files: ["$tmp/nodes.json"]}]
YAML
prometheus --config.file="$tmp/prometheus.yml" --storage.tsdb.path="$tmp/data" --web.listen-address="127.0.0.1:$port" \
  --web.console.templates="$tmp" --web.console.libraries="$tmp" >"$tmp/prometheus.log" 2>&1 &
pids+=($!)
echo "screenshot-fleet: Prometheus on http://127.0.0.1:$port scraping ${targets[*]}; collecting ${seconds} s of history"
sleep "$seconds"

config=$tmp/config
mkdir -p "$config/rocmtune"
export XDG_CONFIG_HOME=$config XDG_DATA_HOME=$tmp/data-home
# Tab order: dashboard, all GPUs, tuning, profiles, processes, runs, stress, doctor, fleet.
printf '[window]\ncurrentView=8\n[fleet]\nprometheusUrl=http://127.0.0.1:%s\n' "$port" >"$config/rocmtune/rocmtune.conf"
for lang in en zh_CN; do
  shot=(--backend sim --sim-gpus 1 --interval 100 --new-instance --screenshot-after 40 --screenshot "$out/fleet-$lang.png")
  if command -v xvfb-run >/dev/null && [[ -z ${ROCMTUNE_SCREENSHOT_OFFSCREEN:-} ]]; then
    ROCMTUNE_LANG=$lang xvfb-run -a -s "-screen 0 1400x900x24" "$app" "${shot[@]}"
  else
    ROCMTUNE_LANG=$lang QT_QPA_PLATFORM=offscreen "$app" "${shot[@]}"
  fi
done
"$cli" fleet --prometheus "http://127.0.0.1:$port" | tee "$out/fleet-cli.txt"
