#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compares rocmtune-cli's NVML readings with nvidia-smi's, taken at the same
moments on the same GPU (the files scripts/nvml-h200/run.sh writes).

Usage: scripts/nvml-compare.py DIR   (prints a Markdown table)

Each monitor sample is paired with the nvidia-smi row nearest in time. Tolerances
(issue 10): temperature +-2 C, power +-5 %, clocks exact, memory exact (MiB as
nvidia-smi prints them, i.e. bytes rounded up to whole MiB; and byte-exact
against NVML's _v2 memory call made through pynvml, when run.log has it). Utilisation is a windowed
average on both sides and gets +-10 points. Exit status 1 when any check fails.
"""
import argparse
import datetime
import json
import math
import pathlib
import re
import sys

MIB = 2**20

# nvmlClocksEventReasons bits -> ROCm Tune ThrottleReason bits (core/telemetry/Metric.h).
THROTTLE = {0x1: 1 << 5, 0x2: 1 << 6, 0x4: 1 << 0, 0x8: 1 << 4, 0x10: 1 << 3, 0x20: 1 << 1,
            0x40: (1 << 1) | (1 << 4), 0x80: 1 << 4, 0x100: 1 << 6}


def number(text):
    """First number in an nvidia-smi cell ("123.45 W", "P0", "[N/A]" -> None)."""
    if text is None:
        return None
    text = text.strip()
    if text.startswith("0x"):
        return int(text, 16)
    m = re.search(r"-?\d+(\.\d+)?", text)
    return float(m.group(0)) if m else None


def smi_rows(path):
    if not path.exists():
        return []
    lines = [l for l in path.read_text().splitlines() if l.strip()]
    if not lines or not lines[0].startswith("timestamp"):
        return []
    header = [h.strip().split(" [")[0] for h in lines[0].split(",")]
    rows = []
    for line in lines[1:]:
        cells = [c.strip() for c in line.split(",")]
        if len(cells) != len(header):
            continue
        row = dict(zip(header, cells))
        try:
            ts = datetime.datetime.strptime(row["timestamp"], "%Y/%m/%d %H:%M:%S.%f")
        except ValueError:
            continue
        row["_ms"] = ts.replace(tzinfo=datetime.timezone.utc).timestamp() * 1000.0
        rows.append(row)
    return rows


def cell(row, *names):
    """A column by any of its names (the header uses canonical names: clocks.sm -> clocks.current.sm)."""
    for name in names:
        if name in row:
            return row[name]
    return None


def nearest(rows, ms):
    return min(rows, key=lambda r: abs(r["_ms"] - ms)) if rows else None


class Checks:
    def __init__(self):
        self.rows = []
        self.failed = False

    def add(self, what, tolerance, pairs, ok, deviation):
        """pairs: list of (ours, theirs); ok(ours, theirs) -> bool; deviation(ours, theirs) -> float."""
        usable = list(pairs)  # "not available" on both sides is a match; ok() decides
        passed = sum(1 for a, b in usable if ok(a, b))
        devs = [deviation(a, b) for a, b in usable if a is not None and b is not None]
        worst = max(devs, key=abs) if devs else None
        ours = sorted({fmt(a) for a, _ in usable})
        theirs = sorted({fmt(b) for _, b in usable})
        verdict = "ok" if usable and passed == len(usable) else "FAIL"
        if verdict != "ok":
            self.failed = True
        self.rows.append((what, tolerance, len(usable), passed, span(ours), span(theirs), fmt(worst), verdict))

    def table(self):
        head = "| value | tolerance | pairs | within | rocmtune-cli | nvidia-smi | worst deviation | verdict |"
        out = [head, "| --- | --- | --- | --- | --- | --- | --- | --- |"]
        for r in self.rows:
            out.append("| " + " | ".join(str(c) for c in r) + " |")
        return "\n".join(out)


def fmt(v):
    if v is None:
        return "N/A"
    if isinstance(v, float):
        return f"{v:.3f}".rstrip("0").rstrip(".") if not v.is_integer() else str(int(v))
    return str(v)


def span(values):
    if len(values) <= 3:
        return ", ".join(values)
    try:
        nums = sorted(float(v) for v in values)
        return f"{fmt(nums[0])} .. {fmt(nums[-1])}"
    except ValueError:
        return f"{values[0]} .. {values[-1]}"


def both_missing_or(pred):
    return lambda a, b: (a is None and b is None) or (a is not None and b is not None and pred(a, b))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir", type=pathlib.Path, help="folder with run.sh's outputs")
    args = ap.parse_args()
    d = args.dir

    samples = [json.loads(l) for l in (d / "monitor.jsonl").read_text().splitlines() if l.strip()]
    samples = [s for s in samples if s.get("device") == 0]
    smi = smi_rows(d / "smi.csv")
    extra = smi_rows(d / "smi-extra.csv")
    static = {}
    for line in (d / "smi-static.csv").read_text().splitlines():
        key, _, value = line.partition(",")
        static[key] = value.strip()
    devices = json.loads((d / "list.json").read_text())["devices"]
    info = next(dev for dev in devices if dev["backend"] == "nvml")
    q = (d / "smi-q.txt").read_text() if (d / "smi-q.txt").exists() else ""
    run_log = (d / "run.log").read_text() if (d / "run.log").exists() else ""

    def metric(s, key):
        return s["metrics"].get(key, {}).get("value")

    pairs, extra_pairs, gaps = [], [], []
    for s in samples:
        row = nearest(smi, s["timestamp_ms"])
        if row:
            gaps.append(abs(row["_ms"] - s["timestamp_ms"]))
            pairs.append((s, row))
        erow = nearest(extra, s["timestamp_ms"])
        if erow:
            extra_pairs.append((s, erow))

    c = Checks()
    states = [s["state"] for s in samples]
    c.add("samples in state ok", "all", [(st, "ok") for st in states], lambda a, b: a == b, lambda a, b: 0.0)
    c.add("temperature (C)", "+-2", [(metric(s, "temp_edge"), number(cell(r, "temperature.gpu"))) for s, r in pairs],
          both_missing_or(lambda a, b: abs(a - b) <= 2), lambda a, b: a - b)
    c.add("power (W)", "+-5 %", [(metric(s, "power_average"), number(cell(r, "power.draw"))) for s, r in pairs],
          both_missing_or(lambda a, b: abs(a - b) <= 0.05 * b), lambda a, b: (a - b) / b * 100 if b else 0)
    c.add("power limit (W)", "exact (0.01 W)", [(metric(s, "power_cap"), number(cell(r, "power.limit"))) for s, r in pairs],
          both_missing_or(lambda a, b: abs(a - b) < 0.01), lambda a, b: a - b)
    c.add("SM clock (MHz)", "exact", [(metric(s, "gfx_clock"), number(cell(r, "clocks.sm", "clocks.current.sm"))) for s, r in pairs],
          both_missing_or(lambda a, b: a == b), lambda a, b: a - b)
    c.add("memory clock (MHz)", "exact", [(metric(s, "memory_clock"), number(cell(r, "clocks.mem", "clocks.current.memory"))) for s, r in pairs],
          both_missing_or(lambda a, b: a == b), lambda a, b: a - b)
    c.add("GPU utilization (%)", "+-10 points", [(metric(s, "gpu_busy"), number(cell(r, "utilization.gpu"))) for s, r in pairs],
          both_missing_or(lambda a, b: abs(a - b) <= 10), lambda a, b: a - b)
    c.add("memory utilization (%)", "+-10 points",
          [(metric(s, "memory_busy"), number(cell(r, "utilization.memory"))) for s, r in pairs],
          both_missing_or(lambda a, b: abs(a - b) <= 10), lambda a, b: a - b)
    # nvidia-smi rounds bytes UP to whole MiB: on the H200 it printed 616 MiB
    # reserved for 644939776 B (615.06 MiB) and 22131 MiB used for
    # 23205838848 B (22130.97 MiB); only a ceiling gives both.
    mib = lambda v: None if v is None else float(-(-int(v) // MIB))
    c.add("memory used (MiB)", "exact", [(mib(metric(s, "vram_used")), number(cell(r, "memory.used"))) for s, r in pairs],
          both_missing_or(lambda a, b: a == b), lambda a, b: a - b)
    m = re.search(r"v2 total/reserved/used/free bytes: (\d+) (\d+) (\d+) (\d+)", run_log)
    if m:
        c.add("memory used (bytes) vs pynvml _v2", "exact", [(metric(samples[-1], "vram_used"), float(m.group(3)))],
              both_missing_or(lambda a, b: a == b), lambda a, b: a - b)
        c.add("memory total (bytes) vs pynvml _v2", "exact", [(metric(samples[-1], "vram_total"), float(m.group(1)))],
              both_missing_or(lambda a, b: a == b), lambda a, b: a - b)
    c.add("memory total (MiB)", "exact", [(mib(metric(s, "vram_total")), number(cell(r, "memory.total"))) for s, r in pairs],
          both_missing_or(lambda a, b: a == b), lambda a, b: a - b)
    c.add("performance state (P)", "exact", [(metric(s, "perf_state"), number(cell(r, "pstate"))) for s, r in pairs],
          both_missing_or(lambda a, b: a == b), lambda a, b: a - b)

    def mapped(cell):
        raw = number(cell)
        if raw is None:
            return None
        return float(_or(bits for nv, bits in THROTTLE.items() if int(raw) & nv))
    if extra_pairs and "clocks_event_reasons.active" in extra_pairs[0][1]:
        c.add("clock event reasons (mapped bits)", "exact",
              [(metric(s, "throttle_status"), mapped(cell(r, "clocks_event_reasons.active", "clocks_throttle_reasons.active"))) for s, r in extra_pairs],
              both_missing_or(lambda a, b: a == b), lambda a, b: a - b)
    if extra_pairs and "pcie.link.gen.current" in extra_pairs[0][1]:
        gts = {1: 2.5, 2: 5.0, 3: 8.0, 4: 16.0, 5: 32.0, 6: 64.0}
        c.add("PCIe link speed (GT/s)", "exact",
              [(metric(s, "pcie_link_speed"), gts.get(int(number(cell(r, "pcie.link.gen.current")) or 0))) for s, r in extra_pairs],
              both_missing_or(lambda a, b: a == b), lambda a, b: a - b)
        c.add("PCIe link width (lanes)", "exact",
              [(metric(s, "pcie_link_width"), number(cell(r, "pcie.link.width.current"))) for s, r in extra_pairs],
              both_missing_or(lambda a, b: a == b), lambda a, b: a - b)
    if extra_pairs and "fan.speed" in extra_pairs[0][1]:
        c.add("fan (%)", "exact, N/A = N/A", [(metric(s, "fan_percent"), number(cell(r, "fan.speed"))) for s, r in extra_pairs],
              both_missing_or(lambda a, b: a == b), lambda a, b: a - b)

    # Energy counter: joules between consecutive samples / seconds ~ average power.
    energy = []
    for prev, cur in zip(samples, samples[1:]):
        e0, e1 = metric(prev, "energy"), metric(cur, "energy")
        if e0 is None or e1 is None:
            continue
        seconds = (cur["timestamp_ms"] - prev["timestamp_ms"]) / 1000.0
        p = (metric(prev, "power_average") + metric(cur, "power_average")) / 2
        energy.append(((e1 - e0) / seconds, p))
    c.add("energy counter rate (W) vs power", "+-5 %", energy,
          both_missing_or(lambda a, b: abs(a - b) <= 0.05 * b), lambda a, b: (a - b) / b * 100 if b else 0)

    # Static values: list.json and the last sample against nvidia-smi.
    last = samples[-1]
    def static_num(key):
        return number(static.get(key))
    def q_value(label):
        m = re.search(r"^\s*" + re.escape(label) + r"\s*:\s*(-?\d+) C", q, re.M)
        return float(m.group(1)) if m else None
    def q_threshold(kind):
        """Absolute "GPU Slowdown Temp", or (driver 580) from T.Limit margins:
        max operating = current + "GPU T.Limit Temp"; threshold = max operating
        minus "GPU <kind> T.Limit Temp" (a margin of -2 means 2 C above)."""
        absolute = q_value(f"GPU {kind} Temp")
        if absolute is not None:
            return absolute
        current, margin, threshold = q_value("GPU Current Temp"), q_value("GPU T.Limit Temp"), q_value(f"GPU {kind} T.Limit Temp")
        if None in (current, margin, threshold):
            return None
        return current + margin - threshold
    def norm_bus(b):
        b = b.lower()
        dom, _, rest = b.partition(":")
        return f"{int(dom, 16):04x}:{rest}" if rest else b
    c.add("name", "exact", [(info["name"], static.get("name"))], lambda a, b: a == b, lambda a, b: 0.0)
    c.add("UUID", "exact", [(info["unique_id"], static.get("uuid"))], lambda a, b: a == b, lambda a, b: 0.0)
    c.add("PCI bus id", "exact (domain 4 digits)", [(info["pci_bus_id"], norm_bus(static.get("pci.bus_id", "")))],
          lambda a, b: a == b, lambda a, b: 0.0)
    c.add("driver version", "exact", [(info["driver_version"], static.get("driver_version"))], lambda a, b: a == b,
          lambda a, b: 0.0)
    c.add("serial", "exact", [(info["serial"] or None, static.get("serial"))], lambda a, b: a == b, lambda a, b: 0.0)
    c.add("VBIOS", "exact", [(info["vbios"] or None, static.get("vbios_version"))], lambda a, b: a == b, lambda a, b: 0.0)
    if static.get("pci.device_id", "").startswith("0x"):
        raw = int(static["pci.device_id"], 16)
        c.add("PCI id", "vendor:device", [(info["pci_id"], f"{raw & 0xffff:04x}:{raw >> 16:04x}")], lambda a, b: a == b,
              lambda a, b: 0.0)
    if static.get("compute_cap"):
        cc = static["compute_cap"].replace(".", "")
        c.add("architecture", "sm_<compute_cap>", [(info["arch"], "sm_" + cc)], lambda a, b: a == b, lambda a, b: 0.0)
    c.add("VRAM total in list (MiB)", "exact", [(mib(info["vram_total_bytes"]), static_num("memory.total"))],
          both_missing_or(lambda a, b: a == b), lambda a, b: a - b)
    for key, field in (("power_cap_min", "power.min_limit"), ("power_cap_max", "power.max_limit"),
                       ("power_cap_default", "power.default_limit")):
        c.add(f"{field} (W)", "exact (0.01 W)", [(metric(last, key), static_num(field))],
              both_missing_or(lambda a, b: abs(a - b) < 0.01), lambda a, b: a - b)
    c.add("clocks.max.sm (MHz)", "exact", [(metric(last, "gfx_clock_max"), static_num("clocks.max.sm"))],
          both_missing_or(lambda a, b: a == b), lambda a, b: a - b)
    c.add("clocks.max.memory (MHz)", "exact", [(metric(last, "memory_clock_max"), static_num("clocks.max.memory"))],
          both_missing_or(lambda a, b: a == b), lambda a, b: a - b)
    c.add("slowdown temperature (C)", "exact (smi -q)", [(metric(last, "temp_edge_critical"), q_threshold("Slowdown"))],
          both_missing_or(lambda a, b: a == b), lambda a, b: a - b)
    c.add("shutdown temperature (C)", "exact (smi -q)", [(metric(last, "temp_edge_emergency"), q_threshold("Shutdown"))],
          both_missing_or(lambda a, b: a == b), lambda a, b: a - b)

    print(f"{len(samples)} monitor samples of GPU 0, {len(smi)} nvidia-smi rows; "
          f"pairing gap median {sorted(gaps)[len(gaps) // 2]:.0f} ms, max {max(gaps):.0f} ms" if gaps else "no pairs")
    print()
    print(c.table())
    return 1 if c.failed else 0


def _or(values):
    bits = 0
    for v in values:
        bits |= v
    return bits


if __name__ == "__main__":
    sys.exit(main())
