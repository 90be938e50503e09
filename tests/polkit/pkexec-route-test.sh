#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The privileged route end to end with the REAL pkexec and polkitd (ctest
# polkit.pkexec_route): an unprivileged user runs the installed
# `rocmtune-cli tuning set`, which runs `pkexec <prefix>/libexec/rocmtune/rocmtune-helper`
# (core/tuning/route/HelperClient); polkitd decides with the installed action and a
# JavaScript rule; the helper, as root, writes a fake RX 7900 XTX's driver files
# through the real librocm_smi64. The GUI's route (TuningController and
# HelperClient's asynchronous run) is driven by rocmtune-gui-route-probe.
# Isolation and setup: route-lib.sh.
#
# usage: pkexec-route-test.sh BUILD_DIR ROCMTUNE_FAKESYS ROCMTUNE_GUI_ROUTE_PROBE
set -euo pipefail
# shellcheck source=route-lib.sh
source "$(dirname "$0")/route-lib.sh"

if [[ "${1:-}" != --inside ]]; then
  [[ -n "${3:-}" ]] || fail "usage: pkexec-route-test.sh BUILD_DIR ROCMTUNE_FAKESYS ROCMTUNE_GUI_ROUTE_PROBE"
  route_outside "$@"
fi

# ---- inside the namespaces (PID 1 of the new PID namespace) ----
route_inside_setup "$2"

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

# 8. An undervolt a user's search proved reaches the boot service's folder only
#    through pkexec (UndervoltProofRequest): polkit decides who may, the helper
#    takes only the request's keys, checks card, range and margin, and reads
#    the versions and the date itself.
before_proofs=$(tree_sums)
run_as list rtpk-allowed "$linked_prefix/bin/rocmtune-cli" list
gpu_id=$(sed -n 's/^ *ID: *//p' "$tmp/list.out" | head -n 1)
check "list: the fake card's stable id is shown" test -n "$gpu_id"
proof_file=$state/undervolt-${gpu_id//[^A-Za-z0-9._-]/_}.json
proof_request() { # proof_request OFFSET LOWEST MARGIN [EXTRA_JSON_MEMBERS]
  printf '{"version":1,"action":"undervolt_proof","device":{"index":0,"id":"%s"},"offset_mv":%s,"lowest_pass_mv":%s,"margin_mv":%s,"confirmation":"standard"%s}' \
    "$gpu_id" "$1" "$2" "$3" "${4:-}"
}
run_as proof_denied rtpk-denied /bin/sh -c 'printf "%s" "$0" | pkexec "$1"; exit $?' "$(proof_request -50 -70 20)" "$helper"
check "proof, denied user: pkexec refuses (127) and nothing is recorded" \
  bash -c '[[ $0 -eq 127 && ! -e $1 ]]' "$(rc_of proof_denied)" "$proof_file"
pkexec_helper proof_forged "$(proof_request -50 -70 20 ',"proven_on":{"kernel":"6.99-forged"}')"
check "proof with forged versions: exit 2, the unknown key named, nothing recorded" \
  bash -c '[[ $0 -eq 2 && $1 == *proven_on* && ! -e $2 ]]' "$(rc_of proof_forged)" "$(json_field proof_forged error)" "$proof_file"
pkexec_helper proof_too_deep "$(proof_request -470 -490 20)"
check "proof below the card's range (-450 mV): exit 3, nothing recorded" \
  bash -c '[[ $0 -eq 3 && ! -e $1 ]]' "$(rc_of proof_too_deep)" "$proof_file"
pkexec_helper proof_margin "$(proof_request -50 -70 10)"
check "proof whose margin does not add up: exit 2, nothing recorded" \
  bash -c '[[ $0 -eq 2 && ! -e $1 ]]' "$(rc_of proof_margin)" "$proof_file"
pkexec_helper proof_ok "$(proof_request -50 -70 20)"
check "proof, allowed user: exit 0, recorded" \
  bash -c '[[ $0 -eq 0 && $1 == recorded ]]' "$(rc_of proof_ok)" "$(json_field proof_ok outcome)"
check "proof: root's file, 0644, in the boot service's folder" test "$(stat -c '%a %U:%G' "$proof_file" 2>/dev/null)" == "644 root:root"
check "proof: the offset, lowest pass and margin asked, the kernel and date read by the helper" python3 -c '
import json, sys, datetime
p = json.load(open(sys.argv[1]))
proven = datetime.datetime.fromisoformat(p["proven"].replace("Z", "+00:00"))
age = (datetime.datetime.now(datetime.timezone.utc) - proven).total_seconds()
sys.exit(not (p["device_id"] == sys.argv[2] and (p["offset_mv"], p["lowest_pass_mv"], p["margin_mv"]) == (-50, -70, 20)
              and p["confirmation"] == "standard" and p["proven_on"]["kernel"] == sys.argv[3] and 0 <= age < 120))' \
  "$proof_file" "$gpu_id" "$(uname -r)"
check "proofs: the driver files are untouched" test "$(tree_sums)" == "$before_proofs"

echo "the fake card's power1_cap: $original_cap at the start, $(cat "$hwmon_cap") at the end"
if [[ $failures -ne 0 ]]; then
  echo "--- polkitd ---"
  cat "$tmp/polkitd.log"
  fail "$failures check(s) failed"
fi
