import GtkKit

/// The one shape of every page: its digits at the centre of the page, what names them (a title,
/// a phase) just above, and the details and buttons just below. Switching pages, the digits
/// stay in place and keep their size.
@MainActor
enum PageLayout {
    /// A page of `digits`, with `above` over them and `below` under them.
    static func make(above: Widget, digits: Widget, below: Widget) -> CenterBox {
        // Each takes all the room on its side of the digits (a centre box gives its edge children
        // only their own height otherwise) and sits against the digits.
        above.setAlign(vertical: .end)
        above.setExpand(vertical: true)
        above.addCSSClass("page-above")
        below.setAlign(vertical: .start)
        below.setExpand(vertical: true)
        below.addCSSClass("page-below")
        let page = CenterBox(top: above, center: digits, bottom: below)
        page.addCSSClass("page-layout")
        page.setExpand(horizontal: true, vertical: true)
        return page
    }

    /// The column of details and buttons that goes under a page's digits.
    static func column(_ children: [Widget]) -> Box {
        // Spaced by the style (`page-column`): less in a short window.
        let column = Box(.vertical)
        column.addCSSClass("page-column")
        column.setAlign(horizontal: .fill)
        for child in children { column.append(child) }
        return column
    }

    /// A line over or under the digits (a title with a button at its end), as wide as the digits
    /// where there is room.
    static func line(_ content: Widget) -> Widget {
        content.addCSSClass("page-line")
        return Clamp(child: content, maximumWidth: 320)
    }

    /// A progress bar as wide as the digits where there is room, narrower where there is not.
    static func progress(_ bar: ProgressBar) -> Widget {
        bar.addCSSClass("timer-progress")
        return Clamp(child: bar, maximumWidth: 320)
    }
}
