#!/usr/bin/python3
"""Drives GNOME Clocks 43 through its accessibility tree (AT-SPI), for meson-aux/bench.

    clocks_atspi.py timer-page     switch to the Timer page (its "Select Duration" face)
    clocks_atspi.py start MINUTES  on the Timer page: press the "MINUTES m" preset, check that the
                                   Minutes spin button took it, press the face's start button
    clocks_atspi.py start-seconds SECONDS
                                   on the Timer page: set the face's spin buttons to 0 h 0 min
                                   SECONDS s through their AT-SPI Value, check they took it, press
                                   the face's start button; prints the wall-clock times (time.time())
                                   just before and just after the press
    clocks_atspi.py read           print the countdown labels of the timer rows
    clocks_atspi.py stopwatch-page switch to the Stopwatch page
    clocks_atspi.py stopwatch-start
                                   on the Stopwatch page: press its Start button, check that the
                                   button turned into Pause and the time label moved
    clocks_atspi.py stopwatch-read print the Stopwatch face's time label ("00:00:05.3") in seconds

Each prints one JSON object on stdout and exits 0, or prints the reason on stderr and exits 1.
Run by the bench in a fresh process each time, so no AT-SPI cache or listener outlives a call.
GTK 4.8 does not expose STATE_SHOWING, so hidden pages are told apart by name, not by state.
"""

import json
import re
import sys
import time

import pyatspi

APP_NAME = "org.gnome.clocks"
# "00 ∶ 04 ∶ 59" with hair spaces around a ratio sign, as Clocks' timer rows show it.
COUNTDOWN = re.compile(r"^\s*(\d+)\W+(\d\d)\W+(\d\d)\s*$")


def fail(message):
    print(f"clocks_atspi: {message}", file=sys.stderr)
    sys.exit(1)


def walk(node):
    """Every accessible under node, depth first, node included."""
    yield node
    for index in range(node.childCount):
        try:
            child = node.getChildAtIndex(index)
        except Exception:  # a child that went away while we looked
            continue
        if child is not None:
            yield from walk(child)


def application(timeout=15.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == APP_NAME and app.childCount > 0:
                return app
        time.sleep(0.2)
    fail(f"{APP_NAME} did not appear on the accessibility bus within {timeout:.0f} s")


def find(root, role, name):
    return [a for a in walk(root) if a.getRoleName() == role and a.name == name]


def click(accessible):
    action = accessible.queryAction()
    for index in range(action.nActions):
        if action.getName(index) == "click":
            action.doAction(index)
            return
    action.doAction(0)


def timer_face(app):
    faces = [a for a in walk(app) if a.name == "ClocksTimerFace"]
    if not faces:
        fail("no ClocksTimerFace in the tree")
    return faces[0]


def countdowns(app):
    """Texts of the timer rows' countdown labels (the rows live in a list beside the face)."""
    texts = []
    for node in walk(app):
        if node.getRoleName() == "list item":
            for label in walk(node):
                if label.getRoleName() == "label" and COUNTDOWN.match(label.name or ""):
                    texts.append(label.name)
    return texts


# The Stopwatch face shows its time as separate labels: hours, "∶", minutes, "∶", seconds, ".",
# tenths; joined they read "00∶00∶05.3" (the hours label may be left out).
STOPWATCH_TIME = re.compile(r"(?:(\d+)\u2236)?(\d\d)\u2236(\d\d)\.(\d)")


def seconds(text):
    h, m, s = (int(g) for g in COUNTDOWN.match(text).groups())
    return h * 3600 + m * 60 + s


def timer_page(app):
    tabs = find(app, "page tab", "Timer")
    if not tabs:
        fail("no 'Timer' page tab")
    click(tabs[0])
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        if any(t.getState().contains(pyatspi.STATE_SELECTED) for t in find(app, "page tab", "Timer")):
            return {"page": "timer"}
        time.sleep(0.1)
    fail("the Timer page tab did not become selected")


def select_page(app, name):
    tabs = find(app, "page tab", name)
    if not tabs:
        fail(f"no '{name}' page tab")
    click(tabs[0])
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        if any(t.getState().contains(pyatspi.STATE_SELECTED) for t in find(app, "page tab", name)):
            return {"page": name.lower()}
        time.sleep(0.1)
    fail(f"the {name} page tab did not become selected")


def button_name(accessible):
    """A button's name without its mnemonic underscore and repeated description: Clocks 43
    exposes the Stopwatch's start button as "Start Start"."""
    words = (accessible.name or "").replace("_", "").split()
    return words[0] if words else ""


def face_time(node):
    """The stopwatch time among node's labels, joined in tree order: (text, seconds) or None."""
    text = "".join(a.name or "" for a in walk(node) if a.getRoleName() == "label" and a.name)
    match = STOPWATCH_TIME.search(re.sub(r"\s", "", text))
    if not match:
        return None
    h, m, s, tenths = (int(g or 0) for g in match.groups())
    return match.group(0), h * 3600 + m * 60 + s + tenths / 10


def stopwatch_face(app):
    """The Stopwatch page's face. GTK 4.8 names it "ClocksStopwatchFace" for some builds only, so
    otherwise: the nearest ancestor of its Start (Pause, Resume) button that holds the time."""
    faces = [a for a in walk(app) if a.name == "ClocksStopwatchFace"]
    if faces:
        return faces[0]
    for button in walk(app):
        if button.getRoleName() == "push button" and button_name(button) in ("Start", "Pause", "Resume"):
            node = button
            for _ in range(8):
                node = node.parent
                if node is None:
                    break
                if face_time(node):
                    return node
    fail("no Stopwatch face (a Start button beside a time label) in the tree")


def stopwatch_time(app):
    """The face's time as (text, seconds): its labels joined, the first match (before any lap row)."""
    found = face_time(stopwatch_face(app))
    if not found:
        fail("no stopwatch time among the Stopwatch face's labels")
    return found


def stopwatch_start(app):
    face = stopwatch_face(app)
    buttons = [a for a in walk(face) if a.getRoleName() == "push button"]
    starts = [a for a in buttons if button_name(a) == "Start"]
    if len(starts) != 1:
        fail(f"expected one Start button on the Stopwatch face, found {[a.name for a in buttons]}")
    before_text, before = stopwatch_time(app)
    click(starts[0])
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        time.sleep(0.2)
        text, value = stopwatch_time(app)
        names = [button_name(a) for a in walk(stopwatch_face(app)) if a.getRoleName() == "push button"]
        if value > before and "Pause" in names:
            return {"before": before_text, "after": text, "seconds": value, "buttons": names}
    fail(f"the stopwatch did not start: its time stayed {before_text}, buttons {names}")


def start(app, minutes):
    face = timer_face(app)
    presets = find(face, "push button", f"{minutes} m")
    if not presets:
        fail(f"no '{minutes} m' preset on the Timer face")
    click(presets[0])
    time.sleep(0.3)
    spins = [a for a in walk(face) if a.getRoleName() == "spin button"]
    values = [a.queryValue().currentValue for a in spins]
    if len(values) != 3 or values[1] != minutes:
        fail(f"after the preset the spin buttons read {values}, expected [0, {minutes}, 0]")
    # The face's own start button is its only push button that is not a preset.
    starts = [a for a in walk(face) if a.getRoleName() == "push button" and not re.match(r"^\d+ [mh]$", a.name)]
    if len(starts) != 1:
        fail(f"expected one start button on the Timer face, found {[a.name for a in starts]}")
    before = set(countdowns(app))
    click(starts[0])
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        rows = countdowns(app)
        if rows:
            return {"spin_buttons": values, "countdowns": rows, "before": sorted(before)}
        time.sleep(0.1)
    fail("no timer row with a countdown appeared after pressing start")


def start_seconds(app, seconds):
    """A SECONDS-second timer from the face: its three spin buttons (hours, minutes, seconds) are
    set through their Value interface, then its start button is pressed. GTK runs an AT-SPI
    DoAction's action before it answers, so the timer started between the two times printed."""
    face = timer_face(app)
    spins = [a for a in walk(face) if a.getRoleName() == "spin button"]
    if len(spins) != 3:
        fail(f"expected three spin buttons on the Timer face, found {len(spins)}")
    for spin, value in zip(spins, (0, 0, seconds)):
        spin.queryValue().currentValue = value
    deadline = time.monotonic() + 2
    while [a.queryValue().currentValue for a in spins] != [0, 0, seconds]:
        if time.monotonic() > deadline:
            fail(f"the spin buttons read {[a.queryValue().currentValue for a in spins]}, "
                 f"expected [0, 0, {seconds}]")
        time.sleep(0.05)
    starts = [a for a in walk(face) if a.getRoleName() == "push button" and not re.match(r"^\d+ [mh]$", a.name)]
    if len(starts) != 1:
        fail(f"expected one start button on the Timer face, found {[a.name for a in starts]}")
    before = time.time()
    click(starts[0])
    after = time.time()
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        rows = countdowns(app)
        if rows:
            return {"pressed_from": before, "pressed_to": after, "countdowns": rows}
        time.sleep(0.1)
    fail("no timer row with a countdown appeared after pressing start")


def main():
    if len(sys.argv) < 2:
        fail("usage: clocks_atspi.py timer-page | start MINUTES | start-seconds SECONDS | read | stopwatch-page | "
             "stopwatch-start | stopwatch-read")
    app = application()
    command = sys.argv[1]
    if command == "timer-page":
        result = timer_page(app)
    elif command == "start" and len(sys.argv) == 3:
        result = start(app, int(sys.argv[2]))
    elif command == "start-seconds" and len(sys.argv) == 3:
        result = start_seconds(app, int(sys.argv[2]))
    elif command == "read":
        rows = countdowns(app)
        result = {"countdowns": rows, "seconds": [seconds(t) for t in rows]}
    elif command == "stopwatch-page":
        result = select_page(app, "Stopwatch")
    elif command == "stopwatch-start":
        result = stopwatch_start(app)
    elif command == "stopwatch-read":
        text, value = stopwatch_time(app)
        result = {"text": text, "seconds": value}
    else:
        fail(f"unknown command {sys.argv[1:]}")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
