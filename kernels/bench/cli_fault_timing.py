#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""How soon `rocmtune-cli stress` says FAIL after a planted fault, with a
preset's own seconds per test, and false positives of clean CLI runs.

The CLI starts the runner through stamp_runner.py (ROCMTUNE_BENCH), which
stamps each protocol line on arrival. For each fault: the CLI runs
`stress --preset PRESET --tests TEST --inject-fault KIND --json` (the preset's
seconds per test; only the test the fault is planted in, the tests before it
do not change when its checks run); we time the fault line's arrival to the
CLI's exit, and, from the runner's own clock, the planting to the fault line
(the fault line's `fault_injected_at_s`). Then REPEATS clean CLI runs of every test: a verdict
other than PASS, or a non-zero exit, is a false positive. Prints one JSON
object a run and writes the whole report with --json.

usage: cli_fault_timing.py CLI RUNNER [--preset quick] [--repeats 20]
       [--clean-duration 0.5] [--json FILE]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

FAULTS = [("bitflip", "gemm"), ("memory", "memory"), ("nan", "train")]
HERE = os.path.dirname(os.path.abspath(__file__))


def cli_run(cli, runner, args):
    log = tempfile.NamedTemporaryFile(prefix="stamps-", suffix=".jsonl", delete=False).name
    env = dict(os.environ, ROCMTUNE_BENCH=os.path.join(HERE, "stamp_runner.py"), STAMP_RUNNER=runner, STAMP_LOG=log)
    start = time.time()
    proc = subprocess.run([cli, "stress", "--no-baseline", "--json"] + args, env=env, capture_output=True, text=True)
    end = time.time()
    stamps = [json.loads(line) for line in open(log) if line.strip()]
    os.unlink(log)
    try:
        verdict = json.loads(proc.stdout)
    except ValueError:
        verdict = {"status": "unreadable", "stdout": proc.stdout[-2000:], "stderr": proc.stderr[-2000:]}
    return proc.returncode, start, end, stamps, verdict


def protocol(stamps):
    """[(arrival epoch, object)] of the runner's JSON lines."""
    lines = []
    for s in stamps:
        if "line" in s and s["line"].startswith("{"):
            try:
                lines.append((s["epoch"], json.loads(s["line"])))
            except ValueError:
                pass
    return lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("runner")
    parser.add_argument("--preset", default="quick")
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--clean-duration", type=float, default=0.5)
    parser.add_argument("--json")
    args = parser.parse_args()
    report = {"preset": args.preset, "faults": [], "clean": []}
    for fault, test in FAULTS:
        code, start, end, stamps, verdict = cli_run(
            args.cli, args.runner, ["--preset", args.preset, "--tests", test, "--inject-fault", fault])
        lines = protocol(stamps)
        faults = [(t, o) for t, o in lines if o.get("type") == "fault"]
        results = [o for _, o in lines if o.get("type") == "result"]
        exits = [s for s in stamps if "exit" in s]
        started = [s for s in stamps if "start" in s]
        out = {"fault": fault, "test": test, "cli_exit_code": code, "verdict": verdict.get("status"),
               "summary": verdict.get("summary"), "cli_run_s": round(end - start, 3),
               "runner_arguments": started[0]["start"] if started else None, "fault_lines": len(faults)}
        if faults:
            arrival, first = faults[0]
            # On the fault line itself (the runner stopped at once leaves no result), else in the result.
            planted = first.get("fault_injected_at_s")
            if planted is None:
                planted = next((r["details"].get("fault_injected_at_s") for r in results
                                if r.get("test") == first["test"]), None)
            out.update({
                "fault_line_after_cli_start_s": round(arrival - start, 3),
                "fault_line_to_cli_exit_s": round(end - arrival, 3),
                "fault_line_to_runner_exit_s": round(exits[0]["epoch"] - arrival, 3) if exits else None,
                "runner_elapsed_at_fault_line_s": first.get("elapsed_s"),
                "planted_at_s": planted,
                "planted_to_fault_line_s": round(first["elapsed_s"] - planted, 3) if planted is not None else None,
                "first_fault": first.get("message"),
            })
            if planted is not None:
                out["planted_to_cli_exit_s"] = round(out["planted_to_fault_line_s"] + out["fault_line_to_cli_exit_s"], 3)
        report["faults"].append(out)
        print(json.dumps(out), flush=True)
    false_positives = 0
    for seed in range(1, args.repeats + 1):
        # The CLI has no --seed: every clean run uses the runner's default seed.
        code, start, end, stamps, verdict = cli_run(
            args.cli, args.runner, ["--tests", "all", "--duration", str(args.clean_duration)])
        faults = [o for _, o in protocol(stamps) if o.get("type") == "fault"]
        bad = code != 0 or verdict.get("status") != "pass" or faults
        false_positives += bool(bad)
        report["clean"].append({"run": seed, "cli_exit_code": code, "verdict": verdict.get("status"),
                                "run_s": round(end - start, 2), "fault_lines": len(faults),
                                "summary": verdict.get("summary") if bad else None})
    report["clean_runs"] = args.repeats
    report["false_positives"] = false_positives
    print(json.dumps({"clean_runs": args.repeats, "false_positives": false_positives,
                      "verdicts": [c["verdict"] for c in report["clean"]]}), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
