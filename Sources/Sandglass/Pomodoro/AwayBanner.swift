import GtkKit
import TimerCore

/// The bar across the top of the Pomodoro page that asks what the time away during focus was:
/// "Away 14 min during focus", with Keep as Focus, Count as Break and Discard. It takes room of
/// its own above the page (it covers nothing), and goes when answered or when the phase ends.
@MainActor
final class AwayBanner {
    let message = Label()
    let root: Revealer
    /// The answers' buttons, in `AwayAnswer.allCases`' order.
    let buttons: [Button]

    init() {
        // The strip spans the window; what it says stays as wide as a page's column.
        let content = Box(.vertical, spacing: 4)
        message.setXAlign(0)
        message.setWrap(true)
        let line = Box(.horizontal, spacing: 8)
        line.append(Image(iconName: "preferences-system-time-symbolic"))
        line.append(message)
        content.append(line)
        let row = Box(.horizontal, spacing: 6)
        row.setHomogeneous(true)
        buttons = AwayAnswer.allCases.map { answer in
            // The mnemonic label names the button (labelled-by): GTK 4.8 reads a button made
            // with a mnemonic of its own twice.
            let words = Label(AwayAnswerText.label(answer), mnemonic: true)
            // Three buttons side by side in GNOME's narrowest window: their words wrap there.
            words.setWrap(true)
            words.setCentered()
            let button = Button(child: words)
            words.setMnemonicWidget(button)
            button.setAction(AppOperation.away.detailedName, target: Variant(answer.rawValue))
            button.setAccessibleDescription(AwayAnswerText.help(answer))
            row.append(button)
            return button
        }
        buttons.first?.addCSSClass("suggested-action")
        content.append(row)
        let bar = Clamp(child: content, maximumWidth: 520)
        bar.addCSSClass("away-banner")
        root = Revealer(child: bar)
        root.setAlign(vertical: .start)
    }

    var isShown: Bool { root.isRevealed }

    /// Asks `question` (nil: hides the bar); Keep is offered while it can still be kept.
    func show(_ question: AwayQuestion?, canKeep: Bool) {
        if let question { message.text = AwayAnswerText.question(question) }
        buttons.first?.isSensitive = canKeep
        root.isRevealed = question != nil
    }
}
