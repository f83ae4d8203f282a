"""The driver of gtk-floor (Sources/GtkFloor), the like-for-like floor Sandglass is measured
against: the bare libadwaita window showing what a running timer shows, a GtkWindow after
adw_init() (Adwaita's stylesheet and style manager, as Sandglass's AdwApplication loads them)
with an AdwHeaderBar (client-side decorations, as Sandglass's window), one label and one progress
bar styled as Sandglass's digits and bar, no application object. Measured: launch time
(launches.py), static (idle), and `--redraw`, changing the label and the bar at each whole
second (a one-shot timeout for the next boundary, as Sandglass arms one), visible then
minimized; and `--frames`, the stopwatch's floor: its digits alone, new text at every frame
(a GtkInscription, as Sandglass's stopwatch draws them). (`gtk-floor --plain-gtk` is the pure GTK window it was before: no adw_init(), a
GtkHeaderBar; not measured here, for comparison by hand.)

It is drawn the way Sandglass is drawn in the same session (session.py decides: cairo with
GSK_RENDERER=cairo GDK_DEBUG=gl-disable, or GTK's default renderer); the report says whether each
process had an OpenGL library mapped, and the targets against the floor say NOTE when Sandglass
and the floor differ.

gtk-floor GL: where the floor draws with cairo, the same window with GTK's default renderer
(OpenGL, in software here): launch time and the visible 1/s redraw, a reference line only, for
the figures once measured against the OpenGL floor (--no-gl-floor: skip it).

The instructions group (instructions.py): the same two windows, `--redraw` and `--frames`, run
under callgrind, counted per 10 s and per frame drawn."""

from . import instructions
from .common import FLOOR, FLOOR_GL, HEIGHT, WIDTH, BenchError
from .instructions import PER_10_S, PER_FRAME, Callgrind
from .runner import Driver
from .window import Running


class Floor(Driver):
    def run(self):
        """The like-for-like floor, drawn as Sandglass draws here (cairo where Sandglass chooses
        it); then, where that is cairo, the same window with GTK's default (OpenGL) renderer as a
        reference line only (a second's redraw; its launches are in launches.py), unless
        --no-gl-floor."""
        path, env = self.args.floor, self.s.renderer_env(self.s.cairo)
        if self.wants("idle"):
            self.idle([path], env)
        if self.wants("redraw"):
            self.redraw(path, env)
        if self.wants("stopwatch"):
            self.frames(path, env)
        if self.wants("instructions"):
            self.instructions(path, env)
        if not self.s.cairo or self.args.no_gl_floor:
            return
        if self.wants("redraw"):
            self.redraw(path, {}, FLOOR_GL, minimized=False)

    def idle(self, argv, env):
        """The static window, past GTK's cursor blink: its memory and (no) wake-ups."""
        scenario = "idle (static window)"
        try:
            r = Running(self.s, argv, env=env)
            try:
                note = self.size_note(r.resize())
                self.settle(max(self.args.settle, self.args.idle_settle))
                self.measure(scenario, FLOOR, r, True, note)
            finally:
                r.stop()
        except BenchError as e:
            self.failed(scenario, FLOOR, e)

    def redraw(self, path, env, program=FLOOR, minimized=True):
        try:
            r = Running(self.s, [path, "--redraw"], env=env)
            try:
                note = self.size_note(r.resize())
                self.settle(self.args.settle)
                self.require_redraws(r, program)
                self.measure(f"redraw 1/s visible {WIDTH}x{HEIGHT}", program, r, True, note)
                if minimized:
                    r.minimize()
                    self.settle(self.args.settle)
                    self.measure("redraw 1/s minimized", program, r, False)
            finally:
                r.stop()
        except BenchError as e:
            self.failed("redraw 1/s", program, e)

    def frames(self, path, env):
        """The stopwatch's floor: digits with hundredths, new at every frame, visible."""
        scenario = f"stopwatch visible {WIDTH}x{HEIGHT}"
        try:
            r = Running(self.s, [path, "--frames"], env=env)
            try:
                note = self.size_note(r.resize())
                self.settle(self.args.settle)
                self.require_redraws(r, f"{FLOOR} --frames")
                self.measure(scenario, FLOOR, r, True, note)
            finally:
                r.stop()
        except BenchError as e:
            self.failed(scenario, FLOOR, e)

    def instructions(self, path, env):
        """The 1/s redraw (counted from between two redraws) and the digits at every frame (counted
        as they come, frames drawn beside), under callgrind, as the redraw and stopwatch groups run
        them."""
        for flag, scenario, per in (("--redraw", f"redraw 1/s visible {WIDTH}x{HEIGHT}", PER_10_S),
                                    ("--frames", f"stopwatch visible {WIDTH}x{HEIGHT}", PER_FRAME)):
            try:
                run = Callgrind(self.s, [path, flag], env=env)
                try:
                    note = self.size_note(run.window.resize(timeout=30))
                    self.settle(instructions.SETTLE)
                    self.require_redraws(run.window, f"{FLOOR} {flag} under callgrind")
                    instructions.measure(self, scenario, FLOOR, run, per, note)
                finally:
                    run.stop()
            except BenchError as e:
                instructions.failed(self, scenario, FLOOR, e)
