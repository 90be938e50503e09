#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Summary of kernels/bench/sgemm-vs-cublas.sh: the correctness runs (exit
code, differing elements, failed CPU samples, the variant used) and, for each
size and round, the gemm test's TFLOP/s (all repetitions of the test), each
variant's (3 timed products at the start) and cuBLAS's (torch.mm, TF32 off:
median of 5 x 10 products, and sustained over the second half of as long a
run as the gemm test), with the ratios."""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from load_shapes import load_runs  # noqa: E402


def gemm_result(run):
    for line in run["lines"]:
        if line.get("type") == "result" and line.get("test") == "gemm":
            return line
    return None


def main():
    runs = load_runs(sys.argv[1])
    print("== correctness")
    for label, run in runs.items():
        if not (label.startswith("check-") or label.startswith("fault-")):
            continue
        r = gemm_result(run)
        faults = [l for l in run["lines"] if l.get("type") == "fault"]
        d = (r or {}).get("details", {})
        print(f"  {label}: exit {run.get('code')}, pass {None if r is None else r.get('pass')}, "
              f"n {d.get('n')}, mismatched {d.get('mismatched_elements')}, reference failures "
              f"{d.get('reference_failures')}, variant '{d.get('tile')}', fault lines {len(faults)}"
              + (f" ({faults[0].get('kind')})" if faults else ""))
    print("== SGEMM against cuBLAS (torch.mm, TF32 off), same GPU, back to back")
    for label, run in runs.items():
        if not label.startswith("gemm"):
            continue
        n, round_ = label[4:].split("-")
        c = runs.get(f"cublas{n}-{round_}")
        r = gemm_result(run)
        if not r or not c:
            print(f"  {label}: missing ({'no result' if not r else 'no cuBLAS line'})")
            continue
        d = r["details"]
        print(f"  n {n} round {round_}: ours {r['value']:.2f} TFLOP/s ({d.get('tile')}; pass {r.get('pass')}, "
              f"{d.get('repetitions')} products), cuBLAS {c['tflops']:.2f} (sustained {c['sustained_tflops']:.2f}): "
              f"ratio {r['value'] / c['tflops']:.3f} (to sustained {r['value'] / c['sustained_tflops']:.3f})")
        for name, tflops in d.get("variant_tflops", {}).items():
            print(f"      {tflops:6.2f}  {name}")


if __name__ == "__main__":
    main()
