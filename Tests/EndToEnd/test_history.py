"""The History window, as a person uses it: the main menu's mnemonic and Ctrl+H open it over a
journal written beforehand; its totals are read from the accessibility tree; an entry is counted
as a break through its menu, the toast's Undo takes it back, another entry is deleted; each edit
is a line appended to the journal, and `sandglass history --json` and `status --json` say the
same. A focus phase that ends while it is open shows at once; Export writes through the save
dialog what `sandglass history --csv` prints for the same days."""

import datetime
import json
import subprocess
import time

import pytest

from sandglass_e2e import A11y, Keyboard, wait_until

pytestmark = pytest.mark.gui


def _named(ui: A11y, name: str, prefix: bool = False):
    for node in ui.walk():
        try:
            if node.name and (node.name.startswith(name) if prefix else node.name == name) and ui.is_shown(node):
                return node
        except Exception:  # noqa: BLE001 - a row replaced while the tree was read
            continue
    return None


def _wait_named(ui: A11y, name: str, prefix: bool = False):
    return wait_until(lambda: _named(ui, name, prefix), timeout=10, message=f"{name!r} to show")


def _menus(ui: A11y) -> list:
    """The entries' menu buttons, newest first (a menu button and its inner button share a name)."""
    seen = {}
    for node in ui.walk():
        try:
            if node.name and node.name.startswith("Change or delete") and ui.is_shown(node):
                seen.setdefault(node.name, node)
        except Exception:  # noqa: BLE001 - a row replaced while the tree was read
            continue
    return list(seen.values())


def _journal(sandglass) -> list:
    path = sandglass.home / "state" / "sandglass" / "record.journal"
    return path.read_text().splitlines()


def test_history_shows_edits_and_undoes_through_the_journal(gui_session, sandglass):
    # Midday on the clocks Sandglass and its commands read: the journal's hour before now, and
    # every "today" after it, stay within one day whenever the test runs (run at 00:06, the
    # hour began yesterday and today held 6 minutes of it).
    zone, local_now = _zone_reading(12 * 3600)
    sandglass.env["TZ"] = zone
    folder = sandglass.home / "state" / "sandglass"
    folder.mkdir(parents=True, exist_ok=True)
    now = int(time.time() * 1000)
    start = now - 3_600_000
    lines = ["sandglass-record 1"]
    for ident, kind, minutes in ((1, "focus", 25), (2, "break", 5), (3, "focus", 25)):
        end = start + minutes * 60_000
        lines.append(json.dumps({"end_ms": end, "id": ident, "kind": kind, "label": "",
                                 "start_ms": start}, separators=(",", ":"), sort_keys=True))
        start = end
    (folder / "record.journal").write_text("\n".join(lines) + "\n")

    instance = sandglass.launch()
    ui, keyboard = A11y(instance.pid), Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    ui.wait_for("push button", "Start")
    # The main menu (F10), its History item by its mnemonic; Escape closes the window.
    keyboard.press("F10")
    wait_until(lambda: ui.find("menu item", "History"), timeout=5, message="the main menu's History item")
    keyboard.type_here("h")
    keyboard.window(title="History")
    _wait_named(ui, "50 min")  # today's focus
    _wait_named(ui, "5 min")
    keyboard.focus("History")
    keyboard.type_here("Escape")
    wait_until(lambda: not keyboard.visible_windows("History"), timeout=5, message="Escape to close it")
    keyboard.press("ctrl+h")
    keyboard.window(title="History")
    _wait_named(ui, "50 min")
    assert sandglass.status_report()["today"] == {"focus_ms": 3_000_000, "break_ms": 300_000, "away_ms": 0}

    # Entry 3 (the newest, first in the list) counted as a break, by the mouse.
    menus = wait_until(lambda: _menus(ui), timeout=10, message="the entries' menus")
    assert len(menus) == 3, [n.name for n in menus]
    keyboard.click(ui, menus[0], window_title="History")
    _wait_named(ui, "Count as Break")
    keyboard.type_here("alt+b")  # its mnemonic, typed into the open popover (its own X window)
    wait_until(lambda: '"change":3,"kind":"break"' in _journal(sandglass)[-1], timeout=5,
               message="the change appended")
    entries = json.loads(sandglass.run("history", "--json").stdout)
    assert [entry["kind"] for entry in entries] == ["focus", "break", "break"], entries
    _wait_named(ui, "25 min")  # focus now

    # Undo on the toast writes the reverse change.
    keyboard.click(ui, _wait_named(ui, "Undo"), window_title="History")
    wait_until(lambda: '"change":3,"kind":"focus"' in _journal(sandglass)[-1], timeout=5,
               message="the undo appended")

    # Entry 1 (the last row) deleted: a line of its own, the rest of the journal untouched.
    menus = wait_until(lambda: len(_menus(ui)) == 3 and _menus(ui), timeout=10, message="the rows redrawn")
    keyboard.click(ui, menus[-1], window_title="History")
    _wait_named(ui, "Delete")
    keyboard.type_here("alt+d")
    wait_until(lambda: '"delete":1' in _journal(sandglass)[-1], timeout=5, message="the delete appended")
    assert _journal(sandglass)[:4] == lines, "never rewritten"
    entries = json.loads(sandglass.run("history", "--json").stdout)
    assert [entry["id"] for entry in entries] == [2, 3], entries

    # A focus phase that ends while the window is open is in it at once, and in status.
    assert sandglass.run("pomodoro", "start", "--focus", "1s", "--short-break", "5m").returncode == 0
    _wait_named(ui, "Change or delete Focus · 1 s", prefix=True)
    assert sandglass.status_report()["today"]["focus_ms"] >= 1_500_000 + 1000
    assert sandglass.run("pomodoro", "stop").returncode == 0

    # Export, by the mouse, through the save dialog: a path typed in its name field.
    target = sandglass.home / "history-today.csv"
    keyboard.click(ui, _wait_named(ui, "Export…"), window_title="History")
    dialog = keyboard.window(title="Export History")
    # Over the History window, whose Export asked, not the main window.
    parent = subprocess.run(["xprop", "-id", dialog, "WM_TRANSIENT_FOR"], capture_output=True, text=True,
                            timeout=10, check=True).stdout
    assert int(parent.rsplit("#", 1)[-1].strip(), 16) == int(keyboard.window(title="History")), parent
    time.sleep(0.5)
    keyboard.type_here("ctrl+a")
    subprocess.run(["xdotool", "type", "--delay", "20", str(target)], check=True, timeout=20)
    keyboard.type_here("Return")
    wait_until(target.exists, timeout=10, message="the CSV written")
    today = local_now.date()
    expected = sandglass.run("history", "--csv", "--since", f"{today} 00:00",
                             "--until", f"{today + datetime.timedelta(days=1)} 00:00").stdout
    assert target.read_text() == expected
    _wait_named(ui, "Saved history-today.csv")

    # From the command line, through the running Sandglass: its window shows the change at once.
    before = _journal(sandglass)
    result = sandglass.run("history", "change", "3", "away")
    assert result.returncode == 0, str(result)
    assert result.stdout == "Entry 3 now counts as away\nsandglass history undo undoes it\n", str(result)
    _wait_named(ui, "Change or delete Away · 25 min", prefix=True)
    assert _journal(sandglass)[-1].endswith('"change":3,"kind":"away"}')
    for words in (("change", "1", "away"), ("change", "3", "asleep"), ("delete", "x"), ("frob",)):
        result = sandglass.run("history", *words)
        assert result.returncode == 2 and len(result.stderr.splitlines()) == 1, str(result)
    assert _journal(sandglass) == before + [_journal(sandglass)[-1]], "only the good edit written"

    # `history undo` reverses the latest edit not undone, whoever made it: the command line's
    # change, then the window's delete; the window's own Undo took its change back already.
    result = sandglass.run("history", "undo")
    assert result.returncode == 0 and result.stdout == "Undone: entry 3 counts as focus again\n", str(result)
    _wait_named(ui, "Change or delete Focus · 25 min", prefix=True)
    shown = len(_menus(ui))
    result = sandglass.run("history", "undo")
    assert result.returncode == 0 and result.stdout == "Undone: entry 1 is back\n", str(result)
    assert _journal(sandglass)[-1] == lines[1], "entry 1 written again as it was"
    wait_until(lambda: len(_menus(ui)) == shown + 1, timeout=10, message="entry 1 back in the window")
    result = sandglass.run("history", "undo")
    assert result.returncode == 1 and result.stderr.startswith("sandglass: nothing to undo"), str(result)
    assert len(result.stderr.splitlines()) == 1


def test_history_edits_from_the_command_line_with_no_sandglass_running(sandglass):
    folder = sandglass.home / "state" / "sandglass"
    folder.mkdir(parents=True, exist_ok=True)
    good = '{"end_ms":1790000060000,"id":1,"kind":"focus","label":"","start_ms":1790000000000}'
    (folder / "record.journal").write_text("sandglass-record 1\n" + good + "\n")
    result = sandglass.run("history", "undo")
    assert result.returncode == 1 and result.stderr.startswith("sandglass: nothing to undo"), str(result)
    result = sandglass.run("history", "change", "1", "break")
    assert result.returncode == 0 and "sandglass history undo" in result.stdout, str(result)
    assert [entry["kind"] for entry in json.loads(sandglass.run("history", "--json").stdout)] == ["break"]
    result = sandglass.run("history", "delete", "2")
    assert result.returncode == 2 and "no entry 2" in result.stderr, str(result)
    result = sandglass.run("history", "delete", "1")
    assert result.returncode == 0 and result.stdout.startswith("Entry 1 deleted\n"), str(result)
    assert json.loads(sandglass.run("history", "--json").stdout) == []
    lines = (folder / "record.journal").read_text().splitlines()
    assert lines[:2] == ["sandglass-record 1", good] and len(lines) == 4, lines

    kept = lines
    # Undone from here too, newest first: the entry back as it was deleted (a break), then its kind.
    result = sandglass.run("history", "undo")
    assert result.returncode == 0 and result.stdout == "Undone: entry 1 is back\n", str(result)
    assert [entry["kind"] for entry in json.loads(sandglass.run("history", "--json").stdout)] == ["break"]
    result = sandglass.run("history", "undo")
    assert result.returncode == 0 and result.stdout == "Undone: entry 1 counts as focus again\n", str(result)
    assert [entry["kind"] for entry in json.loads(sandglass.run("history", "--json").stdout)] == ["focus"]
    result = sandglass.run("history", "undo")
    assert result.returncode == 1 and len(result.stderr.splitlines()) == 1, str(result)
    lines = (folder / "record.journal").read_text().splitlines()
    assert lines[:4] == kept and len(lines) == 6, "appended, never rewritten"
    assert not sandglass.is_running(), "no Sandglass started for it"


def _zone_reading(seconds_of_day: int) -> tuple[str, datetime.datetime]:
    """A `TZ` (a fixed offset, to the second) whose clocks read `seconds_of_day` now, and the
    local time it reads."""
    now = datetime.datetime.now(datetime.timezone.utc)
    since_midnight = now.hour * 3600 + now.minute * 60 + now.second
    east = (seconds_of_day - since_midnight) % 86_400
    if east > 43_200:
        east -= 86_400
    hours, rest = divmod(abs(east), 3600)
    minutes, secs = divmod(rest, 60)
    sign = "-" if east >= 0 else "+"  # POSIX counts west of UTC as positive
    return f"<LOC>{sign}{hours}:{minutes:02d}:{secs:02d}", now + datetime.timedelta(seconds=east)


def _write_journal(sandglass, entries: list) -> list:
    """Writes a journal of (id, kind, start_ms, minutes) entries; its lines."""
    folder = sandglass.home / "state" / "sandglass"
    folder.mkdir(parents=True, exist_ok=True)
    lines = ["sandglass-record 1"]
    for ident, kind, start, minutes in entries:
        lines.append(json.dumps({"end_ms": start + minutes * 60_000, "id": ident, "kind": kind,
                                 "label": "", "start_ms": start}, separators=(",", ":"), sort_keys=True))
    (folder / "record.journal").write_text("\n".join(lines) + "\n")
    return lines


def _chart(ui: A11y):
    """The bars (the group over them has their name too, as a label)."""
    for node in ui.walk():
        try:
            if node.name == "Focus per day" and ui.role(node) != "label" and ui.is_shown(node):
                return node
        except Exception:  # noqa: BLE001 - a row replaced while the tree was read
            continue
    return None


def test_window_history_starts_sandglass_showing_history_which_rolls_over_at_midnight(gui_session, sandglass):
    """`sandglass window history` with none running starts Sandglass with the History window over
    its main window; at the zone's midnight (one wall-clock wake-up) Today becomes the new day."""
    zone, _ = _zone_reading(86_400 - 45)
    now = int(time.time() * 1000)
    _write_journal(sandglass, [(1, "focus", now - 1_800_000, 25)])
    for words in (("window", "histroy"), ("window", "history", "now")):
        result = sandglass.run(*words)
        assert result.returncode == 2 and len(result.stderr.splitlines()) == 1, str(result)
    assert "history" in sandglass.run("window", "--help").stdout

    instance = sandglass.launch("window", "history", env={"TZ": zone})
    ui, keyboard = A11y(instance.pid), Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    keyboard.window(title="History")
    keyboard.window()  # the main window under it
    _wait_named(ui, "25 min")  # Today's focus, before midnight
    assert _named(ui, "Change or delete Focus · 25 min", prefix=True)
    # A second time: the same window, brought forward.
    assert sandglass.run("window", "history").returncode == 0
    assert len(keyboard.visible_windows("History")) == 1

    wait_until(lambda: _named(ui, "Nothing Recorded"), timeout=90, message="Today to roll over at midnight")
    assert not _named(ui, "Change or delete Focus · 25 min", prefix=True)
    today = json.loads(sandglass.run("status", "--json", env={"TZ": zone}).stdout)["today"]
    assert today["focus_ms"] == 0, today


def test_a_day_chosen_on_the_bars_narrows_the_list_by_mouse_and_keyboard(gui_session, sandglass):
    zone, local_now = _zone_reading(12 * 3600)
    weekday = local_now.weekday()
    other = 1 if weekday == 0 else -1  # another day of the same week (Monday to Sunday)
    noon = int(time.time() * 1000)
    lines = _write_journal(sandglass, [(1, "focus", noon - 3_600_000, 25),
                                       (2, "focus", noon + other * 86_400_000 - 3_600_000, 40),
                                       (3, "break", noon + other * 86_400_000 - 1_200_000, 5)])

    instance = sandglass.launch("window", "history", env={"TZ": zone})
    ui, keyboard = A11y(instance.pid), Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    keyboard.window(title="History")
    keyboard.click(ui, _wait_named(ui, "This Week"), window_title="History")
    chart = wait_until(lambda: _chart(ui), timeout=10, message="the bars")
    _wait_named(ui, "1 h 5 min")  # the week's focus
    before = ui.extents(chart)

    # The other day's bar, by the mouse: its focus, its entries, a title naming it.
    index = weekday + other
    keyboard.click(ui, chart, window_title="History", at=((index + 0.5) / 7, 0.5))
    _wait_named(ui, "40 min")
    _wait_named(ui, "Totals for ", prefix=True)
    wait_until(lambda: len(_menus(ui)) == 2, timeout=10, message="the chosen day's two entries")
    assert not _named(ui, "1 h 5 min")
    after = ui.extents(chart)
    assert (before.x, before.y, before.width, before.height) == (after.x, after.y, after.width, after.height), \
        "nothing moved under the pointer"
    # Back to the whole week.
    keyboard.click(ui, _wait_named(ui, "Whole Week"), window_title="History")
    _wait_named(ui, "1 h 5 min")
    wait_until(lambda: len(_menus(ui)) == 3, timeout=10, message="the week's entries again")

    # By the keyboard: Tab reaches the bars (End there chooses Sunday); Home and the arrows
    # choose; Escape lets go.
    keyboard.focus("History")
    for _ in range(10):
        keyboard.type_here("Tab", "End")
        try:
            wait_until(lambda: _named(ui, "Totals for ", prefix=True), timeout=1.5, message="a day chosen")
            break
        except AssertionError:
            continue
    _wait_named(ui, "Totals for ", prefix=True)
    # A screen reader hears the bars take the focus, and which day is chosen.
    wait_until(lambda: ui.pyatspi.STATE_FOCUSED in ui.states(_chart(ui)), timeout=5,
               message="the bars to have the focus")
    assert _chart(ui).description.startswith("Chosen: Sun "), _chart(ui).description
    keyboard.type_here("Home", *(["Right"] * weekday))
    _wait_named(ui, "25 min")  # today
    wait_until(lambda: len(_menus(ui)) == 1, timeout=10, message="today's one entry")
    keyboard.type_here("Left" if other < 0 else "Right")
    _wait_named(ui, "40 min")
    keyboard.type_here("Escape")
    _wait_named(ui, "1 h 5 min")
    assert keyboard.visible_windows("History"), "the first Escape lets the day go, not the window"
    keyboard.type_here("Escape")
    wait_until(lambda: not keyboard.visible_windows("History"), timeout=5, message="Escape to close it")
    assert _journal(sandglass) == lines, "choosing changes nothing"
