"""The stopwatch driven from a terminal and through the accessibility tree: `sandglass stopwatch …`,
laps in `status --json`, and the page's Start/Pause/Lap/Reset buttons."""

import os
import re
import select
import signal
import statistics
import time

import pytest

from sandglass_e2e import FIGURES, A11y, wait_until

pytestmark = pytest.mark.gui


def test_stopwatch_from_the_command_line(gui_session, sandglass):
    instance = sandglass.launch("stopwatch", "start")
    ui = A11y(instance.pid)
    wait_until(ui.shown_window, message="the Sandglass window on screen")
    ui.wait_for("push button", "Pause")  # the window opened on the Stopwatch page
    ui.wait_for("push button", "Lap")

    for _ in range(3):
        time.sleep(0.3)  # the scenario: a lap every 0.3 s, each with a split of its own
        result = sandglass.run("stopwatch", "lap")
        assert result.returncode == 0, str(result)
        assert result.stdout.startswith("Lap "), str(result)

    watch = sandglass.stopwatch()
    assert watch["state"] == "running", watch
    laps = watch["laps"]
    assert [lap["number"] for lap in laps] == [1, 2, 3]
    assert sum(lap["split_ms"] for lap in laps) == laps[-1]["total_ms"], "splits add up to the total"
    assert watch["elapsed_ms"] >= laps[-1]["total_ms"]

    refused = sandglass.run("stopwatch", "reset")
    assert refused.returncode == 1 and refused.stderr.startswith("sandglass: "), str(refused)

    assert sandglass.run("stopwatch", "pause").returncode == 0
    paused = sandglass.stopwatch()
    time.sleep(0.5)  # the scenario: time passes while paused
    assert sandglass.stopwatch()["elapsed_ms"] == paused["elapsed_ms"], "a paused stopwatch stands still"
    ui.wait_for("push button", "Resume")
    ui.wait_for("push button", "Reset")

    assert sandglass.run("stopwatch", "lap").returncode == 1, "no laps while paused"
    assert sandglass.run("stopwatch", "reset").returncode == 0
    idle = sandglass.stopwatch()
    assert idle == {"state": "idle", "elapsed_ms": 0, "started_at_ms": None, "laps": []}, idle

    bad = sandglass.run("stopwatch", "frob")
    assert bad.returncode == 2 and "frob" in bad.stderr and len(bad.stderr.splitlines()) == 1, str(bad)
    assert instance.poll() is None, "the instance survives bad input"


def test_stopwatch_buttons_through_the_accessibility_tree(gui_session, sandglass):
    instance = sandglass.launch()
    ui = A11y(instance.pid)
    wait_until(ui.shown_window, message="the Sandglass window on screen")
    ui.click(ui.wait_for("page tab", "Stopwatch"))
    start = ui.wait_for("push button", "Start", match=lambda n: ui.in_page(n, "Stopwatch"))
    reset = ui.wait_for("push button", "Reset", match=lambda n: ui.in_page(n, "Stopwatch"))
    assert not ui.is_sensitive(reset), "nothing to reset while idle"

    ui.click(start)
    wait_until(lambda: sandglass.stopwatch()["state"] == "running", message="the stopwatch to run")
    wait_until(lambda: ui.is_sensitive(ui.wait_for("push button", "Lap")), message="Lap to become sensitive")
    ui.click(ui.wait_for("push button", "Lap"))
    wait_until(lambda: len(sandglass.stopwatch()["laps"]) == 1, message="one lap")

    ui.click(ui.wait_for("push button", "Pause"))
    wait_until(lambda: sandglass.stopwatch()["state"] == "paused", message="paused")
    ui.click(ui.wait_for("push button", "Reset"))
    wait_until(lambda: sandglass.stopwatch()["state"] == "idle", message="reset")
    ui.wait_for("push button", "Start", match=lambda n: ui.in_page(n, "Stopwatch"))


def test_stopwatch_commands_without_an_instance(sandglass):
    result = sandglass.run("stopwatch", "pause", headless=True)
    assert result.returncode == 1 and result.stderr.startswith("sandglass: "), str(result)
    assert not sandglass.is_running()
    assert sandglass.run("status", "--json", headless=True).returncode == 0


def test_lap_starts_an_idle_stopwatch_with_and_without_an_instance(gui_session, sandglass):
    """`stopwatch lap` does what --help says on an idle stopwatch: it starts it (it used to
    answer with the idle time and leave it idle, because its action was disabled)."""
    help_text = sandglass.run("stopwatch", "lap", "--help", headless=True)
    assert "starts an idle stopwatch" in help_text.stdout, str(help_text)

    instance = sandglass.launch("stopwatch", "lap")  # no instance yet: this one starts it
    wait_until(lambda: sandglass.stopwatch()["state"] == "running", message="lap to start the idle stopwatch")
    assert sandglass.run("stopwatch", "pause").returncode == 0
    assert sandglass.run("stopwatch", "reset").returncode == 0
    assert sandglass.stopwatch()["state"] == "idle"

    started = sandglass.run("stopwatch", "lap")  # an instance is running, its stopwatch idle
    assert started.returncode == 0, str(started)
    assert started.stdout.startswith("Stopwatch running"), str(started)
    assert sandglass.stopwatch()["state"] == "running"
    assert instance.poll() is None


def test_version_takes_no_other_arguments(sandglass):
    result = sandglass.run("--version", "extra", headless=True)
    assert result.returncode == 2, str(result)
    assert result.stderr_lines == [result.stderr_lines[0]] and "'extra'" in result.stderr, str(result)
    assert result.stdout == ""


_LAP_REPLY = re.compile(r"^Lap (\d+): \S+ \(total (?:(\d+):)?(\d\d):(\d\d)\.(\d\d)\)$")


def _acknowledged(result) -> tuple[int, int]:
    """The lap number and total (in hundredths) a `stopwatch lap` answered."""
    assert result.returncode == 0, str(result)
    match = _LAP_REPLY.match(result.stdout.strip())
    assert match, str(result)
    number, hours, minutes, seconds, hundredths = match.groups()
    total = ((int(hours or 0) * 60 + int(minutes)) * 60 + int(seconds)) * 100 + int(hundredths)
    return int(number), total


def _first_to_exit(processes: list, count: int, timeout: float) -> list:
    """Waits until `count` of `processes` have exited (each exit is an event: its pidfd becomes
    readable) and returns those, in the order they did; fails after `timeout` s."""
    waiting = {os.pidfd_open(process.pid): process for process in processes}
    exited: list = []
    deadline = time.monotonic() + timeout
    try:
        while len(exited) < count:
            left = deadline - time.monotonic()
            assert left > 0, f"only {len(exited)} of {len(processes)} `stopwatch lap` answered within {timeout} s"
            ready, _, _ = select.select(list(waiting), [], [], left)
            for fd in ready:
                process = waiting.pop(fd)
                os.close(fd)
                process.wait(timeout=5)  # exited: this only collects its status
                exited.append(process)
    finally:
        for fd in waiting:
            os.close(fd)
    return exited


def test_no_acknowledged_lap_is_lost_to_kill_9(gui_session, sandglass):
    """Each lap is on disk before `sandglass stopwatch lap` answers: the instance is killed
    (SIGKILL) the moment the last answer comes, or in the middle of a burst of 20 parallel laps,
    20 times over; after each kill the saved state alone (status without an instance) and the
    restarted instance hold every lap that was acknowledged, numbered without a gap."""
    instance = sandglass.launch("stopwatch", "start")
    state = sandglass.home / "state" / "sandglass"
    acknowledged: dict[int, int] = {}  # lap number -> total in hundredths, as answered
    kill_delays = []
    for round_number in range(1, 21):
        for _ in range(2):
            acknowledged.update([_acknowledged(sandglass.run("stopwatch", "lap"))])
        burst = round_number % 5 == 0
        if not burst:
            last = sandglass.spawn("stopwatch", "lap")
            last.wait(timeout=10)
            answered = time.perf_counter()
            os.kill(instance.pid, signal.SIGKILL)
            kill_delays.append(time.perf_counter() - answered)
            acknowledged.update([_acknowledged(sandglass.outcome(last))])
            stragglers = []
        else:
            # 20 laps at once; killed when all have answered, or (every other burst) when half have.
            laps = [sandglass.spawn("stopwatch", "lap") for _ in range(20)]
            wanted = 20 if round_number % 10 == 0 else 10
            done = _first_to_exit(laps, wanted, timeout=30)
            answered = time.perf_counter()
            os.kill(instance.pid, signal.SIGKILL)
            kill_delays.append(time.perf_counter() - answered)
            for process in done:
                acknowledged.update([_acknowledged(sandglass.outcome(process))])
            stragglers = [process for process in laps if process not in done]
        instance.wait(timeout=10)
        # A lap still under way when the instance died either fails or, finding no instance,
        # starts one (that is what `lap` does): neither was acknowledged before the kill.
        for process in stragglers:
            try:
                process.wait(timeout=5)
            except Exception:  # noqa: BLE001 - it became the instance: end it like the first
                process.kill()
                process.wait(timeout=5)
        wait_until(lambda: not sandglass.is_running(), message="the killed instance to leave the bus")

        # What is on disk, read without an instance (changes no file).
        saved = sandglass.status_report(headless=True)["stopwatch"]
        numbers = [lap["number"] for lap in saved["laps"]]
        assert numbers == list(range(1, len(numbers) + 1)), f"round {round_number}: numbered without a gap: {numbers}"
        by_number = {lap["number"]: lap["total_ms"] // 10 for lap in saved["laps"]}
        lost = {number: total for number, total in acknowledged.items() if by_number.get(number) != total}
        assert not lost, f"round {round_number}: acknowledged laps lost or changed: {lost}; saved: {by_number}"
        assert saved["state"] == "running", saved

        instance = sandglass.launch()
        restored = sandglass.stopwatch()
        assert [lap["number"] for lap in restored["laps"]][: len(numbers)] == numbers, restored

    assert len(acknowledged) >= 20 * 3, len(acknowledged)
    assert not list(state.glob("*.broken-*")), "a kill damages no file"
    FIGURES.append(f"kill -9 after an acknowledged lap: {len(acknowledged)} laps acknowledged over 20 kills, none lost; "
                   f"SIGKILL sent {statistics.median(kill_delays) * 1000:.3f} ms after the answer was seen "
                   f"(median; at most {max(kill_delays) * 1000:.2f} ms)")

