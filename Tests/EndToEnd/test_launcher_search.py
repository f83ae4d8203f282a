"""Launchers' searches: the calls GNOME Shell makes on org.gnome.Shell.SearchProvider2
(GetInitialResultSet, GetSubsearchResultSet, GetResultMetas, ActivateResult, LaunchSearch) and
KRunner on org.kde.krunner1 (Match, Actions, Run), made on the bus as they make them, with
Sandglass running and with Sandglass started by the search itself (D-Bus activation)."""

import time

import pytest

from sandglass_e2e import wait_until
from test_dbus_activation import activating_bus, _owned, _status  # noqa: F401 (a fixture)

pytestmark = pytest.mark.gui

INTERFACE = "org.gnome.Shell.SearchProvider2"


def _search(sandglass, bus, method: str, signature: str, *args, reply: str = None,
            interface: str = INTERFACE, path: str = "/SearchProvider"):
    """Calls `method` as GNOME Shell (or KRunner) does; returns its unpacked reply and how long it took."""
    from gi.repository import Gio, GLib

    path = "/" + sandglass.app_id.replace(".", "/") + path
    started = time.monotonic()
    result = bus.call_sync(sandglass.app_id, path, interface, method,
                           GLib.Variant(signature, args) if signature else None,
                           GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NONE, 10000, None)
    return (result.unpack() if result else ()), time.monotonic() - started


def _bus_at(address: str):
    from gi.repository import Gio

    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    return Gio.DBusConnection.new_for_address_sync(address, flags, None, None)


def test_typed_words_start_a_labelled_timer_and_find_it_again(sandglass):
    sandglass.launch("--gapplication-service")
    bus = sandglass._bus()
    (ids,), took = _search(sandglass, bus, "GetInitialResultSet", "(as)", ["tea", "4m"], reply="(as)")
    print(f"GetInitialResultSet: {took * 1000:.1f} ms")
    assert ids, "'tea 4m' offers something"
    (metas,), _ = _search(sandglass, bus, "GetResultMetas", "(as)", ids[:1], reply="(aa{sv})")
    assert metas[0]["name"] == "Start a 4 min timer “tea”", metas
    assert metas[0]["description"] == "4 minutes"
    assert metas[0]["gicon"].endswith("-timer-symbolic")

    _search(sandglass, bus, "ActivateResult", "(sasu)", ids[0], ["tea", "4m"], 0)
    timer = wait_until(lambda: next((t for t in _status(sandglass, {})["timers"] if t["label"] == "tea"), None),
                       timeout=5, message="the activated result to start the timer")
    assert timer["state"] == "running" and timer["duration_ms"] == 240_000, timer
    report = wait_until(lambda: (r := _status(sandglass, {}))["window"]["visible"] and r, timeout=5,
                        message="a start to open the window, as the launcher's New Timer does")

    # Typing on: the running timer, found by its label, to pause.
    (first,), _ = _search(sandglass, bus, "GetInitialResultSet", "(as)", ["te"], reply="(as)")
    (narrowed,), took = _search(sandglass, bus, "GetSubsearchResultSet", "(asas)", first, ["tea"], reply="(as)")
    print(f"GetSubsearchResultSet: {took * 1000:.1f} ms")
    (metas,), _ = _search(sandglass, bus, "GetResultMetas", "(as)", narrowed, reply="(aa{sv})")
    assert [m["name"] for m in metas] == ["Pause “tea”"], metas
    _search(sandglass, bus, "ActivateResult", "(sasu)", narrowed[0], ["tea"], 0)
    wait_until(lambda: _status(sandglass, {})["timers"][0]["state"] == "paused", timeout=5,
               message="the result to pause the timer")


def test_a_result_not_of_sandglass_is_refused_and_nothing_changes(sandglass):
    from gi.repository import GLib

    sandglass.launch("--gapplication-service")
    bus = sandglass._bus()
    before = _status(sandglass, {})["timers"]
    with pytest.raises(GLib.Error, match="not a Sandglass result"):
        _search(sandglass, bus, "ActivateResult", "(sasu)", "rm\x1f-rf", ["rm"], 0)
    assert _status(sandglass, {})["timers"] == before
    (ids,), _ = _search(sandglass, bus, "GetInitialResultSet", "(as)", ["hello"], reply="(as)")
    assert ids == [], "words that mean nothing to Sandglass offer nothing"


def test_a_search_starts_sandglass_without_a_window(sandglass, activating_bus):
    env, _ = activating_bus
    bus = _bus_at(env["DBUS_SESSION_BUS_ADDRESS"])
    (ids,), took = _search(sandglass, bus, "GetInitialResultSet", "(as)", ["pomodoro"], reply="(as)")
    print(f"GetInitialResultSet, activating Sandglass: {took * 1000:.1f} ms")
    (metas,), _ = _search(sandglass, bus, "GetResultMetas", "(as)", ids, reply="(aa{sv})")
    assert [m["name"] for m in metas] == ["Start a Pomodoro cycle"], metas
    assert _owned(sandglass, env), "the search started Sandglass"
    assert _status(sandglass, env)["window"]["visible"] is False, "and opened no window for it"


def _krunner(sandglass, bus, method: str, signature: str, *args, reply: str = None):
    return _search(sandglass, bus, method, signature, *args, reply=reply,
                   interface="org.kde.krunner1", path="/KRunner")


def test_krunner_offers_the_same_and_runs_what_is_chosen(sandglass):
    sandglass.launch("--gapplication-service")
    bus = sandglass._bus()
    (matches,), took = _krunner(sandglass, bus, "Match", "(s)", "tea 4m", reply="(a(sssida{sv}))")
    print(f"Match: {took * 1000:.1f} ms")
    match_id, text, icon, kind, relevance, properties = matches[0]
    assert text == "Start a 4 min timer “tea”" and properties["subtext"] == "4 minutes", matches
    assert icon.endswith("-timer-symbolic") and kind == 30 and relevance == 1.0
    (actions,), _ = _krunner(sandglass, bus, "Actions", None, reply="(a(sss))")
    assert actions == [], "choosing a result does what it says: no second action"

    _krunner(sandglass, bus, "Run", "(ss)", match_id, "")
    timer = wait_until(lambda: next((t for t in _status(sandglass, {})["timers"] if t["label"] == "tea"), None),
                       timeout=5, message="Run to start the timer")
    assert timer["state"] == "running" and timer["duration_ms"] == 240_000, timer
    (matches,), _ = _krunner(sandglass, bus, "Match", "(s)", "tea", reply="(a(sssida{sv}))")
    assert [m[1] for m in matches] == ["Pause “tea”"], matches
