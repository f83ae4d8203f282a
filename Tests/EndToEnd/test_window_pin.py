"""The pin, under a real window manager (openbox): `sandglass window pin|unpin`, the header's
toggle clicked with the mouse and Ctrl+T change what xprop reads in _NET_WM_STATE, `status`
reports what took effect, and a pinned window comes back pinned after a restart."""

import os
import subprocess

import pytest

from sandglass_e2e import A11y, Keyboard, wait_until

pytestmark = pytest.mark.gui


def _above(window: str) -> bool:
    state = subprocess.run(["xprop", "-id", window, "_NET_WM_STATE"], capture_output=True, text=True, timeout=10).stdout
    return "_NET_WM_STATE_ABOVE" in state


def _launch(gui_session, sandglass, *args: str):
    instance = sandglass.launch(*args)
    keyboard = Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    return instance, A11y(instance.pid), keyboard, keyboard.window()


def test_pin_unpin_by_command_mouse_and_key_and_kept_across_a_restart(gui_session, sandglass):
    if not gui_session["window_manager"]:
        pytest.fail("a window manager is needed: it is the one that keeps a window on top")
    instance, ui, keyboard, window = _launch(gui_session, sandglass)
    assert not _above(window)
    assert sandglass.status_report()["window"] == {"visible": True, "pinned": False, "compact": False}

    result = sandglass.run("window", "pin")
    assert result.returncode == 0 and result.stdout == "Window pinned: it stays above other windows\n", str(result)
    wait_until(lambda: _above(window), timeout=5, message="openbox to keep the window above others")
    wait_until(lambda: sandglass.status_report()["window"]["pinned"] is True, timeout=5,
               message="status to report the pin the window manager applied")
    # GTK 4.8 gives a toggle button the push button's role, pressed while on.
    toggle = ui.wait_for("push button", "Keep on Top")
    wait_until(lambda: ui.pyatspi.STATE_PRESSED in ui.states(toggle), timeout=5, message="the header's toggle to show it")

    keyboard.click(ui, toggle)  # the mouse, on the pin
    wait_until(lambda: not _above(window), timeout=5, message="the click to unpin the window")
    assert sandglass.status_report()["window"]["pinned"] is False

    keyboard.press("ctrl+t")
    wait_until(lambda: _above(window), timeout=5, message="Ctrl+T to pin it again")

    # Kept across a restart: the new window is on top from the start.
    instance.terminate()
    instance.wait(timeout=10)
    wait_until(lambda: not sandglass.is_running(), timeout=10, message="the instance to leave the bus")
    instance, ui, keyboard, window = _launch(gui_session, sandglass)
    wait_until(lambda: _above(window), timeout=5, message="the restarted window to be on top")
    assert sandglass.status_report()["window"] == {"visible": True, "pinned": True, "compact": False}

    result = sandglass.run("window", "unpin")
    assert result.returncode == 0 and result.stdout == "Window unpinned\n", str(result)
    wait_until(lambda: not _above(window), timeout=5, message="unpin to take effect")


def test_window_pin_starts_sandglass_pinned(gui_session, sandglass):
    sandglass.launch("window", "pin")  # the process that starts Sandglass stays as its instance
    wait_until(lambda: sandglass.status_report()["window"]["pinned"] is True, timeout=5,
               message="the window Sandglass opened for the command to be on top")
    assert sandglass.run("window", "unpin").returncode == 0


def test_window_verbs_are_checked(sandglass):
    result = sandglass.run("window", "float", headless=True)
    assert result.returncode == 2, str(result)
    assert result.stderr.startswith("sandglass: ") and len(result.stderr.splitlines()) == 1, str(result)


@pytest.fixture
def wayland(tmp_path):
    """A headless Wayland compositor (weston) with a private runtime folder: the environment that
    puts Sandglass on it."""
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = {"XDG_RUNTIME_DIR": str(runtime), "WAYLAND_DISPLAY": "wl-test", "GDK_BACKEND": "wayland"}
    compositor = subprocess.Popen(
        ["weston", "--backend=headless-backend.so", "--socket=wl-test", "--idle-time=0"],
        env={**os.environ, "XDG_RUNTIME_DIR": str(runtime)}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_until(lambda: (runtime / "wl-test").exists(), timeout=10, message="weston's socket")
        yield env
    finally:
        compositor.terminate()
        compositor.wait(timeout=5)


def test_on_wayland_the_pin_explains_the_desktops_own_always_on_top(gui_session, sandglass, wayland):
    instance = sandglass.launch(env=wayland)
    result = sandglass.run("window", "pin", env=wayland)
    assert result.returncode == 1, str(result)
    assert result.stderr.startswith("sandglass: this desktop (Wayland) keeps windows on top by its own command: "
                                    "in GNOME, press Alt+Space"), str(result)
    assert len(result.stderr.splitlines()) == 1
    assert sandglass.status_report()["window"]["pinned"] is False
    # The header's pin opens the same words (pressed by its accessibility action: no X server to click on).
    ui = A11y(instance.pid)
    def clickable_pin():
        for node in ui.walk():
            if node.name == "Keep on Top" and ui.is_shown(node):
                action = node.queryAction()
                if "click" in [action.getName(i) for i in range(action.nActions)]:
                    return node
        return None

    def explanation():
        return ui.find("label", match=lambda node: "Alt+Space" in (node.name or ""), shown=False)

    # A menu button is two nodes by that name; its inner button is the one that clicks.
    pin = wait_until(clickable_pin, message="the header's pin")
    assert explanation() is None, "a closed popover's words are not in the tree"
    ui.click(pin)
    # In the tree once the popover opens (hit-testing, which `shown` uses, needs X11).
    wait_until(explanation, message="the popover's words on Always on Top")
