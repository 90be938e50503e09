#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds rocmtune-cli without the GUI and packs it with every shared library it
# needs except glibc's (the H200 machine has a newer glibc than Debian 12, so
# a binary built here runs there) into DEST/bundle.tar.gz, next to run.sh and
# load.py. DEST defaults to /work/main/.devrun/nvml (what the device tool carries).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dest=${1:-/work/main/.devrun/nvml}
build=${ROCMTUNE_H200_BUILD_DIR:-$root/build-h200}
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DROCMTUNE_BUILD_GUI=OFF -DBUILD_TESTING=OFF >/dev/null
cmake --build "$build" --target rocmtune-cli --parallel 2
cli=$(find "$build/app" -name rocmtune-cli -type f -perm -u+x | head -1)
stage=$(mktemp -d)
mkdir -p "$stage/bin" "$stage/lib"
cp "$cli" "$stage/bin/"
strip "$stage/bin/rocmtune-cli"
ldd "$cli" | awk '/=> \// {print $3}' | while read -r lib; do
    case $(basename "$lib") in
    libc.so.* | libm.so.* | libpthread.so.* | libdl.so.* | librt.so.* | ld-linux*) ;; # glibc: the machine's own
    *) cp -L "$lib" "$stage/lib/" ;;
    esac
done
mkdir -p "$dest"
tar czf "$dest/bundle.tar.gz" -C "$stage" bin lib
cp "$root/scripts/nvml-h200/run.sh" "$root/scripts/nvml-h200/load.py" "$dest/"
rm -rf "$stage"
echo "bundle: $(du -h "$dest/bundle.tar.gz" | cut -f1) in $dest ($(ls "$dest" | tr '\n' ' '))"
