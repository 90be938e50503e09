#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A compile/link/custom-command launcher that logs each command's CPU time
# (user + sys, children included) to $ROCMTUNE_CPU_LOG_FILE (set by
# scripts/build-cpu-profile.sh through CMake's RULE_LAUNCH_* properties):
#   <user s> <sys s> <wall s> <rc> <kind> <directory> <output or first arguments>
set -u
log=$1 kind=$2
shift 2
out=
prev=
for arg in "$@"; do
  [[ $prev == -o ]] && out=$arg
  prev=$arg
done
[[ -n $out ]] || out="${*:1:3}"
times=$(mktemp)
/usr/bin/time -f '%U %S %e' -o "$times" "$@"
rc=$?
printf '%s %s %s %s %s\n' "$(tail -n 1 "$times")" "$rc" "$kind" "$PWD" "${out// /_}" >>"$log"
rm -f "$times"
exit "$rc"
