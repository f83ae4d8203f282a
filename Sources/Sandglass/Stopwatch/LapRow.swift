import GtkKit
import TimerCore

/// One row of the lap list: "Lap N", the lap time with a fastest/slowest mark, the total.
@MainActor
final class LapRow: ListRow {
    let root: Widget
    let number = Label()
    let split: Widget & ShowsText
    let mark = Label()
    let total: Widget & ShowsText
    /// What a screen reader calls the row as an item of the lap list ("Lap 7, 01:02.41, fastest").
    private(set) var itemName = ""

    /// A `live` row is the lap under way, whose times change at every frame drawn: they are
    /// inscriptions, whose new text redraws them without measuring the window again.
    init(live: Bool = false) {
        if live {
            split = Inscription("00:00.00", characters: 10, minimumCharacters: 8)
            total = Inscription("00:00.00", characters: 10)
        } else {
            let totalLabel = Label()
            totalLabel.setWidthChars(10)
            split = Label()
            total = totalLabel
        }
        let box = Box(.horizontal, spacing: 12)
        box.addCSSClass("lap-row")
        // Columns of fixed widths rather than three equal ones: the row fits a narrow window, and
        // the lap times start at the same place in every row, marked or not.
        number.setXAlign(0)
        number.setWidthChars(7)
        let splitBox = Box(.horizontal, spacing: 6)
        splitBox.append(split)
        mark.addCSSClass("lap-mark")
        splitBox.append(mark)
        splitBox.setExpand(horizontal: true)
        split.addCSSClass("lap-time")
        total.addCSSClass("lap-time")
        split.setXAlign(0)
        total.setXAlign(1)
        box.append(number)
        box.append(splitBox)
        box.append(total)
        root = box
    }

    /// Fills the row; `mark` is "Fastest", "Slowest" or nil, said in words and shown in colour.
    func show(number text: String, split: Duration, total: Duration, mark: String?, isNew: Bool) {
        number.text = text
        showTimes(split: StopwatchFormat.text(split), total: StopwatchFormat.text(total))
        self.mark.text = mark ?? ""
        self.mark.isVisible = mark != nil
        self.mark.setCSSClass("fastest", mark == "Fastest")
        self.mark.setCSSClass("slowest", mark == "Slowest")
        root.setCSSClass("new-lap", isNew)
    }

    /// The row's two times, as written (the live row's at a frame: its number and mark change
    /// only with a lap).
    func showTimes(split: String, total: String) {
        self.split.text = split
        self.total.text = total
    }

    /// Names the list's item that holds this row, when that changed (rows of the lap list only).
    func nameItem(_ text: String) {
        guard text != itemName else { return }
        itemName = text
        setItemAccessibleLabel(text)
    }
}
