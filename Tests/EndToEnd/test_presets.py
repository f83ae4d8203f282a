"""Presets of your own from the command line: saved without a window, started by name, kept
through a kill -9 and a restart."""

import signal

from sandglass_e2e import A11y, wait_until


def test_a_preset_is_saved_without_a_window_started_by_name_and_kept(gui_session, sandglass):
    # No instance: the command saves the preset itself and opens nothing.
    saved = sandglass.run("timer", "preset", "save", "Tea", "4m")
    assert saved.returncode == 0, str(saved)
    assert saved.stdout == "Preset “Tea” saved: 00:04:00\n", str(saved)
    assert not sandglass.is_running(), "saving a preset starts no Sandglass"
    assert sandglass.run("timer", "preset", "save", "Eggs", "7:00").returncode == 0
    listed = sandglass.run("timer", "preset", "list", headless=True)
    assert listed.stdout == "00:04:00  Tea\n00:07:00  Eggs\n", str(listed)

    # An unknown preset is bad input: exit 2, the presets named, nothing started.
    unknown = sandglass.run("timer", "start", "--preset", "Pasta")
    assert unknown.returncode == 2, str(unknown)
    assert unknown.stderr == "sandglass: no preset is named “Pasta”; the presets are “Tea”, “Eggs”\n", str(unknown)
    assert not sandglass.is_running()

    # Started by name, in any case: the window opens on it, labelled with the preset's name.
    instance = sandglass.launch("timer", "start", "--preset", "tea")
    ui = A11y(instance.pid)
    wait_until(ui.shown_window, message="the Sandglass window on screen")
    ui.wait_for("label", "Tea")
    running = sandglass.status()
    assert (running["state"], running["label"], running["duration_ms"]) == ("running", "Tea", 240_000), running

    # The running instance answers the same commands.
    assert sandglass.run("timer", "preset", "rename", "eggs", "Soft eggs").stdout == "Preset “Eggs” renamed “Soft eggs”\n"
    refused = sandglass.run("timer", "preset", "remove", "Eggs")
    assert refused.returncode == 2 and "“Tea”, “Soft eggs”" in refused.stderr, str(refused)

    # Killed and started again: the presets (and the running timer) are still there.
    instance.send_signal(signal.SIGKILL)
    instance.wait(timeout=10)
    wait_until(lambda: not sandglass.is_running(), message="the killed instance gone from the bus")
    assert sandglass.run("timer", "preset", "list", headless=True).stdout == "00:04:00  Tea\n00:07:00  Soft eggs\n"
    sandglass.launch()
    assert sandglass.run("timer", "preset", "list").stdout == "00:04:00  Tea\n00:07:00  Soft eggs\n"
    assert sandglass.status()["label"] == "Tea"
