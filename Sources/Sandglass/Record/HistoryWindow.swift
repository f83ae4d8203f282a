import FoundationEssentials
import GtkKit
import TimerCore

/// The History window (Ctrl+H, the main menu's History): today, this week and this month of
/// the record of focus as bars of focus per day, totals, the streak and the entries, each of
/// which can be counted as focus, break or away, or deleted (a toast offers Undo). It reads
/// the recorder's record in memory and shows each line written while it is open.
///
/// While open it wakes once a day, at the next local midnight (a wall-clock timer that a suspend
/// does not delay and a step of the clock fires at once), and when the time zone changes: Today
/// becomes the new day and the week and month roll over. Nothing runs in between.
@MainActor
final class HistoryWindow {
    let window: PreferencesWindow
    private let recorder: FocusRecorder
    private let clock: TimeSource
    private let offerUndo: (@escaping @MainActor () -> Void) -> String
    private var pages: [HistoryPage] = []
    private var midnight: DateWakeScheduler?
    /// Watches /etc/localtime while the window lives: another zone has another midnight.
    private var zoneWatch: AnyObject?

    /// `offerUndo` keeps a closure as what the toast's Undo does and returns the action for it;
    /// `scheduler` makes the midnight wake-up (tests hand in a recording one), `watchZone` the
    /// time zone's watch.
    init(
        recorder: FocusRecorder, clock: TimeSource, application: Application,
        scheduler: DateWakeSchedulerFactory? = nil,
        watchZone: (@escaping @MainActor () -> Void) -> AnyObject? = {
            FileMonitor(path: "/etc/localtime", $0)
        },
        offerUndo: @escaping (@escaping @MainActor () -> Void) -> String
    ) {
        self.recorder = recorder
        self.clock = clock
        self.offerUndo = offerUndo
        window = PreferencesWindow(title: Self.title, application: application)
        for range in RecordRange.allCases {
            let page = HistoryPage(
                range: range,
                edit: { [unowned self] edit, text in self.edit(edit, saying: text) },
                export: { [unowned self] range in self.export(range) })
            page.onChoose = { [unowned self] in self.refresh() }
            pages.append(page)
            window.add(page.page)
        }
        let make = scheduler ?? { WallClockWakeScheduler($0) }
        midnight = make { [weak self] in self?.refresh() }
        zoneWatch = watchZone { [weak self] in self?.refresh() }
        recorder.observe(owner: self) { [weak self] in self?.refresh() }
        refresh()
    }

    /// The window's title: the menu item without its mnemonic.
    static var title: String {
        MnemonicLabel.plain(AppOperation.history.definition.menuLabel ?? "")
    }

    private var zone: LocalZone { clock.localZone }
    private var nowMs: Int64 { ISO8601Milliseconds.millisecondsSince1970(clock.wallNow) }

    /// The pages, Today, This Week and This Month (for tests).
    var shownPages: [HistoryPage] { pages }

    /// Shows the record as it is now (today is asked each time), and arms the wake-up for the
    /// next local midnight.
    func refresh() {
        let record = recorder.record
        let now = nowMs
        let zone = zone
        let today = RecordDay(containingMs: now, zone: zone)
        for page in pages {
            page.show(
                RecordSummary(
                    record: record, range: page.range, today: today, zone: zone,
                    chosen: page.chosen),
                zone: zone)
        }
        let next = RecordDay.nextStartMs(afterMs: now, zone: zone)
        midnight?.wake(at: Date(timeIntervalSince1970: Double(next) / 1000))
    }

    private func edit(_ edit: RecordEdit, saying text: String) {
        guard let reverse = recorder.edit(edit, atMs: nowMs)?.reverse else { return }
        // The offer outlives the window: it holds the recorder and the clock, not the window.
        let clock = clock
        let action = offerUndo { [weak recorder] in
            recorder?.append(
                reverse.restamped(ISO8601Milliseconds.millisecondsSince1970(clock.wallNow)))
        }
        window.showToast(text, seconds: UndoOffer.seconds, button: (tr("_Undo"), action))
    }

    /// Writes the range's entries as CSV, as `sandglass history --csv` prints them.
    private func export(_ range: RecordRange) {
        let summary = pages.first { $0.range == range }?.summary
        let csv = RecordExport.csv(summary?.entries ?? [], zone: zone)
        SaveDialog.present(
            title: tr("Export History"), suggestedName: "history-\(range.rawValue).csv",
            parent: window
        ) { [weak self] path in
            guard let path else { return }
            do {
                try Data(csv.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                self?.window.showToast(
                    tr("Saved {file}", ["file": Self.fileName(of: path)]), seconds: 5)
            } catch {
                let reason = StandardError.reason(error)
                StandardError.write(
                    "sandglass: "
                        + tr(
                            "cannot write the history to {path}: {reason}",
                            ["path": path, "reason": reason]))
                self?.window.showToast(
                    tr(
                        "Could not save {file}: {reason}",
                        ["file": Self.fileName(of: path), "reason": reason]), seconds: 10)
            }
        }
    }

    private static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
