"""Presets of your own from the window: name the timer, pick its length, save it as a
preset in the star's popover, and it shows beside the built-in presets, for this run and the next."""

import subprocess

import pytest

from sandglass_e2e import A11y, Keyboard, wait_until

pytestmark = pytest.mark.gui


def _raw_keys(*keys: str) -> None:
    """Types into whatever has the focus (an open popover is a window of its own: not activated)."""
    subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True, timeout=10)


def test_a_preset_is_saved_from_the_picker_and_starts_a_labelled_timer(gui_session, sandglass):
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    keys = Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    label = ui.wait_for("text", "Label")
    keys.click(ui, label)
    keys.press("T", "e", "a")
    keys.press("alt+m", "ctrl+a", "4", "Tab")

    # The star beside the label, by the mouse (of its two nodes by that name, the one that clicks).
    star = ui.wait_for("push button", "Your Presets",
                       match=lambda n: "click" in [n.queryAction().getName(i) for i in range(n.queryAction().nActions)])
    keys.click(ui, star)
    ui.wait_for("push button", "Save as Preset")
    sandglass.screenshot("presets-popover")
    _raw_keys("Return")  # the popover opens on Save as Preset
    wait_until(lambda: sandglass.run("timer", "preset", "list").stdout == "00:04:00  Tea\n", timeout=5,
               message="the preset saved")
    ui.wait_for("push button", "Remove Tea")
    _raw_keys("Escape")  # the popover closes; nothing else
    ui.wait_gone("push button", "Save as Preset")
    assert sandglass.status()["state"] == "idle"

    # Its button beside the built-in ones fills the picker; Start starts it, labelled.
    keys.press("alt+m", "ctrl+a", "1", "Tab")
    keys.click(ui, ui.wait_for("push button", "Tea, 4 minutes"))
    keys.press("alt+s")
    running = sandglass.wait_for_state("running", timeout=5)
    assert running["label"] == "Tea" and running["duration_ms"] == 240_000, running
