#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""PyTorch reference for the link test: pinned host<->device copies of the
same size (256 MiB), host to device, device to host and both at once on two
streams, timed with CUDA events after a warm-up; median GB/s (1e9 bytes) per
direction. Prints one JSON object."""
import argparse
import json
import statistics
import time

import torch


def copy_ms(dst, src, stream):
    start = torch.cuda.Event(enable_timing=True)
    stop = torch.cuda.Event(enable_timing=True)
    with torch.cuda.stream(stream):
        start.record(stream)
        dst.copy_(src, non_blocking=True)
        stop.record(stream)
    return start, stop


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mib", type=int, default=256)
    parser.add_argument("--repeats", type=int, default=30)
    args = parser.parse_args()
    n = args.mib << 20
    host_src = torch.empty(n, dtype=torch.uint8).pin_memory()
    host_src.random_(0, 256)
    host_dst = torch.empty(n, dtype=torch.uint8).pin_memory()
    dev_in = torch.empty(n, dtype=torch.uint8, device="cuda")
    dev_out = torch.randint(0, 256, (n,), dtype=torch.uint8, device="cuda")
    up = torch.cuda.Stream()
    down = torch.cuda.Stream()
    torch.cuda.synchronize()

    def run(kind):
        times = {"h2d": [], "d2h": [], "wall": []}
        for i in range(args.repeats + 3):
            events = {}
            wall = time.perf_counter()
            if kind in ("h2d", "both"):
                events["h2d"] = copy_ms(dev_in, host_src, up)
            if kind in ("d2h", "both"):
                events["d2h"] = copy_ms(host_dst, dev_out, down)
            torch.cuda.synchronize()
            wall = (time.perf_counter() - wall) * 1e3
            if i < 3:
                continue
            for k, (a, b) in events.items():
                times[k].append(a.elapsed_time(b))
            times["wall"].append(wall)
        return {k: n / (statistics.median(v) * 1e-3) / 1e9 for k, v in times.items() if v}

    h2d = run("h2d")["h2d"]
    d2h = run("d2h")["d2h"]
    both = run("both")
    ok = bool(torch.equal(host_src.to("cuda"), dev_in)) and bool(torch.equal(host_dst.to("cuda"), dev_out))
    print(json.dumps({
        "torch": torch.__version__,
        "bytes_per_copy": n,
        "h2d_gbps": h2d,
        "d2h_gbps": d2h,
        "bidirectional_h2d_gbps": both["h2d"],
        "bidirectional_d2h_gbps": both["d2h"],
        # both copies' bytes over the wall time from enqueue to the end of both
        "bidirectional_total_gbps": 2 * both["wall"],
        "copies_equal": ok,
    }))


if __name__ == "__main__":
    main()
