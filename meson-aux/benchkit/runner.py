"""What every driver does to measure a scenario: wait a settle time, check the window is in the
state the scenario says (visible, or iconified by the window manager), sample the program's
process from outside (sampling.py), check the state again, and keep the row in the results; or
keep why the scenario could not be measured."""

import re
import time

from .common import HEIGHT, WIDTH, BenchError, log
from .results import Results
from .sampling import opengl_mapped, sample


class Bench:
    def __init__(self, session, args):
        self.s = session
        self.args = args
        self.results = Results()

    def wants(self, group):
        return group in self.args.scenarios

    def settle(self, seconds):
        time.sleep(seconds)

    def measure(self, scenario, program, running, visible, note=""):
        running.check(visible)
        log(f"sampling {program} {scenario} for {self.args.seconds} s")
        start = time.time()
        result = sample(running.pid, self.args.seconds)
        end = time.time()
        running.check(visible)
        gl = opengl_mapped(running.pid)
        if gl is not None:
            self.results.opengl[program] = self.results.opengl.get(program, False) or gl
        writes = self.s.settings_writes.between(start, end) if self.s.settings_writes else []
        if writes:
            # A settings write wakes every dconf client that watches its path: say whose it was.
            said = ", ".join(f"{name} at +{t - start:.1f} s" for t, _, name in writes)
            note = f"{note}; " if note else ""
            note += f"settings written meanwhile by {said}"
            log(f"  settings written meanwhile by {said}")
        result.update(scenario=scenario, program=program, note=note, opengl=gl)
        self.results.rows.append(result)
        log(f"  {result['cpu_percent']:.3f} % CPU, {result['wakeups_per_s']:.1f} wake-ups/s, "
            f"{result['rss_mb']:.1f} MB, {result['threads']} threads")
        if self.args.screenshots:
            name = re.sub(r"[^a-z0-9]+", "-", f"{program} {scenario}".lower()).strip("-")
            self.s.run(["import", "-window", "root", str(self.args.screenshots / f"{name}.png")])
        return result

    def measure_process(self, scenario, program, pid):
        """Samples a process without a window (a follower)."""
        log(f"sampling {program} {scenario} for {self.args.seconds} s")
        result = sample(pid, self.args.seconds)
        result.update(scenario=scenario, program=program, note="", opengl=opengl_mapped(pid))
        self.results.rows.append(result)
        log(f"  {result['cpu_percent']:.3f} % CPU, {result['wakeups_per_s']:.2f} wake-ups/s, "
            f"{result['rss_mb']:.1f} MB, {result['threads']} threads")
        return result

    def require_redraws(self, running, program):
        """A running countdown must change on screen, or its low cost would mean nothing."""
        if not running.redraws():
            raise BenchError("its window did not change on screen within 1.3 s")
        self.results.checked_redraw.append(program)

    def failed(self, scenario, program, error):
        log(f"{program} {scenario}: NOT MEASURED: {error}")
        self.results.rows.append(dict(scenario=scenario, program=program, error=str(error)))

    @staticmethod
    def size_note(size):
        return "" if size == (WIDTH, HEIGHT) else f"window is {size[0]}x{size[1]}"


class Driver:
    """What a program's driver holds: the run, its session, its options, its results, and the
    run's ways to measure."""

    def __init__(self, bench):
        self.bench, self.s, self.args, self.results = bench, bench.s, bench.args, bench.results
        self.wants, self.settle, self.failed = bench.wants, bench.settle, bench.failed
        self.measure, self.measure_process = bench.measure, bench.measure_process
        self.require_redraws, self.size_note = bench.require_redraws, bench.size_note
