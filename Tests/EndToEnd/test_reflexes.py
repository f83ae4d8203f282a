"""Reflexes destroy nothing: Escape, Enter and a second click, typed and clicked as a person does
(XTEST keys and mouse), and Undo after what is destroyed on purpose."""

import pytest

from sandglass_e2e import A11y, Keyboard, wait_until

pytestmark = pytest.mark.gui


def _keyboard(gui_session, instance):
    return Keyboard(instance.pid, window_manager=gui_session["window_manager"])


def _by_label(sandglass) -> dict:
    return {timer["label"]: timer for timer in sandglass.status_report()["timers"]}


def test_escape_dismisses_the_finished_timer_and_never_cancels_the_running_one(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "10m", "--label", "Tea")
    assert sandglass.run("timer", "start", "1s", "--label", "Eggs").returncode == 0
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    wait_until(lambda: _by_label(sandglass)["Eggs"]["state"] == "finished", timeout=10, message="Eggs to finish")
    ui.wait_for("push button", "Dismiss Eggs")

    keys.press("Escape")
    wait_until(lambda: list(_by_label(sandglass)) == ["Tea"], timeout=5, message="Eggs dismissed by Escape")
    # A second and third Escape, the reflex that used to cancel Tea; then Space, which pauses the
    # latest timer: Tea, had it survived, or a new timer of the last duration, had it not.
    keys.press("Escape", "Escape", "space")
    wait_until(lambda: _by_label(sandglass).get("Tea", {}).get("state") == "paused", timeout=5,
               message="Tea still there (paused by Space)")
    assert list(_by_label(sandglass)) == ["Tea"], _by_label(sandglass)


def test_a_second_click_at_the_same_place_acts_on_the_same_row(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "5m", "--label", "A")
    for duration, label in (("6m", "B"), ("7m", "C")):
        assert sandglass.run("timer", "start", duration, "--label", label).returncode == 0
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)

    # A ends first, so its row is on top; paused, it would sort below B and C.
    keys.click(ui, ui.wait_for("push button", "Pause A"), stay=True)
    wait_until(lambda: _by_label(sandglass)["A"]["state"] == "paused", timeout=5, message="A paused")
    resume = ui.wait_for("push button", "Resume A")
    pause_b = ui.wait_for("push button", "Pause B")
    assert ui.extents(resume).y < ui.extents(pause_b).y, "A's row stays where the pointer is"

    keys.click_again()  # the same place: A again, not B
    wait_until(lambda: _by_label(sandglass)["A"]["state"] == "running", timeout=5,
               message=f"A resumed by the second click; rows now: {[n.name for n in ui.find_all('push button') if n.name.startswith(('Pause', 'Resume'))]}; "
                       f"states: {[(k, v['state']) for k, v in _by_label(sandglass).items()]}")
    assert {label: t["state"] for label, t in _by_label(sandglass).items()} == {
        "A": "running", "B": "running", "C": "running"}

    # Paused again, and the pointer gone: the rows take the list's order (A below the running ones).
    keys.click(ui, ui.wait_for("push button", "Pause A"), stay=True)
    wait_until(lambda: _by_label(sandglass)["A"]["state"] == "paused", timeout=5, message="A paused again")
    keys.leave()
    wait_until(lambda: ui.extents(ui.wait_for("push button", "Resume A")).y
               > ui.extents(ui.wait_for("push button", "Pause C")).y, timeout=5,
               message="A's row to move below C once the pointer left")


def test_a_double_click_on_a_rows_button_is_two_clicks(gui_session, sandglass):
    """Two quick clicks on a row's Pause pause and resume its timer, as on any GTK button: the
    list, for which a double click over a row means "activate the row", leaves the button both."""
    instance = sandglass.launch("timer", "start", "5m", "--label", "A")
    assert sandglass.run("timer", "start", "6m", "--label", "B").returncode == 0
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    before = _by_label(sandglass)["A"]
    keys.click(ui, ui.wait_for("push button", "Pause A"), clicks=2)
    # Paused, then resumed: running again, its end moved later by the time it stood still.
    wait_until(lambda: (_by_label(sandglass)["A"]["ends_at_ms"] or 0) > before["ends_at_ms"], timeout=5,
               message=f"A paused and resumed by the double click; now {_by_label(sandglass)['A']}")
    assert _by_label(sandglass)["A"]["state"] == "running", _by_label(sandglass)["A"]
    assert _by_label(sandglass)["B"]["state"] == "running", _by_label(sandglass)["B"]


def test_undo_after_cancel_restores_the_same_end(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "10m", "--label", "Tea")
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    before = _by_label(sandglass)["Tea"]
    keys.click(ui, ui.wait_for("push button", "Cancel"))
    sandglass.wait_for_state("idle", timeout=5)
    keys.click(ui, ui.wait_for("push button", "Undo"))
    wait_until(lambda: "Tea" in _by_label(sandglass), timeout=5, message="Tea back")
    after = _by_label(sandglass)["Tea"]
    assert (after["id"], after["state"], after["ends_at_ms"]) == (before["id"], "running", before["ends_at_ms"]), (before, after)


def test_undo_after_reset_restores_every_lap(gui_session, sandglass):
    instance = sandglass.launch("stopwatch", "start")
    for _ in range(4):
        assert sandglass.run("stopwatch", "lap").returncode == 0
    assert sandglass.run("stopwatch", "pause").returncode == 0
    before = sandglass.stopwatch()
    assert len(before["laps"]) == 4, before
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    ui.wait_for("push button", "Reset")

    keys.press("Delete")  # Reset's key
    wait_until(lambda: sandglass.stopwatch()["state"] == "idle", timeout=5, message="the stopwatch reset")
    assert sandglass.stopwatch()["laps"] == []
    keys.click(ui, ui.wait_for("push button", "Undo"))
    wait_until(lambda: sandglass.stopwatch()["state"] == "paused", timeout=5, message="the stopwatch back")
    after = sandglass.stopwatch()
    assert (after["elapsed_ms"], after["laps"]) == (before["elapsed_ms"], before["laps"]), (before, after)
    ui.wait_for("label", "Lap 4")
    # On disk too: a new instance reads the laps back.
    instance.terminate()
    instance.wait(timeout=10)
    assert sandglass.run("status", "--json", headless=True).returncode == 0
    assert sandglass.status_report(headless=True)["stopwatch"]["laps"] == before["laps"]


def test_escape_on_a_countdown_stops_nothing_and_stop_offers_undo(gui_session, sandglass):
    instance = sandglass.launch("countdown", "start", "2030-01-01", "--label", "Launch")
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    before = sandglass.countdown()
    ui.wait_for("push button", "Stop")
    # Escape, then Alt+1 (the Timer page): once that page shows, the Escape has been handled.
    keys.press("Escape", "alt+1")
    ui.wait_for("push button", "Start")
    assert sandglass.countdown()["state"] == "running", "Escape stopped the countdown"
    keys.press("alt+4", "alt+t")  # back, and Stop's mnemonic
    wait_until(lambda: sandglass.countdown()["state"] == "idle", timeout=5, message="the countdown stopped by Stop")
    keys.click(ui, ui.wait_for("push button", "Undo"))
    wait_until(lambda: sandglass.countdown()["state"] == "running", timeout=5, message="the countdown back")
    assert sandglass.countdown()["target_ms"] == before["target_ms"], (before, sandglass.countdown())
