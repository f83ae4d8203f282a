"""Every value read is checked by the same rules, whichever door it comes through.

A state file with an extreme number is kept aside with a warning (it killed `status` and every
launch with SIGILL); an action activated over D-Bus (org.gtk.Actions.Activate) gets the command
line's refusals; and the command line's small lies are clear lines with exit status 2."""

import json
import time

import pytest

from sandglass_e2e import wait_until

pytestmark = pytest.mark.gui

INT64_MIN = -9223372036854775808
INT64_MAX = 9223372036854775807


def _state_folder(sandglass):
    return sandglass.home / "state" / "sandglass"


def _timer(**fields) -> dict:
    """A running timer of one minute, ending in 30 s, with `fields` changed."""
    timer = {"id": 1, "start_order": 1, "version": 1, "label": "", "duration_ms": 60000, "state": "running",
             "ends_at_ms": int(time.time() * 1000) + 30000}
    timer.update(fields)
    return timer


EXTREME_FILES = {
    "ends_at_ms is Int64.min": {"version": 2, "duration_ms": 60000, "next_id": 2, "timers": [_timer(ends_at_ms=INT64_MIN)]},
    "id is Int64.max": {"version": 2, "duration_ms": 60000, "next_id": 2, "timers": [_timer(id=INT64_MAX)]},
    "start_order is Int64.max": {"version": 2, "duration_ms": 60000, "next_id": 2, "timers": [_timer(start_order=INT64_MAX)]},
    "id is Int64.max - 1": {"version": 2, "duration_ms": 60000, "next_id": 2, "timers": [_timer(id=INT64_MAX - 1)]},
    "next_id is Int64.max": {"version": 2, "duration_ms": 60000, "next_id": INT64_MAX, "timers": [_timer()]},
}


@pytest.mark.parametrize("case", sorted(EXTREME_FILES))
def test_an_extreme_number_in_the_timers_file_is_kept_aside_not_a_crash(gui_session, sandglass, case):
    folder = _state_folder(sandglass)
    folder.mkdir(parents=True)
    (folder / "timer.json").write_text(json.dumps(EXTREME_FILES[case]))

    # Without an instance, status reads the file: a warning, the file left as it is, exit 0.
    status = sandglass.run("status", "--json")
    assert status.returncode == 0, str(status)
    assert any("cannot use" in line and "timer.json" in line for line in status.stderr_lines), str(status)
    assert (folder / "timer.json").exists(), "reading changes no file"

    # The instance keeps it aside, says so, and starts timers (next_id = Int64.max killed it here).
    instance = sandglass.launch()
    wait_until(lambda: list(folder.glob("timer.json.broken-*")), message="timer.json kept aside")
    for label in ("A", "B"):
        started = sandglass.run("timer", "start", "1m", "--label", label)
        assert started.returncode == 0, str(started)
    assert instance.poll() is None, "the instance is still running"
    timers = sandglass.status_report()["timers"]
    assert sorted(timer["label"] for timer in timers) == ["A", "B"], timers
    assert len({timer["id"] for timer in timers}) == 2, timers


def _activate(sandglass, action: str, signature: str, value) -> None:
    """Activates app.ACTION with `value` as D-Bus clients do, past the command line."""
    from gi.repository import Gio, GLib

    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    path = "/" + sandglass.app_id.replace(".", "/")
    bus.call_sync(sandglass.app_id, path, "org.gtk.Actions", "Activate",
                  GLib.Variant("(sava{sv})", (action, [GLib.Variant(signature, value)], {})),
                  None, Gio.DBusCallFlags.NONE, 10000, None)


def test_the_bus_door_refuses_what_the_command_line_refuses(gui_session, sandglass):
    instance = sandglass.launch()
    refused = [
        (1, "one millisecond"),
        (1500, "not whole seconds"),
        (60000, "x" * 20000),
        (60000, "\x1b]0;pwned\x07\x1b[2J"),
        (60000, "two\nlines"),
    ]
    for milliseconds, label in refused:
        _activate(sandglass, "timer-start-with", "(xs)", (milliseconds, label))
    _activate(sandglass, "countdown-start-with", "(xs)", (INT64_MIN, ""))
    _activate(sandglass, "pomodoro-settings", "(xxxxb)", (1, INT64_MIN, INT64_MAX, INT64_MIN, True))
    # A valid start after them: once it shows, the refused ones before it have been handled.
    _activate(sandglass, "timer-start-with", "(xs)", (60000, "Tea"))
    wait_until(lambda: any(t["label"] == "Tea" for t in sandglass.status_report()["timers"]),
               message="the valid start over D-Bus")
    report = sandglass.status_report()
    assert [timer["label"] for timer in report["timers"]] == ["Tea"], report["timers"]
    assert report["countdown"]["state"] == "idle", report["countdown"]
    assert report["pomodoro"]["rounds"] == 4, report["pomodoro"]
    assert instance.poll() is None

    # The command line refuses the same, in its own words.
    for arguments in (["timer", "start", "5m", "--label", "x" * 2000],
                      ["timer", "start", "5m", "--label", "\x1b]0;pwned\x07"]):
        result = sandglass.run(*arguments)
        assert result.returncode == 2, str(result)
        assert len(result.stderr) < 400 and "\x1b" not in result.stderr, str(result)


def test_the_command_lines_small_lies_are_clear_lines(gui_session, sandglass):
    # Without an instance: bad input is answered by the invoked process, exit 2, nothing started.
    cases = [
        (["timer", "start", "5m", "--label", "A", "--label", "B"], "--label given twice"),
        (["timer", "start", "5m", "--label", "-h"], "write --label=-h"),
        (["status", "--follow", "--format", "json", "--text", "{label}"], "--text goes with"),
        (["timer", "start", "x" * 10000], "invalid duration"),
        (["timer", "start", "5\u202em"], "invalid duration"),
        (["countdown", "start", "2027\u202e-01-01"], "invalid date"),
        (["timer", "pause", "--id", "9" * 10000], "--id"),
    ]
    for arguments, words in cases:
        result = sandglass.run(*arguments)
        assert result.returncode == 2, str(result)
        assert result.stdout == "", str(result)
        assert len(result.stderr_lines) == 1 and words in result.stderr, str(result)
        assert len(result.stderr) < 600, f"a value repeated whole: {len(result.stderr)} bytes"
        assert "\u202e" not in result.stderr and "\x1b" not in result.stderr, repr(result.stderr)
    assert not sandglass.is_running()

    # An unknown id: the same exit status for wait and for timer pause.
    sandglass.launch()
    assert sandglass.run("timer", "start", "10m").returncode == 0
    pause = sandglass.run("timer", "pause", "--id", "99")
    wait = sandglass.run("wait", "--id", "99")
    assert pause.returncode == wait.returncode == 2, f"{pause}\n{wait}"
    assert "no timer has id 99" in wait.stderr, str(wait)
