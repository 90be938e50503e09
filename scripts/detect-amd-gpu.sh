#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Exit 0 when this machine has an AMD GPU: a display controller (PCI class
# 0x03xxxx) of vendor 0x1002, or the ROCm compute device /dev/kfd; else 1.
# Says which on stdout. For tests: ROCMTUNE_PCI_DEVICES (default
# /sys/bus/pci/devices) and ROCMTUNE_KFD (default /dev/kfd).
set -euo pipefail
pci=${ROCMTUNE_PCI_DEVICES:-/sys/bus/pci/devices}
kfd=${ROCMTUNE_KFD:-/dev/kfd}
for device in "$pci"/*; do
  [[ -r "$device/vendor" && -r "$device/class" ]] || continue
  vendor=$(<"$device/vendor")
  class=$(<"$device/class")
  if [[ "$vendor" == 0x1002 && "$class" == 0x03* ]]; then
    echo "AMD GPU at $(basename "$device") (class $class)"
    exit 0
  fi
done
if [[ -e "$kfd" ]]; then
  echo "AMD GPU: $kfd exists"
  exit 0
fi
exit 1
