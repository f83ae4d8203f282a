"""The keyboard: Space, Enter, Escape, Ctrl+W and Ctrl+Q typed into the focused window (XTEST)."""

import json
import subprocess

import pytest

from sandglass_e2e import A11y, Keyboard, parse_instant, wait_until

pytestmark = pytest.mark.gui


def _keyboard(gui_session, instance):
    return Keyboard(instance.pid, window_manager=gui_session["window_manager"])


def test_space_starts_pauses_resumes_and_escape_cancels_nothing(gui_session, sandglass):
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    ui.wait_for("push button", "Start")

    keys.press("space")
    running = sandglass.wait_for_state("running", timeout=5)
    assert running["duration_ms"] == 300_000, running  # the picker's value: 5 minutes on a first run
    ui.wait_for("push button", "Pause")

    keys.press("space")
    sandglass.wait_for_state("paused", timeout=5)
    ui.wait_for("push button", "Resume")

    keys.press("space")
    running = sandglass.wait_for_state("running", timeout=5)
    ui.wait_for("push button", "Pause")

    # Escape is a reflex: it leaves the running timer alone. (Space after it pauses that same
    # timer; had Escape cancelled it, Space would start a new one.)
    keys.press("Escape", "space")
    paused = sandglass.wait_for_state("paused", timeout=5)
    assert paused["id"] == running["id"], (running, paused)

    # Cancel (its button's Alt+C) takes it away at once, and Undo brings it back as it was.
    keys.press("alt+c")
    sandglass.wait_for_state("idle", timeout=5)
    undo = ui.wait_for("push button", "Undo")
    keys.click(ui, undo)
    back = sandglass.wait_for_state("paused", timeout=5)
    assert (back["id"], back["remaining_ms"]) == (paused["id"], paused["remaining_ms"]), (paused, back)


def test_enter_in_a_field_starts_what_was_typed(gui_session, sandglass):
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    ui.wait_for("spin button", "Minutes")

    keys.press("alt+m")  # the Minutes caption's mnemonic focuses the field
    minutes = ui.find("spin button", "Minutes")
    wait_until(lambda: ui.pyatspi.STATE_FOCUSED in ui.states(minutes), timeout=5,
               message="the Minutes field to have the focus")
    keys.press("ctrl+a", "2", "Return")

    running = sandglass.wait_for_state("running", timeout=5)
    assert running["duration_ms"] == 120_000, running
    ui.wait_for("push button", "Pause")


def test_typed_fields_without_tab_are_what_start_uses_by_click_and_by_alt_s(gui_session, sandglass):
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    for field in ("Hours", "Minutes", "Seconds"):
        ui.wait_for("spin button", field)

    def type_into(field: str, text: str) -> None:
        node = ui.find("spin button", field)
        keys.click(ui, node)  # the mouse, into the field's text
        wait_until(lambda: ui.pyatspi.STATE_FOCUSED in ui.states(node), timeout=5,
                   message=f"the {field} field to have the focus")
        keys.press("ctrl+a", *text)

    type_into("Hours", "0")
    type_into("Minutes", "0")
    type_into("Seconds", "9")  # no Tab: the field has not committed the 9
    start = ui.find("push button", "Start")
    wait_until(lambda: ui.is_sensitive(start), timeout=5, message="Start to follow the 9 as typed")
    keys.press("alt+s")
    running = sandglass.wait_for_state("running", timeout=5)
    assert running["duration_ms"] == 9_000, running
    assert sandglass.run("timer", "cancel").returncode == 0

    # Over 0:00:09, a 0 typed into Seconds leaves nothing to start: Start says so at once.
    ui.wait_for("push button", "Start")
    ui.wait_gone("push button", "Cancel")  # the running view has faded out: clicks reach the picker
    type_into("Seconds", "0")
    wait_until(lambda: not ui.is_sensitive(ui.find("push button", "Start")), timeout=5,
               message="Start to turn insensitive as the 0 is typed")
    type_into("Minutes", "2")
    keys.click(ui, ui.find("push button", "Start"))
    running = sandglass.wait_for_state("running", timeout=5)
    assert running["duration_ms"] == 120_000, running


@pytest.mark.parametrize("key", ["Escape", "Return"])
def test_escape_or_enter_dismisses_a_finished_timer(gui_session, sandglass, key):
    # Enter too: the finished page's default is Dismiss, so Enter after an alarm starts nothing again.
    instance = sandglass.launch("timer", "start", "1s")
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)

    sandglass.wait_for_state("finished", timeout=10)
    ui.wait_for("push button", "Dismiss")
    keys.press(key)
    sandglass.wait_for_state("idle", timeout=5)
    ui.wait_for("push button", "Start")


def _quit_with_ctrl_q(keys, sandglass, instance):
    keys.press("ctrl+q")
    try:
        instance.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pytest.fail("Ctrl+Q did not quit the application within 10 s")
    assert instance.returncode == 0, f"the instance exited with {instance.returncode}"
    wait_until(lambda: not sandglass.is_running(), timeout=5, message="the app id to leave the bus")


def _status_without_instance(sandglass):
    result = sandglass.run("status", "--json", headless=True)
    assert result.returncode == 0, str(result)
    return json.loads(result.stdout)["timers"][0]


def test_ctrl_w_hides_the_window_the_timer_runs_on_and_ctrl_q_quits(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "7m")
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    wait_until(ui.shown_window, message="the Sandglass window on screen")
    ui.wait_for("push button", "Pause")

    # Ctrl+W closes the window; the running timer keeps the application alive.
    keys.press("ctrl+w")
    wait_until(lambda: not keys.visible_windows(), timeout=5, message="the window to be hidden")
    wait_until(lambda: ui.shown_window() is None, timeout=5, message="no shown frame in the tree")
    status = sandglass.status()
    assert status["state"] == "running" and status["duration_ms"] == 420_000, status
    assert instance.poll() is None, "the instance quit with a timer running"

    # `sandglass` shows it again, on the running timer.
    reopened = sandglass.run()
    assert reopened.returncode == 0, str(reopened)
    wait_until(keys.visible_windows, timeout=5, message="the window to be shown again")
    wait_until(ui.shown_window, timeout=5, message="a shown frame in the tree")
    ui.wait_for("push button", "Pause")
    digits = ui.wait_for("label", match=lambda n: n.name.startswith("00:0"))
    assert digits.name[:5] in ("00:07", "00:06"), digits.name

    # Cancel (Alt+C); Ctrl+Q quits; `status` then answers idle, from the remembered duration.
    keys.press("alt+c")
    sandglass.wait_for_state("idle", timeout=5)
    _quit_with_ctrl_q(keys, sandglass, instance)
    idle = _status_without_instance(sandglass)
    assert idle["state"] == "idle" and idle["duration_ms"] == 420_000, idle
    assert not sandglass.is_running(), "status started an instance"


def test_ctrl_q_with_a_timer_running_keeps_it_for_the_next_start(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "7m", "--label", "Bread")
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    ui.wait_for("push button", "Pause")
    before = sandglass.status()

    _quit_with_ctrl_q(keys, sandglass, instance)
    saved = _status_without_instance(sandglass)
    assert (saved["state"], saved["label"], saved["duration_ms"]) == ("running", "Bread", 420_000), saved
    drift = abs((parse_instant(saved["ends_at"]) - parse_instant(before["ends_at"])).total_seconds())
    assert drift < 0.05, (before, saved)
    assert not sandglass.is_running(), "status started an instance"

    # Opening Sandglass again shows the same countdown, still running.
    again = sandglass.launch()
    ui = A11y(again.pid)
    ui.wait_for("label", "Bread")
    ui.wait_for("push button", "Pause")
    resumed = sandglass.status()
    assert resumed["state"] == "running" and resumed["ends_at"] == saved["ends_at"], (saved, resumed)


def _raw_keys(*keys: str) -> None:
    """Types into whatever has the keyboard now: an open popover is its own X window, which
    Keyboard.press would take the focus from by activating the main window first."""
    subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True, timeout=10)


def _settings_button(ui: A11y):
    """The Pomodoro page's settings button: of its two nodes by that name, the one that clicks."""
    def clickable(node) -> bool:
        action = node.queryAction()
        return "click" in [action.getName(i) for i in range(action.nActions)]
    return ui.wait_for("push button", "Pomodoro Settings", match=clickable)


def test_pomodoro_keys_act_on_the_page_but_not_inside_its_settings_fields(gui_session, sandglass):
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    ui.wait_for("push button", "Start")
    keys.press("alt+3")
    assert ui.find("spin button", "Focus (min)") is None, "the lengths are not on the page"

    keys.click(ui, _settings_button(ui))  # the mouse opens the settings popover
    focus = ui.wait_for("spin button", "Focus (min)")
    wait_until(lambda: ui.pyatspi.STATE_FOCUSED in ui.states(focus), timeout=5,
               message="the popover to open with the keyboard in its Focus field")
    _raw_keys("space", "ctrl+Right")
    assert sandglass.pomodoro()["state"] == "idle", "keys typed into a field stay in the field"

    # Typed, then Escape: the popover closes and what was typed counts, without Enter or Tab.
    _raw_keys("ctrl+a", "1", "0", "Escape")
    ui.wait_gone("spin button", "Focus (min)")
    wait_until(lambda: sandglass.pomodoro()["remaining_ms"] == 600_000, timeout=5,
               message="the typed 10 minutes to be the focus length")

    keys.press("alt+s")  # the Start button's mnemonic
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=5, message="the cycle to start")
    keys.press("ctrl+Right")
    wait_until(lambda: sandglass.pomodoro()["phase"] == "short_break", timeout=5, message="Ctrl+Right to skip")
    keys.press("space")
    wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=5, message="Space to pause")


def test_an_end_on_another_page_leaves_the_page_and_the_keys_where_they_were(gui_session, sandglass):
    """The stopwatch's Space stays the stopwatch's when a timer ends meanwhile."""
    instance = sandglass.launch("stopwatch", "start")
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    ui.wait_for("push button", "Pause")
    assert sandglass.run("timer", "start", "1s", "--label", "Tea").returncode == 0
    sandglass.wait_for_state("finished", timeout=5)
    ui.wait_for("label", "Tea is done")  # the note at the bottom of the window

    keys.press("space")
    wait_until(lambda: sandglass.stopwatch()["state"] == "paused", timeout=5,
               message="Space to pause the stopwatch")
    assert sandglass.status()["state"] == "finished", "the finished timer was not restarted"


def test_ctrl_question_shows_the_keyboard_shortcuts_by_page_once_each_without_raw_key_names(gui_session, sandglass):
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    ui.wait_for("push button", "Start")
    keys.press("ctrl+question")
    keys.window(title="Keyboard Shortcuts")  # its own title, not the program's name

    def shortcuts_window():
        frames = [ui.app.getChildAtIndex(i) for i in range(ui.app.childCount)]
        return next((frame for frame in frames if frame is not None and frame.name == "Keyboard Shortcuts"), None)

    window = wait_until(shortcuts_window, message="the Keyboard Shortcuts window in the tree")
    wait_until(lambda: any(node.name == "Copy the laps" for node in ui.walk(window)), message="its lines")

    def shown_labels():
        return [node for node in ui.walk(window) if ui.role(node) == "label" and ui.is_shown(node)]

    # The pages in the switcher's order, two groups to a page, then the general keys.
    labels = shown_labels()
    names = [node.name for node in labels]
    timer, stopwatch = (next(node for node in labels if node.name == title) for title in ("Timer", "Stopwatch"))
    assert ui.extents(timer).x < ui.extents(stopwatch).x, "Timer first"
    assert "General" not in names and "Pomodoro" not in names, names
    keys.click(ui, next(node for node in labels if node.name == "2"), window_title="Keyboard Shortcuts")  # the page switcher
    wait_until(lambda: any(node.name == "General" for node in shown_labels()), message="the second page")
    second = [node.name for node in shown_labels()]
    assert second.index("Pomodoro") < second.index("Countdown") < second.index("General"), second
    assert names.count("Lap") == 1, "Enter, L and Alt+L on one line"
    assert names.count("Copy the laps") == 1 and "Copy Laps" not in names, names
    assert not any("KP_" in name for name in names), names
    sandglass.screenshot("keyboard-shortcuts", force=False)


def test_a_tab_clicked_with_the_mouse_leaves_the_keys_with_the_page(gui_session, sandglass):
    """A tab clicked does not take the keyboard (as libadwaita's switcher and GtkStackSwitcher):
    Space then works the page it showed."""
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    keys.click(ui, ui.wait_for("page tab", "Pomodoro"))
    ui.wait_for("push button", "Start", match=lambda n: ui.in_page(n, "Pomodoro"))
    keys.press("space")
    wait_until(lambda: sandglass.pomodoro().get("state") == "running", timeout=5,
               message="Space, after a click on the Pomodoro tab, to start the Pomodoro")


def test_a_page_first_shown_while_the_window_was_hidden_takes_the_keys(gui_session, sandglass):
    """The window closed (hidden: a timer runs) with the keyboard in the Timer page, then shown
    on a page not built yet (as a notification's button or a launcher's search shows it): the
    keys go to that page, not to the header's pin."""
    instance = sandglass.launch("timer", "start", "10m")
    ui = A11y(instance.pid)
    keys = _keyboard(gui_session, instance)
    keys.click(ui, ui.wait_for("push button", "Pause"))
    wait_until(lambda: sandglass.status()["state"] == "paused", timeout=5, message="the click to pause the timer")
    ui.click(ui.wait_for("push button", "Close"))
    wait_until(lambda: sandglass.status_report()["window"]["visible"] is False, timeout=15,
               message="the window to be hidden")
    path = "/" + sandglass.app_id.replace(".", "/")
    subprocess.run(["gdbus", "call", "--session", "--dest", sandglass.app_id, "--object-path", path,
                    "--method", "org.gtk.Actions.Activate", "mode", "[<'pomodoro'>]", "{}"],
                   env=sandglass.env, check=True, capture_output=True, timeout=10)
    wait_until(lambda: sandglass.status_report()["window"]["visible"] is True, timeout=15,
               message="the window shown again")
    ui.wait_for("push button", "Start", match=lambda n: ui.in_page(n, "Pomodoro"))
    keys.press("space")
    wait_until(lambda: sandglass.pomodoro().get("state") == "running", timeout=5,
               message="Space, on the Pomodoro page shown while the window was hidden, to start the Pomodoro")
    assert sandglass.status_report()["window"]["pinned"] is False, "Space went to the header's pin"

    # Closed again and shown on the same page by `sandglass` alone: Space still works the page.
    ui.click(ui.wait_for("push button", "Close"))
    wait_until(lambda: sandglass.status_report()["window"]["visible"] is False, timeout=15,
               message="the window to be hidden again")
    assert sandglass.run().returncode == 0
    wait_until(lambda: sandglass.status_report()["window"]["visible"] is True, timeout=15,
               message="`sandglass` to show the window")
    keys.press("space")
    wait_until(lambda: sandglass.pomodoro().get("state") == "paused", timeout=5,
               message="Space, after the window was shown again, to pause the Pomodoro")
    assert sandglass.status_report()["window"]["pinned"] is False, "Space went to the header's pin"
