"""Files in the state folder that are not what they seem: a symbolic link is never written
through (its target stays as it was; the link is kept aside), and a FIFO holds no command and no
instance (it is refused at once and kept aside)."""

import os
import signal
import time
from pathlib import Path

import pytest

from sandglass_e2e import wait_until

pytestmark = pytest.mark.gui

PRECIOUS = "precious, not Sandglass's\n"


def _state(sandglass) -> Path:
    folder = sandglass.home / "state" / "sandglass"
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    return folder


def _kept(folder: Path, name: str) -> list:
    return sorted(p for p in folder.iterdir() if p.name.startswith(f"{name}.broken-"))


def test_a_link_as_the_lock_leaves_its_target_as_it_was(gui_session, sandglass, tmp_path):
    target = tmp_path / "elsewhere.txt"
    target.write_text(PRECIOUS)
    folder = _state(sandglass)
    (folder / "instance.lock").symlink_to(target)

    sandglass.launch()
    assert sandglass.run("timer", "start", "3m").returncode == 0
    assert sandglass.status()["state"] == "running"
    assert target.read_text() == PRECIOUS, "the link's target is not overwritten with 'pid N / bus …'"
    assert not (folder / "instance.lock").is_symlink(), "a lock file of its own"
    kept = _kept(folder, "instance.lock")
    assert len(kept) == 1 and kept[0].is_symlink(), os.listdir(folder)


def test_a_link_as_the_lap_journal_gets_no_lap(gui_session, sandglass, tmp_path):
    folder = _state(sandglass)
    instance = sandglass.launch()
    assert sandglass.run("stopwatch", "start").returncode == 0
    assert sandglass.run("stopwatch", "lap").returncode == 0
    instance.send_signal(signal.SIGKILL)
    instance.wait(timeout=10)
    # The journal moved elsewhere and a link to it left in its place.
    target = tmp_path / "elsewhere.laps"
    os.rename(folder / "stopwatch.laps", target)
    before = target.read_bytes()
    (folder / "stopwatch.laps").symlink_to(target)

    wait_until(lambda: not sandglass.is_running(), timeout=10, message="the killed instance off the bus")
    sandglass.launch()
    assert sandglass.run("stopwatch", "lap").returncode == 0
    assert target.read_bytes() == before, "no lap appended through the link"
    assert not (folder / "stopwatch.laps").is_symlink()
    assert len(_kept(folder, "stopwatch.laps")) == 1, os.listdir(folder)


def test_a_fifo_as_the_lock_holds_no_status(gui_session, sandglass):
    folder = _state(sandglass)
    os.mkfifo(folder / "instance.lock", 0o600)
    started = time.monotonic()
    result = sandglass.run("status", "--json", timeout=20)
    assert result.returncode == 0, str(result)
    assert time.monotonic() - started < 20
    # Sandglass itself keeps it aside and takes a lock of its own.
    sandglass.launch()
    assert sandglass.run("timer", "start", "3m").returncode == 0
    assert (folder / "instance.lock").is_file()
    assert len(_kept(folder, "instance.lock")) == 1, os.listdir(folder)


def test_a_fifo_as_the_timers_file_holds_no_instance(gui_session, sandglass):
    folder = _state(sandglass)
    os.mkfifo(folder / "timer.json", 0o600)
    sandglass.launch()
    # The window mapped and the instance answers: it is not stuck reading the FIFO.
    started = sandglass.run("timer", "start", "3m", timeout=20)
    assert started.returncode == 0, str(started)
    assert sandglass.status()["state"] == "running"
    kept = _kept(folder, "timer.json")
    assert len(kept) == 1 and kept[0].is_fifo(), os.listdir(folder)
    assert (folder / "timer.json").is_file()
