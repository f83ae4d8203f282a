import FoundationEssentials
import GtkKit
import TimerCore

/// The idle countdown: a title, a day from a calendar and a time, or a pasted date; Start.
@MainActor
final class CountdownPicker {
    let root = Box(.vertical, spacing: 18)
    let title = Entry(placeholder: tr("Title (optional), e.g. Sale ends"))
    /// The day the fields show; the calendar to pick another is made the first time it opens
    /// (a month of day labels that the page does not need until then).
    private(set) var day = CalendarView.Day(year: 1970, month: 1, day: 1)
    private(set) var calendar: CalendarView?
    private(set) var dayButton: MenuButton!
    let hour = SpinButton(range: 0...23, vertical: true)
    let minute = SpinButton(range: 0...59, vertical: true)
    let pasted = Entry(placeholder: tr("or paste a date, e.g. 2027-01-01T00:00:00+09:00"))
    let problem = Label()
    let startButton = CountdownOperation.start.button()

    /// Enter in the title or the pasted date.
    var onActivate: (() -> Void)?
    /// The date text was read again (at each key): whether it is a date may have changed.
    var onTextChecked: (() -> Void)?
    /// Why the date text is not a date, or nil (it is, or it is empty and the fields count).
    private(set) var textProblem: DateTargetParseError?
    /// Where the text is read (its zone and "now", for "18:30"); set by `prefill`.
    private var source: TimeSource?
    /// The fields are being set from the text: that is not the person choosing another day or time.
    private var isSyncing = false

    init() {
        dayButton = MenuButton(
            label: "", makePopover: { [unowned self] in self.makeCalendar() },
            willOpen: { [unowned self] in
                self.calendar?.selectedDay = self.day
            })
        root.addCSSClass("countdown-picker")
        // No margins of its own: the page has them, and the form must be no wider than GNOME's
        // smallest window before the window takes its narrow style.
        root.setAlign(horizontal: .center, vertical: .center)

        title.setMaxLength(Int32(LabelText.maximumLength))
        // 32 characters where there is room, fewer in a window as narrow as GNOME's smallest.
        title.setWidthChars(20)
        title.setMaxWidthChars(32)
        title.setAccessibleLabel(tr("Title"))
        root.append(title)

        let when = Box(.horizontal, spacing: 8)
        when.setAlign(horizontal: .center)
        let dayColumn = Box(.vertical, spacing: 4)
        dayColumn.setAlign(vertical: .center)
        dayButton.setAccessibleLabel(tr("Date"))
        dayColumn.append(dayButton)
        let dayCaption = Label(tr("Date"))
        dayCaption.addCSSClass("dim-label")
        dayColumn.append(dayCaption)
        when.append(dayColumn)
        when.append(column(hour, caption: tr("_Hour")))
        let colon = Label(":")
        colon.addCSSClass("time-separator")
        when.append(colon)
        when.append(column(minute, caption: tr("M_inute")))
        root.append(when)

        pasted.setWidthChars(20)
        pasted.setMaxWidthChars(32)
        pasted.setAccessibleLabel(tr("Date as text"))
        root.append(pasted)

        problem.addCSSClass("error")
        // A few words, ellipsized if need be: the form keeps its width (the full list is the tooltip).
        problem.setEllipsize(true)
        problem.tooltip = tr("Accepted: {forms}", ["forms": DateTargetParseError.acceptedForms])
        problem.isVisible = false
        root.append(problem)

        startButton.addCSSClass("suggested-action")
        startButton.addCSSClass("circular-pill")
        startButton.setAlign(horizontal: .center)
        root.append(startButton)

        for field in [hour, minute] {
            field.onOutput { ClockFormat.twoDigits(Int($0)) }
            field.onActivate { [unowned self] in self.onActivate?() }
        }
        for field in [hour, minute] {
            field.onValueChanged { [unowned self] in self.fieldsChosen() }
            // The wheel scrolls the page past a field unless the field has the keyboard.
            field.wheelStepsOnlyWhenFocused()
        }
        title.onActivate { [unowned self] in self.onActivate?() }
        pasted.onActivate { [unowned self] in self.onActivate?() }
        pasted.onChanged { [unowned self] in self.checkText() }
        pasted.tooltip = tr("Accepted: {forms}", ["forms": DateTargetParseError.acceptedForms])
    }

    /// Reads the date text at each key: a date fills the day and time fields; anything else is
    /// marked as an error in a few words (Start Countdown is insensitive meanwhile).
    private func checkText() {
        let text = pasted.text.trimmingWhitespace
        defer { onTextChecked?() }
        guard !text.isEmpty, let source else { return showTextProblem(nil) }
        do {
            let date = try DateTargetParser.parse(text, source: source)
            let fields = CountdownPickerDay.fields(of: date, zone: source.localZone)
            isSyncing = true
            day = CalendarView.Day(year: fields.year, month: fields.month, day: fields.day)
            hour.intValue = fields.hour
            minute.intValue = fields.minute
            showDay()
            isSyncing = false
            showTextProblem(nil)
        } catch {
            showTextProblem(error)
        }
    }

    private func showTextProblem(_ error: DateTargetParseError?) {
        textProblem = error
        pasted.setCSSClass("error", error != nil)
        if let error { problem.text = error.shortDescription }
        problem.isVisible = error != nil
    }

    /// The person chose a day or a time in the fields: those count now, not text typed before.
    private func fieldsChosen() {
        guard !isSyncing, !pasted.text.isEmpty else { return }
        pasted.text = ""
    }

    /// Fills the fields with today's day and the next whole hour (the form's starting point).
    func prefill(source: TimeSource) {
        self.source = source
        // A new form: text from before would disagree with the fields.
        pasted.text = ""
        let next = CountdownPickerDay.nextWholeHour(after: source.wallNow, zone: source.localZone)
        isSyncing = true
        day = CalendarView.Day(year: next.year, month: next.month, day: next.day)
        hour.intValue = next.hour
        minute.intValue = 0
        showDay()
        isSyncing = false
    }

    /// The date and title to count down to, or the one-line reason the fields are not a date.
    func picked(source: TimeSource) -> Result<(target: Date, label: String), DateTargetParseError> {
        [hour, minute].forEach { $0.update() }
        let label = title.text.trimmingWhitespace
        do {
            let text = pasted.text.trimmingWhitespace
            if !text.isEmpty {
                return .success((try DateTargetParser.parse(text, source: source), label))
            }
            let target = try DateTargetParser.localDate(
                year: day.year, month: day.month, day: day.day, hour: hour.intValue,
                minute: minute.intValue, second: 0,
                source: source)
            return .success((target, label))
        } catch {
            return .failure(error)
        }
    }

    /// A short window keeps the day, the time and Start Countdown: the title and the date as text
    /// step aside (unless they hold something), as the timer's presets do, so Start stays on screen.
    func fit(short: Bool) {
        title.isVisible = !short || !title.text.isEmpty
        pasted.isVisible = !short || !pasted.text.isEmpty
    }

    /// Whether the title and the date-as-text fields show (a short window leaves them out when empty).
    var showsTextFields: Bool { title.isVisible && pasted.isVisible }

    /// Shows why the fields are not a date, under them.
    func showProblem(_ text: String) {
        problem.text = text.prefix(1).uppercased() + text.dropFirst()
        problem.isVisible = true
    }

    /// The calendar, made as its button first opens; it starts on the day the fields show.
    private func makeCalendar() -> Popover {
        let made = CalendarView()
        made.onDaySelected { [unowned self, unowned made] in
            self.day = made.selectedDay
            self.showDay()
            self.dayButton.popdown()
            self.fieldsChosen()
        }
        calendar = made
        return Popover(child: made)
    }

    private func showDay() {
        dayButton.label = CountdownPickerDay.dayText(year: day.year, month: day.month, day: day.day)
    }

    private func column(_ field: SpinButton, caption: String) -> Box {
        let column = Box(.vertical, spacing: 4)
        field.addCSSClass("time-field")
        column.append(field)
        let label = Label(caption, mnemonic: true)
        label.setMnemonicWidget(field)
        label.addCSSClass("dim-label")
        column.append(label)
        return column
    }
}
