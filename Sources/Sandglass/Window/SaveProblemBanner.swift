import GtkKit
import TimerCore

/// The bar across the top of the window that tells of saved state that could not be written or
/// read, one line per file, until dismissed.
///
/// It lies over the pages (an overlay), so showing it never makes the window taller.
@MainActor
final class SaveProblemBanner {
    let message = Label()
    let dismissButton = Button(label: tr("Dismiss"), mnemonic: false)
    let root: Revealer
    /// The lines shown, one per problem, oldest first.
    private(set) var lines: [String] = []

    init() {
        let bar = Box(.horizontal, spacing: 12)
        bar.addCSSClass("save-problem-banner")
        message.setExpand(horizontal: true)
        message.setXAlign(0)
        message.setWrap(true)
        message.setBreaksLongWords(true)  // paths have no spaces to wrap at
        bar.append(Image(iconName: "dialog-warning-symbolic"))
        bar.append(message)
        dismissButton.setAlign(vertical: .center)
        // Named apart from a finished timer's Dismiss, which may show at the same time.
        dismissButton.setAccessibleLabel(tr("Dismiss message"))
        dismissButton.setAccessibleDescription(tr("Hides this message about saved state"))
        bar.append(dismissButton)
        root = Revealer(child: bar)
        root.setAlign(vertical: .start)
        dismissButton.onClicked { [unowned self] in self.dismiss() }
    }

    var isShown: Bool { root.isRevealed }

    /// Adds one line per problem and shows the bar.
    func show(_ problems: [SaveProblems.Problem]) {
        guard !problems.isEmpty else { return }
        lines += problems.map(\.windowText)
        message.text = lines.joined(separator: "\n")
        root.isRevealed = true
    }

    /// Hides the bar; what it said is not shown again (the notices decide what comes next).
    func dismiss() {
        root.isRevealed = false
        lines = []
    }
}
