#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds what the app needs (GUI, CLI, helper and,
# when a GPU toolchain is there, the stress test runner; not the tests) and
# starts ROCm Tune. scripts/test.sh later reuses this build. With no GPU the
# app shows simulated GPUs, labelled "Simulated". Arguments go to the app.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
build=${ROCMTUNE_BUILD_DIR:-$root/build}
export ROCMTUNE_BUILD_TARGETS=${ROCMTUNE_BUILD_TARGETS:-rocmtune_app_targets}
"$root/scripts/build.sh"
if [[ -x "$build/app/rocmtune" ]]; then
  exec "$build/app/rocmtune" "$@"
fi
exec "$build/app/rocmtune-cli" monitor "$@"
