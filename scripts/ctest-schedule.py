#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Models how long `ctest --parallel N` takes in a fresh build tree (CI: no
timings of an earlier run, so ctest starts tests by COST, then in declaration
order), from a full run's log (each test's number and duration) and the
RUN_SERIAL, RESOURCE_LOCK and COST properties the build tree gives the tests
(`ctest --show-only=json-v1`; gtest cases, listed only once their programs are
built, have none). BENCHMARKS.md "CI time" compares it with a real CI run.
Usage: ctest-schedule.py CTEST_LOG BUILD_DIR [--parallel N] [--ignore-cost]
"""
import argparse
import json
import re
import subprocess
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('log')
    parser.add_argument('build_dir')
    parser.add_argument('--parallel', type=int, default=2)
    parser.add_argument('--ignore-cost', action='store_true')
    opts = parser.parse_args()
    listing = subprocess.run(['ctest', '--show-only=json-v1'], cwd=opts.build_dir, capture_output=True, text=True, check=True)
    props = {t['name']: {p['name']: p['value'] for p in t.get('properties', [])} for t in json.loads(listing.stdout)['tests']}
    tests = []
    with open(opts.log, errors='replace') as f:
        for line in f:
            m = re.search(r'Test +#(\d+): (.+?) \.+.*? ([\d.]+) sec', line)
            if not m:
                continue
            p = props.get(m.group(2).strip(), {})
            tests.append({'name': m.group(2).strip(), 'index': int(m.group(1)), 'seconds': float(m.group(3)),
                          'cost': 0.0 if opts.ignore_cost else float(p.get('COST', 0)),
                          'serial': bool(p.get('RUN_SERIAL')), 'locks': set(p.get('RESOURCE_LOCK', []))})
    pending = sorted(tests, key=lambda t: (-t['cost'], t['index']))
    now, running = 0.0, []  # running: (end, test)
    while pending or running:
        for test in list(pending):
            if len(running) >= opts.parallel or any(r['serial'] for _, r in running):
                break
            if test['serial'] and running:
                continue
            if test['locks'] & set().union(*(r['locks'] for _, r in running)):
                continue
            running.append((now + test['seconds'], test))
            pending.remove(test)
        running.sort(key=lambda r: r[0])
        now = running.pop(0)[0]
    print(f'{len(tests)} tests, {sum(t["seconds"] for t in tests):.0f} s in all; '
          f'--parallel {opts.parallel}: {now:.0f} s modelled')
    return 0


if __name__ == '__main__':
    sys.exit(main())
