"""What many timers and many followers cost Sandglass.

Many timers: 100 running timers (saved before launch) visible, one frame a second for every
row, and minimized, nothing between ends; launches with 1,000 paused timers against launches
with one (launch time and memory).

Followers: a running timer minimized with ten `status --follow` processes attached (five
printing JSON, five waybar's format); one follower of each format while the timer runs and one
while it is paused (wake-ups, memory); the latency from each change (the report's `at_ms`) to
each JSON follower's line."""

import json
import statistics
import subprocess
import threading
import time

from .common import HEIGHT, SANDGLASS, WIDTH, BenchError, log
from .processes import stop_pid
from .window import Running


def _read_lines(stream, lines):
    """Appends (wall-clock seconds, line) for each line of stream as it comes (a follower's output)."""
    for raw in stream:
        lines.append((time.time(), raw.decode("utf-8", "replace").rstrip("\n")))


def followers(sg, path):
    """A running timer minimized with ten `status --follow` processes attached (five
    printing JSON, five waybar's format); one waybar follower while the timer runs and while
    it is paused; the latency from each change (the report's at_ms) to each JSON follower's line."""
    followers = []
    try:
        r = Running(sg.s, [path, "timer", "start", "30m", "--label", "Bench"])
        try:
            r.resize()
            for n in range(10):
                options = ["--format", "waybar"] if n % 2 else []
                process = sg.s.spawn([path, "status", "--follow", *options], stdout=subprocess.PIPE)
                lines = []
                threading.Thread(target=_read_lines, args=(process.stdout, lines), daemon=True).start()
                followers.append((process, lines, bool(options)))
            deadline = time.monotonic() + 10
            while not all(lines for _, lines, _ in followers):
                if time.monotonic() > deadline:
                    raise BenchError("a follower printed no first line within 10 s")
                time.sleep(0.05)
            r.minimize()
            sg.settle(sg.args.settle)
            sg.measure("timer minimized, 10 followers", SANDGLASS, r, False)
            waybar = next(p for p, _, bar in followers if bar)
            json_follower = next(p for p, _, bar in followers if not bar)
            sg.measure_process("follower (waybar), timer running", "sandglass follower", waybar.pid)
            sg.measure_process("follower (json), timer running", "sandglass follower", json_follower.pid)
            # Latency: toggles a second apart, each line's arrival against the report's at_ms.
            marks = {id(lines): len(lines) for _, lines, _ in followers}
            for _ in range(sg.args.follow_changes):
                sg.s.run([path, "timer", "toggle"])
                time.sleep(1.0)
            latencies = []
            for _, lines, bar in followers:
                if bar:
                    continue
                for arrived, line in lines[marks[id(lines)]:]:
                    at = json.loads(line).get("at_ms")
                    if isinstance(at, int):
                        latencies.append(arrived * 1000 - at)
            if len(latencies) < sg.args.follow_changes * 5:
                raise BenchError(f"expected {sg.args.follow_changes * 5} lines of change, got {len(latencies)}")
            sg.results.follow_latencies = latencies
            log(f"sandglass follower latency, change (at_ms) to line: median {statistics.median(latencies):.1f} ms, "
                f"max {max(latencies):.1f} ms over {len(latencies)} lines")
            if (sg.timer("Bench") or {}).get("state") != "paused":
                sg.s.run([path, "timer", "pause"])
            sg.settle(sg.args.settle)
            sg.measure_process("follower (waybar), timer paused", "sandglass follower", waybar.pid)
        finally:
            for process, _, _ in followers:
                stop_pid(process.pid)
                process.wait()
            sg.s.run([path, "timer", "cancel", "--label", "Bench"])
            r.stop()
    except BenchError as e:
        sg.failed("followers", SANDGLASS, e)


def saved_timers(sg, running=0, paused=0):
    """Writes Sandglass's saved timers (timer.json, version 2) before a launch: `running`
    timers ending 5 to 10 minutes from now, then `paused` ones; none when both are 0."""
    folder = sg.s.tmp / "state" / "sandglass"
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    now_ms = int(time.time() * 1000)
    timers = []
    for index in range(running + paused):
        entry = {"id": index + 1, "start_order": index + 1, "version": 1, "label": f"Timer {index + 1:04d}",
                 "duration_ms": 600_000}
        if index < running:
            entry.update(state="running", ends_at_ms=now_ms + 300_000 + index * 3_000)
        else:
            entry.update(state="paused", remaining_ms=300_000 + index * 100)
        timers.append(entry)
    path = folder / "timer.json"
    if timers:
        path.write_text(json.dumps({"version": 2, "duration_ms": 300_000, "next_id": len(timers) + 1,
                                    "timers": timers}))
    elif path.exists():
        path.unlink()


def many_timers(sg, path):
    """100 running timers visible (one frame a second for every row) and minimized
    (nothing between ends); 1,000 paused timers at launch against one paused timer."""
    count = sg.args.many_timers
    try:
        saved_timers(sg, running=count)
        r = Running(sg.s, [path])
        try:
            note = sg.size_note(r.resize())
            sg.show_page("timer")
            timers = sg.status().get("timers") or []
            if len(timers) != count or any(t.get("state") != "running" for t in timers):
                raise BenchError(f"expected {count} running timers, status lists {len(timers)}")
            sg.settle(sg.args.settle)
            sg.require_redraws(r, f"sandglass {count} timers")
            sg.measure(f"{count} timers visible {WIDTH}x{HEIGHT}", SANDGLASS, r, True, note)
            r.minimize()
            sg.settle(sg.args.settle)
            sg.measure(f"{count} timers minimized", SANDGLASS, r, False)
        finally:
            r.stop()
    except BenchError as e:
        sg.failed(f"{count} timers", SANDGLASS, e)
    # Launch and memory with 1,000 paused timers against one: launched in turn, as launches() does.
    plan = [("1 paused timer", 1), (f"{sg.args.idle_timers} paused timers", sg.args.idle_timers)]
    times = {name: [] for name, _ in plan}
    try:
        for index in range(sg.args.launches + 1):  # the first round only warms the caches
            for name, paused in plan:
                saved_timers(sg, paused=paused)
                r = Running(sg.s, [path], timed=True)
                try:
                    if index:
                        times[name].append(r.launch_ms)
                    if index == sg.args.launches:
                        r.resize()
                        sg.settle(sg.args.settle)
                        sg.measure(f"{name} idle", SANDGLASS, r, True)
                finally:
                    r.stop()
                time.sleep(0.3)
    except BenchError as e:
        sg.failed(f"{sg.args.idle_timers} paused timers", SANDGLASS, e)
    finally:
        saved_timers(sg)
    for name, measured in times.items():
        if measured:
            sg.results.launch[f"sandglass, {name}"] = measured
            log(f"sandglass with {name}: launch to mapped window {', '.join(f'{t:.0f}' for t in measured)} ms")
