import GtkKit
import TimerCore

/// The window's word that something ended on another page: "Time’s up: Tea", Show, close.
///
/// An end never switches the page, raises the window or takes the focus (a key meant for the
/// page on screen must still reach it); this note at the bottom of the window says what ended
/// and takes the person there when they choose. It lies under the pages, across the window, and
/// takes its room from the page: it never covers a button.
@MainActor
final class EndNotice {
    let message = Label()
    // No mnemonic: Alt+S is the pages' own Start.
    let showButton = Button(label: tr("Show"), mnemonic: false)
    let closeButton = Button(icon: "window-close-symbolic", accessibleName: tr("Close notice"))
    let root: Revealer
    /// The mode whose end it tells of (nil while hidden).
    private(set) var mode: Mode?
    /// Called with `mode` when Show is pressed.
    var onShow: ((Mode) -> Void)?
    /// Called when the note comes or goes.
    var onShownChanged: (() -> Void)?

    init() {
        let bar = Box(.horizontal, spacing: 12)
        bar.addCSSClass("end-notice")
        bar.append(Image(iconName: "alarm-symbolic"))
        // As wide as the window allows, wrapped only past that: in a 360 px window Show and the
        // close button stay on screen.
        message.setWrap(true)
        message.setXAlign(0)
        message.setExpand(horizontal: true)
        bar.append(message)
        bar.append(showButton)
        closeButton.addCSSClass("flat")
        closeButton.addCSSClass("circular")
        bar.append(closeButton)
        root = Revealer(child: bar, transition: .slideUp)
        root.setAlign(horizontal: .fill, vertical: .end)
        showButton.onClicked { [unowned self] in
            guard let mode = self.mode else { return }
            self.hide()
            self.onShow?(mode)
        }
        closeButton.onClicked { [unowned self] in self.hide() }
    }

    var isShown: Bool { root.isRevealed }

    /// Tells that `what` ended in `mode` (replacing an earlier note).
    func show(_ what: String, in mode: Mode) {
        message.text = what
        showButton.setAccessibleDescription(tr("Shows the {page} page", ["page": mode.title]))
        self.mode = mode
        root.isRevealed = true
        onShownChanged?()
    }

    func hide() {
        root.isRevealed = false
        mode = nil
        onShownChanged?()
    }
}
