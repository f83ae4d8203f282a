import GtkKit
import TimerCore

/// The Stopwatch mode's page: hundredths, Start/Pause and Lap/Reset, the live lap and the lap list.
@MainActor
final class StopwatchPage {
    private(set) var root: Widget!
    /// Up to 25 new texts a second: an inscription redraws without measuring the window again;
    /// room for hours ("1:02:03.45").
    let display = Inscription("00:00.00", characters: 10, minimumCharacters: 8)
    let primaryButton = Button(
        label: tr("_Start"), icon: "media-playback-start-symbolic",
        action: StopwatchOperation.toggle.detailedName)
    /// Lap while running; Reset while paused, and while idle, when there is nothing to reset (insensitive).
    let secondaryButton = StopwatchOperation.reset.button()
    let currentLap = LapRow(live: true)
    /// Under the list, where they act (not in the window's menu on every page).
    let copyButton = StopwatchOperation.copy.button()
    let exportButton = StopwatchOperation.export.button()
    private(set) var laps: ScrollingList<LapRow>!
    /// What the list's rows are bound from (keys are indexes into its laps).
    private var shown = Stopwatch()
    /// The marked laps of `shown`, derived once per change (an O(n) scan), not once per row bound.
    private var fastest: Int?, slowest: Int?
    private var newestBound: Int?
    private lazy var ticks = FrameTicks(on: display)
    /// The list's column titles and its Copy and Export row (a short window leaves the titles out).
    private let lapHeader = LapRow()
    private let footer = Box(.horizontal, spacing: 6)
    /// Without laps the digits sit at the middle, where the other pages have theirs; with laps
    /// they move to the top and the list takes the rest of the page. Only the digits and the
    /// empty box over them move: the buttons and the list stay put, so the focus on Lap or Reset
    /// stays there at the first lap and at a reset.
    private var layout: CenterBox!
    private let frame = Box(.vertical)
    private let above = Box(.vertical)
    private let below = PageLayout.column([])
    private var isTopped = false

    init() {
        display.addCSSClass("time-display")
        below.append(ActionRow.make([secondaryButton, primaryButton]))
        let lapsBox = Box(.vertical, spacing: 0)
        lapsBox.setExpand(vertical: true)
        lapsBox.setMargins(start: 12, end: 12)
        below.append(lapsBox)

        let header = lapHeader
        header.show(number: tr("Lap"), split: .zero, total: .zero, mark: nil, isNew: false)
        header.split.text = tr("Lap time")
        header.total.text = tr("Total")
        header.root.addCSSClass("lap-header")
        header.root.addCSSClass("dim-label")
        lapsBox.append(header.root)

        currentLap.root.addCSSClass("current-lap")
        lapsBox.append(currentLap.root)

        laps = ScrollingList(
            makeRow: { LapRow() }, bind: { [unowned self] row, index in self.bind(row, index) })
        laps.setExpand(vertical: true)
        laps.addCSSClass("lap-scroller")
        laps.addListCSSClass("lap-list")
        laps.setListAccessibleLabel(tr("Laps"))
        lapsBox.append(laps)

        footer.setAlign(horizontal: .end)
        footer.addCSSClass("lap-footer")
        for button in [copyButton, exportButton] {
            button.addCSSClass("flat")
            footer.append(button)
        }
        lapsBox.append(footer)
        // Nothing over the digits: they sit where the other pages' digits sit.
        layout = PageLayout.make(above: above, digits: display, below: below)
        below.setAlign(vertical: .fill)
        below.setExpand(vertical: true)
        frame.setExpand(horizontal: true, vertical: true)
        frame.addCSSClass("stopwatch-page")
        frame.append(layout)
        root = frame
    }

    /// Puts the digits at the middle of the page, or at its top over the laps.
    private func arrange(hasLaps: Bool) {
        guard hasLaps != isTopped else { return }
        isTopped = hasLaps
        // The digits as the top child, with nothing in the middle: they sit at the top and the
        // buttons and laps (expanding) take the rest.
        if hasLaps {
            layout.place(top: display, center: nil)
        } else {
            layout.place(top: above, center: display)
        }
    }

    /// In a short window the column titles step aside, so that two laps show under the buttons.
    func fit(short: Bool) { lapHeader.root.isVisible = !short }

    /// Draws the time, the live lap and the buttons as of `now` (every frame while running on screen).
    func render(_ stopwatch: Stopwatch, now: Instant) {
        let elapsed = stopwatch.elapsed(at: now)
        // The live lap's total is the digits' time: formatted once a frame.
        let elapsedText = StopwatchFormat.text(elapsed)
        display.text = elapsedText
        let phase = stopwatch.phase
        // A frame changes the times only; the rest follows the phase and the number of laps.
        let face = Face(phase: phase, laps: stopwatch.laps.count)
        guard face != shownFace else {
            if phase != .idle {
                currentLap.showTimes(
                    split: StopwatchFormat.text(stopwatch.currentLap(at: now)), total: elapsedText)
            }
            return
        }
        shownFace = face
        currentLap.root.isVisible = phase != .idle
        if phase != .idle {
            currentLap.show(
                number: tr("Lap {number}", ["number": String(face.laps + 1)]),
                split: stopwatch.currentLap(at: now), total: elapsed, mark: nil, isNew: false)
        }
        display.setCSSClass("paused", phase == .paused)
        let primary = StopwatchOperation.toggleFace(in: phase)
        primaryButton.label = primary.definition.label ?? ""
        primaryButton.setIcon(primary.definition.icon ?? "")
        primaryButton.setCSSClass("suggested-action", phase != .running)
        show(phase == .running ? .lap : .reset, on: secondaryButton)
    }

    /// What the page shows besides the times: drawn again only when it changes. `render` is the
    /// only writer of what it covers (the buttons' faces and actions, the paused style, the live
    /// lap's number): anything else that set them would be left as it set them until the next
    /// change of phase or laps.
    private struct Face: Equatable {
        let phase: StopwatchPhase
        let laps: Int
    }
    private var shownFace: Face?

    /// Makes `button` show and invoke `operation`.
    private func show(_ operation: StopwatchOperation, on button: Button) {
        button.label = operation.definition.label ?? ""
        button.setIcon(operation.definition.icon ?? "")
        button.setAction(operation.detailedName)
    }

    /// Shows all laps of `stopwatch` (start-up, restore, reset).
    func showLaps(of stopwatch: Stopwatch) {
        shown = stopwatch
        (fastest, slowest) = (stopwatch.fastestLapIndex, stopwatch.slowestLapIndex)
        newestBound = nil
        laps.setKeys(Array(stopwatch.laps.indices.reversed()))
        arrange(hasLaps: !stopwatch.laps.isEmpty)
    }

    /// Adds the newest lap on top; re-binds the rows whose fastest/slowest mark moved.
    func lapAdded(to stopwatch: Stopwatch) {
        let previous = [fastest, slowest]
        shown = stopwatch
        (fastest, slowest) = (stopwatch.fastestLapIndex, stopwatch.slowestLapIndex)
        let marked = previous + [fastest, slowest]
        newestBound = stopwatch.laps.count - 1
        laps.insert(key: stopwatch.laps.count - 1, at: 0)
        arrange(hasLaps: true)
        for index in Set(marked.compactMap { $0 }) where index < stopwatch.laps.count - 1 {
            laps.refresh(at: stopwatch.laps.count - 1 - index)
        }
    }

    /// Draws on every frame while `animating` (running and visible); arms nothing otherwise.
    func setAnimating(_ animating: Bool, frame: @escaping @MainActor () -> Void) {
        ticks.set(animating, frame: frame)
    }

    var isTicking: Bool { ticks.isTicking }

    private func bind(_ row: LapRow, _ index: Int) {
        guard shown.laps.indices.contains(index) else { return }
        let lap = shown.laps[index]
        let mark = index == fastest ? tr("Fastest") : index == slowest ? tr("Slowest") : nil
        let number = tr("Lap {number}", ["number": String(lap.number)])
        row.show(
            number: number, split: lap.split, total: lap.total, mark: mark,
            isNew: index == newestBound)
        let split = StopwatchFormat.text(lap.split)
        // TRANSLATORS: a lap row as a screen reader names it: "Lap 7, 01:02.41, fastest".
        row.nameItem(
            index == fastest
                ? tr("{lap}, {split}, fastest", ["lap": number, "split": split])
                : index == slowest
                    ? tr("{lap}, {split}, slowest", ["lap": number, "split": split])
                    : tr("{lap}, {split}", ["lap": number, "split": split]))
    }
}
