"""i3, the tiling window manager for X11, ignores `_NET_WM_STATE_ABOVE`: there the pin floats
the window and makes it sticky through i3's IPC (`i3-msg`, a floating window stays above the
tiled ones), read back from i3 with `i3-msg -t get_tree`; unpin undoes both, the compact view
floats at its own size, and a pinned window comes back pinned after a restart. i3 runs on an X
server of the test's own."""

import json
import os
import subprocess

import pytest

from sandglass_e2e import OwnXServer, wait_until

pytestmark = pytest.mark.gui


@pytest.fixture
def i3(tmp_path):
    """The environment of an i3 session on a virtual X server of its own: its display and IPC socket."""
    server = OwnXServer()
    display = server.display
    socket = tmp_path / "i3.sock"
    config = tmp_path / "i3.config"
    config.write_text(f"# i3 config file (v4)\nfont pango:monospace 8\nipc-socket {socket}\n")
    env = {**os.environ, "DISPLAY": display}
    env.pop("WAYLAND_DISPLAY", None)
    manager = subprocess.Popen(["i3", "-c", str(config)], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        wait_until(socket.exists, timeout=10, message="i3's IPC socket")
        yield {"DISPLAY": display, "I3SOCK": str(socket), "XDG_CURRENT_DESKTOP": "i3"}
    finally:
        manager.terminate()
        manager.wait(timeout=10)
        server.stop()


def _window(env: dict):
    """Sandglass's window in i3's tree, with the node that floats or tiles it: (window node,
    floating, sticky)."""
    tree = json.loads(subprocess.run(["i3-msg", "-s", env["I3SOCK"], "-t", "get_tree"], capture_output=True,
                                     text=True, timeout=10, check=True).stdout)

    def walk(node, floating=None):
        if (node.get("window_properties") or {}).get("class") == "sandglass":
            yield node, floating is not None, bool(node.get("sticky") or (floating or {}).get("sticky"))
        for child in node.get("nodes", []):
            yield from walk(child, floating)
        for child in node.get("floating_nodes", []):
            yield from walk(child, child)

    return next(walk(tree), (None, False, False))


def _pinned(env: dict) -> bool:
    node, floating, sticky = _window(env)
    return bool(node) and floating and sticky


def test_the_pin_floats_the_window_sticky_on_i3_and_a_restart_keeps_it(sandglass, i3):
    instance = sandglass.launch(env=i3)
    wait_until(lambda: _window(i3)[0], timeout=10, message="i3 to manage Sandglass's window")
    assert not _pinned(i3), "tiled at first"

    result = sandglass.run("window", "pin")
    assert result.returncode == 0 and result.stdout == "Window pinned: it stays above other windows\n", str(result)
    wait_until(lambda: _pinned(i3), timeout=5, message="i3 to float the window, sticky")
    wait_until(lambda: sandglass.status_report()["window"]["pinned"] is True, timeout=5,
               message="status to say the pin took effect")

    result = sandglass.run("window", "unpin")
    assert result.returncode == 0, str(result)
    wait_until(lambda: _window(i3)[0] and not _window(i3)[1] and not _window(i3)[2], timeout=5,
               message="i3 to tile the window again")
    assert sandglass.status_report()["window"]["pinned"] is False

    # The compact view floats at its own size (tiled, it would be stretched over the screen).
    assert sandglass.run("window", "compact").returncode == 0
    wait_until(lambda: _window(i3)[1], timeout=5, message="the compact view to float")
    node, _, sticky = _window(i3)
    assert node["rect"]["width"] <= 400 and node["rect"]["height"] <= 300 and not sticky, node["rect"]
    assert sandglass.run("window", "full").returncode == 0
    wait_until(lambda: not _window(i3)[1], timeout=5, message="the full view to tile again")

    assert sandglass.run("window", "pin").returncode == 0
    wait_until(lambda: _pinned(i3), timeout=5, message="pinned again")
    instance.terminate()
    instance.wait(timeout=10)
    wait_until(lambda: not sandglass.is_running(), timeout=10, message="the instance to leave the bus")
    sandglass.launch(env=i3)
    wait_until(lambda: _pinned(i3), timeout=10, message="the restarted window to float, sticky, again")
    assert sandglass.status_report()["window"]["pinned"] is True
