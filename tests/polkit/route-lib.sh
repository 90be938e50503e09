#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by the tests of the privileged route with the REAL pkexec and polkitd
# (pkexec-route-test.sh, hardening-test.sh); sourced, not run.
#
# Isolation: everything runs in a private mount + PID namespace. There, a tmpfs
# on /run/dbus holds our own system bus, our polkitd reads only our actions
# (bind-mounted over /usr/share/polkit-1/actions) and our rules (over
# /etc/polkit-1/rules.d and /usr/share/polkit-1/rules.d), four test users exist
# only in a copy of /etc/passwd bound over the real one, the fake card is bound
# over /sys/class, the helper's state folder over /var/lib/rocmtune (or, with
# ROUTE_OWN_VAR_LIB=1, a tmpfs over /var/lib) and an empty folder over
# /etc/rocmtune. When the namespace's first process exits, the kernel ends
# every process left in it (bus, polkitd, the helper's revert waiters).
# Nothing on the host changes but the mount points /var/lib/rocmtune,
# /etc/rocmtune, /run/dbus and /run/rocmtune, created empty if missing (and, for a test that
# sets ROUTE_FAKE_DRIVER_PRELOAD, an empty /etc/ld.so.preload while it runs).
#
# Needs root (CI runs as root) and scripts/setup.sh's packages. Anything missing
# FAILS the test with the reason: this route must never be skipped silently.
fail() { echo "FAIL: $*" >&2; exit 1; }

# route_outside BUILD_DIR ROCMTUNE_FAKESYS [ROCMTUNE_GUI_ROUTE_PROBE]: installs
# the build into $tmp/prefix (through the link $tmp/prefix-link), builds the
# fake RX 7900 XTX tree, and runs "$0 --inside $tmp" in the namespaces. Exits.
route_outside() {
  local usage="usage: $(basename "$0") BUILD_DIR ROCMTUNE_FAKESYS [ROCMTUNE_GUI_ROUTE_PROBE]"
  local build fakesys probe pkexec status=0 tool
  build=$(cd "${1:?$usage}" && pwd)
  fakesys=${2:?$usage}
  probe=${3:-}
  [[ $(id -u) -eq 0 ]] || fail "needs root (mount namespaces, our own polkitd); CI runs the tests as root"
  for tool in cmake unshare setpriv dbus-daemon dbus-send pkaction xmllint; do
    command -v "$tool" >/dev/null || fail "$tool is missing; run scripts/setup.sh"
  done
  pkexec=$(command -v pkexec) || fail "pkexec is missing; run scripts/setup.sh (Debian package pkexec)"
  [[ -u "$pkexec" && $(stat -c %u "$pkexec") -eq 0 ]] || fail "$pkexec is not setuid root"
  [[ -x /usr/lib/polkit-1/polkitd ]] || fail "/usr/lib/polkit-1/polkitd is missing; run scripts/setup.sh (Debian package polkitd)"
  [[ -f /usr/share/polkit-1/policyconfig-1.dtd ]] || fail "polkit's policyconfig-1.dtd is missing (Debian package polkitd)"

  tmp=$(mktemp -d)
  # shellcheck disable=SC2064 # $tmp is fixed here
  trap "rm -rf '$tmp'" EXIT
  chmod 755 "$tmp" # the test users must reach the install and the fake tree
  echo "$build" >"$tmp/build-dir"

  # The product as `cmake --install` lays it out, in a prefix of our own
  # reached through a symbolic link (like /opt/rocmtune -> /opt/rocmtune-1.0):
  # the action file names this install's helper by its real path, which is
  # what the installed CLI passes to pkexec (pkexec compares paths literally).
  mkdir "$tmp/prefix"
  ln -s prefix "$tmp/prefix-link"
  cmake --install "$build" --prefix "$tmp/prefix-link" >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; fail "cmake --install failed"; }
  "$fakesys" --make-tree "$tmp/tree" rx7900xtx >/dev/null || fail "rocmtune-fakesys could not build the fake tree"
  chmod -R a+rX "$tmp/tree"
  # The GUI route probe is a test program, not installed: it finds the
  # installed helper through ROCMTUNE_HELPER, HelperClient's documented override.
  if [[ -n "$probe" ]]; then
    install -m 755 "$probe" "$tmp/gui-route-probe" || fail "cannot copy the GUI route probe $probe"
  fi
  # Mount points: the helper's state folder (it creates it itself on first use
  # anyway), the administrator's policy folder and the system bus's folder
  # (missing where no bus ever ran).
  mkdir -p /var/lib/rocmtune /etc/rocmtune /run/dbus /run/rocmtune
  # ROUTE_FAKE_DRIVER_PRELOAD=SHIM: a test that binds a preload list over
  # /etc/ld.so.preload inside (its mount point, created empty if missing and
  # removed again afterwards).
  local made_preload=0
  if [[ -n "${ROUTE_FAKE_DRIVER_PRELOAD:-}" ]]; then
    install -m 644 "$ROUTE_FAKE_DRIVER_PRELOAD" "$tmp/fake-driver-preload.so" || fail "cannot copy $ROUTE_FAKE_DRIVER_PRELOAD"
    [[ -e /etc/ld.so.preload ]] || { : >/etc/ld.so.preload && made_preload=1; }
  fi

  unshare --mount --pid --fork --mount-proc --propagation private -- "$0" --inside "$tmp" || status=$?
  if [[ $made_preload -eq 1 && ! -s /etc/ld.so.preload ]]; then rm -f /etc/ld.so.preload; fi
  [[ $status -eq 0 ]] || fail "$(basename "$0") failed (exit $status; see above)"
  echo "$(basename "$0"): ok"
  exit 0
}

# route_inside_setup TMP: (PID 1 of the namespace) users, polkit, the fake
# card, the state folder, our bus and polkitd. Sets tmp, prefix,
# linked_prefix, helper, policy, hwmon_cap, state, uid_of, failures.
route_inside_setup() {
  tmp=$1
  tty_run=$(dirname "$0")/tty-run.py
  prefix=$tmp/prefix             # the install's real path
  linked_prefix=$tmp/prefix-link # the path it was installed to, and its programs are run from
  helper=$prefix/libexec/rocmtune/rocmtune-helper
  policy=$prefix/share/polkit-1/actions/org.rocmtune.helper.policy
  hwmon_cap=$(find "$tmp/tree/class" -name power1_cap -path '*/hwmon/hwmon*')
  failures=0
  [[ -x "$helper" ]] || fail "the install has no $helper"
  [[ -f "$policy" ]] || fail "the install has no $policy"
  [[ -f "$hwmon_cap" ]] || fail "the fake tree has not exactly one hwmon power1_cap: '$hwmon_cap'"

  # Users that exist only here: polkit answers YES, NO and AUTH_ADMIN for the
  # first three; rtpk-admin is the administrator whose password AUTH_ADMIN asks.
  cp /etc/passwd "$tmp/passwd"
  cp /etc/group "$tmp/group"
  cp /etc/shadow "$tmp/shadow"
  admin_password=rocmtune-polkit-test
  echo "rtpk-admin:$(openssl passwd -6 "$admin_password"):19000:0:99999:7:::" >>"$tmp/shadow"
  declare -gA uid_of
  local user next=61000 kept
  for user in rtpk-allowed rtpk-denied rtpk-asked rtpk-admin; do
    while getent passwd "$next" >/dev/null || getent group "$next" >/dev/null; do next=$((next + 1)); done
    uid_of[$user]=$next
    echo "$user:x:$next:$next:rocmtune polkit test:$tmp/home/$user:/usr/sbin/nologin" >>"$tmp/passwd"
    echo "$user:x:$next:" >>"$tmp/group"
    mkdir -p "$tmp/home/$user"
    chown "$next:$next" "$tmp/home/$user"
    next=$((next + 1))
  done
  mount --bind "$tmp/passwd" /etc/passwd
  mount --bind "$tmp/group" /etc/group
  mount --bind "$tmp/shadow" /etc/shadow

  # polkit: the installed action (plus polkit's own, which pkexec falls back to)
  # and only our rule.
  mkdir -p "$tmp/actions" "$tmp/rules" "$tmp/no-rules"
  cp "$policy" /usr/share/polkit-1/actions/org.freedesktop.policykit.policy "$tmp/actions/"
  cat >"$tmp/rules/50-rocmtune-test.rules" <<'EOF'
polkit.addRule(function(action, subject) {
    if (action.id != "org.rocmtune.helper")
        return polkit.Result.NOT_HANDLED;
    if (subject.user == "rtpk-allowed")
        return polkit.Result.YES;
    if (subject.user == "rtpk-denied")
        return polkit.Result.NO;
    return polkit.Result.AUTH_ADMIN;
});
polkit.addAdminRule(function(action, subject) {
    return ["unix-user:rtpk-admin"];
});
EOF
  chmod 755 "$tmp/rules" "$tmp/no-rules"
  mount --bind "$tmp/actions" /usr/share/polkit-1/actions
  mount --bind "$tmp/rules" /etc/polkit-1/rules.d
  mount --bind "$tmp/no-rules" /usr/share/polkit-1/rules.d

  # The fake card and the helper's state folder.
  mount --bind "$tmp/tree/class" /sys/class
  mount --bind "$tmp/tree/module" /sys/module
  mount -t tmpfs -o mode=1777,nosuid,nodev tmpfs /dev/shm
  if [[ "${ROUTE_OWN_VAR_LIB:-}" == 1 ]]; then
    # A /var/lib of our own (a tmpfs with the host's dbus and polkit-1
    # folders), so that the helper creates /var/lib/rocmtune itself.
    mkdir -p "$tmp/host-var-lib"
    mount --bind /var/lib "$tmp/host-var-lib"
    mount -t tmpfs -o mode=755 tmpfs /var/lib
    for kept in dbus polkit-1; do
      if [[ -d "$tmp/host-var-lib/$kept" ]]; then
        mkdir "/var/lib/$kept"
        mount --bind "$tmp/host-var-lib/$kept" "/var/lib/$kept"
      fi
    done
    state=/var/lib/rocmtune
  else
    mkdir -p "$tmp/state"
    mount --bind "$tmp/state" /var/lib/rocmtune
    state=$tmp/state
  fi
  # rocmtune-boot's "started in this boot" marker folder, empty.
  mount -t tmpfs -o mode=755 tmpfs /run/rocmtune
  # The administrator's policy folder, empty (no safety.conf) unless a test writes one.
  mkdir -p "$tmp/etc-rocmtune"
  mount --bind "$tmp/etc-rocmtune" /etc/rocmtune

  # Our own system bus and polkitd.
  mount -t tmpfs -o mode=755 tmpfs /run/dbus
  dbus-daemon --system --nofork --nopidfile --nosyslog >"$tmp/dbus.log" 2>&1 &
  for _ in $(seq 100); do [[ -S /run/dbus/system_bus_socket ]] && break; sleep 0.05; done
  [[ -S /run/dbus/system_bus_socket ]] || { cat "$tmp/dbus.log"; fail "our dbus-daemon --system did not start"; }
  /usr/lib/polkit-1/polkitd --no-debug >"$tmp/polkitd.log" 2>&1 &
  has_polkit() {
    dbus-send --system --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus org.freedesktop.DBus.NameHasOwner \
      string:org.freedesktop.PolicyKit1 2>/dev/null | grep -q 'boolean true'
  }
  for _ in $(seq 100); do has_polkit && break; sleep 0.05; done
  has_polkit || { cat "$tmp/polkitd.log"; fail "our polkitd did not take org.freedesktop.PolicyKit1 on our bus"; }
}

check() { # check DESCRIPTION COMMAND...: records a failure, goes on with the next check
  local what=$1
  shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what" >&2; failures=$((failures + 1)); fi
}

# Runs PROGRAM as USER with a user's environment, plus variables that must
# NOT reach the helper: pkexec clears them (if
# ROCMTUNE_HELPER_BACKEND=sim got through, the helper would tune a simulated
# GPU and power1_cap would not change; ROCMTUNE_STATE_DIR would move the journal).
run_as() { # [CLI_LANG=zh_CN] [CLI_PATH=...] run_as NAME USER PROGRAM ARGS...: stdout in $tmp/NAME.out, stderr in $tmp/NAME.err, exit code in $tmp/NAME.rc
  local name=$1 user=$2 rc=0
  shift 2
  env -i PATH="${CLI_PATH:-/usr/bin:/bin}" HOME="$tmp/home/$user" USER="$user" LOGNAME="$user" LANG=C.UTF-8 ROCMTUNE_LANG="${CLI_LANG:-en}" \
    DISPLAY=:99 ROCMTUNE_HELPER_BACKEND=sim ROCMTUNE_STATE_DIR="$tmp/home/$user/leaked-state" ${CLI_HELPER:+ROCMTUNE_HELPER="$CLI_HELPER"} \
    "$setpriv" --reuid="${uid_of[$user]}" --regid="${uid_of[$user]}" --clear-groups -- \
    "$@" >"$tmp/$name.out" 2>"$tmp/$name.err" </dev/null || rc=$?
  echo "$rc" >"$tmp/$name.rc"
  echo "--- $user: ${*#"$linked_prefix/bin/"} -> exit $rc"
  cat "$tmp/$name.out" "$tmp/$name.err"
}
run_cli() { # run_cli NAME USER ARGS...: the installed rocmtune-cli tuning ARGS
  local name=$1 user=$2
  shift 2
  run_as "$name" "$user" "$linked_prefix/bin/rocmtune-cli" tuning "$@"
}
rc_of() { cat "$tmp/$1.rc"; }
setpriv=$(command -v setpriv)
tree_sums() { (cd "$tmp/tree" && find . -type f -exec sha256sum {} + | sort); }
state_sums() { (cd "$state" 2>/dev/null && find . -type f -exec sha256sum {} + | sort); }
cap_is() { [[ "$(cat "$hwmon_cap")" == "$1" ]]; }
only_cap_changed_since() { # the files whose checksum differs from the listing $1
  local changed
  changed=$(diff <(echo "$1") <(tree_sums) | sed -n 's/^[<>] [0-9a-f]*  //p' | sort -u)
  [[ "$changed" == "./${hwmon_cap#"$tmp/tree/"}" ]]
}
exited_pending_with_cap() { [[ "$(rc_of "$1")" -eq 0 && "$(json_field "$1" outcome)" == pending ]] && cap_is "$2"; }
json_field() { # json_field NAME KEY: the top-level KEY of the CLI's --json answer
  python3 -c 'import json,sys; v=json.load(open(sys.argv[1])).get(sys.argv[2]); print(json.dumps(v) if isinstance(v,(dict,list,bool)) or v is None else v)' \
    "$tmp/$1.out" "$2" 2>/dev/null
}
pkexec_helper() { # pkexec_helper NAME STDIN ARGS...: as rtpk-allowed, `pkexec <helper> ARGS` with STDIN
  local name=$1 input=$2
  shift 2
  run_as "$name" rtpk-allowed /bin/sh -c 'printf "%s" "$0" | pkexec "$@"; exit $?' "$input" "$helper" "$@"
}

route_finish() { # prints polkitd's log and fails when a check failed
  echo "the fake card's power1_cap at the end: $(cat "$hwmon_cap")"
  if [[ $failures -ne 0 ]]; then
    echo "--- polkitd ---"
    cat "$tmp/polkitd.log"
    fail "$failures check(s) failed"
  fi
}
