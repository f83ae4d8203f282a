"""The compact view as a person uses it, under a window manager: `sandglass window compact`
and Ctrl+M make a window of at most 400 x 220 showing the running timer; its main button is
clicked with the mouse; it is dragged by its body; a double click brings the full window back;
and it comes back compact after a restart."""

import subprocess

import pytest

from sandglass_e2e import A11y, Keyboard, wait_until

pytestmark = pytest.mark.gui


def _geometry(window: str) -> dict:
    out = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], capture_output=True, text=True,
                         timeout=10, check=True).stdout
    return {key: int(value) for key, value in (line.split("=", 1) for line in out.split() if "=" in line)}


def _small(window: str) -> bool:
    size = _geometry(window)
    return size["WIDTH"] <= 400 and size["HEIGHT"] <= 220


def _xdotool(*words: str) -> None:
    subprocess.run(["xdotool", *words], check=True, timeout=10)


def test_compact_view_by_command_mouse_drag_double_click_key_and_restart(gui_session, sandglass):
    if not gui_session["window_manager"]:
        pytest.fail("a window manager is needed to move and resize the window")
    instance = sandglass.launch("timer", "start", "5m", "--label", "Tea")
    ui = A11y(instance.pid)
    keyboard = Keyboard(instance.pid, window_manager=True)
    window = keyboard.window()
    full = _geometry(window)
    assert full["WIDTH"] > 400

    result = sandglass.run("window", "compact")
    assert result.returncode == 0 and result.stdout == "Compact view\n", str(result)
    wait_until(lambda: _small(window), timeout=5, message="a window of at most 400 x 220")
    title = ui.wait_for("label", "Tea")
    window_status = sandglass.status_report()["window"]
    assert window_status["visible"] is True and window_status["compact"] is True, window_status
    ui.wait_gone("push button", "Main Menu")  # no header bar: the body is the window

    keyboard.click(ui, ui.wait_for("push button", "Pause"))  # the mouse, on the compact view's button
    sandglass.wait_for_state("paused", timeout=5)
    ui.wait_for("push button", "Resume")

    # Dragged by its body, as by a title bar.
    before = _geometry(window)
    box = ui.extents(title)
    x, y = before["X"] + box.x + box.width // 2, before["Y"] + box.y + box.height // 2
    # At a hand's pace: the window manager takes the move over while the button is still down.
    _xdotool("mousemove", "--sync", str(x), str(y), "mousedown", "1")
    for step in range(1, 11):
        _xdotool("mousemove", "--sync", str(x + 12 * step), str(y + 9 * step), "sleep", "0.03")
    _xdotool("sleep", "0.2", "mouseup", "1")
    wait_until(lambda: _geometry(window)["X"] >= before["X"] + 60, timeout=5, message="the window to follow the drag")

    # A double click on the body: the full window, at its size.
    moved = _geometry(window)
    box = ui.extents(title)
    # (No --sync: the pointer may already be there, having dragged the window under it.)
    _xdotool("mousemove", str(moved["X"] + box.x + box.width // 2), str(moved["Y"] + box.y + box.height // 2),
             "click", "--repeat", "2", "--delay", "80", "1")
    ui.wait_for("push button", "Main Menu")
    wait_until(lambda: _geometry(window)["WIDTH"] == full["WIDTH"], timeout=5, message="the full size back")
    wait_until(lambda: sandglass.status_report()["window"]["compact"] is False, timeout=5,
               message="status to say the full view shows")

    keyboard.press("ctrl+m")
    wait_until(lambda: _small(window), timeout=5, message="Ctrl+M to make it compact again")

    instance.terminate()
    instance.wait(timeout=10)
    wait_until(lambda: not sandglass.is_running(), timeout=10, message="the instance to leave the bus")
    instance = sandglass.launch()
    window = Keyboard(instance.pid, window_manager=True).window()
    wait_until(lambda: _small(window), timeout=5, message="the restarted window to be compact")
    A11y(instance.pid).wait_for("label", "Tea")  # the paused timer, kept too
    assert sandglass.run("window", "full").returncode == 0
    assert sandglass.run("timer", "cancel").returncode == 0


def test_stop_from_the_compact_view_offers_undo_there(gui_session, sandglass):
    """The toast strip is in the full view: from the compact view, its main button is where
    Undo is offered after a Stop, and a click brings back the same countdown."""
    instance = sandglass.launch("countdown", "start", "2035-01-01T00:00:00+00:00", "--label", "Launch")
    assert sandglass.run("window", "compact").returncode == 0
    ui = A11y(instance.pid)
    keyboard = Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    before = sandglass.countdown()
    ui.wait_for("label", "Launch")

    keyboard.click(ui, ui.wait_for("push button", "Stop"))  # the compact view's main button
    wait_until(lambda: sandglass.countdown()["state"] == "idle", timeout=5, message="the countdown stopped")
    keyboard.click(ui, ui.wait_for("push button", "Undo"))
    wait_until(lambda: sandglass.countdown()["state"] != "idle", timeout=5, message="the countdown back by Undo")
    after = sandglass.countdown()
    assert (after["label"], after["target_ms"]) == (before["label"], before["target_ms"]), (before, after)
    ui.wait_for("push button", "Stop")  # and the compact view shows it again
