"""Time away is not focus: the computer's sleep and the screen's lock, as systemd-logind tells
them, here python-dbusmock's logind template on a system bus of the test's own. A focus phase
pauses as the computer goes to sleep (while Sandglass holds logind's sleep delay lock, which
it lets go once the pause is saved) and runs on at the wake from where it was; the same for a
locked screen; a break runs on; the preference turns it off; and a timer whose end falls during
the sleep rings at the wake and says so."""

import os
import subprocess
import time
from pathlib import Path

import pytest

from sandglass_e2e import A11y, Keyboard, MockedService, private_bus, wait_until
from test_notifications import notifications  # noqa: F401 (the fixture)

pytestmark = pytest.mark.gui

SESSION = "/org/freedesktop/login1/session/c1"


class Logind:
    """python-dbusmock's logind on a private system bus, with one session ("c1") of this user."""

    def __init__(self, folder: Path):
        self.daemon, self.address = private_bus(folder / "system-bus")
        self.env = {**os.environ, "DBUS_SYSTEM_BUS_ADDRESS": self.address}
        self.mock = subprocess.Popen(["/usr/bin/python3", "-m", "dbusmock", "--system", "--template", "logind"],
                                     env=self.env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        wait_until(lambda: self._call("/org/freedesktop/login1", "org.freedesktop.DBus.Peer", "Ping").returncode == 0,
                   timeout=15, message="dbusmock's logind on the private system bus")
        self.mock_call("/org/freedesktop/login1", "AddSeat", "seat0")
        self.mock_call("/org/freedesktop/login1", "AddSession", "c1", "seat0", str(os.getuid()), "user", "true")

    def _call(self, path: str, interface: str, method: str, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(["gdbus", "call", "--address", self.address, "--dest", "org.freedesktop.login1",
                               "--object-path", path, "--method", f"{interface}.{method}", *args],
                              capture_output=True, text=True, timeout=10)

    def mock_call(self, path: str, method: str, *args: str) -> str:
        result = self._call(path, "org.freedesktop.DBus.Mock", method, *args)
        assert result.returncode == 0, result.stderr
        return result.stdout

    def prepare_for_sleep(self, going: bool) -> None:
        self.mock_call("/org/freedesktop/login1", "EmitSignal", "org.freedesktop.login1.Manager", "PrepareForSleep",
                       "b", f"[<{'true' if going else 'false'}>]")

    def set_locked(self, locked: bool) -> None:
        result = self._call(SESSION, "org.freedesktop.login1.Session", "SetLockedHint", "true" if locked else "false")
        assert result.returncode == 0, result.stderr

    def sleep_delay_locks(self) -> int:
        """How many sleep delay locks are held (logind's ListInhibitors)."""
        listed = self._call("/org/freedesktop/login1", "org.freedesktop.login1.Manager", "ListInhibitors").stdout
        return listed.count("'sleep'")

    def close(self) -> None:
        for process in (self.mock, self.daemon):
            process.terminate()
            process.wait(timeout=10)


@pytest.fixture
def logind(tmp_path):
    service = Logind(tmp_path)
    try:
        yield service
    finally:
        service.close()


def _env(logind: Logind) -> dict:
    return {"DBUS_SYSTEM_BUS_ADDRESS": logind.address, "XDG_SESSION_ID": "c1"}


def _remaining_s(sandglass) -> float:
    return sandglass.pomodoro()["remaining_ms"] / 1000


def test_a_focus_phase_pauses_while_the_computer_sleeps_and_runs_on_at_the_wake(sandglass, logind):
    sandglass.launch("pomodoro", "start", env=_env(logind))
    wait_until(lambda: logind.sleep_delay_locks() == 1, message="Sandglass's sleep delay lock")
    assert sandglass.pomodoro()["state"] == "running" and sandglass.pomodoro()["phase"] == "focus"

    logind.prepare_for_sleep(True)
    wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=5, message="focus paused as it sleeps")
    # Paused and saved, it lets the computer sleep.
    wait_until(lambda: logind.sleep_delay_locks() == 0, timeout=5, message="the delay lock let go")
    held = _remaining_s(sandglass)
    time.sleep(2)  # the computer sleeps for a while
    assert _remaining_s(sandglass) == held, "nothing counted while asleep"

    logind.prepare_for_sleep(False)
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=5, message="focus running at the wake")
    assert held - 1.5 < _remaining_s(sandglass) <= held, "on from where it was"
    assert sandglass.pomodoro()["completed_focus"] == 0
    wait_until(lambda: logind.sleep_delay_locks() == 1, message="the delay lock taken again for the next sleep")


def test_a_locked_screen_pauses_focus_but_not_a_break_or_a_cycle_the_person_paused(sandglass, logind):
    sandglass.launch("pomodoro", "start", env=_env(logind))
    wait_until(lambda: logind.sleep_delay_locks() == 1, message="Sandglass listening to logind")
    logind.set_locked(True)
    wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=5, message="focus paused while locked")
    logind.set_locked(False)
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=5, message="focus running once unlocked")

    # Paused by the person: unlocking does not start it.
    assert sandglass.run("pomodoro", "pause").returncode == 0
    logind.set_locked(True)
    logind.set_locked(False)
    time.sleep(1)  # what a wrong resume would need to show
    assert sandglass.pomodoro()["state"] == "paused"

    # A break runs on while away.
    assert sandglass.run("pomodoro", "skip").returncode == 0
    assert sandglass.run("pomodoro", "resume").returncode == 0
    assert sandglass.pomodoro()["phase"] == "short_break"
    logind.set_locked(True)
    time.sleep(1)  # a break held by mistake would show paused by now
    assert sandglass.pomodoro()["state"] == "running"
    logind.set_locked(False)


def test_the_preference_off_counts_time_away_as_focus(sandglass, logind):
    sandglass.gsettings("set", "io.github.sandglass.Sandglass", "pause-focus-when-away", "false")
    sandglass.launch("pomodoro", "start", env=_env(logind))
    wait_until(lambda: logind.sleep_delay_locks() == 1, message="Sandglass's sleep delay lock")
    logind.prepare_for_sleep(True)
    # The delay lock let go: the sleep was heard and answered, and the focus runs on.
    wait_until(lambda: logind.sleep_delay_locks() == 0, timeout=5, message="the sleep heard")
    assert sandglass.pomodoro()["state"] == "running"
    logind.prepare_for_sleep(False)


def test_a_timer_ending_during_sleep_rings_at_the_wake_and_says_so(notifications, sandglass, logind):
    sandglass.launch("timer", "start", "2s", "--label", "Tea", env=_env(logind))
    wait_until(lambda: logind.sleep_delay_locks() == 1, message="Sandglass listening to logind")
    logind.prepare_for_sleep(True)
    sent = notifications.wait_for("the timer's notification", lambda c: c.get("summary") == "Tea is done")
    assert sent["body"].startswith("The 2 s timer ended ") and sent["body"].endswith(
        ", while the computer was asleep"), sent
    logind.prepare_for_sleep(False)


class IdleMonitor(MockedService):
    """GNOME's idle monitor as Mutter offers it on the session bus (org.gnome.Mutter.IdleMonitor
    at /org/gnome/Mutter/IdleMonitor/Core: AddIdleWatch, AddUserActiveWatch, RemoveWatch,
    GetIdletime and the WatchFired signal), made by python-dbusmock on the tests' session bus.
    Watch 1 is the idle watch, 2 the user-active one; `idle_ms` is what GetIdletime answers."""

    NAME = "org.gnome.Mutter.IdleMonitor"
    PATH = "/org/gnome/Mutter/IdleMonitor/Core"

    def __init__(self):
        super().__init__("idle monitor")
        self._mock("AddMethod", self.NAME, "AddIdleWatch", "t", "u", "ret = dbus.UInt32(1)")
        self._mock("AddMethod", self.NAME, "AddUserActiveWatch", "", "u", "ret = dbus.UInt32(2)")
        self._mock("AddMethod", self.NAME, "RemoveWatch", "u", "", "")
        self.set_idle_ms(0)

    def set_idle_ms(self, milliseconds: int) -> None:
        # Counted on the object: GetMethodCalls' log starts afresh as the method is made again.
        self._mock("AddMethod", self.NAME, "GetIdletime", "", "t",
                   f"self.idle_asked = getattr(self, 'idle_asked', 0) + 1; ret = dbus.UInt64({milliseconds})")

    def _counter(self, name: str) -> int:
        self._mock("AddMethod", "org.freedesktop.DBus.Mock", "Read", "s", "u",
                   "ret = len(getattr(self, args[0], ())) if args[0] == 'live' else getattr(self, args[0], 0)")
        return int(self._call("org.freedesktop.DBus.Mock.Read", name).stdout.strip("(),\n ").split()[-1])

    def idle_asked(self) -> int:
        """How many times Sandglass asked GetIdletime."""
        return self._counter("idle_asked")

    def count_watches(self, reply_after_s: float = 0.0) -> None:
        """From now on each watch takes a new id (from 101) and answers after `reply_after_s`, as a
        busy Mutter does; `live()` says how many are registered and not removed."""
        added = ("import time; time.sleep(%s); self.next_id = getattr(self, 'next_id', 100) + 1; "
                 "self.added = getattr(self, 'added', 0) + 1; "
                 "self.live = getattr(self, 'live', set()) | {self.next_id}; ret = dbus.UInt32(self.next_id)")
        self._mock("AddMethod", self.NAME, "AddIdleWatch", "t", "u", added % reply_after_s)
        self._mock("AddMethod", self.NAME, "AddUserActiveWatch", "", "u", added % reply_after_s)
        self._mock("AddMethod", self.NAME, "RemoveWatch", "u", "",
                   "self.live = getattr(self, 'live', set()) - {int(args[0])}")

    def live(self) -> int:
        """How many watches are registered now (after `count_watches`)."""
        return self._counter("live")

    def added(self) -> int:
        """How many watches were asked for (after `count_watches`)."""
        return self._counter("added")

    def watched(self) -> bool:
        """Whether Sandglass asked for the idle watch."""
        calls = self._mock("GetMethodCalls", "AddIdleWatch")
        return "uint64 300000" in calls or "300000" in calls

    def fire(self, watch: int) -> None:
        self._mock("EmitSignal", self.NAME, "WatchFired", "u", f"[<uint32 {watch}>]")


@pytest.fixture
def idle_monitor(gui_session):
    monitor = IdleMonitor()
    try:
        yield monitor
    finally:
        monitor.close()


def _focus_begun_minutes_ago(sandglass, minutes: int) -> None:
    """A cycle saved as running, its focus phase begun `minutes` ago (what a person who started it
    then and left it running would have), so idleness can fall inside it."""
    import json
    folder = sandglass.home / "state" / "sandglass"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pomodoro.json").write_text(json.dumps({
        "version": 1, "focus_ms": 1500000, "short_break_ms": 300000, "long_break_ms": 900000, "rounds": 4,
        "auto_start": True, "state": "running", "phase_index": 0, "into_ms": 0, "completed_focus_cycle": 0,
        "anchor_ms": int(time.time() * 1000) - minutes * 60 * 1000, "runs": [], "completions_ms": []}))


def _record(sandglass) -> list:
    import json
    result = sandglass.run("history", "--json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@pytest.mark.parametrize("answer", ["keep", "break", "discard"])
def test_idle_past_the_threshold_holds_focus_from_when_it_began_and_asks_on_return(sandglass, idle_monitor, answer):
    _focus_begun_minutes_ago(sandglass, 10)
    sandglass.launch()
    wait_until(idle_monitor.watched, timeout=10, message="Sandglass's idle watch of 5 minutes")
    # Noticed at the threshold, idle for seven minutes already: held from when idleness began,
    # three minutes into the phase.
    idle_monitor.set_idle_ms(7 * 60 * 1000)
    idle_monitor.fire(1)
    wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=5, message="focus held while idle")
    held = sandglass.pomodoro()["remaining_ms"]
    assert 22 * 60 * 1000 - 5000 < held <= 22 * 60 * 1000, "not a second of idleness counted"
    time.sleep(1)
    idle_monitor.fire(2)
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=5, message="focus running on return")
    away = wait_until(lambda: sandglass.pomodoro()["away"], timeout=5, message="the question in status --json")
    assert away["away_ms"] >= 7 * 60 * 1000 and away["can_keep"] is True, away
    completed_before = sandglass.pomodoro()["completed_focus"]

    result = sandglass.run("away", answer)
    assert result.returncode == 0, result.stderr
    assert sandglass.pomodoro()["away"] is None
    remaining = sandglass.pomodoro()["remaining_ms"]
    if answer == "keep":
        # The cycle as if never held: ten minutes and more of the 25 were focus.
        assert remaining <= 15 * 60 * 1000, remaining
    else:
        assert held - 10_000 < remaining <= held, (held, remaining)
    assert sandglass.pomodoro()["completed_focus"] == completed_before == 0
    kinds = [entry["kind"] for entry in _record(sandglass)]
    assert kinds.count("break") == (1 if answer == "break" else 0), kinds
    assert kinds.count("away") == (1 if answer == "discard" else 0), kinds
    # Answered once: a second answer has nothing to answer.
    again = sandglass.run("away", answer)
    assert again.returncode == 1 and "no question about time away" in again.stderr, again.stderr


@pytest.mark.parametrize("answer,how", [("keep", "mouse"), ("break", "alt+b"), ("discard", "alt+d")])
def test_the_question_is_answered_from_the_window_and_a_bad_answer_is_refused(gui_session, sandglass, idle_monitor,
                                                                              answer, how):
    _focus_begun_minutes_ago(sandglass, 10)
    instance = sandglass.launch()
    wait_until(idle_monitor.watched, timeout=10, message="Sandglass's idle watch")
    idle_monitor.set_idle_ms(6 * 60 * 1000)
    idle_monitor.fire(1)
    wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=5, message="focus held while idle")
    held = sandglass.pomodoro()["remaining_ms"]
    idle_monitor.fire(2)
    wait_until(lambda: sandglass.pomodoro()["away"], timeout=5, message="the question")

    bad = sandglass.run("away", "maybe")
    assert bad.returncode == 2 and "maybe" in bad.stderr, bad.stderr
    assert sandglass.pomodoro()["away"] is not None, "a bad answer changes nothing"

    ui = A11y(instance.pid)
    keyboard = Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    # On another page, the window's note tells of it; the Pomodoro page asks.
    ui.wait_for("label", "Away 6 min during focus")
    keyboard.press("alt+3")
    keep = ui.wait_for("push button", "Keep as Focus")
    assert ui.is_sensitive(keep)
    if how == "mouse":
        keyboard.click(ui, keep)
    else:
        # The mnemonic, as a person's hand answers (Alt+B a break, Alt+D discard).
        keyboard.press(how)
    wait_until(lambda: sandglass.pomodoro()["away"] is None, timeout=5, message=f"{answer} from the window")
    ui.wait_gone("push button", "Keep as Focus")
    kinds = [e["kind"] for e in _record(sandglass)]
    assert kinds.count("break") == (answer == "break") and kinds.count("away") == (answer == "discard"), kinds
    remaining = sandglass.pomodoro()["remaining_ms"]
    if answer == "keep":
        assert remaining < held - 5 * 60 * 1000, (held, remaining)
    else:
        # The phase ran on from the return while the page was reached and answered, which on a
        # loaded machine (each look walks the accessibility tree) takes well over 10 s.
        assert held - 60_000 < remaining <= held, (held, remaining)


def _elapsed_s(sandglass) -> float:
    return sandglass.stopwatch()["elapsed_ms"] / 1000


def test_the_stopwatch_measures_wall_time_while_away_by_default(sandglass, logind):
    sandglass.launch("stopwatch", "start", env=_env(logind))
    wait_until(lambda: logind.sleep_delay_locks() == 1, message="Sandglass listening to logind")
    logind.set_locked(True)
    logind.prepare_for_sleep(True)
    wait_until(lambda: logind.sleep_delay_locks() == 0, timeout=5, message="the sleep heard")
    assert sandglass.stopwatch()["state"] == "running", "off by default: wall time"
    logind.prepare_for_sleep(False)
    logind.set_locked(False)
    time.sleep(0.5)
    assert sandglass.stopwatch()["state"] == "running"


def test_the_stopwatch_pauses_while_locked_or_asleep_when_chosen(sandglass, logind):
    sandglass.gsettings("set", "io.github.sandglass.Sandglass", "pause-stopwatch-when-away", "true")
    sandglass.launch("stopwatch", "start", env=_env(logind))
    wait_until(lambda: logind.sleep_delay_locks() == 1, message="Sandglass listening to logind")

    logind.set_locked(True)
    wait_until(lambda: sandglass.stopwatch()["state"] == "paused", timeout=5, message="paused while locked")
    held = _elapsed_s(sandglass)
    time.sleep(1.5)
    assert _elapsed_s(sandglass) == held, "nothing counted while locked"
    logind.set_locked(False)
    wait_until(lambda: sandglass.stopwatch()["state"] == "running", timeout=5, message="running once unlocked")
    assert held <= _elapsed_s(sandglass) < held + 1.5, "on from where it was"

    logind.prepare_for_sleep(True)
    wait_until(lambda: sandglass.stopwatch()["state"] == "paused", timeout=5, message="paused as it sleeps")
    wait_until(lambda: logind.sleep_delay_locks() == 0, timeout=5, message="the delay lock let go once saved")
    held = _elapsed_s(sandglass)
    time.sleep(1.5)
    logind.prepare_for_sleep(False)
    wait_until(lambda: sandglass.stopwatch()["state"] == "running", timeout=5, message="running at the wake")
    assert held <= _elapsed_s(sandglass) < held + 1.5


def test_a_stopwatch_the_person_changed_while_away_is_left_as_they_left_it(sandglass, logind):
    sandglass.gsettings("set", "io.github.sandglass.Sandglass", "pause-stopwatch-when-away", "true")
    sandglass.launch("stopwatch", "start", env=_env(logind))
    wait_until(lambda: logind.sleep_delay_locks() == 1, message="Sandglass listening to logind")
    logind.set_locked(True)
    wait_until(lambda: sandglass.stopwatch()["state"] == "paused", timeout=5, message="paused while locked")
    assert sandglass.run("stopwatch", "reset").returncode == 0
    logind.set_locked(False)
    time.sleep(1)  # what a wrong start would need to show
    assert sandglass.stopwatch()["state"] == "idle"

    # Paused by the person before the lock: unlocking does not start it.
    assert sandglass.run("stopwatch", "start").returncode == 0
    assert sandglass.run("stopwatch", "pause").returncode == 0
    logind.set_locked(True)
    logind.set_locked(False)
    time.sleep(1)
    assert sandglass.stopwatch()["state"] == "paused"


def _answering(sandglass) -> None:
    """Waits until the instance just launched answers (its window is still being made under load)."""
    wait_until(lambda: sandglass.pomodoro()["state"], timeout=30, interval=0.5, message="the instance answering")


def test_idle_time_not_counted_arms_no_idle_watch_and_a_lock_still_holds_focus(sandglass, idle_monitor, logind):
    sandglass.gsettings("set", "io.github.sandglass.Sandglass", "count-idle-as-away", "false")
    idle_monitor.count_watches()
    idle_monitor.set_idle_ms(90 * 1000)
    _focus_begun_minutes_ago(sandglass, 10)
    sandglass.launch(env=_env(logind))
    _answering(sandglass)
    wait_until(lambda: logind.sleep_delay_locks() == 1, message="Sandglass listening to logind")
    time.sleep(2)  # what a watch armed at the start would need to be asked for
    assert idle_monitor.added() == 0 and idle_monitor.idle_asked() == 0, "no call to the idle monitor"

    # Locked: held from the lock itself (idleness before it does not count either).
    logind.set_locked(True)
    wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=5, message="focus held while locked")
    held = sandglass.pomodoro()["remaining_ms"]
    # (The slack is for a loaded machine; idleness counted would hold 90 s earlier.)
    assert 15 * 60 * 1000 - 30_000 < held <= 15 * 60 * 1000, held
    assert idle_monitor.idle_asked() == 0, "not asked at the lock either"
    logind.set_locked(False)
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=5, message="focus running once unlocked")

    # Counted again: one idle watch; not counted: it is removed.
    sandglass.gsettings("set", "io.github.sandglass.Sandglass", "count-idle-as-away", "true")
    wait_until(lambda: idle_monitor.live() == 1, timeout=5, message="the idle watch armed")
    sandglass.gsettings("set", "io.github.sandglass.Sandglass", "count-idle-as-away", "false")
    wait_until(lambda: idle_monitor.live() == 0, timeout=5, message="the idle watch removed")
    assert idle_monitor.added() == 1


def _focus_begun_with_idle_and_logind(sandglass, idle_monitor, logind) -> None:
    """An instance whose focus phase began ten minutes ago, watching the idle monitor and logind."""
    _focus_begun_minutes_ago(sandglass, 10)
    sandglass.launch(env=_env(logind))
    _answering(sandglass)
    wait_until(idle_monitor.watched, timeout=10, message="Sandglass's idle watch")
    wait_until(lambda: logind.sleep_delay_locks() == 1, message="Sandglass listening to logind")


def test_a_lock_before_the_idle_threshold_holds_focus_from_the_last_touch(sandglass, idle_monitor, logind):
    _focus_begun_with_idle_and_logind(sandglass, idle_monitor, logind)
    # The last key was a minute and a half before the lock (under the 5-minute threshold).
    idle_monitor.set_idle_ms(90 * 1000)
    logind.set_locked(True)
    wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=5, message="focus held while locked")
    held = sandglass.pomodoro()["remaining_ms"]
    # 90 s before the lock, ten minutes into the phase (the slack is for a loaded machine).
    assert 16 * 60 * 1000 + 30_000 - 30_000 < held <= 16 * 60 * 1000 + 30_000, "held from the last touch"
    time.sleep(1)
    assert idle_monitor.idle_asked() == 1, "asked once, at the lock"
    logind.set_locked(False)
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=5, message="focus running once unlocked")
    assert idle_monitor.idle_asked() == 1, "not at the unlock"


def test_idleness_that_ends_in_a_sleep_is_away_up_to_the_sleep_and_the_sleep_asleep(sandglass, idle_monitor, logind):
    _focus_begun_with_idle_and_logind(sandglass, idle_monitor, logind)
    idle_monitor.set_idle_ms(7 * 60 * 1000)
    idle_monitor.fire(1)
    wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=5, message="focus held while idle")
    held = sandglass.pomodoro()["remaining_ms"]
    logind.prepare_for_sleep(True)
    wait_until(lambda: logind.sleep_delay_locks() == 0, timeout=5, message="the sleep heard")
    time.sleep(2)  # asleep
    logind.prepare_for_sleep(False)
    idle_monitor.fire(2)  # the touch that woke it
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=5, message="focus running on return")
    time.sleep(0.5)
    assert sandglass.pomodoro()["away"] is None, "a sleep is no one's focus: not asked"
    assert held - 30_000 < sandglass.pomodoro()["remaining_ms"] <= held, "on from where it was"
    entries = _record(sandglass)
    away = [e for e in entries if e["kind"] == "away"]
    asleep = [e for e in entries if e["kind"] == "asleep"]
    assert len(away) == 1 and len(asleep) == 1, entries
    # Away from when idleness began to the sleep; asleep from there: nothing counted twice.
    assert away[0]["end_ms"] == asleep[0]["start_ms"], entries
    assert 7 * 60 * 1000 <= away[0]["end_ms"] - away[0]["start_ms"] < 7 * 60 * 1000 + 30_000, away
    assert 1500 <= asleep[0]["end_ms"] - asleep[0]["start_ms"] < 30_000, asleep


def test_idleness_before_a_resume_made_by_a_script_is_not_held(sandglass, idle_monitor):
    _focus_begun_minutes_ago(sandglass, 10)
    sandglass.launch()
    _answering(sandglass)
    wait_until(idle_monitor.watched, timeout=10, message="Sandglass's idle watch")
    assert sandglass.run("pomodoro", "pause").returncode == 0
    assert sandglass.run("pomodoro", "resume").returncode == 0
    resumed = time.monotonic()
    # Idle for seven minutes when noticed: the resume a moment ago was no one's touch, but the
    # cycle ran as it runs now only from it.
    idle_monitor.set_idle_ms(7 * 60 * 1000)
    idle_monitor.fire(1)
    wait_until(lambda: sandglass.pomodoro()["state"] == "paused", timeout=5, message="focus held while idle")
    held = sandglass.pomodoro()["remaining_ms"]
    idle_monitor.fire(2)
    wait_until(lambda: sandglass.pomodoro()["state"] == "running", timeout=5, message="focus running on return")
    time.sleep(0.5)
    # Away from the resume, a second or so: under the threshold, so nothing is asked (held from
    # when idleness began, it would have been seven minutes, and asked).
    assert sandglass.pomodoro()["away"] is None, "away from the resume, not before it"
    assert time.monotonic() - resumed < 60
    assert held - 30_000 < sandglass.pomodoro()["remaining_ms"] <= held, "on from where it was"


def test_idle_watches_do_not_pile_up_when_the_threshold_changes_faster_than_mutter_answers(sandglass,
                                                                                          idle_monitor):
    idle_monitor.count_watches(reply_after_s=0.4)
    sandglass.launch("pomodoro", "start")
    _answering(sandglass)
    wait_until(lambda: idle_monitor.live() == 1, timeout=10, message="the first idle watch")
    for minutes in (2, 3, 4, 6, 7, 8):
        sandglass.gsettings("set", "io.github.sandglass.Sandglass", "away-after-idle-minutes", str(minutes))
    # The mock answers one call at a time: the last threshold's watch is asked for last.
    wait_until(lambda: "480000" in idle_monitor._mock("GetMethodCalls", "AddIdleWatch"), timeout=15,
               message="the last threshold's watch asked for")
    wait_until(lambda: idle_monitor.live() == 1, timeout=10, interval=0.5,
               message="one idle watch left registered")
    time.sleep(1.5)  # a late answer would add one more
    assert idle_monitor.live() == 1, f"{idle_monitor.live()} watches of {idle_monitor.added()} left registered"
    assert idle_monitor.added() >= 3, "the watch was made again as the threshold changed"
