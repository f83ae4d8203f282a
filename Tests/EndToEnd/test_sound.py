"""Sound at an end, through the real GSound path: ALSA's default device is its `file` plugin
over `null` (an .asoundrc in a temporary HOME), appending every sample played to a file, so the
test sees that sound was really played, that it repeats, and that it stops after dismiss
(the `recorded_sound` fixture, in conftest.py)."""

import datetime as dt
import time

import pytest

from sandglass_e2e import FIGURES, parse_instant, wait_until

pytestmark = pytest.mark.gui


def _size(path) -> int:
    return path.stat().st_size if path.exists() else 0


def test_a_timer_rings_until_dismissed(gui_session, sandglass, recorded_sound):
    env, out = recorded_sound
    sandglass.launch(env=env)
    assert sandglass.run("timer", "start", "1s").returncode == 0
    # Looked at every 5 ms: when the first samples came is a figure.
    wait_until(lambda: _size(out) > 0, timeout=10, interval=0.005,
               message="samples handed to the sound device within 10 s of the start")
    first_sample = dt.datetime.now(dt.timezone.utc)
    timer = sandglass.status()
    assert timer["state"] == "finished" and timer["ringing"] is True, timer
    ends_at = parse_instant(timer["ends_at"])
    FIGURES.append(f"sound: first samples seen {(first_sample - ends_at).total_seconds() * 1000:.0f} ms after "
                   "the end (an upper bound: includes the test's polling)")
    grown = _size(out)
    wait_until(lambda: _size(out) > grown, timeout=5, message="the alarm to ring again")

    result = sandglass.run("dismiss")
    assert result.returncode == 0 and result.stdout == "Timer dismissed\n", str(result)
    # What the device had buffered goes through: the file stops growing (the same size at three
    # looks in a row, 0.25 s apart).
    sizes: list[int] = []

    def settled() -> bool:
        sizes.append(_size(out))
        return len(sizes) >= 3 and len(set(sizes[-3:])) == 1

    wait_until(settled, timeout=5, interval=0.25, message="the sound device's file to stop growing after dismiss")
    settled_size = sizes[-1]
    time.sleep(1.5)  # the scenario: 1.5 s of silence after dismiss
    assert _size(out) == settled_size, "silent after dismiss"
    assert sandglass.status()["ringing"] is False
    assert sandglass.run("dismiss").returncode == 1, "nothing left to dismiss"


def test_a_sound_device_that_fails_costs_one_warning_and_nothing_else(gui_session, sandglass, tmp_path):
    home = tmp_path / "broken-home"
    home.mkdir()
    # The default device is a plugin ALSA cannot open: every play fails.
    (home / ".asoundrc").write_text('pcm.!default { type hw; card 97 }\n')
    instance = sandglass.launch(env={"HOME": str(home), "CANBERRA_DRIVER": "alsa"})
    for _ in range(2):
        assert sandglass.run("timer", "start", "1s", "--label", "Tea").returncode == 0
        finished = sandglass.wait_for_state("finished", timeout=5)
        assert finished["finished_at"] is not None, finished
        wait_until(lambda: sandglass.status()["ringing"] is False, timeout=5, message="a failed ring to count as silent")
        result = sandglass.run("dismiss")
        assert result.returncode == 0 and result.stdout == "Timer “Tea” dismissed\n", str(result)
    # Then a Pomodoro chime, through another mode's player.
    assert sandglass.run("pomodoro", "start", "--focus", "1s").returncode == 0
    wait_until(lambda: sandglass.pomodoro()["phase"] == "short_break", timeout=5, message="the focus second to end")
    assert sandglass.run("pomodoro", "stop").returncode == 0
    _, err = sandglass._read(instance)
    warnings = [line for line in err.splitlines() if "no sound" in line]
    assert len(warnings) == 1, f"one warning in the instance's life, whatever failed: {err!r}"
    assert warnings[0].startswith("sandglass: warning: no sound: "), warnings
    assert instance.poll() is None, "still running"
