"""Fixtures of the end-to-end tests: the built program, a window manager, one Sandglass per test.

Run (after `swift build`), from the repository root:

    xvfb-run -a -s "-screen 0 1280x1024x24" meson-aux/session-bus \
        /usr/bin/python3 -m pytest -q Tests/EndToEnd

SANDGLASS_BIN names the program (default .build/debug/sandglass, relative to the repo root).
The system python is needed: it has gi and pyatspi.
"""

from __future__ import annotations

import itertools
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.dont_write_bytecode = True

from sandglass_e2e import (  # noqa: E402
    FIGURES, Sandglass, display_available, sandglass_binary, session_bus_available, wait_until,
)

_serial = itertools.count(1)

# The same letters on every machine: the layout tests measure what fits at 360 × 294, and a
# machine whose default sans-serif is another family (fonts-noto, pulled in by a desktop's
# recommends, makes it Noto Sans) fits fewer rows. GTK's Cantarell and any sans-serif are drawn
# in DejaVu Sans, and Korean in NanumGothic (both in the test packages); the rest of the
# machine's configuration stays. Set here, before any process starts, so all of them read it.
_FONTS = Path(__file__).resolve().parent / "fonts.conf"
os.environ["FONTCONFIG_FILE"] = str(_FONTS)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.e2e_failed = report.failed


def pytest_terminal_summary(terminalreporter):
    if FIGURES:
        terminalreporter.section("Sandglass figures")
        for line in FIGURES:
            terminalreporter.write_line(line)


@pytest.fixture(scope="session")
def binary():
    path = sandglass_binary()
    if not (path.is_file() and os.access(path, os.X_OK)):
        pytest.fail(f"no sandglass program at {path}: run `swift build` first, or set SANDGLASS_BIN")
    return path


@pytest.fixture(scope="session")
def gui_session():
    """A display with a window manager, a session bus and the accessibility bus.

    Starts openbox when it is installed (window activation and focus, as on a desktop).
    Skips when there is no display or bus (run the suite under xvfb-run and meson-aux/session-bus).
    """
    if not (display_available() and session_bus_available()):
        pytest.skip("needs a display and a session bus: run under "
                    "`xvfb-run -a meson-aux/session-bus /usr/bin/python3 -m pytest Tests/EndToEnd`")
    import gi

    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi

    # A call to a process that just went away must not block for the default 25 s.
    Atspi.set_timeout(5000, 15000)

    def managed() -> bool:
        return subprocess.run(["xdotool", "get_num_desktops"], capture_output=True,
                              timeout=10).returncode == 0

    def reachable() -> bool:
        return subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True,
                              timeout=10).returncode == 0

    window_manager = None
    if not managed() and shutil.which("openbox"):
        # xvfb-run may hand over the display a moment before the server accepts connections;
        # openbox started then exits at once ("Failed to open the display").
        wait_until(reachable, timeout=10, message="the X server to accept connections")
        for attempt in range(3):
            window_manager = subprocess.Popen(["openbox", "--sm-disable"], stdin=subprocess.DEVNULL,
                                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

            def up() -> bool:
                return window_manager.poll() is not None or managed()

            wait_until(up, timeout=10, message="openbox to manage the display")
            if window_manager.poll() is None:
                break
        assert window_manager.poll() is None, "openbox exited three times"
    yield {"window_manager": managed()}
    if window_manager is not None:
        window_manager.terminate()
        try:
            window_manager.wait(timeout=5)
        except subprocess.TimeoutExpired:
            window_manager.kill()


@pytest.fixture(scope="session", autouse=True)
def standby_notification_server(tmp_path_factory):
    """The tests' bus has a notification server of the tests' own from the start (one that
    answers and shows nothing), so none installed on the machine is started by D-Bus activation
    and left on the display (dunst would also hold the name the notification tests take)."""
    if not session_bus_available():
        yield
        return
    log = tmp_path_factory.mktemp("standby-notifications") / "calls.jsonl"
    server = subprocess.Popen(["/usr/bin/python3", str(Path(__file__).with_name("fake_notifications.py")),
                               "--standby", str(log)], stdin=subprocess.DEVNULL)
    wait_until(lambda: log.exists() and '"ready"' in log.read_text(), timeout=15,
               message="the standby notification server on the session bus")
    yield
    server.terminate()
    server.wait(timeout=5)


@pytest.fixture
def recorded_sound(tmp_path):
    """(environment, file): ALSA's default device becomes its `file` plugin over `null` (an
    .asoundrc in a temporary HOME), appending every sample GSound plays to `file`."""
    home = tmp_path / "home"
    home.mkdir()
    out = tmp_path / "played.raw"
    (home / ".asoundrc").write_text(
        f'pcm.!default {{ type file; slave.pcm "null"; file "|cat >> {out}"; format "raw" }}\n')
    return {"HOME": str(home), "CANBERRA_DRIVER": "alsa"}, out


@pytest.fixture(scope="session")
def shared_cache(tmp_path_factory):
    """One XDG_CACHE_HOME for the whole run, as a user has: GTK's GL renderer (Mesa) keeps its
    compiled shaders there. A cold shader cache in every test would have each launch compile
    them on the main thread, which can hold up the end of a short timer by 40-400 ms.
    SANDGLASS_E2E_CACHE names one that outlives the run (meson-aux/end-to-end shares one among
    the pytest runs it starts side by side)."""
    shared = os.environ.get("SANDGLASS_E2E_CACHE")
    return Path(shared) if shared else tmp_path_factory.mktemp("xdg-cache")


@pytest.fixture
def sandglass(request, binary, tmp_path, shared_cache):
    """This test's Sandglass: a unique D-Bus app id and its own config folder.

    Every process it started (the instance included) is ended afterwards, even on failure;
    a failing test shows each command it ran with its exit status and output.
    """
    app = Sandglass(binary, tmp_path, f"io.github.sandglass.Test{os.getpid()}n{next(_serial)}",
                    cache_home=shared_cache)
    try:
        yield app
    finally:
        if getattr(request.node, "e2e_failed", False) and display_available():
            shot = app.screenshot("failure")
            if shot:
                print(f"screenshot of the display at the failure: {shot}")
        app.stop()
        print(app.report())
        if session_bus_available():
            wait_until(lambda: not app.is_running(), timeout=10,
                       message=f"{app.app_id} to leave the session bus")
