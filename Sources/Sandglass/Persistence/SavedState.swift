import FoundationEssentials
import GtkKit
import SystemKit
import TimerCore

/// Where each mode's state and the preferences are saved, and how they come back.
struct SavedState: Sendable {
    let timerFile: StateFile<SavedTimers>
    let stopwatchFile: StateFile<SavedStopwatch>
    /// The stopwatch's laps, one line each, beside its snapshot.
    var lapJournal: LapJournalFile
    let pomodoroFile: StateFile<SavedPomodoro>
    let countdownFile: StateFile<SavedDateCountdown>
    /// The desktop notifications on show, for the next process to take over.
    let notificationsFile: StateFile<SavedNotifications>
    /// The preferences of earlier versions, moved into the settings at the next start.
    let preferencesFile: StateFile<SavedPreferences>
    /// The record of focus: what each phase, absence and ended timer was, appended as it goes.
    let recordFile: RecordJournalFile
    /// Where the preferences are kept: the desktop's GSettings, or a key file of a test's own.
    let settingsStore: Settings.Store
    /// The folder they are in (and the one-writer lock, `InstanceLock`).
    let folder: URL
    /// Whether its files are only read (`status`, the launcher's checks).
    let readOnly: Bool

    /// All files in one folder (tests use a temporary one); `readOnly` reads and changes no file
    /// (`status` and the launcher's checks: the running instance is the one writer). Settings are
    /// kept in a key file in the folder unless `settings` names another store.
    init(folder: URL, readOnly: Bool = false, settings: Settings.Store? = nil) {
        self.folder = folder
        self.readOnly = readOnly
        settingsStore = settings ?? .keyFile(folder.appendingPathComponent("settings.ini").path)
        timerFile = StateFile(
            fileURL: folder.appendingPathComponent("timer.json"), readOnly: readOnly,
            subject: tr("the timers"))
        stopwatchFile = StateFile(
            fileURL: folder.appendingPathComponent("stopwatch.json"), readOnly: readOnly,
            subject: tr("the stopwatch"))
        lapJournal = LapJournalFile(
            fileURL: folder.appendingPathComponent("stopwatch.laps"), readOnly: readOnly)
        pomodoroFile = StateFile(
            fileURL: folder.appendingPathComponent("pomodoro.json"), readOnly: readOnly,
            subject: tr("the Pomodoro cycle"))
        countdownFile = StateFile(
            fileURL: folder.appendingPathComponent("countdown.json"), readOnly: readOnly,
            subject: tr("the countdown"))
        notificationsFile = StateFile(
            fileURL: folder.appendingPathComponent("notifications.json"), readOnly: readOnly,
            subject: tr("the notifications"))
        preferencesFile = StateFile(
            fileURL: folder.appendingPathComponent("preferences.json"), readOnly: readOnly,
            subject: tr("the preferences"))
        recordFile = RecordJournalFile(
            fileURL: folder.appendingPathComponent("record.journal"), readOnly: readOnly)
    }

    /// A file of a mode's own in the folder (`interval.json`), read only when this state is.
    func stateFile<Value>(named name: String, subject: String) -> StateFile<Value> {
        StateFile(
            fileURL: folder.appendingPathComponent(name), readOnly: readOnly, subject: subject)
    }

    /// Why the folder's saved state cannot be read (a folder left to root, `chmod 000`), or nil:
    /// it can be, or there is none yet. What it holds is then unknown, not empty.
    func unreadableFolder() -> String? {
        // Its names looked up (search): Sandglass reads its files by name and never lists the
        // folder, so one that can be searched but not listed (-wx) still gives the whole state.
        PathStatus.unreadableFolder(folder.path)?.text
    }

    /// `$XDG_STATE_HOME/sandglass`, or `~/.local/state/sandglass`.
    static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment, readOnly: Bool = false
    ) -> SavedState {
        let base =
            environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(
                ".local/state")
        return SavedState(
            folder: base.appendingPathComponent("sandglass"), readOnly: readOnly, settings: .desktop
        )
    }

    /// The saved timers and the picker's duration, or none and 5 minutes.
    func timers(_ reading: ClockReading) -> (list: TimerList, duration: Duration) {
        timerFile.load { try $0.restore(reading: reading) } ?? (
            TimerList(), CountdownTimer.defaultDuration
        )
    }

    /// Saves the timers; whether they are on disk.
    @discardableResult
    func save(_ timers: TimerList, duration: Duration, _ reading: ClockReading) -> Bool {
        nil == timerFile.save(SavedTimers(list: timers, duration: duration, reading: reading))
    }

    /// The saved stopwatch with its laps, or an idle one.
    func stopwatch(_ reading: ClockReading) -> Stopwatch {
        storedStopwatch(reading).stopwatch
    }

    /// The saved stopwatch with what its files say of each other (`StopwatchSaver` goes on from there).
    func storedStopwatch(_ reading: ClockReading) -> StoredStopwatch {
        StoredStopwatch.read(snapshot: stopwatchFile, journal: lapJournal, reading: reading)
    }

    /// The saved Pomodoro cycle (continued arithmetically to now), or an idle one with the standard lengths.
    func pomodoro(_ reading: ClockReading) -> Pomodoro {
        pomodoroFile.load { try $0.restore(reading: reading) } ?? Pomodoro()
    }

    /// Saves the cycle; whether it is on disk.
    @discardableResult
    func save(_ pomodoro: Pomodoro, _ reading: ClockReading) -> Bool {
        nil == pomodoroFile.save(SavedPomodoro(pomodoro: pomodoro, reading: reading))
    }

    /// The saved countdown to a date; nil when there is none.
    func countdown() -> DateCountdown? {
        countdownFile.load { try $0.restore() }
    }

    /// Saves the countdown; none removes the file. Whether the disk holds it.
    @discardableResult
    func save(_ countdown: DateCountdown?) -> Bool {
        guard let countdown else { return countdownFile.remove() }
        return nil == countdownFile.save(SavedDateCountdown(countdown: countdown))
    }

    /// The notifications an earlier process left on show (it ended without withdrawing them).
    func notifications() -> [String: ShownNotification] {
        notificationsFile.load(\.shown) ?? [:]
    }

    /// Keeps what is on show; nothing shown removes the file.
    func save(_ shown: [String: ShownNotification]) {
        guard !shown.isEmpty else {
            notificationsFile.remove()
            return
        }
        notificationsFile.save(SavedNotifications(shown: shown))
    }

    /// The preferences file of earlier versions, or the defaults.
    func preferences() -> SavedPreferences {
        preferencesFile.load { try $0.checked() } ?? SavedPreferences()
    }

    /// The preferences as they stand, changing nothing: those of an earlier version's file not yet
    /// moved into the settings, else the settings' (defaults without a schema).
    @MainActor
    func currentPreferences() -> SavedPreferences {
        if preferencesFile.exists { return preferences() }
        return PreferenceSettings(store: settingsStore)?.read() ?? SavedPreferences()
    }
}

extension SavedState {
    /// `sandglass status` from the saved files alone, when no Sandglass is running (changes no file).
    /// Each mode's block comes from its registration.
    func statusReport(reading: ClockReading, zone: LocalZone) -> StatusReport {
        var report = StatusReport(
            blocks: ModeList.active.map {
                $0.offlineStatus(saved: self, reading: reading, zone: zone)
            })
        report.atMs = ISO8601Milliseconds.millisecondsSince1970(reading.wallNow)
        if let atMs = report.atMs, case .success(let record) = recordFile.read() {
            report.add(RecordTodayStatus(record: record, atMs: atMs, zone: zone))
        }
        return report
    }

    /// The saved timers as of now, as the instance would list them; with none, the picker's idle timer.
    func offlineTimerStatuses(reading: ClockReading, zone: LocalZone) -> [TimerStatus] {
        let (list, duration) = timers(reading)
        guard !list.isEmpty else {
            return [
                TimerStatus(timer: CountdownTimer(duration: duration), reading: reading, zone: zone)
            ]
        }
        return list.ordered().map { offlineStatus(of: $0, reading: reading, zone: zone) }
    }

    /// A saved timer as of now: one whose end passed while nothing ran reads finished, 0 left;
    /// `finished_at` stays null, since no running Sandglass has noticed the end yet.
    func offlineStatus(of saved: TimerEntry, reading: ClockReading, zone: LocalZone = .system)
        -> TimerStatus
    {
        var entry = saved
        guard entry.timer.finishIfDue(at: reading.now) else {
            return TimerStatus(entry: entry, reading: reading, zone: zone)
        }
        var status = TimerStatus(entry: entry, reading: reading, zone: zone)
        status.finishedAt = nil
        return status
    }
}
