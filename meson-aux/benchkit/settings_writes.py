"""Who writes to the session's settings (dconf) while the bench runs: a dconf client's worker
thread wakes at every write under a path it watches, its own or another process's, so a wake-up
counted in a quiet window (minimized, idle) may be somebody else's write. Each write's caller is
named in the row of any window it falls in.

dbus-monitor watches the bench's own session bus for calls to dconf's writer; each caller's
process is asked of the bus at once (it may be gone by the end of the window)."""

import re
import subprocess
import threading
import time

from .common import log

# dbus-monitor --profile: "mc <wall time> <serial> <sender> <destination> <path> <interface> <member>"
CALL = re.compile(r"^mc\s+([\d.]+)\s+\d+\s+(\S+)\s+\S+\s+\S+\s+ca\.desrt\.dconf\.Writer\s+(\S+)")


class SettingsWrites:
    def __init__(self, session):
        self.s = session
        self.writes = []  # (wall time, pid or None, process name)
        self.lock = threading.Lock()
        self.names = {}
        try:
            self.monitor = session.spawn(
                ["dbus-monitor", "--profile", "type='method_call',interface='ca.desrt.dconf.Writer'"],
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        except OSError as e:
            log(f"settings writes not watched: {e}")
            self.monitor = None
            return
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for raw in self.monitor.stdout:
            m = CALL.match(raw.decode(errors="replace"))
            if not m:
                continue
            wall, sender, member = float(m.group(1)), m.group(2), m.group(3)
            pid, name = self._caller(sender)
            with self.lock:
                self.writes.append((wall, pid, f"{name} ({member})"))

    def _caller(self, sender):
        if sender in self.names:
            return self.names[sender]
        pid, name = None, f"a process gone from the bus before it was named ({sender})"
        try:
            # Not Session.run: this thread must not write the programs' log beside the bench's.
            asked = subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus",
                                    "--object-path", "/org/freedesktop/DBus", "--method",
                                    "org.freedesktop.DBus.GetConnectionUnixProcessID", sender],
                                   env=self.s.env, capture_output=True, text=True, timeout=5)
            found = re.search(r"uint32 (\d+)", asked.stdout) if asked.returncode == 0 else None
            if found:
                pid = int(found.group(1))
                with open(f"/proc/{pid}/comm") as f:
                    name = f"{f.read().strip()}[{pid}]"
        except (OSError, subprocess.SubprocessError):
            pass
        self.names[sender] = (pid, name)
        return pid, name

    def between(self, start, end):
        """The writes whose calls the bus saw between two wall-clock times (time.time())."""
        if self.monitor is None:
            return []
        # The monitor reads the call a moment after the bus has it.
        time.sleep(0.2)
        with self.lock:
            return [(t, pid, name) for t, pid, name in self.writes if start <= t <= end]
