#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds (Release) and starts ROCm Tune. With no GPU
# the app shows simulated GPUs, labelled "Simulated". Arguments go to the app.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
build=${ROCMTUNE_BUILD_DIR:-$root/build}
if [[ -x "$build/app/rocmtune" ]]; then
  exec "$build/app/rocmtune" "$@"
fi
exec "$build/app/rocmtune-cli" monitor "$@"
