import GtkKit
import TimerCore

/// The small window for a corner of the screen: what is under way as its digits, a thin
/// progress bar and its main button. Dragged by its body (the window has no title bar then); a
/// double click, or the button beside the main one, brings the full window back.
@MainActor
final class CompactView {
    let title = Label()
    /// New text each second redraws it without measuring the window again (an inscription).
    let digits = Inscription("00:00:00", characters: 11)
    let progress = ProgressBar()
    let mainButton = Button(icon: "media-playback-pause-symbolic", accessibleName: tr("Pause"))
    let fullButton = Button(
        icon: "view-fullscreen-symbolic", accessibleName: tr("Full View"),
        action: WindowOption.compact.detailedName)
    let root: Box
    private(set) var face: CompactFace?
    /// The frame callback while a stopwatch's hundredths are drawn here.
    private lazy var ticks = FrameTicks(on: digits)

    init() {
        let body = Box(.vertical, spacing: 6)
        root = body
        body.addCSSClass("compact-view")
        // The same margin all round; the title centred over the digits it names.
        body.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        title.addCSSClass("dim-label")
        title.setXAlign(0.5)
        title.setEllipsize(true)
        let row = Box(.horizontal, spacing: 12)
        let reading = Box(.vertical, spacing: 6)
        reading.setExpand(horizontal: true)
        reading.setAlign(horizontal: .fill, vertical: .center)
        reading.append(title)
        digits.addCSSClass("compact-digits")
        reading.append(digits)
        progress.addCSSClass("compact-progress")
        progress.setAccessibleLabel(tr("Elapsed"))
        reading.append(progress)
        row.append(reading)
        for button in [mainButton, fullButton] {
            button.setAlign(vertical: .center)
            button.addCSSClass("circular")
        }
        fullButton.addCSSClass("flat")
        row.append(mainButton)
        row.append(fullButton)
        // In the middle of the window's height when there are no digits (an idle mode, an Undo).
        row.setExpand(vertical: true)
        row.setAlign(vertical: .center)
        body.append(row)
    }

    /// The mode's face, as last given to `show`.
    private var modeFace: CompactFace?
    /// An Undo offered while this view shows (the full view's toast cannot be seen from here):
    /// in place of the mode's face until it is taken, replaced or its time is up.
    private var undoFace: CompactFace?

    /// Shows `face`, or the Undo offered over it while that stands.
    func show(_ face: CompactFace) {
        modeFace = face
        draw(undoFace ?? face)
    }

    /// Offers Undo here for `seconds`: `text` says what went ("Countdown “Launch” stopped"), the
    /// main button is Undo and activates `action` (the offer's own, so an old one does nothing).
    func offerUndo(_ text: String, action: String, seconds: UInt32) {
        let undo = CompactFace.Button(
            action: action, icon: "edit-undo-symbolic", name: MnemonicLabel.plain(tr("_Undo")),
            suggested: true)
        let offered = CompactFace(title: text, digits: "", progress: nil, button: undo)
        undoFace = offered
        draw(offered)
        MainLoop.after(milliseconds: seconds * 1000) { [weak self] in
            guard let self, self.undoFace == offered else { return }
            self.withdrawUndo()
        }
    }

    /// Back to the mode's face (the offer was taken, or its time is up).
    func withdrawUndo() {
        guard undoFace != nil else { return }
        undoFace = nil
        if let modeFace { draw(modeFace) }
    }

    /// Draws `face` (only what changed is set: the digits redraw alone each second).
    private func draw(_ face: CompactFace) {
        guard face != self.face else { return }
        let old = self.face
        self.face = face
        if face.title != old?.title { title.text = face.title }
        digits.text = face.digits
        digits.isVisible = !face.digits.isEmpty
        progress.isVisible = face.progress != nil
        if let fraction = face.progress { progress.fraction = fraction }
        if face.button != old?.button {
            mainButton.isVisible = face.button != nil
            if let button = face.button {
                mainButton.setAction(button.action)
                mainButton.setIcon(button.icon)
                mainButton.tooltip = button.name
                mainButton.setAccessibleLabel(button.name)
                mainButton.setCSSClass("suggested-action", button.suggested)
            }
        }
    }

    /// Draws every frame while a stopwatch runs here (its hundredths), and stops.
    func setAnimating(_ animating: Bool, frame: @escaping @MainActor () -> Void) {
        ticks.set(animating, frame: frame)
    }

    var isTicking: Bool { ticks.isTicking }
}
