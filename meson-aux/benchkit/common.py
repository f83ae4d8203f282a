"""What every part of the bench shares: the names of the programs and scenario groups, the
window size, the log, and the error that marks a scenario not measured."""

import sys
import time

WIDTH, HEIGHT = 870, 690   # every window, the size GNOME Clocks opens at
PROGRAMS = ("floor", "clocks", "sandglass")  # --only's names, in the order they run
SCENARIOS = ("launch", "idle", "timer", "end", "redraw", "stopwatch", "pomodoro", "countdown", "sound",
             "timers", "follow", "tray", "presence", "commands", "instructions")
FLOOR = "gtk-floor"        # the like-for-like floor: drawn as Sandglass is drawn in this session
FLOOR_GL = "gtk-floor GL"  # reference only: the same window with GTK's default (OpenGL) renderer
FLOOR_APP = "gtk-floor app"  # reference only: the floor's window belonging to a registered AdwApplication
CLOCKS = "gnome-clocks"
SANDGLASS = "sandglass"
SANDGLASS_ACTIVATED = "sandglass activated"  # started as the desktop's launcher starts it (activation.py)


def log(message):
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


class BenchError(Exception):
    """A step that could not be carried out; the scenario is reported as not measured."""
