"""A caller's `TZ` that is a POSIX rule with summer time: its dates are read as
the C library reads them (`date -d` gives the same instant), whatever zone the instance runs in."""

import subprocess

import pytest

pytestmark = pytest.mark.gui

RULES = ("CET-1CEST,M3.5.0,M10.5.0/3", "EST5EDT,M3.2.0,M11.1.0", "NZST-12NZDT,M9.5.0,M4.1.0/3")


def _date(tz: str, text: str) -> int:
    """`TZ=tz date -d text +%s`: the instant the C library reads."""
    return int(subprocess.run(["date", "-d", text, "+%s"], env={"TZ": tz}, capture_output=True, text=True,
                              check=True, timeout=10).stdout)


@pytest.mark.parametrize("rule", RULES)
def test_a_callers_posix_rule_reads_dates_as_date_does(gui_session, sandglass, rule):
    sandglass.launch(env={"TZ": "UTC"})
    caller = {"TZ": rule}
    # Summer and winter on both hemispheres; 12:00 on a day the clocks change.
    for text in ("2027-07-15 12:00", "2027-01-15 12:00", "2027-03-28 12:00", "2027-10-31 12:00", "2027-04-04 12:00"):
        result = sandglass.run("countdown", "start", text, "--label", "Launch", env=caller)
        assert result.returncode == 0, str(result)
        assert "12:00" in result.stdout or "12:00:00" in result.stdout or "PM" in result.stdout, str(result)
        target_ms = sandglass.countdown()["target_ms"]
        assert target_ms == _date(rule, text) * 1000, f"{rule} {text}: {target_ms} against date's {_date(rule, text)}"
        # The caller reads the time back in its own rule: what it typed.
        status = sandglass.run("status", env=caller)
        assert "12:00" in status.stdout or "12:00 PM" in status.stdout, str(status)
