#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""CPU cost of whole one-shot processes (user + system, children included).

Run by scripts/bench-one-shot.sh inside the fake tree's mount namespace:

    bench-one-shot.py REPEATS [--ratio OURS/THEIRS ...] NAME=COMMAND [NAME=COMMAND ...]

A COMMAND may start with VAR=value words (its own environment). Each round runs every command once, in the order given, with stdout and
stderr discarded; a command's CPU is the rusage wait4() returns for it (user +
system of the process and of every child it waited for, e.g. ROCm Tune's
forked probes), its wall time from fork to exit. The first round is a warm-up
(page cache, /dev/shm lock files) and is not counted. Interleaving the
commands round by round makes a change of load on the machine hit all of them
alike. Prints one markdown row per command: median and quartiles of CPU, the
median wall time, the exit status, and once per command the figures of
`/usr/bin/time -v` (maximum RSS, page faults, context switches). Each
`--ratio OURS/THEIRS` prints how many times THEIRS' median CPU is OURS'.

A command that exits with a status other than the one of its first run, or is
killed by a signal, is reported and ends the benchmark with status 1.
"""
import argparse
import os
import shlex
import statistics
import subprocess
import sys
import time


def split_command(command):
    """'VAR=value ... program args' -> (environment, argv)."""
    words = shlex.split(command)
    env = dict(os.environ)
    while words and "=" in words[0] and not words[0].startswith(("/", ".")):
        key, _, value = words.pop(0).partition("=")
        env[key] = value
    return env, words


def run_once(argv, env):
    # posix_spawn (vfork-like): a fork() of this Python process would charge
    # the child with copy-on-write faults before the exec (~10 ms here).
    start = time.monotonic()
    pid = os.posix_spawnp(argv[0], argv, env,
                          file_actions=[(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
                                        (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)])
    _, status, usage = os.wait4(pid, 0)
    wall = time.monotonic() - start
    if os.WIFSIGNALED(status):
        return None, wall, -os.WTERMSIG(status)
    return usage.ru_utime + usage.ru_stime, wall, os.WEXITSTATUS(status)


def time_v(argv, env):
    """The fields of one `/usr/bin/time -v` run that say what a process cost."""
    done = subprocess.run(["/usr/bin/time", "-v"] + argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    fields = {}
    for line in done.stderr.splitlines():
        key, _, value = line.strip().rpartition(": ")
        fields[key] = value
    return fields


def quartiles(values):
    q = statistics.quantiles(values, n=4, method="inclusive")
    return q[0], q[2]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("repeats", type=int)
    parser.add_argument("--ratio", action="append", default=[], metavar="OURS/THEIRS")
    parser.add_argument("commands", nargs="+", metavar="NAME=COMMAND")
    args = parser.parse_args()
    repeats = args.repeats
    if repeats < 3:
        print("bench-one-shot: REPEATS must be at least 3", file=sys.stderr)
        return 2
    commands = []
    for spec in args.commands:
        name, sep, command = spec.partition("=")
        if not sep or not command:
            print(f"bench-one-shot: expected NAME=COMMAND, got {spec!r}", file=sys.stderr)
            return 2
        env, argv = split_command(command)
        if not argv:
            print(f"bench-one-shot: {name} has no program", file=sys.stderr)
            return 2
        commands.append((name, argv, env))
    names = [name for name, _, _ in commands]
    ratios = []
    for spec in args.ratio:
        ours, sep, theirs = spec.partition("/")
        if not sep or ours not in names or theirs not in names:
            print(f"bench-one-shot: --ratio {spec!r} does not name two of the commands ({', '.join(names)})", file=sys.stderr)
            return 2
        ratios.append((ours, theirs))

    expected = {}
    for name, argv, env in commands:  # warm-up round, also fixes each command's exit status
        try:
            _, _, code = run_once(argv, env)
        except OSError as error:
            print(f"bench-one-shot: {name}: {error}: {shlex.join(argv)}", file=sys.stderr)
            return 1
        if code < 0 or code == 127:
            print(f"bench-one-shot: {name} failed in the warm-up (status {code}): {shlex.join(argv)}", file=sys.stderr)
            return 1
        expected[name] = code

    cpu = {name: [] for name in names}
    wall = {name: [] for name in names}
    for _ in range(repeats):
        for name, argv, env in commands:
            seconds, elapsed, code = run_once(argv, env)
            if code != expected[name]:
                print(f"bench-one-shot: {name} exited {code}, {expected[name]} in the warm-up: {shlex.join(argv)}", file=sys.stderr)
                return 1
            cpu[name].append(seconds)
            wall[name].append(elapsed)

    print(f"load average before the summary: {os.getloadavg()[0]:.2f}; {repeats} rounds after one warm-up")
    print()
    print("| command | CPU s, median (quartiles) | wall s, median | exit | max RSS KiB | minor faults | vol./invol. switches |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for name, argv, env in commands:
        low, high = quartiles(cpu[name])
        v = time_v(argv, env)
        print(f"| {name} | {statistics.median(cpu[name]):.4f} ({low:.4f}–{high:.4f}) | {statistics.median(wall[name]):.3f} | "
              f"{expected[name]} | {v.get('Maximum resident set size (kbytes)', '?')} | "
              f"{v.get('Minor (reclaiming a frame) page faults', '?')} | "
              f"{v.get('Voluntary context switches', '?')}/{v.get('Involuntary context switches', '?')} |")
    print()
    for ours, theirs in ratios:
        print(f"- {theirs} / {ours}: {statistics.median(cpu[theirs]) / statistics.median(cpu[ours]):.1f}× the CPU")
    print()
    print("Medians of CPU, one line per command: " + "; ".join(f"{name} {statistics.median(cpu[name]):.4f}" for name in names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
