import GtkKit
import TimerCore

/// One timer of several, as a row of the Timer page's list: its name, digits, progress, what
/// it is doing, and its buttons (Pause or Resume and Cancel; Restart and Dismiss once finished).
///
/// The buttons are icons (a row has no room for words, and ten rows' Alt+P would fight); each
/// names its timer to a screen reader ("Pause Tea") and invokes its operation on that timer.
@MainActor
final class TimerRow: ListRow {
    let root: Widget
    let name = Label()
    let digits = Inscription("00:00:00", characters: 8)
    let progress = ProgressBar()
    let detail = Label()
    // Their tooltips are asked for when shown (`setTooltip(from:)`): a set tooltip costs an X
    // round trip, and GTK 4.8 builds up to 200 rows at once.
    let pauseResume = Button(
        icon: "media-playback-pause-symbolic", accessibleName: tr("Pause"), showsTooltip: false)
    let cancelButton = Button(
        icon: "media-playback-stop-symbolic", accessibleName: tr("Cancel"), showsTooltip: false)
    /// Restart and Dismiss, which only a finished timer shows: made the first time the row shows
    /// one. Every row GTK builds had them, hidden: 2 of its 4 buttons, and up to 16 rows are
    /// built before the window first shows (a launch with many timers saved).
    private var endButtons: (restart: Button, dismiss: Button)?
    private let buttons = Box(.horizontal, spacing: 6)
    /// What a screen reader calls each button now ("Pause Tea"), and its tooltip says.
    private(set) var spokenNames: [ObjectIdentifier: String] = [:]
    /// What a screen reader calls the row now ("Tea, running. Ends at 14:05:30"), set only when it changes.
    private(set) var itemName = ""
    /// What `itemName` was built from: its timer's name, phase, and the changing part it says
    /// (when a running timer ends, or a paused one's time left).
    private struct ItemNameParts: Equatable {
        let name: String
        let phase: TimerPhase
        let said: String
    }
    private var itemNameParts: ItemNameParts?
    /// The timer shown, once bound.
    private(set) var id: Int?
    /// What the row shows now, so each second touches only what changed.
    private var shownPhase: TimerPhase?
    private var shownName = ""
    /// "Ends at …" of a running timer, written again only when what it says changes.
    private var endsLine = EndTimeLine()
    /// The state the detail line was last written for, and when (a finished timer's "Ended at …"
    /// is written again a minute later: its day may have become "yesterday").
    private var detailState: CountdownTimer.State?
    private var detailWrittenAt = Instant(nanoseconds: 0)

    init() {
        name.setXAlign(0)
        name.setEllipsize(true)
        name.addCSSClass("timer-row-name")
        detail.setXAlign(0)
        detail.setEllipsize(true)
        detail.addCSSClass("dim-label")
        detail.addCSSClass("caption")
        digits.addCSSClass("timer-row-digits")
        progress.addCSSClass("timer-row-progress")
        progress.setAccessibleLabel(tr("Elapsed"))

        let text = Box(.vertical, spacing: 2)
        text.setExpand(horizontal: true)
        let top = Box(.horizontal, spacing: 12)
        name.setExpand(horizontal: true)
        top.append(name)
        top.append(digits)
        text.append(top)
        text.append(progress)
        text.append(detail)

        buttons.setAlign(vertical: .center)
        let box = Box(.horizontal, spacing: 12)
        box.addCSSClass("timer-row")
        box.append(text)
        box.append(buttons)
        root = box
        for button in [pauseResume, cancelButton] { add(button) }
    }

    /// Restart, which a finished timer's row shows (made then).
    var restartButton: Button { madeEndButtons().restart }
    /// Dismiss, which a finished timer's row shows (made then).
    var dismissButton: Button { madeEndButtons().dismiss }

    /// The row's buttons made so far, in their order.
    private var madeButtons: [Button] {
        [pauseResume, cancelButton] + (endButtons.map { [$0.restart, $0.dismiss] } ?? [])
    }

    private func madeEndButtons() -> (restart: Button, dismiss: Button) {
        if let endButtons { return endButtons }
        let restart = Button(
            icon: "view-refresh-symbolic", accessibleName: tr("Restart"), showsTooltip: false)
        let dismiss = Button(
            icon: "window-close-symbolic", accessibleName: tr("Dismiss"), showsTooltip: false)
        for button in [restart, dismiss] {
            button.isVisible = false
            add(button)
        }
        if let id {
            let target = Variant(Int64(id))
            restart.setAction(TimerOperation.restart.actionName, target: target)
            dismiss.setAction(TimerOperation.dismiss.actionName, target: target)
        }
        endButtons = (restart, dismiss)
        return (restart, dismiss)
    }

    /// Appends one of the row's round, flat buttons, whose tooltip is its spoken name.
    private func add(_ button: Button) {
        button.addCSSClass("circular")
        button.addCSSClass("flat")
        buttons.append(button)
        button.setTooltip { [unowned self, unowned button] in self.spokenName(of: button) }
    }

    /// What a screen reader calls `button` ("Pause Tea").
    func spokenName(of button: Button) -> String? { spokenNames[ObjectIdentifier(button)] }

    /// Fills the row with `entry` as of `now`; `ringing` while its alarm sounds.
    /// The wall clock and zone come from `reading` and `zone`, read once for all rows.
    func render(
        _ entry: TimerEntry, now: Instant, ringing: Bool, reading: ClockReading, zone: LocalZone
    ) {
        let timer = entry.timer
        if id != entry.id {
            id = entry.id
            shownPhase = nil
            let target = Variant(Int64(entry.id))
            pauseResume.setAction(TimerOperation.toggle.actionName, target: target)
            cancelButton.setAction(TimerOperation.cancel.actionName, target: target)
            if let ends = endButtons {
                ends.restart.setAction(TimerOperation.restart.actionName, target: target)
                ends.dismiss.setAction(TimerOperation.dismiss.actionName, target: target)
            }
        }
        let phase = timer.phase
        if phase != shownPhase || entry.name != shownName {
            shownPhase = phase
            shownName = entry.name
            name.text = LabelText.printable(entry.name)
            let finished = phase == .finished
            pauseResume.isVisible = !finished
            cancelButton.isVisible = !finished
            if finished || endButtons != nil {
                let (restart, dismiss) = madeEndButtons()
                restart.isVisible = finished
                dismiss.isVisible = finished
            }
            let face: TimerOperation = phase == .paused ? .resume : .pause
            pauseResume.setIcon(face.definition.icon ?? "")
            let spoken = LabelText.printable(entry.name)
            let operations: [TimerOperation] = [face, .cancel, .restart, .dismiss]
            for (button, operation) in zip(madeButtons, operations) {
                // TRANSLATORS: a timer row's button as a screen reader names it: "Pause Tea", "Cancel Timer 2".
                let title = tr(
                    "{action} {timer}", ["action": operation.buttonTitle, "timer": spoken])
                spokenNames[ObjectIdentifier(button)] = title
                button.setAccessibleLabel(title)
            }
            digits.setCSSClass("paused", phase == .paused)
            root.setCSSClass("finished", finished)
        }
        root.setCSSClass("ringing", ringing)
        let shownDigits = ClockFormat.hms(totalSeconds: timer.displayedSeconds(at: now))
        digits.text = shownDigits
        progress.fraction = timer.elapsedFraction(at: now)
        renderDetail(timer.state, now: now, reading: reading, zone: zone)
        nameItem(entry, digits: shownDigits)
    }

    /// Names the row for a screen reader; touches it only when that changed. A screen reader
    /// reads a focused row again each time its name changes, so the name leaves out the ticking
    /// digits: a running row says when it ends (new only when the end moves or the day turns), a
    /// paused one its time left (which stands still), a finished one just that.
    ///
    /// The name is built only when what it is made of changed: built each second for each row
    /// in view, its translations cost half of what a hundred running timers cost a second.
    private func nameItem(_ entry: TimerEntry, digits: String) {
        let phase = entry.timer.phase
        let said: String
        switch phase {
        case .finished: said = ""
        case .running: said = detail.text
        case .idle, .paused: said = digits
        }
        let parts = ItemNameParts(name: entry.name, phase: phase, said: said)
        guard parts != itemNameParts else { return }
        itemNameParts = parts
        let timer = LabelText.printable(entry.name)
        let state = StateName.text(phase.rawValue)
        let text: String
        switch phase {
        case .finished:
            text = tr("{timer}, {state}", ["timer": timer, "state": state])
        case .running:
            // TRANSLATORS: a running timer's row as a screen reader names it: "Tea, running. Ends at 14:05:30".
            text = tr("{timer}, {state}. {ends}", ["timer": timer, "state": state, "ends": said])
        case .idle, .paused:
            // TRANSLATORS: a timer row as a screen reader names it: "Tea, 00:04:12 left, paused".
            text = tr(
                "{timer}, {time} left, {state}", ["timer": timer, "time": said, "state": state])
        }
        guard text != itemName else { return }
        itemName = text
        setItemAccessibleLabel(text)
    }

    /// "Ends at 14:05:30", "Paused", or "Ended at 14:05:30"; each second costs a comparison.
    private func renderDetail(
        _ state: CountdownTimer.State, now: Instant, reading: ClockReading, zone: LocalZone
    ) {
        if case .running(_, let end) = state {
            detailState = state
            if let text = endsLine.text(ending: end, at: reading, zone: zone) { detail.text = text }
            return
        }
        endsLine.reset()
        guard state != detailState || now - detailWrittenAt >= .seconds(60) || now < detailWrittenAt
        else { return }
        detailState = state
        detailWrittenAt = now
        switch state {
        case .idle, .running: detail.text = ""
        case .paused: detail.text = tr("Paused")
        case .finished(let end, _, _):
            detail.text = EndTimeText.endedText(
                ended: reading.wallDate(of: end), now: reading.wallNow, zone: zone)
        }
    }
}

extension ModeOperation {
    /// The action's name without a target (`app.timer-pause`), for a button that gives its own.
    var actionName: String { "app." + rawValue }

    /// What its button says, without the mnemonic mark ("Pause").
    var buttonTitle: String { MnemonicLabel.plain(definition.label ?? definition.help) }
}
