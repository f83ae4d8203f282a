"""The `sandglass` command and the program it becomes: with Sandglass running, a command is one
D-Bus call from a process that loads no GTK (what a status bar polling every second pays);
what the caller's own process must do (help, following, waiting, another language, a silent
instance) is done by `sandglass-app`, as before."""

import json
import os
import signal
import time

import pytest

from sandglass_e2e import wait_until

pytestmark = pytest.mark.gui


def _traced(sandglass, *args: str, env: dict = None):
    """Runs `sandglass ARGS` with the dynamic loader saying what it opens (LD_DEBUG=libs): the
    result, its loader lines taken out of stderr, and the libraries whose initializers ran."""
    result = sandglass.run(*args, env={**(env or {}), "LD_DEBUG": "libs"})
    lines = result.stderr.splitlines()
    loaded = [line.split("calling init: ")[1] for line in lines if "calling init: " in line]
    result.stderr = "".join(line + "\n" for line in lines if not line.lstrip().split(":")[0].isdigit())
    return result, loaded


def _gtk(loaded: list[str]) -> bool:
    return any("libgtk-4" in name or "libadwaita" in name for name in loaded)


def test_a_command_for_a_running_sandglass_loads_no_gtk(gui_session, sandglass):
    sandglass.launch("timer", "start", "10m", "--label", "Tea")
    sandglass.wait_for_state("running")

    status, loaded = _traced(sandglass, "status", "--json")
    assert status.returncode == 0, str(status)
    assert json.loads(status.stdout)["timers"][0]["label"] == "Tea"
    assert any("libgio-2.0" in name for name in loaded), f"the trace shows what was loaded: {loaded}"
    assert not _gtk(loaded), loaded

    toggled, loaded = _traced(sandglass, "timer", "toggle")
    assert toggled.returncode == 0 and toggled.stdout.startswith("Timer “Tea” paused: "), str(toggled)
    assert not _gtk(loaded), loaded
    assert sandglass.status()["state"] == "paused"

    # Refused and bad input: the instance's words and exit status, through the same call.
    refused, loaded = _traced(sandglass, "timer", "pause")
    assert (refused.returncode, refused.stderr) == (1, "sandglass: the timer “Tea” is not running (it is paused)\n"), str(
        refused)
    bad, loaded = _traced(sandglass, "timer", "strat")
    assert bad.returncode == 2 and bad.stderr.startswith("sandglass: unknown command 'strat'"), str(bad)
    assert not _gtk(loaded), loaded


def test_what_the_callers_process_does_is_done_by_the_full_program(gui_session, sandglass):
    sandglass.launch("timer", "start", "10m")
    sandglass.wait_for_state("running")

    # Help is laid out for the caller's terminal, by the program that parses.
    helped, loaded = _traced(sandglass, "timer", "--help")
    assert helped.returncode == 0 and "USAGE: sandglass timer" in helped.stdout, str(helped)
    assert _gtk(loaded), "sandglass-app answered"

    # Another language than the instance's: answered by the caller's own process, in its words.
    korean = {"LANG": "ko_KR.UTF-8", "LANGUAGE": "ko", "LC_ALL": ""}
    error = sandglass.run("timer", "strat", env=korean)
    assert error.returncode == 2 and "'strat' 명령이 없어요" in error.stderr, str(error)
    paused = sandglass.run("timer", "pause", env=korean)
    assert paused.returncode == 0, str(paused)  # in the words of the instance, which acts
    assert sandglass.status()["state"] == "paused", "carried out by the instance all the same"

    # `--wait` holds the caller's terminal until the end.
    assert sandglass.run("timer", "cancel").returncode == 0
    started = time.monotonic()
    waited = sandglass.run("timer", "start", "2s", "--wait", timeout=20)
    assert waited.returncode == 0, str(waited)
    assert time.monotonic() - started >= 1.5, "it waited for the end"


def test_a_silent_instance_costs_the_command_five_seconds_once(gui_session, sandglass):
    """The command waits 5 s for the instance; the program it then becomes does not ask again."""
    instance = sandglass.launch("timer", "start", "10m")
    sandglass.wait_for_state("running")
    os.kill(instance.pid, signal.SIGSTOP)
    try:
        started = time.monotonic()
        result = sandglass.run("timer", "cancel", timeout=15)
        waited = time.monotonic() - started
    finally:
        os.kill(instance.pid, signal.SIGCONT)
    assert result.returncode == 1, str(result)
    assert 4.5 < waited < 7, f"waited {waited:.1f} s"
    assert result.stderr == (f"sandglass: Sandglass (pid {instance.pid}) did not answer within 5 seconds; "
                             "nothing was done\n"), str(result)
    wait_until(lambda: sandglass.status()["state"] == "running", timeout=5,
               message="the cancel that came too late not carried out")


def test_the_door_answers_another_program_as_it_answers_the_command(gui_session, sandglass):
    """`Run` is a D-Bus method like any: a script may call it; bad input is answered as the
    command line's (exit status 2, one line), a call of the wrong shape is refused by D-Bus."""
    import subprocess

    sandglass.launch()
    path = "/" + sandglass.app_id.replace(".", "/") + "/CommandLine"

    def call(*arguments: str) -> subprocess.CompletedProcess:
        return subprocess.run(["gdbus", "call", "--session", "--dest", sandglass.app_id, "--object-path", path,
                               "--method", "io.github.sandglass.CommandLine.Run", *arguments],
                              env=sandglass.env, capture_output=True, text=True, timeout=10)

    bad = call("['timer', 'start', 'soon']", "@as []")
    assert bad.returncode == 0 and bad.stdout.startswith("(2, '', ") and "sandglass: invalid duration 'soon'" in bad.stdout, bad
    assert bad.stdout.count("\\n") == 1, "one line"
    assert sandglass.status()["state"] == "idle", "nothing started"
    started = call("['timer', 'start', '5m']", "@as []")
    assert started.stdout.startswith("(0, 'Timer started: "), started
    from gi.repository import Gio, GLib

    try:
        sandglass._bus().call_sync(sandglass.app_id, path, "io.github.sandglass.CommandLine", "Run",
                                   GLib.Variant("(ss)", ("timer start 5m", "")), None, Gio.DBusCallFlags.NONE, 5000,
                                   None)
        raise AssertionError("a call of the wrong shape was taken")
    except GLib.Error as error:
        assert "InvalidArgs" in error.message, error.message
    handed_back = call("['status', '--follow']", "@as []")
    assert handed_back.stdout.strip() == "(-1, '', '')", "the caller's own to do"
