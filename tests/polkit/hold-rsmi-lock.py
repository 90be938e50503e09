#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Holds the ROCm SMI library's process-shared mutex of one card, as any local
# user can: librocm_smi64 creates /dev/shm/rocm_smi_card<N> with mode 0777 and
# keeps a robust pthread mutex at its start. Writes its pid to READY_FILE once
# it holds the lock, then holds it for SECONDS or until SIGTERM, and unlocks
# (a holder that dies leaves the library's mutex unusable for a while).
#   hold-rsmi-lock.py SHM_FILE READY_FILE SECONDS
import ctypes
import mmap
import os
import signal
import sys
import time

EOWNERDEAD = 130


class Stopped(Exception):
    pass


def stop(*_):
    raise Stopped()


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: hold-rsmi-lock.py SHM_FILE READY_FILE SECONDS")
    path, ready, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    fd = os.open(path, os.O_RDWR)
    mapping = mmap.mmap(fd, 40)  # sizeof(pthread_mutex_t) on x86-64
    libc = ctypes.CDLL(None, use_errno=True)
    mutex = ctypes.c_void_p(ctypes.addressof(ctypes.c_char.from_buffer(mapping)))
    rc = libc.pthread_mutex_lock(mutex)
    if rc == EOWNERDEAD:
        rc = libc.pthread_mutex_consistent(mutex)
    if rc != 0:
        sys.exit(f"pthread_mutex_lock({path}) failed: {os.strerror(rc)}")
    signal.signal(signal.SIGTERM, stop)
    with open(ready, "w") as f:
        f.write(str(os.getpid()))
    try:
        time.sleep(seconds)
    except Stopped:
        pass
    libc.pthread_mutex_unlock(mutex)


main()
