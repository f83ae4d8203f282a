"""One writer, no hang, the caller's zone: what a command does when it cannot reach the instance
(no session bus, another bus, a stopped instance) and when caller and instance are in different zones."""

import datetime as dt
import json
import os
import re
import signal
import time

import pytest

from sandglass_e2e import SESSION_BUS, parse_instant

pytestmark = pytest.mark.gui

UNREACHABLE = "Sandglass is running (pid {pid}) but cannot be reached over the session bus"


def _state_files(sandglass) -> dict:
    folder = sandglass.home / "state" / "sandglass"
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir()) if path.is_file()}


def _only_line(result) -> str:
    assert len(result.stderr_lines) == 1, str(result)
    return result.stderr_lines[0]


def test_without_a_session_bus_a_command_refuses_and_writes_nothing(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "10m", "--label", "Tea")
    sandglass.wait_for_state("running")  # its own command carried out and saved
    before = _state_files(sandglass)
    refusal = f"sandglass: {UNREACHABLE.format(pid=instance.pid)}"

    # DISPLAY stays: GLib must not start a bus of its own and a second Sandglass on it.
    for args in (("timer", "pause"), ("stopwatch", "lap"), ()):
        started = time.monotonic()
        result = sandglass.run(*args, without=("DBUS_SESSION_BUS_ADDRESS",))
        assert result.returncode == 1, str(result)
        assert _only_line(result) == refusal, str(result)
        assert time.monotonic() - started < 5, "answered at once"

    # status is a read: it answers from the saved files, and says why.
    result = sandglass.run("status", "--json", headless=True)
    assert result.returncode == 0, str(result)
    assert _only_line(result) == f"sandglass: warning: {UNREACHABLE.format(pid=instance.pid)}; showing the saved state"
    assert json.loads(result.stdout)["timers"][0]["state"] == "running"

    assert _state_files(sandglass) == before, "nothing was written by the refused commands"
    assert sandglass.status()["state"] == "running", "the instance's timer still runs"
    assert instance.poll() is None


def test_an_instance_on_another_bus_is_refused_the_same_way(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "10m")
    sandglass.wait_for_state("running")  # its own command carried out and saved
    before = _state_files(sandglass)
    other_bus = SESSION_BUS
    for args in (("timer", "cancel"), ()):
        result = sandglass.run(*args, wrapper=other_bus)
        assert result.returncode == 1, str(result)
        assert f"sandglass: {UNREACHABLE.format(pid=instance.pid)}" in result.stderr_lines, str(result)
    assert _state_files(sandglass) == before
    assert sandglass.status()["state"] == "running"


def test_a_stopped_instance_costs_a_command_at_most_five_seconds(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "10m", "--label", "Tea")
    sandglass.wait_for_state("running")  # its own command carried out (and saved) before it stops
    os.kill(instance.pid, signal.SIGSTOP)
    try:
        started = time.monotonic()
        result = sandglass.run("status", "--json", timeout=15)
        waited = time.monotonic() - started
        assert result.returncode == 0, str(result)
        assert waited < 7, f"status waited {waited:.1f} s"
        assert _only_line(result).startswith(f"sandglass: warning: Sandglass (pid {instance.pid}) did not answer"), str(result)
        timer = json.loads(result.stdout)["timers"][0]
        assert (timer["state"], timer["label"]) == ("running", "Tea"), "the saved state"

        started = time.monotonic()
        result = sandglass.run("timer", "pause", timeout=15)
        assert result.returncode == 1, str(result)
        assert time.monotonic() - started < 7
        assert _only_line(result) == f"sandglass: Sandglass (pid {instance.pid}) did not answer within 5 seconds; nothing was done"
    finally:
        os.kill(instance.pid, signal.SIGCONT)
    # Woken up, it answers again, and the pause it received too late was not carried out.
    assert sandglass.status()["state"] == "running", "a command reported as not done stays not done"
    assert sandglass.run("timer", "pause").returncode == 0


def test_a_command_that_reaches_the_instance_after_its_deadline_says_nothing_was_done(gui_session, sandglass):
    """The instance drops a command that arrives after its caller's deadline (a second before
    the caller gives up); a caller still waiting then hears why, not a bare exit status 1."""
    instance = sandglass.launch("timer", "start", "10m", "--label", "Tea")
    sandglass.wait_for_state("running")
    os.kill(instance.pid, signal.SIGSTOP)
    try:
        command = sandglass.spawn("timer", "pause")
        # The scenario: the instance is stopped past the command's deadline (4 s after it was
        # sent), and woken before the caller's own 5 s are up.
        time.sleep(4.4)
    finally:
        os.kill(instance.pid, signal.SIGCONT)
    result = sandglass.outcome(command, timeout=15)
    assert result.returncode == 1, str(result)
    # Whoever answers (the instance, late, or the caller at its 5 s), the words are the same.
    assert result.stderr_lines and result.stderr_lines[-1].endswith(
        "did not answer within 5 seconds; nothing was done"), str(result)
    assert sandglass.status()["state"] == "running", "a command reported as not done stays not done"


def test_dates_and_times_are_the_callers_whatever_the_instances_zone(gui_session, sandglass):
    sandglass.launch(env={"TZ": "UTC"})
    berlin = {"TZ": "Europe/Berlin"}
    result = sandglass.run("countdown", "start", "2027-01-01 09:30", "--label", "New year", env=berlin)
    assert result.returncode == 0, str(result)
    assert "9:30" in result.stdout, "the reply names the time the caller typed"
    target = parse_instant(sandglass.countdown()["target"])
    assert target == dt.datetime(2027, 1, 1, 8, 30, tzinfo=dt.timezone.utc), "09:30 in Berlin is 08:30 UTC"

    # 02:30 on 2027-03-28 does not exist in Berlin (the clocks skip an hour); it does in UTC.
    skipped = sandglass.run("countdown", "start", "2027-03-28 02:30", env=berlin)
    assert skipped.returncode == 2, str(skipped)
    assert "Europe/Berlin" in skipped.stderr

    assert sandglass.run("timer", "start", "1h").returncode == 0
    assert sandglass.run("timer", "pause").returncode == 0
    seoul = {"TZ": "Asia/Seoul"}
    online = sandglass.run("status", env=seoul)
    assert online.returncode == 0, str(online)
    assert re.search(r"5:30\W*PM|17:30", online.stdout), f"08:30 UTC is 17:30 in Seoul: {online.stdout}"

    # The same state read from the files alone (no instance) prints the same text.
    sandglass.stop()
    offline = sandglass.run("status", env=seoul)
    assert offline.returncode == 0, str(offline)

    def steady(text: str) -> str:
        # The countdown's days:hours:minutes:seconds tick on; the rest must be the same.
        return re.sub(r"(Countdown[^:\n]*): [0-9:]+ left", r"\1: … left", text)

    assert steady(offline.stdout) == steady(online.stdout), (online.stdout, offline.stdout)
