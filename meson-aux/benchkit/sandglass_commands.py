"""What a command costs with Sandglass running: `sandglass status --json` and `sandglass timer
toggle` against `gdbus call` of the same request (the instance's `Run` method, which the
`sandglass` program calls), each run's CPU (user + system, from wait4) and wall time, alternating,
the median of each; and, for reference, the same command run by `sandglass-app` (the full
program: GTK loaded, the arguments parsed, then forwarded through GApplication, as every command
was before the `sandglass` program)."""

import os
import subprocess
from pathlib import Path
import time

from .common import BenchError, log
from .processes import stop_pid
from .window import Running

APP_ID = "io.github.sandglass.Sandglass"
DOOR = ["--dest", APP_ID, "--object-path", "/io/github/sandglass/Sandglass/CommandLine",
        "--method", "io.github.sandglass.CommandLine.Run"]
REQUESTS = {"status --json": ["status", "--json"], "timer toggle": ["timer", "toggle"]}


def _timed(sg, argv):
    """(CPU ms, wall ms) of one run of argv in the session; its exit status must be 0."""
    started = time.perf_counter()
    process = sg.s.spawn(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _, status, usage = os.wait4(process.pid, 0)
    except BaseException:
        stop_pid(process.pid)
        raise
    wall = (time.perf_counter() - started) * 1000
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise BenchError(f"{' '.join(argv)} exited {process.returncode}")
    return (usage.ru_utime + usage.ru_stime) * 1000, wall


def commands(sg, path):
    """With a timer running (the window visible), each request by `sandglass` and by `gdbus
    call`, one after the other, sg.args.command_runs times."""
    try:
        r = Running(sg.s, [path, "timer", "start", "30m", "--label", "Bench"])
        try:
            r.resize()
            sg.settle(2)
            ways = {}
            application = Path(path).resolve().parent / "sandglass-app"
            for name, words in REQUESTS.items():
                quoted = "[" + ", ".join(f"'{w}'" for w in words) + "]"
                ways[f"sandglass {name}"] = [path, *words]
                ways[f"gdbus call {name}"] = ["gdbus", "call", "--session", *DOOR, quoted, "@as []"]
                if application.exists():
                    ways[f"sandglass-app {name}"] = [str(application), *words]
            for argv in ways.values():
                _timed(sg, argv)  # the files in the page cache, for both alike
            runs = {name: {"cpu_ms": [], "wall_ms": []} for name in ways}
            for _ in range(sg.args.command_runs):
                for name, argv in ways.items():
                    cpu, wall = _timed(sg, argv)
                    runs[name]["cpu_ms"].append(cpu)
                    runs[name]["wall_ms"].append(wall)
            sg.results.commands = runs
            log("sandglass commands measured: " + ", ".join(ways))
        finally:
            sg.s.run([path, "timer", "cancel", "--label", "Bench"])
            r.stop()
    except BenchError as e:
        sg.results.notes.append(f"commands not measured: {e}")
        log(f"sandglass commands: NOT MEASURED: {e}")
