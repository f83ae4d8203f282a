"""Idleness from GNOME's real idle monitor (mutter 43, headless, on the tests' session bus), and
where it is not: the X server's screensaver extension, KDE Plasma's
org.freedesktop.ScreenSaver.GetSessionIdleTime (asked, never polled each second: one one-shot
timer for the moment the threshold could be reached, then a look every few seconds for the
return while idle), and GNOME's screen shield (org.gnome.ScreenSaver's ActiveChanged,
python-dbusmock's gnome_screensaver template) as a lock beside logind's."""

import os
import shutil
import subprocess
import time
from pathlib import Path
from typing import Optional

import pytest

from sandglass_e2e import MockedService, wait_until
from test_away import _focus_begun_minutes_ago, _record
from test_notifications_dunst import dunst  # noqa: F401 (the fixture)

pytestmark = pytest.mark.gui

MINUTE_MS = 60 * 1000


class KdeScreenSaver(MockedService):
    """org.freedesktop.ScreenSaver as KDE Plasma offers it on the session bus, made by
    python-dbusmock: GetSessionIdleTime answers `idle_ms` (milliseconds, a uint32)."""

    NAME = "org.freedesktop.ScreenSaver"
    PATH = "/org/freedesktop/ScreenSaver"

    def __init__(self, idle_ms: Optional[int], address: str = ""):
        super().__init__("screensaver", address)
        # None: the service has no GetSessionIdleTime at all (Cinnamon's, XFCE's).
        if idle_ms is not None:
            self.set_idle_ms(idle_ms)

    def set_idle_ms(self, milliseconds: int) -> None:
        # Counted on the object: GetMethodCalls' log starts afresh as the method is made again.
        self._mock("AddMethod", self.NAME, "GetSessionIdleTime", "", "u",
                   f"self.asked = getattr(self, 'asked', 0) + 1; ret = dbus.UInt32({milliseconds})")

    def asked(self) -> int:
        """How many times Sandglass asked the idle time."""
        self._mock("AddMethod", "org.freedesktop.DBus.Mock", "Asked", "", "u", "ret = getattr(self, 'asked', 0)")
        return int(self._call("org.freedesktop.DBus.Mock.Asked").stdout.strip("(),\n ").split()[-1])


class GnomeScreenShield:
    """python-dbusmock's gnome_screensaver template on the session bus."""

    def __init__(self):
        self.mock = subprocess.Popen(["/usr/bin/python3", "-m", "dbusmock", "--template", "gnome_screensaver"],
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_until(lambda: self._call("org.freedesktop.DBus.Peer.Ping").returncode == 0, timeout=15,
                   message="dbusmock's GNOME screensaver on the session bus")

    def _call(self, method: str, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(["gdbus", "call", "--session", "--dest", "org.gnome.ScreenSaver", "--object-path",
                               "/org/gnome/ScreenSaver", "--method", method, *args],
                              capture_output=True, text=True, timeout=10)

    def set_active(self, active: bool) -> None:
        result = self._call("org.gnome.ScreenSaver.SetActive", "true" if active else "false")
        assert result.returncode == 0, result.stderr

    def close(self) -> None:
        self.mock.terminate()
        self.mock.wait(timeout=10)


@pytest.fixture
def kde_idle(gui_session):
    # Idle for four minutes and 57 seconds when Sandglass first asks: the threshold (5 min) falls
    # three seconds later.
    service = KdeScreenSaver(5 * MINUTE_MS - 3000)
    try:
        yield service
    finally:
        service.close()


@pytest.fixture
def screen_shield(gui_session):
    service = GnomeScreenShield()
    try:
        yield service
    finally:
        service.close()


def test_kde_idle_time_is_asked_when_the_threshold_could_fall_and_the_answer_goes_in_the_record(sandglass, kde_idle):
    _focus_begun_minutes_ago(sandglass, 10)
    sandglass.launch()
    wait_until(lambda: kde_idle.asked() >= 1, timeout=10, message="Sandglass asking KDE's idle time")
    asked_at = time.monotonic()
    time.sleep(1.5)
    assert kde_idle.asked() == 1, "asked once, then not again before the threshold could be reached"
    # The person really was idle all along: at the threshold's moment it is 5 min.
    kde_idle.set_idle_ms(5 * MINUTE_MS + 100)
    wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=6, message="focus held at the threshold")
    assert time.monotonic() - asked_at >= 2.5, "not before the threshold could be reached"
    assert kde_idle.asked() == 2
    held = sandglass.pomodoro()["remaining_ms"]
    # Held from when idleness began, five minutes back: the phase began ten minutes ago.
    assert 20 * MINUTE_MS - 5000 < held <= 20 * MINUTE_MS + 1000, held

    # While idle, a look every few seconds for the return; the person is back.
    kde_idle.set_idle_ms(400)
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=10, message="focus running on return")
    away = wait_until(lambda: sandglass.pomodoro()["away"], timeout=5, message="the question in status --json")
    assert away["away_ms"] >= 5 * MINUTE_MS, away
    result = sandglass.run("away", "discard")
    assert result.returncode == 0, result.stderr
    assert [e["kind"] for e in _record(sandglass)].count("away") == 1
    assert sandglass.pomodoro()["completed_focus"] == 0

    # Back and active: the next look is armed for the threshold, nearly five minutes off.
    asked = kde_idle.asked()
    time.sleep(3)
    assert kde_idle.asked() == asked, "no polling while the person is at the computer"


def test_gnome_screen_shield_locks_and_unlocks_a_focus_phase(sandglass, screen_shield):
    sandglass.launch("pomodoro", "start")
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=5, message="focus running")
    screen_shield.set_active(True)
    wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=5, message="focus held while locked")
    held = sandglass.pomodoro()["remaining_ms"]
    time.sleep(1.2)
    assert sandglass.pomodoro()["remaining_ms"] == held, "nothing counted while locked"
    screen_shield.set_active(False)
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=5, message="focus running once unlocked")
    wait_until(lambda: [e["kind"] for e in _record(sandglass)].count("locked") == 1, timeout=5,
               message="the lock in the record")


class RealMutter:
    """GNOME's own compositor, headless, on the tests' session bus: its idle monitor is the real
    one (idle since it started or since ResetIdletime, which is what a touch of a key does)."""

    NAME = "org.gnome.Mutter.IdleMonitor"
    PATH = "/org/gnome/Mutter/IdleMonitor/Core"

    def __init__(self, runtime: Path):
        runtime.mkdir(mode=0o700)
        # ResetIdletime answers only with this set (mutter's own tests use it).
        env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime), "MUTTER_DEBUG_RESET_IDLETIME": "1"}
        env.pop("DISPLAY", None)
        self.process = subprocess.Popen(["mutter", "--headless", "--wayland", "--no-x11", "--virtual-monitor",
                                         "640x480"], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        wait_until(lambda: self.call("GetIdletime").returncode == 0, timeout=20,
                   message="mutter's idle monitor on the session bus")

    def call(self, method: str) -> subprocess.CompletedProcess:
        return subprocess.run(["gdbus", "call", "--session", "--dest", self.NAME, "--object-path", self.PATH,
                               "--method", f"{self.NAME}.{method}"], capture_output=True, text=True, timeout=10)

    def touch(self) -> None:
        """What a key or the pointer does: idleness starts afresh."""
        result = self.call("ResetIdletime")
        assert result.returncode == 0, result.stderr

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


@pytest.fixture
def real_mutter(gui_session, tmp_path):
    if not shutil.which("mutter"):
        pytest.skip("mutter is not installed")
    compositor = RealMutter(tmp_path / "mutter-runtime")
    try:
        yield compositor
    finally:
        compositor.close()


def test_real_mutter_idle_a_minute_holds_focus_from_when_it_began_and_keep_counts_it(sandglass, real_mutter):
    sandglass.gsettings("set", "io.github.sandglass.Sandglass", "away-after-idle-minutes", "1")
    _focus_begun_minutes_ago(sandglass, 3)
    real_mutter.touch()
    sandglass.launch()
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=10, message="focus running")
    # Nobody touches anything for a minute: held from the touch, about three minutes in.
    wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=80, interval=0.5,
               message="focus held after a minute idle")
    held = sandglass.pomodoro()["remaining_ms"]
    assert 22 * MINUTE_MS - 8000 < held <= 22 * MINUTE_MS, held
    time.sleep(1)
    real_mutter.touch()
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=5, message="focus running on return")
    away = wait_until(lambda: sandglass.pomodoro()["away"], timeout=5, message="the question")
    assert MINUTE_MS <= away["away_ms"] < MINUTE_MS + 15000, away
    result = sandglass.run("away", "keep")
    assert result.returncode == 0, result.stderr
    # Kept: the minute and more away counts as focus.
    assert sandglass.pomodoro()["remaining_ms"] <= held - MINUTE_MS, (held, sandglass.pomodoro())
    assert sandglass.pomodoro()["completed_focus"] == 0
    kinds = [e["kind"] for e in _record(sandglass)]
    assert "away" not in kinds and "break" not in kinds, kinds


@pytest.mark.parametrize("label, kind", [("Keep as Focus", None), ("Count as Break", "break"), ("Discard", "away")])
def test_the_question_is_answered_from_its_notification_on_dunst(sandglass, dunst, label, kind):
    idle = KdeScreenSaver(7 * MINUTE_MS, address=sandglass.env["DBUS_SESSION_BUS_ADDRESS"])
    try:
        _focus_begun_minutes_ago(sandglass, 10)
        sandglass.launch()
        # Idle seven minutes already at the first look: held from then, three minutes in.
        wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=10, message="focus held while idle")
        held = sandglass.pomodoro()["remaining_ms"]
        idle.set_idle_ms(300)
        wait_until(lambda: sandglass.pomodoro()["away"], timeout=10, message="the question on return")
        summary = "Away 7 min during focus"
        wait_until(lambda: dunst.displayed() == 1, timeout=10, message="the question's notification on dunst")
        dunst.press(label, summary)
        wait_until(lambda: sandglass.pomodoro()["away"] is None, timeout=10, message=f"{label} from the notification")
        wait_until(lambda: dunst.displayed() == 0, timeout=10, message="the answered notification withdrawn")
        remaining = sandglass.pomodoro()["remaining_ms"]
        if kind is None:
            assert remaining <= held - 7 * MINUTE_MS, (held, remaining)
        else:
            assert held - 15_000 < remaining <= held, (held, remaining)
        kinds = [e["kind"] for e in _record(sandglass)]
        for other in ("break", "away"):
            assert kinds.count(other) == (1 if other == kind else 0), kinds
        assert sandglass.pomodoro()["completed_focus"] == 0
    finally:
        idle.close()


def _held_after_a_minute_without_input_then_touched(sandglass) -> None:
    """With a minute's threshold, a focus phase begun three minutes ago is held after a minute
    without input (the X server's idle time, which the launch resets), from its start; then the
    pointer moves."""
    sandglass.gsettings("set", "io.github.sandglass.Sandglass", "away-after-idle-minutes", "1")
    _focus_begun_minutes_ago(sandglass, 3)
    sandglass.launch()  # resets the X server's idle time, as a key pressed to start it
    started = time.monotonic()
    wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=80, interval=0.5,
               message="focus held after a minute without input")
    assert time.monotonic() - started >= 55, "not before a minute without input"
    held = sandglass.pomodoro()["remaining_ms"]
    assert 22 * MINUTE_MS - 8000 < held <= 22 * MINUTE_MS, held
    subprocess.run(["xdotool", "mousemove_relative", "--", "1", "0"], env=sandglass.env, check=True, timeout=10)


def test_x11_idle_a_minute_holds_focus_and_a_touch_brings_the_question(sandglass):
    # No GNOME idle monitor and no KDE screensaver on this bus: the X server's own idle time.
    _held_after_a_minute_without_input_then_touched(sandglass)
    wait_until(lambda: sandglass.pomodoro()["away"], timeout=10, message="the question after the touch")
    assert sandglass.pomodoro()["state"] == "running"
    result = sandglass.run("away", "break")
    assert result.returncode == 0, result.stderr
    assert [e["kind"] for e in _record(sandglass)].count("break") == 1


def test_kde_idle_time_not_counted_is_never_asked(sandglass, kde_idle):
    sandglass.gsettings("set", "io.github.sandglass.Sandglass", "count-idle-as-away", "false")
    sandglass.launch("pomodoro", "start")
    time.sleep(4)  # past the first ask and the threshold's moment (3 s) it would have armed
    assert kde_idle.asked() == 0, "no idle watch: never asked"
    sandglass.gsettings("set", "io.github.sandglass.Sandglass", "count-idle-as-away", "true")
    wait_until(lambda: kde_idle.asked() >= 1, timeout=10, message="asked once idle time counts")


def test_a_screensaver_without_idle_time_falls_back_to_the_x_server(sandglass):
    # org.freedesktop.ScreenSaver has an owner that does not answer GetSessionIdleTime (as on
    # Cinnamon or XFCE): the X server's own idle time is asked instead.
    service = KdeScreenSaver(None)
    try:
        _held_after_a_minute_without_input_then_touched(sandglass)
        wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=10, message="running after the touch")
    finally:
        service.close()
