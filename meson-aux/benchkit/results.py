"""What a run measured: the sampled rows and the figures beside them, which the report prints
and the targets judge. The drivers fill it; nothing here measures."""

import re

from .common import HEIGHT, SANDGLASS, WIDTH

# The timers group's rows: "100 timers visible …", "1 paused timer idle", "1000 paused timers idle".
MANY_TIMERS = re.compile(r"^\d+ (paused )?timers?\b")


class Results:
    def __init__(self):
        self.rows = []            # measured scenarios: sample()'s figures, or an error
        self.launch = {}          # program (or "sandglass, N paused timers") -> [ms]
        self.launch_load = None   # (lowest, highest) 1-minute load average seen while launching
        self.end_errors = []      # ms: finished_at - ends_at of Sandglass's 3 s timers
        self.sound_runs = {}      # program -> [one dict per timer's end heard]
        self.sound_rss_before = None  # MB: Sandglass's sound instance before its first timer
        self.follow_latencies = None  # ms: from a change (the report's at_ms) to a JSON follower's line
        self.commands = {}        # "sandglass status --json", "gdbus call status --json", … -> {"cpu_ms", "wall_ms"}
        self.notes = []
        self.checked_redraw = []  # programs whose running window was seen changing on screen
        self.opengl = {}          # program -> whether its process had OpenGL mapped when sampled
        self.instructions = []    # the instructions group's rows (instructions.py), or an error

    def row(self, program, prefix):
        """The first measured row of program whose scenario starts with prefix, or None."""
        for row in self.rows:
            if row["program"] == program and row["scenario"].startswith(prefix) and "error" not in row:
                return row
        return None

    def instruction_row(self, program, prefix):
        """The first counted row of the instructions group of program whose scenario starts
        with prefix; None when there is none, or when its scenario was found wrong after it was
        counted (its error row then says why)."""
        found = None
        for row in self.instructions:
            if row["program"] == program and row["scenario"].startswith(prefix):
                if "error" in row:
                    return None  # counted, then found wrong (e.g. no longer running): not judged
                found = found or row
        return found

    def instructions_missing(self, program, prefix):
        """Why a row of the instructions group is missing, when its scenario was not measured."""
        for row in self.instructions:
            if row["program"] == program and "error" in row and row["scenario"].startswith(prefix):
                return f"not measured: {row['error'].splitlines()[0]}"
        return None

    def largest_rss(self, program):
        """The row of program with the largest RSS; Sandglass's stopwatch rows and the timers
        group's (100 running, 1,000 paused: judged against one timer by their own targets) are
        left out (laps and timers are data the floor has no counterpart for), and so are the rows after a ring
        (the sound library is loaded: the sound targets print that cost, so the comparison with
        the floor stays the same whether the sound group ran or not)."""
        rows = [r for r in self.rows if r["program"] == program and "error" not in r
                and not r["scenario"].startswith("post-ring")
                and not (program == SANDGLASS and (r["scenario"].startswith("stopwatch")
                                                   or MANY_TIMERS.match(r["scenario"])))]
        return max(rows, key=lambda r: r["rss_mb"]) if rows else None

    def missing(self, program, *scenarios):
        """Why a figure of program is missing: the error of the first of scenarios (a scenario,
        or the start of one: "timer" for "timer visible") that was not measured, if any."""
        for scenario in scenarios:
            for row in self.rows:
                if (row["program"] == program and "error" in row
                        and (row["scenario"].startswith(scenario) or scenario.startswith(row["scenario"]))):
                    return f"not measured: {row['error'].splitlines()[0]}"
        return None

    def to_json(self, args, session):
        return {"rows": self.rows, "launch_ms": self.launch, "end_errors_ms": self.end_errors,
                "sound_runs": self.sound_runs, "commands": self.commands,
                "instructions": self.instructions,
                "notes": self.notes, "seconds": args.seconds, "scenarios": args.scenarios,
                "window": [WIDTH, HEIGHT], "floor_cairo": session.cairo,
                "floor_renderer_reason": session.cairo_reason, "opengl_mapped": self.opengl}
