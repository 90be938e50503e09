#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Summary of link-proof.sh's output folder: our link test against the
PyTorch reference and nvidia-smi, the planted faults, the clean runs."""
import glob
import json
import os
import sys


def lines(path):
    with open(path) as f:
        return [json.loads(l) for l in f if l.strip()]


def result(path, test):
    for l in lines(path):
        if l.get("type") == "result" and l.get("test") == test:
            return l
    return None


def main(out):
    torch = [json.load(open(os.path.join(out, f))) for f in ("torch-before.json", "torch-after.json")
             if os.path.getsize(os.path.join(out, f)) > 0]
    r = result(os.path.join(out, "link-10s.jsonl"), "link")
    d = r["details"]
    print("nvidia-smi idle:", open(os.path.join(out, "nvidia-smi-idle.csv")).read().strip().replace("\n", " | "))
    print("nvidia-smi under load:", " | ".join(sorted(set(open(os.path.join(out, "nvidia-smi-load.csv")).read().split("\n")) - {""})))
    print("runner link:", json.dumps(d["link"]), "expected", d["expected_gbps"], "max", d["expected_max_gbps"])
    print("link message:", repr(d["link_message"]))
    for key in ("h2d_gbps", "d2h_gbps", "bidirectional_h2d_gbps", "bidirectional_d2h_gbps", "bidirectional_total_gbps"):
        refs = [t[key] for t in torch]
        best = max(refs) if refs else float("nan")
        print(f"{key}: ours {d[key]:.2f}  torch {', '.join(f'{x:.2f}' for x in refs)}  ratio {d[key] / best:.3f}")
    print("link test: errors", r["errors"], "pass", r["pass"], "copies", d["copies_h2d"], d["copies_d2h"],
          "bytes checked", d["bytes_checked"])
    p = result(os.path.join(out, "p2p.jsonl"), "p2p")
    print("p2p:", json.dumps(p))
    for name in ("fault-link", "fault-link-stop"):
        ls = lines(os.path.join(out, name + ".jsonl"))
        faults = [l for l in ls if l["type"] == "fault"]
        res = [l for l in ls if l["type"] == "result"]
        done = [l for l in ls if l["type"] == "done"]
        lat = [f["elapsed_s"] - f["fault_injected_at_s"] for f in faults if f.get("fault_injected_at_s") is not None]
        print(f"{name}: {len(faults)} fault lines: " + " / ".join(f["message"] for f in faults)
              + f"; latency s {['%.4f' % x for x in lat]}; result errors {res[0]['errors'] if res else None}"
              + f"; done {done[0] if done else None}")
    clean = sorted(glob.glob(os.path.join(out, "clean-*.jsonl")))
    false_pos = 0
    rates = []
    for c in clean:
        cr = result(c, "link")
        if cr is None or cr["errors"] != 0 or not cr["pass"]:
            false_pos += 1
        else:
            rates.append(cr["value"])
    print(f"clean runs: {len(clean)}, false positives {false_pos}, link_gbps min {min(rates):.2f} max {max(rates):.2f}")
    print("exits:", open(os.path.join(out, "exits.txt")).read().replace("\n", "; "))


if __name__ == "__main__":
    main(sys.argv[1])
