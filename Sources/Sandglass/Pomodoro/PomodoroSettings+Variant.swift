import GtkKit
import TimerCore

/// The settings as an action parameter, `(xxxxb)`: focus, short and long break in ms, rounds, auto-start.
extension PomodoroSettings: OperationPayload {
    static var variantType: String { "(xxxxb)" }

    var variant: Variant {
        Variant(tuple: [
            Variant(focus.totalMilliseconds), Variant(shortBreak.totalMilliseconds),
            Variant(longBreak.totalMilliseconds), Variant(Int64(rounds)), Variant(autoStart),
        ])
    }

    /// The settings an action parameter carries; nil when it is malformed.
    init?(variant: Variant) {
        let items = variant.tupleItems
        guard items.count == 5, let focus = items[0].int64, let short = items[1].int64,
            let long = items[2].int64,
            let rounds = items[3].int64, let autoStart = items[4].bool
        else { return nil }
        self.init(
            focus: .milliseconds(focus), shortBreak: .milliseconds(short),
            longBreak: .milliseconds(long),
            rounds: Int(rounds), autoStart: autoStart)
    }
}
