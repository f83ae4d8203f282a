"""What a screen reader names: every page's accessibility tree, read as Orca reads it,
names nothing after a GTK type ("GtkStackPage", "GtkImage", "AdwGizmo") and leaves no focusable
node without a name; the rows of lists say what they show; the Pomodoro lengths' fields give
the value they show; Copy Laps says it worked; a preset is added from the Preferences window."""

import re
import subprocess

import pytest

from sandglass_e2e import A11y, Keyboard, wait_until

pytestmark = pytest.mark.gui


def _problems(ui: A11y, stage: str) -> list:
    """Every node of the application (all its windows, shown pages and hidden ones) that a screen
    reader would call by a type name, and every focusable one without a name."""
    found = []
    for node in ui.walk():
        try:
            name, role, states = node.name or "", ui.role(node), ui.states(node)
            parent = node.parent
            where = f"{ui.role(parent)} {parent.name!r}" if parent is not None else "the top"
        except Exception:  # noqa: BLE001 - a node that went away while reading it
            continue
        if name.startswith(("Gtk", "Adw")):
            found.append(f"{stage}: a {role} named {name!r}, in a {where}")
        elif ui.pyatspi.STATE_FOCUSABLE in states and not name.strip():
            found.append(f"{stage}: a focusable {role} without a name, in a {where}")
    return found


def _named(ui: A11y, name: str, role=None):
    """The shown node called `name` (of `role`, when given)."""
    for node in ui.walk():
        try:
            if node.name == name and (role is None or ui.role(node) == role) and ui.is_shown(node):
                return node
        except Exception:  # noqa: BLE001
            continue
    return None


def _text(node) -> str:
    """The text a field shows (its AT-SPI Text)."""
    text = node.queryText()
    return text.getText(0, text.characterCount)


def _seconds(text: str) -> int:
    """The seconds in "01:02:03"."""
    hours, minutes, seconds = (int(part) for part in text.split(":"))
    return hours * 3600 + minutes * 60 + seconds


def _wait_named(ui: A11y, name: str, role=None):
    return wait_until(lambda: _named(ui, name, role), timeout=10, message=f"{name!r} to show")


def test_no_node_is_named_after_a_type_and_every_focusable_one_has_a_name(gui_session, sandglass):
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    keyboard = Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    problems = []

    ui.wait_for("push button", "Start")
    problems += _problems(ui, "the timer's picker")

    assert sandglass.run("timer", "start", "5m", "--label", "Tea").returncode == 0
    ui.wait_for("push button", "Pause")
    problems += _problems(ui, "a running timer")

    assert sandglass.run("timer", "start", "7m", "--label", "Pasta").returncode == 0
    # Each row is named for what it shows; a running one by when it ends, not by its ticking
    # digits (a screen reader reads a focused row again at each change of its name).
    tea = ui.wait_for("list item", match=lambda n: re.fullmatch(r"Tea, running\. Ends (at|tomorrow at) .*\d", n.name) is not None)
    first = tea.name
    digits = wait_until(lambda: next((n for n in ui.walk(tea) if ui.role(n) == "label"
                                      and re.fullmatch(r"\d\d:\d\d:\d\d", n.name)), None),
                        timeout=10, message="the Tea row's time left")
    shown = _seconds(digits.name)
    wait_until(lambda: _seconds(digits.name) <= shown - 2, timeout=10,
               message=f"the Tea row's time left to count two seconds down from {shown} s")
    assert tea.name == first, "the running row's name stays as its seconds go"
    assert sandglass.run("timer", "pause", "--label", "Pasta").returncode == 0
    ui.wait_for("list item", match=lambda n: re.fullmatch(r"Pasta, 00:0[67]:\d\d left, paused", n.name) is not None)
    ui.wait_for("push button", "Resume Pasta")
    problems += _problems(ui, "several timers")
    assert sandglass.run("timer", "cancel", "--label", "Tea").returncode == 0
    assert sandglass.run("timer", "cancel", "--label", "Pasta").returncode == 0
    assert sandglass.run("timer", "start", "1s").returncode == 0
    ui.wait_for("push button", "Restart")
    problems += _problems(ui, "a finished timer")

    assert sandglass.run("stopwatch", "start").returncode == 0
    for _ in range(3):
        assert sandglass.run("stopwatch", "lap").returncode == 0
    ui.click(ui.wait_for("page tab", "Stopwatch"))
    ui.wait_for("list item", match=lambda n: re.fullmatch(r"Lap 3, [\d:.]+(, (fastest|slowest))?", n.name) is not None)
    marked = {m.group(1) for m in (re.fullmatch(r"Lap \d, [\d:.]+, (fastest|slowest)", n.name or "")
                                    for n in ui.find_all("list item", shown=False)) if m}
    assert marked == {"fastest", "slowest"}, f"the fastest and slowest laps say so: {marked}"
    problems += _problems(ui, "the stopwatch with laps")

    assert sandglass.run("pomodoro", "start").returncode == 0
    ui.click(ui.wait_for("page tab", "Pomodoro"))
    ui.wait_for("push button", "Skip")
    problems += _problems(ui, "a Pomodoro focus")

    ui.click(ui.wait_for("page tab", "Countdown"))
    ui.wait_for("push button", match=lambda n: n.name.startswith("Start") and ui.in_page(n, "Countdown"))
    problems += _problems(ui, "the countdown's form")
    assert sandglass.run("countdown", "start", "2099-01-01").returncode == 0
    ui.wait_for("push button", match=lambda n: n.name == "Stop" and ui.in_page(n, "Countdown"))
    problems += _problems(ui, "a running countdown")
    assert sandglass.run("countdown", "stop").returncode == 0
    assert sandglass.run("countdown", "start", "2001-01-01").returncode == 0
    ui.wait_for("label", match=lambda n: n.name == "Ended" and ui.in_page(n, "Countdown"))
    problems += _problems(ui, "an ended countdown")

    assert sandglass.run("window", "compact").returncode == 0
    ui.wait_gone("page tab", "Timer")  # the header bar and its switcher go with the full view
    problems += _problems(ui, "the compact view")
    assert sandglass.run("window", "full").returncode == 0
    ui.wait_for("page tab", "Timer")

    keyboard.press("ctrl+comma")
    keyboard.window(title="Preferences")
    _wait_named(ui, "Ring for at most, in seconds")
    problems += _problems(ui, "the Preferences' general page")
    keyboard.click(ui, _wait_named(ui, "Presets"), window_title="Preferences")
    _wait_named(ui, "Add Preset", "push button")
    problems += _problems(ui, "the Preferences' presets page")
    keyboard.focus("Preferences")
    keyboard.type_here("Escape")
    wait_until(lambda: not keyboard.visible_windows("Preferences"), timeout=5, message="Escape to close it")

    keyboard.press("ctrl+question")
    keyboard.window(title="Keyboard Shortcuts")
    problems += _problems(ui, "the shortcuts window")

    assert not problems, "\n".join(problems)


def test_copy_laps_says_how_many_were_copied(gui_session, sandglass):
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    keyboard = Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    assert sandglass.run("stopwatch", "start").returncode == 0
    for _ in range(3):
        assert sandglass.run("stopwatch", "lap").returncode == 0
    ui.click(ui.wait_for("page tab", "Stopwatch"))
    keyboard.click(ui, ui.wait_for("push button", "Copy Laps"))
    ui.wait_for("label", "3 laps copied")


def test_the_pomodoro_lengths_give_the_value_they_show(gui_session, sandglass):
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    keyboard = Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    ui.wait_for("push button", "Start")
    keyboard.press("ctrl+comma")
    keyboard.window(title="Preferences")
    fields = {name: ui.wait_for("spin button", name) for name in ("Focus (min)", "Short break (min)", "Long break (min)")}
    for name, field in fields.items():
        text = _text(field)
        assert ui.value(field) == float(text), f"{name}: the value {ui.value(field)} is not the {text!r} shown"
    assert [ui.value(field) for field in fields.values()] == [25, 5, 15]
    assert ui.value(ui.wait_for("spin button", "Rounds")) == 4
    # A screen reader's new value is minutes too.
    ui.set_value(fields["Focus (min)"], 30)
    wait_until(lambda: sandglass.settings()["pomodoro-focus-seconds"] == "1800", timeout=5,
               message="30 set through the accessible value to be 30 minutes")
    wait_until(lambda: _text(fields["Focus (min)"]) == "30", timeout=5, message="the field to show 30")


def test_a_preset_is_added_from_the_presets_page(gui_session, sandglass):
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    keyboard = Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    ui.wait_for("push button", "Start")
    keyboard.press("ctrl+comma")
    keyboard.window(title="Preferences")
    keyboard.click(ui, _wait_named(ui, "Presets"), window_title="Preferences")
    description = ui.wait_for("label", match=lambda n: n.name.startswith("None yet"))
    assert "sandglass" not in description.name, f"no command line in the window: {description.name!r}"

    keyboard.click(ui, ui.wait_for("text", "Name"), window_title="Preferences")
    keyboard.type_here("T", "e", "a")
    keyboard.click(ui, ui.wait_for("text", "Duration"), window_title="Preferences")
    keyboard.type_here("4", "m")
    keyboard.click(ui, ui.wait_for("push button", "Add Preset"), window_title="Preferences")
    wait_until(lambda: sandglass.run("timer", "preset", "list").stdout == "00:04:00  Tea\n", timeout=5,
               message="the preset added")
    ui.wait_for("push button", "Remove Tea")
    assert _text(ui.wait_for("text", "Name")) == "", "the form is empty again"

    # A duration it cannot read is said under the form; nothing is added.
    keyboard.click(ui, ui.wait_for("text", "Name"), window_title="Preferences")
    keyboard.type_here("B", "a", "d")
    keyboard.click(ui, ui.wait_for("text", "Duration"), window_title="Preferences")
    keyboard.type_here("x", "Return")
    ui.wait_for("label", match=lambda n: n.name.startswith("Type a duration"))
    assert sandglass.run("timer", "preset", "list").stdout == "00:04:00  Tea\n"


def test_a_rows_icon_button_shows_its_name_as_a_tooltip(gui_session, sandglass):
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    keyboard = Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    assert sandglass.run("timer", "start", "5m", "--label", "Tea").returncode == 0
    assert sandglass.run("timer", "start", "7m", "--label", "Pasta").returncode == 0
    x, y = keyboard._point(ui, ui.wait_for("push button", "Cancel Pasta"), "Sandglass", (0.5, 0.5))
    for dx in (0, 1):  # GTK asks for a tooltip once the pointer rests after a move over the button
        subprocess.run(["xdotool", "mousemove", "--sync", str(x + dx), str(y + dx)], check=True, timeout=10)
    wait_until(lambda: ui.find("label", "Cancel Pasta", shown=False), timeout=10, message="the tooltip “Cancel Pasta”")
    subprocess.run(["xdotool", "mousemove", "0", "0"], check=True, timeout=10)
