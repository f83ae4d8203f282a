"""The driver of Sandglass: `sandglass` (idle), `sandglass timer start 5m` (visible, in the
compact view, then minimized), `sandglass timer start 3s` a few times for the end-timing error,
`sandglass stopwatch start` (the Stopwatch page, running: visible, then minimized),
`sandglass pomodoro start` (a 25-minute focus phase) and `sandglass countdown start` (a date 3
days ahead), each on its own page, visible then minimized. The sound group is in
sandglass_sound.py, many timers and status followers in sandglass_scale.py, the instructions
group (the visible pages under callgrind) in sandglass_instructions.py. Each scenario is
checked through `sandglass status --json` (running, counting) before and after its samples, and
leaves no timer behind (Sandglass keeps them across restarts)."""

import datetime
import json
import time
from pathlib import Path

from .common import HEIGHT, SANDGLASS, WIDTH, BenchError, log
from .processes import pid_alive
from .runner import Driver
from .sandglass_commands import commands
from .sandglass_instructions import sandglass_instructions
from .sandglass_presence import presence
from .sandglass_scale import followers, many_timers
from .sandglass_sound import sound
from .window import Running


class Sandglass(Driver):
    def status(self):
        status, out, err = self.s.run([self.args.sandglass, "status", "--json"], stderr=True)
        if status != 0:
            raise BenchError(f"sandglass status --json exited {status}: {err.strip()[:300]}")
        try:
            return json.loads(out)
        except json.JSONDecodeError:
            raise BenchError(f"sandglass status --json printed no JSON: {out[:200]!r}")

    def timer(self, label=None):
        timers = self.status().get("timers") or []
        if label is not None:
            timers = [t for t in timers if t.get("label") == label]
        return timers[0] if timers else None

    def run(self):
        path = self.args.sandglass
        if self.wants("idle"):
            try:
                r = Running(self.s, [path])
                try:
                    note = self.size_note(r.resize())
                    timer = self.timer()
                    if timer is not None and timer.get("state") in ("running", "paused"):
                        raise BenchError(f"a plain launch has a timer {timer.get('state')}")
                    self.settle(max(self.args.settle, self.args.idle_settle))
                    self.measure("idle (no timer)", SANDGLASS, r, True, note)
                finally:
                    r.stop()
            except BenchError as e:
                self.failed("idle (no timer)", SANDGLASS, e)
        if self.wants("timer"):
            self.timer_scenarios(path)
        if self.wants("end"):
            try:
                self.end_timing(path)
            except BenchError as e:
                log(f"sandglass end timing: NOT MEASURED: {e}")
                self.results.notes.append(f"end timing not measured: {e}")
        if self.wants("stopwatch"):
            self.stopwatch_scenarios(path)
        if self.wants("sound"):
            sound(self, path)
        if self.wants("timers"):
            many_timers(self, path)
        if self.wants("follow"):
            followers(self, path)
        if self.wants("tray"):
            self.tray_scenarios(path)
        if self.wants("presence"):
            presence(self, path)
        if self.wants("commands"):
            commands(self, path)
        if self.wants("pomodoro"):
            self.page_scenarios(
                path, "pomodoro", ["pomodoro", "start", "--focus", "25m"], ["pomodoro", "stop"],
                lambda m: m.get("state") == "running" and m.get("phase") == "focus")
        if self.wants("countdown"):
            target = (datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=3)).strftime("%Y-%m-%dT%H:%M:%SZ")
            self.page_scenarios(
                path, "countdown", ["countdown", "start", target], ["countdown", "stop"],
                lambda m: m.get("state") == "running")
        if self.wants("instructions"):
            sandglass_instructions(self, path)

    def page_scenarios(self, path, key, start, stop, running):
        """A mode started from the command line on its own page: visible, then minimized."""
        try:
            r = Running(self.s, [path, *start])
            try:
                note = self.size_note(r.resize())
                mode = self.status().get(key) or {}
                if not running(mode):
                    raise BenchError(f"the Sandglass {key} is not running: {mode}")
                self.settle(self.args.settle)
                self.require_redraws(r, f"sandglass {key}")
                self.measure(f"{key} visible {WIDTH}x{HEIGHT}", SANDGLASS, r, True, note)
                r.minimize()
                self.settle(self.args.settle)
                self.measure(f"{key} minimized", SANDGLASS, r, False)
                after = self.status().get(key) or {}
                if not running(after):
                    raise BenchError(f"the Sandglass {key} is no longer running: {after}")
            finally:
                # Both modes are kept across restarts; leave nothing behind.
                self.s.run([path, *stop])
                r.stop()
        except BenchError as e:
            self.failed(key, SANDGLASS, e)

    def timer_scenarios(self, path):
        try:
            r = Running(self.s, [path, "timer", "start", "5m"])
            try:
                note = self.size_note(r.resize())
                first = self.timer()
                time.sleep(1.1)
                second = self.timer()
                if not (first and second and first.get("state") == "running"
                        and second.get("state") == "running"
                        and 240_000 < second["remaining_ms"] < first["remaining_ms"] <= 300_000):
                    raise BenchError(f"the Sandglass timer is not running: {first} then {second}")
                self.settle(self.args.settle)
                self.require_redraws(r, "sandglass")
                self.measure(f"timer visible {WIDTH}x{HEIGHT}", SANDGLASS, r, True, note)
                # The same timer in the compact view (a small window of its digits,
                # bar and button), then the full window back for the minimized sample.
                status, _, err = self.s.run([path, "window", "compact"], stderr=True)
                if status != 0:
                    raise BenchError(f"sandglass window compact exited {status}: {err.strip()[:300]}")
                self.settle(self.args.settle)
                self.require_redraws(r, "sandglass compact view")
                size = self.s.x.size(r.xid)
                self.measure("timer compact visible", SANDGLASS, r, True,
                             f"window compact: {size[0]}x{size[1]}" if size else "window compact")
                self.s.run([path, "window", "full"])
                self.settle(1)
                r.minimize()
                self.settle(self.args.settle)
                self.measure("timer minimized", SANDGLASS, r, False)
                after = self.timer()
                if not after or after.get("state") != "running":
                    raise BenchError(f"the Sandglass timer is no longer running: {after}")
            finally:
                # Sandglass keeps a running timer (and its compact view) across restarts; leave none behind.
                self.s.run([path, "timer", "cancel"])
                self.s.run([path, "window", "full"])
                r.stop()
        except BenchError as e:
            self.failed("timer", SANDGLASS, e)

    def set_tray(self, on):
        """The Preferences switch's action (`app.tray`), over the bus as the window's switch sets it."""
        status, _, err = self.s.run([
            "gdbus", "call", "--session", "--dest", "io.github.sandglass.Sandglass", "--object-path",
            "/io/github/sandglass/Sandglass", "--method", "org.gtk.Actions.SetState", "tray",
            "<true>" if on else "<false>", "{}"], stderr=True)
        if status != 0:
            raise BenchError(f"app.tray could not be set: {err.strip()[:300]}")

    def show_page(self, mode):
        """The page of `mode` in front, as Alt+1… does (`app.mode::timer`, over the bus): a plain
        launch opens the page last shown, which an earlier group may have left on another mode."""
        status, _, err = self.s.run([
            "gdbus", "call", "--session", "--dest", "io.github.sandglass.Sandglass", "--object-path",
            "/io/github/sandglass/Sandglass", "--method", "org.gtk.Actions.Activate", "mode",
            f"[<'{mode}'>]", "{}"], stderr=True)
        if status != 0:
            raise BenchError(f"app.mode::{mode} could not be activated: {err.strip()[:300]}")

    def registered_items(self):
        status, out = self.s.run([
            "gdbus", "call", "--session", "--dest", "org.kde.StatusNotifierWatcher", "--object-path",
            "/StatusNotifierWatcher", "--method", "org.freedesktop.DBus.Properties.Get",
            "org.kde.StatusNotifierWatcher", "RegisteredStatusNotifierItems"])
        return out.strip() if status == 0 else None

    def tray_scenarios(self, path):
        """A running timer, minimized: without the tray item (app.tray off), with it on but no
        panel's tray on the bus, then shown to a panel's tray (benchkit/tray_host.py, which reads
        the item at each of its signals as waybar does), in the same run. The setting is left on,
        its default."""
        host = None
        try:
            r = Running(self.s, [path, "timer", "start", "5m"])
            try:
                self.set_tray(False)
                r.minimize()
                self.settle(self.args.settle)
                self.measure("timer minimized, no tray item", SANDGLASS, r, False)
                # On, with no panel's tray on the bus: there is no item to keep up.
                self.set_tray(True)
                self.settle(self.args.settle)
                self.measure("timer minimized, tray on, no panel", SANDGLASS, r, False)
                self.set_tray(False)
                # The system python: it has gi (Debian's python3-gi).
                host = self.s.spawn(["/usr/bin/python3", "-m", "benchkit.tray_host"],
                                    cwd=str(Path(__file__).resolve().parent.parent))
                deadline = time.monotonic() + 10
                while self.registered_items() is None:
                    if time.monotonic() > deadline:
                        raise BenchError("the tray host did not come up")
                    time.sleep(0.2)
                self.set_tray(True)
                deadline = time.monotonic() + 10
                while "/StatusNotifierItem" not in (self.registered_items() or ""):
                    if time.monotonic() > deadline:
                        raise BenchError("the tray item did not register with the host")
                    time.sleep(0.2)
                self.settle(self.args.settle)
                self.measure("timer minimized, tray item in a panel", SANDGLASS, r, False)
                after = self.timer()
                if not after or after.get("state") != "running":
                    raise BenchError(f"the Sandglass timer is no longer running: {after}")
            finally:
                self.set_tray(True)
                self.s.run([path, "timer", "cancel"])
                r.stop()
        except BenchError as e:
            self.failed("tray", SANDGLASS, e)
        finally:
            if host is not None:
                host.terminate()
                host.wait()

    def stopwatch(self):
        """The "stopwatch" member of `sandglass status --json`, or None."""
        return self.status().get("stopwatch")

    def stopwatch_reset(self, path):
        """Pause and reset through the running instance (the command line forwards to it)."""
        for verb in ("pause", "reset"):
            self.s.run([path, "stopwatch", verb])

    def stopwatch_scenarios(self, path):
        try:
            r = Running(self.s, [path, "stopwatch", "start"])
            try:
                note = self.size_note(r.resize())
                first = self.stopwatch()
                # A saved stopwatch comes back running across restarts: start this one from zero.
                if first and (first.get("elapsed_ms", 0) > 5000 or first.get("laps")):
                    log(f"sandglass stopwatch came back with {first.get('elapsed_ms')} ms and "
                        f"{len(first.get('laps') or [])} laps: resetting it")
                    self.stopwatch_reset(path)
                    status, _, err = self.s.run([path, "stopwatch", "start"], stderr=True)
                    if status != 0:
                        raise BenchError(f"sandglass stopwatch start exited {status}: {err.strip()[:300]}")
                    first = self.stopwatch()
                t_first = time.monotonic()
                time.sleep(1.1)
                second = self.stopwatch()
                t_second = time.monotonic()
                if not (first and second and first.get("state") == "running"
                        and second.get("state") == "running"
                        and 800 <= second["elapsed_ms"] - first["elapsed_ms"] <= 3000):
                    raise BenchError(f"the Sandglass stopwatch is not running: {first} then {second}")
                self.results.notes.append(
                    f"sandglass stopwatch verified running through status --json: elapsed_ms "
                    f"{first['elapsed_ms']} then {second['elapsed_ms']} {t_second - t_first:.1f} s later")
                self.settle(self.args.settle)
                self.require_redraws(r, "sandglass stopwatch")
                self.measure(f"stopwatch visible {WIDTH}x{HEIGHT}", SANDGLASS, r, True, note)
                r.minimize()
                self.settle(self.args.settle)
                self.measure("stopwatch minimized", SANDGLASS, r, False)
                after = self.stopwatch()
                if not (after and after.get("state") == "running"
                        and after["elapsed_ms"] > second["elapsed_ms"]):
                    raise BenchError(f"the Sandglass stopwatch is no longer running: {after}")
            finally:
                # Sandglass keeps a running stopwatch across restarts; leave none behind (through
                # the running instance: without one, `stopwatch pause` would start Sandglass).
                if pid_alive(r.pid):
                    self.stopwatch_reset(path)
                r.stop()
        except BenchError as e:
            self.failed("stopwatch", SANDGLASS, e)

    def end_timing(self, path):
        r = Running(self.s, [path])
        try:
            for _ in range(self.args.end_runs):
                # Sandglass keeps a running timer across restarts: make room for the new one.
                self.s.run([path, "timer", "cancel"])
                status, _, err = self.s.run([path, "timer", "start", "3s", "--label", "bench-end"],
                                            stderr=True)
                if status != 0:
                    raise BenchError(f"sandglass timer start 3s --label bench-end exited {status}: "
                                     f"{err.strip()[:300]}")
                time.sleep(3.4)
                deadline = time.monotonic() + 10
                while True:
                    timer = self.timer("bench-end") or self.timer()
                    if timer and timer.get("state") == "finished" and timer.get("finished_at"):
                        break
                    if time.monotonic() > deadline:
                        raise BenchError(f"the 3 s timer did not finish: {timer}")
                    time.sleep(0.25)
                ends = datetime.datetime.fromisoformat(timer["ends_at"])
                finished = datetime.datetime.fromisoformat(timer["finished_at"])
                error = (finished - ends).total_seconds() * 1000
                self.results.end_errors.append(error)
                log(f"sandglass 3 s timer: ends_at {timer['ends_at']}, "
                    f"finished_at {timer['finished_at']}: {error:+.1f} ms")
                time.sleep(0.3)
        finally:
            r.stop()
