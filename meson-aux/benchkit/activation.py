"""Sandglass started as a desktop's launcher starts it. Its desktop file says
DBusActivatable=true, so GNOME Shell, KDE's launcher and `gio launch` do not run its Exec line:
they call org.freedesktop.Application.Activate on its name, and the session bus starts the
service's program (`sandglass-app --gapplication-service`), which registers and opens its window
on that call. No `sandglass` command runs on the way.

The bench does the same from a connection it holds open, as the desktop's shell does, so the
launch's time counts from the call's being sent, not from starting a sender."""

from pathlib import Path

from .common import BenchError

try:
    from gi.repository import Gio, GLib
except ImportError:  # python3-gi (deps-test.txt): without it, this row is not measured
    Gio = GLib = None

APP_ID = "io.github.sandglass.Sandglass"
OBJECT_PATH = "/io/github/sandglass/Sandglass"


class Activation:
    """The session bus's service for Sandglass (the program beside the `sandglass` command), and
    a connection to that bus to activate it."""

    def __init__(self, session, sandglass_command):
        if Gio is None:
            raise BenchError("needs python3-gi for the system python")
        program = Path(sandglass_command).resolve().parent / "sandglass-app"
        if not program.exists():
            raise BenchError(f"{program} not found beside {sandglass_command}")
        # $XDG_DATA_HOME/dbus-1/services is one of the session bus's service folders, before the
        # system's: a Sandglass installed on the machine is not the one started.
        folder = Path(session.env["XDG_DATA_HOME"]) / "dbus-1" / "services"
        folder.mkdir(parents=True, exist_ok=True)
        self.service = folder / f"{APP_ID}.service"
        self.service.write_text(f"[D-BUS Service]\nName={APP_ID}\nExec={program} --gapplication-service\n")
        try:
            self.bus = Gio.DBusConnection.new_for_address_sync(
                session.env["DBUS_SESSION_BUS_ADDRESS"],
                Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
                None, None)
            self._reload()
        except GLib.Error as e:
            self.service.unlink(missing_ok=True)
            raise BenchError(f"the session bus: {e.message}")

    def _reload(self):
        """The bus reads its service folders again (the file was written after it started)."""
        self.bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                           "ReloadConfig", None, None, Gio.DBusCallFlags.NONE, 5000, None)

    def __str__(self):
        return f"Activate on {APP_ID} (the session bus starts {self.service.name})"

    def __call__(self):
        """Sends Activate, without waiting for its answer (nor asking for one), as a launcher
        does: the bus starts the service when no one owns the name."""
        self.bus.call(APP_ID, OBJECT_PATH, "org.freedesktop.Application", "Activate",
                      GLib.Variant("(a{sv})", ({},)), None, Gio.DBusCallFlags.NONE, -1, None, None, None)
        self.bus.flush_sync(None)

    def close(self):
        """Takes the service away again: later scenarios start Sandglass by its command."""
        self.service.unlink(missing_ok=True)
        try:
            self._reload()
            self.bus.close_sync(None)
        except GLib.Error:
            pass
