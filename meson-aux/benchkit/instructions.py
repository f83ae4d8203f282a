"""The instructions group: what a visible window costs in instructions executed, counted by
valgrind's callgrind. CPU time on this shared machine varies with the load from run to run (the
stopwatch's floor read 1.25 %, 3.28 % and 2.82 % in three runs); the instructions a program
executes do not (two runs agree within 1 %).

How: the program runs under `valgrind --tool=callgrind --instr-atstart=no` in the bench's own
session (its display, window manager and bus; the floor with the renderer settings of its other
scenarios, Sandglass choosing its own as it always does), its window resized to 870x690.
Nothing is counted while it starts. Under valgrind it runs many times slower, so the window is
waited for up to MAP_TIMEOUT, and the scenario's settle time is SETTLE rather than --settle: the
tail of its start-up (the work after the map, the memory given back a second after) must be over
before counting starts. Then `callgrind_control -i on` switches the counting on, for --seconds
of wall time (from the start of that call to the start of the next), and `callgrind_control -d`
dumps the counts: the dump's `totals:` line, the guest instructions executed (Ir; valgrind's own
work is not in it). `meson-aux/bench --callgrind DIR` keeps the dumps, for callgrind_annotate.

Per 10 s or per frame:
  - a window redrawn once a second by a timer (the floor's 1/s label, Sandglass's timer page,
    Pomodoro page and compact view) draws as many frames under valgrind as natively, so its
    figure is instructions per 10 s of wall time (instructions x 10 / seconds counted). The
    count starts AFTER_REDRAW after a redraw seen on screen (the window's pixels, read from the
    X server), about half-way between two, so that a whole --seconds holds exactly as many
    redraws (else one more or less would be 10 % of a 10 s count); its frames are printed
    beside it.
  - a window drawn from the frame clock (Sandglass's running stopwatch, the floor's --frames)
    draws as many frames as valgrind's speed lets it: as natively while a frame under valgrind
    takes less than the clock's period, fewer once it takes longer (the frame clock waits for
    the previous one). Both tick at every frame of the clock (60/s here); the floor draws at
    each, Sandglass's stopwatch at most every 40 ms (its FramePacer: every third tick at 60/s).
    The targets judge them per 10 s too, the CPU they cost while they show, each at its own rate
    (figures.py gives no figure for one that drew fewer frames a second under valgrind than it
    does natively: its count would show valgrind's speed); the figure per frame drawn is printed
    beside it (Sandglass's includes the two ticks that draw nothing).
Frames are counted in the same dump: the calls of FRAME_FUNCTION, which GTK calls once for each
frame a window draws (checked against gdk_draw_context_begin_frame, which agrees in both
programs), read from the dump's `calls=` lines."""

import re
import shutil
import time
from pathlib import Path

from .common import BenchError, log
from .window import Running

MAP_TIMEOUT = 180.0   # s: a GTK program's first window under valgrind, in Xvfb, can take a minute
SETTLE = 20.0         # s: the start-up's tail, some 50 times slower than natively
FRAME_FUNCTION = "gsk_renderer_render"
AFTER_REDRAW = 0.3    # s: from a redraw seen on screen to the call that starts counting (which
                      # takes effect some 0.1-0.3 s into the call): about half-way to the next
PER_10_S, PER_FRAME = "10 s", "frame"


class Callgrind:
    """A program's window, the program run under callgrind with counting off until count()."""

    def __init__(self, session, argv, env=None):
        self.s = session
        folder = session.tmp / "callgrind"
        folder.mkdir(exist_ok=True)
        # %p: valgrind's pid, which is the program's (valgrind runs in the program's process).
        self.out = folder / "callgrind.out.%p"
        try:
            self.window = Running(session, ["valgrind", "--tool=callgrind", "--instr-atstart=no",
                                            f"--callgrind-out-file={self.out}", *argv],
                                  timeout=MAP_TIMEOUT, env=env)
        except BenchError as e:
            raise BenchError(f"under callgrind (its window waited for up to {MAP_TIMEOUT:.0f} s): {e}")
        self.pid = self.window.pid
        self.dumps = 0  # callgrind numbers its dumps: callgrind.out.PID.1, .2, …

    def control(self, *options):
        status, out, err = self.s.run(["callgrind_control", *options, str(self.pid)], timeout=60,
                                      stderr=True)
        if status != 0 or "Error" in out:
            raise BenchError(f"callgrind_control {' '.join(options)} exited {status}: "
                             f"{(out + err).strip()[:300]}")

    def count(self, seconds):
        """(instructions, frames, seconds counted) over `seconds` of wall time from now: from
        the start of the call that switches counting on to the start of the one that dumps
        (each takes effect as valgrind is reached, early in the call; a dump then writes its
        file)."""
        self.dumps += 1
        dumped = Path(f"{str(self.out).replace('%p', str(self.pid))}.{self.dumps}")
        t0 = time.monotonic()
        self.control("-i", "on")
        time.sleep(max(0.0, t0 + seconds - time.monotonic()))
        t1 = time.monotonic()
        # Off first: what runs between the two calls would stay in callgrind's counters and
        # land in this process's next dump (the timer page and its compact view share one).
        self.control("-i", "off")
        self.control("-d")
        deadline = time.monotonic() + 10
        while not dumped.exists():
            if time.monotonic() > deadline:
                raise BenchError(f"callgrind wrote no dump ({dumped.name})")
            time.sleep(0.1)
        self.dump = dumped
        instructions, calls = read_dump(dumped, FRAME_FUNCTION)
        return instructions, calls, t1 - t0

    def stop(self):
        self.window.stop()


def read_dump(path, function):
    """(instructions, calls of `function`) from a callgrind dump: its `totals:` line, and the
    sum of the `calls=` lines under each `cfn=` naming function. The dump names each function
    in full once, `cfn=(12) name`, then by its number, `cfn=(12)`."""
    names, calls, callee, totals, summary = {}, 0, None, None, None
    with open(path, errors="replace") as f:
        for line in f:
            if line.startswith(("fn=(", "cfn=(")):
                m = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line.rstrip("\n"))
                if m.group(2):
                    names[m.group(1)] = m.group(2)
                if line.startswith("cfn"):
                    callee = names.get(m.group(1))
            elif line.startswith("calls=") and callee == function:
                calls += int(line.split()[0][len("calls="):])
            elif line.startswith("totals:"):
                totals = int(line.split()[1])
            elif line.startswith("summary:"):
                summary = int(line.split()[1])
    # A dump after the first has a wrong summary (it wraps below zero); totals, the sum of the
    # dump's costs, is right in every dump.
    totals = totals if totals is not None else summary
    if totals is None or totals >= 2**63:
        raise BenchError(f"no total in the callgrind dump {path.name}")
    return totals, calls


def measure(driver, scenario, program, run, per, note=""):
    """Counts a visible window's instructions for --seconds and keeps the row: instructions,
    frames, seconds, and the figure per 10 s or per frame (`per`)."""
    run.window.check(True)
    if per == PER_10_S:
        # Between two redraws: a whole number of seconds then holds as many redraws.
        if not run.window.redraws(within=2.5):
            raise BenchError("its window did not change on screen within 2.5 s")
        time.sleep(AFTER_REDRAW)
    log(f"counting {program} {scenario} instructions under callgrind for {driver.args.seconds} s")
    instructions, frames, seconds = run.count(driver.args.seconds)
    run.window.check(True)
    if per == PER_FRAME and frames == 0:
        raise BenchError(f"no frame drawn ({FRAME_FUNCTION} never called) in {seconds:.1f} s")
    if per == PER_10_S and abs(frames - seconds) > 1:
        # A window redrawn once a second that drew more or fewer frames is not the window judged.
        raise BenchError(f"{frames} frames drawn in {seconds:.1f} s: a 1/s window draws one a second")
    row = dict(scenario=scenario, program=program, note=note, per=per, instructions=instructions,
               frames=frames, seconds=seconds, per_10_s=instructions * 10 / seconds,
               per_frame=instructions / frames if frames else None)
    if driver.args.callgrind:
        # For callgrind_annotate: what the count was spent on, by function.
        name = re.sub(r"[^a-z0-9]+", "-", f"{program} {scenario}".lower()).strip("-")
        shutil.copyfile(run.dump, driver.args.callgrind / f"{name}.callgrind")
    driver.results.instructions.append(row)
    log(f"  {instructions / 1e6:.2f} M instructions in {seconds:.1f} s, {frames} frames: "
        + (f"{row['per_frame'] / 1e6:.3f} M per frame" if per == PER_FRAME
           else f"{row['per_10_s'] / 1e6:.2f} M per 10 s"))
    return row


def failed(driver, scenario, program, error):
    """A scenario of the group not measured: kept with its reason (reported, never a pass)."""
    log(f"{program} {scenario} instructions: NOT MEASURED: {error}")
    driver.results.instructions.append(dict(scenario=scenario, program=program, error=str(error)))
