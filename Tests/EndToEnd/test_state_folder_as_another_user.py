"""The state folder as a user for whom permissions apply (root ignores them): one that cannot be
read is no idle state, and saves that failed are tried again until they hold. Each test runs a
script as nobody, with a session bus, a home and XDG folders of that user's own."""

import json
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from sandglass_e2e import SESSION_BUS

pytestmark = pytest.mark.gui


def _nobody():
    try:
        return pwd.getpwnam("nobody")
    except KeyError:
        return None


needs_nobody = pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv") or _nobody() is None,
                                  reason="needs root to run Sandglass as the unprivileged user nobody")

# Waits (at most 15 s) until Sandglass owns its name on the bus.
WAIT_FOR_INSTANCE = """
wait_for_instance() {
  for _ in $(seq 150); do
    gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \\
      --method org.freedesktop.DBus.NameHasOwner "$SANDGLASS_APP_ID" 2>/dev/null | grep -q true && return 0
    sleep 0.1
  done
  return 1
}
"""


def _run_as_nobody(sandglass, script: str, timeout: float = 150):
    """Runs `script` (sh) as nobody on a session bus of its own; returns (home, out folder,
    completed process). The state folder is $HOME/state/sandglass; outputs go to $OUT."""
    nobody = _nobody()
    home = Path(tempfile.mkdtemp(prefix="sandglass-nobody-", dir="/tmp"))
    os.chmod(home, 0o755)
    for name in ("config", "data", "cache", "state", "out"):
        (home / name).mkdir()
        os.chown(home / name, nobody.pw_uid, nobody.pw_gid)
    xauthority = home / "xauthority"
    if os.environ.get("XAUTHORITY"):
        shutil.copyfile(os.environ["XAUTHORITY"], xauthority)
        os.chown(xauthority, nobody.pw_uid, nobody.pw_gid)
    (home / "run.sh").write_text("#!/bin/sh\n" + WAIT_FOR_INSTANCE + script)
    env = {key: value for key, value in sandglass.env.items() if key not in ("DBUS_SESSION_BUS_ADDRESS", "XAUTHORITY")}
    env.update({
        "HOME": str(home), "USER": "nobody", "LOGNAME": "nobody",
        "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
        "XDG_CACHE_HOME": str(home / "cache"), "XDG_STATE_HOME": str(home / "state"),
        "XDG_RUNTIME_DIR": str(home / "out"), "NO_AT_BRIDGE": "1",
        "SANDGLASS": str(sandglass.binary), "OUT": str(home / "out"), "STATE": str(home / "state" / "sandglass"),
    })
    if xauthority.exists():
        env["XAUTHORITY"] = str(xauthority)
    # Output through files: a daemon the session started may hold a pipe open long after.
    with tempfile.TemporaryFile() as log:
        process = subprocess.run(["setpriv", f"--reuid={nobody.pw_uid}", f"--regid={nobody.pw_gid}", "--clear-groups",
                                  *SESSION_BUS, "sh", str(home / "run.sh")],
                                 env=env, cwd=home, timeout=timeout, stdin=subprocess.DEVNULL, stdout=log, stderr=log)
        log.seek(0)
        process.stdout = log.read().decode("utf-8", "replace")
    return home, home / "out", process


def _read(out: Path, name: str) -> str:
    path = out / name
    return path.read_text() if path.exists() else f"<no {name}>"


@needs_nobody
def test_an_unreadable_state_folder_is_said_and_never_written_over(gui_session, sandglass):
    script = """
set -u
# A running timer saved, then its Sandglass killed: the state holds it.
"$SANDGLASS" timer start 30m --label Kept >/dev/null 2>"$OUT/first.err" & first=$!
wait_for_instance || echo "no first instance" >"$OUT/problem"
"$SANDGLASS" status --json >"$OUT/saved.json"
kill -9 $first; wait $first 2>/dev/null
chmod 000 "$STATE"

"$SANDGLASS" status >"$OUT/status.out" 2>"$OUT/status.err"; echo $? >"$OUT/status.rc"
"$SANDGLASS" timer list >"$OUT/list.out" 2>"$OUT/list.err"; echo $? >"$OUT/list.rc"

# Sandglass itself, with the folder unreadable: it says so, and writes nothing over it.
"$SANDGLASS" >/dev/null 2>"$OUT/instance.err" & instance=$!
wait_for_instance || echo "no instance" >"$OUT/problem"
"$SANDGLASS" timer start 3m --label New >"$OUT/start.out" 2>"$OUT/start.err"
chmod 700 "$STATE"
# Its failed save of the new timer is tried again within seconds: the old file is kept aside first.
for _ in $(seq 300); do ls "$STATE" | grep -q '^timer.json.broken-' && [ -f "$STATE/timer.json" ] && break; sleep 0.1; done
sleep 0.5
kill -9 $instance; wait $instance 2>/dev/null
ls -a "$STATE" >"$OUT/listing"
"""
    home, out, process = _run_as_nobody(sandglass, script)
    state = home / "state" / "sandglass"
    try:
        context = (f"script: {process.stdout!r}\nproblem: {_read(out, 'problem')!r}\n"
                   f"instance: {_read(out, 'instance.err')!r}\nlisting: {_read(out, 'listing')!r}")
        assert json.loads(_read(out, "saved.json"))["timers"][0]["label"] == "Kept", context
        # status: no idle state, but the folder and the reason, exit 1.
        line = f"sandglass: cannot read the saved state in {state}: Permission denied"
        assert _read(out, "status.rc").strip() == "1", context + _read(out, "status.out")
        assert _read(out, "status.err").splitlines() == [line], _read(out, "status.err")
        assert _read(out, "status.out") == "", "nothing printed as if it were the state"
        assert _read(out, "list.rc").strip() == "1" and _read(out, "list.err").splitlines() == [line]
        # The instance says it too, on stderr (and in its window's bar).
        assert (f"sandglass: warning: cannot read the saved state in {state} (Permission denied); "
                "started without it, and nothing there is written over") in _read(out, "instance.err"), context
        # Nothing written over: the running timer saved before is kept whole, beside the new one.
        kept = sorted(p for p in state.iterdir() if p.name.startswith("timer.json.broken-"))
        assert len(kept) == 1, context
        assert json.loads(kept[0].read_text())["timers"][0]["label"] == "Kept", context
        assert json.loads((state / "timer.json").read_text())["timers"][0]["label"] == "New", context
    finally:
        shutil.rmtree(home, ignore_errors=True)


@needs_nobody
def test_saves_that_failed_are_tried_again_until_they_hold(gui_session, sandglass):
    script = """
set -u
mkdir -p "$STATE"
"$SANDGLASS" >/dev/null 2>"$OUT/instance.err" & instance=$!
wait_for_instance || echo "no instance" >"$OUT/problem"
chmod 500 "$STATE"
"$SANDGLASS" pomodoro start >"$OUT/pomodoro.out" 2>"$OUT/pomodoro.err"
"$SANDGLASS" countdown start 2099-01-01 --label Launch >"$OUT/countdown.out" 2>"$OUT/countdown.err"
ls -a "$STATE" >"$OUT/while-read-only"
chmod 700 "$STATE"
# Nothing changes from here: only the back-off's tries (1, 2, 4 … s) can save them.
for _ in $(seq 300); do [ -f "$STATE/pomodoro.json" ] && [ -f "$STATE/countdown.json" ] && break; sleep 0.1; done
kill -9 $instance; wait $instance 2>/dev/null
ls -a "$STATE" >"$OUT/listing"
"$SANDGLASS" status --json >"$OUT/status.json" 2>"$OUT/status.err"; echo $? >"$OUT/status.rc"
"""
    home, out, process = _run_as_nobody(sandglass, script)
    state = home / "state" / "sandglass"
    try:
        context = (f"script: {process.stdout!r}\nproblem: {_read(out, 'problem')!r}\n"
                   f"instance: {_read(out, 'instance.err')!r}\nlisting: {_read(out, 'listing')!r}")
        assert "could not be saved" in _read(out, "pomodoro.err"), context
        assert "could not be saved" in _read(out, "countdown.err"), context
        assert "pomodoro.json" not in _read(out, "while-read-only").split(), context
        assert _read(out, "status.rc").strip() == "0", context + _read(out, "status.err")
        status = json.loads(_read(out, "status.json"))
        assert status["pomodoro"]["state"] != "idle", f"the cycle started while read-only survives kill -9: {status['pomodoro']}"
        assert status["countdown"] is not None and status["countdown"]["label"] == "Launch", \
            f"the countdown survives kill -9: {status.get('countdown')}"
    finally:
        shutil.rmtree(home, ignore_errors=True)
