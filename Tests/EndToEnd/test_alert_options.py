"""Each mode's sound and flash, chosen as a person would: the main menu's Alerts items through
the keyboard (F10, arrows, Enter) and the Pomodoro page's check, in the settings popover the
mouse opens, by its mnemonic. A timer whose
sound is off ends in silence through the real GSound path (ALSA's file plugin), still told."""

import subprocess
import time

import pytest

from sandglass_e2e import A11y, Keyboard, wait_until

pytestmark = pytest.mark.gui


def _preferences(sandglass) -> dict:
    return sandglass.settings()


def _key(*keys: str) -> None:
    """Types into whatever has the keyboard now (an open menu is its own X window)."""
    subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True, timeout=10)


def _has_state(ui: A11y, node, name: str) -> bool:
    return any(f"STATE_{name}" in str(state) for state in ui.states(node))


def _focused_item(ui: A11y):
    return ui.find("menu item", match=lambda node: _has_state(ui, node, "FOCUSED"))


def _checked(ui: A11y, node) -> bool:
    return _has_state(ui, node, "CHECKED")


def _alerts_items(ui: A11y, keyboard: Keyboard, name: str) -> list:
    """Opens the main menu with F10 and its Alerts submenu with Enter: the items named `name`,
    one per mode (Timer, Pomodoro, Countdown)."""
    keyboard.press("F10")  # the main menu; its first item that can be used has the focus
    wait_until(lambda: (_focused_item(ui) or ui.app).name == "Alerts", timeout=5,
               message="F10 to put the focus on Alerts (the laps' items are disabled)")
    _key("Return")
    return wait_until(lambda: [n for n in ui.find_all("menu item") if n.name == name], timeout=5,
                      message=f"the Alerts submenu's {name!r} items")


def _launch(gui_session, sandglass, *args: str, env=None):
    """(instance, its accessibility tree, the keyboard and mouse) once its window shows."""
    instance = sandglass.launch(*args, env=env)
    return instance, A11y(instance.pid), Keyboard(instance.pid, window_manager=gui_session["window_manager"])


def test_the_menu_turns_the_timers_sound_off_and_its_end_is_silent(gui_session, sandglass, recorded_sound):
    env, out = recorded_sound
    instance, ui, keyboard = _launch(gui_session, sandglass, env=env)
    ui.wait_for("push button", "Start")

    sounds = _alerts_items(ui, keyboard, "Sound")
    assert [_checked(ui, n) for n in sounds] == [True, True, True], "each mode's sound is on at first"
    _key("Down")
    wait_until(lambda: (_focused_item(ui) or ui.app).name == "Sound", timeout=5,
               message="Down to reach the Timer's Sound, the first under its heading")
    _key("Return")
    wait_until(lambda: _preferences(sandglass).get("timer-sound") is False, timeout=5,
               message="the timer's sound to be saved as off")
    prefs = _preferences(sandglass)
    assert prefs["pomodoro-sound"] is True and prefs["countdown-sound"] is True, prefs

    assert sandglass.run("timer", "start", "1s").returncode == 0
    finished = sandglass.wait_for_state("finished", timeout=5)
    assert finished["ringing"] is False, finished
    # The scenario: 1.5 s of silence after the end (a ring hands the device samples within about 30 ms).
    time.sleep(1.5)
    assert not out.exists() or out.stat().st_size == 0, "no sound at the end of a timer whose sound is off"
    result = sandglass.run("dismiss")
    assert result.returncode == 0 and result.stdout == "Timer dismissed\n", str(result)

    # The choice outlives the instance: a new one's menu shows it.
    instance.terminate()
    instance.wait(timeout=10)
    wait_until(lambda: not sandglass.is_running(), timeout=10, message="the instance to leave the bus")
    instance, ui, keyboard = _launch(gui_session, sandglass, env=env)
    ui.wait_for("push button", "Start")
    sounds = _alerts_items(ui, keyboard, "Sound")
    assert [_checked(ui, n) for n in sounds] == [False, True, True], "the menu shows the timer's sound off"
    _key("Escape", "Escape")


def test_the_pomodoro_pages_flash_check_is_the_menus_flash_item(gui_session, sandglass):
    _, ui, keyboard = _launch(gui_session, sandglass, "pomodoro", "start", "--focus", "25m")
    # The page's settings button (of its two nodes by that name, the one that clicks), by the mouse.
    settings = ui.wait_for("push button", "Pomodoro Settings",
                           match=lambda n: "click" in [n.queryAction().getName(i) for i in range(n.queryAction().nActions)])
    keyboard.click(ui, settings)
    check = ui.wait_for("check box", "Flash the window when a phase ends")
    assert not _checked(ui, check)
    _key("alt+f")  # its mnemonic, typed into the open popover
    wait_until(lambda: _preferences(sandglass).get("pomodoro-flash") is True, timeout=5,
               message="the Pomodoro's flash to be saved as on")
    wait_until(lambda: _checked(ui, check), timeout=5, message="the check to show it")
    _key("Escape")
    ui.wait_gone("check box", "Flash the window when a phase ends")
    assert _preferences(sandglass).get("timer-flash") is False

    flashes = _alerts_items(ui, keyboard, "Flash the Window")
    assert [_checked(ui, n) for n in flashes] == [False, True, False], "Timer, Pomodoro, Countdown"
    _key("Escape", "Escape")
    assert sandglass.run("pomodoro", "stop").returncode == 0
