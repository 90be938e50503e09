#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Kubernetes manifests of resources/kubernetes match the CLI they run.

- the exporter DaemonSet: its image is this version's, its command and every
  option it passes exist in `rocmtune-cli export --help` and take the values
  given (the listen port is the container's and the scrape annotation's);
  hostPID for attribution, every host path mounted read-only, no privilege,
  no capability, no privilege escalation;
- the node-problem-detector plugin: valid JSON, each rule runs rocmtune-cli
  with options `rocmtune-cli health --help` lists, and run for real on
  simulated GPUs those rules exit as NPD expects (0 OK, 1 problem).
Usage: manifests-test.py ROCMTUNE_CLI MANIFEST_DIR VERSION
"""
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml

cli, folder, version = sys.argv[1], sys.argv[2], sys.argv[3]
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)


def options_of(command):
    out = subprocess.run([cli, command, "--help"], capture_output=True, text=True, check=True).stdout
    return set(re.findall(r"--([a-z][a-z0-9-]*)", out))


def docs(name):
    with open(os.path.join(folder, name), encoding="utf-8") as f:
        return [d for d in yaml.safe_load_all(f) if d]


# --- the exporter DaemonSet
daemonsets = [d for d in docs("rocmtune-exporter-daemonset.yaml") if d["kind"] == "DaemonSet"]
check(len(daemonsets) == 1, "one DaemonSet")
ds = daemonsets[0]
pod = ds["spec"]["template"]["spec"]
check(ds["spec"]["selector"]["matchLabels"].items() <= ds["spec"]["template"]["metadata"]["labels"].items(),
      "the selector matches the pod's labels")
check(pod.get("hostPID") is True, "hostPID for job attribution")
check(not pod.get("hostNetwork"), "no host network")
check(not pod.get("hostIPC"), "no host IPC")
(container,) = pod["containers"]
check(container["image"] == f"localhost/rocmtune:{version}", f"image is this version's: {container['image']}")
check(container["command"] == ["rocmtune-cli"], "runs rocmtune-cli")
args = container["args"]
check(args[0] == "export", "runs the exporter")
export_options = options_of("export")
given = {}
i = 1
while i < len(args):
    check(args[i].startswith("--"), f"argument {args[i]} is an option")
    name = args[i][2:]
    check(name in export_options, f"--{name} is an option of rocmtune-cli export")
    value = args[i + 1] if i + 1 < len(args) and not args[i + 1].startswith("--") else None
    given[name] = value
    i += 2 if value is not None else 1
port = int(given["listen"].rsplit(":", 1)[1])
check(given["listen"].startswith("0.0.0.0:"), "listens beyond loopback inside the pod")
check(any(p["containerPort"] == port for p in container["ports"]), "the listen port is the container's port")
check(ds["spec"]["template"]["metadata"]["annotations"]["prometheus.io/port"] == str(port), "the scrape annotation's port")
check(100 <= int(given["interval"]) <= 10000, "interval within the CLI's range")
sec = container["securityContext"]
check(sec.get("privileged") is False, "not privileged")
check(sec.get("allowPrivilegeEscalation") is False, "no privilege escalation")
check(sec.get("readOnlyRootFilesystem") is True, "read-only root file system")
check(sec.get("capabilities", {}).get("drop") == ["ALL"], "drops every capability")
check(not sec.get("capabilities", {}).get("add"), "adds no capability")
volumes = {v["name"]: v for v in pod["volumes"]}
mounts = {m["name"]: m for m in container["volumeMounts"]}
check(set(volumes) == set(mounts), "every volume is mounted")
for name, mount in mounts.items():
    check(mount.get("readOnly") is True, f"{name} is mounted read-only")
host_paths = {v["hostPath"]["path"]: mounts[n]["mountPath"] for n, v in volumes.items() if "hostPath" in v}
check(host_paths.get("/sys") == "/sys", "/sys from the host")
check(host_paths.get("/dev/kfd") == "/dev/kfd", "/dev/kfd from the host")
check(host_paths.get("/etc/rocmtune") == "/etc/rocmtune", "the health thresholds (/etc/rocmtune/health.conf)")
env = {e["name"]: e["value"] for e in container.get("env", [])}
check(env.get("ROCMTUNE_STATE_DIR") in host_paths.values(), "the state folder is the host's, mounted")

# --- the exporter starts with exactly these arguments (on simulated GPUs, another port)
run_args = [a if a != given["listen"] else "127.0.0.1:0" for a in args]
run_args[run_args.index("auto")] = "sim"
with tempfile.TemporaryDirectory() as state:
    proc = subprocess.Popen([cli] + run_args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env=dict(os.environ, ROCMTUNE_STATE_DIR=state))
    try:
        seen = []
        for _ in range(20):  # a warning or a log line may come first
            line = proc.stdout.readline()
            seen.append(line.strip())
            if not line or "Serving metrics on http://127.0.0.1:" in line:
                break
        check("Serving metrics on http://127.0.0.1:" in seen[-1], f"the exporter starts with the DaemonSet's arguments: {seen}")
    finally:
        proc.terminate()
        proc.wait(timeout=10)

# --- node-problem-detector's custom plugin
(configmap,) = docs("node-problem-detector-rocmtune.yaml")
check(configmap["kind"] == "ConfigMap", "NPD config is a ConfigMap")
plugin = json.loads(configmap["data"]["rocmtune-health.json"])
check(plugin["plugin"] == "custom", "a custom plugin monitor")
conditions = {c["type"] for c in plugin["conditions"]}
health_options = options_of("health")
for rule in plugin["rules"]:
    check(rule["path"] == "/usr/bin/rocmtune-cli", f"rule {rule['reason']} runs the installed CLI")
    check(rule["args"][0] == "health", f"rule {rule['reason']} runs health")
    for a in rule["args"][1:]:
        if a.startswith("--"):
            check(a[2:] in health_options, f"{a} is an option of rocmtune-cli health")
    if rule["type"] == "permanent":
        check(rule["condition"] in conditions, f"rule {rule['reason']}'s condition is declared")
    # Run it on simulated GPUs: healthy -> 0; the fault it is for -> 1 and one line naming the GPU.
    level = rule["args"][rule["args"].index("--fail-at") + 1]
    fault = "1:ecc_uncorrectable" if level == "unhealthy" else "1:reset"
    for faults, expected in (("", 0), (fault, 1)):
        with tempfile.TemporaryDirectory() as state:
            r = subprocess.run([cli] + rule["args"] + ["--backend", "sim", "--sim-gpus", "2"], capture_output=True, text=True,
                               timeout=60, env=dict(os.environ, ROCMTUNE_STATE_DIR=state, ROCMTUNE_SIM_FAULTS=faults))
        check(r.returncode == expected, f"{rule['reason']} with faults '{faults}' exits {r.returncode}, not {expected}: {r.stdout}{r.stderr}")
        lines = r.stdout.strip().splitlines()
        check(len(lines) == 1 and len(lines[0]) <= plugin["pluginConfig"]["max_output_length"], f"one short line: {r.stdout!r}")
        if expected == 1:
            check(lines and lines[0].startswith("rocmtune: GPU 1 "), f"the message names GPU 1: {r.stdout!r}")

if failures:
    print("FAIL:\n  " + "\n  ".join(failures))
    sys.exit(1)
print("PASS: the manifests match rocmtune-cli's options")
