import TimerCore

/// The one destructive change the window offers to take back: a timer cancelled, a stopwatch
/// reset, a cycle or countdown stopped, a preset removed. They happen at once (a person who
/// meant it is not asked twice) and a toast offers Undo for a while.
///
/// A newer offer replaces the older, as its toast replaces the older toast; each offer has its
/// own token in its toast's action, so a click on a toast of an older offer undoes nothing.
@MainActor
final class UndoOffer {
    /// How long the toast stays: long enough to notice and reach it (GNOME's toasts take 5 s).
    static let seconds: UInt32 = 10

    private var pending: (token: Int64, restore: @MainActor () -> Void)?
    private var lastToken: Int64 = 0

    /// Keeps `restore` as what Undo does; the detailed action the toast's button activates.
    func offer(_ restore: @escaping @MainActor () -> Void) -> String {
        lastToken += 1
        pending = (lastToken, restore)
        return "\(AppOperation.undo.detailedName)(int64 \(lastToken))"
    }

    /// Carries out the offer of `token` if it is the one standing; whether it was.
    @discardableResult
    func undo(_ token: Int64) -> Bool {
        guard let pending, pending.token == token else { return false }
        self.pending = nil
        pending.restore()
        return true
    }
}
