"""Every page holds at GNOME's smallest window, 360 × 294, in every language and button layout.

One Sandglass per language (English, Korean, German formats) and header-bar button layout
(GNOME's close-only, and minimize/maximize/close, as GTK reads it from settings.ini), driven
through every page and state by its command line: the forms, running, paused, finished, a
Pomodoro phase end's toast, another page's end note, several timers, a stopwatch with laps.
In each state every main button must lie wholly inside the window and be what a click at its
middle (and near its edges) reaches: an AT-SPI hit test (GTK 4.8 keeps hidden stack pages'
widgets "visible" with stale extents, so only a hit test tells a shown button from a hidden or
covered one). The window is never wider than 360 px nor taller than 294 px: its minimum fits.

And content grows: the lap list takes the room the page has (at least 8 whole laps at
870 × 690, 2 at 360 × 294), and the card of several timers is as tall as its rows.

The locales must exist (meson-aux/locales generates them).
"""

from __future__ import annotations

import gettext
import subprocess
import time
from pathlib import Path

import pytest

from sandglass_e2e import FIGURES, REPO_ROOT, A11y, Keyboard, wait_until

pytestmark = pytest.mark.gui

WIDTH, HEIGHT = 360, 294
LANGUAGES = {
    "en": {"LANG": "en_US.UTF-8", "LANGUAGE": ""},
    "ko": {"LANG": "ko_KR.UTF-8", "LANGUAGE": "ko"},
    # No German translation: German formats (dates, the clock) in English words.
    "de": {"LANG": "de_DE.UTF-8", "LANGUAGE": ""},
}
LAYOUTS = {"close": ":close", "three": ":minimize,maximize,close"}
# Only LANG and LANGUAGE decide, whatever the caller's environment says.
OTHERS = {"LC_ALL": "", "LC_MESSAGES": "", "LC_TIME": ""}
# Where a button is judged: its middle, and points near each of its edges.
POINTS = ((0.5, 0.5), (0.06, 0.5), (0.94, 0.5), (0.5, 0.05), (0.5, 0.95))


@pytest.fixture(scope="module")
def locales():
    names = subprocess.run(["locale", "-a"], capture_output=True, text=True, check=True).stdout.lower().split()
    for name in ("ko_kr.utf8", "de_de.utf8", "en_us.utf8"):
        assert name in names, f"the {name} locale is not generated: run meson-aux/locales"


def translations(language: str, folder: Path) -> gettext.NullTranslations:
    """The program's messages in `language`, compiled from po/ as the build does."""
    po = REPO_ROOT / "po" / f"{language}.po"
    if not po.exists():
        return gettext.NullTranslations()
    mo = folder / f"{language}.mo"
    subprocess.run(["msgfmt", "-o", str(mo), str(po)], check=True, timeout=30)
    with open(mo, "rb") as handle:
        return gettext.GNUTranslations(handle)


def names(messages: gettext.NullTranslations, label: str) -> set[str]:
    """What a screen reader may call a button labelled `label` ("_Start"): GTK reads its label
    without the underscore ("시작(S)"); an accessible name set from it drops the key ("시작")."""
    text = messages.gettext(label)
    plain = text
    open_at = text.find("(_")
    if open_at >= 0 and open_at + 3 < len(text) and text[open_at + 3] == ")":
        plain = (text[:open_at].rstrip() + text[open_at + 4:])
    return {text.replace("_", ""), plain.replace("_", "")}


class Layout:
    """Judges the window of one Sandglass: its size, and its buttons by hit tests."""

    def __init__(self, sandglass, ui: A11y, keys: Keyboard, messages, where: str):
        self.sandglass = sandglass
        self.ui = ui
        self.keys = keys
        self.messages = messages
        self.where = where
        self.window = keys.window(timeout=30)
        self.pyatspi = ui.pyatspi
        #: What did not hold, state by state (all of them are told at the end).
        self.failures: list[str] = []

    def resize(self, width: int, height: int) -> None:
        subprocess.run(["xdotool", "windowsize", "--sync", self.window, str(width), str(height)],
                       capture_output=True, timeout=10)
        subprocess.run(["xdotool", "windowmove", "--sync", self.window, "0", "0"], capture_output=True, timeout=10)
        wait_until(lambda: self.size() == (width, height), timeout=5,
                   message=f"the window to take {width} × {height} ({self.where}; it is {self.size()}, "
                           f"minimum {self.minimum()})")

    def size(self) -> tuple[int, int]:
        geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", self.window], capture_output=True,
                                  text=True, timeout=10).stdout
        fields = dict(line.split("=", 1) for line in geometry.split() if "=" in line)
        return int(fields.get("WIDTH", 0)), int(fields.get("HEIGHT", 0))

    def minimum(self) -> tuple[int, int]:
        """The minimum size the window asks the window manager for (WM_NORMAL_HINTS)."""
        hints = subprocess.run(["xprop", "-id", self.window, "WM_NORMAL_HINTS"], capture_output=True, text=True,
                               timeout=10).stdout
        for line in hints.splitlines():
            if "minimum size" in line:
                words = line.split()
                return int(words[-3]), int(words[-1])
        return 0, 0

    PAGES = {"1": "Timer", "2": "Stopwatch", "3": "Pomodoro", "4": "Countdown"}

    def page(self, key: str) -> None:
        """Shows a page (Alt+1 … Alt+4) and waits until its tab says so."""
        # The window found at the start (a busy machine can take long to list it again).
        activated = subprocess.run(["xdotool", "windowactivate", "--sync", self.window], capture_output=True,
                                   text=True, timeout=30)

        def focused() -> bool:
            active = subprocess.run(["xdotool", "getwindowfocus"], capture_output=True, text=True, timeout=10)
            return active.stdout.strip() == self.window

        try:
            wait_until(focused, timeout=15, message="the window to have the keyboard focus")
        except AssertionError as error:
            raise AssertionError(f"{error}\n{self.focus_report(activated)}") from None
        self.keys.type_here(f"alt+{key}")
        title = self.messages.gettext(self.PAGES[key])
        selected = (self.pyatspi.STATE_SELECTED, self.pyatspi.STATE_CHECKED, self.pyatspi.STATE_PRESSED)

        def chosen() -> bool:
            tabs = [node for node in self.ui.walk() if self.ui.role(node) == "page tab" and node.name == title]
            return bool(tabs) and all(any(state in self.ui.states(tab) for state in selected) for tab in tabs)

        # Each look walks the whole accessibility tree: with the layout tests three at a time on
        # two cores (and a compositor's file beside them), one walk alone can take seconds.
        wait_until(chosen, timeout=30, message=f"the {title} page's tab to be selected")

    def focus_report(self, activated: subprocess.CompletedProcess) -> str:
        """What the X server and its window manager said, for a window that did not get the keys."""
        def ask(*command: str) -> str:
            done = subprocess.run(command, capture_output=True, text=True, timeout=10)
            return f"{' '.join(command)} -> {done.returncode} {done.stdout.strip()!r} {done.stderr.strip()!r}"

        return "\n".join([
            f"window {self.window}; windowactivate -> {activated.returncode} {activated.stderr.strip()!r}",
            ask("xdotool", "getwindowfocus"), ask("xdotool", "getactivewindow"), ask("xdotool", "get_num_desktops"),
            ask("xprop", "-root", "_NET_ACTIVE_WINDOW", "_NET_SUPPORTING_WM_CHECK"),
            ask("xprop", "-id", self.window, "WM_STATE", "_NET_WM_STATE", "WM_HINTS"),
        ])

    def chain(self, x: int, y: int) -> list:
        """The accessibles a click at (x, y) in the window goes through, outermost first."""
        node = self.ui.shown_window()
        found = []
        while node is not None and len(found) < 80:
            found.append(node)
            try:
                inner = node.queryComponent().getAccessibleAtPoint(x, y, self.pyatspi.WINDOW_COORDS)
            except Exception:  # noqa: BLE001 - no Component interface: the end of the chain
                break
            node = None if inner == node else inner
        return found

    def within(self, found, node) -> bool:
        """Whether `found` is `node` or lies inside it."""
        depth = 0
        while found is not None and depth < 80:
            if found == node:
                return True
            found = found.parent
            depth += 1
        return False

    def holders(self, node) -> list:
        """What holds `node`, up to the window."""
        found = []
        node = node.parent
        while node is not None and len(found) < 80:
            found.append(node)
            node = node.parent
        return found

    def problem(self, node) -> str | None:
        """Why `node` is not wholly shown and free to click, or None."""
        box = self.ui.extents(node)
        width, height = self.size()
        if box.width <= 0 or box.height <= 0:
            return "has no size"
        if box.x < 0 or box.y < 0 or box.x + box.width > width or box.y + box.height > height:
            return f"lies outside the {width} × {height} window at {box.x},{box.y} {box.width} × {box.height}"
        holders = self.holders(node)
        # GTK picks no insensitive widget: a click there reaches what holds it.
        insensitive = not self.ui.is_sensitive(node)
        for fx, fy in POINTS:
            x, y = int(box.x + box.width * fx), int(box.y + box.height * fy)
            chain = self.chain(x, y)
            top = chain[-1] if chain else None
            if self.within(top, node):
                continue
            if top is chain[0]:
                # GTK hands out no accessible at a point in a button's icon (out of the tree):
                # the window answers for it; anything over the button would have answered.
                continue
            if top in holders:
                # Nothing else lies there; GTK hands out no accessible for an icon's image:
                # ask what holds the button which of its children is there.
                if insensitive or self.within(self.chain_from(node.parent, x, y), node):
                    continue
            what = f"{self.ui.role(top)} {top.name!r}" if top is not None else "nothing"
            return f"at {x},{y} a click reaches {what}, not the button"
        return None

    def chain_from(self, node, x: int, y: int):
        """The innermost accessible at (x, y) inside `node`."""
        found = node
        for _ in range(40):
            try:
                inner = found.queryComponent().getAccessibleAtPoint(x, y, self.pyatspi.WINDOW_COORDS)
            except Exception:  # noqa: BLE001
                break
            if inner is None or inner == found:
                break
            found = inner
        return found

    def without_toast(self) -> None:
        """Waits until no toast shows (an Undo toast goes by itself after a few seconds): the
        next state is judged on its own."""
        undo = names(self.messages, "_Undo")

        def gone() -> bool:
            return not any(self.ui.role(node) == "push button" and node.name in undo and self.problem(node) is None
                           for node in self.ui.walk())

        wait_until(gone, timeout=20, interval=0.5, message="the Undo toast to go")

    def scrolled_page(self) -> str | None:
        """Why the page shown does not fit its place without scrolling, or None: its content
        (the scrolled page's child) is taller than the page, or scrolled."""
        shown = []
        for node in self.ui.walk():
            try:
                if self.ui.role(node) != "scroll pane":
                    continue
                box = self.ui.extents(node)
                if box.width <= 0 or box.height <= 0:
                    continue
                chain = self.chain(box.x + box.width // 2, box.y + box.height // 2)
                if len(chain) > 1 and self.within(chain[-1], node):
                    shown.append((box.width * box.height, node, box))
            except Exception:  # noqa: BLE001 - a node that went away while walking
                continue
        if not shown:
            return None
        _, pane, box = max(shown, key=lambda entry: entry[0])  # the page, not a list inside it
        # Its scroll bar is there only while the content is taller than the page (GTK keeps a
        # bar it no longer needs with its last extents: a hit test tells).
        for index in range(pane.childCount):
            bar = pane.getChildAtIndex(index)
            if bar is None or self.ui.role(bar) != "scroll bar":
                continue
            edge = self.ui.extents(bar)
            if edge.width <= 0 or edge.height <= 0:
                continue
            chain = self.chain(edge.x + edge.width // 2, edge.y + edge.height // 2)
            if self.within(chain[-1], bar):
                return f"the page scrolls: its scroll bar shows ({box.height} px page)"
        return None

    def buttons(self, wanted: dict[str, set[str]]) -> dict[str, list]:
        found: dict[str, list] = {key: [] for key in wanted}
        for node in self.ui.walk():
            try:
                if self.ui.role(node) not in ("push button", "toggle button"):
                    continue
                for key, accepted in wanted.items():
                    if node.name in accepted:
                        found[key].append(node)
            except Exception:  # noqa: BLE001 - a node that went away while walking
                continue
        return found

    def check(self, state: str, labels: list[str], others: tuple[str, ...] = ()) -> None:
        """Every button of `labels` (messages, "_Start") and `others` (accessible names as they
        are) is shown whole and free to click, and the window keeps the smallest size."""
        wanted = {label: names(self.messages, label) for label in labels}
        wanted.update({name: {name} for name in others})
        context = f"{self.where}, {state}"

        def judged():
            report = {}
            for key, candidates in self.buttons(wanted).items():
                reasons = [self.problem(node) for node in candidates]
                report[key] = None if None in reasons else (reasons or ["no such button"])
            return report

        last: dict = {}

        def all_fine() -> bool:
            nonlocal last
            last = judged()
            last["page"] = self.scrolled_page()
            return all(reason is None for reason in last.values())

        name = context.replace(" ", "-").replace(",", "").replace("'", "")
        looks: list[bool] = []

        def settled() -> bool:
            # Fine at two looks in a row, one poll (0.3 s) apart: a page laid out again after
            # the first look (a scroll bar that comes, a strip that opens) counts.
            looks.append(all_fine())
            return looks[-2:] == [True, True]

        try:
            wait_until(settled, timeout=8, interval=0.3, message="every main button shown whole")
        except AssertionError:
            shot = self.sandglass.screenshot(name)
            self.failures.append(f"{context}: " + "; ".join(
                f"{key} {reasons}" for key, reasons in last.items() if reasons is not None) + f" (screenshot {shot})")
        else:
            self.sandglass.screenshot(name, force=False)
        width, height = self.size()
        if (width, height) != (WIDTH, HEIGHT):
            self.failures.append(f"{context}: the window is {width} × {height}, its minimum {self.minimum()}")


def launch(sandglass, language: str, layout: str, tmp_path: Path):
    settings = sandglass.config_home / "gtk-4.0" / "settings.ini"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(f"[Settings]\ngtk-decoration-layout={LAYOUTS[layout]}\n")
    environment = {**LANGUAGES[language], **OTHERS}
    instance = sandglass.launch(env=environment)
    sandglass.env.update(environment)  # the commands in the same language
    return instance


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_every_page_and_state_fits_the_smallest_window(locales, gui_session, sandglass, tmp_path, language, layout):
    instance = launch(sandglass, language, layout, tmp_path)
    ui = A11y(instance.pid)
    wait_until(ui.shown_window, message="the Sandglass window on screen")
    keys = Keyboard(instance.pid, gui_session["window_manager"])
    page = Layout(sandglass, ui, keys, translations(language, tmp_path), f"{language}, {layout} buttons")
    # Every page built at a large size first: the window must let itself be made as small as
    # GNOME's smallest from there, before it takes its narrow style.
    page.resize(870, 690)
    for key in "4321":
        page.page(key)
    minimum = page.minimum()
    assert minimum[0] <= WIDTH and minimum[1] <= HEIGHT, f"{page.where}: at 870 × 690 the window's minimum is {minimum}"
    page.resize(WIDTH, HEIGHT)
    sg = sandglass.run

    def ok(*args: str) -> None:
        result = sg(*args)
        assert result.returncode == 0, str(result)

    # The forms and idle pages.
    page.page("1")
    page.check("the timer's picker", ["_Start"])
    page.page("4")
    page.check("the countdown's form", ["_Start Countdown"])
    page.page("2")
    page.check("an idle stopwatch", ["_Start", "Res_et"])
    page.page("3")
    page.check("an idle Pomodoro", ["S_top", "S_kip", "_Start"])

    # Everything running: a timer, a stopwatch with 15 laps, a Pomodoro cycle, a countdown.
    ok("timer", "start", "25m", "--label", "Tea")
    ok("stopwatch", "start")
    for _ in range(15):
        ok("stopwatch", "lap")
    ok("pomodoro", "start")
    ok("countdown", "start", "2035-01-01T00:00:00+00:00", "--label", "Launch")
    page.page("1")
    page.check("a running timer", ["_Cancel", "_Pause", "_New Timer"])
    page.page("2")
    page.check("a running stopwatch with laps", ["_Lap", "_Pause"])
    page.page("3")
    page.check("a running Pomodoro", ["S_top", "S_kip", "_Pause"])
    page.page("4")
    page.check("a running countdown", ["S_top"])

    # Paused.
    for mode in ("timer", "stopwatch", "pomodoro"):
        ok(mode, "pause")
    page.page("1")
    page.check("a paused timer", ["_Cancel", "_Resume"])
    page.page("2")
    page.check("a paused stopwatch", ["Res_et", "_Resume"])
    page.page("3")
    page.check("a paused Pomodoro", ["S_top", "S_kip", "_Resume"])

    # A timer's end told on another page (the stopwatch's), then the timer's own finished view.
    ok("timer", "cancel")
    page.without_toast()
    ok("timer", "start", "1s", "--label", "Tea")
    page.page("2")
    show = names(page.messages, "Show").pop()
    page.check("the stopwatch under a timer's end note", ["Res_et", "_Resume"], (show,))
    page.page("1")
    page.check("a finished timer", ["_Dismiss", "_Restart"])
    ok("dismiss")

    # A countdown whose date has come.
    ok("countdown", "stop")
    page.without_toast()
    ok("countdown", "start", "2020-01-01T00:00:00+00:00", "--label", "Launch")
    page.page("4")
    page.check("an ended countdown", ["_Dismiss"])
    sg("dismiss")

    # A Pomodoro phase end: its toast on its own page, its note on another.
    ok("pomodoro", "stop")
    page.without_toast()
    ok("pomodoro", "start", "--focus", "1s", "--short-break", "30m")
    page.page("3")
    wait_until(lambda: sandglass.pomodoro()["phase"] == "short_break", message="the focus phase to end")
    page.check("a Pomodoro phase end's toast", ["S_top", "S_kip", "_Pause"])
    ok("pomodoro", "stop")
    page.page("1")
    page.without_toast()
    ok("pomodoro", "start", "--focus", "1s", "--short-break", "30m")
    wait_until(lambda: sandglass.pomodoro()["phase"] == "short_break", message="the focus phase to end")
    page.check("the timer's picker under a phase end's note", ["_Start"], (show,))
    ok("pomodoro", "stop")

    # Several timers: the list's New Timer and its rows' buttons.
    ok("timer", "start", "10m", "--label", "Pasta")
    ok("timer", "start", "40m", "--label", "Bread")
    ok("timer", "pause", "--label", "Bread")
    page.page("1")
    rows = [name for name in (button.name for button in ui.find_all("push button", shown=False)) if "Pasta" in name]
    page.check("several timers", ["_New Timer"], tuple(rows))
    assert page.minimum()[0] <= WIDTH, f"{page.where}: the window's minimum is {page.minimum()}"
    assert not page.failures, "\n".join(page.failures)


def _start(sandglass, tmp_path, gui_session, language: str = "en"):
    instance = launch(sandglass, language, "close", tmp_path)
    ui = A11y(instance.pid)
    wait_until(ui.shown_window, message="the Sandglass window on screen")
    keys = Keyboard(instance.pid, gui_session["window_manager"])
    return ui, keys, Layout(sandglass, ui, keys, translations(language, tmp_path), f"{language}, close button")


def whole_laps(page: Layout) -> list[str]:
    """The laps of the list a person sees whole (not the lap under way, which is over the list)."""
    ui = page.ui
    seen = []
    for pane in ui.walk():
        try:
            if ui.role(pane) != "scroll pane" or pane.childCount == 0 or ui.role(pane.getChildAtIndex(0)) != "list":
                continue
            box = ui.extents(pane)
            if box.width <= 0 or box.height <= 0:
                continue
            for node in ui.walk(pane.getChildAtIndex(0)):
                if ui.role(node) != "label" or not node.name.startswith("Lap "):
                    continue
                row = ui.extents(node.parent)
                if row.y < box.y or row.y + row.height > box.y + box.height:
                    continue
                label = ui.extents(node)
                if page.within(page.chain(label.x + label.width // 2, label.y + label.height // 2)[-1], node):
                    seen.append(node.name)
        except Exception:  # noqa: BLE001 - a node that went away while walking
            continue
    return seen


def test_the_lap_list_takes_the_page_and_the_timers_card_is_as_tall_as_its_rows(locales, gui_session, sandglass,
                                                                               tmp_path):
    ui, keys, page = _start(sandglass, tmp_path, gui_session)
    assert sandglass.run("stopwatch", "start").returncode == 0
    for _ in range(15):
        assert sandglass.run("stopwatch", "lap").returncode == 0
    for (width, height), least in (((870, 690), 8), ((WIDTH, HEIGHT), 2)):
        page.resize(width, height)
        page.page("2")
        laps: list = []

        def enough() -> bool:
            nonlocal laps
            laps = whole_laps(page)
            return len(laps) >= least

        try:
            wait_until(enough, timeout=10, message=f"{least} whole laps")
        except AssertionError:
            raise AssertionError(f"at {width} × {height} only {len(laps)} laps show whole: {laps} "
                                 f"(screenshot {sandglass.screenshot(f'laps-{width}x{height}')})") from None
        FIGURES.append(f"laps shown whole at {width} × {height}: {len(laps)} of 15")
        sandglass.screenshot(f"laps-{width}x{height}", force=False)

    # Three timers: the card ends with its third row, at the large size and the small one.
    for label, duration in (("Pasta", "10m"), ("Bread", "40m"), ("Eggs", "5m")):
        assert sandglass.run("timer", "start", duration, "--label", label).returncode == 0
    for width, height in ((870, 690), (WIDTH, 400)):
        page.resize(width, height)
        page.page("1")

        def card_and_rows():
            for node in ui.walk():
                if ui.role(node) != "list" or node.parent is None or ui.role(node.parent) != "scroll pane":
                    continue
                names = [button.name for button in ui.walk(node) if ui.role(button) == "push button"]
                if not any("Pasta" in name for name in names):
                    continue
                card = ui.extents(node.parent)
                rows = [ui.extents(node.getChildAtIndex(i)) for i in range(node.childCount)]
                rows = [row for row in rows if row.height > 0]
                if card.height <= 0 or len(rows) < 3:
                    return None
                return card, min(row.y for row in rows), max(row.y + row.height for row in rows)
            return None

        card, top, bottom = wait_until(card_and_rows, timeout=10, message="the timers' card and its three rows")
        # Its rows fill it: no more than its border and a few pixels beyond the last row.
        slack = card.y + card.height - bottom
        assert top >= card.y - 1 and -1 <= slack <= 8, \
            f"at {width} × {height} the card is {card.height} px high for rows {top - card.y}…{bottom - card.y} " \
            f"(screenshot {sandglass.screenshot(f'timers-{width}x{height}')})"
        FIGURES.append(f"the timers' card at {width} × {height}: {card.height} px for rows of {bottom - top} px")
        sandglass.screenshot(f"timers-{width}x{height}", force=False)


def test_the_wheel_scrolls_past_the_fields_unless_one_has_the_keyboard(locales, gui_session, sandglass, tmp_path):
    ui, keys, page = _start(sandglass, tmp_path, gui_session)
    page.resize(WIDTH, 400)
    for key, name in (("1", "Minutes"), ("4", "Hour")):
        page.page(key)
        field = wait_until(lambda: ui.find("spin button", name), message=f"the {name} field")
        before = ui.value(field)
        keys.scroll(ui, field, clicks=3)
        # The scenario: 0.5 s after the wheel the value is still the same (nothing else shows the
        # wheel was heard: at this size the page has nothing to scroll).
        time.sleep(0.5)
        assert ui.value(field) == before, f"the wheel over the unfocused {name} field changed it to {ui.value(field)}"


def test_the_pomodoros_round_buttons_keep_their_letters(locales, gui_session, sandglass, tmp_path):
    """Stop and Skip are round icons beside the main pill; Alt+K and Alt+T still press them."""
    ui, keys, page = _start(sandglass, tmp_path, gui_session)
    assert sandglass.run("pomodoro", "start").returncode == 0
    page.page("3")
    keys.type_here("alt+k")
    wait_until(lambda: sandglass.pomodoro()["phase"] == "short_break", message="Alt+K to skip the focus phase")
    keys.type_here("alt+t")
    wait_until(lambda: sandglass.pomodoro()["state"] == "idle", message="Alt+T to stop the cycle")
