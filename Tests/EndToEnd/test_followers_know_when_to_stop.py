"""Followers and waiters know when to stop or move on: an end that falls while
no Sandglass runs reaches a follower, a follower and `sandglass wait` end with their session bus,
and both carry on after an instance stopped for longer than D-Bus's 25 s call timeout. And a
command racing a dying instance asks the next one, or becomes it, without GIO's raw error (case 9)."""

import json
import os
import signal
import subprocess
import time

import pytest

from sandglass_e2e import FIGURES, ActionListener, private_bus, wait_until
from test_status_follow import Follower, _timer
from test_status_follow import _stop_followers  # noqa: F401 (autouse: no follower outlives its test)

pytestmark = pytest.mark.gui


class AskListener(ActionListener):
    """Also tells when a process has asked the instance, answered or not: for its actions (a
    command registering with a stopped instance asks and waits), or through the command's door
    (the `sandglass` program hands a command over in one call, and waits)."""

    def __init__(self):
        super().__init__(also=("type='method_call',interface='io.github.sandglass.CommandLine',member='Run'",))

    def asked(self, pid: int) -> bool:
        names = self._names_of(pid)
        with self._lock:
            return any(sender in names for sender, _ in self._asked)

    def wait_asked(self, process: subprocess.Popen, timeout: float = 15.0) -> None:
        def asked() -> bool:
            assert process.poll() is None, f"the process ended ({process.returncode}) before it asked the instance"
            return self.asked(process.pid)

        wait_until(asked, timeout=timeout, message=f"process {process.pid} to ask for the instance's actions")


@pytest.fixture
def listener(gui_session):
    watching = AskListener()
    yield watching
    watching.close()


def test_a_follower_across_a_quit_prints_the_end_that_falls_while_none_runs(gui_session, sandglass):
    instance = sandglass.launch()
    # Long enough to be killed before its end under load, short enough to wait for.
    assert sandglass.run("timer", "start", "8s", "--label", "Tea").returncode == 0
    follower = Follower(sandglass, "--format", "waybar", "--text", "{label} {time}")
    follower.wait_for("Tea running", lambda l: json.loads(l)["class"] == ["running", "timer"], timeout=15)
    ends_at = _timer(json.dumps(sandglass.status_report()), "Tea")["ends_at_ms"] / 1000
    os.kill(instance.pid, signal.SIGKILL)
    instance.wait(timeout=10)
    assert time.time() < ends_at, "killed before the end (the test is too slow to show anything)"

    at, line = follower.wait_for("Tea finished", lambda l: "finished" in json.loads(l)["class"], timeout=ends_at - time.time() + 10)
    shown = json.loads(line)
    assert shown["class"] == ["finished", "timer"] and shown["text"] == "Tea 00:00", shown
    assert time.time() >= ends_at, "not before the end"
    FIGURES.append(f"with no Sandglass, the follower printed the end {(time.time() - ends_at) * 1000:.0f} ms after it "
                   "(seen by the test)")
    # What `status` says with no Sandglass running, the follower says too.
    assert _timer(json.dumps(sandglass.status_report()), "Tea")["state"] == "finished"
    assert follower.process.poll() is None, "still following, for the next Sandglass"


def _owned_on(address: str, name: str) -> bool:
    from gi.repository import Gio, GLib

    bus = Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
    try:
        reply = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                              GLib.Variant("(s)", (name,)), GLib.VariantType("(b)"), Gio.DBusCallFlags.NONE, 5000, None)
        return bool(reply.unpack()[0])
    finally:
        bus.close_sync(None)


class _OnBus:
    """This test's Sandglass program with another session bus, for `Follower`."""

    def __init__(self, sandglass, env: dict):
        self.binary = sandglass.binary
        self.env = {**sandglass.env, **env}


def test_a_follower_and_wait_end_when_their_bus_goes_away(gui_session, sandglass, tmp_path):
    daemons = []
    try:
        # A session with no Sandglass in it: the follower shows the saved state, then ends with the bus.
        lonely_bus, lonely_address = private_bus(tmp_path / "lonely-bus")
        daemons.append(lonely_bus)
        lonely = Follower(_OnBus(sandglass, {"DBUS_SESSION_BUS_ADDRESS": lonely_address}), "--format", "waybar")
        lonely.wait_for("the saved state", lambda l: json.loads(l)["class"] == ["idle"], timeout=15)

        # A session with Sandglass, a follower, a bar's follower and a `wait` in it.
        bus, address = private_bus(tmp_path / "bus")
        daemons.append(bus)
        env = {"DBUS_SESSION_BUS_ADDRESS": address}
        on_bus = _OnBus(sandglass, env)
        followers = [Follower(on_bus), Follower(on_bus, "--format", "waybar")]
        sandglass._popen((), {**sandglass.env, **env})  # the instance, on the private bus
        wait_until(lambda: _owned_on(address, sandglass.app_id), timeout=15, message="the instance on the private bus")
        assert sandglass.run("timer", "start", "10m", "--label", "Tea", env=env).returncode == 0
        followers[0].wait_for("Tea", lambda l: _timer(l, "Tea") is not None, timeout=10)
        followers[1].wait_for("Tea", lambda l: json.loads(l)["class"] == ["running", "timer"], timeout=10)
        # The wait has heard the instance before its bus goes (it would end with it either way).
        listener = ActionListener(address)
        try:
            waiting = sandglass._popen(("wait", "--label", "Tea"), {**sandglass.env, **env})
            listener.wait_heard(waiting)
        finally:
            listener.close()
        for daemon in daemons:
            daemon.terminate()
            daemon.wait(timeout=5)
        assert lonely.process.wait(timeout=10) == 0, "the follower with no Sandglass ended with its bus"
        for follower in followers:
            assert follower.process.wait(timeout=10) == 0, "the follower ended with its bus"
        result = sandglass.outcome(waiting)
        assert result.returncode == 3, str(result)
        assert len(result.stderr_lines) == 1, str(result)
    finally:
        for daemon in daemons:
            if daemon.poll() is None:
                daemon.kill()
                daemon.wait()


def test_a_follower_and_wait_started_while_the_instance_is_stopped_carry_on_after_35_s(gui_session, sandglass, listener):
    instance = sandglass.launch()
    assert sandglass.run("timer", "start", "10m", "--label", "Tea").returncode == 0
    os.kill(instance.pid, signal.SIGSTOP)
    try:
        follower = Follower(sandglass)
        waiting = sandglass.spawn("wait", "--label", "Tea")
        listener.wait_asked(waiting)
        # The scenario: stopped for longer than D-Bus's default 25 s for an answer.
        time.sleep(35)
        assert waiting.poll() is None and follower.process.poll() is None, "still waiting for the instance"
    finally:
        os.kill(instance.pid, signal.SIGCONT)
    continued = time.monotonic()
    at, _ = follower.wait_for("the status, once the instance answers",
                              lambda l: (_timer(l, "Tea") or {}).get("state") == "running", timeout=15)
    FIGURES.append(f"a follower started on an instance stopped for 35 s printed {(at - continued) * 1000:.0f} ms after SIGCONT")
    listener.wait_heard(waiting)
    before = time.monotonic()
    assert sandglass.run("timer", "pause", "--label", "Tea").returncode == 0
    follower.wait_for("Tea paused", lambda l: (_timer(l, "Tea") or {}).get("state") == "paused", after=before)
    assert sandglass.run("timer", "cancel", "--label", "Tea").returncode == 0
    result = sandglass.outcome(waiting)
    assert result.returncode == 1 and "cancelled" in result.stderr, str(result)


def test_a_command_racing_a_dying_instance_asks_the_next_or_becomes_it(gui_session, sandglass, listener):
    instance = sandglass.launch()
    assert sandglass.run("timer", "start", "10m", "--label", "Tea").returncode == 0
    # Stopped, the instance holds a command where GIO registers it; killed then, it dies under it.
    os.kill(instance.pid, signal.SIGSTOP)
    status = sandglass.spawn("status", "--json")
    listener.wait_asked(status)
    os.kill(instance.pid, signal.SIGKILL)
    instance.wait(timeout=10)
    result = sandglass.outcome(status)
    assert result.returncode == 0 and result.stderr == "", str(result)
    assert _timer(result.stdout, "Tea")["state"] == "running", "the saved state, as with no Sandglass"

    # A command that changes something becomes the next Sandglass, and carries itself out.
    instance = sandglass.launch()
    os.kill(instance.pid, signal.SIGSTOP)
    start = sandglass.spawn("timer", "start", "5m", "--label", "Rice")
    listener.wait_asked(start)
    os.kill(instance.pid, signal.SIGKILL)
    instance.wait(timeout=10)
    wait_until(sandglass.is_running, timeout=15, message="the command to become Sandglass")
    assert sandglass.instance_pid() == start.pid
    wait_until(lambda: (_timer(json.dumps(sandglass.status_report()), "Rice") or {}).get("state") == "running",
               timeout=10, message="Rice started by the command that became Sandglass")
    assert start.poll() is None, "it is Sandglass now"
    _, stderr = sandglass._read(start)
    assert "GDBus" not in stderr and "Failed to register" not in stderr, stderr
