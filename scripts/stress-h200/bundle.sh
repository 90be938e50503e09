#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Packs what the stress run on the H200 needs into DEST (default
# /work/main/.devrun/stress, which the device tool carries):
#   bundle.tar.gz  bin/rocmtune-cli (built here without the GUI) with every
#                  shared library it needs except glibc's and the C++ runtime
#                  (the H200 image has newer ones; the runner, a child of the
#                  CLI, must load the machine's own libstdc++), bin/rocmtune-bench
#                  built here with nvcc for sm_90 when nvcc is present, and the
#                  kernels/ sources to rebuild the runner there if that one does not run
#   run.sh         the run itself
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dest=${1:-/work/main/.devrun/stress}
# ROCMTUNE_H200_CLI: a rocmtune-cli built already (it links QtCore only, with or
# without the GUI in the same build).
cli=${ROCMTUNE_H200_CLI:-}
if [[ -z $cli ]]; then
    build=${ROCMTUNE_H200_BUILD_DIR:-$root/build-h200}
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DROCMTUNE_BUILD_GUI=OFF -DBUILD_TESTING=OFF >/dev/null
    cmake --build "$build" --target rocmtune-cli --parallel 2
    cli=$(find "$build/app" -name rocmtune-cli -type f -perm -u+x | head -1)
fi
stage=$(mktemp -d)
mkdir -p "$stage/bin" "$stage/lib"
cp "$cli" "$stage/bin/"
strip "$stage/bin/rocmtune-cli"
ldd "$cli" | awk '/=> \// {print $3}' | while read -r lib; do
    case $(basename "$lib") in
    libc.so.* | libm.so.* | libpthread.so.* | libdl.so.* | librt.so.* | libresolv.so.* | libutil.so.* | libanl.so.* | ld-linux* | libstdc++.so.* | libgcc_s.so.*) ;;
    *) cp -L "$lib" "$stage/lib/" ;;
    esac
done
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [[ -x $nvcc ]]; then
    kbuild=${ROCMTUNE_H200_KERNEL_BUILD_DIR:-$root/build-h200-kernels}
    cmake -S "$root/kernels" -B "$kbuild" -DROCMTUNE_GPU_KERNELS=CUDA -DCMAKE_CUDA_COMPILER="$nvcc" \
        -DCMAKE_CUDA_ARCHITECTURES=90 -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$kbuild" --target rocmtune-bench --parallel 2
    cp "$kbuild/rocmtune-bench" "$stage/bin/"
fi
tar cf - -C "$root" --exclude=testdata kernels | tar xf - -C "$stage"
mkdir -p "$dest"
tar czf "$dest/bundle.tar.gz" -C "$stage" bin lib kernels
cp "$root/scripts/stress-h200/run.sh" "$dest/"
rm -rf "$stage"
echo "bundle: $(du -h "$dest/bundle.tar.gz" | cut -f1) in $dest"
