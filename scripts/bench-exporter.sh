#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Scrape latency of `rocmtune-cli export` with 8 simulated GPUs: N sequential
# scrapes (default 1000) by one curl process, a new connection each (the
# exporter answers Connection: close, as Prometheus sees it). Prints count,
# mean, p50, p95, p99 and max in milliseconds and the body size.
# Usage: scripts/bench-exporter.sh [BUILD_DIR] [N]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
count=${2:-1000}
cli="$build/app/rocmtune-cli"
[[ -x "$cli" ]] || cli="$build/app/cli/rocmtune-cli"
tmp=$(mktemp -d)
"$cli" export --backend sim --sim-gpus 8 --interval 1000 --listen 127.0.0.1:0 >"$tmp/out" 2>"$tmp/err" &
pid=$!
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true; rm -rf "$tmp"' EXIT
for _ in $(seq 100); do
  url=$(grep -o 'http://127.0.0.1:[0-9]*/metrics' "$tmp/out" || true)
  [[ -n "$url" ]] && break
  sleep 0.1
done
[[ -n "$url" ]] || { cat "$tmp/err"; echo "exporter did not start" >&2; exit 1; }
sleep 1.5 # let the sampler publish its first snapshots
for _ in $(seq "$count"); do printf 'url = "%s"\noutput = "/dev/null"\n' "$url"; done >"$tmp/curl.cfg"
curl -s -K "$tmp/curl.cfg" -w '%{time_total} %{size_download} %{http_code}\n' >"$tmp/times"
awk '$3 != 200 { bad++ } END { if (bad) { print bad " scrapes failed"; exit 1 } }' "$tmp/times"
sort -n "$tmp/times" | awk -v n="$count" '
  { t[NR] = $1 * 1000; sum += $1 * 1000; size = $2 }
  END {
    printf "scrapes %d  mean %.3f ms  p50 %.3f ms  p95 %.3f ms  p99 %.3f ms  max %.3f ms  body %d bytes\n",
      NR, sum / NR, t[int(NR * 0.50)], t[int(NR * 0.95)], t[int(NR * 0.99)], t[NR], size
  }'
