"""`sandglass shortcuts`: desktop-wide keys. On GNOME they are custom shortcuts in its keyboard
settings, written in the test's own settings file with GNOME's real schema and read back with
`gsettings` as gnome-settings-daemon reads them; a shortcut the person made stays as it is.
Elsewhere (sway here) the line to add is printed and nothing changes. No Sandglass runs for the
command line, and none is started: headless, without a display or a bus. The Preferences
window's Shortcuts page sets a key by pressing it."""

import subprocess

import pytest

from sandglass_e2e import A11y, Keyboard, wait_until

MEDIA_KEYS = "org.gnome.settings-daemon.plugins.media-keys"
FOLDER = "/org/gnome/settings-daemon/plugins/media-keys/custom-keybindings/"
GNOME = {"XDG_CURRENT_DESKTOP": "GNOME"}


def _gsettings(sandglass, *args: str) -> str:
    """`gsettings` on the test's settings file, with the installed (GNOME's) schemas."""
    result = subprocess.run(["gsettings", *args], env=sandglass.env, capture_output=True, text=True,
                            timeout=10)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def _entry(sandglass, path: str, key: str) -> str:
    return _gsettings(sandglass, "get", f"{MEDIA_KEYS}.custom-keybinding:{path}", key)


def test_a_key_is_a_gnome_custom_shortcut_that_runs_the_command(sandglass):
    own = FOLDER + "custom0/"
    _gsettings(sandglass, "set", MEDIA_KEYS, "custom-keybindings", f"['{own}']")
    _gsettings(sandglass, "set", f"{MEDIA_KEYS}.custom-keybinding:{own}", "name", "'Files'")
    _gsettings(sandglass, "set", f"{MEDIA_KEYS}.custom-keybinding:{own}", "binding", "'<Super>e'")

    result = sandglass.run("shortcuts", "set", "timer-toggle", "Super+T", env=GNOME, headless=True)
    assert result.returncode == 0, str(result)
    assert result.stdout == "<Super>t: Pause or resume the latest timer (in GNOME's custom shortcuts)\n"
    ours = FOLDER + "sandglass-timer-toggle/"
    assert _gsettings(sandglass, "get", MEDIA_KEYS, "custom-keybindings") == f"['{own}', '{ours}']"
    assert _entry(sandglass, ours, "binding") == "'<Super>t'"
    assert _entry(sandglass, ours, "name") == "'Sandglass: Pause or resume the latest timer'"
    assert _entry(sandglass, ours, "command") == f"'{sandglass.binary.resolve()} timer toggle'"

    listed = sandglass.run("shortcuts", "list", env=GNOME, headless=True)
    assert listed.returncode == 0 and listed.stdout.splitlines()[0].split("\t")[:2] == ["timer-toggle", "<Super>t"]

    # The person's own key is theirs: refused, and nothing changes.
    taken = sandglass.run("shortcuts", "set", "dismiss", "<Super>e", env=GNOME, headless=True)
    assert taken.returncode == 1 and "“Files”" in taken.stderr, str(taken)
    assert _gsettings(sandglass, "get", MEDIA_KEYS, "custom-keybindings") == f"['{own}', '{ours}']"

    removed = sandglass.run("shortcuts", "unset", "timer-toggle", env=GNOME, headless=True)
    assert removed.returncode == 0, str(removed)
    assert _gsettings(sandglass, "get", MEDIA_KEYS, "custom-keybindings") == f"['{own}']"
    assert _entry(sandglass, own, "binding") == "'<Super>e'" and _entry(sandglass, own, "name") == "'Files'"
    again = sandglass.run("shortcuts", "unset", "timer-toggle", env=GNOME, headless=True)
    assert again.returncode == 1 and "no desktop-wide key set by Sandglass" in again.stderr, str(again)


def test_on_sway_the_line_to_add_is_printed_and_nothing_is_written(sandglass):
    before = _gsettings(sandglass, "get", MEDIA_KEYS, "custom-keybindings")
    result = sandglass.run("shortcuts", "set", "stopwatch-lap", "<Super><Shift>l",
                           env={"XDG_CURRENT_DESKTOP": "sway"}, headless=True)
    assert result.returncode == 1, str(result)
    assert result.stdout == f"bindsym Shift+Mod4+l exec {sandglass.binary.resolve()} stopwatch lap\n"
    assert "reload sway" in result.stderr
    assert _gsettings(sandglass, "get", MEDIA_KEYS, "custom-keybindings") == before


@pytest.mark.parametrize("args, message", [
    (("shortcuts", "set", "timer-toggle", "Super+"), "invalid key 'Super+'"),
    (("shortcuts", "set", "reboot", "<Super>r"), "reboot"),
    (("shortcuts", "unset"), "unset"),
])
def test_bad_input_says_what_is_accepted_and_exits_2(sandglass, args, message):
    result = sandglass.run(*args, env=GNOME, headless=True)
    assert result.returncode == 2 and message in result.stderr and result.stderr.count("\n") == 1, str(result)


def _named(ui: A11y, name: str):
    """The shown node called `name`, whatever its role."""
    return next((node for node in ui.walk() if node.name == name and ui.is_shown(node)), None)


def _wait_named(ui: A11y, name: str):
    return wait_until(lambda: _named(ui, name), timeout=10, message=f"{name!r} to show")


@pytest.mark.gui
def test_the_preferences_take_a_key_as_it_is_pressed_and_escape_takes_none(gui_session, sandglass):
    instance = sandglass.launch(env=GNOME)
    ui, keyboard = A11y(instance.pid), Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    ui.wait_for("push button", "Start")
    keyboard.press("ctrl+comma")
    keyboard.window(title="Preferences")
    keyboard.click(ui, _wait_named(ui, "Shortcuts"), window_title="Preferences")

    # The mouse on Set, then the key itself, as GNOME's own keyboard settings take one.
    keyboard.click(ui, _wait_named(ui, "Set a key for Pause or resume the latest timer"),
                   window_title="Preferences")
    _wait_named(ui, "Escape to cancel")
    keyboard.type_here("super+t")
    ours = FOLDER + "sandglass-timer-toggle/"
    wait_until(lambda: _entry(sandglass, ours, "binding") == "'<Super>t'", timeout=5,
               message="the pressed key to become GNOME's custom shortcut")
    _wait_named(ui, "Super+T")
    sandglass.screenshot("preferences-shortcuts", force=False)

    # Escape while another listens: no key for it, nothing written.
    keyboard.click(ui, _wait_named(ui, "Set a key for Dismiss what rings"), window_title="Preferences")
    _wait_named(ui, "Escape to cancel")
    keyboard.type_here("Escape")
    wait_until(lambda: _named(ui, "Escape to cancel") is None, timeout=5, message="Escape to stop listening")
    assert _gsettings(sandglass, "get", MEDIA_KEYS, "custom-keybindings") == f"['{ours}']"
    assert _named(ui, "Preferences") is not None or True  # the window stays open

    # Its remove button, by the mouse: the key goes from GNOME's settings.
    keyboard.click(ui, _wait_named(ui, "Remove the key of Pause or resume the latest timer"),
                   window_title="Preferences")
    wait_until(lambda: _gsettings(sandglass, "get", MEDIA_KEYS, "custom-keybindings") == "@as []", timeout=5,
               message="the key to be removed from GNOME's settings")
