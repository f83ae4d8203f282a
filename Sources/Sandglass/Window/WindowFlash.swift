import GtkKit

/// Lights a widget's background up and back three times: the quiet alert at an end, for
/// rooms where sound is not welcome.
@MainActor
final class WindowFlash {
    private let widget: Widget
    /// Steps left to draw (each flash is on, then off).
    private var stepsLeft = 0

    init(_ widget: Widget) {
        self.widget = widget
        widget.addCSSClass("flashable")
    }

    var isFlashing: Bool { stepsLeft > 0 }

    /// Whether what flashes is on screen (the view the window shows).
    var isOnScreen: Bool { widget.isMapped }

    func start() {
        guard stepsLeft == 0 else { return }
        stepsLeft = 6
        step()
    }

    private func step() {
        guard stepsLeft > 0 else { return }
        stepsLeft -= 1
        // Odd steps left turn the light on, even ones off: three flashes at 2.5 per second, under
        // the three per second that photosensitivity guidance warns about.
        widget.setCSSClass("flash", stepsLeft % 2 == 1)
        MainLoop.after(milliseconds: 200) { [weak self] in self?.step() }
    }
}
