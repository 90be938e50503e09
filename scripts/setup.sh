#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages ROCm Tune builds and tests with. Idempotent:
# does nothing when everything is already installed.
set -euo pipefail

packages=(
  build-essential cmake pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n qt6-svg-dev
  libqcustomplot-dev
  librocm-smi-dev librocm-smi64-1 rocm-smi
  libgtest-dev libgmock-dev libbenchmark-dev
  util-linux xvfb xauth fonts-noto-cjk fluxbox x11-utils
  curl appstream lintian librsvg2-bin dpkg-dev desktop-file-utils
  python3 python3-yaml python3-argcomplete patchelf
  clang libclang-rt-14-dev
  pkexec polkitd dbus dbus-bin libxml2-utils
  prometheus # promtool and a real server for the fleet tests (on a systemd host the package also enables its own service)
  slurm-wlm munge # a real one-node Slurm for `health --slurm` (ctest slurm.health: slurmctld, slurmd, scontrol, munged)
  systemd # systemd-analyze verify/security of the boot service's units (ctest boot.units)
)
# On a machine with an AMD GPU, Debian's HIP toolchain too: the build then
# makes the stress test runner (ROCMTUNE_GPU_KERNELS=AUTO). Nothing extra elsewhere.
if "$(dirname "$0")/detect-amd-gpu.sh" >/dev/null; then
  packages+=(hipcc libamdhip64-dev)
fi
# Extra packages a caller needs (e.g. the kernel compile checks).
if [[ $# -gt 0 ]]; then
  packages+=("$@")
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

SUDO=""
if [[ $(id -u) -ne 0 ]]; then
  SUDO="sudo"
fi
echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
