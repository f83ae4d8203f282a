"""Process sampling, from outside the process only: CPU time, context switches, memory.

CPU % = Δ(the process's CPU time) / Δwall, read from its CPU-time clock (clock_getcpuclockid:
nanoseconds, every thread, also ones that ended); /proc's utime+stime ticks where that clock
cannot be read, too coarse at 0.1 % for a 1.2 x target. Wake-ups/s = Δ(voluntary +
nonvoluntary context switches, summed over every thread in /proc/PID/task) / Δwall; the
nonvoluntary ones (preemptions) are also counted apart, since they grow with the machine's load
rather than the program's. VmRSS at the end of the sample."""

import os
import re
import time

from .common import BenchError
from .processes import pid_alive

CLK_TCK = os.sysconf("SC_CLK_TCK")


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of stat)


def cpu_clock(pid):
    """pid's CPU-time clock (what clock_getcpuclockid gives: CPUCLOCK_SCHED of the whole
    process, every thread, also ones that ended), or None where it cannot be read."""
    clock = ((~pid) << 3) | 2
    try:
        time.clock_gettime_ns(clock)
        return clock
    except OSError:
        return None


def cpu_seconds(pid, clock):
    """pid's CPU time in seconds: to the nanosecond from its CPU-time clock, else in /proc ticks."""
    if clock is None:
        return cpu_ticks(pid) / CLK_TCK
    try:
        return time.clock_gettime_ns(clock) / 1e9
    except OSError:
        raise BenchError(f"process {pid} died while being sampled")


# Whether CPU % comes from the CPU-time clocks (ns) rather than /proc's ticks (1/CLK_TCK s):
# at 0.1 % CPU a 20 s sample is 2 ticks, too coarse for a 1.2 x target.
PRECISE_CPU = cpu_clock(os.getpid()) is not None


def thread_switches(pid, names=None, preempted=None):
    """{tid: voluntary + nonvoluntary context switches} for every thread of pid; fills
    names with {tid: thread name} and preempted with {tid: nonvoluntary ones} when given."""
    counts = {}
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except FileNotFoundError:
        return counts
    for tid in tids:
        try:
            with open(f"/proc/{pid}/task/{tid}/status") as f:
                total = 0
                for line in f:
                    if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                        total += int(line.split()[1])
                        if preempted is not None and line.startswith("non"):
                            preempted[int(tid)] = int(line.split()[1])
                    elif names is not None and line.startswith("Name:"):
                        names[int(tid)] = line.split(":", 1)[1].strip()
            counts[int(tid)] = total
        except (FileNotFoundError, ProcessLookupError):
            pass
    return counts


def thread_names(pid):
    """The names of pid's threads (main thread included), one per thread."""
    names = {}
    thread_switches(pid, names)
    return [names[tid] for tid in sorted(names)]


def summarize(names):
    """["gmain", "pool-0", "pool-1"] as "gmain, pool x2" (numbered pool threads counted)."""
    counts = {}
    for name in names:
        key = re.sub(r"-?\d+$", "", name) or name
        counts[key] = counts.get(key, 0) + 1
    return ", ".join(k if n == 1 else f"{k} x{n}" for k, n in counts.items())


def thread_ticks(pid):
    """{(tid, name): utime + stime} for every thread of pid."""
    ticks = {}
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/stat") as f:
                text = f.read()
        except (FileNotFoundError, ProcessLookupError):
            continue
        name = text[text.find("(") + 1:text.rfind(")")]
        fields = text.rsplit(")", 1)[1].split()
        ticks[(int(task), name)] = int(fields[11]) + int(fields[12])
    return ticks


def opengl_mapped(pid):
    """Whether pid has an OpenGL library mapped (libEGL, libGLX, a Mesa driver): what tells a
    GTK program drawing with OpenGL from one drawing with cairo and GDK_DEBUG=gl-disable, which
    never loads them (libepoxy, linked by GTK, loads them only when asked)."""
    try:
        with open(f"/proc/{pid}/maps") as f:
            return any(re.search(r"/lib(EGL|GLX|GL)[._]|_dri\.so|libgallium", line) for line in f)
    except OSError:
        return None


def vm_rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def sample(pid, seconds):
    """Samples pid for `seconds`: CPU %, wake-ups/s, RSS MB, thread count.

    Threads are read once a second so a thread that exits during the window keeps its last
    count, and one born during it counts from zero."""
    names, preempted0, preempted = {}, {}, {}
    baseline = thread_switches(pid, names, preempted0)
    last = dict(baseline)
    preempted.update(preempted0)
    threads0 = thread_ticks(pid)
    clock = cpu_clock(pid)
    t0, cpu0 = time.monotonic(), cpu_seconds(pid, clock)
    end = t0 + seconds
    while True:
        now = time.monotonic()
        if now >= end:
            break
        time.sleep(min(1.0, end - now))
        if not pid_alive(pid):
            raise BenchError(f"process {pid} died while being sampled")
        last.update(thread_switches(pid, names, preempted))
    cpu1, t1 = cpu_seconds(pid, clock), time.monotonic()
    last.update(thread_switches(pid, names, preempted))
    wall = t1 - t0
    by_name = {}  # CPU % per thread name, e.g. the main thread vs llvmpipe's render threads
    for (tid, name), ticks in thread_ticks(pid).items():
        used = ticks - threads0.get((tid, name), 0)
        key = "main" if tid == pid else re.sub(r"-?\d+$", "", name)
        by_name[key] = by_name.get(key, 0.0) + 100.0 * used / CLK_TCK / wall
    switches = sum(count - baseline.get(tid, 0) for tid, count in last.items())
    # Nonvoluntary switches are preemptions: they grow with the machine's load, not the program's.
    preemptions = sum(count - preempted0.get(tid, 0) for tid, count in preempted.items())
    wakes_by_name = {}
    for tid, count in last.items():
        key = "main" if tid == pid else re.sub(r"-?\d+$", "", names.get(tid, "?"))
        wakes_by_name[key] = wakes_by_name.get(key, 0.0) + (count - baseline.get(tid, 0)) / wall
    return {
        "cpu_percent": 100.0 * (cpu1 - cpu0) / wall,
        "cpu_precise": clock is not None,
        "wakeups_per_s": switches / wall,
        "switches": switches,
        "preempted_per_s": preemptions / wall,
        "load_average": os.getloadavg()[0],
        "rss_mb": vm_rss_mb(pid),
        "threads": len(os.listdir(f"/proc/{pid}/task")),
        "seconds": wall,
        "cpu_by_thread": {k: round(v, 3) for k, v in sorted(by_name.items(), key=lambda kv: -kv[1]) if v > 0},
        "wakeups_by_thread": {k: round(v, 2) for k, v in sorted(wakes_by_name.items(), key=lambda kv: -kv[1]) if v > 0},
    }
