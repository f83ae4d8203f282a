"""A program's top-level window in the session, from its launch (timed to the window's being
mapped, watched through X events) to its end: resized, minimized, checked visible or iconified,
and watched for redraws."""

import shutil
import time

from .common import HEIGHT, WIDTH, BenchError
from .processes import pid_alive, stop_pid


class Running:
    """A program's top-level window in the session: its xid, the pid that owns it, the spawned
    process (which may be another one, e.g. a launcher that forwards to the real instance).
    argv is the program to spawn, or a callable that has it started some other way (the
    session bus's activation): then there is no spawned process, only the window's. A timed
    launch is spawned as cheaply as Python can (Session.spawn's dies_with_bench)."""

    def __init__(self, session, argv, timeout=20.0, env=None, timed=False):
        self.session = session
        x = session.x
        known = set(x.clients())
        # A person at the desk: the X server's idle time starts afresh at each launch. A display
        # untouched for longer than Sandglass's away threshold (5 min) reads as a person away,
        # and the X11 idle source then looks for their return every 5 s (0.4 wake-ups a second).
        if shutil.which("xset"):
            session.run(["xset", "s", "reset"])
        session.mark_log()
        name = str(argv) if callable(argv) else " ".join(argv)
        self.t0 = time.monotonic()
        if callable(argv):
            self.process = None
            argv()
        else:
            self.process = session.spawn(argv, env=env, dies_with_bench=not timed)
        try:
            self.xid, self.pid, t_mapped = x.wait_new_window(known, self.t0 + timeout, self.crashed)
        except BenchError as e:
            if self.process:
                stop_pid(self.process.pid)
                self.process.wait()
            raise BenchError(f"{name}: {e}{session.log_tail()}")
        self.launch_ms = (t_mapped - self.t0) * 1000
        if self.pid is None:
            if not self.process:
                raise BenchError(f"{name}: the window does not say whose it is (_NET_WM_PID)")
            self.pid = self.process.pid
        if not pid_alive(self.pid):
            self.stop()
            raise BenchError(f"{name}: the window's process {self.pid} is not alive")

    def crashed(self):
        """Why the spawned process is already gone, when it died of a signal or an error
        (a launcher that forwarded to a running instance and exited 0 is fine). None also when
        nothing was spawned: the bench cannot see the activated process before its window."""
        if not self.process:
            return None
        status = self.process.poll()
        if status is None or status == 0:
            return None
        return f"exited with status {status}" if status > 0 else f"killed by signal {-status}"

    def resize(self, timeout=5.0):
        self.session.run(["xdotool", "windowsize", str(self.xid), str(WIDTH), str(HEIGHT)])
        deadline = time.monotonic() + timeout
        while self.session.x.size(self.xid) != (WIDTH, HEIGHT) and time.monotonic() < deadline:
            self.session.x.drain(0.1)
        return self.session.x.size(self.xid)

    def minimize(self):
        self.session.run(["xdotool", "windowminimize", str(self.xid)])
        deadline = time.monotonic() + 5
        while not self.session.x.iconic(self.xid):
            if time.monotonic() > deadline:
                raise BenchError("the window manager did not iconify the window")
            self.session.x.drain(0.1)

    def redraws(self, within=1.3):
        """True when the window's pixels change within `within` seconds (a countdown on screen)."""
        before = self.session.x.pixels(self.xid)
        deadline = time.monotonic() + within
        while time.monotonic() < deadline:
            time.sleep(0.1)
            if self.session.x.pixels(self.xid) != before:
                return True
        return False

    def check(self, visible):
        x = self.session.x
        if visible and not x.viewable(self.xid):
            raise BenchError("the window is not viewable")
        if not visible and not x.iconic(self.xid):
            raise BenchError("the window is no longer iconified")

    def stop(self):
        stop_pid(self.pid)
        if self.process:
            if self.process.poll() is None:
                stop_pid(self.process.pid)
            self.process.wait()
        self.session.x.wait_gone(self.xid)
