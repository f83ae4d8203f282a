import TimerCore

/// The words of the question on time away during focus, and of its answers.
enum AwayAnswerText {
    /// "Away 14 min during focus".
    static func question(_ question: AwayQuestion) -> String {
        tr("Away {length} during focus", ["length": length(question)])
    }

    /// The time away in whole minutes (seconds under a minute): "14 min".
    static func length(_ question: AwayQuestion) -> String {
        let seconds = question.length.totalSecondsRoundedDown
        return ClockFormat.short(totalSeconds: seconds >= 60 ? seconds / 60 * 60 : seconds)
    }

    /// The button's label, with its mnemonic.
    static func label(_ answer: AwayAnswer) -> String {
        switch answer {
        case .keep: tr("Keep as _Focus")
        case .break: tr("Count as _Break")
        case .discard: tr("_Discard")
        }
    }

    /// The command's help.
    static func help(_ answer: AwayAnswer) -> String {
        switch answer {
        case .keep: tr("Count the time away as focus: the phase goes on as if you had stayed.")
        case .break: tr("Count the time away as a break in the record of focus.")
        case .discard: tr("Count the time away as neither (what no answer means).")
        }
    }

    /// What the command says when done.
    static func done(_ answer: AwayAnswer, _ question: AwayQuestion) -> String {
        let length = length(question)
        return switch answer {
        case .keep: tr("{length} away kept as focus", ["length": length])
        case .break: tr("{length} away counted as a break", ["length": length])
        case .discard: tr("{length} away discarded", ["length": length])
        }
    }

    /// Why nothing was done: no question waits.
    static var nothingAsked: String { tr("no question about time away is waiting") }

    /// Why Keep came too late: the cycle changed since the return.
    static var tooLateToKeep: String {
        tr("the cycle changed since you came back; the time away can no longer be kept as focus")
    }
}
