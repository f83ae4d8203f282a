"""The pin under the window managers of GNOME and KDE Plasma on X11 (mutter --x11, kwin_x11),
each on an X server of the test's own: `window pin` asks through `_NET_WM_STATE_ABOVE`, and the
window manager's own answer on the window (`xprop`) says it keeps it above; unpin takes it away.
(openbox, the tests' usual window manager, is tested in test_window_pin.py.)"""

import os
import shutil
import subprocess

import pytest

from sandglass_e2e import OwnXServer, wait_until

pytestmark = pytest.mark.gui

MANAGERS = {
    "GNOME": ["mutter", "--x11", "--replace", "--sm-disable"],
    "KDE": ["kwin_x11", "--replace"],
}


@pytest.fixture(params=sorted(MANAGERS))
def x11_desktop(request, tmp_path):
    """(environment for Sandglass, environment for xprop): the window manager on its own X server."""
    desktop = request.param
    server = OwnXServer()
    env = {**os.environ, "DISPLAY": server.display, "XDG_CURRENT_DESKTOP": desktop, "HOME": str(tmp_path)}
    env.pop("WAYLAND_DISPLAY", None)
    log = open(tmp_path / "wm.log", "wb")
    # On a session bus of its own: what it takes there stays out of the tests' bus.
    manager = subprocess.Popen(["dbus-run-session", "--", *MANAGERS[desktop]], env=env, stdin=subprocess.DEVNULL,
                               stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        def managing() -> bool:
            assert manager.poll() is None, (tmp_path / "wm.log").read_text(errors="replace")[-2000:] + "\n" + server.report()
            check = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env, capture_output=True,
                                   text=True, timeout=10)
            return "window id" in check.stdout

        wait_until(managing, timeout=30, message=f"{MANAGERS[desktop][0]} to manage the display")
        yield {"DISPLAY": server.display, "XDG_CURRENT_DESKTOP": desktop}, env
    finally:
        os.killpg(manager.pid, 15)
        try:
            manager.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(manager.pid, 9)
            manager.wait(timeout=10)
        log.close()
        server.stop()


def _above(x11: dict, pid: int) -> bool:
    listed = subprocess.run(["xprop", "-root", "_NET_CLIENT_LIST"], env=x11, capture_output=True, text=True,
                            timeout=10).stdout
    for window in listed.split("#")[-1].replace(",", " ").split():
        props = subprocess.run(["xprop", "-id", window, "_NET_WM_PID", "_NET_WM_STATE"], env=x11,
                               capture_output=True, text=True, timeout=10).stdout
        if f"= {pid}" in props:
            return "_NET_WM_STATE_ABOVE" in props
    return False


def test_the_window_manager_keeps_the_pinned_window_above(sandglass, x11_desktop):
    assert shutil.which("kwin_x11") and shutil.which("mutter"), "meson-aux/deps-test.txt installs both"
    env, x11 = x11_desktop
    sandglass.launch(env=env)
    pid = sandglass.instance_pid()
    result = sandglass.run("window", "pin")
    assert result.returncode == 0 and result.stdout == "Window pinned: it stays above other windows\n", str(result)
    wait_until(lambda: _above(x11, pid), timeout=10, message="the window manager to keep the window above")
    wait_until(lambda: sandglass.status_report()["window"]["pinned"] is True, timeout=5,
               message="status to say the pin took effect")
    assert sandglass.run("window", "unpin").returncode == 0
    wait_until(lambda: not _above(x11, pid), timeout=10, message="unpinned")
    assert sandglass.status_report()["window"]["pinned"] is False
