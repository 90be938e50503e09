#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Summary table of one gpu-bench.sh run: rocmtune-bench results against the
PyTorch baselines of the same run, the board power of every test (nvidia-smi
samples placed on the runner's clock) and the power test's own reading
against the enforced limit, fault latency and clean runs.

usage: summarize.py DIR   (DIR holds bench.jsonl, torch.json, power.csv,
                           faults.json written by gpu-bench.sh)
"""
import datetime
import json
import os
import statistics
import sys


def load_runs(path):
    """[(label, start_epoch, hello, [result...], {test: (first_s, last_s)})]"""
    runs = []
    for line in open(path):
        line = line.strip()
        if not line.startswith("{"):
            continue
        obj = json.loads(line)
        kind = obj.get("type")
        if kind == "run":
            runs.append({"label": obj["label"], "start": obj["start_epoch"], "hello": None, "results": [], "spans": {}})
        elif runs and kind == "hello":
            runs[-1]["hello"] = obj
        elif runs and kind == "result":
            runs[-1]["results"].append(obj)
        elif runs and kind == "progress":
            first, _ = runs[-1]["spans"].get(obj["test"], (obj["elapsed_s"], 0))
            runs[-1]["spans"][obj["test"]] = (first, obj["elapsed_s"])
    return runs


def load_power(path):
    """[(epoch, watts, limit)] from nvidia-smi csv (local-time timestamps)."""
    samples = []
    if not os.path.exists(path):
        return samples
    for line in open(path):
        parts = [p.strip() for p in line.split(",")]
        try:
            t = datetime.datetime.strptime(parts[0], "%Y/%m/%d %H:%M:%S.%f").timestamp()
            samples.append((t, float(parts[1]), float(parts[2])))
        except (ValueError, IndexError):
            continue
    return samples


def main():
    out = sys.argv[1]
    runs = load_runs(os.path.join(out, "bench.jsonl"))
    torch_ref = {}
    if os.path.exists(os.path.join(out, "torch.json")):
        torch_ref = json.load(open(os.path.join(out, "torch.json")))
    power = load_power(os.path.join(out, "power.csv"))
    rows, power_rows = [], []

    def row(name, ours, unit, reference, ref_label, goal):
        ratio = ours / reference if ours and reference else None
        if goal is None:  # measured for the record, no goal (the batch extremes)
            met = "-"
        else:
            met = "yes" if ratio is not None and ratio >= goal else "no"
        rows.append((name, f"{ours:.4g} {unit}" if ours is not None else "-",
                     f"{reference:.4g} ({ref_label})" if reference else "-",
                     f"{ratio:.3f}" if ratio is not None else "-", f">= {goal:.2f}" if goal else "-", met))

    hello = None
    for run in runs:
        hello = hello or run["hello"]
        for r in run["results"]:
            d, test = r["details"], r["test"]
            if test == "compute":
                row("compute FP32", r["value"], "TFLOP/s", d["peak_tflops"], "peak at rated clock", 0.95)
            elif test == "memory":
                row("memory copy (%s)" % d["copy_kernel"], d["copy_gbps"], "GB/s", d["memcpy_gbps"],
                    "runtime D2D memcpy", 0.95)
            elif test == "gemm":
                n = d["n"]
                row("gemm SGEMM N=%d" % n, r["value"], "TFLOP/s", torch_ref.get("sgemm_tflops_%d" % n),
                    "torch.mm, TF32 off", 0.90)
            elif test == "train":
                b = d["batch"]
                row("train MLP batch %d" % b, r["value"], "samples/s", torch_ref.get("mlp_samples_per_s_%d" % b),
                    "PyTorch eager", {256: 1.0, 4096: 0.70}.get(b))
            elif test == "cnn":
                b = d["batch"]
                row("cnn MNIST batch %d" % b, r["value"], "samples/s", torch_ref.get("cnn_samples_per_s_%d" % b),
                    "PyTorch eager, cuDNN", {64: 1.0, 512: 0.5}.get(b))
            elif test == "power":
                limit = d.get("power_limit_w")
                held = d.get("held_power_w")
                rows.append(("power test: held board power (%s, load %s)" % (d.get("board_power_source"), d.get("load")),
                             "%.0f W, 95 %% after %s s" % (held or 0, d.get("seconds_to_95_percent")),
                             "%.0f W enforced limit" % (limit or 0),
                             "%.3f" % (held / limit) if held and limit else "-", ">= 0.95",
                             "yes" if held and limit and held >= 0.95 * limit
                             and (d.get("seconds_to_95_percent") or 99) <= 10 else "no"))
        # Board power of each test of this run: median of the nvidia-smi samples
        # in the second half of its span (the same rule for every test, and the
        # power test's own "held" rule: its probe of candidate loads comes first).
        for test, (first, last) in run["spans"].items():
            middle = first + 0.5 * (last - first)
            inside = [w for t, w, _ in power if middle <= t - run["start"] <= last]
            if inside:
                power_rows.append((run["label"], test, statistics.median(inside), max(inside), len(inside)))

    header = ("measure", "rocmtune-bench", "reference (same run)", "ratio", "goal", "met")
    widths = [max(len(str(x[i])) for x in rows + [header]) for i in range(len(header))]
    fmt = "| " + " | ".join("{:<%d}" % w for w in widths) + " |"
    lines = []
    if hello:
        lines.append("device: %s (%s, %d units, %.0f MHz), backend %s" % (
            hello["device"], hello["arch"], hello["compute_units"], hello["clocks"]["core_mhz"], hello["backend"]))
    if torch_ref:
        lines.append("torch %s, cuDNN %s" % (torch_ref.get("torch"), torch_ref.get("cudnn")))
    lines.append(fmt.format(*header))
    lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    lines += [fmt.format(*x) for x in rows]
    if power_rows:
        lines.append("")
        lines.append("board power by test (nvidia-smi power.draw, second half of each test, median / max W, samples):")
        for label, test, med, top, count in power_rows:
            lines.append("  %-10s %-8s %6.0f / %6.0f  (%d)" % (label, test, med, top, count))
        ours = [med for _, test, med, _, _ in power_rows if test == "power"]
        others = [(med, label, test) for label, test, med, _, _ in power_rows if test != "power"]
        if ours and others:
            top = max(others)
            lines.append("power test %.0f W against the heaviest other test (%s/%s) %.0f W: %+.0f W" % (
                max(ours), top[1], top[2], top[0], max(ours) - top[0]))
    faults_path = os.path.join(out, "faults.json")
    if os.path.exists(faults_path):
        report = json.load(open(faults_path))
        lines.append("")
        lines.append("faults (--stop-on-fault): start -> fault line, planted -> fault line, fault line -> exit (s):")
        for f in report["faults"]:
            lines.append("  %-7s in %-3s: exit %s, %s -> %s, %s, %s; %s" % (
                f["fault"], f["tests"], f["exit_code"], f.get("start_to_fault_line_s"),
                f.get("planted_to_fault_line_s"), f.get("fault_line_to_exit_s"), f.get("fault_lines"),
                f.get("first_fault", {}).get("message")))
        for f in report["keep_going"]:
            lines.append("  keep going, %-7s: exit %s, %s fault lines, results %s" % (
                f["fault"], f["exit_code"], f["fault_lines"], json.dumps(f["results"])))
        lines.append("clean runs: %d, false positives: %d" % (report["clean_runs"], report["false_positives"]))
    cli_path = os.path.join(out, "cli_faults.json")
    if os.path.exists(cli_path):
        report = json.load(open(cli_path))
        lines.append("")
        lines.append("rocmtune-cli stress --preset %s (runner arguments as the CLI gave them):" % report["preset"])
        for f in report["faults"]:
            lines.append("  %-7s in %-6s: CLI exit %s, verdict %s, planted -> fault line %s s, fault line -> CLI exit "
                         "%s s, planted -> CLI exit %s s; runner %s" % (
                             f["fault"], f["test"], f["cli_exit_code"], f["verdict"], f.get("planted_to_fault_line_s"),
                             f.get("fault_line_to_cli_exit_s"), f.get("planted_to_cli_exit_s"),
                             " ".join(f.get("runner_arguments") or [])))
        lines.append("clean CLI runs: %d, false positives: %d" % (report["clean_runs"], report["false_positives"]))
    for run in runs:
        for r in run["results"]:
            lines.append("%s/%s details: %s" % (run["label"], r["test"], json.dumps(r["details"])))
    text = "\n".join(lines)
    print(text)


if __name__ == "__main__":
    main()
