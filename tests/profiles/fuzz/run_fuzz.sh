#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Bounded libFuzzer run of the profile parser (ctest: profile_parser_fuzz).
# usage: run_fuzz.sh <fuzzer binary> <seed corpus folder> <seconds>
set -euo pipefail
fuzzer=$1 seeds=$2 seconds=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$seeds"/* "$work"/
exec "$fuzzer" -max_total_time="$seconds" -max_len=8192 -timeout=5 -rss_limit_mb=1024 -print_final_stats=1 "$work"
