#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs COMMAND on a new pseudo-terminal that is its controlling terminal, as a
# user in a terminal would, and types PASSWORD at every "Password:" prompt
# (pkexec's own text agent asks there), once the terminal's echo is off. Writes what appeared on the terminal
# to TRANSCRIPT, COMMAND's standard output to STDOUT; exits with COMMAND's
# status (124 when it ran past TIMEOUT seconds, its process group is killed).
#   tty-run.py PASSWORD TIMEOUT TRANSCRIPT STDOUT -- COMMAND [ARGS...]
import os
import pty
import select
import signal
import sys
import termios
import time


def main():
    if len(sys.argv) < 7 or sys.argv[5] != "--":
        sys.exit("usage: tty-run.py PASSWORD TIMEOUT TRANSCRIPT STDOUT -- COMMAND [ARGS...]")
    password, timeout, transcript_path, stdout_path = sys.argv[1], float(sys.argv[2]), sys.argv[3], sys.argv[4]
    command = sys.argv[6:]
    pid, fd = pty.fork()
    if pid == 0:  # the child: its own session, the pty as controlling terminal
        out = os.open(stdout_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(out, 1)
        os.execvp(command[0], command)
    transcript = b""
    answered = 0
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            os.killpg(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            open(transcript_path, "wb").write(transcript)
            sys.exit(124)
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            continue
        try:
            data = os.read(fd, 4096)
        except OSError:  # EIO: every process closed the terminal
            data = b""
        if not data:
            break
        transcript += data
        if transcript.count(b"Password:") > answered:
            answered += 1
            # The agent turns echo off with TCSAFLUSH, which drops input typed
            # before that: wait for it, as a person at the prompt would.
            wait_until = time.monotonic() + 5
            while termios.tcgetattr(fd)[3] & termios.ECHO and time.monotonic() < wait_until:
                time.sleep(0.02)
            os.write(fd, password.encode() + b"\n")
    _, status = os.waitpid(pid, 0)
    open(transcript_path, "wb").write(transcript)
    sys.exit(os.waitstatus_to_exitcode(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))


main()
