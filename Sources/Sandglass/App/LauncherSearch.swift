import GtkKit
import TimerCore

/// What every launcher's search shares (GNOME Shell's overview, KRunner): the offers for typed
/// words, kept by id for the titles asked next, and an offer's command carried out when chosen.
@MainActor
final class LauncherSearch {
    /// Carries out an offer's command line; returns its exit status.
    typealias Run = @MainActor (_ arguments: [String]) -> Int32

    private let clock: TimeSource
    private let status: @MainActor () -> StatusReport
    private let run: Run
    private let showWindow: @MainActor (Mode?) -> Void
    /// The offers of the latest searches, by id.
    private var offered: [String: SearchOffer] = [:]

    init(
        clock: TimeSource, status: @escaping @MainActor () -> StatusReport, run: @escaping Run,
        showWindow: @escaping @MainActor (Mode?) -> Void
    ) {
        self.clock = clock
        self.status = status
        self.run = run
        self.showWindow = showWindow
    }

    /// What `terms` offers now, most likely first.
    func offers(for terms: [String]) -> [SearchOffer] {
        let offers = SearchMatcher.offers(for: terms, status: status(), source: clock)
        // Kept for the titles asked next; the latest searches only.
        if offered.count > 200 { offered.removeAll() }
        for offer in offers { offered[offer.id] = offer }
        return offers
    }

    /// An offer given by a search before, by its id.
    func offer(_ id: String) -> SearchOffer? { offered[id] }

    /// Carries out the offer `id` stands for; throws for an id that is not one of ours.
    func activate(_ id: String) throws(ExportedObject.Refusal) {
        guard let command = SearchOffer.arguments(ofID: id) else {
            throw ExportedObject.Refusal("not a Sandglass result")
        }
        let done = run(command) == 0
        // A start opens the page, as a launcher's New Timer does; a pause or dismiss does not.
        if done, command.count > 1, command[1] == "start" {
            showWindow(Mode(rawValue: command[0]))
        }
    }

    /// The search asked for more than its results: the window.
    func openWindow() { showWindow(nil) }

    /// The icon of an offer's mode.
    static func icon(of offer: SearchOffer?) -> String {
        Mode(rawValue: offer?.mode ?? "")?.icon ?? AppIdentity.iconName
    }
}
