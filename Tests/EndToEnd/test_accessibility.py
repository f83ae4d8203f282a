"""The window driven through its accessibility tree, as a screen reader user would: presets, the
picker's spin buttons (AT-SPI Value), and the Start, Pause, Resume and Cancel buttons ("click")."""

import re

import pytest

from sandglass_e2e import A11y, Keyboard, wait_until

pytestmark = pytest.mark.gui

DIGITS_AFTER_ONE_MINUTE_START = re.compile(r"00:0(0:5\d|1:00)")


def _open_idle_window(sandglass):
    instance = sandglass.launch()  # plain `sandglass`: opens the window
    ui = A11y(instance.pid)
    frame = wait_until(ui.shown_window, message="the Sandglass window on screen")
    assert frame.name == "Sandglass"
    return instance, ui


def test_open_shows_the_idle_picker(gui_session, sandglass):
    instance, ui = _open_idle_window(sandglass)

    for name in ("Hours", "Minutes", "Seconds"):
        ui.wait_for("spin button", name)
    for name in ("Set 1 minute", "Set 3 minutes", "Set 5 minutes", "Set 10 minutes", "Set 15 minutes",
                 "Set 25 minutes", "Set 45 minutes", "Set 1 hour"):
        assert ui.find("push button", name) is not None, f"no shown preset {name!r}"
    start = ui.wait_for("push button", "Start")
    assert ui.is_sensitive(start)
    # (In the header bar, or at the bottom where the window is too narrow for it there.)
    ui.wait_for("page tab", "Timer")
    assert ui.find("push button", "Main Menu") is not None
    for hidden in ("Pause", "Resume", "Cancel", "Restart", "Dismiss"):
        assert ui.find("push button", hidden) is None, f"{hidden!r} is shown on the idle picker"
    assert ui.find("label", "Time\u2019s up") is None
    sandglass.screenshot("picker", force=False)

    # The picker holds the remembered duration: 5 minutes on a first run.
    values = [ui.value(ui.find("spin button", name)) for name in ("Hours", "Minutes", "Seconds")]
    assert values == [0, 5, 0]
    status = sandglass.status()
    assert status["state"] == "idle" and status["duration_ms"] == 300_000, status


def test_preset_start_pause_resume_cancel_by_accessibility_actions(gui_session, sandglass):
    instance, ui = _open_idle_window(sandglass)
    hours, minutes, seconds = (ui.wait_for("spin button", name) for name in ("Hours", "Minutes", "Seconds"))

    ui.click(ui.wait_for("push button", "Set 1 minute"))
    wait_until(lambda: ui.value(minutes) == 1, timeout=5, message="Minutes to read 1")
    assert (ui.value(hours), ui.value(seconds)) == (0, 0)

    # Start: the running view, counting down from one minute.
    ui.click(ui.wait_for("push button", "Start"))
    pause = ui.wait_for("push button", "Pause")
    digits = ui.wait_for("label", match=lambda n: DIGITS_AFTER_ONE_MINUTE_START.fullmatch(n.name) is not None)
    assert re.search(r"\b(minute|seconds?)\b.*\bleft\b", digits.description), \
        f"the digits' accessible description should say how long is left: {digits.description!r}"
    bar = ui.wait_for("progress bar", "Elapsed")
    # The bar's fill is drawn, not GTK's: a screen reader still reads its value, which grows.
    wait_until(lambda: 0 < ui.value(bar) < 0.5, timeout=10, message="the progress bar's value to grow from 0")
    ui.wait_for("push button", "Cancel")
    ui.wait_gone("push button", "Start")
    running = sandglass.status()
    assert running["state"] == "running" and running["duration_ms"] == 60_000, running

    # Pause: the same button now reads Resume.
    ui.click(pause)
    resume = ui.wait_for("push button", "Resume")
    assert ui.find("push button", "Pause") is None
    assert sandglass.wait_for_state("paused", timeout=5)["duration_ms"] == 60_000

    ui.click(resume)
    ui.wait_for("push button", "Pause")
    sandglass.wait_for_state("running", timeout=5)

    # Cancel: back to the picker, which holds the previous values.
    ui.click(ui.wait_for("push button", "Cancel"))
    start = ui.wait_for("push button", "Start")
    ui.wait_gone("push button", "Pause")
    sandglass.wait_for_state("idle", timeout=5)
    hours, minutes, seconds = (ui.wait_for("spin button", name) for name in ("Hours", "Minutes", "Seconds"))
    assert [ui.value(hours), ui.value(minutes), ui.value(seconds)] == [0, 1, 0]
    assert ui.is_sensitive(start)

    # 00:00:00 cannot be started; any non-zero value can.
    ui.set_value(minutes, 0)
    wait_until(lambda: ui.value(minutes) == 0, timeout=5, message="Minutes to read 0")
    wait_until(lambda: not ui.is_sensitive(start), timeout=5, message="Start to be insensitive at 00:00:00")
    ui.set_value(seconds, 5)
    wait_until(lambda: ui.is_sensitive(start), timeout=5, message="Start to be sensitive at 00:00:05")
    assert sandglass.status()["state"] == "idle"
    assert instance.poll() is None


def test_controls_have_plain_accessible_names(gui_session, sandglass):
    instance, ui = _open_idle_window(sandglass)
    ui.wait_for("push button", "Start")

    def names():
        return {node.name for node in ui.walk() if ui.role(node) in ("push button", "spin button")}

    expected = {"Start", "Hours", "Minutes", "Seconds", "Set 1 minute", "Set 1 hour", "Main Menu"}
    assert expected <= names(), f"missing {sorted(expected - names())}; the tree has {sorted(names())}"
    # The running and the finished views are built when a timer first runs and first ends.
    assert "Cancel" not in names(), "the running view is not built before a timer runs"
    assert sandglass.run("timer", "start", "1s").returncode == 0
    ui.wait_for("push button", "Pause")
    ui.wait_for("push button", "Restart", timeout=10)
    expected |= {"Pause", "Cancel", "Restart", "Dismiss"}
    assert expected <= names(), f"missing {sorted(expected - names())}; the tree has {sorted(names())}"


def test_the_main_menu_is_built_when_first_opened(gui_session, sandglass):
    """The menu's popover is made on first use (not at launch), and then offers its items."""
    instance, ui = _open_idle_window(sandglass)
    assert ui.find("menu item", "About Sandglass", shown=False) is None, "no menu before it is opened"
    Keyboard(instance.pid, window_manager=gui_session["window_manager"]).click(ui, ui.wait_for("push button", "Main Menu"))
    for item in ("Alerts", "Keyboard Shortcuts", "About Sandglass", "Quit"):
        ui.wait_for("menu item", item, shown=False)
    # A page's own actions are on its page, not in the window's menu on every page.
    assert ui.find("menu item", "Copy Laps", shown=False) is None
