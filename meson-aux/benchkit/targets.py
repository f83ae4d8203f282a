"""The targets: one table of records, each a figure (figures.py), a comparison and a limit,
against a constant or another figure of the same run, judged by one function, judge().

A verdict is PASS or FAIL; n/a when a figure it needs was not measured (with the reason when
the run kept one); `ref` for a reference figure, printed beside another with no limit (the
figures once compared with the old OpenGL floor, for one). A group of targets is printed when
one of its scenario groups ran (a record may narrow that further).

The limits, in words:
- against the like-for-like floor, measured in the same run: launch <= 1.2 x the floor's; RSS
  <= the floor's + 12 MB (issue 31's figures), with each program's largest RSS (Sandglass's
  stopwatch rows, the timers group's rows and the rows after a ring left out:
  results.largest_rss); a visible running timer's CPU <= 1.2 x the
  floor's visible 1/s redraw;
- a running timer: visible, CPU <= Clocks' / 5; minimized, <= 0.5 wake-ups/s; idle past GTK's
  cursor blink, no context switch at all; an end noticed within 20 ms;
- the compact view: CPU <= the full view's, and <= 1.2 x the floor's redraw;
- the stopwatch: visible, CPU <= Clocks' stopwatch / 2; minimized, <= 0.5 wake-ups/s;
- the Pomodoro and countdown pages: visible, CPU <= 1.2 x the Timer page's; minimized,
  <= 0.5 wake-ups/s;
- sound: the first sample <= 100 ms after the end in every run; no context switch idle after
  a ring, visible and minimized; the end still noticed within 20 ms;
- many timers: 100 visible running timers, CPU <= 2 x one; minimized, < 0.2 wake-ups/s; 1,000
  paused timers, launch and RSS within 10 % of one;
- status followers: the instance < 0.2 wake-ups/s minimized with 10 followers; a follower's own
  wake-ups <= 1.05/s while a timer runs and < 0.2/s while it is paused, its RSS <= 15 MB; the
  median latency from a change to a follower's line <= 20 ms.
- a command with Sandglass running: `status --json` and `timer toggle`, CPU and wall time (each the
  median of 15) <= 2 x `gdbus call` of the same request (the instance's Run method).
- instructions, counted under callgrind in the same run (issue 31's figures): the timer page,
  the Pomodoro page and the compact view, visible, per 10 s <= the floor's 1/s label window; the
  running stopwatch, visible, per 10 s <= 1.2 x the floor's digits at every frame (what it costs
  while it shows; its cost per frame drawn is printed beside it, without a verdict)."""

import operator
from dataclasses import dataclass
from typing import Callable, Optional

from . import figures as f
from .common import FLOOR, FLOOR_APP, FLOOR_GL, SANDGLASS
from .figures import Figure

COMPARISONS = {
    "<=": operator.le,
    "<": operator.lt,
    "==": operator.eq,
    "within": lambda value, limit: abs(value) <= limit,  # either side of zero
}


@dataclass(frozen=True)
class Target:
    name: str                          # what it checks, as printed ({…}: from the run's context)
    figure: Figure                     # what is measured
    compare: Optional[str]             # one of COMPARISONS; None: a reference figure, no verdict
    limit: Optional[float] = None      # a constant, or with `against`: how it scales that figure
    against: Optional[Figure] = None   # what the figure is compared with (None: the limit alone)
    scale: str = "x"                   # the limit from `against`: "x" (limit x it), "/" (it / limit),
                                       # "+" (it + limit: the difference is judged); "": no ratio printed
    also: tuple = ()                   # figures printed beside the verdict, when measured
    when: tuple = ()                   # scenario groups, one of which must have run (else the group's)
    hint: str = ""                     # added where a figure is missing
    quiet: bool = False                # nothing printed when a figure is missing


@dataclass(frozen=True)
class Group:
    title: str                         # ({…}: from the run's context)
    when: tuple                        # scenario groups, one of which must have run
    targets: tuple
    head: Optional[Callable] = None    # (results) -> lines printed under the title
    foot: str = ""


def opengl_note(results):
    """Sandglass and the floor are compared like for like only if both drew the same way."""
    sandglass, floor = results.opengl.get(SANDGLASS), results.opengl.get(FLOOR)
    if sandglass is not None and floor is not None and sandglass != floor:
        return [f"  NOTE  not like for like: Sandglass had OpenGL {'mapped' if sandglass else 'unmapped'}, "
                f"the floor {'mapped' if floor else 'unmapped'}"]
    return []


def _pages():
    """The Pomodoro and countdown pages, each against the Timer page (when its group ran)."""
    for key in ("pomodoro", "countdown"):
        yield Target(f"{key} visible, CPU <= 1.2 x the timer page's", f.page_cpu(key), "<=", 1.2, f.TIMER_CPU,
                     when=(key,), hint="run the timer scenarios too")
        # Once wake-ups <= 1.5 x the OpenGL floor; against the like-for-like floor that is no
        # longer a target, so it is a figure only.
        yield Target(f"{key} visible, wake-ups against the floor's 1/s redraw", f.page_wakeups(key), None,
                     against=f.FLOOR_WAKEUPS, when=(key,), quiet=True)
        yield Target(f"{key} minimized, wake-ups <= 0.5/s", f.page_minimized_wakeups(key), "<=", 0.5, when=(key,))
    yield Target("pomodoro visible, wake-ups <= 2.5/s", f.page_wakeups("pomodoro"), "<=", 2.5, when=("pomodoro",))


FLOOR_SCENARIOS = ("launch", "idle", "timer", "end", "redraw")

TABLE = (
    Group("against the like-for-like floor (the bare libadwaita window, an AdwHeaderBar, a label and a "
          "progress bar, drawing with {renderer} as Sandglass does here)", FLOOR_SCENARIOS, (
        Target("launch to mapped window <= 1.2 x the floor's", f.SANDGLASS_LAUNCH, "<=", 1.2, f.FLOOR_LAUNCH),
        Target("RSS <= the floor's + 12 MB", f.SANDGLASS_LARGEST_RSS, "<=", 12, f.FLOOR_LARGEST_RSS, scale="+"),
        Target("visible timer CPU <= 1.2 x the floor's 1/s redraw", f.TIMER_CPU, "<=", 1.2, f.FLOOR_CPU),
        Target("visible timer wake-ups against the floor's 1/s redraw", f.TIMER_WAKEUPS, None,
               against=f.FLOOR_WAKEUPS, quiet=True),
        # One frame per displayed change: the digits' second, and the bar when it grows a pixel.
        Target("visible timer wake-ups <= 2.5/s", f.TIMER_WAKEUPS, "<=", 2.5),
    ), head=opengl_note, foot="(and the targets below)"),

    Group("a running timer", FLOOR_SCENARIOS, (
        Target("visible timer CPU <= Clocks' / 5", f.TIMER_CPU, "<=", 5, f.CLOCKS_TIMER_CPU, scale="/"),
        Target("minimized timer wake-ups <= 0.5/s", f.TIMER_MINIMIZED_WAKEUPS, "<=", 0.5),
        Target("idle past the cursor blink, no wake-ups", f.IDLE_SWITCHES, "==", 0, also=(f.FLOOR_IDLE_SWITCHES,)),
        Target("end noticed within 20 ms (finished_at - ends_at)", f.END_ERROR, "within", 20),
        # The floor's window belonging to a registered application, as Sandglass's does: what
        # registering adds to a launch, which the bare window does not pay.
        Target(f"launch against {FLOOR_APP} (the floor registered as an application)", f.SANDGLASS_LAUNCH,
               None, against=f.FLOOR_APP_LAUNCH, quiet=True),
        # Started as a desktop's launcher starts it (its desktop file is DBusActivatable): the
        # session bus starts `sandglass-app`, with no `sandglass` command before it.
        Target("launch from the desktop's launcher (D-Bus activation) against the floor's",
               f.SANDGLASS_ACTIVATED_LAUNCH, None, against=f.FLOOR_LAUNCH, quiet=True),
        # The floor with GTK's default (OpenGL) renderer, what these were once compared with.
        Target(f"launch against {FLOOR_GL} (OpenGL, the old floor)", f.SANDGLASS_LAUNCH, None,
               against=f.FLOOR_GL_LAUNCH, quiet=True),
        Target(f"visible timer CPU against {FLOOR_GL}'s 1/s redraw", f.TIMER_CPU, None,
               against=f.FLOOR_GL_CPU, quiet=True),
        Target(f"visible timer wake-ups against {FLOOR_GL}'s 1/s redraw", f.TIMER_WAKEUPS, None,
               against=f.FLOOR_GL_WAKEUPS, quiet=True),
        Target(f"RSS against {FLOOR_GL}'s 1/s redraw", f.SANDGLASS_LARGEST_RSS, None,
               against=f.FLOOR_GL_RSS, scale="+", quiet=True),
    )),

    Group("the compact view", ("timer",), (
        Target("compact view's visible timer CPU <= the full view's", f.COMPACT_CPU, "<=", 1, f.TIMER_CPU,
               also=(f.COMPACT_WAKEUPS, f.TIMER_WAKEUPS)),
        Target("compact view's visible timer CPU <= 1.2 x the floor's 1/s redraw", f.COMPACT_CPU, "<=", 1.2,
               f.FLOOR_CPU, quiet=True),
        Target("compact view's visible timer wake-ups <= 2.5/s", f.COMPACT_WAKEUPS, "<=", 2.5),
    )),

    Group("the stopwatch", ("stopwatch",), (
        Target("visible running stopwatch CPU <= Clocks' stopwatch / 2", f.STOPWATCH_CPU, "<=", 2,
               f.CLOCKS_STOPWATCH_CPU, scale="/", also=(f.STOPWATCH_WAKEUPS, f.CLOCKS_STOPWATCH_WAKEUPS)),
        Target("minimized running stopwatch wake-ups <= 0.5/s", f.STOPWATCH_MINIMIZED_WAKEUPS, "<=", 0.5),
        Target("visible running stopwatch CPU <= 1.2 x the floor's digits at every frame", f.STOPWATCH_CPU, "<=",
               1.2, f.FLOOR_STOPWATCH_CPU, also=(f.STOPWATCH_WAKEUPS, f.FLOOR_STOPWATCH_WAKEUPS),
               hint="run the floor too"),
    )),

    Group("Pomodoro and countdown (the Timer page's cost)", ("pomodoro", "countdown"), tuple(_pages())),

    Group("sound at an end; a ring over costs nothing", ("sound",), (
        Target("first sample handed to the sound device <= 100 ms after the end", f.FIRST_SAMPLE, "<=", 100),
        Target("idle after a ring, visible, no wake-ups", f.POST_RING_VISIBLE, "==", 0),
        Target("idle after a ring, minimized, no wake-ups", f.POST_RING_MINIMIZED, "==", 0),
        Target("end noticed within 20 ms, sound and all", f.END_ERROR_WITH_SOUND, "within", 20),
        Target("rings again, silent after dismiss", f.RINGS, None, quiet=True),
        Target("RSS after a ring (GSound loaded) against the same instance before its first timer",
               f.POST_RING_RSS, None, against=f.RSS_BEFORE_RING, scale="+", quiet=True),
        Target("RSS after a ring (GSound loaded) against an instance that never rang",
               f.POST_RING_RSS, None, against=f.IDLE_RSS, scale="+", quiet=True),
        Target("first sample against GNOME Clocks'", f.FIRST_SAMPLE, None, against=f.CLOCKS_FIRST_SAMPLE,
               scale="", quiet=True),
    )),

    Group("the watches on sleep, lock and idle (no more wake-ups than without)", ("presence",), (
        Target("idle minimized with the watches, no wake-ups", f.presence("idle", "on"), "==", 0,
               also=(f.presence("idle", "off"),)),
        Target("focus phase minimized with the watches, no wake-ups", f.presence("focus", "on"), "==", 0,
               also=(f.presence("focus", "off"),)),
    )),

    Group("several timers", ("timers",), (
        Target("{many_timers} visible running timers, CPU <= 2 x one visible timer", f.MANY_CPU, "<=", 2,
               f.TIMER_CPU, also=(f.MANY_WAKEUPS, f.ONE_TIMER_WAKEUPS), hint="run the timer group too"),
        Target("{many_timers} minimized running timers, no wake-ups between ends (< 0.2/s)", f.MANY_MINIMIZED,
               "<", 0.2),
        Target("{idle_timers} paused timers: launch within 10 % of one", f.PAUSED_LAUNCH, "<=", 1.1,
               f.ONE_PAUSED_LAUNCH),
        Target("{idle_timers} paused timers: RSS within 10 % of one", f.PAUSED_RSS, "<=", 1.1, f.ONE_PAUSED_RSS),
    )),

    Group("a command with Sandglass running (the request as gdbus call sends it)", ("commands",), tuple(
        Target(f"{request}: {kind} <= 2 x gdbus call of the same request",
               f.COMMAND_FIGURES[("sandglass", request, measure)], "<=", 2,
               f.COMMAND_FIGURES[("gdbus call", request, measure)])
        for request in ("status --json", "timer toggle") for kind, measure in (("CPU", "cpu_ms"), ("wall", "wall_ms"))
    ) + tuple(
        Target(f"{request}: {kind} of the full program (sandglass-app) against gdbus call",
               f.COMMAND_FIGURES[("sandglass-app", request, measure)], None,
               against=f.COMMAND_FIGURES[("gdbus call", request, measure)], scale="", quiet=True)
        for request in ("status --json", "timer toggle") for kind, measure in (("CPU", "cpu_ms"), ("wall", "wall_ms"))
    )),

    Group("instructions, counted by callgrind (issue 31: against the floor, in the same run)", ("instructions",), (
        Target("timer page visible: instructions per 10 s <= the floor's 1/s label window", f.INSTR_TIMER, "<=", 1,
               f.INSTR_FLOOR_REDRAW, hint="run the floor too"),
        Target("Pomodoro page visible: instructions per 10 s <= the floor's 1/s label window", f.INSTR_POMODORO,
               "<=", 1, f.INSTR_FLOOR_REDRAW, hint="run the floor too"),
        Target("compact view visible: instructions per 10 s <= the floor's 1/s label window", f.INSTR_COMPACT,
               "<=", 1, f.INSTR_FLOOR_REDRAW, hint="run the floor too"),
        # The CPU a running stopwatch costs while it shows, as the issue asks of it (and as the
        # stopwatch group's CPU target): per 10 s, each drawing at its own rate, Sandglass a third
        # of the floor's frames; no figure when either drew slower under valgrind than natively.
        Target("stopwatch visible: instructions per 10 s <= 1.2 x the floor's digits at every frame",
               f.INSTR_STOPWATCH_10S, "<=", 1.2, f.INSTR_FLOOR_FRAMES_10S, hint="run the floor too"),
        # What each frame drawn costs: Sandglass draws at most every 40 ms (three texts: the digits
        # and the live lap's two times), the floor at every tick (the digits alone).
        Target("stopwatch visible: instructions per frame drawn, against the floor's", f.INSTR_STOPWATCH, None,
               against=f.INSTR_FLOOR_FRAMES, quiet=True),
    )),

    Group("status --follow", ("follow",), (
        Target("minimized timer with 10 followers, no wake-ups between ends (< 0.2/s)", f.FOLLOWED_MINIMIZED,
               "<", 0.2),
        Target("a follower's own wake-ups while a timer runs <= 1/s (1.05)", f.FOLLOWER_RUNNING, "<=", 1.05,
               also=(f.FOLLOWER_JSON_RUNNING,)),
        Target("a follower's own wake-ups while nothing runs, none (< 0.2/s)", f.FOLLOWER_PAUSED, "<", 0.2),
        Target("a follower's RSS <= 15 MB", f.FOLLOWER_RSS, "<=", 15, also=(f.FOLLOWER_JSON_RSS,)),
        Target("latency from a change to the follower's line: median <= 20 ms", f.FOLLOW_LATENCY, "<=", 20),
    )),
)


def judge(target, results, context):
    """(word, detail) for one target: PASS, FAIL, n/a or ref; None when it prints nothing."""
    reading = target.figure.read(results, context)
    against = target.against.read(results, context) if target.against else None
    if reading is None or (target.against and against is None):
        if target.quiet:
            return None
        missing = target.figure if reading is None else target.against
        why = missing.why_missing(results, context) or "missing measurement"
        return "n/a", (f"{missing.name.format(**context)}: {why}"
                       + (f" ({target.hint})" if target.hint else ""))
    value = reading.value
    detail = reading.text
    if against is None:
        word = "ref" if target.compare is None else _word(COMPARISONS[target.compare](value, target.limit))
    else:
        other, limit, scale = against.value, target.limit, target.scale
        detail += f" vs {target.against.name.format(**context)} {against.text}"
        if target.compare is None:
            word = "ref"
        else:
            if scale == "+":    # the difference is judged: value - other <= limit
                judged, threshold, bound = value - other, limit, other + limit
            elif scale == "/":
                judged, threshold = value, other / limit
                bound = threshold
            else:
                judged, threshold = value, other * limit
                bound = threshold
            word = _word(COMPARISONS[target.compare](judged, threshold))
            if limit != 1 or scale != "x":
                detail += f" ({scale} {limit:g} = {target.figure.unit.format(bound)})"
        if scale == "+":
            detail += ": " + target.figure.unit.replace("{:", "{:+").format(value - other)
        elif scale and other:
            detail += f"; ratio {value / other:.3g}"
    for figure in target.also:
        beside = figure.read(results, context)
        if beside is not None:
            detail += f"; {figure.name.format(**context)} {beside.text}"
    return word, detail


def _word(ok):
    return "PASS" if ok else "FAIL"


def verdicts(args, session, results):
    """The lines of every group of targets whose scenarios ran."""
    context = dict(vars(args), renderer="cairo" if session.cairo else "GTK's default renderer")
    lines = []
    for group in TABLE:
        if not any(scenario in args.scenarios for scenario in group.when):
            continue
        if lines:
            lines.append("")
        lines.append(f"targets: {group.title.format(**context)}:")
        if group.head:
            lines.extend(group.head(results))
        for target in group.targets:
            if target.when and not any(scenario in args.scenarios for scenario in target.when):
                continue
            judged = judge(target, results, context)
            if judged is not None:
                word, detail = judged
                lines.append(f"  {word:<4}  {target.name.format(**context)}: {detail}")
        if group.foot:
            lines.append(f"  {group.foot}")
    return lines
