#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Prepares Debian 13's ROCm SMI 6.1.2 (librocm-smi64-1, rocm-smi CLI) and AMD
# SMI 6.1.2 (libamd-smi0, amd-smi CLI) in a private folder, with Debian 13's
# C library and loader they need (glibc 2.38+). Nothing is installed into the
# system: apt reads a private source list and writes to DIR only.
#
#   scripts/prepare-rocm-smi-6.sh DIR
#
# Afterwards DIR/root/usr/lib/x86_64-linux-gnu holds the libraries and
# ld-linux-x86-64.so.2; DIR/packages.txt lists the exact versions. Programs
# built on Debian 12 run with them through that loader (see
# /work/shared/amdgpu-sysfs.md §8; the test build patches copies of its
# programs to use it, tests/integration/CMakeLists.txt). Idempotent: a folder
# already prepared with the same package list is left as it is (no network).
set -euo pipefail

if [[ $# -ne 1 ]]; then
  echo "usage: $0 DIR" >&2
  exit 2
fi
dir=$(mkdir -p "$1" && cd "$1" && pwd)
packages=(libc6 libstdc++6 libgcc-s1 librocm-smi64-1 librocm-smi-dev rocm-smi libamd-smi0 libamd-smi-dev amd-smi)
stamp="$dir/prepared.stamp"
wanted="suite=trixie packages=${packages[*]}"
if [[ -f "$stamp" && "$(cat "$stamp")" == "$wanted" && -x "$dir/root/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2" ]]; then
  exit 0
fi

rm -rf "$dir/apt" "$dir/debs" "$dir/root" "$stamp"
mkdir -p "$dir/apt/lists/partial" "$dir/apt/cache/archives/partial" "$dir/debs" "$dir/root"
echo 'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main' >"$dir/apt/trixie.list"
apt_options=(-q -oDir::Etc::SourceList="$dir/apt/trixie.list" -oDir::Etc::SourceParts=/dev/null
             -oDir::State::Lists="$dir/apt/lists" -oDir::Cache="$dir/apt/cache" -oAPT::Sandbox::User="$(id -un)")
apt-get "${apt_options[@]}" update >/dev/null
(cd "$dir/debs" && apt-get "${apt_options[@]}" download "${packages[@]}" >/dev/null)
: >"$dir/packages.txt"
for deb in "$dir"/debs/*.deb; do
  dpkg-deb -x "$deb" "$dir/root"
  dpkg-deb -W --showformat='${Package} ${Version}\n' "$deb" >>"$dir/packages.txt"
done
# The package lists (about 10 MB) are only needed for the download.
rm -rf "$dir/apt" "$dir/debs"
lib="$dir/root/usr/lib/x86_64-linux-gnu"
for f in ld-linux-x86-64.so.2 libc.so.6 librocm_smi64.so.1 libamd_smi.so.0; do
  if [[ ! -e "$lib/$f" ]]; then
    echo "prepare-rocm-smi-6: $lib/$f is missing after the download" >&2
    exit 1
  fi
done
echo "$wanted" >"$stamp"
echo "prepare-rocm-smi-6: $(paste -sd, "$dir/packages.txt" | sed 's/,/, /g') in $dir"
