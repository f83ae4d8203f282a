"""The sound tap: how the bench hears a program's alarm.

The program under test gets a HOME of its own whose .asoundrc makes ALSA's default device the
file plugin over the null device, writing to a FIFO, with CANBERRA_DRIVER=alsa (GSound plays
through libcanberra). The bench holds the FIFO open for reading beforehand (the plugin opens it
when a play's PCM is set up, and closes it with the PCM: the bench then sees end of file and
opens it again for the next play), and a thread blocked in poll() timestamps the first bytes of
each play with the wall clock the moment they arrive, and drains everything so the player never
blocks. The null device takes a whole sound at once, so a repeat shows as another play, not as
time. What the plays are compared with (Sandglass's `ends_at`, Clocks' estimated end) is the
drivers' business: sandglass_sound.py and clocks.py. Without GSound or the freedesktop sound
theme the sound group is reported as not measured, with the reason (sound_missing)."""

import datetime
import os
import select
import threading
import time
from pathlib import Path

from .common import BenchError


def sound_theme_file(event):
    """The freedesktop sound theme's file for event (as libcanberra looks it up in
    XDG_DATA_DIRS: sounds/freedesktop/stereo/EVENT.oga, .ogg or .wav), or None."""
    for folder in (os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share").split(":"):
        for extension in ("oga", "ogg", "wav"):
            path = Path(folder) / "sounds" / "freedesktop" / "stereo" / f"{event}.{extension}"
            if path.is_file():
                return path
    return None


def sound_missing(event):
    """Why event cannot be played through GSound here (no libgsound0, no
    sound-theme-freedesktop), or None when it can."""
    import ctypes.util
    if ctypes.util.find_library("gsound") is None:
        return "GSound is not installed (no libgsound.so.0: apt-get install libgsound0)"
    if sound_theme_file(event) is None:
        return (f"the freedesktop sound theme has no '{event}' "
                "(apt-get install sound-theme-freedesktop)")
    return None


class SoundTap:
    """ALSA's default playback device, for the programs given env(), as a FIFO the bench reads.

    env() gives a HOME of its own whose .asoundrc makes the default PCM ALSA's file plugin over
    the null device, writing raw samples to the FIFO, and CANBERRA_DRIVER=alsa (libcanberra,
    under GSound, would try PulseAudio first). The Session sets the XDG folders explicitly, so
    that HOME changes only where ALSA reads its configuration.

    How the file plugin uses the file (alsa-lib's pcm_file.c): it opens it O_WRONLY (blocking:
    a FIFO's open waits for a reader, which is why the FIFO is opened for reading here first and
    kept open) when the PCM's hardware parameters are set, i.e. once per play of libcanberra's
    ALSA back-end, which opens a PCM for each sound; it writes once more than a buffer's worth
    has been handed to it, and the rest at drain; it closes the file with the PCM. The null
    device takes samples as fast as they are handed over, so the first bytes come the moment
    the player has handed over its first buffer, and a whole sound comes at once (a repeat shows
    as another writer, not as time). When the writer closes, the reader sees end of file (and
    poll() would then report POLLHUP for ever): the FIFO is opened for reading again, before the
    next play, whose open() waits for that reader meanwhile (microseconds).

    A thread blocks in poll() and timestamps each arrival with the wall clock at once, before
    reading it; it reads everything there is, so a writer never blocks on a full pipe.
    Each writer that wrote something is one play: {"first": wall time of its first bytes,
    "last": of its last ones, "bytes", "closed": wall time of its end of file or None}.
    Two writers less than a poll() wake-up apart would count as one play (rings are 1 s apart)."""

    def __init__(self, folder):
        folder.mkdir(mode=0o700)
        self.home = folder / "home"
        self.home.mkdir()
        self.path = folder / "played.fifo"
        os.mkfifo(self.path, 0o600)
        # truncate: O_TRUNC (a no-op on a FIFO) rather than O_EXCL, which would fail on the
        # existing FIFO and make the plugin write a new regular file beside it instead.
        (self.home / ".asoundrc").write_text(
            f'pcm.!default {{ type file; slave.pcm "null"; file "{self.path}"; '
            'format "raw"; truncate true }\n')
        self.cond = threading.Condition()
        self.plays = []
        self.silent_writers = 0  # writers that opened and closed the FIFO without writing
        self.error = None
        self.fd = self._open()
        self._wake_r, self._wake_w = os.pipe()
        self.thread = threading.Thread(target=self._drain, name="sound-tap", daemon=True)
        self.thread.start()

    def env(self):
        return {"HOME": str(self.home), "CANBERRA_DRIVER": "alsa"}

    def _open(self):
        return os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)

    def _drain(self):
        poller = select.poll()
        poller.register(self._wake_r, select.POLLIN)
        poller.register(self.fd, select.POLLIN)
        current = None
        try:
            while True:
                events = poller.poll()
                wall = time.time()
                if any(fd == self._wake_r for fd, _ in events):
                    return
                received, eof = 0, False
                while True:
                    try:
                        chunk = os.read(self.fd, 1 << 16)
                    except BlockingIOError:
                        break  # a writer is still there: wait for more
                    if not chunk:
                        eof = True  # no writer left
                        break
                    received += len(chunk)
                with self.cond:
                    if received:
                        if current is None:
                            current = {"first": wall, "last": wall, "bytes": 0, "closed": None}
                            self.plays.append(current)
                        current["bytes"] += received
                        current["last"] = wall
                    if eof:
                        if current is None:
                            self.silent_writers += 1
                        else:
                            current["closed"] = time.time()
                        current = None
                    self.cond.notify_all()
                if eof:
                    poller.unregister(self.fd)
                    os.close(self.fd)
                    self.fd = self._open()
                    poller.register(self.fd, select.POLLIN)
        except OSError as e:
            with self.cond:
                self.error = f"reading the sound FIFO failed: {e}"
                self.cond.notify_all()

    def count(self):
        with self.cond:
            return len(self.plays)

    def total_bytes(self):
        with self.cond:
            return sum(p["bytes"] for p in self.plays)

    def wait_play(self, index, timeout):
        """The play number index (0-based, counting every play so far) once its first bytes
        came (a copy), or None after timeout seconds."""
        deadline = time.monotonic() + timeout
        with self.cond:
            while len(self.plays) <= index:
                if self.error:
                    raise BenchError(self.error)
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return None
                self.cond.wait(remaining)
            return dict(self.plays[index])

    def plays_since(self, index):
        with self.cond:
            return [dict(p) for p in self.plays[index:]]

    def stop(self):
        """Stops reading: only once the programs writing to it are gone (a writer left
        without its reader would get SIGPIPE)."""
        os.write(self._wake_w, b"x")
        self.thread.join(timeout=5)
        for fd in (self.fd, self._wake_r, self._wake_w):
            try:
                os.close(fd)
            except OSError:
                pass


def wall(seconds):
    """A wall-clock time.time() as an aware datetime, to compare with status's instants."""
    return datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc)


def note_silent_writers(results, program, tap):
    """A PCM set up and closed without a sample (a play that failed, or a device opened
    to be probed) is worth a line: it is not counted as a play."""
    if tap.silent_writers:
        results.notes.append(f"{program}: the sound device was opened and closed without a "
                             f"sample {tap.silent_writers} times")
