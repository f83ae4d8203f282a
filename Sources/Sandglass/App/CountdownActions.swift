import Foundation
import GtkKit
import TimerCore

/// The `app.countdown-*` actions, shared by buttons, keys and the command line.
@MainActor
final class CountdownActions {
    private let controller: DateCountdownController
    private(set) var all: [SimpleAction] = []
    /// The date and title picked on the page, or nil (after saying why on the page) when they are not a date.
    var pickedTarget: (() -> (target: Date, label: String)?)?

    init(controller: DateCountdownController) {
        self.controller = controller
        all = [
            SimpleAction(name: "countdown-start") { [unowned self] _ in
                guard let picked = self.pickedTarget?() else { return }
                self.controller.start(target: picked.target, label: picked.label)
            },
            // (target in wall-clock ms since 1970, title): the command line's already-parsed date.
            SimpleAction(name: "countdown-start-with", parameterType: "(xs)") { [unowned self] parameter in
                let items = parameter?.tupleItems ?? []
                guard items.count == 2, let milliseconds = items[0].int64, let label = items[1].string else { return }
                self.controller.start(target: Date(timeIntervalSince1970: Double(milliseconds) / 1_000), label: label)
            },
            SimpleAction(name: "countdown-stop") { [unowned self] _ in self.controller.stop() },
        ]
        updateEnabled()
    }

    /// Keys that act on the countdown while its page shows.
    static let accelerators: [(action: String, keys: [String])] = [
        ("app.countdown-stop", ["Escape"]),
    ]

    func register(in application: Application) { all.forEach(application.addAction) }

    func updateEnabled() {
        let running = controller.countdown != nil
        let enabled: [String: Bool] = ["countdown-start": !running, "countdown-stop": running]
        for action in all { action.isEnabled = enabled[action.name] ?? true }
    }
}
