#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The boot service's systemd units and the exporter's: `systemd-analyze
# verify` accepts them without a single warning (it exits 0 on unknown keys
# and bad values, so any output fails too), and `systemd-analyze security`
# rates each at most 2.0 ("OK"; the exporter was 8.3 EXPOSED before issue 38).
# The installed paths /usr/libexec/rocmtune/rocmtune-boot and
# /usr/bin/rocmtune-cli are replaced by the built program, which verify needs
# to exist. A broken copy must fail, so the check itself is checked.
# Issue 38's ordering: the reset unit runs after rocmtune-boot.service and
# only once it has started in this boot (its /run marker); the udev rule
# starts it only after a reset the GPU recovered from, not at every card "add"
# (coldplug at every boot).
# usage: units-test.sh RESOURCES_DIR ROCMTUNE_BOOT
set -euo pipefail
resources=${1:?usage: units-test.sh RESOURCES_DIR ROCMTUNE_BOOT}
program=${2:?usage: units-test.sh RESOURCES_DIR ROCMTUNE_BOOT}
command -v systemd-analyze >/dev/null || { echo "FAIL: systemd-analyze is missing; run scripts/setup.sh (Debian package systemd)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
units=(rocmtune-boot.service rocmtune-resume.service rocmtune-reapply@.service rocmtune-exporter.service)
for unit in "${units[@]}"; do
  [[ -f "$resources/systemd/$unit" ]] || { echo "FAIL: $resources/systemd/$unit is missing" >&2; exit 1; }
  sed -e "s#/usr/libexec/rocmtune/rocmtune-boot#$program#" -e "s#/usr/bin/rocmtune-cli#$program#" "$resources/systemd/$unit" >"$tmp/$unit"
done
[[ -f "$resources/udev/60-rocmtune-boot.rules" ]] || { echo "FAIL: the udev rule is missing" >&2; exit 1; }
failures=0
verify() { # verify UNIT...: exit 0 and no output
  local output rc=0
  output=$(cd "$tmp" && systemd-analyze verify --man=no "$@" 2>&1) || rc=$?
  [[ $rc -eq 0 && -z "$output" ]] || { echo "$output"; return 1; }
}
instances=(./rocmtune-boot.service ./rocmtune-resume.service ./rocmtune-reapply@card0.service ./rocmtune-exporter.service)
if verify "${instances[@]}"; then echo "ok: systemd-analyze verify"; else echo "FAIL: systemd-analyze verify" >&2; failures=$((failures + 1)); fi
for unit in "${instances[@]}"; do
  if (cd "$tmp" && systemd-analyze security --offline=true --threshold=20 --no-pager "$unit" | tail -n 1); then
    echo "ok: $unit exposure at most 2.0"
  else
    echo "FAIL: $unit is exposed more than 2.0" >&2
    failures=$((failures + 1))
  fi
done
unit_has() { grep -qx -- "$2" "$tmp/$1"; } # unit_has UNIT LINE
ordered() {
  unit_has rocmtune-reapply@.service 'After=rocmtune-boot.service' \
    && unit_has rocmtune-reapply@.service 'ConditionPathExists=/run/rocmtune/boot-service.json' \
    && unit_has rocmtune-resume.service 'ConditionPathExists=/run/rocmtune/boot-service.json' \
    && unit_has rocmtune-boot.service 'RuntimeDirectory=rocmtune' && unit_has rocmtune-boot.service 'RuntimeDirectoryPreserve=yes'
}
if ordered; then echo "ok: the reset and resume units wait for the boot service's marker"; else
  echo "FAIL: rocmtune-reapply@ must be After=rocmtune-boot.service, both event units need /run/rocmtune/boot-service.json" >&2
  failures=$((failures + 1))
fi
rules=$resources/udev/60-rocmtune-boot.rules
if grep -v '^#' "$rules" | grep -q 'ACTION=="add"' || ! grep -v '^#' "$rules" | grep -q 'ENV{WEDGED}=="none"'; then
  echo "FAIL: the udev rule must start the reset unit only after a recovered reset (WEDGED=none), never at a card's add" >&2
  failures=$((failures + 1))
else
  echo "ok: the udev rule re-applies only after a recovered reset"
fi
exporter_limits() {
  unit_has rocmtune-exporter.service 'RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX' && unit_has rocmtune-exporter.service 'DevicePolicy=closed' \
    && [[ "$(grep -c '^DeviceAllow=' "$tmp/rocmtune-exporter.service")" -eq 2 ]] \
    && unit_has rocmtune-exporter.service 'DeviceAllow=/dev/kfd rw' && unit_has rocmtune-exporter.service 'DeviceAllow=char-drm rw'
}
if exporter_limits; then echo "ok: the exporter may use IP and local sockets and only /dev/kfd and /dev/dri"; else
  echo "FAIL: the exporter unit's address families or devices are not limited" >&2
  failures=$((failures + 1))
fi
# The checks can fail: a misspelt key and a service that may use the network.
sed 's/^ProtectSystem=strict/ProtectSystm=strict/' "$tmp/rocmtune-boot.service" >"$tmp/broken.service"
if verify ./broken.service >/dev/null; then echo "FAIL: verify accepted a misspelt key" >&2; failures=$((failures + 1)); fi
grep -v -e '^PrivateNetwork' -e '^IPAddressDeny' -e '^RestrictAddressFamilies' -e '^CapabilityBoundingSet' -e '^ProtectSystem' \
  "$tmp/rocmtune-boot.service" >"$tmp/loose.service"
if (cd "$tmp" && systemd-analyze security --offline=true --threshold=20 --no-pager ./loose.service >/dev/null 2>&1); then
  echo "FAIL: the exposure check accepted a unit without its hardening" >&2
  failures=$((failures + 1))
fi
[[ $failures -eq 0 ]] || { echo "FAIL: $failures check(s)" >&2; exit 1; }
echo "units-test.sh: ok"
