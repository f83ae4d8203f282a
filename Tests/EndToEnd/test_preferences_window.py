"""The Preferences window, as a person uses it: Ctrl+, or the main menu (F10) opens it; its
switches are clicked with the mouse, the ring time typed into its field, a preset removed; each
change is in GSettings at once, and a change made with `gsettings set` shows in the window."""

import time

import pytest

from sandglass_e2e import A11y, Keyboard, wait_until

pytestmark = pytest.mark.gui

SCHEMA = "io.github.sandglass.Sandglass"


def _named(ui: A11y, name: str):
    """The shown node called `name`, whatever its role."""
    return next((node for node in ui.walk() if node.name == name and ui.is_shown(node)), None)


def _wait_named(ui: A11y, name: str):
    return wait_until(lambda: _named(ui, name), timeout=10, message=f"{name!r} to show")


def test_preferences_change_settings_by_mouse_and_keyboard_and_follow_gsettings(gui_session, sandglass):
    assert sandglass.run("timer", "preset", "save", "Tea", "4m").returncode == 0
    instance = sandglass.launch()
    ui, keyboard = A11y(instance.pid), Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    ui.wait_for("push button", "Start")

    keyboard.press("ctrl+comma")
    keyboard.window(title="Preferences")
    # Each mode's switch is named by its row's title, under the mode's heading.
    switches = wait_until(lambda: [n for n in ui.find_all("check box") if n.name == "Sound"], timeout=10,
                          message="the Sound switches")
    assert len(switches) == 3, "Timer, Pomodoro, Countdown"
    assert sandglass.settings()["timer-sound"] is True
    keyboard.click(ui, switches[0], window_title="Preferences")
    wait_until(lambda: sandglass.settings()["timer-sound"] is False, timeout=5,
               message="the click to turn the timer's sound off in the settings")
    assert sandglass.settings()["pomodoro-sound"] is True, "only that switch"

    # The ring time, under the alerts: scroll down to it with the wheel, click into its field,
    # type, leave it with Tab.
    field = _wait_named(ui, "Ring for at most, in seconds")
    keyboard.scroll(ui, switches[1], window_title="Preferences", clicks=25)
    keyboard.click(ui, field, window_title="Preferences", at=(0.15, 0.5))  # its digits, not its − and +
    keyboard.type_here("ctrl+a", "2", "0", "Tab")
    wait_until(lambda: sandglass.settings()["ring-seconds"] == "20", timeout=5,
               message="the typed ring time to be saved")

    assert sandglass.settings()["pomodoro-focus-seconds"] == "1500", "scrolling past a length never changes it"

    # The Pomodoro cycle's focus length, a row of the Pomodoro group above: back up with the
    # wheel over the ring time's row (its title, not its field), then typed into its field.
    keyboard.scroll(ui, _wait_named(ui, "Ring for at most"), window_title="Preferences", up=True, at=(0.2, 0.5))
    focus = ui.wait_for("spin button", "Focus (min)")
    keyboard.click(ui, focus, window_title="Preferences", at=(0.15, 0.5))
    keyboard.type_here("ctrl+a", "5", "0", "Tab")
    wait_until(lambda: sandglass.settings()["pomodoro-focus-seconds"] == "3000", timeout=5,
               message="the typed focus length to be kept")
    assert sandglass.run("pomodoro", "start").returncode == 0
    wait_until(lambda: sandglass.pomodoro()["phase_ms"] == 3_000_000, timeout=5,
               message="the next cycle to focus for 50 minutes")

    # Another program's change shows in the open window.
    sandglass.gsettings("set", SCHEMA, "ring-seconds", "45")
    wait_until(lambda: ui.value(_named(ui, "Ring for at most, in seconds")) == 45, timeout=5,
               message="the field to show the ring time set with gsettings")
    sandglass.gsettings("set", SCHEMA, "timer-sound", "true")
    wait_until(lambda: ui.pyatspi.STATE_CHECKED in ui.states(switches[0]), timeout=5,
               message="the switch to show the sound turned on with gsettings")

    # The presets page: Tea's Remove button, by the mouse.
    keyboard.click(ui, _wait_named(ui, "Presets"), window_title="Preferences")
    remove = _wait_named(ui, "Remove Tea")
    keyboard.click(ui, remove, window_title="Preferences")
    wait_until(lambda: "Tea" not in sandglass.settings()["presets"], timeout=5, message="Tea to be removed")
    assert "Tea" not in sandglass.run("timer", "preset", "list").stdout, "the command line sees it gone"

    # Escape closes it; the main menu (F10) opens it again.
    keyboard.focus("Preferences")
    keyboard.type_here("Escape")
    wait_until(lambda: not keyboard.visible_windows("Preferences"), timeout=5, message="Escape to close it")
    keyboard.press("F10")
    wait_until(lambda: ui.find("menu item", "Preferences"), timeout=5, message="the main menu's Preferences item")
    keyboard.type_here("Down", "Down", "Return")  # past History
    keyboard.window(title="Preferences")


def _has_focus(ui: A11y, nodes: list) -> bool:
    """Whether one of `nodes` (a row and its switch, named alike) has the keyboard focus."""
    return any(ui.pyatspi.STATE_FOCUSED in ui.states(node) for node in nodes)


def test_the_presence_and_quiet_switches_are_reached_and_toggled_with_the_keyboard(gui_session, sandglass):
    """The switches of time away and Do Not Disturb, reached with Tab alone and turned with Space."""
    instance = sandglass.launch()
    ui, keyboard = A11y(instance.pid), Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    ui.wait_for("push button", "Start")
    keyboard.press("ctrl+comma")
    keyboard.focus("Preferences")
    _wait_named(ui, "Pause focus while away")
    rows = [("Pause focus while away", "pause-focus-when-away", False),
            ("Do not disturb during focus", "do-not-disturb-during-focus", True),
            ("Pause the stopwatch while the screen is locked", "pause-stopwatch-when-away", True)]
    for title, key, turned_on in rows:
        assert sandglass.settings()[key] is (not turned_on), f"{key} as it was by default"
        # The row and its switch, looked up once (a walk of the whole window per Tab is slow).
        nodes = [node for node in ui.walk() if node.name == title]
        for _ in range(80):
            if _has_focus(ui, nodes):
                break
            keyboard.type_here("Tab")
            # A moment for the focus to land (GTK under load), so no Tab goes past the row.
            deadline = time.monotonic() + 0.3
            while time.monotonic() < deadline and not _has_focus(ui, nodes):
                time.sleep(0.05)
        assert _has_focus(ui, nodes), f"Tab reaches {title!r}"
        keyboard.type_here("space")
        wait_until(lambda: sandglass.settings()[key] is turned_on, timeout=5,
                   message=f"Space to turn {key} {'on' if turned_on else 'off'}")
    # Space again turns the last one back.
    keyboard.type_here("space")
    wait_until(lambda: sandglass.settings()["pause-stopwatch-when-away"] is False, timeout=5,
               message="Space again to turn it back off")
