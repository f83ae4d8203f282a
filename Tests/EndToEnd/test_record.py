"""The record of focus, as the person gets it back: `sandglass history` (text, --json, --csv)
reads the journal `record.journal` that the running Sandglass appends to as things happen —
a focus phase that ran out, a break cut by a skip, the skip, a pause, a sleep (python-dbusmock's
logind), a labelled timer that rang, a stopwatch session reset — and a damaged line in it costs
only that line."""

import csv
import io
import json

import pytest

from sandglass_e2e import wait_until
from test_away import Logind, logind  # noqa: F401 (the fixture)

pytestmark = pytest.mark.gui


def _history(sandglass, *args: str) -> str:
    result = sandglass.run("history", *args)
    assert result.returncode == 0, str(result)
    return result.stdout


def _entries(sandglass) -> list:
    return json.loads(_history(sandglass, "--json"))


def test_what_happens_is_in_the_record_and_history_prints_it_three_ways(sandglass, logind):
    env = {"DBUS_SYSTEM_BUS_ADDRESS": logind.address, "XDG_SESSION_ID": "c1"}
    sandglass.launch("pomodoro", "start", "--focus", "2s", "--short-break", "30s", env=env)
    wait_until(lambda: sandglass.pomodoro()["phase"] == "short_break", timeout=10, message="the focus to run out")
    assert sandglass.run("pomodoro", "pause").returncode == 0
    assert sandglass.run("pomodoro", "resume").returncode == 0
    assert sandglass.run("pomodoro", "skip").returncode == 0  # the break cut short
    wait_until(lambda: logind.sleep_delay_locks() == 1, message="Sandglass listening to logind")
    logind.prepare_for_sleep(True)
    wait_until(lambda: logind.sleep_delay_locks() == 0, timeout=5, message="the sleep heard")
    logind.prepare_for_sleep(False)
    assert sandglass.run("pomodoro", "stop").returncode == 0
    assert sandglass.run("timer", "start", "1s", "--label", "Tea, green").returncode == 0
    wait_until(lambda: sandglass.status()["state"] == "finished", timeout=10, message="Tea's end")
    assert sandglass.run("dismiss").returncode == 0
    assert sandglass.run("stopwatch", "start").returncode == 0
    assert sandglass.run("stopwatch", "pause").returncode == 0
    assert sandglass.run("stopwatch", "reset").returncode == 0

    entries = _entries(sandglass)
    kinds = [entry["kind"] for entry in entries]
    for kind in ("focus", "break", "pause", "skip", "asleep", "timer", "stopwatch"):
        assert kind in kinds, entries
    focus = next(entry for entry in entries if entry["kind"] == "focus")
    assert 1900 <= focus["duration_ms"] <= 2100, focus  # a 2 s focus that ran out
    assert kinds.index("focus") < kinds.index("break") < kinds.index("asleep"), "oldest first"
    tea = next(entry for entry in entries if entry["kind"] == "timer")
    assert (tea["label"], tea["duration_ms"]) == ("Tea, green", 1000), tea
    assert [entry["id"] for entry in entries] == sorted(entry["id"] for entry in entries)

    rows = list(csv.DictReader(io.StringIO(_history(sandglass, "--csv"))))
    assert [(row["id"], row["kind"], row["start"], row["label"]) for row in rows] == [
        (str(entry["id"]), entry["kind"], entry["start"], entry["label"]) for entry in entries]
    lines = _history(sandglass).splitlines()
    assert len(lines) == len(entries) and any(line.endswith("  Tea, green") for line in lines), lines

    # --since and --until, dates as the countdown takes them: what ends after, starts before.
    since = json.loads(_history(sandglass, "--json", "--since", tea["end"]))
    assert since == [entry for entry in entries if entry["end_ms"] > tea["end_ms"]], since
    assert [entry["kind"] for entry in since] == ["stopwatch"], since
    until = json.loads(_history(sandglass, "--json", "--until", focus["end"]))
    assert [entry["kind"] for entry in until] == ["focus"], until


def test_a_damaged_journal_loses_only_its_damaged_lines(sandglass):
    folder = sandglass.home / "state" / "sandglass"
    folder.mkdir(parents=True, exist_ok=True)
    good = '{"end_ms":1790000060000,"id":1,"kind":"focus","label":"","start_ms":1790000000000}\n'
    (folder / "record.journal").write_text(
        "sandglass-record 1\n" + good + "{garbage\n" + good.replace('"id":1', '"id":2').replace("0000,", "9999,", 1)
        + '{"end_ms":1790000120000,"id":3,"kind":"break"')  # torn: no newline
    entries = _entries(sandglass)
    assert [entry["id"] for entry in entries] == [1, 2], entries
    result = sandglass.run("history", "--since", "2026-02-30")
    assert result.returncode == 2 and result.stderr.startswith("sandglass: invalid date '2026-02-30'"), str(result)
