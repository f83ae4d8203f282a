"""sway (wlroots), where Wayland gives an application no way to stay on top: the pin floats the
window and makes it sticky through sway's IPC (a floating window stays above the tiled ones),
read back from sway with `swaymsg -t get_tree`; unpin undoes both; a pinned window comes back
pinned after a restart. sway runs headless, as another user (it refuses to run as root), on a
Wayland socket of its own."""

import json
import subprocess

import pytest

from headless_sway import headless_sway
from sandglass_e2e import A11y, wait_until

pytestmark = pytest.mark.gui


@pytest.fixture
def sway():
    """The environment of a headless sway session: its Wayland socket and its IPC socket."""
    with headless_sway() as environment:
        yield environment


def _window(env: dict, pid: int):
    """Sandglass's window in sway's tree, with whether it floats: (node, floating)."""
    tree = json.loads(subprocess.run(["swaymsg", "-s", env["SWAYSOCK"], "-t", "get_tree"], capture_output=True,
                                     text=True, timeout=10, check=True).stdout)

    def walk(node, floating=False):
        if node.get("pid") == pid:
            yield node, floating
        for child in node.get("nodes", []):
            yield from walk(child, floating)
        for child in node.get("floating_nodes", []):
            yield from walk(child, True)

    return next(walk(tree), (None, False))


def _pinned(env: dict, pid: int) -> bool:
    node, floating = _window(env, pid)
    return bool(node) and floating and node.get("sticky") is True


def test_the_pin_floats_the_window_sticky_and_a_restart_keeps_it(sandglass, sway):
    instance = sandglass.launch(env=sway)
    pid = sandglass.instance_pid()
    wait_until(lambda: _window(sway, pid)[0], timeout=10, message="sway to show Sandglass's window")
    assert not _pinned(sway, pid), "tiled at first"

    result = sandglass.run("window", "pin", env=sway)
    assert result.returncode == 0 and result.stdout == "Window pinned: it stays above other windows\n", str(result)
    wait_until(lambda: _pinned(sway, pid), timeout=5, message="sway to float the window, sticky")
    wait_until(lambda: sandglass.status_report()["window"]["pinned"] is True, timeout=5,
               message="status to say the pin took effect")

    result = sandglass.run("window", "unpin", env=sway)
    assert result.returncode == 0, str(result)
    wait_until(lambda: not _window(sway, pid)[1] and _window(sway, pid)[0]["sticky"] is False, timeout=5,
               message="sway to tile the window again")
    assert sandglass.status_report()["window"]["pinned"] is False

    # The compact view floats at its own size (tiled, it would be stretched over the screen).
    assert sandglass.run("window", "compact", env=sway).returncode == 0
    wait_until(lambda: _window(sway, pid)[1], timeout=5, message="the compact view to float")
    node, _ = _window(sway, pid)
    assert node["rect"]["width"] <= 400 and node["rect"]["height"] <= 300 and node["sticky"] is False, node["rect"]
    assert sandglass.run("window", "full", env=sway).returncode == 0
    wait_until(lambda: not _window(sway, pid)[1], timeout=5, message="the full view to tile again")

    assert sandglass.run("window", "pin", env=sway).returncode == 0
    wait_until(lambda: _pinned(sway, pid), timeout=5, message="pinned again")
    instance.terminate()
    instance.wait(timeout=10)
    wait_until(lambda: not sandglass.is_running(), timeout=10, message="the instance to leave the bus")
    instance = sandglass.launch(env=sway)
    pid = sandglass.instance_pid()
    wait_until(lambda: _pinned(sway, pid), timeout=10, message="the restarted window to float, sticky, again")

    # The header's pin is a toggle here, pressed (by its accessibility action: no X server to click on).
    ui = A11y(instance.pid)
    toggle = ui.wait_for("push button", "Keep on Top")
    wait_until(lambda: ui.pyatspi.STATE_PRESSED in ui.states(toggle), timeout=5, message="the pin to show pressed")
    ui.click(toggle)
    wait_until(lambda: not _window(sway, pid)[1], timeout=5, message="the header's pin to unpin the window")
