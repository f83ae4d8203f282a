"""D-Bus activation (the desktop file's DBusActivatable=true): with no Sandglass running, the
session bus starts `sandglass-app --gapplication-service` from its service file when the desktop
activates the application or one of the launcher's actions, and the action is carried out as
its Exec line would be. A bus of the test's own holds a service file naming the program under
test."""

import json
import os
import subprocess
import time

import pytest

from sandglass_e2e import private_bus, sandglass_binary, wait_until

pytestmark = pytest.mark.gui



@pytest.fixture
def activating_bus(sandglass, tmp_path):
    """(address, call): a session bus that starts Sandglass's service on demand, in this test's
    environment; `call(method, *args)` calls org.freedesktop.Application on it."""
    services = tmp_path / "services"
    services.mkdir()
    (services / f"{sandglass.app_id}.service").write_text(
        # As the installed service file names it: the program the command would become.
        f"[D-BUS Service]\nName={sandglass.app_id}\nExec={sandglass_binary().resolve().parent / 'sandglass-app'} "
        "--gapplication-service\n")
    # The activated service inherits the bus's environment: the test's state, settings and display.
    daemon, address = private_bus(tmp_path / "bus", services=services, env=sandglass.env)
    env = {"DBUS_SESSION_BUS_ADDRESS": address}
    path = "/" + sandglass.app_id.replace(".", "/")

    def call(method: str, *args: str) -> str:
        result = subprocess.run(
            ["gdbus", "call", "--session", "--dest", sandglass.app_id, "--object-path", path,
             "--method", f"org.freedesktop.Application.{method}", *args],
            env={**os.environ, **env}, capture_output=True, text=True, timeout=30)
        assert result.returncode == 0, result.stderr
        return result.stdout

    try:
        yield env, call
    finally:
        # The service belongs to the bus: quit it through its own action, then end the bus
        # (also when the service does not answer: a bus left behind would outlive the test).
        try:
            subprocess.run(["gdbus", "call", "--session", "--dest", sandglass.app_id, "--object-path", path,
                            "--method", "org.freedesktop.Application.ActivateAction", "quit", "[]", "{}"],
                           env={**os.environ, **env}, capture_output=True, timeout=10)
            wait_until(lambda: not _owned(sandglass, env), timeout=10,
                       message="the service to leave its bus at its quit action")
        finally:
            daemon.terminate()
            daemon.wait(timeout=10)


def _owned(sandglass, env) -> bool:
    """Whether a Sandglass owns the test's app id on the test's bus."""
    result = subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path",
                             "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.NameHasOwner", sandglass.app_id],
                            env={**os.environ, **env}, capture_output=True, text=True, timeout=10)
    return result.stdout.strip() == "(true,)"


def _status(sandglass, env) -> dict:
    result = sandglass.run("status", "--json", env=env)
    assert result.returncode == 0, str(result)
    return json.loads(result.stdout)


def test_a_launcher_action_starts_sandglass_and_is_carried_out(sandglass, activating_bus):
    env, call = activating_bus
    assert not sandglass.run("status", env=env).stdout.startswith("Timer 1: running")
    call("ActivateAction", "new-timer", "[]", "{}")
    report = wait_until(lambda: (r := _status(sandglass, env))["timers"][0]["state"] == "running" and r,
                        timeout=10, message="the activated Sandglass to start a timer of the last duration")
    assert report["timers"][0]["duration_ms"] == 300_000, "the last duration (5 minutes at first)"
    assert report["window"]["visible"] is True, "its window shows, as from the command line"

    call("ActivateAction", "toggle", "[]", "{}")
    wait_until(lambda: _status(sandglass, env)["timers"][0]["state"] == "paused", timeout=5,
               message="the launcher's toggle to pause the latest timer")
    call("ActivateAction", "pomodoro", "[]", "{}")
    wait_until(lambda: _status(sandglass, env)["pomodoro"]["state"] == "running", timeout=5,
               message="the launcher's Pomodoro action to start the cycle")


def test_activating_the_application_opens_its_window(sandglass, activating_bus):
    env, call = activating_bus
    call("Activate", "{}")
    wait_until(lambda: _status(sandglass, env)["window"]["visible"] is True, timeout=10,
               message="Activate to start Sandglass with its window")


def test_a_service_with_nothing_to_do_ends_by_itself(sandglass, activating_bus):
    env, call = activating_bus
    # Dismiss with nothing ringing (a notification's button after Sandglass quit): no window.
    call("ActivateAction", "dismiss", "[]", "{}")
    assert sandglass.run("status", env=env).returncode == 0
    assert _owned(sandglass, env), "the service is up"
    assert _status(sandglass, env)["window"]["visible"] is False, "and opened no window"
    wait_until(lambda: not _owned(sandglass, env), timeout=20, interval=0.5,
               message="GApplication to end the idle service (after 10 s)")


def test_any_action_that_sets_something_going_opens_the_window_that_keeps_it(sandglass, activating_bus):
    env, call = activating_bus
    # An action of the application's own (as a notification's button activates one), not a launcher's.
    # A timer must ring at its end: the window that opens keeps the service from ending when idle.
    call("ActivateAction", "timer-start", "[]", "{}")
    report = wait_until(lambda: (r := _status(sandglass, env))["window"]["visible"] and r, timeout=10,
                        message="the window to open for the running timer (an idle service would end)")
    assert report["timers"][0]["state"] == "running", report["timers"]
    time.sleep(11)  # the scenario: past GApplication's 10 s inactivity timeout
    assert _status(sandglass, env)["timers"][0]["state"] == "running", "still running, in the same Sandglass"
    assert _owned(sandglass, env)
