"""The named figures the targets judge: each says where in a run's results it is read (a sampled
row's CPU, wake-ups, context switches or RSS; a median launch time; the worst end-timing error;
what the sound runs heard; the followers' latency; the instructions group's counts) and how it
prints. A figure that was not
measured reads as None, with the reason when the run kept one.

Names and row prefixes may hold the options in braces ("{many_timers} timers visible"), filled
from the run's context (the options, and `renderer`)."""

import statistics
from dataclasses import dataclass
from typing import Callable, NamedTuple, Optional

from .common import CLOCKS, FLOOR, FLOOR_APP, FLOOR_GL, SANDGLASS, SANDGLASS_ACTIVATED, WIDTH
from .instructions import PER_10_S, PER_FRAME

FOLLOWER = "sandglass follower"


class Reading(NamedTuple):
    value: float
    text: str  # as printed: "0.145 %", "52.8 MB (largest, timer minimized)"


@dataclass(frozen=True)
class Figure:
    name: str                                         # as a verdict names it when it is missing
    read: Callable[..., Optional[Reading]]            # (results, context) -> Reading or None
    unit: str = "{:.3f}"                              # how a limit on it prints
    why_missing: Callable[..., Optional[str]] = lambda results, context: None


def row(name, program, prefix, key, unit, show=None, failed_as=()):
    """program's first sampled row whose scenario starts with prefix: its figure `key`, printed
    with unit or by show(row). A missing row is explained by the error of its scenario, or of
    the scenarios failed_as names."""
    def read(results, context):
        found = results.row(program, prefix.format(**context))
        if found is None:
            return None
        return Reading(found[key], show(found) if show else unit.format(found[key]))

    def why_missing(results, context):
        return results.missing(program, *(failed_as or (prefix.format(**context),)))

    return Figure(name, read, unit, why_missing)


def cpu(name, program, prefix, unit="{:.3f} %", **options):
    return row(name, program, prefix, "cpu_percent", unit, **options)


def wakeups(name, program, prefix, unit="{:.2f}/s", **options):
    return row(name, program, prefix, "wakeups_per_s", unit, **options)


def rss(name, program, prefix, unit="{:.1f} MB", **options):
    return row(name, program, prefix, "rss_mb", unit, **options)


def wakeups_counted(name, program, prefix, **options):
    """Wake-ups/s with the context switches they were counted from."""
    return wakeups(name, program, prefix,
                   show=lambda r: f"{r['wakeups_per_s']:.2f}/s ({r['switches']} in {r['seconds']:.1f} s)", **options)


def switches(name, program, prefix, **options):
    """Every context switch in the sample: an idle window's must be none at all."""
    return row(name, program, prefix, "switches", "{:.0f}",
               show=lambda r: f"{r['switches']} context switches in {r['seconds']:.1f} s", **options)


def own_wakeups(name, program, prefix, failed_as=()):
    """Wake-ups/s less the preemptions (nonvoluntary switches): the machine's load, not the program's."""
    def read(results, context):
        found = results.row(program, prefix)
        if found is None:
            return None
        own = found["wakeups_per_s"] - found.get("preempted_per_s", 0.0)
        return Reading(own, f"{own:.2f}/s of its own ({found['wakeups_per_s']:.2f}/s with preemptions)")
    return Figure(name, read, "{:.2f}/s", lambda results, context: results.missing(program, *failed_as))


def largest_rss(name, program):
    """program's largest RSS (results.largest_rss says which rows count)."""
    def read(results, context):
        found = results.largest_rss(program)
        if found is None:
            return None
        return Reading(found["rss_mb"], f"{found['rss_mb']:.1f} MB (largest, {found['scenario']})")
    return Figure(name, read, "{:.1f} MB")


def launch(name, program):
    """The median of program's timed launches, to its window mapped."""
    def read(results, context):
        times = results.launch.get(program.format(**context))
        if not times:
            return None
        median = statistics.median(times)
        return Reading(median, f"median {median:.0f} ms of {len(times)}")
    return Figure(name, read, "{:.0f} ms")


def computed(name, value, show, unit="{:.1f} ms", why_missing=None):
    """A figure computed from the results: value(results) is a number or None, and
    show(results, number, context) its text."""
    def read(results, context):
        number = value(results)
        return None if number is None else Reading(number, show(results, number, context))
    return Figure(name, read, unit, why_missing or (lambda results, context: None))


# -- a sampled row's figures ------------------------------------------------------------------

REDRAW = f"redraw 1/s visible {WIDTH}"

TIMER_CPU = cpu("Sandglass's visible timer CPU", SANDGLASS, "timer visible")
TIMER_WAKEUPS = wakeups("Sandglass's visible timer wake-ups", SANDGLASS, "timer visible")
TIMER_MINIMIZED_WAKEUPS = wakeups_counted("Sandglass's minimized timer wake-ups", SANDGLASS, "timer minimized")
COMPACT_CPU = cpu("Sandglass's visible timer in the compact view, CPU", SANDGLASS, "timer compact visible",
                  show=lambda r: f"{r['cpu_percent']:.3f} %" + (f" ({r['note']})" if r.get("note") else ""))
COMPACT_WAKEUPS = wakeups("the compact view's wake-ups", SANDGLASS, "timer compact visible")
IDLE_SWITCHES = switches("Sandglass idle", SANDGLASS, "idle")
FLOOR_IDLE_SWITCHES = switches("the static floor", FLOOR, "idle")
FLOOR_CPU = cpu("the floor's visible 1/s redraw, CPU", FLOOR, REDRAW)
FLOOR_WAKEUPS = wakeups("the floor's visible 1/s redraw, wake-ups", FLOOR, REDRAW)
FLOOR_GL_CPU = cpu("gtk-floor GL's visible 1/s redraw, CPU", FLOOR_GL, REDRAW)
FLOOR_GL_WAKEUPS = wakeups("gtk-floor GL's visible 1/s redraw, wake-ups", FLOOR_GL, REDRAW)
FLOOR_GL_RSS = rss("gtk-floor GL's visible 1/s redraw, RSS", FLOOR_GL, REDRAW)
CLOCKS_TIMER_CPU = cpu("Clocks' visible timer CPU", CLOCKS, "timer visible", unit="{:.2f} %")

STOPWATCH_CPU = cpu("Sandglass's visible running stopwatch CPU", SANDGLASS, "stopwatch visible", unit="{:.2f} %")
STOPWATCH_WAKEUPS = wakeups("Sandglass's visible running stopwatch wake-ups", SANDGLASS, "stopwatch visible",
                            unit="{:.1f}/s")
STOPWATCH_MINIMIZED_WAKEUPS = wakeups_counted("Sandglass's minimized running stopwatch wake-ups", SANDGLASS,
                                              "stopwatch minimized")
FLOOR_STOPWATCH_CPU = cpu("the floor's visible digits at every frame, CPU", FLOOR, "stopwatch visible",
                          unit="{:.2f} %")
FLOOR_STOPWATCH_WAKEUPS = wakeups("the floor's visible digits at every frame, wake-ups", FLOOR, "stopwatch visible",
                                  unit="{:.1f}/s")
CLOCKS_STOPWATCH_CPU = cpu("Clocks' visible stopwatch CPU", CLOCKS, "stopwatch visible", unit="{:.2f} %")
CLOCKS_STOPWATCH_WAKEUPS = wakeups("Clocks' visible stopwatch wake-ups", CLOCKS, "stopwatch visible",
                                   unit="{:.1f}/s")


def page_cpu(key):
    return cpu(f"Sandglass's visible {key} CPU", SANDGLASS, f"{key} visible")


def page_wakeups(key):
    return wakeups(f"Sandglass's visible {key} wake-ups", SANDGLASS, f"{key} visible")


def page_minimized_wakeups(key):
    return wakeups_counted(f"Sandglass's minimized {key} wake-ups", SANDGLASS, f"{key} minimized")


def presence(kind, watches):
    """A minimized instance, idle or in a focus phase, with the watches on sleep, lock and idle
    on or off (sandglass_presence.py)."""
    return switches(f"Sandglass's minimized {kind}, presence watches {watches}", SANDGLASS,
                    f"{kind} minimized, watches {watches}", failed_as=(f"presence watches {watches}",))


POST_RING_VISIBLE = switches("Sandglass idle after a ring, visible", SANDGLASS, "post-ring idle visible",
                             failed_as=("sound",))
POST_RING_MINIMIZED = switches("Sandglass idle after a ring, minimized", SANDGLASS, "post-ring idle minimized",
                               failed_as=("sound",))
POST_RING_RSS = rss("Sandglass's RSS idle after a ring", SANDGLASS, "post-ring idle visible")
IDLE_RSS = rss("an instance that never rang (the idle row)", SANDGLASS, "idle")

MANY_CPU = cpu("{many_timers} visible running timers, CPU", SANDGLASS, "{many_timers} timers visible")
MANY_WAKEUPS = wakeups("{many_timers} visible running timers, wake-ups", SANDGLASS, "{many_timers} timers visible",
                       unit="{:.1f}/s")
ONE_TIMER_WAKEUPS = wakeups("one visible timer's wake-ups", SANDGLASS, "timer visible", unit="{:.1f}/s")
MANY_MINIMIZED = wakeups("{many_timers} minimized running timers, wake-ups", SANDGLASS,
                         "{many_timers} timers minimized",
                         show=lambda r: f"{r['wakeups_per_s']:.2f} wake-ups/s, {r['cpu_percent']:.3f} % CPU "
                                        "(the earliest end is minutes away)")
PAUSED_RSS = rss("Sandglass idle with {idle_timers} paused timers, RSS", SANDGLASS, "{idle_timers} paused timers idle")
ONE_PAUSED_RSS = rss("Sandglass idle with 1 paused timer, RSS", SANDGLASS, "1 paused timer idle")

FOLLOWED_MINIMIZED = wakeups("a minimized timer with 10 followers, wake-ups", SANDGLASS,
                             "timer minimized, 10 followers", failed_as=("followers",),
                             show=lambda r: f"{r['wakeups_per_s']:.2f} wake-ups/s, {r['cpu_percent']:.3f} % CPU")
FOLLOWER_RUNNING = own_wakeups("a waybar follower's own wake-ups, timer running", FOLLOWER,
                               "follower (waybar), timer running", failed_as=("followers",))
FOLLOWER_JSON_RUNNING = own_wakeups("a JSON follower's own wake-ups, timer running", FOLLOWER,
                                    "follower (json), timer running", failed_as=("followers",))
FOLLOWER_PAUSED = own_wakeups("a waybar follower's own wake-ups, timer paused", FOLLOWER,
                              "follower (waybar), timer paused", failed_as=("followers",))
FOLLOWER_RSS = rss("a waybar follower's RSS", FOLLOWER, "follower (waybar), timer running",
                   show=lambda r: f"{r['rss_mb']:.1f} MB (waybar)", failed_as=("followers",))
FOLLOWER_JSON_RSS = rss("a JSON follower's RSS", FOLLOWER, "follower (json), timer running",
                        failed_as=("followers",))

# -- instructions (callgrind: instructions.py) -------------------------------------------------

def instructions(name, program, prefix, per, min_rate=None):
    """The millions of instructions of program's counted row whose scenario starts with prefix,
    per 10 s or per frame drawn (`per`), printed with the frames and seconds counted. With
    `min_rate`, a row that drew fewer frames a second under valgrind is no figure: counted per
    10 s, a window drawn from the frame clock is like for like only at the rate it draws at
    natively (else valgrind's speed is what the count shows)."""
    key, unit = ("per_10_s", "{:.2f} M") if per == PER_10_S else ("per_frame", "{:.3f} M")

    def slow(found):
        return min_rate is not None and found["frames"] < min_rate * found["seconds"]

    def read(results, context):
        found = results.instruction_row(program, prefix)
        if found is None or slow(found):
            return None
        value = found[key] / 1e6
        return Reading(value, f"{unit.format(value)} per {per} ({found['frames']} frames in "
                              f"{found['seconds']:.1f} s)")

    def why_missing(results, context):
        found = results.instruction_row(program, prefix)
        if found is not None and slow(found):
            return (f"not like for like: it drew {found['frames'] / found['seconds']:.1f} frames a second "
                    f"under valgrind, fewer than natively (at least {min_rate:.0f})")
        return results.instructions_missing(program, prefix)

    return Figure(name, read, unit, why_missing)


INSTR_TIMER = instructions("Sandglass's timer page, instructions", SANDGLASS, "timer visible", PER_10_S)
INSTR_POMODORO = instructions("Sandglass's Pomodoro page, instructions", SANDGLASS, "pomodoro visible", PER_10_S)
INSTR_COMPACT = instructions("Sandglass's compact view, instructions", SANDGLASS, "timer compact visible", PER_10_S)
INSTR_STOPWATCH = instructions("Sandglass's running stopwatch, instructions", SANDGLASS, "stopwatch visible",
                               PER_FRAME)
# Per 10 s, each at the rate it draws natively here (60 Hz ticks): the floor at each tick, the
# stopwatch at every third (its FramePacer's 40 ms); a little slack under it.
INSTR_STOPWATCH_10S = instructions("Sandglass's running stopwatch, instructions", SANDGLASS, "stopwatch visible",
                                   PER_10_S, min_rate=18)
INSTR_FLOOR_REDRAW = instructions("the floor's 1/s label window", FLOOR, REDRAW, PER_10_S)
INSTR_FLOOR_FRAMES = instructions("the floor's digits at every frame", FLOOR, "stopwatch visible", PER_FRAME)
INSTR_FLOOR_FRAMES_10S = instructions("the floor's digits at every frame", FLOOR, "stopwatch visible", PER_10_S,
                                      min_rate=55)

# -- launches ---------------------------------------------------------------------------------

SANDGLASS_LAUNCH = launch("Sandglass's launch", SANDGLASS)
SANDGLASS_ACTIVATED_LAUNCH = launch("Sandglass's launch from the desktop's launcher", SANDGLASS_ACTIVATED)
FLOOR_LAUNCH = launch("the floor's launch", FLOOR)
FLOOR_GL_LAUNCH = launch("gtk-floor GL's launch", FLOOR_GL)
FLOOR_APP_LAUNCH = launch("gtk-floor app's launch", FLOOR_APP)
PAUSED_LAUNCH = launch("Sandglass's launch with {idle_timers} paused timers", "sandglass, {idle_timers} paused timers")
ONE_PAUSED_LAUNCH = launch("Sandglass's launch with 1 paused timer", "sandglass, 1 paused timer")

SANDGLASS_LARGEST_RSS = largest_rss("Sandglass's RSS", SANDGLASS)
FLOOR_LARGEST_RSS = largest_rss("the floor's RSS", FLOOR)

# -- end timing, sound, followers' latency ----------------------------------------------------

def _worst(values):
    """The value farthest from zero, early or late; None without one."""
    return max(values, key=abs) if values else None


def _runs(results, program=SANDGLASS):
    return results.sound_runs.get(program) or []


def _noticed(results):
    """finished_at - ends_at of every 3 s timer: the sound runs' and the end group's."""
    return [r["noticed_ms"] for r in _runs(results)] + results.end_errors


def _not_measured(results, context):
    return "not measured"


def _first_sample(program):
    return lambda results: max((r["first_sample_ms"] for r in _runs(results, program)), default=None)


def _median_latency(results):
    return statistics.median(results.follow_latencies) if results.follow_latencies else None


def _sound_missing(results, context):
    return results.missing(SANDGLASS, "sound")


def _show_end_error(results, worst, context):
    return (f"worst {worst:+.1f} ms of {len(results.end_errors)} "
            f"(median {statistics.median(results.end_errors):+.1f} ms)")


def _show_noticed(results, worst, context):
    return (f"worst {worst:+.1f} ms of {len(_noticed(results))} (finished_at - ends_at: {len(_runs(results))} "
            f"from the sound runs, {len(results.end_errors)} from the end group)")


def _show_first_sample(results, worst, context):
    firsts = [r["first_sample_ms"] for r in _runs(results)]
    return f"max {worst:+.1f} ms of {len(firsts)} (median {statistics.median(firsts):+.1f} ms)"


def _show_rings(results, n, context):
    again = sum(r["again_after_s"] is not None for r in _runs(results))
    quiet = sum(r["bytes_after_dismiss"] == 0 for r in _runs(results))
    return f"rang again in {again}/{n}, no bytes after dismiss in {quiet}/{n}"


def _show_latency(results, median, context):
    latencies = results.follow_latencies
    return (f"median {median:.1f} ms, max {max(latencies):.1f} ms ({len(latencies)} lines: "
            f"5 followers x {context['follow_changes']} changes)")


END_ERROR = computed("the end-timing error", lambda results: _worst(results.end_errors), _show_end_error,
                     why_missing=_not_measured)
END_ERROR_WITH_SOUND = computed("the end-timing error, sound runs included", lambda results: _worst(_noticed(results)),
                                _show_noticed, why_missing=_not_measured)
FIRST_SAMPLE = computed("the first sample after the end",
                        _first_sample(SANDGLASS),
                        _show_first_sample, unit="{:+.1f} ms", why_missing=_sound_missing)
CLOCKS_FIRST_SAMPLE = computed("Clocks' first sample after its estimated end",
                               _first_sample(CLOCKS),
                               lambda results, worst, context: f"max {worst:+.1f} ms (Clocks' end estimated)",
                               unit="{:+.1f} ms")
RINGS = computed("rings again, silent after dismiss", lambda results: len(_runs(results)) or None, _show_rings,
                 unit="{:.0f}")
RSS_BEFORE_RING = computed("the same instance just after its launch, before its first timer",
                           lambda results: results.sound_rss_before, lambda results, mb, context: f"{mb:.1f} MB",
                           unit="{:.1f} MB")
FOLLOW_LATENCY = computed("the latency from a change to a follower's line",
                          _median_latency,
                          _show_latency, why_missing=lambda results, context: results.missing(SANDGLASS, "followers"))


# -- a command with Sandglass running ---------------------------------------------------------

def command(way, request, measure):
    """The median of `measure` ("cpu_ms" or "wall_ms") over the runs of `request` by `way`
    ("sandglass" or "gdbus call")."""
    name = f"{way} {request}"

    def value(results):
        runs = (results.commands.get(name) or {}).get(measure)
        return statistics.median(runs) if runs else None

    def show(results, median, context):
        runs = results.commands[name][measure]
        return f"{median:.1f} ms (median of {len(runs)}, {min(runs):.1f}–{max(runs):.1f})"

    kind = "CPU" if measure == "cpu_ms" else "wall time"
    return computed(f"{name}, {kind}", value, show,
                    why_missing=lambda results, context: next(
                        (n for n in results.notes if n.startswith("commands")), "not measured"))


COMMAND_FIGURES = {(way, request, measure): command(way, request, measure)
                   for way in ("sandglass", "gdbus call", "sandglass-app") for request in ("status --json", "timer toggle")
                   for measure in ("cpu_ms", "wall_ms")}
