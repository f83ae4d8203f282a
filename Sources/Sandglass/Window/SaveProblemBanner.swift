import GtkKit
import TimerCore

/// The bar across the top of the window that tells of saved state that could not be written or
/// read, one line per file, until dismissed; a file saved again since says so in its line.
///
/// It takes room of its own above the pages (never over them: no timer's row is hidden under it).
@MainActor
final class SaveProblemBanner {
    let message = Label()
    let dismissButton = Button(label: tr("Dismiss"), mnemonic: false)
    let root: Revealer
    /// The lines shown, one per file, oldest first.
    var lines: [String] { entries.map(\.text) }
    private var entries: [(path: String, text: String)] = []

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
        for problem in problems { put(problem.path, problem.windowText) }
        root.isRevealed = true
    }

    /// The files at `paths`, whose problem the bar told, are saved now (a save tried again
    /// worked): their lines say so. Paths it did not tell of are left out.
    func showSaved(_ paths: [String]) {
        for path in paths where entries.contains(where: { $0.path == path }) {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            put(path, tr("{file} is saved again: {path}", ["file": file, "path": path]))
        }
    }

    /// Sets the line of `path` (a new one last).
    private func put(_ path: String, _ text: String) {
        if let index = entries.firstIndex(where: { $0.path == path }) {
            entries[index].text = text
        } else {
            entries.append((path, text))
        }
        message.text = lines.joined(separator: "\n")
    }

    /// Hides the bar; what it said is not shown again (the notices decide what comes next).
    func dismiss() {
        root.isRevealed = false
        entries = []
    }
}
