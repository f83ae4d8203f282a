"""The session every program runs in: one virtual display (Xvfb, 1280x1024x24) with openbox as
its window manager and a private session bus (a dbus-daemon of its own, which starts the
accessibility bus on demand), in a temporary folder of XDG directories of its own.

It also decides how the floor is drawn: with GSK_RENDERER=cairo GDK_DEBUG=gl-disable exactly
where Sandglass would choose cairo, by Sandglass's own rules
(Sources/GtkKit/App/SoftwareRendering.swift): a user's gl flag in GDK_DEBUG means no; else
LIBGL_ALWAYS_SOFTWARE, no /dev/dri nor /dev/nvidiactl, or an X server without DRI3, DRI2 and
NV-GLX (Xvfb: always) mean yes. The report then checks the choice by which processes had an
OpenGL library mapped."""

import os
import re
import select
import shutil
import subprocess
import tempfile
import time
import uuid
from pathlib import Path

from .common import BenchError, log
from .processes import TOKEN_VARIABLE, child_setup, processes_with_token, reap, stop_pid
from .settings_writes import SettingsWrites
from .xwatch import XWatch


class Session:
    def __init__(self):
        self.token = uuid.uuid4().hex
        self.tmp = Path(tempfile.mkdtemp(prefix="sandglass-bench-"))
        self.children = []
        self.env = dict(os.environ)
        for variable in ("DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY", "AT_SPI_BUS_ADDRESS",
                         "GTK_A11Y", "NO_AT_BRIDGE", "GDK_BACKEND", "GSK_RENDERER"):
            self.env.pop(variable, None)
        runtime = self.tmp / "runtime"
        runtime.mkdir(mode=0o700)
        for name in ("config", "data", "state", "cache"):
            (self.tmp / name).mkdir()
        self.env.update({
            TOKEN_VARIABLE: self.token,
            "XDG_RUNTIME_DIR": str(runtime),
            "XDG_CONFIG_HOME": str(self.tmp / "config"),
            "XDG_DATA_HOME": str(self.tmp / "data"),
            "XDG_STATE_HOME": str(self.tmp / "state"),
            "XDG_CACHE_HOME": str(self.tmp / "cache"),
            "XDG_SESSION_TYPE": "x11",
            "GDK_BACKEND": "x11",
            "LC_ALL": "C.UTF-8",
        })
        self.x = None
        self.settings_writes = None
        self.stopped = False
        self.cairo, self.cairo_reason = False, "not decided (the session did not start)"

    def spawn(self, argv, env=None, dies_with_bench=True, **kwargs):
        """Starts argv in the session; env adds to (or overrides) the session's environment.
        dies_with_bench false spawns it without PR_SET_PDEATHSIG, for a timed launch: setting it
        runs Python in the forked child (no vfork), which adds about 3.5 ms before the program
        starts, a cost a desktop's launcher does not have. The final sweep still ends it."""
        kwargs.setdefault("stdin", subprocess.DEVNULL)
        kwargs.setdefault("stdout", subprocess.DEVNULL)
        kwargs.setdefault("stderr", self.log_file)
        p = subprocess.Popen(argv, env={**self.env, **(env or {})},
                             preexec_fn=child_setup if dies_with_bench else None,
                             start_new_session=True, **kwargs)
        self.children.append(p)
        return p

    def run(self, argv, timeout=30, stderr=False):
        """Runs a short command in the session; returns (exit status, stdout), or
        (exit status, stdout, stderr) when stderr is true."""
        p = self.spawn(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            out, err = p.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            stop_pid(p.pid)
            p.wait()
            raise BenchError(f"{' '.join(map(str, argv))} did not finish within {timeout} s")
        if not stderr:
            self.log_file.write(err)
            return p.returncode, out.decode(errors="replace")
        return p.returncode, out.decode(errors="replace"), err.decode(errors="replace")

    def log_tail(self, lines=8):
        """What the programs wrote on stderr lately that explains a failure: GLib's criticals
        and errors and a crash's first line, else the last lines."""
        try:
            self.log_file.flush()
            with open(self.log_path, "rb") as f:
                f.seek(self.log_mark)
                text = f.read().decode(errors="replace").splitlines()
        except (OSError, AttributeError):
            return ""
        telling = [l for l in text if re.search(r"CRITICAL|ERROR|Bail out|crashed|Fatal|error:", l)]
        chosen = (telling[:lines] if telling else text[-lines:])
        return "".join(f"\n    | {line}" for line in chosen)

    def mark_log(self):
        """Failures explain themselves from what was logged after this point."""
        self.log_file.flush()
        self.log_mark = self.log_file.tell()

    def start(self, log_path=None):
        self.log_path = Path(log_path) if log_path else self.tmp / "programs.log"
        self.log_file = open(self.log_path, "wb")
        self.log_mark = 0
        # Xvfb chooses a free display number and writes it on a pipe.
        read_fd, write_fd = os.pipe()
        self.spawn(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x1024x24",
                    "-nolisten", "tcp", "-noreset"], pass_fds=(write_fd,))
        os.close(write_fd)
        number = b""
        deadline = time.monotonic() + 15
        while not number.endswith(b"\n") and time.monotonic() < deadline:
            if select.select([read_fd], [], [], 1)[0]:
                chunk = os.read(read_fd, 16)
                if not chunk:
                    break
                number += chunk
        os.close(read_fd)
        if not number.strip():
            raise BenchError("Xvfb did not start")
        self.env["DISPLAY"] = f":{number.decode().strip()}"

        bus = self.spawn(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                         stdout=subprocess.PIPE)
        line = bus.stdout.readline().decode().strip()
        if not line:
            raise BenchError("dbus-daemon did not start")
        self.env["DBUS_SESSION_BUS_ADDRESS"] = line
        self.settings_writes = SettingsWrites(self)

        self.x = XWatch(self.env["DISPLAY"])
        self.spawn(["openbox", "--sm-disable"])
        deadline = time.monotonic() + 15
        while not self.x.wm_running():
            if time.monotonic() > deadline:
                raise BenchError("openbox did not start")
            self.x.drain(0.1)
        log(f"display {self.env['DISPLAY']}, session bus {line.split(',')[0]}, openbox running")
        self.cairo, self.cairo_reason = self.sandglass_would_choose_cairo()
        log(f"renderer: {'cairo' if self.cairo else 'GTK default (OpenGL)'}: {self.cairo_reason}")

    def sandglass_would_choose_cairo(self):
        """(True, why) where Sandglass would draw with cairo in this session, by the rules of
        Sources/GtkKit/App/SoftwareRendering.swift: OpenGL would be software (Mesa's
        LIBGL_ALWAYS_SOFTWARE, no GPU device, or an X server without DRI3, DRI2 or NV-GLX),
        and the user has no gl flag in GDK_DEBUG (GSK_RENDERER is removed from the session)."""
        debug = self.env.get("GDK_DEBUG", "")
        if "gl" in debug:
            return False, f"GDK_DEBUG={debug} has a gl flag, which Sandglass leaves alone"
        forced = self.env.get("LIBGL_ALWAYS_SOFTWARE", "")
        if forced and forced.lower() not in ("0", "false", "no", "n"):
            return True, f"LIBGL_ALWAYS_SOFTWARE={forced}"
        if not os.path.exists("/dev/dri") and not os.path.exists("/dev/nvidiactl"):
            return True, "no GPU device (/dev/dri, /dev/nvidiactl)"
        if not any(self.x.d.query_extension(name) for name in ("DRI3", "DRI2", "NV-GLX")):
            return True, "the X server has no DRI3, DRI2 or NV-GLX"
        return False, "OpenGL would run on a GPU"

    def renderer_env(self, cairo):
        """The environment that makes a GTK program draw with cairo and never load OpenGL, as
        Sandglass sets it up for itself; {} for GTK's default renderer."""
        if not cairo:
            return {}
        debug = self.env.get("GDK_DEBUG", "")
        return {"GSK_RENDERER": "cairo", "GDK_DEBUG": f"{debug},gl-disable" if debug else "gl-disable"}

    def stop(self):
        if self.stopped:
            return
        self.stopped = True
        if self.x is not None:
            try:
                self.x.d.close()
            except Exception:
                pass
        # The programs first (by the token: that also catches D-Bus-activated services), then the
        # helpers we spawned, Xvfb last.
        infrastructure = {p.pid for p in self.children}
        for pid in processes_with_token(self.token):
            if pid not in infrastructure:
                stop_pid(pid, grace=1.0)
        for p in reversed(self.children):
            if p.poll() is None:
                stop_pid(p.pid, grace=2.0)
            try:
                p.wait(timeout=1)
            except subprocess.TimeoutExpired:
                pass
        for pid in processes_with_token(self.token):
            stop_pid(pid, grace=1.0)
        reap()
        if hasattr(self, "log_file"):
            self.log_file.close()
        shutil.rmtree(self.tmp, ignore_errors=True)
