#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Summary table of one gpu-bench.sh run: rocmtune-bench results against the
PyTorch baselines, board power against the enforced limit, and the counts of
clean repeated runs and caught faults.

usage: summarize.py DIR   (DIR holds bench.jsonl, torch.json, power.csv,
                           repeats.txt, faults.txt written by gpu-bench.sh)
"""
import json
import os
import statistics
import sys


def load_results(path):
    results, hello = {}, None
    if not os.path.exists(path):
        return results, hello
    for line in open(path):
        line = line.strip()
        if not line.startswith("{"):
            continue
        obj = json.loads(line)
        if obj.get("type") == "result":
            results[obj["test"]] = obj
        elif obj.get("type") == "hello":
            hello = obj
    return results, hello


def power_figures(path, window_s=10.0, period_s=0.2):
    """Median board power over the last window_s of the run, and the limit."""
    if not os.path.exists(path):
        return None
    draws, limit = [], None
    for line in open(path):
        parts = [p.strip() for p in line.split(",")]
        try:
            draws.append(float(parts[0]))
            limit = float(parts[1])
        except (ValueError, IndexError):
            continue
    if not draws or not limit:
        return None
    tail = draws[-int(window_s / period_s):]
    return {"median_w": statistics.median(tail), "max_w": max(draws), "limit_w": limit,
            "samples": len(draws)}


def main():
    out = sys.argv[1]
    results, hello = load_results(os.path.join(out, "bench.jsonl"))
    torch_ref = {}
    if os.path.exists(os.path.join(out, "torch.json")):
        torch_ref = json.load(open(os.path.join(out, "torch.json")))
    power = power_figures(os.path.join(out, "power.csv"))

    rows = []

    def row(name, ours, unit, reference, ref_label, goal):
        ratio = ours / reference if ours and reference else None
        met = "yes" if ratio is not None and ratio >= goal else "no"
        rows.append((name, f"{ours:.2f} {unit}" if ours is not None else "-",
                     f"{reference:.2f} ({ref_label})" if reference else "-",
                     f"{ratio:.3f}" if ratio is not None else "-", f">= {goal:.2f}", met))

    r = results.get("compute")
    if r:
        d = r["details"]
        row("compute FP32", r["value"], "TFLOP/s", d["peak_tflops"], "peak at rated clock", 0.95)
        if "effective_clock_mhz" in d:
            peak_eff = r["value"] / d["ratio_to_peak_at_effective_clock"]
            row("compute FP32 (measured clock %.0f MHz)" % d["effective_clock_mhz"], r["value"], "TFLOP/s",
                peak_eff, "peak at measured clock", 0.95)
    r = results.get("memory")
    if r:
        d = r["details"]
        row("memory copy", d["copy_gbps"], "GB/s", d["memcpy_gbps"], "runtime D2D memcpy", 0.95)
    r = results.get("gemm")
    if r:
        row("gemm SGEMM N=%d" % r["details"]["n"], r["value"], "TFLOP/s", torch_ref.get("sgemm_tflops"),
            "torch.mm, TF32 off", 0.75)
    r = results.get("train")
    if r:
        row("train MLP", r["value"], "samples/s", torch_ref.get("mlp_samples_per_s"), "PyTorch eager", 0.70)
    if power:
        rows.append(("power (median last 10 s)", f"{power['median_w']:.0f} W (max {power['max_w']:.0f})",
                     f"{power['limit_w']:.0f} W (enforced limit)",
                     f"{power['median_w'] / power['limit_w']:.3f}", ">= 0.90",
                     "yes" if power["median_w"] >= 0.9 * power["limit_w"] else "no"))

    header = ("measure", "rocmtune-bench", "reference", "ratio", "goal", "met")
    widths = [max(len(str(x[i])) for x in rows + [header]) for i in range(len(header))]
    fmt = "| " + " | ".join("{:<%d}" % w for w in widths) + " |"
    lines = []
    if hello:
        lines.append("device: %s (%s, %d units, %.0f MHz), backend %s" % (
            hello["device"], hello["arch"], hello["compute_units"], hello["clocks"]["core_mhz"], hello["backend"]))
    if torch_ref:
        lines.append("torch %s" % torch_ref.get("torch"))
    lines.append(fmt.format(*header))
    lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    lines += [fmt.format(*x) for x in rows]
    for name in ("compute_clock.txt", "repeats.txt", "faults.txt"):
        path = os.path.join(out, name)
        if os.path.exists(path):
            lines.append("")
            lines += [l.rstrip() for l in open(path)]
    for test, res in results.items():
        lines.append("%s details: %s" % (test, json.dumps(res["details"])))
    text = "\n".join(lines)
    print(text)
    with open(os.path.join(out, "summary.txt"), "w") as f:
        f.write(text + "\n")


if __name__ == "__main__":
    main()
