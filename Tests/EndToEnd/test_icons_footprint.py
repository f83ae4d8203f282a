"""Every page, the finished timer's status page and the narrow switcher draw their icons from
pre-rendered symbolic PNGs (Adwaita's and our modes' own), so the process never loads librsvg:
an SVG icon would cost about 6 MB more for the rest of the run."""

import pytest

from sandglass_e2e import A11y, Keyboard

pytestmark = pytest.mark.gui


def _maps(pid: int) -> str:
    with open(f"/proc/{pid}/maps") as maps:
        return maps.read()


def test_no_page_loads_an_svg_renderer(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "1s", "--label", "Tea")
    ui = A11y(instance.pid)
    keyboard = Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    ui.wait_for("label", "Time\u2019s up")  # the finished timer's status page and its icon
    # Each page with its own buttons' icons; the modes' icons are in the header bar's switcher.
    for key, button in (("alt+2", "Reset"), ("alt+3", "Skip"), ("alt+4", "Start Countdown"), ("alt+1", "Restart")):
        keyboard.press(key)
        ui.wait_for("push button", button)
    assert "librsvg" not in _maps(instance.pid), "an icon was loaded from an SVG"
    assert sandglass.run("dismiss").returncode == 0
