"""Pomodoro cycles and the countdown to a date, driven from a terminal and through the
accessibility tree: `sandglass pomodoro …`, `sandglass countdown …`, their `status --json`
objects, and the pages' buttons."""

import calendar
import datetime as _dt
import subprocess
import time

import pytest

from sandglass_e2e import A11y, Keyboard, parse_instant, wait_until, zone_where_it_is

pytestmark = pytest.mark.gui


def test_pomodoro_phases_advance_by_themselves(gui_session, sandglass):
    # Its clocks at noon: no local midnight starts a new day's count ("completed_focus") meanwhile.
    sandglass.env["TZ"] = zone_where_it_is(0, hour=12)
    # The first focus outlasts the window's opening, and the short break the checks made in it
    # before the test skips it, on a loaded machine too.
    instance = sandglass.launch("pomodoro", "start", "--focus", "10s", "--short-break", "60s",
                                "--long-break", "4s", "--rounds", "2")
    ui = A11y(instance.pid)
    wait_until(ui.shown_window, message="the Sandglass window on screen")
    ui.wait_for("push button", "Pause")  # the window opened on the Pomodoro page
    ui.wait_for("push button", "Skip")

    cycle = sandglass.pomodoro()
    assert cycle["state"] == "running" and cycle["phase"] == "focus", cycle
    assert (cycle["round"], cycle["rounds"]) == (1, 2), cycle
    assert 0 < cycle["remaining_ms"] <= 10_000, cycle

    wait_until(lambda: sandglass.pomodoro()["phase"] == "short_break", timeout=15, message="the short break")
    cycle = sandglass.pomodoro()
    assert cycle["completed_focus"] == 1 and cycle["completed_focus_cycle"] == 1, cycle
    ui.wait_for("label", "Focus done — short break")  # the toast over the page

    refused = sandglass.run("pomodoro", "start")
    assert refused.returncode == 1 and refused.stderr.startswith("sandglass: "), str(refused)

    assert sandglass.run("pomodoro", "skip").returncode == 0
    cycle = sandglass.pomodoro()
    assert (cycle["phase"], cycle["round"]) == ("focus", 2), cycle
    assert cycle["completed_focus"] == 1, "a skip is not a completion"

    assert sandglass.run("pomodoro", "pause").returncode == 0
    paused = sandglass.pomodoro()
    time.sleep(0.6)  # the scenario: time passes while paused
    assert sandglass.pomodoro()["remaining_ms"] == paused["remaining_ms"], "a paused cycle stands still"
    ui.wait_for("push button", "Resume")
    assert sandglass.run("pomodoro", "resume").returncode == 0
    wait_until(lambda: sandglass.pomodoro()["phase"] == "long_break", timeout=15, message="the long break after 2 rounds")

    assert sandglass.run("pomodoro", "stop").returncode == 0
    cycle = sandglass.pomodoro()
    assert cycle["state"] == "idle" and cycle["completed_focus"] == 2, cycle
    assert sandglass.run("pomodoro", "stop").returncode == 1, "nothing to stop"

    bad = sandglass.run("pomodoro", "start", "--rounds", "0")
    assert bad.returncode == 2 and "--rounds" in bad.stderr and len(bad.stderr.splitlines()) == 1, str(bad)
    assert instance.poll() is None, "the instance survives bad input"


def test_pomodoro_buttons_through_the_accessibility_tree(gui_session, sandglass):
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    wait_until(ui.shown_window, message="the Sandglass window on screen")
    ui.click(ui.wait_for("page tab", "Pomodoro"))
    # The page's own settings button first: then the Timer page is unmapped, and the one shown
    # Start is the Pomodoro's (AdwViewStack's pages carry no title in the tree for in_page).
    ui.wait_for("push button", "Pomodoro Settings")
    start = ui.wait_for("push button", "Start")
    assert ui.find("spin button", "Focus (min)") is None, "the lengths wait in the settings popover"
    ui.click(start)
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", message="the cycle to run")
    ui.click(ui.wait_for("push button", "Skip"))
    wait_until(lambda: sandglass.pomodoro()["phase"] == "short_break", message="skipped to the break")
    ui.click(ui.wait_for("push button", "Stop"))
    wait_until(lambda: sandglass.pomodoro()["state"] == "idle", message="stopped")


def test_pomodoro_survives_a_kill_and_continues_arithmetically(gui_session, sandglass):
    instance = sandglass.launch("pomodoro", "start", "--focus", "1s", "--short-break", "1s",
                                "--long-break", "1s", "--rounds", "4")
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", message="the cycle to run")
    started = time.monotonic()
    instance.kill()
    instance.wait(timeout=5)
    # 1 s phases: F S F S F S F L, focus ending 1, 3, 5 … s after the start: about 3 s on, two
    # have ended (all in the first set of rounds, whose count starts again after its long break at 8 s).
    cycle = {}

    def two_ended() -> bool:
        nonlocal cycle
        cycle = sandglass.pomodoro()  # answered from the saved file: nothing is running
        return cycle["completed_focus_cycle"] >= 2

    wait_until(two_ended, timeout=6, message="the saved cycle to count two focus phases ended")
    elapsed = time.monotonic() - started
    assert not sandglass.is_running()
    assert cycle["state"] == "running", cycle
    assert cycle["completed_focus_cycle"] >= 2, cycle
    assert cycle["completed_focus_cycle"] <= int((elapsed + 1) / 2) + 1, (cycle, elapsed)


def test_countdown_to_a_date(gui_session, sandglass):
    target = (_dt.datetime.now(_dt.timezone.utc) + _dt.timedelta(days=3, hours=2)).replace(microsecond=0)
    text = target.strftime("%Y-%m-%dT%H:%M:%SZ")
    instance = sandglass.launch("countdown", "start", text, "--label", "Launch")
    ui = A11y(instance.pid)
    wait_until(ui.shown_window, message="the Sandglass window on screen")
    ui.wait_for("label", "Launch")
    ui.wait_for("label", "Ends in")
    ui.wait_for("push button", "Stop")

    countdown = sandglass.countdown()
    assert countdown["state"] == "running" and countdown["label"] == "Launch", countdown
    assert parse_instant(countdown["target"]) == target, countdown
    left = countdown["remaining_ms"] / 1000
    assert 3 * 86400 + 2 * 3600 - 30 < left <= 3 * 86400 + 2 * 3600, countdown
    digits = ui.wait_for("label", match=lambda n: n.name.startswith("03:01:") or n.name.startswith("03:02:"))
    assert len(digits.name.split(":")) == 4, digits.name

    past = sandglass.run("countdown", "start", "2020-01-01T00:00:00Z")
    assert past.returncode == 0, str(past)
    ended = sandglass.countdown()
    assert ended["state"] == "ended" and ended["remaining_ms"] == 0, ended
    ui.wait_for("label", "Ended")  # the status page's title
    ui.wait_for("push button", "Dismiss")  # an end that waits for an answer, as a finished timer's

    for bad in ["2024-02-30", "2024-13-01", "25:61", "2024-01-01T00:00:00+19:00", "soon"]:
        result = sandglass.run("countdown", "start", bad)
        assert result.returncode == 2 and bad in result.stderr and len(result.stderr_lines) == 1, str(result)
    assert sandglass.countdown()["state"] == "ended", "bad input changes nothing"

    assert sandglass.run("countdown", "stop").returncode == 0
    assert sandglass.countdown() == {"state": "idle", "label": "", "target": None, "target_ms": None, "remaining_ms": 0, "ringing": False}
    assert sandglass.run("countdown", "stop").returncode == 1
    assert instance.poll() is None


def test_countdown_picker_through_the_accessibility_tree(gui_session, sandglass):
    # Its clocks at half past: the next whole hour, which the form offers, is half an hour away
    # (no whole hour passes between the form's filling and the click).
    sandglass.env["TZ"] = zone_where_it_is(30)
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    wait_until(ui.shown_window, message="the Sandglass window on screen")
    ui.click(ui.wait_for("page tab", "Countdown"))
    ui.wait_for("spin button", "Hour")
    ui.wait_for("spin button", "Minute")
    start = ui.wait_for("push button", "Start Countdown")
    ui.click(start)  # the prefilled date: today (or tomorrow) at the next whole hour
    countdown = None

    def started():
        nonlocal countdown
        countdown = sandglass.countdown()
        return countdown["state"] == "running"

    wait_until(started, message="the countdown to start")
    assert 0 < countdown["remaining_ms"] <= 3600 * 1000, countdown
    assert parse_instant(countdown["target"]).minute == 0, countdown


def _form_day(ui: A11y):
    """The day the countdown form's Date button shows ("Nov 24, 2026" in the C locale, "24 Nov 2026" elsewhere)."""
    for node in ui.find_all("label"):
        for pattern in ("%b %d, %Y", "%d %b %Y"):
            try:
                return _dt.datetime.strptime(node.name, pattern).date()
            except ValueError:
                pass
    return None


def test_countdown_calendar_by_keyboard(gui_session, sandglass):
    """The calendar opens on the form's day and the keys move from there: → then Space picks
    the next day (GTK 4.8's own cursor started in the grid's first cell, a month earlier)."""
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    keyboard = Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    wait_until(ui.shown_window, message="the Sandglass window on screen")
    ui.click(ui.wait_for("page tab", "Countdown"))
    ui.wait_for("spin button", "Hour")
    start = wait_until(lambda: _form_day(ui), message="the form's day on its Date button")

    def pick(*keys: str):
        keyboard.click(ui, ui.wait_for("push button", "Date"))
        ui.wait_for("label", "Mon", timeout=5)  # the calendar's heading: the popover is open
        subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True, timeout=10)
        wait_until(lambda: ui.find("label", "Mon") is None, timeout=5, message=f"{keys} to close the calendar")

    pick("Right", "space")
    tomorrow = start + _dt.timedelta(days=1)
    wait_until(lambda: _form_day(ui) == tomorrow, timeout=5,
               message=f"Right, Space to pick {tomorrow} (the form says {_form_day(ui)})")

    pick("Page_Down", "End", "Return")
    year, month = (tomorrow.year + 1, 1) if tomorrow.month == 12 else (tomorrow.year, tomorrow.month + 1)
    month_end = _dt.date(year, month, calendar.monthrange(year, month)[1])
    wait_until(lambda: _form_day(ui) == month_end, timeout=5,
               message=f"Page Down, End, Enter to pick {month_end} (the form says {_form_day(ui)})")

    ui.click(ui.wait_for("push button", "Start Countdown"))
    wait_until(lambda: sandglass.countdown()["state"] == "running", message="the countdown to start")
    target = parse_instant(sandglass.countdown()["target"]).astimezone()
    assert target.date() == month_end, target


def test_status_without_an_instance_has_every_mode(sandglass):
    report = sandglass.status_report(headless=True)
    assert list(report) == ["version", "at_ms", "timers", "stopwatch", "pomodoro", "countdown", "today"], report
    assert report["pomodoro"] == {"state": "idle", "phase": "focus", "round": 1, "rounds": 4,
                                  "remaining_ms": 1500000, "ends_at_ms": None, "phase_ms": 1500000,
                     "completed_focus": 0, "completed_focus_cycle": 0, "ringing": False, "away": None}
    assert report["countdown"] == {"state": "idle", "label": "", "target": None, "target_ms": None, "remaining_ms": 0, "ringing": False}
    for command in (["pomodoro", "pause"], ["pomodoro", "stop"], ["countdown", "stop"]):
        result = sandglass.run(*command, headless=True)
        assert result.returncode == 1 and result.stderr.startswith("sandglass: "), str(result)
    assert not sandglass.is_running()
