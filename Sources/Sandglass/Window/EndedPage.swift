import GtkKit

/// The status page a mode shows once what it counted has ended (a finished timer, a countdown
/// whose date has come): the alarm, what ended, a dim line under it, and its buttons.
@MainActor
enum EndedPage {
    static func make(title: String, line: Label, buttons: [Widget]) -> StatusPage {
        let page = StatusPage(icon: "alarm-symbolic", title: title)
        page.addCSSClass("ended-page")
        page.setExpand(horizontal: true, vertical: true)
        let column = Box(.vertical, spacing: 12)
        line.addCSSClass("dim-label")
        line.setWrap(true)
        line.setCentered()
        column.append(line)
        column.append(ActionRow.make(buttons))
        page.setChild(column)
        return page
    }
}
