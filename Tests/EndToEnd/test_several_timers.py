"""Several timers at once: labelled timers from the command line, chosen by label or
id, listed, each ending, ringing and notifying on its own, all of them back after kill -9; and a
new one named from the window by keyboard and mouse."""

import json
import os
import signal

import pytest

from sandglass_e2e import A11y, Keyboard, wait_until
from test_notifications import _buttons, notifications  # noqa: F401 (the fixture)

pytestmark = pytest.mark.gui


def _timers(sandglass) -> list:
    return sandglass.status_report()["timers"]


def _by_label(sandglass) -> dict:
    return {timer["label"]: timer for timer in _timers(sandglass)}


def test_three_labelled_timers_are_chosen_by_label_listed_and_survive_kill_9(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "10m", "--label", "Pasta")
    for duration, label in (("15m", "Sauce"), ("30m", "Bread")):
        started = sandglass.run("timer", "start", duration, "--label", label)
        assert started.returncode == 0 and started.stdout.startswith(f"Timer “{label}” started: "), str(started)

    timers = _timers(sandglass)
    assert [t["label"] for t in timers] == ["Pasta", "Sauce", "Bread"], timers  # the soonest end first
    assert [t["id"] for t in timers] == [1, 2, 3], timers
    assert {t["state"] for t in timers} == {"running"}, timers
    for timer in timers:
        assert set(timer) == {"id", "label", "state", "duration_ms", "remaining_ms", "ends_at", "ends_at_ms",
                              "finished_at", "finished_at_ms", "ringing"}

    # The rows, each button named for its timer.
    ui = A11y(instance.pid)
    for label in ("Pasta", "Sauce", "Bread"):
        ui.wait_for("push button", f"Pause {label}")
        ui.wait_for("push button", f"Cancel {label}")

    # Pause by label: only that one.
    paused = sandglass.run("timer", "pause", "--label", "Sauce")
    assert paused.returncode == 0 and paused.stdout.startswith("Timer “Sauce” paused with "), str(paused)
    states = {label: timer["state"] for label, timer in _by_label(sandglass).items()}
    assert states == {"Pasta": "running", "Sauce": "paused", "Bread": "running"}, states
    ui.wait_for("push button", "Resume Sauce")

    # An unknown label is bad input naming the labels there are; a second pause is not possible now.
    unknown = sandglass.run("timer", "pause", "--label", "Rice")
    assert unknown.returncode == 2 and unknown.stdout == "", str(unknown)
    assert unknown.stderr == "sandglass: no timer is labelled “Rice”; the labels are “Pasta”, “Sauce”, “Bread”\n", str(unknown)
    again = sandglass.run("timer", "pause", "--label", "Sauce")
    assert again.returncode == 1 and again.stderr == "sandglass: the timer “Sauce” is not running (it is paused)\n", str(again)
    assert sandglass.run("timer", "pause", "--id", "9").returncode == 2
    clash = sandglass.run("timer", "start", "1m", "--label", "Bread")
    assert clash.returncode == 2 and "“Bread”" in clash.stderr, str(clash)
    assert len(_timers(sandglass)) == 3, "refused: nothing changed"

    # Without a label: the latest started.
    assert sandglass.run("timer", "pause").returncode == 0
    assert _by_label(sandglass)["Bread"]["state"] == "paused"
    assert sandglass.run("timer", "resume", "--id", "3").returncode == 0

    listed = sandglass.run("timer", "list")
    assert listed.returncode == 0, str(listed)
    rows = [line.split("\t") for line in listed.stdout.splitlines()]
    assert [(r[0], r[1], r[3]) for r in rows] == [("1", "running", "Pasta"), ("3", "running", "Bread"), ("2", "paused", "Sauce")], rows

    before = _by_label(sandglass)
    os.kill(instance.pid, signal.SIGKILL)
    instance.wait(timeout=5)
    assert not sandglass.is_running()
    # Read from the saved state with no Sandglass running, then by a new instance.
    offline = {t["label"]: t for t in sandglass.status_report(headless=True)["timers"]}
    assert {label: t["state"] for label, t in offline.items()} == {"Pasta": "running", "Sauce": "paused", "Bread": "running"}
    assert sandglass.run("timer", "list", headless=True).stdout.count("\n") == 3
    sandglass.launch()
    after = _by_label(sandglass)
    for label, timer in before.items():
        assert after[label]["id"] == timer["id"] and after[label]["state"] == timer["state"], (before, after)
        assert after[label]["ends_at"] == timer["ends_at"], "the same end, from the wall clock"
    assert after["Sauce"]["remaining_ms"] == before["Sauce"]["remaining_ms"], "a paused timer keeps what was left"


def test_two_timers_ending_seconds_apart_each_ring_and_notify(notifications, sandglass, recorded_sound):  # noqa: F811
    environment, played = recorded_sound
    instance = sandglass.launch("timer", "start", "1s", "--label", "Tea", env=environment)
    assert sandglass.run("timer", "start", "3s", "--label", "Eggs").returncode == 0

    tea = notifications.wait_for("Tea's notification", lambda c: c.get("call") == "Notify" and "Tea" in c["summary"])
    assert _buttons(tea) == ["Restart", "Dismiss"], tea
    timers = _by_label(sandglass)
    assert timers["Tea"]["state"] == "finished" and timers["Tea"]["ringing"] is True, timers
    assert timers["Eggs"]["state"] == "running", timers
    wait_until(lambda: played.exists() and played.stat().st_size > 0, timeout=5, message="Tea's alarm to sound")

    eggs = notifications.wait_for("Eggs' notification", lambda c: c.get("call") == "Notify" and "Eggs" in c["summary"])
    assert eggs["id"] != tea["id"], "one notification per timer: the second does not replace the first"
    wait_until(lambda: _by_label(sandglass)["Eggs"]["state"] == "finished", timeout=5, message="Eggs to finish")
    assert all(t["ringing"] for t in _timers(sandglass)), "both ring"

    # Dismissing one withdraws its notification only; the other still rings.
    assert sandglass.run("timer", "dismiss", "--label", "Tea").stdout == "Timer “Tea” dismissed\n"
    notifications.wait_for("Tea's withdrawn", lambda c: c == {"call": "CloseNotification", "id": tea["id"]})
    left = _timers(sandglass)
    assert [(t["label"], t["ringing"]) for t in left] == [("Eggs", True)], left
    assert not any(c == {"call": "CloseNotification", "id": eggs["id"]} for c in notifications.calls())
    assert sandglass.run("dismiss").returncode == 0
    notifications.wait_for("Eggs' withdrawn", lambda c: c == {"call": "CloseNotification", "id": eggs["id"]})
    assert instance.poll() is None


def test_a_new_timer_is_named_and_started_from_the_window(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "10m", "--label", "Tea")
    ui = A11y(instance.pid)
    keys = Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    ui.wait_for("push button", "Pause")

    keys.press("ctrl+n")
    label = ui.wait_for("text", "Label")
    ui.wait_for("push button", "Back")
    ui.wait_gone("push button", "Pause")  # the cross-fade over: the running view unmapped, the picker takes clicks
    keys.click(ui, label)  # into the field with the mouse, as a person would
    keys.press("B", "r", "e", "a", "d", "space", "2")  # Space types a space there: it starts nothing
    keys.press("alt+m")
    keys.press("ctrl+a", "2")
    keys.press("alt+s")  # Start's mnemonic: the minutes typed, not yet committed, are what starts

    wait_until(lambda: "Bread 2" in _by_label(sandglass), timeout=5, message="a timer labelled Bread 2")
    assert len(_timers(sandglass)) == 2, _timers(sandglass)
    bread = _by_label(sandglass)["Bread 2"]
    assert bread["duration_ms"] == 120_000 and bread["state"] == "running", bread
    ui.wait_for("push button", "Pause Bread 2")
    ui.wait_for("push button", "Pause Tea")

    # Escape cancels nothing that runs; the row's Cancel does, and Undo brings it back, ending when it would have.
    ends = bread["ends_at_ms"]
    keys.press("Escape")
    keys.click(ui, ui.wait_for("push button", "Cancel Bread 2"))
    wait_until(lambda: list(_by_label(sandglass)) == ["Tea"], timeout=5, message="Bread 2 cancelled, Tea left")
    ui.wait_for("push button", "Pause")
    sandglass.screenshot("several-timers-after-cancel")
    keys.click(ui, ui.wait_for("push button", "Undo"))
    wait_until(lambda: "Bread 2" in _by_label(sandglass), timeout=5, message="Bread 2 back")
    assert _by_label(sandglass)["Bread 2"]["ends_at_ms"] == ends, _by_label(sandglass)["Bread 2"]
