"""A saved file its owner cannot read (chmod 000) is never overwritten: `status` leaves it as it is,
and Sandglass keeps it aside under a name of its own before saving anew. Run as an unprivileged
user (root reads any file), with a session bus and a display of that user's own."""

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

SAVED = b'{"version":1,"state":"running","duration_ms":600000,"label":"Kept"}'


@pytest.fixture
def unprivileged(sandglass):
    """(command prefix, environment, state folder) for a user that permissions apply to."""
    folder = Path(tempfile.mkdtemp(prefix="sandglass-unreadable-"))
    environment = dict(sandglass.env)
    environment.update({"HOME": str(folder), "XDG_STATE_HOME": str(folder / "state"),
                        "XDG_CONFIG_HOME": str(folder / "config"), "XDG_CACHE_HOME": str(folder / "cache")})
    prefix: list = []
    user = None
    if os.geteuid() == 0:
        user = pwd.getpwnam("nobody")
        prefix = ["setpriv", f"--reuid={user.pw_uid}", f"--regid={user.pw_gid}", "--clear-groups", "--"]
        # The display's cookie, readable by that user.
        if os.environ.get("XAUTHORITY"):
            shutil.copy(os.environ["XAUTHORITY"], folder / "xauthority")
            environment["XAUTHORITY"] = str(folder / "xauthority")
    state = folder / "state" / "sandglass"
    state.mkdir(parents=True)
    (state / "timer.json").write_bytes(SAVED)
    if user:
        for path in [folder, *folder.rglob("*")]:
            os.chown(path, user.pw_uid, user.pw_gid)
    folder.chmod(0o755)
    (state / "timer.json").chmod(0o000)
    yield prefix, environment, state
    shutil.rmtree(folder, ignore_errors=True)


def _run(command: list, environment: dict, timeout: float = 30) -> subprocess.CompletedProcess:
    """Runs `command` to its end; its output through files, not pipes. A daemon the session
    started inherits them (at-spi2-registryd, for the instance's accessibility bus) and, on a
    loaded machine, can outlive the session by minutes: reading a pipe to its end waited for that
    daemon, not for the command (the test's 60 s ran out after the script was done)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        process = subprocess.run(command, env=environment, cwd=environment["HOME"], stdin=subprocess.DEVNULL,
                                 stdout=out, stderr=err, timeout=timeout)
        texts = []
        for handle in (out, err):
            handle.seek(0)
            texts.append(handle.read().decode("utf-8", "replace"))
    return subprocess.CompletedProcess(command, process.returncode, texts[0], texts[1])


def test_an_unreadable_file_is_left_by_status_and_kept_aside_by_sandglass(gui_session, sandglass, unprivileged):
    prefix, environment, state = unprivileged
    binary = str(sandglass.binary)
    original = state / "timer.json"

    status = _run([*prefix, binary, "status", "--json"], environment)
    assert status.returncode == 0, status
    lines = status.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("sandglass: warning: cannot use ") and "Permission denied" in lines[0], status
    assert lines[0].endswith("left as it is"), status
    assert json.loads(status.stdout)["timers"][0]["state"] == "idle"
    assert sorted(p.name for p in state.iterdir()) == ["timer.json"], "status changed no file"
    assert original.stat().st_mode & 0o777 == 0

    # Sandglass itself, on a session bus of that user's: it keeps the file aside, then saves anew.
    script = f"""
        {binary} timer start 3m > started.out 2> started.err &
        instance=$!
        for i in $(seq 100); do
            {binary} status --json > status.out 2> status.err && grep -q '"running"' status.out && break
            sleep 0.1
        done
        cat status.out; kill $instance; wait $instance
    """
    session = _run([*prefix, *SESSION_BUS, "sh", "-c", script], environment, timeout=60)
    assert '"state":"running"' in session.stdout, session
    kept = [p for p in state.iterdir() if p.name.startswith("timer.json.broken-")]
    assert len(kept) == 1, sorted(p.name for p in state.iterdir())
    kept[0].chmod(0o600)
    assert kept[0].read_bytes() == SAVED, "the unreadable file is kept whole"
    assert original.stat().st_mode & 0o777 == 0o600
    assert json.loads(original.read_text())["timers"][0]["state"] == "running", "the new timer, saved anew"
