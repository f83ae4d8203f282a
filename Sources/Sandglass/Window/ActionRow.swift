import GtkKit

/// The centred row of buttons under a view's main display: pills of one width on every page
/// (the `circular-pill` style), and round icons for the secondary actions beside a main pill.
@MainActor
enum ActionRow {
    /// Pills of one width, side by side.
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

    /// The `main` pill at the centre, with round icon buttons `before` and `after` it (as many on
    /// each side keep the pill at the centre).
    static func make(main: Widget, before: [Widget], after: [Widget]) -> Box {
        let row = Box(.horizontal, spacing: 12)
        row.setAlign(horizontal: .center)
        row.addCSSClass("action-row")
        main.addCSSClass("circular-pill")
        for button in before + [main] + after {
            button.setAlign(vertical: .center)
            row.append(button)
        }
        return row
    }
}
