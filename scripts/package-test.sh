#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the .deb from a finished build tree, unpacks it into a clean prefix,
# runs rocmtune-cli from there, and runs lintian. Called by ctest
# (packaging.deb); usage: scripts/package-test.sh BUILD_DIR
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:?usage: package-test.sh BUILD_DIR}" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
for tool in cpack dpkg-deb dpkg-shlibdeps lintian; do
  command -v "$tool" >/dev/null || fail "$tool is missing; run scripts/setup.sh"
done

# 1. cmake --install into a staging prefix puts every file where it belongs.
cmake --install "$build" --prefix "$tmp/stage" >/dev/null
for f in bin/rocmtune-cli libexec/rocmtune/rocmtune-cli-commands libexec/rocmtune/rocmtune-cli-network share/man/man1/rocmtune-cli.1.gz share/doc/rocmtune/copyright \
         share/doc/rocmtune/changelog.gz share/rocmtune/grafana/rocmtune-dashboard.json \
         share/rocmtune/prometheus/rocmtune-alerts.yml \
         lib/systemd/system/rocmtune-exporter.service \
         libexec/rocmtune/rocmtune-boot lib/systemd/system/rocmtune-boot.service \
         lib/systemd/system/rocmtune-resume.service lib/systemd/system/rocmtune-reapply@.service \
         lib/udev/rules.d/60-rocmtune-boot.rules; do
  [[ -e "$tmp/stage/$f" ]] || fail "cmake --install did not install $f"
done
if [[ -e "$tmp/stage/bin/rocmtune" ]]; then
  for f in share/applications/io.github.rocmtune.RocmTune.desktop \
           share/metainfo/io.github.rocmtune.RocmTune.metainfo.xml \
           share/icons/hicolor/scalable/apps/io.github.rocmtune.RocmTune.svg \
           share/icons/hicolor/48x48/apps/io.github.rocmtune.RocmTune.png \
           share/icons/hicolor/256x256/apps/io.github.rocmtune.RocmTune.png \
           share/rocmtune/autostart/io.github.rocmtune.RocmTune-autostart.desktop \
           share/man/man1/rocmtune.1.gz; do
    [[ -e "$tmp/stage/$f" ]] || fail "cmake --install did not install $f"
  done
  appstreamcli validate --no-net "$tmp/stage/share/metainfo/io.github.rocmtune.RocmTune.metainfo.xml" >/dev/null \
    || fail "installed metainfo does not validate"
fi
# The polkit action names the helper's path in this install (pkexec matches it exactly).
policy_exec_path() { sed -n 's|.*"org.freedesktop.policykit.exec.path">\([^<]*\)<.*|\1|p' "$1"; }
policy=share/polkit-1/actions/org.rocmtune.helper.policy
[[ -e "$tmp/stage/$policy" ]] || fail "polkit policy $policy not installed"
[[ -x "$tmp/stage/libexec/rocmtune/rocmtune-helper" ]] || fail "rocmtune-helper not installed in libexec/rocmtune"
[[ "$(policy_exec_path "$tmp/stage/$policy")" == "$(realpath "$tmp/stage/libexec/rocmtune/rocmtune-helper")" ]] \
  || fail "the installed polkit action names $(policy_exec_path "$tmp/stage/$policy"), not the installed helper"

# 2. CPack builds the .deb with dpkg-shlibdeps dependencies.
(cd "$tmp" && cpack --config "$build/CPackConfig.cmake" -B "$tmp/pkg" >"$tmp/cpack.log" 2>&1) \
  || { cat "$tmp/cpack.log"; fail "cpack failed"; }
deb=$(ls "$tmp"/pkg/*.deb)
depends=$(dpkg-deb -f "$deb" Depends)
echo "package: $(basename "$deb")"
echo "Depends: $depends"
[[ "$depends" == *libqt6core6* ]] || fail "Depends lacks libqt6core6 (dpkg-shlibdeps did not run?)"
[[ "$depends" == *libc6* ]] || fail "Depends lacks libc6"

# 3. Unpacked into a clean prefix, the program runs.
dpkg-deb -x "$deb" "$tmp/root"
version=$(env -u LD_LIBRARY_PATH "$tmp/root/usr/bin/rocmtune-cli" --version)
[[ "$version" == "rocmtune-cli $(dpkg-deb -f "$deb" Version)" ]] || fail "unexpected --version output: $version"
env -u LD_LIBRARY_PATH ROCMTUNE_LANG=en ROCMTUNE_STATE_DIR="$tmp/state" "$tmp/root/usr/bin/rocmtune-cli" list --backend sim --sim-gpus 1 --json \
  | grep -q '"simulated": true' || fail "installed rocmtune-cli cannot list simulated GPUs"
echo "installed: $version"
[[ -x "$tmp/root/usr/libexec/rocmtune/rocmtune-helper" ]] || fail "the package lacks /usr/libexec/rocmtune/rocmtune-helper"
# export and fleet are in rocmtune-cli-network (Qt Network); the installed
# rocmtune-cli hands them over to it at its installed path.
export_help=$(env -u LD_LIBRARY_PATH ROCMTUNE_LANG=en "$tmp/root/usr/bin/rocmtune-cli" export --help 2>&1) || true
grep -q -- '--listen' <<<"$export_help" \
  || fail "the installed rocmtune-cli cannot run export (/usr/libexec/rocmtune/rocmtune-cli-network): $export_help"
[[ "$(policy_exec_path "$tmp/root/usr/$policy")" == /usr/libexec/rocmtune/rocmtune-helper ]] \
  || fail "the package's polkit action names $(policy_exec_path "$tmp/root/usr/$policy"), not /usr/libexec/rocmtune/rocmtune-helper"

# 3b. The stress test runner: in the package when the build made one, and the
#     installed CLI finds it at its installed path (without a GPU it says so
#     through the runner, not "not installed").
bench_in_build=$(find "$build/kernels" -maxdepth 1 -name rocmtune-bench -type f -perm -u+x 2>/dev/null | head -1)
if [[ -n "$bench_in_build" ]]; then
  dpkg-deb -c "$deb" >"$tmp/contents.txt" # (grep -q on a pipe would cut dpkg-deb off: pipefail)
  grep -q ' \./usr/libexec/rocmtune/rocmtune-bench$' "$tmp/contents.txt" \
    || { cat "$tmp/contents.txt"; fail "the package lacks /usr/libexec/rocmtune/rocmtune-bench"; }
  [[ -x "$tmp/root/usr/libexec/rocmtune/rocmtune-bench" ]] || fail "the unpacked rocmtune-bench is not executable"
  set +e
  stress_json=$(env -u LD_LIBRARY_PATH -u ROCMTUNE_BENCH ROCMTUNE_LANG=en XDG_DATA_HOME="$tmp/xdg" XDG_CONFIG_HOME="$tmp/xdg" \
    ROCMTUNE_STATE_DIR="$tmp/state" "$tmp/root/usr/bin/rocmtune-cli" stress --backend sim --tests compute --duration 0.2 --no-baseline --json 2>/dev/null)
  set -e
  if grep -q '"kind": "no_runner"' <<<"$stress_json"; then
    fail "the installed rocmtune-cli does not find the installed rocmtune-bench: $stress_json"
  fi
  grep -q '"status": "\(pass\|not_run\|fail\)"' <<<"$stress_json" || fail "installed rocmtune-cli stress gave no verdict: $stress_json"
  echo "runner: /usr/libexec/rocmtune/rocmtune-bench found by the installed CLI"
else
  echo "runner: none in this build (no GPU toolchain), none in the package"
fi

# 4. lintian: errors and warnings fail the test unless overridden with a reason
#    in resources/lintian/rocmtune (shipped in the package).
if ! lintian --fail-on error,warning --tag-display-limit 0 "$deb" >"$tmp/lintian.log" 2>&1; then
  cat "$tmp/lintian.log"
  fail "lintian reports errors or warnings"
fi
cat "$tmp/lintian.log"
echo "packaging: ok"
