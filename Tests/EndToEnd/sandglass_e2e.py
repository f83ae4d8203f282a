"""Helpers for driving the built `sandglass` program as a user would.

Three ways in, as a person has them: the command line (`Sandglass.run`, `Sandglass.status`),
the accessibility tree (`A11y`), and the keyboard (`Keyboard`, real X input via XTEST).
Every wait is for an event (a line of `status --follow`, an AT-SPI state or name, a file, a
D-Bus name or message, a process's exit), polled with a deadline that fails the test when it
does not come. The only sleeps are `wait_until`'s poll interval and, in a test, time passing as
its scenario ("no line for 2 s", "stopped for 35 s"), each saying so. No timing assertions
beyond generous ones.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, Optional

REPO_ROOT = Path(__file__).resolve().parents[2]

#: A session bus of a process's own, on which no desktop portal is started (meson-aux/session-bus):
#: what `dbus-run-session --` is to a shell.
SESSION_BUS = (str(REPO_ROOT / "meson-aux" / "session-bus"),)

#: Figures worth a look (asserted only within generous bounds), printed after the test summary.
FIGURES: list[str] = []


def sandglass_binary() -> Path:
    """The program under test: $SANDGLASS_BIN, else .build/debug/sandglass (relative to the repo root)."""
    path = Path(os.environ.get("SANDGLASS_BIN") or ".build/debug/sandglass")
    return path if path.is_absolute() else REPO_ROOT / path


def wait_until(predicate: Callable[[], object], timeout: float = 10.0, interval: float = 0.1,
               message: str = "condition") -> object:
    """Polls `predicate` until it returns something truthy and returns that; fails after `timeout` s.

    `timeout` is the wait (the deadline); `interval` only how often it looks."""
    deadline = time.monotonic() + timeout
    last_error: Optional[BaseException] = None
    while True:
        try:
            value = predicate()
            if value:
                return value
        except Exception as error:  # noqa: BLE001 - a transient D-Bus or parse error is worth retrying
            last_error = error
        if time.monotonic() >= deadline:
            detail = f" (last error: {last_error!r})" if last_error else ""
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {message}{detail}")
        time.sleep(interval)  # the poll's interval: the deadline above is what the caller waits for


def zone_where_it_is(minute: int, hour: Optional[int] = None) -> str:
    """A `TZ` (a POSIX rule without summer time, "<+0530>-5:30") whose clocks read about
    `hour`:`minute` now (`hour` None: the hour it is in UTC): a test whose Sandglass must
    not meet a local midnight or a whole hour runs it there, whatever the time of day it runs at."""
    now = _dt.datetime.now(_dt.timezone.utc)
    wanted = (now.hour if hour is None else hour) * 60 + minute
    east = (wanted - (now.hour * 60 + now.minute)) % 1440
    if east > 720:
        east -= 1440  # from UTC-12:00 to UTC+12:00
    hours, minutes = divmod(abs(east), 60)
    # POSIX counts west of UTC as positive.
    return f"<{'+' if east >= 0 else '-'}{hours:02d}{minutes:02d}>{'-' if east >= 0 else '+'}{hours}:{minutes:02d}"


def parse_instant(text: Optional[str]) -> Optional[_dt.datetime]:
    """An ISO 8601 instant with milliseconds and offset, as `status --json` prints it."""
    return None if text is None else _dt.datetime.fromisoformat(text)


def session_bus_available() -> bool:
    return bool(os.environ.get("DBUS_SESSION_BUS_ADDRESS"))


_BUS_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir={folder}</listen>
  <auth>EXTERNAL</auth>
  {services}
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"""


def private_bus(folder: Path, services: Optional[Path] = None, env: Optional[dict] = None) -> tuple[subprocess.Popen, str]:
    """(daemon, address): a session bus of a test's own in `folder`. It starts only what
    `services` holds (nothing by default: no notification server or other service installed on
    the machine is activated there); `env` is what activated services inherit."""
    folder.mkdir(parents=True, exist_ok=True)
    config = folder / "bus.conf"
    config.write_text(_BUS_CONFIG.format(folder=folder, services=f"<servicedir>{services}</servicedir>" if services else ""))
    daemon = subprocess.Popen(["dbus-daemon", f"--config-file={config}", "--nofork", "--print-address=1"],
                              env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    address = daemon.stdout.readline().strip()
    assert address, "dbus-daemon printed its address"
    return daemon, address


def display_available() -> bool:
    return bool(os.environ.get("DISPLAY"))


class MockedService:
    """An object python-dbusmock makes on a bus (the tests' session bus, or the one at `address`),
    its name and path the subclass's NAME and PATH: its methods, and dbusmock's Mock interface
    that defines them, called with gdbus."""

    NAME = ""
    PATH = ""

    def __init__(self, what: str, address: str = ""):
        self.bus = ["--address", address] if address else ["--session"]
        env = {**os.environ, "DBUS_SESSION_BUS_ADDRESS": address} if address else None
        self.mock = subprocess.Popen(["/usr/bin/python3", "-m", "dbusmock", self.NAME, self.PATH, self.NAME],
                                     env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        wait_until(lambda: self._call("org.freedesktop.DBus.Peer.Ping").returncode == 0, timeout=15,
                   message=f"dbusmock's {what} on the session bus")

    def _call(self, method: str, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(["gdbus", "call", *self.bus, "--dest", self.NAME, "--object-path", self.PATH,
                               "--method", method, *args], capture_output=True, text=True, timeout=10)

    def _mock(self, method: str, *args: str) -> str:
        result = self._call(f"org.freedesktop.DBus.Mock.{method}", *args)
        assert result.returncode == 0, result.stderr
        return result.stdout

    def close(self) -> None:
        self.mock.terminate()
        self.mock.wait(timeout=10)


class OwnXServer:
    """An X server of a test's own (Xvfb), for a window manager the shared display does not run;
    `display` is its name (":N"), `stop()` ends it.

    Its number is taken from 200 up, where no compositor looks: mutter and KWin give their
    Xwayland the lowest number free from 0, and one that took a number an Xvfb was about to
    claim would leave that Xvfb's clients unanswered. Xvfb makes its own lock file for it."""

    def __init__(self, screen: str = "1280x800x24", number: Optional[int] = None):
        """`number`: that display's number only (`free_number`), else the first free one."""
        # The runner's workers are threads of one process: each starts from its own thread's id.
        for number in [number] if number is not None else range(200 + threading.get_native_id() % 400, 1000):
            if not self._is_free(number):
                continue
            self.log = tempfile.NamedTemporaryFile(prefix=f"sandglass-xvfb-{number}-", suffix=".log")
            # -noreset: the server is not reset when its last client leaves, where a window
            # manager connecting at that moment can be turned away.
            server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", screen, "-nolisten", "tcp",
                                       "-noreset"],
                                      stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT)
            deadline = time.monotonic() + 10
            while server.poll() is None and not self._owns(number, server):
                if time.monotonic() > deadline:
                    break
                time.sleep(0.05)  # the socket's appearance, polled with a deadline
            if server.poll() is None and self._owns(number, server):
                self.server, self.display = server, f":{number}"
                return
            server.kill()
            server.wait(timeout=10)  # taken meanwhile by another: the next number
            self.log.close()
        raise AssertionError(f"X display :{number} was taken" if number is not None
                             else "no free X display number from 200 up")

    @staticmethod
    def _is_free(number: int) -> bool:
        return not Path(f"/tmp/.X{number}-lock").exists() and not Path(f"/tmp/.X11-unix/X{number}").exists()

    @staticmethod
    def free_number() -> int:
        """A display number nobody serves now, for a server a test starts later: from 1000 up,
        where no other server of the tests looks meanwhile."""
        return next(number for number in range(1000 + threading.get_native_id() % 400, 2000)
                    if OwnXServer._is_free(number))

    def report(self) -> str:
        """Whether the server still runs, and what it printed: for a failure's message."""
        state = "running" if self.server.poll() is None else f"exited with {self.server.returncode}"
        self.log.seek(0)
        return f"Xvfb {self.display} {state}; it printed: {self.log.read().decode(errors='replace')[-1500:]!r}"

    @staticmethod
    def _owns(number: int, server: subprocess.Popen) -> bool:
        """Whether display `number` is `server`'s: its socket is there and its lock file names
        `server`. Two workers of one runner (threads, one pid) start from the same number: the
        second Xvfb sees the first one's socket before it finds the lock taken and exits, and its
        tests would share the first's display (a second window manager, windows fighting for
        the focus)."""
        if not Path(f"/tmp/.X11-unix/X{number}").exists():
            return False
        try:
            return int(Path(f"/tmp/.X{number}-lock").read_text().strip()) == server.pid
        except (OSError, ValueError):
            return False  # not written yet, or being written

    def stop(self) -> None:
        self.server.terminate()
        self.server.wait(timeout=10)
        self.log.close()


# --------------------------------------------------------------------------------------------
# The command line
# --------------------------------------------------------------------------------------------

@dataclass
class Result:
    args: tuple
    returncode: int
    stdout: str
    stderr: str

    @property
    def stderr_lines(self) -> list[str]:
        return self.stderr.splitlines()

    def __str__(self) -> str:
        return (f"sandglass {' '.join(self.args)} -> exit {self.returncode}\n"
                f"  stdout: {self.stdout!r}\n  stderr: {self.stderr!r}")


class Sandglass:
    """One test's Sandglass: its own D-Bus app id and config folder, and every process it started."""

    def __init__(self, binary: Path, home: Path, app_id: str, cache_home: Optional[Path] = None):
        self.binary = binary
        self.app_id = app_id
        self.home = home
        self.logs = home / "logs"
        self.logs.mkdir(parents=True, exist_ok=True)
        self.config_home = home / "config"
        env = dict(os.environ)
        # Never let a test's environment switch the accessibility bridge off.
        for name in ("NO_AT_BRIDGE", "GTK_A11Y", "WAYLAND_DISPLAY"):
            env.pop(name, None)
        env.update({
            "SANDGLASS_APP_ID": app_id,
            "XDG_CONFIG_HOME": str(self.config_home),
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CACHE_HOME": str(cache_home or home / "cache"),
            "XDG_STATE_HOME": str(home / "state"),
            # Settings in a file of the test's own (under XDG_CONFIG_HOME), kept across its restarts.
            "GSETTINGS_BACKEND": "keyfile",
            "GDK_BACKEND": "x11",
        })
        self.env = env
        self.processes: list[subprocess.Popen] = []
        self._count = 0

    # -- processes ---------------------------------------------------------------------------

    def _popen(self, args: tuple, env: dict, wrapper: tuple = ()) -> subprocess.Popen:
        self._count += 1
        stem = self.logs / f"{self._count:02d}"
        out = open(f"{stem}.out", "w+b")
        err = open(f"{stem}.err", "w+b")
        process = subprocess.Popen([*wrapper, str(self.binary), *args], env=env, stdin=subprocess.DEVNULL,
                                   stdout=out, stderr=err)
        process.e2e_args = args  # type: ignore[attr-defined]
        process.e2e_files = (out, err)  # type: ignore[attr-defined]
        self.processes.append(process)
        return process

    @staticmethod
    def _read(process: subprocess.Popen) -> tuple[str, str]:
        texts = []
        for handle in process.e2e_files:  # type: ignore[attr-defined]
            handle.flush()
            handle.seek(0)
            texts.append(handle.read().decode("utf-8", "replace"))
        return texts[0], texts[1]

    def run(self, *args: str, headless: bool = False, timeout: float = 10.0,
            env: Optional[dict] = None, without: tuple = (), wrapper: tuple = ()) -> Result:
        """Runs `sandglass ARGS` to completion and returns its exit status and output.

        `headless`: without DISPLAY and without a session bus, as in a plain terminal over SSH.
        `env` adds variables, `without` removes some; `wrapper` runs the program through another
        (e.g. `dbus-run-session --`). A process still running after `timeout` (it became the
        instance when it should not have) fails the test; the fixture kills it.
        """
        environment = dict(self.env)
        environment.update(env or {})
        if headless:
            without = (*without, "DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY")
        for name in without:
            environment.pop(name, None)
        process = self._popen(args, environment, wrapper)
        try:
            returncode = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"`sandglass {' '.join(args)}` still runs after {timeout:.0f} s "
                                 "(did it start an instance?)") from None
        stdout, stderr = self._read(process)
        return Result(args, returncode, stdout, stderr)

    def gsettings(self, *args: str) -> str:
        """`gsettings ARGS` on this test's settings, as another program changes or reads them (the
        schema the build compiled, the test's own key file); its output."""
        schemas = sorted(sandglass_binary().parent.parent.glob(
            "plugins/outputs/*/Sandglass/destination/SettingsSchemaPlugin/schemas"))
        assert schemas, "the build compiled the settings schema"
        environment = dict(self.env, GSETTINGS_SCHEMA_DIR=str(schemas[0]))
        return subprocess.run(["gsettings", *args], env=environment, capture_output=True, text=True,
                              timeout=10, check=True).stdout

    def settings(self) -> dict:
        """The preferences as `gsettings` reads them: {"timer-sound": False, ...}."""
        values = {}
        for line in self.gsettings("list-recursively", "io.github.sandglass.Sandglass").splitlines():
            _, key, value = line.split(" ", 2)
            values[key] = {"true": True, "false": False}.get(value, value)
        return values

    def spawn(self, *args: str) -> subprocess.Popen:
        """Starts `sandglass ARGS` without waiting (several at once, or to act the moment it ends)."""
        return self._popen(args, dict(self.env))

    def outcome(self, process: subprocess.Popen, timeout: float = 10.0) -> Result:
        """Waits for a process from `spawn` and returns its exit status and output."""
        returncode = process.wait(timeout=timeout)
        stdout, stderr = self._read(process)
        return Result(process.e2e_args, returncode, stdout, stderr)  # type: ignore[attr-defined]

    def launch(self, *args: str, timeout: float = 15.0, env: Optional[dict] = None,
               without: tuple = (), wrapper: tuple = ()) -> subprocess.Popen:
        """Starts the instance with `sandglass ARGS` (no instance runs yet) and waits until it owns its bus name.

        `env` adds variables, `without` removes some; `wrapper` runs before it and execs it."""
        assert not self.is_running(), f"an instance of {self.app_id} already runs"
        environment = {**self.env, **(env or {})}
        for name in without:
            environment.pop(name, None)
        if environment.get("DISPLAY") and shutil.which("xset"):
            # A person who starts Sandglass has just touched a key: the X server's idle time starts
            # afresh, else a display left untouched for minutes reads as idle past the threshold.
            subprocess.run(["xset", "s", "reset"], env=environment, capture_output=True, timeout=10)
        process = self._popen(args, environment, wrapper)

        def up() -> bool:
            if process.poll() is not None:
                stdout, stderr = self._read(process)
                raise AssertionError(f"`sandglass {' '.join(args)}` exited with {process.returncode} "
                                     f"instead of staying up\n  stdout: {stdout!r}\n  stderr: {stderr!r}")
            return self.is_running()

        wait_until(up, timeout=timeout, message=f"the instance {self.app_id} on the session bus")
        return process

    def status(self) -> dict:
        """`sandglass status --json`, parsed; its only timer."""
        result = self.run("status", "--json")
        assert result.returncode == 0, str(result)
        lines = result.stdout.splitlines()
        assert len(lines) == 1, f"status --json should print one line: {result.stdout!r}"
        report = json.loads(lines[0])
        assert isinstance(report.get("timers"), list) and len(report["timers"]) == 1, report
        return report["timers"][0]

    def status_report(self, headless: bool = False) -> dict:
        """`sandglass status --json`, parsed whole (one line of JSON)."""
        result = self.run("status", "--json", headless=headless)
        assert result.returncode == 0, str(result)
        lines = result.stdout.splitlines()
        assert len(lines) == 1, f"status --json should print one line: {result.stdout!r}"
        return json.loads(lines[0])

    def stopwatch(self) -> dict:
        """`sandglass status --json`, parsed; its stopwatch."""
        return self._mode("stopwatch")

    def pomodoro(self) -> dict:
        """`sandglass status --json`, parsed; its Pomodoro cycle."""
        return self._mode("pomodoro")

    def countdown(self) -> dict:
        """`sandglass status --json`, parsed; its countdown to a date."""
        return self._mode("countdown")

    def _mode(self, key: str) -> dict:
        report = self.status_report()
        assert isinstance(report.get(key), dict), report
        return report[key]

    def wait_for_state(self, state: str, timeout: float = 10.0) -> dict:
        holder: dict = {}

        def reached() -> bool:
            holder["status"] = self.status()
            return holder["status"]["state"] == state

        try:
            wait_until(reached, timeout=timeout, message=f"state {state!r}")
        except AssertionError as error:
            raise AssertionError(f"{error}; last status: {holder.get('status')}") from None
        return holder["status"]

    def is_running(self) -> bool:
        """Whether an instance owns this test's app id on the session bus."""
        if not session_bus_available():
            return False
        from gi.repository import Gio, GLib

        reply = self._bus().call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                              "NameHasOwner", GLib.Variant("(s)", (self.app_id,)),
                              GLib.VariantType("(b)"), Gio.DBusCallFlags.NONE, 5000, None)
        return bool(reply.unpack()[0])

    def _bus(self):
        """The session bus this test's Sandglass uses: the tests' own, or the one its environment
        names (a test with a bus of its own)."""
        from gi.repository import Gio

        address = self.env.get("DBUS_SESSION_BUS_ADDRESS")
        if not address or address == os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
            return Gio.bus_get_sync(Gio.BusType.SESSION, None)
        flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
        return Gio.DBusConnection.new_for_address_sync(address, flags, None, None)

    def instance_pid(self) -> int:
        """The process that owns this test's app id on this test's session bus: its own instance,
        never another test's (a `pgrep` of the program's path sees every run on the machine)."""
        from gi.repository import Gio, GLib

        reply = self._bus().call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                              "GetConnectionUnixProcessID", GLib.Variant("(s)", (self.app_id,)),
                              GLib.VariantType("(u)"), Gio.DBusCallFlags.NONE, 5000, None)
        return int(reply.unpack()[0])

    def screenshot(self, name: str, force: bool = True) -> Optional[Path]:
        """Saves the whole display as PNG (ImageMagick `import`); returns its path.

        With `force=False` only when $SANDGLASS_E2E_SCREENSHOTS names a folder to keep them in.
        """
        folder = os.environ.get("SANDGLASS_E2E_SCREENSHOTS")
        if not force and not folder:
            return None
        if not shutil.which("import") or not display_available():
            return None
        target = Path(folder) if folder else self.home
        target.mkdir(parents=True, exist_ok=True)
        path = target / f"{self.app_id.rsplit('.', 1)[-1]}-{name}.png"
        result = subprocess.run(["import", "-window", "root", str(path)], capture_output=True, timeout=20)
        return path if result.returncode == 0 else None

    def stop(self) -> None:
        """Ends every process this test started (the instance included), whatever happened."""
        for process in self.processes:
            if process.poll() is None:
                process.terminate()
        # An instance that `--wait` started in a session of its own is no child of the test's.
        if session_bus_available() and self.is_running():
            try:
                os.kill(self.instance_pid(), signal.SIGTERM)
            except Exception:  # gone meanwhile
                pass
        for process in self.processes:
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=5)

    def report(self) -> str:
        """Every command this test ran, with its exit status and output (shown when a test fails)."""
        parts = []
        for process in self.processes:
            stdout, stderr = self._read(process)
            args = " ".join(process.e2e_args)  # type: ignore[attr-defined]
            parts.append(f"$ sandglass {args}  -> {process.returncode}\n{stdout}{stderr}".rstrip())
            for handle in process.e2e_files:  # type: ignore[attr-defined]
                handle.close()
        return "\n".join(parts)


# --------------------------------------------------------------------------------------------
# The accessibility tree
# --------------------------------------------------------------------------------------------

class BusMonitor:
    """Watches a session bus as `dbus-monitor` does (the tests' own, or the one at `address`):
    keeps every message that `rules` (match rules) take, in order, so a test waits for a message
    instead of sleeping. Start it before what it watches for, and `close` it (a monitor may not
    send a thing: its messages are kept, never answered)."""

    def __init__(self, rules: list, address: Optional[str] = None):
        from gi.repository import Gio, GLib

        self.address = address or Gio.dbus_address_get_for_bus_sync(Gio.BusType.SESSION, None)
        self._bus = Gio.DBusConnection.new_for_address_sync(
            self.address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
            None, None)
        self._lock = threading.Lock()
        self._messages: list = []
        self._client = None  # a connection of its own to ask the bus with (a monitor may not)
        self._filter = self._bus.add_filter(self._seen)
        self._bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.Monitoring",
                            "BecomeMonitor", GLib.Variant("(asu)", (rules, 0)), None, Gio.DBusCallFlags.NONE,
                            5000, None)

    def _seen(self, _connection, message, incoming):
        if not incoming:
            return message
        if message.get_destination() == self._bus.get_unique_name():
            return message  # the bus's answer to BecomeMonitor
        with self._lock:
            self._keep(message)
        return None  # others' messages: nothing for GDBus to dispatch (or answer) here

    def _keep(self, message) -> None:
        """Keeps `message` (called with the lock held, on GDBus's thread)."""
        self._messages.append(message)

    def messages(self) -> list:
        """The Gio.DBusMessages seen so far, oldest first."""
        with self._lock:
            return list(self._messages)

    def reply_to(self, call):
        """The answer (method return or error) seen to the method call `call`, or None."""
        for message in self.messages():
            if message.get_reply_serial() == call.get_serial() and message.get_destination() == call.get_sender():
                return message
        return None

    def names_of(self, pid: int) -> set:
        """The unique names the process `pid` has on this bus."""
        from gi.repository import Gio, GLib

        if self._client is None:
            flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
            self._client = Gio.DBusConnection.new_for_address_sync(self.address, flags, None, None)
        bus = self._client

        def call(method: str, arguments, reply: str):
            return bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method,
                                 arguments, GLib.VariantType(reply), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]

        names = set()
        for name in call("ListNames", None, "(as)"):
            if name.startswith(":"):
                try:
                    if call("GetConnectionUnixProcessID", GLib.Variant("(s)", (name,)), "(u)") == pid:
                        names.add(name)
                except GLib.Error:
                    pass  # gone meanwhile
        return names

    def close(self) -> None:
        self._bus.remove_filter(self._filter)
        self._bus.close_sync(None)
        if self._client is not None:
            self._client.close_sync(None)


class ActionListener(BusMonitor):
    """Tells when a process has heard the instance's actions (and so `app.status`): a D-Bus
    monitor on this test's session bus (or the one at `address`) sees a process ask for them
    (`org.gtk.Actions.DescribeAll`) and the instance's answer go to it. From then on it hears
    every change after that answer, in order, so a test can act on what it waits for without
    sleeping first.

    Start it before the process it watches, and `close` it."""

    def __init__(self, address: Optional[str] = None, also: tuple = ()):
        """`also`: match rules of other calls counted as asking (their answers as answers)."""
        self._asked: set = set()  # (sender, serial) of each DescribeAll
        self._answered: set = set()  # (destination, reply serial) of each answer
        super().__init__(["type='method_call',interface='org.gtk.Actions',member='DescribeAll'", *also,
                          "type='method_return'"], address)

    def _keep(self, message) -> None:
        from gi.repository import Gio

        if message.get_message_type() == Gio.DBusMessageType.METHOD_CALL:
            self._asked.add((message.get_sender(), message.get_serial()))
        elif message.get_message_type() == Gio.DBusMessageType.METHOD_RETURN:
            self._answered.add((message.get_destination(), message.get_reply_serial()))

    def _names_of(self, pid: int) -> set:
        return self.names_of(pid)

    def heard(self, pid: int) -> bool:
        """Whether the process `pid` has been answered its question for the instance's actions."""
        names = self._names_of(pid)
        with self._lock:
            return any((sender, serial) in self._answered for sender, serial in self._asked if sender in names)

    def wait_heard(self, process: subprocess.Popen, timeout: float = 15.0) -> None:
        """Waits until `process` has heard the instance's actions; fails if it ends or never does."""

        def heard() -> bool:
            assert process.poll() is None, f"the process ended ({process.returncode}) before it heard the instance"
            return self.heard(process.pid)

        wait_until(heard, timeout=timeout, message=f"process {process.pid} to hear the instance's actions")


def _pyatspi():
    import pyatspi  # noqa: PLC0415 - only the window tests need the accessibility bus

    return pyatspi


class A11y:
    """The accessibility tree of one Sandglass instance (found by process id), read fresh each time."""

    def __init__(self, pid: int, timeout: float = 15.0):
        pyatspi = _pyatspi()
        self.pid = pid
        self.pyatspi = pyatspi

        def app():
            desktop = pyatspi.Registry.getDesktop(0)
            for index in range(desktop.childCount):
                try:
                    child = desktop.getChildAtIndex(index)
                    if child is not None and child.get_process_id() == pid and child.childCount > 0:
                        return child
                except Exception:  # noqa: BLE001 - an application that just left the bus
                    continue
            return None

        self.app = wait_until(app, timeout=timeout, message=f"process {pid} on the accessibility bus")

    # -- reading ---------------------------------------------------------------------------

    def walk(self, root=None) -> Iterator:
        stack = [root if root is not None else self.app]
        while stack:
            node = stack.pop()
            yield node
            try:
                children = [node.getChildAtIndex(i) for i in range(node.childCount)]
            except Exception:  # noqa: BLE001 - a node that went away while walking
                continue
            stack.extend(reversed([c for c in children if c is not None]))

    def states(self, node) -> set:
        return set(node.getState().getStates())

    def role(self, node) -> str:
        return node.getRoleName()

    def labelled_by(self, node) -> list:
        """The labels that name `node` (its LABELLED_BY relation targets)."""
        labels = []
        for relation in node.getRelationSet():
            if relation.getRelationType() == self.pyatspi.RELATION_LABELLED_BY:
                labels.extend(relation.getTarget(i) for i in range(relation.getNTargets()))
        return labels

    def has_name(self, node, name: str) -> bool:
        """`name` is the node's accessible name, exactly as a screen reader would read it."""
        return node.name == name

    def extents(self, node):
        return node.queryComponent().getExtents(self.pyatspi.WINDOW_COORDS)

    def _mapped(self, node) -> bool:
        """Whether GTK can pick anything inside the node: only a mapped widget can be picked."""
        try:
            component = node.queryComponent()
            box = component.getExtents(self.pyatspi.WINDOW_COORDS)
        except Exception:  # noqa: BLE001 - no Component interface (a stack page)
            return False
        if box.width <= 0 or box.height <= 0:
            return False
        for fy in (0.5, 0.25, 0.75, 0.1, 0.9):
            for fx in (0.5, 0.25, 0.75, 0.1, 0.9):
                x, y = int(box.x + box.width * fx), int(box.y + box.height * fy)
                if component.getAccessibleAtPoint(x, y, self.pyatspi.WINDOW_COORDS) is not None:
                    return True
        return False

    def is_shown(self, node) -> bool:
        """On screen now.

        GTK 4.8 sets SHOWING on no widget, and keeps the hidden pages of a stack in the tree
        with the VISIBLE state and their last extents, so states and extents cannot tell a
        hidden page from a shown one. Hit-testing can: GetAccessibleAtPoint on a widget picks
        what GTK would deliver a click to, and GTK picks nothing in an unmapped widget. A node
        whose inside has no accessible to pick (a spin button's entry, a progress bar's trough,
        a plain button's label) is judged by its parent.
        """
        if self.pyatspi.STATE_VISIBLE not in self.states(node) or self.shown_window() is None:
            return False
        if self._mapped(node):
            return True
        # Hit-testing finds accessible children only: a leaf, or a button whose label GTK does
        # not hand out at a point, is judged by its parent, whose hit-test finds it or its siblings.
        parent = node.parent
        return parent is not None and self._mapped(parent)

    def in_page(self, node, title: str) -> bool:
        """Whether the node is inside the window's page titled `title` (a stack page is a panel
        named by its title). While the pages cross-fade both are mapped, so a name alone may
        find the page being left."""
        parent = node.parent
        while parent is not None:
            if parent.name == title and self.role(parent) == "panel":
                return True
            parent = parent.parent
        return False

    def is_sensitive(self, node) -> bool:
        return self.pyatspi.STATE_SENSITIVE in self.states(node)

    def find(self, role: str, name: Optional[str] = None, shown: bool = True,
             match: Optional[Callable[[object], bool]] = None) -> Optional[object]:
        for node in self.walk():
            try:
                if self.role(node) != role:
                    continue
                if name is not None and not self.has_name(node, name):
                    continue
                if match is not None and not match(node):
                    continue
                if shown and not self.is_shown(node):
                    continue
                return node
            except Exception:  # noqa: BLE001 - a node that went away while reading it
                continue
        return None

    def find_all(self, role: str, shown: bool = True) -> list:
        found = []
        for node in self.walk():
            try:
                if self.role(node) == role and (not shown or self.is_shown(node)):
                    found.append(node)
            except Exception:  # noqa: BLE001
                continue
        return found

    def wait_for(self, role: str, name: Optional[str] = None, timeout: float = 10.0,
                 match: Optional[Callable[[object], bool]] = None, shown: bool = True):
        what = f"{role} {name!r}" if name else role
        return wait_until(lambda: self.find(role, name, shown=shown, match=match), timeout=timeout,
                          message=f"a shown {what} in the window")

    def wait_gone(self, role: str, name: Optional[str] = None, timeout: float = 10.0) -> None:
        wait_until(lambda: self.find(role, name) is None, timeout=timeout,
                   message=f"{role} {name!r} to leave the screen")

    def shown_window(self):
        """The application's frame, if it is on screen."""
        for index in range(self.app.childCount):
            frame = self.app.getChildAtIndex(index)
            if frame is not None and self.role(frame) == "frame" \
                    and self.pyatspi.STATE_SHOWING in self.states(frame):
                return frame
        return None

    # -- acting ----------------------------------------------------------------------------

    def click(self, node) -> None:
        """Presses a button through its AT-SPI action "click", as a screen reader user would."""
        action = node.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        assert "click" in names, f"{node.name!r} offers no click action: {names}"
        assert action.doAction(names.index("click")), f"clicking {node.name!r} failed"

    def toggle(self, node) -> None:
        """Turns a switch through its AT-SPI action "toggle", as a screen reader user would."""
        action = node.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        assert "toggle" in names, f"{node.name!r} offers no toggle action: {names}"
        assert action.doAction(names.index("toggle")), f"toggling {node.name!r} failed"

    def value(self, node) -> float:
        return node.queryValue().currentValue

    def set_value(self, node, value: float) -> None:
        node.queryValue().currentValue = value


# --------------------------------------------------------------------------------------------
# The keyboard
# --------------------------------------------------------------------------------------------

class Keyboard:
    """Real key presses (XTEST) into the focused Sandglass window.

    `xdotool key --window` sends synthetic events (XSendEvent), which GTK 4 ignores; so the
    window is activated first (through the window manager) and the keys typed as a person would.
    """

    def __init__(self, pid: int, window_manager: bool):
        assert shutil.which("xdotool"), "xdotool is needed for the keyboard tests"
        self.pid = pid
        self.window_manager = window_manager

    def visible_windows(self, title: str = "Sandglass") -> list[str]:
        # By name too: a tooltip or a popover is a visible window of the process as well. (xdotool
        # takes either condition unless told --all: the main window comes first; another window,
        # such as Preferences, is found by both.)
        both = [] if title == "Sandglass" else ["--all"]
        result = subprocess.run(["xdotool", "search", *both, "--onlyvisible", "--pid", str(self.pid), "--name", f"^{title}$"],
                                capture_output=True, text=True, timeout=10)
        return result.stdout.split()

    def window(self, timeout: float = 10.0, title: str = "Sandglass") -> str:
        windows = wait_until(lambda: self.visible_windows(title), timeout=timeout,
                             message=f"a visible X window {title!r} of process {self.pid}")
        return windows[0]

    def focus(self, title: str = "Sandglass") -> str:
        """Activates the window titled `title` (the main one, or e.g. Preferences)."""
        window = self.window(title=title)

        def focused() -> bool:
            active = subprocess.run(["xdotool", "getwindowfocus"], capture_output=True,
                                    text=True, timeout=10).stdout.strip()
            return active == window

        if focused():
            return window  # (activating an active modal window would wait for an event that never comes)
        command = "windowactivate" if self.window_manager else "windowfocus"
        subprocess.run(["xdotool", command, "--sync", window], check=True, timeout=10,
                       capture_output=True)

        wait_until(focused, timeout=5, message=f"window {window} to have the keyboard focus")
        return window

    def click(self, ui: "A11y", node, window_title: str = "Sandglass", at: tuple = (0.5, 0.5),
              stay: bool = False, clicks: int = 1) -> None:
        """Clicks the middle of `node` (or the point `at`, fractions of its width and height) with
        the mouse (XTEST), as a person would; `clicks` times, 120 ms apart (2: a double click).
        GTK 4 gives AT-SPI extents relative to its window (titled `window_title`), whose position
        is added. The pointer then leaves the window, unless `stay` (a hand about to click again)."""
        x, y = self._point(ui, node, window_title, at)
        # (--sync waits for the pointer to move, forever when it is there already.)
        here = subprocess.run(["xdotool", "getmouselocation", "--shell"], capture_output=True, text=True,
                              timeout=10).stdout.split()
        sync = [] if f"X={x}" in here and f"Y={y}" in here else ["--sync"]
        subprocess.run(["xdotool", "mousemove", *sync, str(x), str(y), "click", "--repeat", str(clicks), "--delay", "120", "1"],
                       check=True, timeout=10)
        if not stay:
            self.leave()

    @staticmethod
    def click_again() -> None:
        """Clicks where the pointer is, without moving it: a second click at the same place."""
        subprocess.run(["xdotool", "click", "1"], check=True, timeout=10)

    @staticmethod
    def leave() -> None:
        """Moves the pointer off the window, so no tooltip opens over what later tests look at."""
        subprocess.run(["xdotool", "mousemove", "0", "0"], check=True, timeout=10)

    def _point(self, ui: "A11y", node, window_title: str, at: tuple) -> tuple:
        """The screen point at fractions `at` of `node`, in the window titled `window_title`, focused first."""
        window = self.focus(window_title)
        geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], capture_output=True,
                                  text=True, timeout=10, check=True).stdout
        fields = dict(line.split("=", 1) for line in geometry.split() if "=" in line)
        box = ui.extents(node)
        return int(fields["X"]) + box.x + int(box.width * at[0]), int(fields["Y"]) + box.y + int(box.height * at[1])

    def scroll(self, ui: "A11y", node, window_title: str = "Sandglass", clicks: int = 10, up: bool = False,
               at: tuple = (0.5, 0.5)) -> None:
        """Turns the mouse wheel down (or `up`) `clicks` times over `node` (a scrolled page), at
        the point `at` (fractions of its width and height), as a person would."""
        x, y = self._point(ui, node, window_title, at)
        subprocess.run(["xdotool", "mousemove", "--sync", str(x), str(y), "click", "--repeat", str(clicks), "4" if up else "5"],
                       check=True, timeout=10)

    def press(self, *keys: str) -> None:
        """Focuses the window, then types `keys` (xdotool names: space, Escape, ctrl+w)."""
        self.focus()
        self.type_here(*keys)

    @staticmethod
    def type_here(*keys: str) -> None:
        """Types `keys` into whatever has the keyboard now (an open menu, another window)."""
        subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True, timeout=10)
