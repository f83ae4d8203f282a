"""Sandglass's sound at a timer's end, heard through the sound tap (sound.py): `sandglass timer
start 3s` a few times in one instance whose ALSA device is the tap's FIFO, `sandglass dismiss`
after each ring, then that instance idle (no timer, GSound loaded), visible then minimized.

The first bytes of each play are compared with the timer's `ends_at` (and `finished_at`) from
`status --json`: the first sample within 100 ms of the end, the end noticed within 20 ms, the
ring repeated about a second later, no bytes after `sandglass dismiss`; then no wake-up at all
idle once a ring is over, visible and minimized (the rule for an idle window). GNOME Clocks'
sound is measured the same way for comparison (clocks.py)."""

import datetime
import time

from .common import HEIGHT, SANDGLASS, WIDTH, BenchError, log
from .processes import pid_alive
from .sampling import summarize, thread_names, vm_rss_mb
from .sound import SoundTap, note_silent_writers, sound_missing, wall
from .window import Running


def instant(text):
    """status --json's ISO 8601 instant (with milliseconds and an offset) as a datetime."""
    return datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))


def after_dismiss(tap, settle=0.3, watch=2.0):
    """Bytes that reached the device from settle to settle + watch seconds after now (a play
    already being handed over when dismissed may finish within settle)."""
    time.sleep(settle)
    settled = tap.total_bytes()
    time.sleep(watch)
    return tap.total_bytes() - settled


def sound(sg, path):
    """From a timer's end to the first sample handed to the sound device, whether
    it rings again and stops on dismiss (several 3 s timers), then what the same instance
    costs idle once a ring has been dismissed (GSound loaded), visible and minimized."""
    missing = sound_missing("alarm-clock-elapsed")
    if missing:
        sg.failed("sound", SANDGLASS, missing)
        return
    tap = SoundTap(sg.s.tmp / "sound-sandglass")
    try:
        r = Running(sg.s, [path], env=tap.env())
        try:
            note = sg.size_note(r.resize())
            before = thread_names(r.pid)
            sg.results.sound_rss_before = vm_rss_mb(r.pid)
            runs = sg.results.sound_runs.setdefault(SANDGLASS, [])
            for _ in range(sg.args.end_runs):
                runs.append(ring(sg, path, tap))
            after = thread_names(r.pid)
            sg.results.notes.append(
                f"sandglass threads: {len(before)} just after launch ({summarize(before)}), "
                f"{len(after)} once {len(runs)} rings were dismissed ({summarize(after)}); "
                "the idle rows count them again after settling")
            timer = sg.timer()
            if timer is not None and timer.get("state") not in ("idle", "ready", None):
                log(f"sandglass timer is {timer.get('state')} after dismiss: cancelling it")
                sg.s.run([path, "timer", "cancel"])
            sg.settle(max(sg.args.settle, sg.args.idle_settle))
            sg.measure(f"post-ring idle visible {WIDTH}x{HEIGHT}", SANDGLASS, r, True, note)
            r.minimize()
            sg.settle(sg.args.settle)
            sg.measure("post-ring idle minimized", SANDGLASS, r, False)
            if tap.total_bytes() != sum(run["bytes_total"] for run in runs):
                sg.results.notes.append("sandglass: sound reached the device while it was sampled idle")
        finally:
            # Sandglass keeps a timer across restarts; leave none behind (through the running
            # instance only: a command without one would start Sandglass anew).
            if pid_alive(r.pid):
                sg.s.run([path, "timer", "cancel"])
            r.stop()
    except BenchError as e:
        sg.failed("sound", SANDGLASS, e)
    finally:
        tap.stop()
        note_silent_writers(sg.results, SANDGLASS, tap)


def ring(sg, path, tap):
    """One 3 s timer, heard at its end: the first play's first bytes against ends_at and
    finished_at, the next play (a repeat, about 1 s after the first ended), and the bytes
    after `sandglass dismiss`."""
    sg.s.run([path, "timer", "cancel"])  # make room for the new timer
    index = tap.count()
    status, _, err = sg.s.run([path, "timer", "start", "3s", "--label", "bench-sound"],
                                stderr=True)
    if status != 0:
        raise BenchError(f"sandglass timer start 3s --label bench-sound exited {status}: "
                         f"{err.strip()[:300]}")
    play = tap.wait_play(index, 3 + 10)
    if play is None:
        raise BenchError("no sound reached the device within 10 s of the 3 s timer's end"
                         + sg.s.log_tail())
    timer = sg.timer("bench-sound") or sg.timer()
    if not (timer and timer.get("state") == "finished" and timer.get("finished_at")):
        raise BenchError(f"sound was played but the timer has not finished: {timer}")
    ends, finished = instant(timer["ends_at"]), instant(timer["finished_at"])
    first = wall(play["first"])
    again = tap.wait_play(index + 1, 3.0)
    status, out, err = sg.s.run([path, "dismiss"], stderr=True)
    if status != 0:
        raise BenchError(f"sandglass dismiss exited {status}: {(out + err).strip()[:300]}")
    after = after_dismiss(tap)
    ringing_after = (sg.timer() or {}).get("ringing")
    plays = tap.plays_since(index)
    run = {
        "ends_at": timer["ends_at"], "finished_at": timer["finished_at"],
        "first_sample_ms": (first - ends).total_seconds() * 1000,
        "after_finished_ms": (first - finished).total_seconds() * 1000,
        "noticed_ms": (finished - ends).total_seconds() * 1000,
        "ringing": timer.get("ringing"),
        "again_after_s": again["first"] - play["first"] if again else None,
        "first_play_bytes": plays[0]["bytes"],
        "plays": len(plays), "bytes_total": sum(p["bytes"] for p in plays),
        "bytes_after_dismiss": after, "ringing_after_dismiss": ringing_after,
    }
    log(f"sandglass ring: ends_at {timer['ends_at']}, finished_at {timer['finished_at']}, "
        f"first sample {first.isoformat(timespec='milliseconds')}: "
        f"{run['first_sample_ms']:+.1f} ms after the end "
        f"({run['after_finished_ms']:+.1f} ms after finished_at); "
        + (f"again {run['again_after_s']:.2f} s later" if again else "no repeat within 3 s")
        + f"; {after} bytes after dismiss")
    return run

# -- report --
