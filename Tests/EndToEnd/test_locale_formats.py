"""Clock times follow the locale of the terminal that asks (its LC_TIME): 24-hour in de_DE,
12-hour with AM/PM in en_US, Korean units in ko_KR (the locales meson-aux/locales generates);
the JSON stays ISO 8601 in every locale."""

import json
import re

import pytest

pytestmark = pytest.mark.gui


def test_status_writes_the_end_in_the_callers_locale_and_json_stays_iso(gui_session, sandglass):
    sandglass.launch("timer", "start", "2h", "--label", "Bread")
    lines = {}
    for locale in ("de_DE.UTF-8", "en_US.UTF-8", "ko_KR.UTF-8"):
        result = sandglass.run("status", env={"LC_ALL": locale, "TZ": "UTC"})
        assert result.returncode == 0, str(result)
        lines[locale] = result.stdout.splitlines()[0]
    assert re.search(r"ends (tomorrow )?at \d\d:\d\d:\d\d$", lines["de_DE.UTF-8"]), lines
    assert re.search(r"ends (tomorrow )?at \d{1,2}:\d\d:\d\d [AP]M$", lines["en_US.UTF-8"]), lines
    assert re.search(r"ends (tomorrow )?at \d\d시 \d\d분 \d\d초$", lines["ko_KR.UTF-8"]), lines

    reports = [json.loads(sandglass.run("status", "--json", env={"LC_ALL": locale, "TZ": "UTC"}).stdout)
               for locale in ("C.UTF-8", "ko_KR.UTF-8")]
    ends = [report["timers"][0]["ends_at"] for report in reports]
    assert ends[0] == ends[1] and re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)", ends[0]), ends
