import GtkKit

/// The centred row of equally wide pill buttons under a view's main display.
@MainActor
enum ActionRow {
    static func make(_ buttons: [Widget]) -> Box {
        let row = Box(.horizontal, spacing: 12)
        row.setAlign(horizontal: .center)
        row.setHomogeneous(true)
        row.addCSSClass("action-row")
        for button in buttons {
            button.addCSSClass("circular-pill")
            row.append(button)
        }
        return row
    }
}
