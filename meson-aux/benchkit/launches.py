"""Launch to mapped window: the time from spawning a program (for Sandglass started as a
desktop's launcher starts it, from sending the call that has the session bus start it) to its
top-level window becoming viewable, watched through X events (python3-xlib), the median of
several launches. All the
programs' launches come first, taken in turn (floor, Clocks, Sandglass, floor, …) so that the
machine's load falls on each alike, with the load average they saw in the report; a first
round only warms the caches."""

import os
import time

from .activation import Activation
from .common import CLOCKS, FLOOR, FLOOR_APP, FLOOR_GL, SANDGLASS, SANDGLASS_ACTIVATED, BenchError, log
from .window import Running


def launches(bench):
    """Timed launches of every program, round-robin (floor, Clocks, Sandglass, floor, …),
    so a change in the machine's load while they run falls on all of them alike."""
    args, session, results = bench.args, bench.s, bench.results
    plan = []  # (program, argv or what starts it, extra environment)
    if "floor" in args.only:
        plan.append((FLOOR, [args.floor], session.renderer_env(session.cairo)))
        # What being an application adds to a launch (its name on the bus, GTK's look for a
        # session manager), which Sandglass pays and the bare window does not: a reference line.
        plan.append((FLOOR_APP, [args.floor, "--application"], session.renderer_env(session.cairo)))
        if session.cairo and not args.no_gl_floor:
            plan.append((FLOOR_GL, [args.floor], {}))
    if "clocks" in args.only:
        plan.append((CLOCKS, ["gnome-clocks"], {}))
    activation = None
    if "sandglass" in args.only:
        # From a terminal or a key bound to it: the `sandglass` command, which becomes
        # `sandglass-app`.
        plan.append((SANDGLASS, [args.sandglass], {}))
        # From the desktop's launcher: the session bus starts `sandglass-app` (activation.py).
        try:
            activation = Activation(session, args.sandglass)
            plan.append((SANDGLASS_ACTIVATED, activation, {}))
        except BenchError as e:
            log(f"{SANDGLASS_ACTIVATED}: not measured: {e}")
            results.notes.append(f"{SANDGLASS_ACTIVATED}: not measured: {e}")
    try:
        _launch_in_turn(args, session, results, plan)
    finally:
        if activation:
            activation.close()


def _launch_in_turn(args, session, results, plan):
    times = {program: [] for program, _, _ in plan}
    loads = []
    for index in range(args.launches + 1):  # the first round only warms the caches
        for program, argv, env in plan:
            try:
                loads.append(os.getloadavg()[0])
                r = Running(session, argv, env=env, timed=True)
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
