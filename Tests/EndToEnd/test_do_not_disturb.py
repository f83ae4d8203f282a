"""Do Not Disturb during focus (a preference, off by default), through the desktop's own switch:
GNOME's banners (`org.gnome.desktop.notifications show-banners`, here in the test's own settings
file with GNOME's real schema) and a real dunst's pause. Held back while a focus phase runs,
put back exactly as found when it stops, and by the next start after a kill -9."""

import os
import signal

import pytest

from sandglass_e2e import wait_until
from test_notifications_dunst import dunst  # noqa: F401 (the fixture)

pytestmark = pytest.mark.gui

SCHEMA = "io.github.sandglass.Sandglass"


def _banners(sandglass) -> str:
    return sandglass.gsettings("get", "org.gnome.desktop.notifications", "show-banners").strip()


def test_gnome_banners_wait_during_focus_and_come_back_even_after_a_kill(sandglass):
    gnome = {"XDG_CURRENT_DESKTOP": "GNOME"}
    sandglass.gsettings("set", SCHEMA, "do-not-disturb-during-focus", "true")
    assert _banners(sandglass) == "true"
    instance = sandglass.launch("pomodoro", "start", env=gnome)
    wait_until(lambda: _banners(sandglass) == "false", timeout=5, message="banners off during focus")
    assert sandglass.run("pomodoro", "pause").returncode == 0
    wait_until(lambda: _banners(sandglass) == "true", timeout=5, message="banners back when paused")
    assert sandglass.run("pomodoro", "resume").returncode == 0
    wait_until(lambda: _banners(sandglass) == "false", timeout=5, message="off again")

    quiet_file = sandglass.home / "state" / "sandglass" / "quiet.json"
    assert quiet_file.exists(), "what to put back is on disk while they wait"
    os.kill(instance.pid, signal.SIGKILL)
    instance.wait(timeout=10)
    assert _banners(sandglass) == "false", "killed: nobody put them back"
    wait_until(lambda: not sandglass.is_running(), timeout=10, message="the killed instance off the bus")

    # The next start puts them back (it stops the cycle, and ends with nothing under way).
    result = sandglass.run("pomodoro", "stop", env=gnome)
    assert result.returncode == 0 and result.stdout == "Pomodoro stopped\n", str(result)
    assert _banners(sandglass) == "true", "put back by the next start"
    assert not quiet_file.exists()


def test_the_preference_off_leaves_gnome_banners_alone(sandglass):
    sandglass.launch("pomodoro", "start", env={"XDG_CURRENT_DESKTOP": "GNOME"})
    assert sandglass.pomodoro()["state"] == "running"
    assert _banners(sandglass) == "true"


def test_dunst_is_paused_during_focus_and_unpaused_as_found(sandglass, dunst):
    sandglass.gsettings("set", SCHEMA, "do-not-disturb-during-focus", "true")
    assert dunst.ctl("is-paused") == "false"
    sandglass.launch("pomodoro", "start")
    wait_until(lambda: dunst.ctl("is-paused") == "true", timeout=5, message="dunst paused during focus")
    assert sandglass.run("pomodoro", "skip").returncode == 0  # a break: notifications come back
    wait_until(lambda: dunst.ctl("is-paused") == "false", timeout=5, message="dunst unpaused for the break")
    assert sandglass.run("pomodoro", "stop").returncode == 0
    assert dunst.ctl("is-paused") == "false"


def test_the_preference_acts_at_once_during_focus(sandglass):
    gnome = {"XDG_CURRENT_DESKTOP": "GNOME"}
    sandglass.launch(env=gnome)
    # Started by a command that returns once its settings are written: the settings file has
    # one writer at a time (two key-file writers at once would each write their own view).
    assert sandglass.run("pomodoro", "start").returncode == 0
    assert _banners(sandglass) == "true", "off by default"
    sandglass.gsettings("set", SCHEMA, "do-not-disturb-during-focus", "true")
    wait_until(lambda: _banners(sandglass) == "false", timeout=10, message="banners off once chosen")
    sandglass.gsettings("set", SCHEMA, "do-not-disturb-during-focus", "false")
    wait_until(lambda: _banners(sandglass) == "true", timeout=10, message="banners back once unchosen")
