"""Notifications on a real freedesktop notification server, dunst, on a session bus of the test's
own: they carry the application's name and icon, their buttons are answered by whichever
Sandglass runs (after a kill and a start, after a click on the body), a clean quit withdraws
them, and `dismiss` after a restart withdraws what an earlier process showed.

dunst sends a button's press only to the bus name of the process that showed the notification
(GLib's own backend lost every button at a restart); the buttons are pressed through dunst's
context menu (`dunstctl context`), with a "dmenu" of the test's own that picks the line asked for.
"""

import json
import os
import shutil
import signal
import subprocess
from pathlib import Path

import pytest

from sandglass_e2e import BusMonitor, private_bus, wait_until

pytestmark = pytest.mark.gui



class Dunst:
    """dunst on a bus of its own (nothing else is activated there), and its command line."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.pick = folder / "pick"
        self.menu = folder / "menu"

    def ctl(self, *args: str) -> str:
        result = subprocess.run(["dunstctl", *args], env=self.env, capture_output=True, text=True, timeout=10)
        assert result.returncode == 0, f"dunstctl {' '.join(args)}: {result.stderr}"
        return result.stdout.strip()

    def displayed(self) -> int:
        return int(self.ctl("count", "displayed"))

    def history(self) -> list:
        return json.loads(self.ctl("history"))["data"][0]

    def press(self, label: str, summary: str) -> None:
        """Presses `label` on the notification titled `summary`, through dunst's context menu."""
        self.pick.write_text(f"#{label} ({summary})")
        self.menu.unlink(missing_ok=True)
        self.ctl("context")
        wait_until(self.menu.exists, timeout=10, message=f"dunst's menu for {label!r}")
        assert f"#{label} ({summary})" in self.menu.read_text(), self.menu.read_text()


@pytest.fixture
def dunst(gui_session, tmp_path, sandglass):
    assert shutil.which("dunst"), "dunst is needed (meson-aux/deps-test.txt; meson-aux/test installs it)"
    folder = tmp_path / "dunst"
    folder.mkdir()
    bus, address = private_bus(folder / "bus")
    server = Dunst(folder)
    # The context menu: saves what dunst offers and answers the line the test asked for.
    chooser = folder / "choose"
    chooser.write_text(f"#!/bin/sh\ncat > {server.menu}.part\ngrep -F -m1 -- \"$(cat {server.pick})\" {server.menu}.part\n"
                       f"mv {server.menu}.part {server.menu}\n")
    chooser.chmod(0o755)
    dunstrc = folder / "dunstrc"
    # dunst finds icons by name in its icon_path: there, the application's (not installed here).
    icons = Path(__file__).resolve().parents[2] / "data/icons/hicolor/48x48/apps"
    dunstrc.write_text(f"[global]\n    dmenu = {chooser}\n    history_length = 50\n    icon_path = {icons}\n")
    server.env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=address)
    daemon = subprocess.Popen(["dunst", "-config", str(dunstrc)], env=server.env, stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=open(folder / "dunst.err", "w"))

    def answers() -> bool:
        assert daemon.poll() is None, (folder / "dunst.err").read_text()
        return subprocess.run(["dunstctl", "count", "displayed"], env=server.env, capture_output=True,
                              timeout=10).returncode == 0

    wait_until(answers, timeout=15, message="dunst on the test's bus")
    sandglass.env["DBUS_SESSION_BUS_ADDRESS"] = address
    try:
        yield server
    finally:
        # The test's Sandglass is ended on the tests' bus by its own fixture; this bus goes now.
        sandglass.env["DBUS_SESSION_BUS_ADDRESS"] = os.environ["DBUS_SESSION_BUS_ADDRESS"]
        for process in (daemon, bus):
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()


def _ended_tea(sandglass, dunst) -> None:
    """An instance whose timer "Tea" has ended, its notification on dunst's screen."""
    sandglass.launch("timer", "start", "1s", "--label", "Tea")
    wait_until(lambda: dunst.displayed() == 1, timeout=15, message="the notification of Tea's end on dunst")


def _kept_shown(sandglass) -> bool:
    """Whether the instance has kept what it shows in its state file: it learns the id dunst gave
    the notification from dunst's reply, a moment after dunst draws it."""
    path = sandglass.home / "state" / "sandglass" / "notifications.json"
    try:
        return bool(json.loads(path.read_text()).get("shown"))
    except (OSError, ValueError):
        return False


def _kill_and_start_again(sandglass) -> None:
    # Killed only once the notification is on disk: a kill between dunst drawing it and the
    # instance hearing its id is a different scenario (nothing to take over).
    wait_until(lambda: _kept_shown(sandglass), timeout=10, message="the shown notification kept on disk")
    os.kill(sandglass.instance_pid(), signal.SIGKILL)
    wait_until(lambda: not sandglass.is_running(), timeout=10, message="the killed instance off the bus")
    sandglass.launch()


def _tea(sandglass) -> dict:
    timers = sandglass.status_report()["timers"]
    return next((timer for timer in timers if timer.get("label") == "Tea"), {})


def test_a_notification_names_sandglass_with_its_icon(sandglass, dunst):
    _ended_tea(sandglass, dunst)
    sandglass.run("dismiss")
    wait_until(lambda: dunst.displayed() == 0, timeout=10, message="the notification withdrawn")
    shown = dunst.history()[0]
    assert shown["appname"]["data"] == "Sandglass"
    assert shown["summary"]["data"] == "Tea is done"
    assert shown["icon_path"]["data"].endswith("/io.github.sandglass.Sandglass.png"), shown


def test_buttons_are_answered_after_a_kill_and_a_start(sandglass, dunst):
    _ended_tea(sandglass, dunst)
    calls = BusMonitor(["type='method_call',interface='org.freedesktop.Notifications',member='Notify'",
                        "type='method_return'"], address=sandglass.env["DBUS_SESSION_BUS_ADDRESS"])
    try:
        _kill_and_start_again(sandglass)
        # The new process takes the notification over (replaced in place, not shown twice): its
        # Notify names the one shown, and dunst has answered it.
        names = calls.names_of(sandglass.instance_pid())

        def taken_over():
            for call in calls.messages():
                if call.get_member() == "Notify" and call.get_sender() in names and calls.reply_to(call) is not None:
                    return call
            return None

        notify = wait_until(taken_over, timeout=10, message="the new process's Notify, answered by dunst")
        assert notify.get_body().unpack()[1] != 0, "it replaces the notification shown (replaces_id)"
    finally:
        calls.close()
    assert dunst.displayed() == 1
    assert _tea(sandglass)["state"] == "finished"
    dunst.press("Dismiss", "Tea is done")
    wait_until(lambda: _tea(sandglass).get("state") != "finished", timeout=10,
               message=f"Tea dismissed by the notification's button; menu: {dunst.menu.read_text()!r}")
    wait_until(lambda: dunst.displayed() == 0, timeout=10, message="the answered notification withdrawn")


def test_dismiss_after_a_restart_withdraws_what_the_killed_process_showed(sandglass, dunst):
    _ended_tea(sandglass, dunst)
    _kill_and_start_again(sandglass)
    result = sandglass.run("dismiss")
    assert result.returncode == 0, str(result)
    wait_until(lambda: dunst.displayed() == 0, timeout=10, message="the earlier process's notification withdrawn")


def test_a_quit_withdraws_what_nobody_would_answer_and_the_next_start_shows_it_again(sandglass, dunst):
    _ended_tea(sandglass, dunst)
    process = sandglass.processes[0]
    os.kill(sandglass.instance_pid(), signal.SIGTERM)
    process.wait(timeout=15)
    wait_until(lambda: dunst.displayed() == 0, timeout=10, message="the notification withdrawn at the quit")
    # Tea still waits for an answer: the next Sandglass shows its end again, answerable.
    sandglass.launch()
    wait_until(lambda: dunst.displayed() == 1, timeout=10, message="Tea's end shown again at the start")
    dunst.press("Restart", "Tea is done")
    wait_until(lambda: _tea(sandglass).get("state") == "running", timeout=10, message="Tea restarted by the button")
    wait_until(lambda: dunst.displayed() == 0, timeout=10, message="the answered notification withdrawn")


def test_the_buttons_still_work_after_a_click_on_the_notification(sandglass, dunst):
    _ended_tea(sandglass, dunst)
    # The body's click (dunst's "action" on the first notification) opens the window on Timer.
    dunst.ctl("action", "0")
    wait_until(lambda: sandglass.status_report()["window"]["visible"], timeout=10, message="the window opened")
    assert dunst.displayed() == 1
    dunst.press("Dismiss", "Tea is done")
    wait_until(lambda: _tea(sandglass).get("state") != "finished", timeout=10, message="Tea dismissed after the click")
