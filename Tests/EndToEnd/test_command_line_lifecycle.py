"""A timer driven from a terminal: `sandglass timer …` and `sandglass status --json` against the
running instance, with the window checked through the accessibility tree."""

import datetime as dt
import time

import pytest

from sandglass_e2e import FIGURES, A11y, parse_instant, wait_until

pytestmark = pytest.mark.gui

TIMES_UP = "Time\u2019s up"  # typographic apostrophe


def _one_error_line(result):
    return len(result.stderr_lines) == 1 and result.stderr_lines[0].startswith("sandglass: ")


def _now():
    return dt.datetime.now(dt.timezone.utc)


def test_start_pause_resume_cancel_from_the_command_line(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "5m", "--label", "Tea")

    # The window opens on the running timer.
    ui = A11y(instance.pid)
    wait_until(ui.shown_window, message="the Sandglass window on screen")
    ui.wait_for("label", "Tea")
    ui.wait_for("progress bar", "Elapsed")
    ui.wait_for("push button", "Pause")
    ui.wait_for("push button", "Cancel")
    ui.wait_for("label", match=lambda n: n.name.startswith(("Ends at ", "Ends tomorrow at ")))  # (near midnight)
    assert ui.find("push button", "Start") is None, "the picker's Start is still shown while running"
    sandglass.screenshot("running", force=False)

    running = sandglass.status()
    assert running["state"] == "running", running
    assert running["label"] == "Tea", running
    assert running["duration_ms"] == 300_000, running
    assert 240_000 < running["remaining_ms"] <= 300_000, running
    assert running["finished_at"] is None, running
    ends_at = parse_instant(running["ends_at"])
    assert ends_at is not None, running
    expected_end = _now() + dt.timedelta(milliseconds=running["remaining_ms"])
    assert abs((ends_at - expected_end).total_seconds()) < 2, (running, expected_end)

    # Pause: the remaining time stops changing.
    before_pause = time.monotonic()
    paused_result = sandglass.run("timer", "pause")
    after_pause = time.monotonic()
    assert paused_result.returncode == 0, str(paused_result)
    first = sandglass.status()
    assert first["state"] == "paused", first
    ui.wait_for("push button", "Resume")
    sandglass.screenshot("paused", force=False)
    time.sleep(1.5)  # the scenario: time passes while paused
    second = sandglass.status()
    assert second["state"] == "paused", second
    assert second["remaining_ms"] == first["remaining_ms"], (first, second)
    assert 240_000 < second["remaining_ms"] <= running["remaining_ms"], second

    again = sandglass.run("timer", "pause")
    assert again.returncode == 1 and _one_error_line(again), f"pause while paused: {again}"

    # Resume: the end is recomputed, later by the time spent paused.
    before_resume = time.monotonic()
    resumed_result = sandglass.run("timer", "resume")
    after_resume = time.monotonic()
    assert resumed_result.returncode == 0, str(resumed_result)
    resumed = sandglass.status()
    assert resumed["state"] == "running", resumed
    ui.wait_for("push button", "Pause")
    new_end = parse_instant(resumed["ends_at"])
    shift = (new_end - ends_at).total_seconds()
    # The app's pause lasted at least from our pause's return to our resume's call,
    # and at most from our pause's call to our resume's return.
    shortest, longest = before_resume - after_pause, after_resume - before_pause
    FIGURES.append(f"resume moved ends_at by {shift:.3f} s after a pause of "
                   f"{shortest:.3f}–{longest:.3f} s (as seen from the command line)")
    assert shortest - 0.05 <= shift <= longest + 0.05, (ends_at, new_end, shortest, longest)

    # Bad input while running: refused, the running timer unharmed.
    before = sandglass.status()
    bad = sandglass.run("timer", "start", "1:99:00")
    after = sandglass.status()
    assert bad.returncode == 2, str(bad)
    assert _one_error_line(bad) and "1:99:00" in bad.stderr, str(bad)
    assert bad.stdout == "", str(bad)
    _assert_same_timer(before, after)

    # Start with the label of the one that runs: bad input, naming it; nothing changes.
    busy = sandglass.run("timer", "start", "1m", "--label", "Tea")
    assert busy.returncode == 2, str(busy)
    assert _one_error_line(busy) and "“Tea”" in busy.stderr, str(busy)
    _assert_same_timer(before, sandglass.status())

    # Toggle pauses and resumes.
    assert sandglass.run("timer", "toggle").returncode == 0
    assert sandglass.status()["state"] == "paused"
    assert sandglass.run("timer", "toggle").returncode == 0
    assert sandglass.status()["state"] == "running"

    # Cancel: idle, and the window is back on the picker.
    cancelled = sandglass.run("timer", "cancel")
    assert cancelled.returncode == 0, str(cancelled)
    idle = sandglass.status()
    assert idle["state"] == "idle", idle
    assert idle["ends_at"] is None and idle["finished_at"] is None, idle
    assert idle["duration_ms"] == 300_000, idle
    ui.wait_for("push button", "Start")
    ui.wait_gone("push button", "Pause")

    for command in ("pause", "resume", "cancel"):
        refused = sandglass.run("timer", command)
        assert refused.returncode == 1 and _one_error_line(refused), f"{command} when idle: {refused}"
    assert instance.poll() is None, "the instance should still run"


def _assert_same_timer(before, after):
    for key in ("label", "state", "duration_ms", "finished_at"):
        assert before[key] == after[key], (key, before, after)
    assert after["remaining_ms"] <= before["remaining_ms"], (before, after)
    drift = abs((parse_instant(after["ends_at"]) - parse_instant(before["ends_at"])).total_seconds())
    assert drift < 0.05, f"ends_at moved by {drift:.3f} s: {before} -> {after}"


def test_short_timer_finishes_and_says_so(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "2s")
    ui = A11y(instance.pid)

    finished = sandglass.wait_for_state("finished", timeout=15)
    assert finished["duration_ms"] == 2000, finished
    assert finished["remaining_ms"] == 0, finished
    ends_at, finished_at = parse_instant(finished["ends_at"]), parse_instant(finished["finished_at"])
    assert ends_at is not None and finished_at is not None, finished
    late_ms = (finished_at - ends_at).total_seconds() * 1000
    FIGURES.append(f"2 s timer: finished_at - ends_at = {late_ms:.1f} ms")
    print(f"finished_at - ends_at = {late_ms:.1f} ms")
    # Never before the end, and by the end's own wake-up, not a second later. How soon is a figure
    # (meson-aux/bench's sound group holds it to 20 ms on a quiet machine): with a CPU hog beside
    # the run the instance waited its turn for 171 ms once, against a bound of 50 ms.
    assert 0 <= late_ms < 1000, finished

    # The window says so, and offers Restart and Dismiss.
    ui.wait_for("label", TIMES_UP)
    ui.wait_for("label", match=lambda n: n.name.startswith("Ended ") and n.name.endswith(" ago"))
    restart = ui.wait_for("push button", "Restart")
    ui.wait_for("push button", "Dismiss")
    ui.wait_gone("push button", "Pause")
    sandglass.screenshot("finished", force=False)

    # Restart runs the same timer again, through the window.
    ui.click(restart)
    restarted = sandglass.wait_for_state("running", timeout=5)
    assert restarted["duration_ms"] == 2000, restarted
    sandglass.wait_for_state("finished", timeout=15)
    dismiss = ui.wait_for("push button", "Dismiss")

    # Dismiss returns to the picker holding the finished timer's duration.
    ui.click(dismiss)
    idle = sandglass.wait_for_state("idle", timeout=5)
    assert idle["duration_ms"] == 2000, idle
    ui.wait_for("push button", "Start")
    seconds = ui.wait_for("spin button", "Seconds")
    assert ui.value(seconds) == 2
    assert instance.poll() is None, "the instance should still run"
