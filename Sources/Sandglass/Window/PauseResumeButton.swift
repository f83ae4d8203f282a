import GtkKit

/// One button that invokes a mode's toggle and shows what it will do: Start, Pause or Resume.
///
/// Its faces are the label and icon of the operations it stands for, cross-faded (a Stack
/// inside the button), so the button itself never moves or changes size; its accessible name
/// follows the visible label.
@MainActor
final class PauseResumeButton {
    let button: Button
    private let faces = Stack(fadeMilliseconds: 200)
    private var titles: [String: String] = [:]
    /// The faces that pause something (not the suggested action).
    private var pausing: Set<String> = []
    /// The face now shown.
    private var shown: String?

    /// A button invoking `toggle`, able to show each of `shown` (the first one at first);
    /// `pausing` is the face that stops something (not the suggested action).
    init<Operation: ModeOperation>(toggle: Operation, faces shown: [Operation], pausing: Operation)
    {
        for operation in shown {
            let definition = operation.definition
            let label = definition.label ?? operation.name
            let title = MnemonicLabel.plain(label)
            titles[operation.name] = title
            if operation == pausing { self.pausing.insert(operation.name) }
            faces.addChild(
                Self.face(label, icon: definition.icon ?? ""), name: operation.name, title: title)
        }
        faces.setHomogeneous(true)
        button = Button(child: faces, action: toggle.detailedName)
        if let first = shown.first { show(first) }
    }

    /// Shows the face of `operation`; the ones that set something going are the suggested action.
    /// Called with every second's redraw: it touches nothing while the face stays the same.
    func show<Operation: ModeOperation>(_ operation: Operation) {
        guard shown != operation.name else { return }
        shown = operation.name
        faces.visibleChildName = operation.name
        button.setAccessibleLabel(titles[operation.name] ?? "")
        button.setCSSClass("suggested-action", !pausing.contains(operation.name))
    }

    /// The name a person reads on the button now.
    var label: String { faces.visibleChildName.flatMap { titles[$0] } ?? "" }

    private static func face(_ text: String, icon: String) -> Box {
        let box = Box(.horizontal, spacing: 6)
        box.setAlign(horizontal: .center)
        box.append(Image(iconName: icon))
        box.append(Label(text, mnemonic: true))
        return box
    }
}
