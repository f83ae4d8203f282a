"""The time in the panel, in a real panel: waybar's tray on a headless sway is the
StatusNotifierWatcher and host on the session bus, as it is on a sway desktop. A running timer
puts Sandglass's item there; its Ayatana label counts down; its dbusmenu's Pause entry, clicked
as a host sends it (Event "clicked"), pauses the timer; a panel that restarts gets the item
again (and while there is no panel there is no item); the item goes when nothing is under way, and never shows with the Preferences switch off
(clicked in the real Preferences window), unless kept while idle."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
from pathlib import Path
from typing import Optional

import pytest

from headless_sway import headless_sway
from sandglass_e2e import A11y, wait_until

pytestmark = pytest.mark.gui

WATCHER = "org.kde.StatusNotifierWatcher"
ITEM = "org.kde.StatusNotifierItem"
MENU = "com.canonical.dbusmenu"

# The bar: only the tray, on top of the output, its icons a little larger than waybar's 16.
WAYBAR_CONFIG = '{"layer": "top", "position": "top", "height": 34, "modules-right": ["tray"], ' \
                '"tray": {"icon-size": 22, "spacing": 8}}\n'


def _bus():
    from gi.repository import Gio

    return Gio.bus_get_sync(Gio.BusType.SESSION, None)


def _call(name: str, path: str, interface: str, method: str, arguments=None):
    from gi.repository import Gio

    return _bus().call_sync(name, path, interface, method, arguments, None, Gio.DBusCallFlags.NONE,
                            5000, None).unpack()


def _has_owner(name: str) -> bool:
    from gi.repository import GLib

    return _call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                 GLib.Variant("(s)", (name,)))[0]


def _registered() -> list:
    """The watcher's RegisteredStatusNotifierItems: "SERVICE/PATH" each (waybar's spelling)."""
    from gi.repository import GLib

    return _call(WATCHER, "/StatusNotifierWatcher", "org.freedesktop.DBus.Properties", "Get",
                 GLib.Variant("(ss)", (WATCHER, "RegisteredStatusNotifierItems")))[0]


def _item() -> Optional[tuple]:
    """(bus name, object path) of the one registered item, or None while there is none."""
    items = _registered()
    assert len(items) <= 1, f"one item at most: {items}"
    if not items:
        return None
    service, _, path = items[0].partition("/")
    return service, "/" + path


def _property(item: tuple, name: str, interface: str = ITEM):
    from gi.repository import GLib

    return _call(item[0], item[1], "org.freedesktop.DBus.Properties", "Get",
                 GLib.Variant("(ss)", (interface, name)))[0]


def _menu_entries(item: tuple) -> list:
    """The menu's entries as a host reads them: [(id, {properties})], the root's children."""
    from gi.repository import GLib

    menu = _property(item, "Menu")
    _, (root, _, children) = _call(item[0], menu, MENU, "GetLayout", GLib.Variant("(iias)", (0, -1, [])))
    assert root == 0
    return [(child[0], child[1]) for child in children]


def _click(item: tuple, entry: int) -> None:
    """What a host sends when a person clicks a menu entry."""
    from gi.repository import GLib

    _call(item[0], _property(item, "Menu"), MENU, "Event",
          GLib.Variant("(isvu)", (entry, "clicked", GLib.Variant("s", ""), int(time.time()) & 0xFFFFFFFF)))


def _seconds(label: str) -> int:
    match = re.fullmatch(r"(\d\d):(\d\d)", label)
    assert match, f"the label is MM:SS: {label!r}"
    return int(match.group(1)) * 60 + int(match.group(2))


class Panel:
    """waybar with only its tray, on a headless sway, as the session's StatusNotifierWatcher."""

    def __init__(self, sway: dict, folder: Path):
        self.sway = sway
        self.folder = folder
        self.config = folder / "waybar.json"
        self.config.write_text(WAYBAR_CONFIG)
        self.process: Optional[subprocess.Popen] = None
        self.starts = 0

    def start(self) -> None:
        self.starts += 1
        log = open(self.folder / f"waybar-{self.starts}.log", "w")
        environment = dict(os.environ, XDG_RUNTIME_DIR=self.sway["XDG_RUNTIME_DIR"],
                           WAYLAND_DISPLAY=self.sway["WAYLAND_DISPLAY"])
        environment.pop("DISPLAY", None)
        self.process = subprocess.Popen(["waybar", "-c", str(self.config)], env=environment,
                                        stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
        wait_until(lambda: _has_owner(WATCHER), timeout=20, message="waybar's tray to become the StatusNotifierWatcher")

    def stop(self) -> None:
        if self.process is None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)
        self.process = None
        wait_until(lambda: not _has_owner(WATCHER), timeout=10, message="waybar to leave the bus")

    def screenshot(self, path: Path) -> Path:
        """The output as sway draws it (grim, over the compositor's screencopy)."""
        subprocess.run(["grim", str(path)], env=dict(os.environ, **self.sway), check=True, timeout=20)
        return path


@pytest.fixture
def panel(tmp_path):
    if shutil.which("waybar") is None or shutil.which("sway") is None:
        pytest.fail("waybar and sway are needed (meson-aux/deps-test.txt)")
    with headless_sway() as sway:
        panel = Panel(sway, tmp_path)
        panel.start()
        try:
            yield panel
        finally:
            panel.stop()


def test_a_running_timer_is_in_the_panel_counts_down_pauses_from_its_menu_and_goes(gui_session, sandglass, panel,
                                                                                  tmp_path):
    sandglass.launch()
    assert _item() is None, "nothing runs: no item"
    assert sandglass.run("timer", "start", "5m", "--label", "Tea").returncode == 0
    item = wait_until(_item, timeout=10, message="the item among the watcher's RegisteredStatusNotifierItems")

    assert _property(item, "Category") == "ApplicationStatus"
    assert _property(item, "Status") == "Active"
    assert _property(item, "Title") == "Sandglass"
    assert _property(item, "IconName") == "io.github.sandglass.Sandglass-timer-symbolic"
    assert _property(item, "ItemIsMenu") is False
    icon, _, title, text = _property(item, "ToolTip")
    assert (icon, title) == ("io.github.sandglass.Sandglass-timer-symbolic", "Sandglass")
    assert re.fullmatch(r"⏲ Tea 0[45]:\d\d running", text), text
    assert _property(item, "XAyatanaLabelGuide") == "00:00"

    # The label counts down: read again until it shows a later second (a few seconds at most).
    first = _seconds(_property(item, "XAyatanaLabel"))
    assert 280 <= first <= 300, first
    later = wait_until(lambda: (lambda now: now if now < first else None)(_seconds(_property(item, "XAyatanaLabel"))),
                       timeout=5, message="the label to count down")
    assert first - later <= 3, (first, later)

    # The menu: what runs first, then the launcher's actions, the window and Quit.
    entries = _menu_entries(item)
    labels = [properties.get("label") for _, properties in entries if properties.get("type") != "separator"]
    assert labels == ["Pause — Tea", "New Timer of the Last Duration", "Pause or Resume the Latest Timer",
                      "Dismiss What Rings", "Start or Pause the Pomodoro Cycle", "_Show Sandglass", "_Quit"], labels
    # Greyed out where there is nothing to act on: nothing rings.
    enabled = {p.get("label"): p.get("enabled", True) for _, p in entries if p.get("type") != "separator"}
    assert not enabled.pop("Dismiss What Rings") and all(enabled.values()), enabled
    pause = next(entry for entry, properties in entries if properties.get("label") == "Pause — Tea")
    shot = panel.screenshot(tmp_path / "tray.png")
    if os.environ.get("SANDGLASS_TRAY_SCREENSHOT"):
        shutil.copy(shot, os.environ["SANDGLASS_TRAY_SCREENSHOT"])

    _click(item, pause)
    wait_until(lambda: sandglass.status_report()["timers"][0]["state"] == "paused", timeout=5,
               message="the menu's Pause to pause the timer")
    wait_until(lambda: any(p.get("label") == "Resume — Tea" for _, p in _menu_entries(item)), timeout=5,
               message="the menu to offer Resume")
    assert _item() == item, "paused is still under way: the item stays, for Resume"

    # A panel that goes takes the item with it (no panel, nothing to update each second); one that
    # comes back gets it again, still offering Resume.
    panel.stop()
    wait_until(lambda: not _has_owner(item[0]), timeout=10, message="the item to leave with the panel")
    panel.start()
    item = wait_until(_item, timeout=10, message="the item to register with the new watcher")
    assert any(p.get("label") == "Resume — Tea" for _, p in _menu_entries(item))

    assert sandglass.run("timer", "cancel").returncode == 0
    wait_until(lambda: _item() is None, timeout=10, message="the item to leave the watcher when nothing is under way")
    assert not _has_owner(item[0]), "the item's own connection left the bus"


def _switch(ui: A11y, title: str):
    """The Preferences window's switch named by its row's title."""
    return ui.wait_for("check box", title, shown=False)


def test_the_preferences_switch_turns_the_item_off_and_another_keeps_it_while_idle(gui_session, sandglass, panel):
    from gi.repository import GLib

    instance = sandglass.launch()
    assert sandglass.run("timer", "start", "10m").returncode == 0
    item = wait_until(_item, timeout=10, message="the item in the panel")

    # The Preferences window, opened through its action as the menu opens it.
    _call(sandglass.app_id, "/" + sandglass.app_id.replace(".", "/"), "org.gtk.Actions", "Activate",
          GLib.Variant("(sava{sv})", ("preferences", [], {})))
    ui = A11y(instance.pid)
    show = _switch(ui, "Show in the panel")
    keep = _switch(ui, "Keep it there when nothing runs")
    assert ui.pyatspi.STATE_CHECKED in ui.states(show)
    ui.toggle(show)
    wait_until(lambda: _item() is None, timeout=10, message="the switch to take the item out of the panel")
    assert sandglass.settings()["tray"] is False
    assert not _has_owner(item[0])
    wait_until(lambda: not ui.is_sensitive(keep), timeout=5, message="keeping an item not shown to be insensitive")

    # Another timer starts and rings nowhere in the panel: the time passing is the scenario.
    assert sandglass.run("timer", "start", "5m").returncode == 0
    time.sleep(2)
    assert _item() is None, "turned off: no item, whatever runs"

    ui.toggle(show)
    item = wait_until(_item, timeout=10, message="the item back with the switch on")
    assert re.fullmatch(r"\d\d:\d\d", _property(item, "XAyatanaLabel"))

    # Kept while idle: the item stays with no label and the application's own icon.
    wait_until(lambda: ui.is_sensitive(keep), timeout=5, message="the keep switch to be sensitive again")
    ui.toggle(keep)
    wait_until(lambda: sandglass.settings()["tray-idle"] is True, timeout=5, message="the keep switch saved")
    for _ in range(2):  # the two timers started above
        assert sandglass.run("timer", "cancel").returncode == 0
    wait_until(lambda: _item() and _property(_item(), "XAyatanaLabel") == "", timeout=10,
               message="the kept item to show no time when idle")
    assert _property(_item(), "IconName") == "io.github.sandglass.Sandglass-symbolic"
    ui.toggle(keep)
    wait_until(lambda: _item() is None, timeout=10, message="the item to go once it is not kept")
