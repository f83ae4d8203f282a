"""GNOME (mutter 43) and KDE Plasma (KWin 5.27) on Wayland, each started headless with its
Xwayland: Wayland lets no application ask to stay on top, but both keep an X11 window above
others. Pinned there, Sandglass starts afresh (the same process) with its window on Xwayland,
and its running timer goes on untouched; the compositor's own window manager then marks the
window `_NET_WM_STATE_ABOVE`, read back here from the X server with `xprop`. Unpin takes the
mark away, and a Sandglass started pinned opens on Xwayland at once.

Each compositor runs on a session bus of its own (`dbus-run-session`), so the names it takes
there stay out of the tests' bus; Sandglass and the commands use the tests' bus as always."""

import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from sandglass_e2e import A11y, OwnXServer, wait_until

pytestmark = pytest.mark.gui


def _compositor_command(desktop: str, folder: Path) -> list:
    if desktop == "GNOME":
        return ["mutter", "--headless", "--wayland", "--virtual-monitor", "1280x800", "--wayland-display",
                "wayland-sg"]
    # kwin_wayland carries a file capability (cap_sys_resource) that a container may not grant, and
    # then refuses to start at all: a copy of the program, without it, runs the same KWin.
    kwin = folder / "kwin_wayland"
    shutil.copy(shutil.which("kwin_wayland") or "/usr/bin/kwin_wayland", kwin)
    return [str(kwin), "--virtual", "--xwayland", "--no-lockscreen", "--width", "1280", "--height", "800",
            "--socket", "wayland-sg"]


@pytest.fixture(params=["GNOME", "KDE"])
def xwayland_desktop(request):
    """(environment for Sandglass, environment for xprop): a headless compositor of that desktop,
    with the display variables it gives the programs it starts (Wayland, Xwayland, its Xauthority)."""
    desktop = request.param
    folder = Path(tempfile.mkdtemp(prefix=f"sandglass-{desktop.lower()}-"))
    folder.chmod(0o700)
    environment_file = folder / "environment"
    child = folder / "child.sh"
    child.write_text(f"#!/bin/sh\nenv > {environment_file}.part && mv {environment_file}.part {environment_file}\n"
                     "exec sleep 600\n")
    child.chmod(0o755)
    env = {**os.environ, "XDG_RUNTIME_DIR": str(folder), "HOME": str(folder), "XDG_CURRENT_DESKTOP": desktop}
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS"):
        env.pop(name, None)
    command = _compositor_command(desktop, folder)
    # mutter runs what follows `--`; kwin_wayland runs the programs named after its options.
    command += ["--", str(child)] if desktop == "GNOME" else [str(child)]
    log = open(folder / "compositor.log", "wb")
    compositor = subprocess.Popen(["dbus-run-session", "--", *command], env=env, stdin=subprocess.DEVNULL,
                                  stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        def started():
            assert compositor.poll() is None, (folder / "compositor.log").read_text(errors="replace")[-2000:]
            return environment_file.exists()

        wait_until(started, timeout=30, message=f"{desktop}'s compositor to start its first program")
        given = dict(line.split("=", 1) for line in environment_file.read_text().splitlines() if "=" in line)
        assert given.get("DISPLAY") and given.get("WAYLAND_DISPLAY"), f"{desktop} gave no Xwayland display: {given}"
        display = {name: given[name] for name in ("DISPLAY", "XAUTHORITY") if name in given}
        sandglass_env = {**display, "WAYLAND_DISPLAY": given["WAYLAND_DISPLAY"], "XDG_RUNTIME_DIR": str(folder),
                         "XDG_CURRENT_DESKTOP": desktop}
        yield sandglass_env, {**os.environ, **display}
    finally:
        # Shown with a failure (pytest prints a test's captured output only then): whether the
        # compositor outlived the test, and what it said.
        state = "running" if compositor.poll() is None else f"exited with {compositor.returncode}"
        tail = (folder / "compositor.log").read_text(errors="replace")[-3000:]
        print(f"{desktop}'s compositor at the test's end: {state}; its log's end:\n{tail}")
        os.killpg(compositor.pid, 15)
        try:
            compositor.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(compositor.pid, 9)
            compositor.wait(timeout=10)
        log.close()
        shutil.rmtree(folder, ignore_errors=True)


def _xprop(x11: dict, *args: str) -> str:
    return subprocess.run(["xprop", *args], env=x11, capture_output=True, text=True, timeout=10, check=True).stdout


def _x11_window(x11: dict, pid: int):
    """The X11 window of process `pid` the window manager manages (in its client list), or None:
    a window on Wayland has none."""
    listed = _xprop(x11, "-root", "_NET_CLIENT_LIST")
    for window in re.findall(r"0x[0-9a-f]+", listed):
        if f"= {pid}" in _xprop(x11, "-id", window, "_NET_WM_PID"):
            return window
    return None


def _above(x11: dict, pid: int) -> bool:
    """Whether the window manager keeps `pid`'s X11 window above others, as it says on the window."""
    window = _x11_window(x11, pid)
    return bool(window) and "_NET_WM_STATE_ABOVE" in _xprop(x11, "-id", window, "_NET_WM_STATE")


def _same_end(timer: dict, before: dict) -> bool:
    """The same end across a restart: saved on the wall clock and read back onto the boot clock,
    it may move by the milliseconds between the two clocks' readings, never more."""
    return abs(timer["ends_at_ms"] - before["ends_at_ms"]) <= 20


def test_the_pin_moves_the_window_to_xwayland_above_others_and_loses_nothing(sandglass, xwayland_desktop):
    env, x11 = xwayland_desktop
    # GDK_BACKEND left to Sandglass (the tests set it to x11): it opens on Wayland by itself.
    sandglass.launch("timer", "start", "10m", "--label", "tea", env=env, without=("GDK_BACKEND",))
    pid = sandglass.instance_pid()
    running = sandglass.status()
    assert running["state"] == "running" and running["label"] == "tea", running
    assert sandglass.status_report()["window"] == {"visible": True, "pinned": False, "compact": False}
    assert _x11_window(x11, pid) is None, "unpinned, the window is a Wayland window"

    result = sandglass.run("window", "pin")
    assert result.returncode == 0 and result.stdout == "Window pinned: it stays above other windows\n", str(result)
    wait_until(lambda: _above(x11, pid), timeout=15, message="the window on Xwayland, kept above others")
    wait_until(lambda: sandglass.status_report()["window"]["pinned"] is True, timeout=10,
               message="status to say the pin took effect")
    assert sandglass.instance_pid() == pid, "the same process, started afresh"
    after = sandglass.status()
    assert (after["state"], after["label"]) == ("running", "tea"), after
    assert _same_end(after, running), (after, running)
    assert sandglass.status_report()["window"]["visible"] is True

    result = sandglass.run("window", "unpin")
    assert result.returncode == 0 and result.stdout == "Window unpinned\n", str(result)
    wait_until(lambda: not _above(x11, pid), timeout=15, message="unpin to take the mark away")
    assert _x11_window(x11, pid), "unpinned, it stays on Xwayland until its next start (no second blink)"
    assert sandglass.status_report()["window"]["pinned"] is False

    # Pinned again, then Sandglass ends and starts again: it opens on Xwayland at once, above.
    assert sandglass.run("window", "pin").returncode == 0
    wait_until(lambda: _above(x11, pid), timeout=15, message="pinned again, without a restart")
    instance_process = next(p for p in sandglass.processes if p.pid == pid)
    instance_process.terminate()
    instance_process.wait(timeout=10)
    wait_until(lambda: not sandglass.is_running(), timeout=10, message="the instance to leave the bus")
    instance = sandglass.launch(env=env, without=("GDK_BACKEND",))
    pid = sandglass.instance_pid()
    wait_until(lambda: _above(x11, pid), timeout=15, message="the new start's window above others at once")
    assert _same_end(sandglass.status(), running)

    # The header's pin is a toggle here, shown pressed; pressing it unpins.
    ui = A11y(instance.pid)
    toggle = ui.wait_for("push button", "Keep on Top")
    wait_until(lambda: ui.pyatspi.STATE_PRESSED in ui.states(toggle), timeout=15, message="the pin to show pressed")
    ui.click(toggle)
    wait_until(lambda: not _above(x11, pid), timeout=15, message="the header's pin to unpin the window")
    wait_until(lambda: sandglass.status_report()["window"]["pinned"] is False, timeout=15,
               message="status to say it is unpinned")


def test_a_command_that_starts_sandglass_pinned_opens_it_on_xwayland(sandglass, xwayland_desktop):
    env, x11 = xwayland_desktop
    instance = sandglass.launch("window", "pin", env=env, without=("GDK_BACKEND",))
    # Not asked of the bus: the instance takes its name on Wayland, then gives it up to start
    # afresh on Xwayland for the pin, and a question in between finds no owner. `sandglass`
    # became the instance (exec), and the restart keeps its pid.
    pid = instance.pid
    wait_until(lambda: _above(x11, pid), timeout=15, message="the window on Xwayland, above others")
    wait_until(lambda: sandglass.status_report()["window"]["pinned"] is True, timeout=10,
               message="status to say the pin took effect")
    assert sandglass.instance_pid() == pid


def _descriptors_on(pid: int, path: Path) -> list:
    """The descriptors of process `pid` open on `path`."""
    folder = Path(f"/proc/{pid}/fd")
    found = []
    for entry in folder.iterdir():
        try:
            if os.readlink(entry) == str(path):
                found.append(int(entry.name))
        except FileNotFoundError:
            pass  # closed while listed
    return found


def test_a_hidden_window_stays_hidden_through_the_restart_and_shows_above_others(sandglass, xwayland_desktop,
                                                                                 tmp_path):
    env, x11 = xwayland_desktop
    # A descriptor Sandglass neither opened for itself nor keeps, open without close-on-exec (as
    # libwayland-cursor's shared memory is once a cursor was shown): here one its launcher left
    # open. It must not outlive the restart.
    stray = tmp_path / "stray"
    stray.write_text("")
    sandglass.launch("timer", "start", "10m", env=env, without=("GDK_BACKEND",),
                     wrapper=("sh", "-c", 'exec 9<"$0"; exec "$@"', str(stray)))
    pid = sandglass.instance_pid()
    assert _descriptors_on(pid, stray) == [9], "the stray descriptor before the restart"
    ends_at = sandglass.status()["ends_at_ms"]
    # Closed while the timer runs (the header bar's close button): only hidden.
    ui = A11y(pid)
    ui.click(ui.wait_for("push button", "Close"))
    wait_until(lambda: sandglass.status_report()["window"]["visible"] is False, timeout=15,
               message="the window to be hidden")

    assert sandglass.run("window", "pin").returncode == 0
    # Started afresh on Xwayland (its window known to the X server), and still hidden. The lock
    # is held throughout, so a command meanwhile waits for the new start, never reads the files.
    wait_until(lambda: _has_x11_connection(x11, pid), timeout=15, message="the new start on Xwayland")
    report = sandglass.status_report()
    assert report["window"]["visible"] is False and abs(report["timers"][0]["ends_at_ms"] - ends_at) <= 20, report
    assert sandglass.instance_pid() == pid
    assert _x11_window(x11, pid) is None, "no window shown"
    assert _descriptors_on(pid, stray) == [], "the restart closed what it does not keep"

    assert sandglass.run().returncode == 0  # `sandglass` alone shows the window
    wait_until(lambda: _above(x11, pid), timeout=10, message="the shown window above others")
    assert sandglass.status_report()["window"] == {"visible": True, "pinned": True, "compact": False}


def _has_x11_connection(x11: dict, pid: int) -> bool:
    """Whether process `pid` has a window on the X server, mapped or not (`xlsclients` lists the
    clients by their WM_CLIENT_MACHINE and command; GTK's leader window carries _NET_WM_PID)."""
    tree = subprocess.run(["xwininfo", "-root", "-children"], env=x11, capture_output=True, text=True,
                          timeout=10, check=True).stdout
    for window in re.findall(r"^\s+(0x[0-9a-f]+)", tree, flags=re.MULTILINE):
        if f"= {pid}" in _xprop(x11, "-id", window, "_NET_WM_PID"):
            return True
    return False


def test_where_xwayland_cannot_be_opened_a_pinned_sandglass_opens_on_wayland_and_says_so(sandglass,
                                                                                     xwayland_desktop):
    env, _ = xwayland_desktop
    sandglass.gsettings("set", "io.github.sandglass.Sandglass", "pinned", "true")
    # A display nobody serves (a stale DISPLAY): Wayland after all, never a crash.
    instance = sandglass.launch(env={**env, "DISPLAY": ":987"}, without=("GDK_BACKEND", "XAUTHORITY"))
    assert sandglass.status_report()["window"] == {"visible": True, "pinned": False, "compact": False}
    result = sandglass.run("window", "pin")
    assert result.returncode == 1 and "keeps windows on top by its own command" in result.stderr, str(result)
    assert instance.poll() is None
    errors = (sandglass.logs / "01.err").read_text()
    assert "cannot open the X11 display (Xwayland); the window cannot be kept on top" in errors, errors


def test_a_restart_for_the_pin_waits_for_an_x_display_that_answers_late(sandglass, xwayland_desktop):
    env, _ = xwayland_desktop
    # Xwayland that is not answering yet as Sandglass starts afresh (a compositor may start it
    # on demand): here an X server of the test's own, started only once the restart has begun.
    number = OwnXServer.free_number()
    sandglass.launch("timer", "start", "10m", env={**env, "DISPLAY": f":{number}"},
                     without=("GDK_BACKEND", "XAUTHORITY"))
    pid = sandglass.instance_pid()
    ends_at = sandglass.status()["ends_at_ms"]
    assert sandglass.run("window", "pin").returncode == 0
    # Off the bus: it has begun its restart. It asks for its display within tens of
    # milliseconds; the server comes a second later, within the restart's patience (3 s).
    wait_until(lambda: not sandglass.is_running(), timeout=10, message="the restart to begin")
    time.sleep(1.0)
    server = OwnXServer(number=number)
    try:
        late = {**os.environ, "DISPLAY": server.display}
        wait_until(lambda: _has_x11_connection(late, pid), timeout=15,
                   message="the restarted Sandglass's window on the X display that came late")
        wait_until(lambda: sandglass.is_running(), timeout=15, message="the restarted Sandglass on the bus")
        assert sandglass.instance_pid() == pid
        report = sandglass.status_report()
        assert report["window"] == {"visible": True, "pinned": True, "compact": False}, report
        assert abs(report["timers"][0]["ends_at_ms"] - ends_at) <= 20, report
        assert "cannot open the X11 display" not in (sandglass.logs / "01.err").read_text()
    finally:
        server.stop()


def test_a_restart_for_the_pin_that_never_reaches_x_opens_on_wayland_and_says_so(sandglass, xwayland_desktop):
    env, _ = xwayland_desktop
    sandglass.launch("timer", "start", "10m", env={**env, "DISPLAY": f":{OwnXServer.free_number()}"},
                     without=("GDK_BACKEND", "XAUTHORITY"))
    pid = sandglass.instance_pid()
    ends_at = sandglass.status()["ends_at_ms"]
    started = time.monotonic()
    assert sandglass.run("window", "pin").returncode == 0
    errors = sandglass.logs / "01.err"
    wait_until(lambda: "cannot open the X11 display (Xwayland)" in errors.read_text(), timeout=20,
               message="the restart to give up on X11 and say so")
    # It tried X11 for its patience (3 s) first, then opened on Wayland: the same process, the
    # same timer, unpinned (the pin cannot work there).
    assert time.monotonic() - started >= 2.9
    wait_until(lambda: sandglass.is_running(), timeout=15, message="the restarted Sandglass on the bus")
    assert sandglass.instance_pid() == pid
    report = sandglass.status_report()
    assert report["window"] == {"visible": True, "pinned": False, "compact": False}, report
    assert abs(report["timers"][0]["ends_at_ms"] - ends_at) <= 20, report
