import GtkKit

/// One button that reads Pause while the timer runs and Resume while it is paused.
///
/// Its icon and label cross-fade (a Stack inside the button), so the button itself never
/// moves or changes size; its accessible name follows the visible label.
@MainActor
final class PauseResumeButton {
    let button: Button
    private let faces = Stack(fadeMilliseconds: 200)

    init() {
        faces.addChild(Self.face("_Pause", icon: "media-playback-pause-symbolic"), name: "pause")
        faces.addChild(Self.face("_Resume", icon: "media-playback-start-symbolic"), name: "resume")
        faces.setHomogeneous(true)
        button = Button(child: faces, action: "app.timer-toggle")
        show(paused: false)
    }

    /// Shows Resume when `paused`, Pause otherwise.
    func show(paused: Bool) {
        faces.visibleChildName = paused ? "resume" : "pause"
        button.setAccessibleLabel(paused ? "Resume" : "Pause")
        button.setCSSClass("suggested-action", paused)
    }

    /// The name a person reads on the button now.
    var label: String { faces.visibleChildName == "resume" ? "Resume" : "Pause" }

    private static func face(_ text: String, icon: String) -> Box {
        let box = Box(.horizontal, spacing: 6)
        box.setAlign(horizontal: .center)
        box.append(Image(iconName: icon))
        box.append(Label(text, mnemonic: true))
        return box
    }
}
