"""The timer list says what the model holds: 30 labelled timers, six paused and
two of them resumed; the window's rows, read through the accessibility tree as a screen reader
reads them, are the timers of `status --json` and `timer list`, in that order, each once, each
with its state and its time left (paused) or end (running). (The list model held the first 16 rows, and a timer paused out of
them was taken for a move: the window showed T21 and T20 twice and T1 and T3 among the running.)"""

import re

import pytest

from sandglass_e2e import A11y, Keyboard, parse_instant, wait_until

pytestmark = pytest.mark.gui

# "T1, 00:10:59 left, paused"; "T0, running. Ends at 10:51:41"; "T2, finished".
ROW = re.compile(r"(?P<label>.+?), (?:(?P<time>\d\d:\d\d:\d\d) left, )?(?P<state>running|paused|finished)"
                 r"(?:\. Ends (?:.+ )?at (?P<end>\d\d:\d\d:\d\d))?")


def _seconds(text: str) -> int:
    hours, minutes, seconds = (int(part) for part in text.split(":"))
    return hours * 3600 + minutes * 60 + seconds


def _clock_seconds(timer: dict) -> int:
    """The second of the day, local time, at which a running timer of status ends."""
    end = parse_instant(timer["ends_at"]).astimezone()
    return end.hour * 3600 + end.minute * 60 + end.second


def _in_view(ui: A11y, node, timers_list) -> bool:
    """Whether the row is where a click on its middle lands: GTK keeps the rows it laid out
    away from the view in the tree, with the extents they had, so extents alone cannot tell."""
    box = ui.extents(node)
    if box.width <= 0 or box.height <= 0:
        return False
    hit = node.queryComponent().getAccessibleAtPoint(box.x + box.width // 2, box.y + box.height // 2,
                                                    ui.pyatspi.WINDOW_COORDS)
    while hit is not None and hit != timers_list:
        if hit == node:
            return True
        hit = hit.parent
    return False


def _rows(ui: A11y, timers_list) -> list:
    """The list's rows top first: (label, state, seconds left or None, shown), from their names."""
    rows = []
    for index in range(timers_list.childCount):
        node = timers_list.getChildAtIndex(index)
        if node is None or ui.role(node) != "list item":
            continue
        match = ROW.fullmatch(node.name or "")
        assert match, f"a row named {node.name!r}"
        # Seconds left (paused) or the second of the day it ends (running).
        time = match["time"] or match["end"]
        rows.append((match["label"], match["state"], _seconds(time) if time else None, _in_view(ui, node, timers_list),
                     ui.extents(node).y))
    return rows


def _problems(ui: A11y, timers_list, timers: list) -> list:
    """How the rows differ from `timers` (status --json's, in its order); none when they agree."""
    rows = _rows(ui, timers_list)
    found = []
    said = [(label, state) for label, state, *_ in rows]
    truth = [(t["label"], t["state"]) for t in timers]
    if not rows or said != truth[:len(said)]:
        found.append(f"the rows say {said}, status {truth}")
    if len({label for label, *_ in rows}) != len(rows):
        found.append("a timer has two rows")
    shown = [(position, row) for position, row in enumerate(rows) if row[3]]
    if len(shown) < 3:
        found.append(f"{len(shown)} rows in view")
    if [row[4] for _, row in shown] != sorted(row[4] for _, row in shown):
        found.append(f"the rows in view are laid out at {[row[4] for _, row in shown]}")
    for position, (label, state, said, *_) in shown:
        if position >= len(timers) or state == "finished":
            continue
        # A paused row's time left stands still; a running row says the clock time it ends.
        truth = timers[position]["remaining_ms"] / 1000 if state == "paused" else _clock_seconds(timers[position])
        apart = None if said is None else abs(said - truth)
        if apart is not None and state != "paused":
            apart = min(apart % 86400, 86400 - apart % 86400)  # seconds of the day: 23:59:59 is next to 00:00:00
        if apart is None or apart > 1:
            found.append(f"{label}'s row says {said}, status {truth:.0f} (seconds)")
    return found


def test_thirty_timers_with_some_paused_list_as_status_does(gui_session, sandglass):
    instance = sandglass.launch("timer", "start", "10m", "--label", "T0")
    Keyboard.leave()  # the pointer off the list: a hand on it would hold the rows in place
    for index in range(1, 30):
        started = sandglass.run("timer", "start", f"{10 + index}m", "--label", f"T{index}")
        assert started.returncode == 0, str(started)
    for label in ("T1", "T3", "T5", "T6", "T7", "T8"):
        assert sandglass.run("timer", "pause", "--label", label).returncode == 0
    for label in ("T5", "T7"):
        assert sandglass.run("timer", "resume", "--label", label).returncode == 0

    timers = sandglass.status_report()["timers"]
    running = [f"T{i}" for i in range(30) if i not in (1, 3, 6, 8)]
    expected = [(label, "running") for label in running] + [(f"T{i}", "paused") for i in (8, 6, 3, 1)]
    assert [(t["label"], t["state"]) for t in timers] == expected, timers
    listed = [line.split("\t") for line in sandglass.run("timer", "list").stdout.splitlines()]
    assert [(row[1], row[3]) for row in listed] == [(state, label) for label, state in expected], listed

    ui = A11y(instance.pid)
    timers_list = ui.wait_for("list", "Timers")
    problems: list = []

    def agree() -> bool:
        problems[:] = _problems(ui, timers_list, sandglass.status_report()["timers"])
        return not problems

    try:
        wait_until(agree, timeout=15, message="the rows to say what status says")
    except AssertionError as error:
        raise AssertionError(f"{error}: {problems}") from None
    assert instance.poll() is None
