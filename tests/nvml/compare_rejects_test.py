#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""scripts/nvml-compare.py must fail a run whose values leave the tolerances:
the recorded H200 run with nvidia-smi's power 6 % higher, then with one SM
clock 15 MHz off, then with memory.used 1 MiB off."""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

compare, data = sys.argv[1], pathlib.Path(sys.argv[2])


def run_with(edit, expected_failure):
    with tempfile.TemporaryDirectory() as tmp:
        copy = pathlib.Path(tmp) / "run"
        shutil.copytree(data, copy)
        smi = copy / "smi.csv"
        smi.write_text(edit(smi.read_text()))
        result = subprocess.run([sys.executable, compare, str(copy)], capture_output=True, text=True)
        failed = [l for l in result.stdout.splitlines() if l.endswith("| FAIL |")]
        if result.returncode != 1 or len(failed) != 1 or expected_failure not in failed[0]:
            print(f"expected exactly one failure of '{expected_failure}', got rc={result.returncode}:\n{result.stdout}")
            sys.exit(1)


def scale_power(text):
    return re.sub(r"(\d+\.\d+) W, 700\.00 W", lambda m: f"{float(m.group(1)) * 1.06:.2f} W, 700.00 W", text)


run_with(scale_power, "power (W)")
run_with(lambda t: t.replace("1980 MHz", "1965 MHz", 1), "SM clock (MHz)")
run_with(lambda t: t.replace("22131 MiB", "22130 MiB", 1), "memory used (MiB)")
print("nvml-compare.py rejects power +6 %, an SM clock 15 MHz off and memory.used 1 MiB off")
