"""A new window opens as the last one was left: its size (resized with the window manager) and
its page (chosen with Alt+2) are kept in GSettings across a restart."""

import subprocess

import pytest

from sandglass_e2e import A11y, Keyboard, wait_until

pytestmark = pytest.mark.gui


def _size(window: str) -> tuple:
    geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], capture_output=True,
                              text=True, timeout=10, check=True).stdout
    fields = dict(line.split("=", 1) for line in geometry.split() if "=" in line)
    return int(fields["WIDTH"]), int(fields["HEIGHT"])


def test_size_and_page_are_kept_across_a_restart(gui_session, sandglass):
    instance = sandglass.launch()
    ui, keyboard = A11y(instance.pid), Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    ui.wait_for("push button", "Start")
    window = keyboard.window()
    before = _size(window)
    subprocess.run(["xdotool", "windowsize", "--sync", window, "640", "480"], check=True, timeout=10)
    resized = wait_until(lambda: (size := _size(window)) != before and size, timeout=5, message="the window to take its new size")
    keyboard.press("alt+2")
    wait_until(lambda: sandglass.settings()["last-page"] == "'stopwatch'", timeout=5, message="the page to be kept")
    wait_until(lambda: sandglass.settings()["window-width"] != "780", timeout=5, message="the size to be kept")

    instance.terminate()
    instance.wait(timeout=10)
    wait_until(lambda: not sandglass.is_running(), timeout=10, message="the instance to leave the bus")
    instance = sandglass.launch()
    ui, keyboard = A11y(instance.pid), Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    ui.wait_for("push button", "Start", match=lambda node: ui.in_page(node, "Stopwatch"))
    assert _size(keyboard.window()) == resized, "the new window has the size the last one was given"
