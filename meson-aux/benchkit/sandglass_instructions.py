"""The instructions group for Sandglass (instructions.py says how it counts): its visible windows
under callgrind, as the timer, pomodoro and stopwatch groups show them:
  - the Timer page with a running 5-minute timer, then the same timer in the compact view
    (`sandglass window compact`), per 10 s;
  - the Pomodoro page in a 25-minute focus phase, per 10 s;
  - the Stopwatch page running, per 10 s and per frame drawn.
The program run under valgrind is `sandglass-app`, beside `sandglass`: the program `sandglass`
execs when no instance is running (same process, same arguments), so this is what `sandglass
timer start 5m` runs, without the command's own start-up under valgrind. Each scenario is
checked through `sandglass status --json` before and after its count (not during it: the
instance answering would be counted), and leaves nothing running behind."""

import time
from contextlib import contextmanager
from pathlib import Path

from . import instructions
from .common import HEIGHT, SANDGLASS, WIDTH, BenchError, log
from .instructions import PER_10_S, PER_FRAME, Callgrind
from .processes import pid_alive


def sandglass_instructions(driver, path):
    application = str(Path(path).resolve().parent / "sandglass-app")
    timer(driver, path, application)
    pomodoro(driver, path, application)
    stopwatch(driver, path, application)


@contextmanager
def under_callgrind(driver, application, words, leave):
    """Sandglass (`application` `words`) under callgrind, its window at the bench's size: (the
    run, a note if the size is not the bench's). Once the window is up, on the way out whatever
    happened, `leave()` puts back what the scenario started (Sandglass keeps its timers across
    restarts) through that instance, if it is still there (without one, the command would start
    a Sandglass of its own), and the program stops even when that fails. A window that never
    came up leaves what its command started in the saved state: each scenario checks what it
    finds first."""
    run = Callgrind(driver.s, [application, *words])
    try:
        note = driver.size_note(run.window.resize(timeout=30))
    except BaseException:
        run.stop()
        raise
    try:
        yield run, note
    finally:
        try:
            if pid_alive(run.pid):
                leave()
        finally:
            run.stop()


def leave_timer(driver, path):
    """Cancels the timer and leaves the full view, for the next launch."""
    def leave():
        driver.s.run([path, "timer", "cancel"])
        driver.s.run([path, "window", "full"])
    return leave


def timer(driver, path, application):
    scenario = f"timer visible {WIDTH}x{HEIGHT}"
    try:
        with under_callgrind(driver, application, ["timer", "start", "5m"], leave_timer(driver, path)) as (run, note):
            first = driver.timer()
            if not (first and first.get("state") == "running" and 240_000 < first["remaining_ms"] <= 300_000):
                raise BenchError(f"the Sandglass timer is not running: {first}")
            driver.settle(instructions.SETTLE)
            driver.require_redraws(run.window, "sandglass under callgrind")
            instructions.measure(driver, scenario, SANDGLASS, run, PER_10_S, note)
            scenario = "timer compact visible"
            status, _, err = driver.s.run([path, "window", "compact"], stderr=True)
            if status != 0:
                raise BenchError(f"sandglass window compact exited {status}: {err.strip()[:300]}")
            driver.settle(instructions.SETTLE)
            driver.require_redraws(run.window, "sandglass compact view under callgrind")
            size = driver.s.x.size(run.window.xid)
            instructions.measure(driver, scenario, SANDGLASS, run, PER_10_S,
                                 f"window compact: {size[0]}x{size[1]}" if size else "window compact")
            after = driver.timer()
            if not after or after.get("state") != "running" or after["remaining_ms"] >= first["remaining_ms"]:
                raise BenchError(f"the Sandglass timer is no longer running: {after}")
    except BenchError as e:
        instructions.failed(driver, scenario, SANDGLASS, e)


def pomodoro(driver, path, application):
    scenario = f"pomodoro visible {WIDTH}x{HEIGHT}"

    def focus(mode):
        return mode.get("state") == "running" and mode.get("phase") == "focus"

    def leave():
        driver.s.run([path, "pomodoro", "stop"])

    try:
        with under_callgrind(driver, application, ["pomodoro", "start", "--focus", "25m"], leave) as (run, note):
            mode = driver.status().get("pomodoro") or {}
            if not focus(mode):
                raise BenchError(f"the Sandglass pomodoro is not running: {mode}")
            driver.settle(instructions.SETTLE)
            driver.require_redraws(run.window, "sandglass pomodoro under callgrind")
            instructions.measure(driver, scenario, SANDGLASS, run, PER_10_S, note)
            after = driver.status().get("pomodoro") or {}
            if not focus(after):
                raise BenchError(f"the Sandglass pomodoro is no longer running: {after}")
    except BenchError as e:
        instructions.failed(driver, scenario, SANDGLASS, e)


def stopwatch(driver, path, application):
    scenario = f"stopwatch visible {WIDTH}x{HEIGHT}"

    try:
        with under_callgrind(driver, application, ["stopwatch", "start"],
                             lambda: driver.stopwatch_reset(path)) as (run, note):
            first = driver.stopwatch()
            # A saved stopwatch comes back running across restarts: start this one from zero.
            launched_ms = (time.monotonic() - run.window.t0) * 1000
            if first and (first.get("elapsed_ms", 0) > launched_ms + 5000 or first.get("laps")):
                log(f"sandglass stopwatch came back with {first.get('elapsed_ms')} ms and "
                    f"{len(first.get('laps') or [])} laps: resetting it")
                driver.stopwatch_reset(path)
                driver.s.run([path, "stopwatch", "start"])
            time.sleep(1.1)
            second = driver.stopwatch()
            if not (second and second.get("state") == "running"):
                raise BenchError(f"the Sandglass stopwatch is not running: {second}")
            driver.settle(instructions.SETTLE)
            driver.require_redraws(run.window, "sandglass stopwatch under callgrind")
            instructions.measure(driver, scenario, SANDGLASS, run, PER_FRAME, note)
            after = driver.stopwatch()
            if not (after and after.get("state") == "running" and after["elapsed_ms"] > second["elapsed_ms"]):
                raise BenchError(f"the Sandglass stopwatch is no longer running: {after}")
    except BenchError as e:
        instructions.failed(driver, scenario, SANDGLASS, e)
