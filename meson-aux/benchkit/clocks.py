"""The driver of GNOME Clocks (`gnome-clocks`), which it drives through its accessibility tree
(clocks_atspi.py, run in a fresh process each time): its Timer page without a timer (idle), then
a 5-minute timer started through that tree (visible, then minimized), and its Stopwatch page
started through the same tree (visible, then minimized); sound: a 3 s timer set and started on
its Timer face through the same tree, a fresh Clocks each time, the last one then idle, visible
then minimized. Clocks saves its timers in GSettings: they are reset before each launch."""

import json
import re
import time
from pathlib import Path

from .common import CLOCKS, HEIGHT, WIDTH, BenchError, log
from .runner import Driver
from .sound import SoundTap, note_silent_writers, sound_missing, wall
from .window import Running

ATSPI_DRIVER = Path(__file__).resolve().parent / "clocks_atspi.py"


def plain(text):
    """Clocks' "00 ∶ 04 ∶ 59" (hair spaces, ratio signs) as 00:04:59."""
    return re.sub(r"\s", "", text).replace("\u2236", ":")


class Clocks(Driver):
    def driver(self, *arguments):
        status, out, err = self.s.run(["/usr/bin/python3", str(ATSPI_DRIVER), *arguments],
                                      timeout=60, stderr=True)
        if status != 0:
            raise BenchError(f"driving Clocks ({' '.join(arguments)}) failed: {err.strip()[-300:]}")
        return json.loads(out)

    def forget_timers(self):
        """Clocks saves its timers in GSettings and shows them again at the next launch."""
        self.s.run(["gsettings", "reset", "org.gnome.clocks", "timers"])

    def run(self):
        argv = ["gnome-clocks"]
        if self.wants("idle"):
            try:
                self.forget_timers()
                r = Running(self.s, argv)
                try:
                    note = self.size_note(r.resize())
                    self.driver("timer-page")
                    self.settle(max(self.args.settle, self.args.idle_settle))
                    self.measure("idle (Timer page, no timer)", CLOCKS, r, True, note)
                finally:
                    r.stop()
            except BenchError as e:
                self.failed("idle (Timer page, no timer)", CLOCKS, e)
        if self.wants("timer"):
            self.timer(argv)
        if self.wants("stopwatch"):
            self.stopwatch(argv)
        if self.wants("sound"):
            self.sound(argv)

    def timer(self, argv):
        try:
            self.forget_timers()
            r = Running(self.s, argv)
            try:
                note = self.size_note(r.resize())
                self.driver("timer-page")
                started = self.driver("start", "5")
                first = self.driver("read")
                time.sleep(2.2)
                second = self.driver("read")
                a, b = first["seconds"], second["seconds"]
                if not (len(a) == 1 and len(b) == 1 and 240 < b[0] < a[0] <= 300):
                    raise BenchError(f"the Clocks timer is not counting down: {a} then {b}")
                self.results.notes.append(
                    f"gnome-clocks timer verified running through AT-SPI: preset '5 m' set the "
                    f"spin buttons to {[int(v) for v in started['spin_buttons']]}, its row read "
                    f"{plain(first['countdowns'][0])} then {plain(second['countdowns'][0])} "
                    "2.2 s later")
                self.settle(self.args.settle)
                self.require_redraws(r, "gnome-clocks")
                self.measure(f"timer visible {WIDTH}x{HEIGHT}", CLOCKS, r, True, note)
                r.minimize()
                self.settle(self.args.settle)
                self.measure("timer minimized", CLOCKS, r, False)
                after = self.driver("read")["seconds"]
                if not after or after[0] >= b[0]:
                    raise BenchError(f"the Clocks timer stopped counting: {after}")
            finally:
                r.stop()
        except BenchError as e:
            self.failed("timer", CLOCKS, e)

    def stopwatch(self, argv):
        try:
            self.forget_timers()  # no saved timer row counting down beside the stopwatch
            r = Running(self.s, argv)
            try:
                note = self.size_note(r.resize())
                self.driver("stopwatch-page")
                started = self.driver("stopwatch-start")
                first, t_first = self.driver("stopwatch-read"), time.monotonic()
                time.sleep(2.2)
                second, t_second = self.driver("stopwatch-read"), time.monotonic()
                a, b = first["seconds"], second["seconds"]
                if not 1.5 <= b - a <= 15:
                    raise BenchError(f"the Clocks stopwatch is not running: {first['text']} then "
                                     f"{second['text']} {t_second - t_first:.1f} s later")
                self.results.notes.append(
                    f"gnome-clocks stopwatch verified running through AT-SPI: Start made its "
                    f"buttons {started['buttons']}, its time read {plain(first['text'])} then "
                    f"{plain(second['text'])} {t_second - t_first:.1f} s later (each read walks "
                    "its accessibility tree)")
                self.settle(self.args.settle)
                self.require_redraws(r, "gnome-clocks stopwatch")
                self.measure(f"stopwatch visible {WIDTH}x{HEIGHT}", CLOCKS, r, True, note)
                r.minimize()
                self.settle(self.args.settle)
                self.measure("stopwatch minimized", CLOCKS, r, False)
                after = self.driver("stopwatch-read")
                if after["seconds"] <= b:
                    raise BenchError(f"the Clocks stopwatch stopped: {after['text']}")
            finally:
                r.stop()
        except BenchError as e:
            self.failed("stopwatch", CLOCKS, e)

    def sound(self, argv):
        """GNOME Clocks' sound at its timer's end, beside Sandglass's: it plays the theme's
        "complete" once, through GSound too. Each run is a fresh Clocks (its saved timers
        forgotten) showing its Timer face, where a 3 s timer is set and started through the
        accessibility tree: once a timer has ended, its row's buttons are unnamed icons in
        stacks whose hidden pages GTK 4.8 does not tell apart, so a row cannot be restarted
        reliably. Clocks does not tell when its timer ended: the end is estimated as the press
        of its start button + 3 s. The last run's Clocks is then sampled idle, visible and
        minimized, as Sandglass is after a ring."""
        missing = sound_missing("complete")
        if missing:
            self.failed("sound", CLOCKS, missing)
            return
        tap = SoundTap(self.s.tmp / "sound-clocks")
        runs = self.results.sound_runs.setdefault(CLOCKS, [])
        try:
            for index in range(self.args.end_runs):
                self.forget_timers()
                r = Running(self.s, argv, env=tap.env())
                try:
                    note = self.size_note(r.resize())
                    self.driver("timer-page")
                    runs.append(self.ring(tap))
                    if index == self.args.end_runs - 1:
                        self.settle(max(self.args.settle, self.args.idle_settle))
                        self.measure(f"post-ring idle visible {WIDTH}x{HEIGHT}", CLOCKS,
                                     r, True, note)
                        r.minimize()
                        self.settle(self.args.settle)
                        self.measure("post-ring idle minimized", CLOCKS, r, False)
                finally:
                    r.stop()
        except BenchError as e:
            self.failed("sound", CLOCKS, e)
        finally:
            self.forget_timers()
            tap.stop()
            note_silent_writers(self.results, CLOCKS, tap)

    def ring(self, tap):
        """One 3 s Clocks timer, heard at its end: the first bytes against the estimated end
        (the start button's press + 3 s, within the press's round trip), and any next play."""
        index = tap.count()
        started = self.driver("start-seconds", "3")
        pressed_from, pressed_to = started["pressed_from"], started["pressed_to"]
        play = tap.wait_play(index, 3 + 10)
        if play is None:
            raise BenchError("no sound reached the device within 10 s of the 3 s timer's end"
                             + self.s.log_tail())
        again = tap.wait_play(index + 1, 3.0)
        plays = tap.plays_since(index)
        ends = (pressed_from + pressed_to) / 2 + 3
        run = {
            "first_sample_ms": (play["first"] - ends) * 1000,
            "uncertainty_ms": (pressed_to - pressed_from) / 2 * 1000,
            "again_after_s": again["first"] - play["first"] if again else None,
            "first_play_bytes": plays[0]["bytes"],
            "plays": len(plays), "bytes_total": sum(p["bytes"] for p in plays),
        }
        log(f"gnome-clocks ring: start pressed at {wall(pressed_from).isoformat(timespec='milliseconds')} "
            f"(within {pressed_to - pressed_from:.4f} s), first sample "
            f"{wall(play['first']).isoformat(timespec='milliseconds')}: "
            f"{run['first_sample_ms']:+.1f} ms after the estimated end "
            f"(+-{run['uncertainty_ms']:.1f} ms); "
            + (f"again {run['again_after_s']:.2f} s later" if again else "no repeat within 3 s"))
        return run

    # -- Sandglass --
