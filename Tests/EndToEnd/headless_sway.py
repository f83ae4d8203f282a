"""A headless sway session for the tests that need a real wlroots compositor: the pin's IPC
(test_sway_pin.py), and a real panel with a tray, waybar (test_tray.py).

sway refuses to run as root, so it runs as nobody, in a runtime folder of its own (outside the
test's folder, which only root may enter), with no screen and no input devices."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from sandglass_e2e import wait_until


@contextmanager
def headless_sway(resolution: str = "1280x800") -> Iterator[dict]:
    """The environment of a headless sway session: its runtime folder, its Wayland socket and
    its IPC socket (what a client of it needs in its environment). Stopped afterwards."""
    runtime = Path(tempfile.mkdtemp(prefix="sandglass-sway-"))
    shutil.chown(runtime, "nobody")
    config = runtime / "config"
    config.write_text(f"output HEADLESS-1 resolution {resolution}\n")
    config.chmod(0o644)
    compositor = subprocess.Popen(
        ["runuser", "-u", "nobody", "--", "env", f"XDG_RUNTIME_DIR={runtime}", f"HOME={runtime}",
         "WLR_BACKENDS=headless", "WLR_LIBINPUT_NO_DEVICES=1", "WLR_RENDERER=pixman",
         "sway", "-c", str(config)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        socket = wait_until(lambda: next(runtime.glob("sway-ipc.*.sock"), None), timeout=10,
                            message="sway's IPC socket")
        wait_until(lambda: (runtime / "wayland-1").exists(), timeout=10, message="sway's Wayland socket")
        yield {"XDG_RUNTIME_DIR": str(runtime), "WAYLAND_DISPLAY": "wayland-1", "GDK_BACKEND": "wayland",
               "SWAYSOCK": str(socket), "XDG_CURRENT_DESKTOP": "sway"}
    finally:
        compositor.terminate()
        compositor.wait(timeout=10)
        shutil.rmtree(runtime, ignore_errors=True)
