"""Do Not Disturb during focus (a preference, off by default), through the desktop's own switch:
GNOME's banners (`org.gnome.desktop.notifications show-banners`, here in the test's own settings
file with GNOME's real schema), a real dunst's pause, a real mako's do-not-disturb mode (on a headless sway), and KDE Plasma's own notification server's
`Inhibit` (plasmashell run on an X server of the test's own). Held back while a focus phase runs,
put back exactly as found when it stops, and by the next start after a kill -9."""

import json
import os
import re
import shutil
import signal
import subprocess
from pathlib import Path

import pytest

from headless_sway import headless_sway
from sandglass_e2e import OwnXServer, private_bus, wait_until
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


class Plasma:
    """KDE Plasma's own notification server (plasmashell, with the activity manager it needs),
    on an X server and a session bus of the test's own, with its own home."""

    SERVICE = "org.freedesktop.Notifications"

    def __init__(self, folder: Path):
        self.bus, self.address = private_bus(folder / "bus")
        self.screen = OwnXServer()
        home = folder / "home"
        run = folder / "run"
        for path in (home, run):
            path.mkdir(parents=True)
        run.chmod(0o700)
        self.env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=self.address, DISPLAY=self.screen.display,
                        HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
                        XDG_DATA_HOME=str(home / ".local/share"), XDG_CACHE_HOME=str(home / ".cache"),
                        XDG_RUNTIME_DIR=str(run), QT_QPA_PLATFORM="xcb", XDG_CURRENT_DESKTOP="KDE",
                        KDE_FULL_SESSION="true")
        self.processes = []
        for program in (ACTIVITY_MANAGER, "plasmashell"):
            self.processes.append(subprocess.Popen([program], env=self.env, stdin=subprocess.DEVNULL,
                                                   stdout=subprocess.DEVNULL,
                                                   stderr=open(folder / f"{Path(program).name}.err", "w")))
        wait_until(lambda: self._has_server(), timeout=60, message="plasmashell's notification server")

    def _call(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(["gdbus", "call", "--address", self.address, *args],
                              capture_output=True, text=True, timeout=10)

    def _has_server(self) -> bool:
        assert all(process.poll() is None for process in self.processes), "plasmashell ended"
        return "true" in self._call("--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                                    "--method", "org.freedesktop.DBus.NameHasOwner", self.SERVICE).stdout

    def capabilities(self) -> str:
        return self._call("--dest", self.SERVICE, "--object-path", "/org/freedesktop/Notifications",
                          "--method", f"{self.SERVICE}.GetCapabilities").stdout

    def inhibited(self) -> bool:
        """The server's own `Inhibited` property: true while any inhibition is held."""
        answer = self._call("--dest", self.SERVICE, "--object-path", "/org/freedesktop/Notifications",
                            "--method", "org.freedesktop.DBus.Properties.Get", self.SERVICE, "Inhibited")
        assert answer.returncode == 0, answer.stderr
        return "true" in answer.stdout

    def close(self) -> None:
        for process in reversed(self.processes):
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)
        self.bus.terminate()
        self.bus.wait(timeout=10)
        self.screen.stop()


ACTIVITY_MANAGER = "/usr/lib/x86_64-linux-gnu/libexec/kactivitymanagerd"


@pytest.fixture
def plasma(gui_session, tmp_path, sandglass):
    if not (shutil.which("plasmashell") and Path(ACTIVITY_MANAGER).exists()):
        pytest.fail("plasmashell and kactivitymanagerd are needed (plasma-workspace, meson-aux/deps-test.txt)")
    server = Plasma(tmp_path / "plasma")
    sandglass.env["DBUS_SESSION_BUS_ADDRESS"] = server.address
    try:
        yield server
    finally:
        sandglass.env["DBUS_SESSION_BUS_ADDRESS"] = os.environ["DBUS_SESSION_BUS_ADDRESS"]
        server.close()


def test_plasma_holds_notifications_back_during_focus_and_lets_go_by_itself_after_a_kill(sandglass, plasma):
    kde = {"XDG_CURRENT_DESKTOP": "KDE"}
    assert "'inhibitions'" in plasma.capabilities()
    sandglass.gsettings("set", SCHEMA, "do-not-disturb-during-focus", "true")
    assert not plasma.inhibited()
    instance = sandglass.launch("pomodoro", "start", env=kde)
    wait_until(plasma.inhibited, timeout=5, message="Plasma inhibited during focus")
    assert sandglass.run("pomodoro", "skip").returncode == 0  # a break: notifications come back
    wait_until(lambda: not plasma.inhibited(), timeout=5, message="Plasma not inhibited for the break")
    assert sandglass.run("pomodoro", "skip").returncode == 0
    wait_until(plasma.inhibited, timeout=5, message="inhibited again for the next focus")

    # The inhibition is the bus connection's: it ends with the process, and nothing is on disk.
    assert not (sandglass.home / "state" / "sandglass" / "quiet.json").exists()
    os.kill(instance.pid, signal.SIGKILL)
    instance.wait(timeout=10)
    wait_until(lambda: not plasma.inhibited(), timeout=5, message="Plasma let go of the killed process's inhibition")

    # The next start takes it again for the focus under way, and a stop ends it.
    sandglass.launch(env=kde)
    wait_until(plasma.inhibited, timeout=5, message="inhibited by the next start")
    assert sandglass.run("pomodoro", "stop").returncode == 0
    wait_until(lambda: not plasma.inhibited(), timeout=5, message="not inhibited once stopped")


class Mako:
    """mako on a headless sway and a session bus of the test's own, its config hiding
    notifications in the do-not-disturb mode as mako(5) suggests."""

    def __init__(self, folder: Path, sway: dict):
        self.bus, self.address = private_bus(folder / "bus")
        config = folder / "config"
        config.write_text("[mode=do-not-disturb]\ninvisible=1\n")
        self.env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=self.address, XDG_RUNTIME_DIR=sway["XDG_RUNTIME_DIR"],
                        WAYLAND_DISPLAY=sway["WAYLAND_DISPLAY"])
        self.daemon = subprocess.Popen(["mako", "-c", str(config)], env=self.env, stdin=subprocess.DEVNULL,
                                       stdout=subprocess.DEVNULL, stderr=open(folder / "mako.err", "w"))
        wait_until(lambda: self.modes() is not None, timeout=15, message="mako on the test's bus")

    def _call(self, method: str, *args: str) -> subprocess.CompletedProcess:
        assert self.daemon.poll() is None, "mako ended"
        return subprocess.run(["gdbus", "call", "--address", self.address, "--dest", "org.freedesktop.Notifications",
                               "--object-path", "/fr/emersion/Mako", "--method", f"fr.emersion.Mako.{method}", *args],
                              capture_output=True, text=True, timeout=10)

    def modes(self):
        answer = self._call("ListModes")
        if answer.returncode != 0:
            return None
        return sorted(re.findall(r"'([^']*)'", answer.stdout))

    def set_modes(self, *modes: str) -> None:
        assert self._call("SetModes", str(list(modes))).returncode == 0

    def close(self) -> None:
        for process in (self.daemon, self.bus):
            process.terminate()
            process.wait(timeout=10)


@pytest.fixture
def mako(gui_session, tmp_path, sandglass):
    if shutil.which("mako") is None or shutil.which("sway") is None:
        pytest.fail("mako and sway are needed (meson-aux/deps-test.txt)")
    with headless_sway() as sway:
        server = Mako(tmp_path / "mako", sway)
        sandglass.env["DBUS_SESSION_BUS_ADDRESS"] = server.address
        try:
            yield server
        finally:
            sandglass.env["DBUS_SESSION_BUS_ADDRESS"] = os.environ["DBUS_SESSION_BUS_ADDRESS"]
            server.close()


def test_mako_is_in_its_do_not_disturb_mode_during_focus_and_back_as_found_even_after_a_kill(sandglass, mako):
    sway = {"XDG_CURRENT_DESKTOP": "sway"}
    mako.set_modes("default", "work")  # a mode of the person's own stays
    sandglass.gsettings("set", SCHEMA, "do-not-disturb-during-focus", "true")
    instance = sandglass.launch("pomodoro", "start", env=sway)
    wait_until(lambda: mako.modes() == ["default", "do-not-disturb", "work"], timeout=5,
               message="mako's do-not-disturb mode during focus")
    assert sandglass.run("pomodoro", "skip").returncode == 0  # a break: notifications come back
    wait_until(lambda: mako.modes() == ["default", "work"], timeout=5, message="the mode off for the break")
    assert sandglass.run("pomodoro", "skip").returncode == 0
    wait_until(lambda: "do-not-disturb" in mako.modes(), timeout=5, message="on again for the next focus")

    quiet_file = sandglass.home / "state" / "sandglass" / "quiet.json"
    assert json.loads(quiet_file.read_text()).get("mako_do_not_disturb") is False, quiet_file.read_text()
    os.kill(instance.pid, signal.SIGKILL)
    instance.wait(timeout=10)
    assert "do-not-disturb" in mako.modes(), "killed: nobody put it back"
    wait_until(lambda: not sandglass.is_running(), timeout=10, message="the killed instance off the bus")
    result = sandglass.run("pomodoro", "stop", env=sway)
    assert result.returncode == 0, str(result)
    assert mako.modes() == ["default", "work"], "put back by the next start"
    assert not quiet_file.exists()


def test_mako_already_in_do_not_disturb_is_left_so(sandglass, mako):
    mako.set_modes("do-not-disturb")
    sandglass.gsettings("set", SCHEMA, "do-not-disturb-during-focus", "true")
    sandglass.launch("pomodoro", "start", env={"XDG_CURRENT_DESKTOP": "sway"})
    wait_until(lambda: (sandglass.home / "state" / "sandglass" / "quiet.json").exists(), timeout=5,
               message="what was found, on disk")
    assert sandglass.run("pomodoro", "stop").returncode == 0
    assert mako.modes() == ["do-not-disturb"], "the person's own mode stays"
