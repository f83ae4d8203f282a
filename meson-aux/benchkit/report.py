"""The report: a line on how the run was made, the table of sampled scenarios (related rows side
by side: a running timer beside Clocks' and the floor's redraw), CPU and wake-ups per thread, the
instructions group's counts (callgrind), the launch times, the end-timing error, what the sound
runs heard, the notes, which processes had OpenGL mapped, and last the targets' verdicts
(targets.py)."""

import os
import statistics

from .common import CLOCKS, FLOOR, FLOOR_GL, HEIGHT, SANDGLASS, WIDTH
from . import instructions
from .sampling import CLK_TCK, PRECISE_CPU
from .targets import verdicts


def report(args, session, results):
    out = []
    out.append(f"Sandglass benchmark: Xvfb 1280x1024x24 + openbox, windows {WIDTH}x{HEIGHT}, "
               f"{args.seconds:.0f} s samples after {args.settle:.0f} s settling "
               f"({args.idle_settle:.0f} s for idle), {os.cpu_count()} CPUs; "
               + ("CPU from each process's CPU-time clock (ns); per thread in "
                  f"{1000 // CLK_TCK} ms ticks" if PRECISE_CPU else
                  f"CPU in {1000 // CLK_TCK} ms ticks (+-{100 / CLK_TCK / args.seconds:.2f} %)"))
    if "floor" in args.only:
        out.append(f"{FLOOR}: the like-for-like floor, the bare libadwaita window (AdwHeaderBar, a label, "
                   "a progress bar), drawing with "
                   + ("cairo (GSK_RENDERER=cairo GDK_DEBUG=gl-disable)" if session.cairo
                      else "GTK's default renderer (OpenGL)")
                   + f" as Sandglass chooses here: {session.cairo_reason}"
                   + (f"; {FLOOR_GL}: the same window with OpenGL, a reference line only"
                      if any(r["program"] == FLOOR_GL for r in results.rows) or FLOOR_GL in results.launch else ""))
    if results.rows or not results.instructions:
        out.append("")
        out.append(f"{'scenario':<32} {'program':<13} {'CPU %':>7} {'wake-ups/s':>11} "
                   f"{'RSS MB':>8} {'threads':>8}   {'(preempted/s, load)':>19}")
    order = [("timer visible", (SANDGLASS, CLOCKS)), ("timer compact visible", (SANDGLASS,)),
             (f"redraw 1/s visible {WIDTH}", (FLOOR, FLOOR_GL)),
             ("timer minimized", (SANDGLASS, CLOCKS)), ("redraw 1/s minimized", (FLOOR,)),
             ("stopwatch visible", (SANDGLASS, CLOCKS)),
             ("stopwatch minimized", (SANDGLASS, CLOCKS)),
             ("pomodoro visible", (SANDGLASS,)), ("pomodoro minimized", (SANDGLASS,)),
             ("countdown visible", (SANDGLASS,)), ("countdown minimized", (SANDGLASS,)),
             ("idle", (SANDGLASS, CLOCKS, FLOOR)),
             ("post-ring idle visible", (SANDGLASS, CLOCKS)),
             ("post-ring idle minimized", (SANDGLASS, CLOCKS))]
    printed = set()
    for prefix, programs in order:
        for program in programs:
            for i, row in enumerate(results.rows):
                if row["program"] == program and row["scenario"].startswith(prefix) and i not in printed:
                    printed.add(i)
                    out.append(format_row(row))
    for i, row in enumerate(results.rows):
        if i not in printed:
            out.append(format_row(row))
    busy = [r for r in results.rows if "error" not in r and r["wakeups_per_s"] > 0]
    if busy:
        out.append("")
        out.append("by thread (main = the GTK main loop, llvmpipe = Mesa's software GL rendering):")
        for r in busy:
            cpu = ", ".join(f"{k} {v:.2f}" for k, v in list(r["cpu_by_thread"].items())[:3]) or "-"
            wakes = ", ".join(f"{k} {v:.1f}" for k, v in list(r["wakeups_by_thread"].items())[:4])
            out.append(f"  {r['program']:<13} {r['scenario']:<31} CPU % {cpu}; wake-ups/s {wakes}")
    out.extend(instruction_table(args, results))
    out.append("")
    if results.launch:
        parts = [f"{p} {statistics.median(t):.0f} ms (min {min(t):.0f}, max {max(t):.0f})"
                 for p, t in results.launch.items() if t]
        out.append(f"launch to mapped window (median of {args.launches}, launched in turn): "
                   + ", ".join(parts)
                   + (f"; load average {results.launch_load[0]:.2f}-{results.launch_load[1]:.2f} meanwhile"
                      if results.launch_load else ""))
    if results.end_errors:
        e = results.end_errors
        out.append(f"end timing error, finished_at - ends_at (n={len(e)}): median "
                   f"{statistics.median(e):.1f} ms, min {min(e):.1f} ms, max {max(e):.1f} ms "
                   "(both instants are in whole milliseconds)")
    out.extend(sound_report(results))
    for note in results.notes:
        out.append(note)
    if results.opengl:
        out.append("OpenGL libraries mapped while sampled (libEGL, libGLX, a Mesa driver): "
                   + ", ".join(f"{p} {'yes' if gl else 'no'}" for p, gl in results.opengl.items()))
    if results.checked_redraw:
        out.append("seen changing on screen (window pixels read from the X server) before "
                   f"sampling the running countdown: {', '.join(results.checked_redraw)}")
    out.append("")
    out.extend(verdicts(args, session, results))
    return "\n".join(out)


def format_row(row):
    label = row["scenario"]
    if "error" in row:
        return f"{label:<32} {row['program']:<13} not measured: {row['error']}"
    line = (f"{label:<32} {row['program']:<13} {row['cpu_percent']:>7.3f} "
            f"{row['wakeups_per_s']:>11.2f} {row['rss_mb']:>8.1f} {row['threads']:>8}   "
            f"{'(' + format(row['preempted_per_s'], '.2f') + ', ' + format(row['load_average'], '.2f') + ')':>19}")
    if row.get("note"):
        line += f"   ({row['note']})"
    return line


def instruction_table(args, results):
    """The instructions group's rows: counted, seconds, frames, and both ways of dividing them
    (the one the targets judge, per 10 s, marked *)."""
    if not results.instructions:
        return []
    out = ["", f"instructions (callgrind, counted for {args.seconds:.0f} s of wall time after "
               f"{instructions.SETTLE:.0f} s settling; frames: calls of {instructions.FRAME_FUNCTION}; "
               "*: the figure its target judges):",
           f"{'scenario':<32} {'program':<13} {'counted':>10} {'seconds':>8} {'frames':>7} "
           f"{'per 10 s':>11} {'per frame':>11}"]
    order = ("timer visible", "timer compact", "pomodoro", "redraw", "stopwatch")

    def place(row):
        first = next((i for i, prefix in enumerate(order) if row["scenario"].startswith(prefix)), len(order))
        return first, row["program"] != SANDGLASS

    for row in sorted(results.instructions, key=place):
        label = row["scenario"]
        if "error" in row:
            out.append(f"{label:<32} {row['program']:<13} not measured: {row['error']}")
            continue
        # Every target of the group judges the count per 10 s (the CPU a visible window costs).
        per_10_s = f"{row['per_10_s'] / 1e6:.2f} M*"
        per_frame = (f"{row['per_frame'] / 1e6:.3f} M" if row["per_frame"] is not None else "-") + " "
        line = (f"{label:<32} {row['program']:<13} {row['instructions'] / 1e6:>8.2f} M {row['seconds']:>8.1f} "
                f"{row['frames']:>7} {per_10_s:>11} {per_frame:>11}")
        if row.get("note"):
            line += f"   ({row['note']})"
        out.append(line)
    return out


def spread(values, unit="ms"):
    """Each value, then median and max: "+9.2, +13.7 ms; median +11.5, max +13.7"."""
    return (", ".join(f"{v:+.1f}" for v in values) + f" {unit}; median "
            f"{statistics.median(values):+.1f}, max {max(values):+.1f}")


def sound_report(results):
    """What the sound runs heard, per program (the figures behind the sound targets)."""
    out = []
    if not results.sound_runs:
        return out
    out.append("sound at a timer's end (3 s timers): the first bytes that ALSA's file plugin "
               "(over the null device, via libcanberra's ALSA back-end under GSound) wrote to a "
               "FIFO, timestamped with the wall clock as they arrived:")
    runs = results.sound_runs.get(SANDGLASS) or []
    if runs:
        out.append(f"  sandglass (n={len(runs)}, one instance): first sample - ends_at: "
                   + spread([r["first_sample_ms"] for r in runs]))
        out.append("    first sample - finished_at (the sound path alone): "
                   + spread([r["after_finished_ms"] for r in runs])
                   + "; finished_at - ends_at: "
                   + spread([r["noticed_ms"] for r in runs]))
        again = [r["again_after_s"] for r in runs if r["again_after_s"] is not None]
        out.append(f"    rang again within 3 s: {len(again)}/{len(runs)}"
                   + (f" (next play {min(again):.2f}-{max(again):.2f} s after the first)" if again else "")
                   + f"; 'ringing' in status while it rang: "
                   + ", ".join(str(r["ringing"]).lower() for r in runs)
                   + f"; one ring is {runs[0]['first_play_bytes']} bytes")
        quiet = [r for r in runs if r["bytes_after_dismiss"] == 0]
        out.append(f"    after 'sandglass dismiss': no bytes from 0.3 s to 2.3 s after it in "
                   f"{len(quiet)}/{len(runs)} runs"
                   + ("" if len(quiet) == len(runs) else
                      " (" + ", ".join(str(r["bytes_after_dismiss"]) for r in runs) + " bytes)")
                   + "; 'ringing' then: "
                   + ", ".join(str(r["ringing_after_dismiss"]).lower() for r in runs)
                   + " (a sanity line, not a verdict)")
    runs = results.sound_runs.get(CLOCKS) or []
    if runs:
        worst = max(r["uncertainty_ms"] for r in runs)
        out.append(f"  gnome-clocks (n={len(runs)}, a fresh Clocks each run): first sample - "
                   f"(start pressed + 3 s), an ESTIMATE: Clocks does not tell its end instant; "
                   f"the press is known within +-{worst:.1f} ms (its AT-SPI round trip), "
                   "Clocks' own start and end are not: " + spread([r["first_sample_ms"] for r in runs]))
        again = [r for r in runs if r["again_after_s"] is not None]
        out.append(f"    plays per end: {', '.join(str(r['plays']) for r in runs)} "
                   f"(rang again within 3 s in {len(again)}/{len(runs)}); one play is "
                   f"{runs[0]['first_play_bytes']} bytes")
    return out
