"""Notifications at an end, checked on a notification server of our own on the test session bus:
what they say, their buttons, their priority, and that they go away when answered."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from sandglass_e2e import A11y, Keyboard, wait_until

pytestmark = pytest.mark.gui

SERVER = Path(__file__).with_name("fake_notifications.py")


class Notifications:
    def __init__(self, log: Path):
        self.log = log

    def calls(self) -> list:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text().splitlines() if line.strip()]

    def wait_for(self, what: str, match) -> dict:
        found = wait_until(lambda: next((c for c in self.calls() if match(c)), None), timeout=10,
                           message=f"{what}; calls so far: {self.calls()}")
        return found

    def invoke(self, number: int, action: str) -> None:
        with open(f"{self.log}.invoke", "a") as request:
            request.write(f"{number} {action}\n")


@pytest.fixture
def notifications(gui_session, tmp_path):
    log = tmp_path / "notifications.jsonl"
    server = subprocess.Popen(["/usr/bin/python3", str(SERVER), str(log)], stdin=subprocess.DEVNULL)
    record = Notifications(log)
    try:
        record.wait_for("the fake notification server", lambda c: c["call"] == "ready")
        yield record
    finally:
        server.terminate()
        server.wait(timeout=5)


def _buttons(call: dict) -> list:
    # The freedesktop list pairs an action key with its label; "default" is the click on the notification.
    actions = call["actions"]
    return [actions[i + 1] for i in range(0, len(actions), 2) if actions[i] != "default"]


def _key(call: dict, label: str) -> str:
    actions = call["actions"]
    return next(actions[i] for i in range(0, len(actions), 2) if actions[i + 1] == label)


def test_a_timer_end_notifies_with_restart_and_dismiss_and_is_withdrawn_when_answered(notifications, sandglass):
    instance = sandglass.launch("stopwatch", "start")
    assert sandglass.run("timer", "start", "1s", "--label", "Tea").returncode == 0
    sent = notifications.wait_for("the timer's notification", lambda c: c.get("summary") == "Tea is done")
    assert sent["body"].startswith("The 1 s timer ended at "), sent
    assert _buttons(sent) == ["Restart", "Dismiss"], sent
    assert sent["urgency"] == 2, "urgent"
    # From the application, not the program: its name, its icon, its desktop entry.
    assert (sent["app"], sent["icon"], sent["desktop_entry"]) == ("Sandglass", "io.github.sandglass.Sandglass", sandglass.app_id), sent

    # Its Dismiss button, pressed on the notification, acts in Sandglass and the notification goes.
    notifications.invoke(sent["id"], _key(sent, "Dismiss"))
    sandglass.wait_for_state("idle")
    notifications.wait_for("the notification withdrawn", lambda c: c == {"call": "CloseNotification", "id": sent["id"]})
    # The person was never moved: the stopwatch's page stays.
    ui = A11y(instance.pid)
    ui.wait_for("push button", "Lap")


def test_a_pomodoro_phase_end_says_what_comes_next_with_skip_and_pause_and_goes_at_stop(notifications, sandglass):
    sandglass.launch()
    result = sandglass.run("pomodoro", "start", "--focus", "1s", "--short-break", "1m", "--long-break", "2m")
    assert result.returncode == 0, str(result)
    sent = notifications.wait_for("the phase's notification", lambda c: c.get("call") == "Notify")
    assert sent["summary"] == "Focus done \u2014 1-minute break started", sent
    assert sent["body"] == "Round 1 of 4", sent
    assert _buttons(sent) == ["Skip", "Pause"], sent
    assert sent["urgency"] == 1, "normal priority"

    # Skip on the notification skips the break (a server closes a notification whose button was
    # pressed); the next focus second ends with a new one; stopping the cycle withdraws it.
    notifications.invoke(sent["id"], _key(sent, "Skip"))
    again = notifications.wait_for(
        "the next phase end's notification", lambda c: c.get("call") == "Notify" and c["id"] != sent["id"])
    assert again["summary"] == "Focus done \u2014 1-minute break started", again
    assert sandglass.pomodoro()["completed_focus_cycle"] == 2
    assert sandglass.run("pomodoro", "stop").returncode == 0
    notifications.wait_for("withdrawn at stop", lambda c: c == {"call": "CloseNotification", "id": again["id"]})


def test_a_countdown_reaching_its_date_off_its_page_notifies_and_is_dismissed(notifications, sandglass):
    import datetime as dt

    instance = sandglass.launch("stopwatch", "start")
    target = (dt.datetime.now(dt.timezone.utc) + dt.timedelta(seconds=2)).replace(microsecond=0)
    result = sandglass.run("countdown", "start", target.strftime("%Y-%m-%dT%H:%M:%SZ"), "--label", "Launch")
    assert result.returncode == 0, str(result)
    sent = notifications.wait_for(
        "the countdown's notification", lambda c: c.get("summary", "").startswith("Launch \u2014 it is "))
    assert sent["body"] == "The countdown has ended.", sent
    assert _buttons(sent) == ["Dismiss"] and sent["urgency"] == 2, sent
    ui = A11y(instance.pid)
    ui.wait_for("label", "Launch has come")  # the note over the Stopwatch page
    assert sandglass.countdown()["state"] == "ended"
    result = sandglass.run("dismiss")
    assert result.returncode == 0 and "Countdown dismissed" in result.stdout, str(result)
    notifications.wait_for("withdrawn", lambda c: c == {"call": "CloseNotification", "id": sent["id"]})
    assert sandglass.countdown()["state"] == "idle"
    ui.wait_gone("label", "Launch has come")  # answered anywhere: the note goes too


def test_a_waiting_phase_ends_its_notification_when_started_and_dismiss_answers_a_phase_end(notifications, sandglass):
    instance = sandglass.launch("stopwatch", "start")
    result = sandglass.run("pomodoro", "start", "--focus", "1s", "--short-break", "1s", "--no-auto-start")
    assert result.returncode == 0, str(result)
    sent = notifications.wait_for("the phase's notification", lambda c: c.get("call") == "Notify")
    assert _buttons(sent) == ["Skip", "Start"], "the break waits for Start"
    ui = A11y(instance.pid)
    ui.wait_for("label", sent_note := "Focus done \u2014 short break, waiting for Start")
    assert sandglass.run("pomodoro", "resume").returncode == 0  # the next phase starts
    notifications.wait_for("withdrawn when the break starts", lambda c: c == {"call": "CloseNotification", "id": sent["id"]})
    ui.wait_gone("label", sent_note)

    # The break (1 s) ends: told again; `sandglass dismiss` answers it once the chime is over.
    again = notifications.wait_for(
        "the break's end", lambda c: c.get("call") == "Notify" and c.get("summary", "").startswith("Break over"))
    result = sandglass.run("dismiss")
    assert result.returncode == 0, str(result)
    assert result.stdout in ("Pomodoro chime silenced\n", "Pomodoro phase end dismissed\n"), str(result)
    notifications.wait_for("withdrawn at dismiss", lambda c: c == {"call": "CloseNotification", "id": again["id"]})
    assert sandglass.run("dismiss").returncode == 1, "nothing left to answer"
    assert sandglass.pomodoro()["state"] == "paused", "dismissing changes nothing of the cycle"
    assert sandglass.run("pomodoro", "stop").returncode == 0

def test_closing_the_phase_end_toast_answers_it_and_never_resizes_the_window(gui_session, notifications, sandglass):
    instance = sandglass.launch("pomodoro", "start", "--focus", "3s", "--short-break", "1m")
    ui = A11y(instance.pid)
    keys = Keyboard(instance.pid, window_manager=gui_session["window_manager"])
    ui.wait_for("push button", "Pause")  # the window, on the Pomodoro page

    def geometry() -> str:
        result = subprocess.run(["xdotool", "getwindowgeometry", keys.window()], capture_output=True,
                                text=True, timeout=10, check=True)
        return result.stdout.split("Geometry:")[1].strip()

    before = geometry()
    sent = notifications.wait_for("the phase's notification", lambda c: c.get("call") == "Notify")
    ui.wait_for("label", toast := "Focus done \u2014 short break")  # the toast over the page
    assert geometry() == before, "the toast lies over the page: the window keeps its size"

    keys.click(ui, ui.wait_for("push button", "Dismiss"))  # the toast's close button, by the mouse
    ui.wait_gone("label", toast)
    notifications.wait_for("withdrawn when the toast is closed",
                           lambda c: c == {"call": "CloseNotification", "id": sent["id"]})
    assert sandglass.run("dismiss").returncode == 1, "closing the toast answered the phase end"
    assert sandglass.pomodoro()["state"] == "running", "and changed nothing of the cycle"
    assert geometry() == before


if __name__ == "__main__":
    sys.exit(pytest.main([__file__]))
