"""Launch to mapped window: the time from spawning a program to its top-level window becoming
viewable, watched through X events (python3-xlib), the median of several launches. All the
programs' launches come first, taken in turn (floor, Clocks, Sandglass, floor, …) so that the
machine's load falls on each alike, with the load average they saw in the report; a first
round only warms the caches."""

import os
import time

from .common import CLOCKS, FLOOR, FLOOR_APP, FLOOR_GL, SANDGLASS, BenchError, log
from .window import Running


def launches(bench):
    """Timed launches of every program, round-robin (floor, Clocks, Sandglass, floor, …),
    so a change in the machine's load while they run falls on all of them alike."""
    args, session, results = bench.args, bench.s, bench.results
    plan = []  # (program, argv, extra environment)
    if "floor" in args.only:
        plan.append((FLOOR, [args.floor], session.renderer_env(session.cairo)))
        # What being an application adds to a launch (its name on the bus, GTK's look for a
        # session manager), which Sandglass pays and the bare window does not: a reference line.
        plan.append((FLOOR_APP, [args.floor, "--application"], session.renderer_env(session.cairo)))
        if session.cairo and not args.no_gl_floor:
            plan.append((FLOOR_GL, [args.floor], {}))
    if "clocks" in args.only:
        plan.append((CLOCKS, ["gnome-clocks"], {}))
    if "sandglass" in args.only:
        plan.append((SANDGLASS, [args.sandglass], {}))
    times = {program: [] for program, _, _ in plan}
    loads = []
    for index in range(args.launches + 1):  # the first round only warms the caches
        for program, argv, env in plan:
            try:
                loads.append(os.getloadavg()[0])
                r = Running(session, argv, env=env)
            except BenchError as e:
                log(f"{program}: launch failed: {e}")
                results.notes.append(f"{program}: a launch failed: {str(e).splitlines()[0]}")
                continue
            if not index:
                # Let the warm-up launch draw and compile its shaders: Mesa writes its disk
                # cache after the window is mapped, so a launch killed at once leaves it cold.
                time.sleep(2.5)
            r.stop()
            if index:
                times[program].append(r.launch_ms)
            time.sleep(0.3)
    for program, measured in times.items():
        if measured:
            results.launch[program] = measured
            log(f"{program}: launch to mapped window {', '.join(f'{t:.0f}' for t in measured)} ms")
    if loads:
        results.launch_load = (min(loads), max(loads))
