"""The preferences live in GSettings: the preferences.json of earlier versions moves in once and
is removed, `gsettings` reads and writes the same keys, and a change made with `gsettings set`
reaches a running window."""

import json

import pytest

from sandglass_e2e import wait_until


def test_an_earlier_versions_preferences_file_moves_into_gsettings_once(sandglass):
    folder = sandglass.home / "state" / "sandglass"
    folder.mkdir(parents=True)
    old = folder / "preferences.json"
    old.write_text(json.dumps({"version": 1, "timer_sound": False, "ring_seconds": 30,
                               "presets": [{"name": "Tea", "seconds": 240}]}))

    listed = sandglass.run("timer", "preset", "list")
    assert listed.returncode == 0 and listed.stdout == "00:04:00  Tea\n", str(listed)
    assert old.exists(), "a list changes nothing"

    saved = sandglass.run("timer", "preset", "save", "Egg", "6m")
    assert saved.returncode == 0, str(saved)
    assert not old.exists(), "moved into the settings, then removed"
    settings = sandglass.settings()
    assert settings["presets"] == "[('Tea', int64 240), ('Egg', 360)]", settings
    assert settings["timer-sound"] is False and settings["ring-seconds"] == "30", settings
    assert settings["pomodoro-sound"] is True, "what the file did not say keeps its default"

    # Another program's change is what Sandglass reads next.
    sandglass.gsettings("set", "io.github.sandglass.Sandglass", "presets", "[('Rice', 900)]")
    listed = sandglass.run("timer", "preset", "list")
    assert listed.stdout == "00:15:00  Rice\n", str(listed)


@pytest.mark.gui
def test_gsettings_set_reaches_the_running_window(gui_session, sandglass):
    if not gui_session["window_manager"]:
        pytest.fail("a window manager is needed: it is the one that keeps a window on top")
    sandglass.launch()
    wait_until(lambda: sandglass.status_report()["window"]["visible"], timeout=10, message="the window to show")
    sandglass.gsettings("set", "io.github.sandglass.Sandglass", "pinned", "true")
    wait_until(lambda: sandglass.status_report()["window"]["pinned"] is True, timeout=5,
               message="the window to be pinned by the settings' change")
    assert sandglass.run("window", "unpin").returncode == 0
    wait_until(lambda: sandglass.settings()["pinned"] is False, timeout=5, message="the unpin to be saved")
