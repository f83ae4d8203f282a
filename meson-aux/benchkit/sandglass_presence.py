"""The presence group: what Sandglass's watches on the person and the computer cost (logind's
sleep and lock signals on the system bus, and whatever idle source the session offers).

Side by side in one run, each minimized, idle (no timer) and with a Pomodoro focus phase running:
  - watches off: the system bus is a path where nothing listens, so Sandglass finds no logind
    and watches nothing (as every Sandglass did before it learned of sleep and lock);
  - watches on: python-dbusmock's logind (Debian's python3-dbusmock) on a bus of the bench's
    own given as the system bus, with a session of this user that Sandglass asks for by
    XDG_SESSION_ID, so it holds a sleep delay lock and listens to PrepareForSleep and the
    session's LockedHint.
The target is no more wake-ups with the watches than without."""

import os
import subprocess
import time

from .common import SANDGLASS, BenchError, log
from .window import Running

SESSION_ID = "c1"


class MockLogind:
    """A bus of the bench's own standing in for the system bus, with dbusmock's logind on it."""

    def __init__(self, session):
        self.s = session
        bus = session.spawn(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                            stdout=subprocess.PIPE)
        self.address = bus.stdout.readline().decode().strip()
        if not self.address:
            raise BenchError("the stand-in system bus did not start")
        self.env = {"DBUS_SYSTEM_BUS_ADDRESS": self.address, "XDG_SESSION_ID": SESSION_ID}
        session.spawn(["/usr/bin/python3", "-m", "dbusmock", "--system", "--template", "logind"], env=self.env)
        deadline = time.monotonic() + 15
        while self.call("org.freedesktop.DBus.Peer.Ping")[0] != 0:
            if time.monotonic() > deadline:
                raise BenchError("dbusmock's logind did not come up (is python3-dbusmock installed?)")
            time.sleep(0.2)
        for method, args in (("AddSeat", ["seat0"]),
                             ("AddSession", [SESSION_ID, "seat0", str(os.getuid()), "user", "true"])):
            status, out = self.call(f"org.freedesktop.DBus.Mock.{method}", *args)
            if status != 0:
                raise BenchError(f"dbusmock's logind refused {method}: {out.strip()[:200]}")

    def call(self, method, *args):
        return self.s.run(["gdbus", "call", "--address", self.address, "--dest", "org.freedesktop.login1",
                           "--object-path", "/org/freedesktop/login1", "--method", method, *args])

    def sleep_delay_locks(self):
        _, out = self.call("org.freedesktop.login1.Manager.ListInhibitors")
        return out.count("'sleep'")


def presence(driver, path):
    try:
        logind = MockLogind(driver.s)
    except BenchError as e:
        driver.failed("presence", SANDGLASS, e)
        return
    nowhere = {"DBUS_SYSTEM_BUS_ADDRESS": f"unix:path={driver.s.tmp}/no-system-bus", "XDG_SESSION_ID": ""}
    for watches, env in (("off", nowhere), ("on", logind.env)):
        try:
            r = Running(driver.s, [path], env=env)
            try:
                r.resize()
                if watches == "on":
                    deadline = time.monotonic() + 10
                    while logind.sleep_delay_locks() == 0:
                        if time.monotonic() > deadline:
                            raise BenchError("Sandglass took no sleep delay lock from the mock logind")
                        time.sleep(0.2)
                r.minimize()
                driver.settle(max(driver.args.settle, driver.args.idle_settle))
                driver.measure(f"idle minimized, watches {watches}", SANDGLASS, r, False)
                status, _, err = driver.s.run([path, "pomodoro", "start", "--focus", "25m"], stderr=True)
                if status != 0:
                    raise BenchError(f"sandglass pomodoro start exited {status}: {err.strip()[:300]}")
                mode = driver.status().get("pomodoro") or {}
                if mode.get("state") != "running" or mode.get("phase") != "focus":
                    raise BenchError(f"the focus phase is not running: {mode}")
                driver.settle(driver.args.settle)
                driver.measure(f"focus minimized, watches {watches}", SANDGLASS, r, False)
            finally:
                driver.s.run([path, "pomodoro", "stop"])
                r.stop()
        except BenchError as e:
            log(f"presence watches {watches}: {e}")
            driver.failed(f"presence watches {watches}", SANDGLASS, e)
