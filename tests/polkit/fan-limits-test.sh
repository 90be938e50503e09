#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 38, "a fan no user can stop": the administrator's fan limits in
# /etc/rocmtune/safety.conf (fan_min_percent 20; fan_hot_min_percent 60 at
# fan_hot_celsius 85) with the REAL pkexec, polkitd and librocm_smi64 on a fake
# RX 7900 XTX (setup and isolation: route-lib.sh). rtpk-allowed may tune
# (polkit YES) and tries to stop the fan:
#  1. firmware fan (gpu_od/fan_ctrl): `tuning set` of a fixed 0 %, a fixed
#     40 %, a 15 % curve (the card's lowest) and a curve under 60 % at 85 °C, through the CLI and as
#     raw requests to the helper (past the CLI's own check): exit 3, the limit
#     named, no file of the card written; a curve within the limits is applied;
#  2. boot profiles through the helper (boot_set): a fixed 0 % and a 15 %
#     curve are refused, nothing stored;
#  3. a fan that takes only a PWM value (no gpu_od/fan_ctrl): a fixed 0 %
#     (CLI and raw request) and a 0 % / too-cool software curve (boot_set):
#     refused, pwm1 and pwm1_enable untouched, nothing stored;
#  4. a 0 % software curve stored before the administrator set the limits:
#     rocmtune-boot refuses to run it (nothing written to pwm1/pwm1_enable); an
#     edge curve within the limits runs, and the junction at 88 °C (below its
#     critical floor) raises the fan to the 60 % minimum.
# On f2dee34 (no fan keys) the helper refused the whole file ("unknown key"),
# so the limits could not be set at all and every check of a refusal's reason
# and every allowed value failed.
# usage: fan-limits-test.sh BUILD_DIR ROCMTUNE_FAKESYS
set -euo pipefail
# shellcheck source=route-lib.sh
source "$(dirname "$0")/route-lib.sh"

if [[ "${1:-}" != --inside ]]; then
  route_outside "$@"
fi

ROUTE_OWN_VAR_LIB=1 route_inside_setup "$2"
# The driver model (the firmware fan curve's "r"/"c" table semantics) for every process started from here.
[[ -f "$tmp/fake-driver-preload.so" ]] || fail "no driver-model shim (ROUTE_FAKE_DRIVER_PRELOAD)"
echo "$tmp/fake-driver-preload.so" >"$tmp/ld.so.preload"
mount --bind "$tmp/ld.so.preload" /etc/ld.so.preload
state=/var/lib/rocmtune
cli=$linked_prefix/bin/rocmtune-cli
boot=$prefix/libexec/rocmtune/rocmtune-boot
etc=/etc/rocmtune
profiles_file=$etc/boot-profiles.json
[[ -x "$boot" ]] || fail "the install has no $boot"
hwmon_dir=$(dirname "$hwmon_cap")
device_dir=$(dirname "$(dirname "$hwmon_dir")")
fan_file=$device_dir/gpu_od/fan_ctrl/fan_curve
junction_input=$hwmon_dir/$(basename "$(grep -lx junction "$hwmon_dir"/temp*_label)" _label)_input
[[ -f "$fan_file" && -f "$hwmon_dir/pwm1" && -f "$hwmon_dir/pwm1_enable" && -f "$junction_input" ]] ||
  fail "the fake card lacks fan_curve, pwm1, pwm1_enable or a junction sensor"
export profiles_file
pwm_files() { cat "$hwmon_dir/pwm1" "$hwmon_dir/pwm1_enable" | sha256sum; }
no_profile() { [[ ! -e "$profiles_file" ]] || python3 -c 'import json,sys; sys.exit(len(json.load(open(sys.argv[1]))["profiles"]) != 0)' "$profiles_file"; }
export -f no_profile
# refused NAME TEXT: exit 3 and the answer (JSON or text) holds TEXT
refused() { [[ "$(rc_of "$1")" -eq 3 ]] && grep -Fq "$2" "$tmp/$1.out"; }
device_id() { run_as id_probe rtpk-denied "$cli" list >/dev/null; sed -n 's/^ *ID: *//p' "$tmp/id_probe.out" | head -1; }
apply_request() { echo "{\"version\":1,\"action\":\"apply\",\"device\":{\"index\":0},\"values\":$1,\"confirm_timeout_s\":0}"; }
boot_request() { echo "{\"version\":1,\"action\":\"boot_set\",\"device\":{\"index\":0,\"id\":\"$dev_id\"},\"profile\":\"Stop\",\"values\":$1}"; }

printf '[tuning/safety]\n# issue 38: the fan never stops, and runs at 60 %% or more at 85 °C\nfan_min_percent = 20\nfan_hot_celsius = 85\nfan_hot_min_percent = 60\n' \
  >"$etc/safety.conf"
chmod 644 "$etc/safety.conf"
run_as doctor rtpk-denied "$cli" doctor
check "rocmtune-cli doctor reads the fan keys without an error" bash -c '! grep -q "safety.conf line" "$0"' "$tmp/doctor.out"
dev_id=$(device_id)
[[ -n "$dev_id" ]] || fail "no device id from tuning show"

# --- 1. the firmware fan: tuning set ----------------------------------------
before=$(tree_sums)
run_cli fixed0 rtpk-allowed set --gpu 0 --fan-mode fixed --fan-speed 0 --no-confirm --json
check "firmware fan, fixed 0 %: refused (exit 3), naming fan_min_percent" refused fixed0 "minimum fan speed of 20% (fan_min_percent)"
run_cli fixed40 rtpk-allowed set --gpu 0 --fan-mode fixed --fan-speed 40 --no-confirm --json
check "firmware fan, fixed 40 %: refused (exit 3), naming fan_hot_min_percent" refused fixed40 "(fan_hot_min_percent)"
# The card's firmware takes 15-100 % (OD_RANGE): a curve at its lowest, 15 %, is below fan_min_percent.
run_cli curve0 rtpk-allowed set --gpu 0 --fan-curve 30:15,45:15,60:15,75:15,90:15 --no-confirm --json
check "firmware fan, a 15 % curve (the card's lowest): refused (exit 3), naming fan_min_percent" refused curve0 "is below the safety policy's minimum fan speed of 20% (fan_min_percent)"
run_cli curve_cool rtpk-allowed set --gpu 0 --fan-curve 30:20,45:25,60:30,75:35,90:50 --no-confirm --json
check "firmware fan, 45 % at 85 °C: refused (exit 3), naming the temperature" refused curve_cool "at 85 °C and above (fan_hot_min_percent)"
pkexec_helper raw_fixed0 "$(apply_request '{"fan_mode":"fixed","fan_speed_percent":0}')"
check "firmware fan, fixed 0 % as a raw request to the helper: refused (exit 3)" refused raw_fixed0 "(fan_min_percent)"
pkexec_helper raw_curve0 "$(apply_request '{"fan_curve":[[30,15],[45,15],[60,15],[75,15],[90,15]]}')"
check "firmware fan, a 15 % curve as a raw request to the helper: refused (exit 3)" refused raw_curve0 "(fan_min_percent)"
check "firmware fan: no file of the card was written by the refusals" test "$(tree_sums)" == "$before"
run_cli curve_ok rtpk-allowed set --gpu 0 --fan-curve 30:20,45:30,60:45,75:70,90:100 --no-confirm --json
check "firmware fan, a curve within the limits (20 %, 90 % at 85 °C): applied (exit 0)" \
  test "$(rc_of curve_ok) $(sed -n 2p "$fan_file")" == "0 0: 30C 20%"
run_cli reset rtpk-allowed reset --gpu 0 --json
check "firmware fan: reset to defaults (exit 0)" test "$(rc_of reset)" -eq 0
if [[ "$(json_field reset outcome)" == pending ]]; then
  run_cli reset_confirm rtpk-allowed confirm --gpu 0 --json
  check "firmware fan: the reset confirmed (exit 0)" test "$(rc_of reset_confirm)" -eq 0
fi

# --- 2. boot profiles through the helper --------------------------------------
before=$(tree_sums)
pkexec_helper boot_fixed0 "$(boot_request '{"fan_mode":"fixed","fan_speed_percent":0}')"
check "boot_set of a fixed 0 %: refused (exit 3), naming fan_min_percent" refused boot_fixed0 "(fan_min_percent)"
check "boot_set of a fixed 0 %: nothing stored" no_profile
pkexec_helper boot_curve0 "$(boot_request '{"fan_curve":[[30,15],[45,15],[60,15],[75,15],[90,15]]}')"
check "boot_set of a 15 % firmware curve: refused (exit 3), naming fan_min_percent" refused boot_curve0 "(fan_min_percent)"
check "boot_set of a 15 % firmware curve: nothing stored" no_profile
check "boot_set refusals: no file of the card was written" test "$(tree_sums)" == "$before"

# --- 3. a fan that takes only a PWM value -------------------------------------
mv "$device_dir/gpu_od/fan_ctrl" "$tmp/fan_ctrl-aside"
echo 2 >"$hwmon_dir/pwm1_enable"
echo 77 >"$hwmon_dir/pwm1"
before=$(tree_sums)
run_cli pwm_fixed0 rtpk-allowed set --gpu 0 --fan-mode fixed --fan-speed 0 --no-confirm --json
check "PWM fan, fixed 0 %: refused (exit 3), naming fan_min_percent" refused pwm_fixed0 "minimum fan speed of 20% (fan_min_percent)"
pkexec_helper pwm_raw_fixed0 "$(apply_request '{"fan_mode":"fixed","fan_speed_percent":0}')"
check "PWM fan, fixed 0 % as a raw request to the helper: refused (exit 3)" refused pwm_raw_fixed0 "(fan_min_percent)"
pkexec_helper pwm_boot_fixed0 "$(boot_request '{"fan_mode":"fixed","fan_speed_percent":0}')"
check "PWM fan, boot_set of a fixed 0 %: refused (exit 3)" refused pwm_boot_fixed0 "(fan_min_percent)"
pkexec_helper pwm_boot_curve0 "$(boot_request '{"fan_curve":[[40,0],[80,0]]}')"
check "PWM fan, boot_set of a 0 % software curve: refused (exit 3), the limit named" refused pwm_boot_curve0 "(fan_min_percent)"
pkexec_helper pwm_boot_cool "$(boot_request '{"fan_curve":[[40,20],[80,50]]}')"
check "PWM fan, boot_set of a curve at 50 % from 80 °C up: refused (exit 3)" refused pwm_boot_cool "(fan_hot_min_percent)"
check "PWM fan: nothing stored" no_profile
check "PWM fan: pwm1, pwm1_enable and every other file of the card untouched" test "$(tree_sums)" == "$before"
check "PWM fan: still automatic at pwm1 77" test "$(cat "$hwmon_dir/pwm1_enable") $(cat "$hwmon_dir/pwm1")" == "2 77"

# --- 4. rocmtune-boot: a stored 0 % curve, and the hot minimum at run time ----
# A reboot as rocmtune-boot sees it: a boot id of its own and an empty /run/rocmtune.
cat /proc/sys/kernel/random/uuid >"$tmp/boot-id"
mount --bind "$tmp/boot-id" /proc/sys/kernel/random/boot_id
mv "$etc/safety.conf" "$tmp/safety.conf-aside" # before the administrator set the limits
pkexec_helper store_curve0 "$(boot_request '{"fan_curve":[[40,0],[80,0]]}')"
check "without fan limits a 0 % software curve is stored, as before (exit 0)" test "$(rc_of store_curve0)" -eq 0
mv "$tmp/safety.conf-aside" "$etc/safety.conf"
before=$(pwm_files)
env -i PATH=/usr/bin:/bin LANG=C.UTF-8 "$boot" start >"$tmp/boot1.out" 2>&1 &
boot_pid=$!
refused_in_log() { grep -q '"outcome":"refused"' "$state/tuning-log.jsonl" 2>/dev/null && grep -q 'fan_min_percent' "$state/tuning-log.jsonl"; }
for _ in $(seq 100); do refused_in_log && break; sleep 0.1; done
sleep 2 # a curve that ran would have written within a step
check "rocmtune-boot refuses the stored 0 % curve, naming the limit (tuning log)" refused_in_log
check "rocmtune-boot: pwm1, pwm1_enable untouched (automatic, 77)" test "$(pwm_files) $(cat "$hwmon_dir/pwm1_enable")" == "$before 2"
kill -TERM "$boot_pid" 2>/dev/null || true
wait "$boot_pid" || true
cat "$tmp/boot1.out"
# An edge curve within the limits (20 % .. 100 % at 90 °C), junction cool, then at 88 °C.
echo 50000 >"$junction_input"
pkexec_helper store_edge "$(boot_request '{"fan_curve":[[40,20],[80,100]],"fan_curve_sensor":"edge"}')"
check "an edge curve within the limits: stored (exit 0)" test "$(rc_of store_edge)" -eq 0
env -i PATH=/usr/bin:/bin LANG=C.UTF-8 "$boot" start >"$tmp/boot2.out" 2>&1 &
boot_pid=$!
wait_pwm() { # wait_pwm VALUE SECONDS
  local end=$((SECONDS + $2))
  while ((SECONDS <= end)); do [[ "$(cat "$hwmon_dir/pwm1_enable") $(cat "$hwmon_dir/pwm1")" == "1 $1" ]] && return 0; sleep 0.1; done
  echo "pwm1_enable $(cat "$hwmon_dir/pwm1_enable"), pwm1 $(cat "$hwmon_dir/pwm1") (edge $edge_now °C)"
  return 1
}
# The edge at 41 °C: the curve's 22 % -> pwm1 (255 * 22 + 50) / 100 = 56.
edge_now=$(($(cat "$(dirname "$junction_input")/$(basename "$(grep -lx edge "$hwmon_dir"/temp*_label)" _label)_input") / 1000))
check "rocmtune-boot runs the edge curve (edge $edge_now °C: 22 %, pwm1 56) within 5 s" wait_pwm 56 5
if ((edge_now == 41)); then
  echo 88000 >"$junction_input" # the junction at 88 °C, below its critical floor; the edge unchanged
  check "the junction at 88 °C: the fan at the 60 % minimum (pwm1 153) within 3 s, whatever the edge curve says" wait_pwm 153 3
else
  check "the fake card's edge sensor shows 41 °C (it shows $edge_now °C)" false
fi
kill -TERM "$boot_pid" 2>/dev/null || true
wait "$boot_pid" || true
cat "$tmp/boot2.out"
check "SIGTERM: the fan back to automatic" test "$(cat "$hwmon_dir/pwm1_enable")" == 2

route_finish
