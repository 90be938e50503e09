#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The privileged route end to end with the REAL pkexec and polkitd (ctest
# polkit.pkexec_route): an unprivileged user runs the installed
# `rocmtune-cli tuning set`, which runs `pkexec <prefix>/libexec/rocmtune/rocmtune-helper`
# (core/tuning/HelperClient); polkitd decides with the installed action and a
# JavaScript rule; the helper, as root, writes a fake RX 7900 XTX's driver files
# through the real librocm_smi64. The GUI's route (TuningController and
# HelperClient's asynchronous run) is driven by rocmtune-gui-route-probe.
#
# Isolation: everything runs in a private mount + PID namespace. There, a tmpfs
# on /run/dbus holds our own system bus, our polkitd reads only our actions
# (bind-mounted over /usr/share/polkit-1/actions) and our rules (over
# /etc/polkit-1/rules.d and /usr/share/polkit-1/rules.d), three test users exist
# only in a copy of /etc/passwd bound over the real one, the fake card is bound
# over /sys/class and the helper's state folder over /var/lib/rocmtune. When the
# namespace's first process exits, the kernel ends every process left in it
# (bus, polkitd, the helper's revert waiters). Nothing on the host changes but
# the mount points /var/lib/rocmtune and /run/dbus, created empty if missing.
#
# Needs root (CI runs as root) and scripts/setup.sh's packages. Anything missing
# FAILS the test with the reason: this route must never be skipped silently.
#
# usage: pkexec-route-test.sh BUILD_DIR ROCMTUNE_FAKESYS ROCMTUNE_GUI_ROUTE_PROBE
set -euo pipefail
fail() { echo "FAIL: $*" >&2; exit 1; }

if [[ "${1:-}" != --inside ]]; then
  usage="usage: pkexec-route-test.sh BUILD_DIR ROCMTUNE_FAKESYS ROCMTUNE_GUI_ROUTE_PROBE"
  build=$(cd "${1:?$usage}" && pwd)
  fakesys=${2:?$usage}
  probe=${3:?$usage}
  [[ $(id -u) -eq 0 ]] || fail "needs root (mount namespaces, our own polkitd); CI runs the tests as root"
  for tool in cmake unshare setpriv dbus-daemon dbus-send pkaction xmllint; do
    command -v "$tool" >/dev/null || fail "$tool is missing; run scripts/setup.sh"
  done
  pkexec=$(command -v pkexec) || fail "pkexec is missing; run scripts/setup.sh (Debian package pkexec)"
  [[ -u "$pkexec" && $(stat -c %u "$pkexec") -eq 0 ]] || fail "$pkexec is not setuid root"
  [[ -x /usr/lib/polkit-1/polkitd ]] || fail "/usr/lib/polkit-1/polkitd is missing; run scripts/setup.sh (Debian package polkitd)"
  [[ -f /usr/share/polkit-1/policyconfig-1.dtd ]] || fail "polkit's policyconfig-1.dtd is missing (Debian package polkitd)"

  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  chmod 755 "$tmp" # the test users must reach the install and the fake tree

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
  install -m 755 "$probe" "$tmp/gui-route-probe" || fail "cannot copy the GUI route probe $probe"
  # Mount points: the helper's state folder (it creates it itself on first use
  # anyway) and the system bus's folder (missing where no bus ever ran).
  mkdir -p /var/lib/rocmtune /run/dbus

  status=0
  unshare --mount --pid --fork --mount-proc --propagation private -- "$0" --inside "$tmp" || status=$?
  [[ $status -eq 0 ]] || fail "the pkexec route test failed (exit $status; see above)"
  echo "polkit.pkexec_route: ok"
  exit 0
fi

# ---- inside the namespaces (PID 1 of the new PID namespace) ----
tmp=$2
tty_run=$(dirname "$0")/tty-run.py
prefix=$tmp/prefix             # the install's real path
linked_prefix=$tmp/prefix-link # the path it was installed to, and its programs are run from
helper=$prefix/libexec/rocmtune/rocmtune-helper
policy=$prefix/share/polkit-1/actions/org.rocmtune.helper.policy
hwmon_cap=$(find "$tmp/tree/class" -name power1_cap -path '*/hwmon/hwmon*')
failures=0
check() { # check DESCRIPTION COMMAND...: records a failure, goes on with the next check
  local what=$1
  shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what" >&2; failures=$((failures + 1)); fi
}
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
declare -A uid_of
next=61000
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
mkdir -p "$tmp/state"
mount --bind "$tmp/state" /var/lib/rocmtune

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

# 1. The installed action file is valid and is what polkitd parsed.
check "the installed action validates against polkit's DTD" \
  xmllint --noout --dtdvalid /usr/share/polkit-1/policyconfig-1.dtd "$policy"
pkaction --verbose --action-id org.rocmtune.helper >"$tmp/pkaction.txt" 2>&1 || true
cat "$tmp/pkaction.txt"
check "polkitd knows org.rocmtune.helper" grep -q '^org.rocmtune.helper:' "$tmp/pkaction.txt"
check "the active session's default is auth_admin_keep" grep -Eq '^ *implicit active: +auth_admin_keep$' "$tmp/pkaction.txt"
check "inactive and remote sessions need authentication every time (auth_admin)" \
  grep -Ezq $'implicit any: +auth_admin\n *implicit inactive: +auth_admin\n' "$tmp/pkaction.txt"
check "exec.path names the installed helper by its real path" \
  grep -Fxq "  annotation:        org.freedesktop.policykit.exec.path -> $helper" "$tmp/pkaction.txt"
icon=$(sed -n 's/^ *icon: *//p' "$tmp/pkaction.txt")
if [[ -x "$prefix/bin/rocmtune" ]]; then
  check "the authentication dialog's icon ($icon) is the installed application icon" \
    test -f "$prefix/share/icons/hicolor/scalable/apps/$icon.svg"
else
  echo "not applicable: the action's icon (this build has no GUI, so no icons are installed)"
fi
# What an authentication agent shows a Chinese user, and an English one.
actions_in() { # actions_in LOCALE: polkitd's EnumerateActions in that locale
  dbus-send --system --print-reply --dest=org.freedesktop.PolicyKit1 /org/freedesktop/PolicyKit1/Authority \
    org.freedesktop.PolicyKit1.Authority.EnumerateActions "string:$1"
}
actions_in zh_CN.UTF-8 >"$tmp/actions-zh.txt" 2>&1 || true
actions_in en_US.UTF-8 >"$tmp/actions-en.txt" 2>&1 || true
check "a zh_CN agent shows the Chinese message" grep -Fq '"更改 GPU 的功耗上限、频率或性能级别需要认证"' "$tmp/actions-zh.txt"
check "an en_US agent shows the English message" \
  grep -Fq '"Authentication is required to change the power cap, clocks or performance level of a GPU"' "$tmp/actions-en.txt"

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
state_sums() { (cd "$tmp/state" && find . -type f -exec sha256sum {} + | sort); }
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
original_cap=$(cat "$hwmon_cap")
check "the fake card starts at its default cap (327 W)" cap_is 327000000

# 2. Refused by polkit (rule: NO): exit 127, a clear message, nothing written anywhere.
before_tree=$(tree_sums)
before_state=$(state_sums)
run_cli denied rtpk-denied set --gpu 0 --power-cap 350 --no-confirm --json
check "denied: pkexec's exit code 127 is the CLI's" test "$(rc_of denied)" -eq 127
check "denied: the answer says polkit refused our action" grep -q 'Not authorised: polkit did not allow the action org.rocmtune.helper for this user' "$tmp/denied.out"
check "denied: the driver files are untouched" test "$(tree_sums)" == "$before_tree"
check "denied: no journal or log was written" test "$(state_sums)" == "$before_state"

# 3. Authentication needed (rule: AUTH_ADMIN) but no agent and no terminal.
run_cli asked rtpk-asked set --gpu 0 --power-cap 350 --no-confirm --json
check "asked: exit 127" test "$(rc_of asked)" -eq 127
check "asked: the answer says no authentication agent is running" grep -q 'no polkit authentication agent is running' "$tmp/asked.out"
check "asked: the driver files are untouched" test "$(tree_sums)" == "$before_tree"
check "asked: no journal or log was written" test "$(state_sums)" == "$before_state"

# No pkexec on the PATH: the message names the package, nothing is written.
mkdir -p "$tmp/bin-without-pkexec"
CLI_PATH=$tmp/bin-without-pkexec run_cli no_pkexec rtpk-allowed set --gpu 0 --power-cap 350 --no-confirm --json
check "no pkexec: exit 1 and the answer names the package" \
  bash -c '[[ $0 -eq 1 && $1 == *"needs pkexec (Debian package pkexec), which is not installed"* ]]' "$(rc_of no_pkexec)" \
  "$(json_field no_pkexec error)"
check "no pkexec: the driver files are untouched" test "$(tree_sums)" == "$before_tree"

# 4. Allowed (rule: YES): the helper runs as root through pkexec and the real
#    ROCm SMI library writes the exact bytes.
run_cli allowed rtpk-allowed set --gpu 0 --power-cap 350 --no-confirm --json
check "allowed: exit 0" test "$(rc_of allowed)" -eq 0
check "allowed: the helper's JSON answer came back through pkexec (ok: true)" test "$(json_field allowed ok)" == true
check "allowed: power1_cap holds exactly 350000000 (written by root through librocm_smi64)" cap_is 350000000
check "allowed: the helper kept its journal and log in /var/lib/rocmtune (pkexec cleared ROCMTUNE_STATE_DIR)" \
  test -s "$tmp/state/tuning-log.jsonl"
check "allowed: the log is root's" test "$(stat -c %u "$tmp/state/tuning-log.jsonl")" -eq 0
check "allowed: nothing went to the user's ROCMTUNE_STATE_DIR" test ! -e "$tmp/home/rtpk-allowed/leaked-state"
check "allowed: power1_cap is the only file that changed in the whole tree" only_cap_changed_since "$before_tree"

# 5. Refused by the helper (above the driver's 361 W): its exit code and message
#    pass through pkexec, nothing is written.
before_tree=$(tree_sums)
run_cli too_high rtpk-allowed set --gpu 0 --power-cap 400 --no-confirm --json
check "too high: the helper's refusal exit code 3" test "$(rc_of too_high)" -eq 3
check "too high: the answer is the helper's (ok: false)" test "$(json_field too_high ok)" == false
check "too high: the driver files are untouched" test "$(tree_sums)" == "$before_tree"
# The UI language reaches the helper (LANGUAGE survives pkexec; ROCMTUNE_LANG does not).
CLI_LANG=zh_CN run_cli too_high_zh rtpk-allowed set --gpu 0 --power-cap 400 --no-confirm --json
check "too high, 中文 CLI: the helper refuses in Chinese" \
  test "$(json_field too_high_zh error)" == "功耗上限 400 W 比驱动允许的最高值 361 W 高 39 W。"
check "too high, 中文 CLI: the driver files are untouched" test "$(tree_sums)" == "$before_tree"

# The helper itself, through pkexec, takes nothing but the request schema.
# (pkexec's parent must not be PID 1, so a shell runs it and waits.)
pkexec_helper() { # pkexec_helper NAME STDIN ARGS...: as rtpk-allowed, `pkexec <helper> ARGS` with STDIN
  local name=$1 input=$2
  shift 2
  run_as "$name" rtpk-allowed /bin/sh -c 'printf "%s" "$0" | pkexec "$@"; exit $?' "$input" "$helper" "$@"
}
pkexec_helper with_args '{"version":1,"action":"show","device":{"index":0}}' --state-dir /tmp
check "helper with an argument: exit 2, refused in JSON" \
  bash -c '[[ $0 -eq 2 && $1 == "rocmtune-helper takes no arguments"* ]]' "$(rc_of with_args)" "$(json_field with_args error)"
pkexec_helper extra_field '{"version":1,"action":"apply","device":{"index":0},"values":{"power_cap_microwatts":350000000},"confirm_timeout_s":0,"path":"/etc/shadow"}'
check "request with a field outside the schema: exit 2, refused in JSON" \
  bash -c '[[ $0 -eq 2 && $1 == *"Unknown field \"path\""* ]]' "$(rc_of extra_field)" "$(json_field extra_field error)"
pkexec_helper garbled '{"version":1,"action":'
check "garbled request: exit 2" test "$(rc_of garbled)" -eq 2
check "refused requests: the driver files are untouched" test "$(tree_sums)" == "$before_tree"

# 5b. The AUTH_ADMIN user in a terminal (over SSH, say): the CLI runs polkit's
#     pkttyagent there, which shows our action's message and asks for the
#     administrator's password. (pkexec's built-in text agent would ask too, but
#     polkit 122 of Debian 12 then refuses the right password with "No session
#     for cookie": polkit issue 17 / pull request 423, fixed upstream in 2024.)
in_terminal() { # in_terminal NAME USER PASSWORD ARGS...: rocmtune-cli tuning ARGS on a terminal, typing PASSWORD
  local name=$1 user=$2 password=$3 rc=0
  shift 3
  python3 "$tty_run" "$password" 20 "$tmp/$name.tty" "$tmp/$name.out" -- \
    env -i PATH=/usr/bin:/bin HOME="$tmp/home/$user" USER="$user" LOGNAME="$user" LANG=C.UTF-8 ROCMTUNE_LANG=en TERM=xterm \
    "$setpriv" --reuid="${uid_of[$user]}" --regid="${uid_of[$user]}" --clear-groups -- \
    "$linked_prefix/bin/rocmtune-cli" tuning "$@" || rc=$?
  echo "$rc" >"$tmp/$name.rc"
  echo "--- $user, on a terminal: rocmtune-cli tuning $* -> exit $rc"
  tr -d '\r' <"$tmp/$name.tty"
  cat "$tmp/$name.out"
}
in_terminal wrong_password rtpk-asked not-the-password set --gpu 0 --power-cap 345 --no-confirm --json
check "terminal, wrong password: exit 127" test "$(rc_of wrong_password)" -eq 127
check "terminal, wrong password: the answer says so" grep -q 'refused by its rules, or the password was wrong' "$tmp/wrong_password.out"
check "terminal, wrong password: the driver files are untouched" test "$(tree_sums)" == "$before_tree"
before_tree=$(tree_sums)
in_terminal right_password rtpk-asked "$admin_password" set --gpu 0 --power-cap 345 --no-confirm --json
check "terminal: the agent showed our action's message" \
  grep -q 'Authentication is required to change the power cap, clocks or performance level of a GPU' "$tmp/right_password.tty"
check "terminal: the agent asked for the administrator (rtpk-admin)" grep -q 'Authenticating as: .*(rtpk-admin)' "$tmp/right_password.tty"
check "terminal, the administrator's password: exit 0" test "$(rc_of right_password)" -eq 0
check "terminal, the administrator's password: power1_cap holds exactly 345000000" cap_is 345000000
check "terminal, the administrator's password: power1_cap is the only file that changed" only_cap_changed_since "$before_tree"

# 6. Confirm-or-revert through pkexec: a confirmed change stays; an unconfirmed
#    one is reverted at its deadline by the waiter the helper started as root.
#    (The confirm gets 60 s so that a loaded machine cannot miss it.)
run_cli pending rtpk-allowed set --gpu 0 --power-cap 340 --confirm-timeout 60 --json
check "pending: exit 0, pending, the cap is 340 W" exited_pending_with_cap pending 340000000
run_cli confirm rtpk-allowed confirm --gpu 0 --json
check "confirm: exit 0, confirmed" bash -c '[[ $0 -eq 0 && $1 == confirmed ]]' "$(rc_of confirm)" "$(json_field confirm outcome)"
run_cli unconfirmed rtpk-allowed set --gpu 0 --power-cap 300 --confirm-timeout 5 --json
check "unconfirmed: exit 0, pending, 300 W applied and read back by the helper" \
  bash -c '[[ $0 -eq 0 && $1 == pending && $2 == "Applied and read back."* ]]' "$(rc_of unconfirmed)" "$(json_field unconfirmed outcome)" \
  "$(json_field unconfirmed message)"
for _ in $(seq 300); do cap_is 340000000 && break; sleep 0.1; done
check "unconfirmed: reverted to the confirmed 340 W after the 5 s deadline" cap_is 340000000

# 7. The GUI's route (TuningController, HelperClient's asynchronous run): apply
#    through pkexec, then "Keep" through pkexec again.
CLI_HELPER=$helper run_as gui_route rtpk-allowed "$tmp/gui-route-probe" 355
check "GUI route: exit 0 (applied, pending, then kept)" test "$(rc_of gui_route)" -eq 0
check "GUI route: power1_cap holds exactly 355000000" cap_is 355000000
check "GUI route: the helper answered the apply (pending) and then the keep (confirmed)" python3 -c '
import json, sys
reports = [json.loads(line) for line in open(sys.argv[1]) if line.startswith("{")]
gpu0 = [(r.get("action"), r.get("outcome")) for r in reports if r.get("device", {}).get("index") == 0]
sys.exit(gpu0 != [("apply", "pending"), ("confirm", "confirmed")])' "$tmp/gui_route.out"

echo "the fake card's power1_cap: $original_cap at the start, $(cat "$hwmon_cap") at the end"
if [[ $failures -ne 0 ]]; then
  echo "--- polkitd ---"
  cat "$tmp/polkitd.log"
  fail "$failures check(s) failed"
fi
