import TimerCore

/// Do Not Disturb during focus (a preference, off by default): while a focus phase runs, other
/// notifications wait, through the desktop's own switch (`DesktopQuiet`). What the switch was
/// is put back when the phase ends, the cycle pauses or stops, or Sandglass quits; and, from a
/// file written before the switch is touched, at the next start after a crash or a kill.
@MainActor
final class FocusQuiet {
    private let file: StateFile<SavedQuiet>
    private let desktop: DesktopQuiet
    /// What was found, while notifications are held back.
    private var held: SavedQuiet?

    /// `continuing`: this process started afresh holding the instance lock (the pin's restart),
    /// so what the file says is held still, by this Sandglass: kept, not put back and taken again.
    init(file: StateFile<SavedQuiet>, desktop: DesktopQuiet, continuing: Bool = false) {
        self.file = file
        self.desktop = desktop
        guard let left = file.load({ $0 }) else { return }
        if continuing {
            held = left
        } else {
            // Left by a process that did not put it back (a crash, a kill): put back now.
            desktop.restore(left)
            _ = file.remove()
        }
    }

    /// Holds notifications back, or puts the switch back as found.
    func update(quiet: Bool) {
        if quiet {
            // Not on disk: the server ends it by itself if this process dies.
            desktop.inhibit()
            guard held == nil, let found = desktop.found() else { return }
            // On disk first: a kill between the two leaves the switch as it was, or a file
            // that puts it back.
            guard file.save(found) == nil else { return }
            held = found
            desktop.quiet(found)
        } else {
            desktop.uninhibit()
            guard let found = held else { return }
            desktop.restore(found)
            held = nil
            _ = file.remove()
        }
    }
}
