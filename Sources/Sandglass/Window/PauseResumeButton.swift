import GtkKit

/// One button that reads Pause while something runs and Resume (or Start) while it does not.
///
/// Its icon and label cross-fade (a Stack inside the button), so the button itself never
/// moves or changes size; its accessible name follows the visible label. The timer and the
/// Pomodoro page each have one, naming their own toggle action.
@MainActor
final class PauseResumeButton {
    /// What the button offers to do.
    enum Face: String, CaseIterable {
        case start, pause, resume

        var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
        var icon: String { self == .pause ? "media-playback-pause-symbolic" : "media-playback-start-symbolic" }
    }

    let button: Button
    private let faces = Stack(fadeMilliseconds: 200)

    init(action: String = "app.timer-toggle", faces shown: [Face] = [.pause, .resume]) {
        for face in shown { faces.addChild(Self.face("_" + face.title, icon: face.icon), name: face.rawValue) }
        faces.setHomogeneous(true)
        button = Button(child: faces, action: action)
        show(shown.first ?? .pause)
    }

    /// Shows Resume when `paused`, Pause otherwise.
    func show(paused: Bool) { show(paused ? .resume : .pause) }

    /// Shows `face`; the ones that set something going are the suggested action.
    func show(_ face: Face) {
        faces.visibleChildName = face.rawValue
        button.setAccessibleLabel(face.title)
        button.setCSSClass("suggested-action", face != .pause)
    }

    /// The name a person reads on the button now.
    var label: String { faces.visibleChildName.flatMap(Face.init(rawValue:))?.title ?? "" }

    private static func face(_ text: String, icon: String) -> Box {
        let box = Box(.horizontal, spacing: 6)
        box.setAlign(horizontal: .center)
        box.append(Image(iconName: icon))
        box.append(Label(text, mnemonic: true))
        return box
    }
}
