#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Summary of kernels/bench/load-shapes.sh against issue 33's goals.

Reads DIR/runs.jsonl (the runner's lines, each run between a "run" and an
"exit" marker) and DIR/smi.csv (nvidia-smi every 100 ms). For pulse: each
cycle's lowest and highest board power from the runner's own readings, and
from nvidia-smi over windows one period long laid over the runner's cycles;
the share of cycles reaching <= 40 % and >= 90 % of the enforced limit. For
adaptive: each level's power, clock and temperature from both; how many
distinct power levels, and whether power rises monotonically (a drop larger
than NOISE_SHARE of the limit breaks it). Faults: caught or not. Clean runs:
false positives. SGEMM against cuBLAS.
"""
import json
import statistics
import sys
import time
from pathlib import Path

LOW, HIGH = 0.40, 0.90
NOISE_SHARE = 0.02  # of the limit: power steps smaller than this are noise


def load_runs(path):
    runs, current = {}, None
    for raw in Path(path).read_text().splitlines():
        try:
            line = json.loads(raw)
        except json.JSONDecodeError:
            continue
        kind = line.get("type")
        if kind == "run":
            current = {"label": line["label"], "start": line["start_epoch"], "lines": []}
            runs[line["label"]] = current
        elif kind == "exit":
            runs[line["label"]].update(code=line["code"], end=line["end_epoch"])
        elif kind == "cublas":
            runs[line["label"]] = line
        elif current is not None:
            current["lines"].append(line)
    return runs


def load_smi(path):
    rows = []
    lines = Path(path).read_text().splitlines()
    if not lines:
        return rows
    fields = [f.strip() for f in lines[0].split(",")]
    for raw in lines[1:]:
        cells = [c.strip() for c in raw.split(",")]
        if len(cells) != len(fields):
            continue
        row = dict(zip(fields, cells))
        try:
            stamp, frac = row["timestamp"].split(".")
            epoch = time.mktime(time.strptime(stamp, "%Y/%m/%d %H:%M:%S")) + float("0." + frac)
        except (ValueError, KeyError):
            continue

        def num(key):
            try:
                return float(row[key])
            except (KeyError, ValueError):
                return None

        power = num("power.draw.instant")
        rows.append({"t": epoch, "power": power if power is not None else num("power.draw"),
                     "limit": num("enforced.power.limit"), "clock": num("clocks.sm"), "temp": num("temperature.gpu")})
    return rows


def result(run, test):
    return next((l for l in run["lines"] if l.get("type") == "result" and l.get("test") == test), None)


def window(smi, start, end):
    return [r for r in smi if start <= r["t"] < end and r["power"] is not None]


def pulse_summary(label, run, smi):
    r = result(run, "pulse")
    if not r:
        return f"{label}: no result (exit {run.get('code')})"
    d = r["details"]
    limit = d.get("power_limit_w") or 0
    period = d["period_s"]
    lines = [f"{label}: {d['cycles']} cycles of {period:.3f} s, n {d['n']}, {d['products']} products, "
             f"burst {d['burst_tflops']:.1f} TFLOP/s, pass {r['pass']}, errors {r['errors']}",
             f"  runner ({d['power_reading']}, every {d['sample_interval_ms']} ms): median cycle min "
             f"{d['median_cycle_min_w']} W, max {d['median_cycle_max_w']} W, swing {d['median_swing_w']} W of limit "
             f"{limit} W; cycles <= {LOW:.0%}: {d['cycles_reaching_low']}, >= {HIGH:.0%}: {d['cycles_reaching_high']}, "
             f"both: {d['cycles_full_swing']}"]
    first = run["start"] + d["first_cycle_s"]
    stats = []
    for c in range(d["cycles"]):
        samples = window(smi, first + c * period, first + (c + 1) * period)
        if samples:
            powers = [s["power"] for s in samples]
            stats.append((min(powers), max(powers)))
    if stats and limit:
        both = sum(1 for lo, hi in stats if lo <= LOW * limit and hi >= HIGH * limit) / len(stats)
        lines.append(f"  nvidia-smi (100 ms): {len(stats)} windows, median min {statistics.median(s[0] for s in stats):.0f} W, "
                     f"median max {statistics.median(s[1] for s in stats):.0f} W, both goals in {both:.3f} of cycles")
    return "\n".join(lines)


def adaptive_summary(run, smi):
    r = result(run, "adaptive")
    if not r:
        return f"adaptive: no result (exit {run.get('code')})"
    d = r["details"]
    limit = d.get("power_limit_w") or 0
    noise = NOISE_SHARE * limit
    out = [f"adaptive: {d['levels_run']} levels, dwell {d['dwell_s']:.2f} s, peak clock at level "
           f"{d['peak_clock_level']} ({d['peak_level_choice']}), blocks a unit {d['blocks_per_unit']}, pass "
           f"{r['pass']}, errors {r['errors']}",
           "  level share  TFLOP/s  power W  clock MHz  temp C | smi power W  smi clock MHz"]
    powers = []
    for level in d["levels"] + ([d["peak_dwell"]] if d.get("peak_dwell") else []):
        begin = run["start"] + level["from_s"] + level["seconds"] / 2
        samples = window(smi, begin, run["start"] + level["from_s"] + level["seconds"])
        smi_power = statistics.median(s["power"] for s in samples) if samples else None
        clocks = [s["clock"] for s in samples if s["clock"] is not None]
        smi_clock = statistics.median(clocks) if clocks else None
        tag = "peak" if level is d.get("peak_dwell") else f"{level['level']:5d}"
        out.append(f"  {tag} {level['load_share']:5.2f} {level['tflops']:8.2f} {level['power_w'] or 0:8.1f} "
                   f"{level['clock_mhz'] or 0:9.0f} {level['temperature_c'] or 0:6.0f} | "
                   f"{smi_power or 0:10.1f} {smi_clock or 0:13.0f}")
        if tag != "peak":
            powers.append(level["power_w"])
    if powers and all(p is not None for p in powers):
        distinct, last = 1, powers[0]
        for p in powers[1:]:
            if p - last >= noise:
                distinct += 1
                last = p
        drops = [powers[i - 1] - powers[i] for i in range(1, len(powers))]
        out.append(f"  distinct power levels (steps >= {noise:.0f} W): {distinct}; largest drop "
                   f"{max(drops + [0]):.1f} W; monotonic within {noise:.0f} W: {max(drops + [0]) <= noise}")
    return "\n".join(out)


def main():
    base = Path(sys.argv[1])
    runs = load_runs(base / "runs.jsonl")
    smi = load_smi(base / "smi.csv")
    print("== pulse")
    for label in ("pulse-2hz", "pulse-0.5hz", "pulse-10hz", "pulse-20hz"):
        if label in runs:
            print(pulse_summary(label, runs[label], smi))
    print("== adaptive")
    if "adaptive" in runs:
        print(adaptive_summary(runs["adaptive"], smi))
    print("== injected faults (--stop-on-fault, 3 s)")
    for label, run in runs.items():
        if not label.startswith("fault-"):
            continue
        faults = [l for l in run["lines"] if l.get("type") == "fault"]
        res = [l for l in run["lines"] if l.get("type") == "result"]
        planted = res[0]["details"].get("fault_injected_at_s") if res else None
        latency = (faults[0]["elapsed_s"] - planted) if faults and planted is not None else None
        caught = bool(faults) and run.get("code") == 1 and res and not res[0]["pass"]
        print(f"  {label}: exit {run.get('code')}, caught {caught}, "
              + (f"kind {faults[0]['kind']}, planted->fault line {latency:.3f} s" if faults else "no fault line"))
    for test in ("adaptive", "pulse"):
        clean = [r for l, r in runs.items() if l.startswith(f"clean-{test}-")]
        bad = [r["label"] for r in clean if r.get("code") != 0 or any(l.get("type") == "fault" for l in r["lines"])]
        seconds = [r["end"] - r["start"] for r in clean if "end" in r]
        print(f"== clean {test}: {len(clean)} runs, false positives {len(bad)} {bad}, "
              f"run {min(seconds or [0]):.1f}-{max(seconds or [0]):.1f} s")
    print("== SGEMM 8192 vs cuBLAS (torch.mm, TF32 off), back to back")
    for round_ in (1, 2):
        g, c = runs.get(f"gemm8192-{round_}"), runs.get(f"cublas8192-{round_}")
        r = result(g, "gemm") if g else None
        if r and c:
            print(f"  round {round_}: ours {r['value']:.2f} TFLOP/s ({r['details'].get('tile')}), cuBLAS "
                  f"{c['tflops']:.2f} (sustained {c['sustained_tflops']:.2f}): ratio {r['value'] / c['tflops']:.3f} "
                  f"(to sustained {r['value'] / c['sustained_tflops']:.3f}); variants {r['details'].get('variant_tflops')}")


if __name__ == "__main__":
    main()
