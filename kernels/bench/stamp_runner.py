#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Stands in for rocmtune-bench (ROCMTUNE_BENCH=this script) so the moment
each protocol line reaches the CLI can be measured: runs the real runner
($STAMP_RUNNER) with the same arguments, passes every line on at once and
appends {"epoch": arrival time, "line": ...} to $STAMP_LOG. Signals are
passed on to the runner, and its exit code is returned.
"""
import json
import os
import signal
import subprocess
import sys
import time


def main():
    runner = os.environ["STAMP_RUNNER"]
    log = open(os.environ["STAMP_LOG"], "a", buffering=1)
    log.write(json.dumps({"epoch": time.time(), "start": sys.argv[1:]}) + "\n")
    proc = subprocess.Popen([runner] + sys.argv[1:], stdout=subprocess.PIPE, text=True, bufsize=1)
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, lambda number, _frame: proc.send_signal(number))
    for line in proc.stdout:
        sys.stdout.write(line)
        sys.stdout.flush()
        log.write(json.dumps({"epoch": time.time(), "line": line.rstrip("\n")}) + "\n")
    code = proc.wait()
    log.write(json.dumps({"epoch": time.time(), "exit": code}) + "\n")
    sys.exit(code if code >= 0 else 128 - code)


if __name__ == "__main__":
    main()
