"""Desktop-wide keys on KDE Plasma, through the real GlobalShortcuts portal: xdg-desktop-portal
(1.16) with its KDE backend (xdg-desktop-portal-kde 5.27), and KWin (`kwin_wayland --virtual`,
headless), which holds kglobalaccel on a Plasma Wayland session. All on a session bus of the
test's own, which starts only the portal's services (not the standalone kglobalaccel5: the keys
must be KWin's).

`sandglass shortcuts set` goes to the running Sandglass, which asks the portal for the key; it is
read back as the desktop holds it (the portal's ListShortcuts through `shortcuts list`, and
kglobalaccel's own D-Bus and its kglobalshortcutsrc). The key is pressed through kglobalaccel's
`invokeShortcut` (KWin's virtual backend has no keyboard), the portal's `Activated` reaches
Sandglass, and the operation shows in `status --json`."""

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from sandglass_e2e import A11y, Keyboard, private_bus, wait_until

pytestmark = pytest.mark.gui

# The services the test's bus may start: the portal, its KDE backend and its permission store.
# Not the document portal, which the shortcuts do not need: its FUSE mount point (the runtime
# folder's doc/) came back after the test had removed the folder.
PORTAL_SERVICES = ("org.freedesktop.portal.Desktop", "org.freedesktop.impl.portal.desktop.kde",
                   "org.freedesktop.impl.portal.PermissionStore")
SOCKET = "wayland-sg"


@pytest.fixture
def plasma(sandglass):
    """KWin headless and the portal on a bus of the test's own; Sandglass's environment there.
    Yields `kglobalaccel(method, *args)`, a call to Sandglass's component in kglobalaccel."""
    given = {"XDG_CURRENT_DESKTOP": "KDE", "WAYLAND_DISPLAY": SOCKET, "GDK_BACKEND": "wayland"}
    original = {name: sandglass.env.get(name) for name in (*given, "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR")}
    folder = Path(tempfile.mkdtemp(prefix="sandglass-plasma-"))
    folder.chmod(0o700)
    services = folder / "services"
    services.mkdir()
    for name in PORTAL_SERVICES:
        shutil.copy(f"/usr/share/dbus-1/services/{name}.service", services)
    # What the activated portal and its backend inherit, as Plasma's start-up gives its services.
    desktop = {**os.environ, "XDG_CURRENT_DESKTOP": "KDE", "XDG_RUNTIME_DIR": str(folder), "HOME": str(folder),
               "XDG_CONFIG_HOME": str(folder / "config"), "WAYLAND_DISPLAY": SOCKET, "QT_QPA_PLATFORM": "wayland"}
    desktop.pop("DISPLAY", None)
    daemon, address = private_bus(folder / "bus", services=services, env=desktop)
    desktop["DBUS_SESSION_BUS_ADDRESS"] = address
    # kwin_wayland carries a file capability a container may not grant (it would refuse to
    # start): a copy of the program, without it, runs the same KWin.
    kwin = folder / "kwin_wayland"
    shutil.copy(shutil.which("kwin_wayland") or "/usr/bin/kwin_wayland", kwin)
    log = open(folder / "kwin.log", "wb")
    compositor = subprocess.Popen([str(kwin), "--virtual", "--no-lockscreen", "--width", "1280", "--height", "800",
                                   "--socket", SOCKET], env=desktop, stdin=subprocess.DEVNULL, stdout=log,
                                  stderr=subprocess.STDOUT, start_new_session=True)

    def bus(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(["gdbus", "call", "--session", *args], env=desktop, capture_output=True, text=True,
                              timeout=30)

    def kglobalaccel(method: str, *args: str) -> str:
        """The answer; "" when the component is gone (its last shortcut forgotten)."""
        result = bus("--dest", "org.kde.kglobalaccel", "--object-path", "/component/sandglass",
                     "--method", f"org.kde.kglobalaccel.Component.{method}", *args)
        if "UnknownObject" in result.stderr:
            return ""
        assert result.returncode == 0, result.stderr
        return result.stdout

    try:
        def kwin_holds_kglobalaccel():
            assert compositor.poll() is None, (folder / "kwin.log").read_text(errors="replace")[-2000:]
            owner = bus("--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                        "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", "org.kde.kglobalaccel")
            return owner.returncode == 0 and f"{compositor.pid}" in owner.stdout

        wait_until(kwin_holds_kglobalaccel, timeout=30, message="KWin to take org.kde.kglobalaccel")
        wait_until(lambda: (folder / SOCKET).exists(), timeout=30, message="KWin's Wayland socket")
        sandglass.env.update({**given, "DBUS_SESSION_BUS_ADDRESS": address, "XDG_RUNTIME_DIR": str(folder)})
        yield kglobalaccel, folder / "config" / "kglobalshortcutsrc"
    finally:
        sandglass.stop()
        # Back on the tests' own bus, which outlives this one, for the fixture's own checks.
        for name, value in original.items():
            if value is None:
                sandglass.env.pop(name, None)
            else:
                sandglass.env[name] = value
        os.killpg(compositor.pid, 15)
        try:
            compositor.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(compositor.pid, 9)
            compositor.wait(timeout=10)
        log.close()
        # The portal and its backend belong to the bus: they go with it.
        daemon.terminate()
        daemon.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)


def _listed(sandglass) -> dict:
    """`sandglass shortcuts list`: {operation: keys}."""
    result = sandglass.run("shortcuts", "list")
    assert result.returncode == 0, str(result)
    return {line.split("\t")[0]: line.split("\t")[1] for line in result.stdout.splitlines()}


def _section(rc: Path) -> str:
    """Sandglass's section of kglobalshortcutsrc, as KDE's System Settings reads it."""
    if not rc.exists():
        return ""
    lines, inside = [], False
    for line in rc.read_text().splitlines():
        if line.startswith("["):
            inside = line == "[sandglass]"
        elif inside:
            lines.append(line)
    return "\n".join(lines)


def test_a_key_set_is_bound_by_the_portal_and_carries_out_the_operation(sandglass, plasma):
    kglobalaccel, rc = plasma
    sandglass.launch()
    assert sandglass.run("timer", "start", "10m").returncode == 0

    result = sandglass.run("shortcuts", "set", "timer-toggle", "Ctrl+Alt+T")
    assert result.returncode == 0, str(result)
    assert result.stdout == ("<Control><Alt>t: Pause or resume the latest timer (asked of the desktop's global "
                             "shortcuts; it works while Sandglass runs)\n")
    wait_until(lambda: _listed(sandglass)["timer-toggle"] == "Ctrl+Alt+T", timeout=30,
               message="the portal to hold Ctrl+Alt+T")
    assert _listed(sandglass)["dismiss"] == "-"
    # As KDE keeps it: kglobalaccel's component, and its file (written a moment later).
    assert "'timer-toggle'" in kglobalaccel("shortcutNames")
    wait_until(lambda: "timer-toggle=Ctrl+Alt+T," in _section(rc), timeout=30,
               message="kglobalshortcutsrc to hold the key")
    assert "Sandglass: Pause or resume the latest timer" in _section(rc)

    # The key pressed: KDE tells the portal, the portal tells Sandglass.
    assert kglobalaccel("invokeShortcut", "timer-toggle")
    wait_until(lambda: sandglass.status()["state"] == "paused", timeout=30, message="the timer to pause")
    kglobalaccel("invokeShortcut", "timer-toggle")
    wait_until(lambda: sandglass.status()["state"] == "running", timeout=30, message="the timer to resume")

    # Another key: the desktop forgets the old one (it would keep it otherwise).
    assert sandglass.run("shortcuts", "set", "timer-toggle", "<Super><Shift>p").returncode == 0
    wait_until(lambda: _listed(sandglass)["timer-toggle"] == "Meta+Shift+P", timeout=30,
               message="the portal to hold Meta+Shift+P")
    wait_until(lambda: "timer-toggle=Meta+Shift+P," in _section(rc), timeout=30,
               message="kglobalshortcutsrc to hold the new key")
    kglobalaccel("invokeShortcut", "timer-toggle")
    wait_until(lambda: sandglass.status()["state"] == "paused", timeout=30, message="the new key to pause it")

    # Removed: gone from the desktop too.
    result = sandglass.run("shortcuts", "unset", "timer-toggle")
    assert result.returncode == 0 and result.stdout == "“Pause or resume the latest timer” has no desktop-wide key now\n"
    wait_until(lambda: _listed(sandglass)["timer-toggle"] == "-", timeout=30, message="the portal to drop the key")
    wait_until(lambda: "'timer-toggle'" not in kglobalaccel("shortcutNames"), timeout=30,
               message="kglobalaccel to forget the key")
    refused = sandglass.run("shortcuts", "unset", "timer-toggle")
    assert refused.returncode == 1 and "has no desktop-wide key set by Sandglass" in refused.stderr, str(refused)


def test_the_keys_are_bound_again_when_sandglass_starts(sandglass, plasma):
    kglobalaccel, rc = plasma
    # No Sandglass runs: the command becomes it (its window open: the key works while it runs).
    sandglass.launch("shortcuts", "set", "stopwatch-lap", "<Alt>F9")
    wait_until(lambda: _listed(sandglass)["stopwatch-lap"] == "Alt+F9", timeout=30, message="the portal to hold Alt+F9")

    sandglass.stop()
    wait_until(lambda: not sandglass.is_running(), timeout=30, message="Sandglass to quit")
    # The desktop keeps the key (and delivers it to nobody while Sandglass is away).
    wait_until(lambda: "stopwatch-lap=Alt+F9," in _section(rc), timeout=30, message="kglobalshortcutsrc to keep the key")
    # Listed without a Sandglass running: the keys it keeps, from a Sandglass that answers and goes.
    assert _listed(sandglass)["stopwatch-lap"] == "Alt+F9"
    wait_until(lambda: not sandglass.is_running(), timeout=30, message="the Sandglass that answered to go")

    sandglass.launch()
    wait_until(lambda: _listed(sandglass)["stopwatch-lap"] == "Alt+F9", timeout=30,
               message="the key bound again at start")
    assert sandglass.run("stopwatch", "start").returncode == 0
    kglobalaccel("invokeShortcut", "stopwatch-lap")
    wait_until(lambda: len(sandglass.stopwatch()["laps"]) == 1, timeout=30, message="a lap from the key")


def _named(ui: A11y, name: str):
    """The shown node called `name`, whatever its role."""
    return next((node for node in ui.walk() if node.name == name and ui.is_shown(node)), None)


def _wait_named(ui: A11y, name: str):
    return wait_until(lambda: _named(ui, name), timeout=30, message=f"{name!r} to show")


def _accessibility_bus() -> str:
    """The address of the tests' accessibility bus, which this test's own session bus lacks."""
    from gi.repository import Gio, GLib

    reply = Gio.bus_get_sync(Gio.BusType.SESSION, None).call_sync(
        "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None, GLib.VariantType("(s)"),
        Gio.DBusCallFlags.NONE, 5000, None)
    return reply.unpack()[0]


def test_the_preferences_ask_the_portal_for_the_key_pressed(gui_session, sandglass, plasma):
    kglobalaccel, _ = plasma
    # KDE Plasma on X11 here: the window on the test's display, driven by real keys and clicks.
    instance = sandglass.launch(env={"GDK_BACKEND": "x11", "AT_SPI_BUS_ADDRESS": _accessibility_bus()},
                                without=("WAYLAND_DISPLAY",))
    ui, keyboard = A11y(instance.pid), Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    ui.wait_for("push button", "Start")
    keyboard.press("ctrl+comma")
    keyboard.window(title="Preferences")
    keyboard.click(ui, _wait_named(ui, "Shortcuts"), window_title="Preferences")
    _wait_named(ui, "They work whatever window has the focus while Sandglass runs, kept in the desktop's "
                    "global shortcuts")

    keyboard.click(ui, _wait_named(ui, "Set a key for Record a lap"), window_title="Preferences")
    _wait_named(ui, "Escape to cancel")
    keyboard.type_here("ctrl+alt+l")
    wait_until(lambda: _listed(sandglass)["stopwatch-lap"] == "Ctrl+Alt+L", timeout=30,
               message="the pressed key to be held by the portal")
    _wait_named(ui, "Ctrl+Alt+L")
    assert "'stopwatch-lap'" in kglobalaccel("shortcutNames")
    sandglass.screenshot("preferences-shortcuts-kde", force=False)

    keyboard.click(ui, _wait_named(ui, "Remove the key of Record a lap"), window_title="Preferences")
    wait_until(lambda: _listed(sandglass)["stopwatch-lap"] == "-", timeout=30,
               message="the key to be removed from the desktop")
    wait_until(lambda: "'stopwatch-lap'" not in kglobalaccel("shortcutNames"), timeout=30,
               message="kglobalaccel to forget the key")
