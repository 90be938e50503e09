#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fault latency and false positives of rocmtune-bench (protocol v2).

For each injected fault, runs the runner with --stop-on-fault and times, on
the reader's clock, each line's arrival: from the start to the first `fault`
line, and from the planted fault (the test's `fault_injected_at_s`, runner
clock) to that line (its `elapsed_s`); then the same fault with the run
continuing (--keep-going behaviour: no --stop-on-fault) to check the census
counts the fault once. Then REPEATS clean short runs: any fault line or a
non-zero exit is a false positive. Prints one JSON object.
"""
import argparse
import json
import subprocess
import time

FAULTS = [("bitflip", "all"), ("memory", "all"), ("nan", "all"), ("nan", "cnn")]


def run(bench, args):
    start = time.monotonic()
    proc = subprocess.Popen([bench] + args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    lines = []
    for raw in proc.stdout:
        lines.append((time.monotonic() - start, json.loads(raw)))
    proc.wait()
    return proc.returncode, time.monotonic() - start, lines


def fault_run(bench, fault, tests, duration, stop):
    args = ["--tests", tests, "--duration", str(duration), "--size", "2048", "--inject-fault", fault]
    if stop:
        args.append("--stop-on-fault")
    code, total, lines = run(bench, args)
    faults = [(t, o) for t, o in lines if o["type"] == "fault"]
    results = [o for _, o in lines if o["type"] == "result"]
    out = {"fault": fault, "tests": tests, "stop_on_fault": stop, "exit_code": code, "run_s": round(total, 3),
           "fault_lines": len(faults), "results": {r["test"]: {"pass": r["pass"], "errors": r["errors"]} for r in results}}
    if faults:
        arrival, first = faults[0]
        planted = next((r["details"].get("fault_injected_at_s") for r in results if r["test"] == first["test"]), None)
        out.update({
            "first_fault": {k: first[k] for k in ("test", "kind", "count", "message", "where", "elapsed_s")},
            "start_to_fault_line_s": round(arrival, 3),
            "planted_at_s": planted,
            "planted_to_fault_line_s": round(first["elapsed_s"] - planted, 3) if planted is not None else None,
            "fault_line_to_exit_s": round(total - arrival, 3),
        })
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bench")
    parser.add_argument("--duration", type=float, default=2.0)
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--clean-duration", type=float, default=0.5)
    parser.add_argument("--json", help="write the whole report here")
    args = parser.parse_args()
    report = {"faults": [], "keep_going": [], "clean": []}
    for fault, tests in FAULTS:
        report["faults"].append(fault_run(args.bench, fault, tests, args.duration, True))
        print(json.dumps(report["faults"][-1]), flush=True)
    for fault, tests in FAULTS[:3]:
        report["keep_going"].append(fault_run(args.bench, fault, tests, args.clean_duration, False))
        print(json.dumps(report["keep_going"][-1]), flush=True)
    false_positives = 0
    for seed in range(1, args.repeats + 1):
        code, total, lines = run(args.bench, ["--tests", "all", "--duration", str(args.clean_duration), "--size", "2048",
                                              "--seed", str(seed)])
        faults = [o for _, o in lines if o["type"] == "fault"]
        failed = [o["test"] for _, o in lines if o["type"] == "result" and not o["pass"]]
        bad = code != 0 or faults or failed
        false_positives += bool(bad)
        report["clean"].append({"seed": seed, "exit_code": code, "run_s": round(total, 2), "fault_lines": len(faults),
                                "failed_tests": failed})
    report["clean_runs"] = args.repeats
    report["false_positives"] = false_positives
    print(json.dumps({"clean_runs": args.repeats, "false_positives": false_positives,
                      "clean_run_s": [c["run_s"] for c in report["clean"]]}), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=1)


if __name__ == "__main__":
    main()
