"""Processes: everything the bench starts carries a token in its environment, so that the end of
a run (also on Ctrl-C or SIGTERM) finds and stops it, D-Bus-activated services included; the
children die with the bench even on SIGKILL (PR_SET_PDEATHSIG)."""

import os
import signal
import time

TOKEN_VARIABLE = "SANDGLASS_BENCH_TOKEN"


def _prctl(option, value):
    import ctypes
    ctypes.CDLL(None, use_errno=True).prctl(option, value, 0, 0, 0)


def child_setup():
    _prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG: die with the bench


def become_subreaper():
    """Orphaned descendants (daemons the session bus activated) become our children, so the
    final sweep can reap them instead of leaving zombies to init."""
    _prctl(36, 1)  # PR_SET_CHILD_SUBREAPER


def reap():
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def pid_alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
        return state not in ("Z", "X")
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False


def processes_with_token(token):
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as f:
                if f"{TOKEN_VARIABLE}={token}".encode() in f.read().split(b"\0"):
                    found.append(int(entry))
        except OSError:
            pass
    return found


def stop_pid(pid, grace=3.0):
    """SIGTERM, then SIGKILL after grace seconds; waits until the process is gone."""
    if not pid_alive(pid):
        return
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline and pid_alive(pid):
        time.sleep(0.02)
    if pid_alive(pid):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            return
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline and pid_alive(pid):
            time.sleep(0.02)
