#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A real Slurm (munged, slurmctld, slurmd from Debian's slurm-wlm) on this
# machine, one node, with `rocmtune-cli health --slurm` over simulated GPUs as
# its HealthCheckProgram every 2 s:
#   healthy -> the node stays idle; ecc_uncorrectable on GPU 1 -> drained
#   with a "rocmtune:" reason naming GPU 1; the fault cleared -> resumed; an
#   administrator's drain is left alone, fault or not.
# Then a Slurm job's process given to a simulated GPU (ROCMTUNE_SIM_PROCESSES)
# shows up in the exporter's rocmtune_gpu_job_info and in `ps` with the job's
# id, user and partition.
# Everything lives in a temporary folder (config, keys, sockets, spool,
# state) on free ports, so it runs beside a system Slurm; every daemon it
# starts is stopped on exit. Needs root (slurmd runs jobs as their user).
# Usage: slurm-health-test.sh ROCMTUNE_CLI
set -euo pipefail
cli=$(readlink -f "$1")
[[ $(id -u) -eq 0 ]] || { echo "needs root (slurmd)"; exit 1; }
for tool in munged slurmctld slurmd scontrol sbatch scancel curl python3; do
  command -v "$tool" >/dev/null || { echo "missing $tool: run scripts/setup.sh"; exit 1; }
done

dir=$(mktemp -d /tmp/rocmtune-slurm.XXXXXX)
chmod 755 "$dir"
pids=()
job=""
job_pid=""
step_pid=""
cleanup() {
  local rc=$?
  [[ -n "$job" ]] && SLURM_CONF=$dir/slurm.conf scancel "$job" 2>/dev/null || true
  # The job's process and its slurmstepd: gone through the cancel, else ended here.
  if [[ -n "$job_pid" ]]; then
    for _ in $(seq 50); do kill -0 "$job_pid" 2>/dev/null || break; sleep 0.2; done
    kill "$job_pid" 2>/dev/null || true
  fi
  # slurmstepd ignores SIGTERM while it waits to report to slurmd.
  [[ -n "$step_pid" ]] && kill -9 "$step_pid" 2>/dev/null || true
  for ((i=${#pids[@]}-1; i>=0; i--)); do kill "${pids[i]}" 2>/dev/null || true; done
  for p in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
    { kill -9 "$p" && wait "$p"; } 2>/dev/null || true
  done
  if [[ $rc -ne 0 ]]; then
    for f in slurmctld.log slurmd.log health.log munged.log exporter.log; do
      [[ -f "$dir/$f" ]] && { echo "--- $f (last 30 lines)"; tail -n 30 "$dir/$f"; }
    done
  fi
  rm -rf "$dir"
  exit $rc
}
trap cleanup EXIT INT TERM

fail() { echo "FAIL: $*"; exit 1; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
# wait_for SECONDS DESCRIPTION COMMAND...: polls every 0.5 s.
wait_for() {
  local seconds=$1 what=$2; shift 2
  local end=$((SECONDS + seconds))
  until "$@"; do
    (( SECONDS < end )) || fail "$what (not within ${seconds} s)"
    sleep 0.5
  done
}

# --- munge, on its own socket and key
mkdir -p "$dir/munge"
chmod 700 "$dir/munge"
dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$dir/munge/munge.key"
socket=$dir/munge/munge.socket
munged --force --foreground --socket="$socket" --key-file="$dir/munge/munge.key" --pid-file="$dir/munge/munged.pid" \
  --log-file="$dir/munged.log" --seed-file="$dir/munge/munged.seed" > "$dir/munged.out" 2>&1 &
pids+=($!)
wait_for 10 "munged answers" test -S "$socket"

# --- slurm.conf: one node "rtnode" (slurmd -N), one partition, the health check
node=rtnode
host=$(hostname -s)
ctld_port=$(free_port)
slurmd_port=$(free_port)
mkdir -p "$dir/ctld" "$dir/spool" "$dir/state"
cat > "$dir/health-check.sh" <<WRAP
#!/bin/sh
# Slurm's HealthCheckProgram: the GPUs are simulated, their faults in a file.
export SLURM_CONF=$dir/slurm.conf ROCMTUNE_STATE_DIR=$dir/state
export ROCMTUNE_SIM_FAULTS="\$(cat $dir/faults 2>/dev/null)"
echo "run \$(date +%s.%N) faults=\$ROCMTUNE_SIM_FAULTS" >> $dir/health.log
exec "$cli" health --slurm --node $node --backend sim --sim-gpus 2 --sim-load idle >> $dir/health.log 2>&1
WRAP
chmod 755 "$dir/health-check.sh"
: > "$dir/faults"
cat > "$dir/slurm.conf" <<CONF
ClusterName=rocmtunetest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
StateSaveLocation=$dir/ctld
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
SlurmdDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
MailProg=/bin/true
SchedulerType=sched/builtin
SelectType=select/linear
SlurmdParameters=config_overrides
ReturnToService=2
SlurmdTimeout=30
HealthCheckProgram=$dir/health-check.sh
HealthCheckInterval=2
HealthCheckNodeState=ANY
NodeName=$node NodeAddr=127.0.0.1 NodeHostname=$host CPUs=1 RealMemory=100 State=UNKNOWN
PartitionName=debug Nodes=$node Default=YES MaxTime=10 State=UP
CONF
export SLURM_CONF=$dir/slurm.conf

slurmctld -D -i -f "$dir/slurm.conf" > "$dir/slurmctld.out" 2>&1 &
pids+=($!)
ctld_up() { scontrol ping 2>/dev/null | grep -q UP; }
wait_for 20 "slurmctld answers" ctld_up
slurmd -D -N "$node" -f "$dir/slurm.conf" > "$dir/slurmd.out" 2>&1 &
pids+=($!)

node_state() { scontrol show node "$node" -o | sed -n 's/.* State=\([^ ]*\).*/\1/p'; }
node_reason() { scontrol show node "$node" -o | sed -n 's/.* Reason=\(.*\)$/\1/p'; }
runs() { grep -c '^run ' "$dir/health.log" 2>/dev/null || echo 0; }
# wait_runs N: N more health checks ran (and finished: the next one started).
wait_runs() { local target=$(( $(runs) + $1 + 1 )); wait_for 30 "$1 more health checks" bash -c "[ \$(grep -c '^run ' $dir/health.log 2>/dev/null || echo 0) -ge $target ]"; }
is_idle() { [[ $(node_state) == IDLE ]]; }
is_drained_by_rocmtune_gpu1() { [[ $(node_state) == *DRAIN* && $(node_reason) == "rocmtune: GPU 1 "* ]]; }

echo "== the node comes up healthy and stays idle"
wait_for 40 "node $node idle (state: \$(node_state))" is_idle
wait_runs 2
is_idle || fail "healthy GPUs, but the node is $(node_state) ($(node_reason))"
grep -q 'Health: ' "$dir/health.log" || fail "the health check printed no verdict"

echo "== ecc_uncorrectable on GPU 1: drained with a rocmtune: reason naming GPU 1"
echo "1:ecc_uncorrectable" > "$dir/faults"
wait_for 30 "drained by rocmtune for GPU 1" is_drained_by_rocmtune_gpu1
echo "   reason: $(node_reason)"
[[ $(node_reason) == *"uncorrectable ECC"* ]] || fail "the reason does not say what: $(node_reason)"

echo "== the fault cleared: resumed"
: > "$dir/faults"
wait_for 30 "resumed (state: \$(node_state))" is_idle

echo "== an administrator's drain is left alone"
scontrol update nodename="$node" state=drain reason="admin: new PSU"
echo "1:ecc_uncorrectable" > "$dir/faults"
wait_runs 2
[[ $(node_state) == *DRAIN* && $(node_reason) == "admin: new PSU"* ]] || fail "admin drain changed: $(node_state) $(node_reason)"
: > "$dir/faults"
wait_runs 2
[[ $(node_state) == *DRAIN* && $(node_reason) == "admin: new PSU"* ]] || fail "admin drain resumed by rocmtune: $(node_state) $(node_reason)"
grep -q 'drained by someone else' "$dir/health.log" || fail "the health check did not say it left the admin's drain"
scontrol update nodename="$node" state=resume
wait_for 20 "idle after the admin's resume" is_idle

echo "== a Slurm job's process on simulated GPU 0: the exporter names the job"
job=$(sbatch --parsable -p debug -N1 -o /dev/null --wrap "echo \$\$ > $dir/job.pid; exec sleep 300")
wait_for 30 "job $job running" test -s "$dir/job.pid"
job_pid=$(cat "$dir/job.pid")
step_pid=$(ps -o ppid= -p "$job_pid" | tr -d ' ')
[[ $(ps -o comm= -p "$step_pid") == slurmstepd ]] || step_pid=""
echo "   job $job: process $job_pid, slurmstepd ${step_pid:-not found}"
port=$(free_port)
ROCMTUNE_SIM_PROCESSES="0:$job_pid" "$cli" export --backend sim --sim-gpus 2 --sim-load idle --interval 200 \
  --listen "127.0.0.1:$port" > "$dir/exporter.log" 2>&1 &
pids+=($!)
has_job_series() {
  curl -sf "http://127.0.0.1:$port/metrics" > "$dir/metrics.txt" 2>/dev/null &&
  grep -q "^rocmtune_gpu_job_info{.*gpu=\"0\".*slurm_job_id=\"$job\".*user=\"root\".*partition=\"debug\".*} 1$" "$dir/metrics.txt"
}
wait_for 30 "rocmtune_gpu_job_info for job $job" has_job_series
grep '^rocmtune_gpu_job_info' "$dir/metrics.txt"
! grep -q "^rocmtune_gpu_job_info{.*gpu=\"1\"" "$dir/metrics.txt" || fail "GPU 1 has no job, but a job series"
grep -q '^rocmtune_gpu_health{.*gpu="0".*} 0$' "$dir/metrics.txt" || fail "rocmtune_gpu_health of GPU 0 is not 0"
ROCMTUNE_SIM_PROCESSES="0:$job_pid" "$cli" ps --backend sim --sim-gpus 2 --sim-load idle > "$dir/ps.txt"
grep -q "slurm:$job" "$dir/ps.txt" || { cat "$dir/ps.txt"; fail "ps does not show job $job"; }
echo "PASS"
