#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Run by `cmake --install` after installing rocmtune-helper and its polkit
# action: prints one warning line for each of the given paths, or the folders
# above them, that someone other than root owns or can write (a root-owned
# sticky folder like /tmp is fine), or that is a symbolic link. With such an
# install a local user could swap the helper or rewrite the action and get
# root through pkexec; HelperClient refuses to use it.
# usage: install-ownership-check.sh PATH...
for path in "$@"; do
  [ -e "$path" ] || [ -L "$path" ] || continue
  [ -L "$path" ] && echo "$path is a symbolic link: install a root-owned copy instead."
  current=$(realpath "$path")
  while :; do
    set -- $(stat -c '%u %a %F' "$current")
    owner=$1 mode=$2
    sticky=$(( (0$mode & 01000) != 0 ))
    others_write=$(( (0$mode & 022) != 0 ))
    if [ "$owner" -ne 0 ] || { [ "$others_write" -eq 1 ] && { [ "$current" = "$(realpath "$path")" ] || [ "$sticky" -eq 0 ]; }; }; then
      echo "$current belongs to uid $owner with mode $mode: someone other than root can change it, so privileged tuning will be refused (install as root into a root-owned prefix)."
    fi
    [ "$current" = / ] && break
    current=$(dirname "$current")
  done
done
