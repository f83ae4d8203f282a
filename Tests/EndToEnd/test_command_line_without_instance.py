"""The command line with no instance running: input errors, help, version and status are answered
by the invoked process itself, in a terminal with no display and no session bus."""

import json
import re

import pytest

from sandglass_e2e import session_bus_available

BAD_INPUT = [
    # (arguments, what the one stderr line must name)
    (["timer", "start", "1:99:00"], "1:99:00"),
    (["timer", "start", "abc"], "abc"),
    (["timer", "start", "0"], "'0'"),
    (["timer", "start", "100h"], "100h"),
    (["timer", "start", "99:59:60"], "99:59:60"),
    (["timer", "frob"], "frob"),
    (["frob"], "frob"),
    (["timer", "start"], "duration"),  # the missing argument
    (["timer", "start", "5m", "--label"], "--label"),  # the missing value
    # A newline cannot appear on one line: the label is named with its newline escaped.
    (["timer", "start", "5m", "--label", "Te\na"], "Te\\na"),
    (["timer", "start", "-5m"], "-5m"),  # not taken for an option
]


def _ids(case):
    return " ".join(case) if isinstance(case, list) else None


@pytest.mark.parametrize("args, named", BAD_INPUT, ids=_ids)
def test_bad_input_is_one_line_naming_the_value_with_status_2(sandglass, args, named):
    result = sandglass.run(*args, headless=True)

    assert result.returncode == 2, str(result)
    assert result.stdout == "", str(result)
    assert len(result.stderr_lines) == 1, f"one line on stderr expected\n{result}"
    line = result.stderr_lines[0]
    assert line.startswith("sandglass: "), str(result)
    assert named in line, f"the message should name {named!r}\n{result}"
    assert not sandglass.is_running()


@pytest.mark.parametrize("args", [["--help"], ["-h"], ["help"], ["timer", "--help"],
                                  ["timer", "start", "--help"], ["status", "--help"]], ids=_ids)
def test_help_needs_no_display(sandglass, args):
    result = sandglass.run(*args, headless=True)

    assert result.returncode == 0, str(result)
    assert "usage" in result.stdout.lower(), str(result)
    assert result.stderr == "", str(result)


def test_version_needs_no_display(sandglass):
    result = sandglass.run("--version", headless=True)

    assert result.returncode == 0, str(result)
    assert re.fullmatch(r"\S*\d+\.\d+(\.\d+)?\S*\n", result.stdout), str(result)
    assert result.stderr == "", str(result)


def test_status_json_without_instance_is_idle_with_the_default_duration(sandglass):
    result = sandglass.run("status", "--json", headless=True)

    assert result.returncode == 0, str(result)
    assert result.stdout.count("\n") == 1, str(result)
    report = json.loads(result.stdout)
    assert isinstance(report.pop("at_ms"), int), report
    assert report == {"version": 1, "timers": [{
        "id": None, "label": "", "state": "idle", "duration_ms": 300000, "remaining_ms": 300000,
        "ends_at": None, "ends_at_ms": None, "finished_at": None, "finished_at_ms": None, "ringing": False,
    }], "stopwatch": {"state": "idle", "elapsed_ms": 0, "started_at_ms": None, "laps": []},
        "pomodoro": {"state": "idle", "phase": "focus", "round": 1, "rounds": 4,
                     "remaining_ms": 1500000, "ends_at_ms": None, "phase_ms": 1500000,
                     "completed_focus": 0, "completed_focus_cycle": 0, "ringing": False, "away": None},
        "countdown": {"state": "idle", "label": "", "target": None, "target_ms": None, "remaining_ms": 0, "ringing": False},
        "today": {"focus_ms": 0, "break_ms": 0, "away_ms": 0},
    }, str(result)
    assert not sandglass.is_running()


def test_plain_status_without_instance_says_idle(sandglass):
    result = sandglass.run("status", headless=True)

    assert result.returncode == 0, str(result)
    assert "idle" in result.stdout.lower(), str(result)


@pytest.mark.parametrize("headless", [True, False], ids=["no display, no bus", "display and bus"])
@pytest.mark.parametrize("command", ["pause", "resume", "cancel"])
def test_timer_command_without_instance_is_refused_and_starts_nothing(sandglass, command, headless):
    if not headless and not session_bus_available():
        pytest.skip("needs a session bus")

    result = sandglass.run("timer", command, headless=headless)

    assert result.returncode == 1, str(result)
    assert len(result.stderr_lines) == 1 and result.stderr_lines[0].startswith("sandglass: "), str(result)
    assert not sandglass.is_running()
    assert sandglass.status()["state"] == "idle"


@pytest.mark.parametrize("headless", [True, False], ids=["no display, no bus", "display and bus"])
def test_a_start_with_no_display_to_open_says_which_displays_it_asked_for_and_starts_nothing(sandglass, headless):
    if not headless and not session_bus_available():
        pytest.skip("needs a session bus")
    # Without a display at all, or with both variables naming displays nobody serves.
    displays = {} if headless else {"DISPLAY": ":987", "WAYLAND_DISPLAY": "nobody-serves-this"}
    result = sandglass.run("timer", "start", "5m", headless=headless, env=displays, without=("GDK_BACKEND",))

    assert result.returncode == 1, str(result)
    assert len(result.stderr_lines) == 1, str(result)
    named = "WAYLAND_DISPLAY: not set; DISPLAY: not set" if headless else \
        "WAYLAND_DISPLAY: “nobody-serves-this”; DISPLAY: “:987”"
    assert result.stderr_lines[0] == (f"sandglass: cannot open a display ({named}); "
                                      "set one to a display that is running"), str(result)
    assert not sandglass.is_running()
    assert sandglass.status()["state"] == "idle"
