import FoundationEssentials
import GtkKit
import TimerCore

/// Owns the countdown to a date (nil: none) and wakes the main loop only to redraw it.
///
/// The target is a wall-clock instant, so this one runs on the wall clock: the next second
/// boundary while the page is on screen, the target itself otherwise (one wake-up, to notice the
/// end; the page is redrawn from the model the moment it shows again), nothing once ended. A step
/// of the wall clock wakes it at once, and so does a change of the time zone (the target is shown
/// in local time) while it is shown.
@MainActor
final class DateCountdownController {
    private(set) var countdown: DateCountdown?
    let clock: TimeSource
    private var scheduler: DateWakeScheduler?
    private let watchZone: (@escaping @MainActor () -> Void) -> AnyObject?
    /// Watches the time zone while a countdown is on screen; nil otherwise (no inotify watch kept).
    private var zoneWatch: AnyObject?
    /// The watch could not be set up (no /etc/localtime to watch): do not try again every second.
    private var zoneWatchFailed = false

    /// Draw the countdown as of the given wall-clock time.
    var onDisplay: ((DateCountdown?, Date, LocalZone) -> Void)?
    /// The zone the target is shown in: read again (`tzset`) when the page shows and when the
    /// zone changes, not each second.
    private var shownZone: LocalZone?

    /// The zone the target is shown in now.
    var zone: LocalZone {
        if let shownZone { return shownZone }
        let zone = clock.localZone
        shownZone = zone
        return zone
    }
    /// Started or stopped: save it, update the actions.
    var onChange: ((DateCountdown?) -> Void)?
    /// The date came: once per countdown, across launches too (not for a date already past when
    /// set); `whileAway` when it came while Sandglass was not running (noticed at launch).
    var onEnded: ((DateCountdown, _ whileAway: Bool) -> Void)?
    /// The countdown's end was told and marked so: save it.
    var onAnnounced: ((DateCountdown) -> Void)?
    /// When this Sandglass started, on the wall clock: an end before it came while nothing ran.
    private let launchedAt: Date

    var isOnScreen = false {
        didSet {
            guard isOnScreen != oldValue else { return }
            // The zone is only watched while shown: it may have changed while the page was not.
            if isOnScreen { shownZone = clock.localZone }
            refresh()
        }
    }

    /// `watchZone` starts watching for time zone changes and returns the watch (released to stop).
    init(
        countdown: DateCountdown?, clock: TimeSource,
        scheduler: DateWakeSchedulerFactory? = nil,
        watchZone: @escaping (@escaping @MainActor () -> Void) -> AnyObject? = {
            FileMonitor(path: "/etc/localtime", $0)
        }
    ) {
        self.countdown = countdown
        self.clock = clock
        self.watchZone = watchZone
        launchedAt = clock.wallNow
        let make = scheduler ?? { WallClockWakeScheduler($0) }
        self.scheduler = make { [weak self] in self?.refresh() }
    }

    /// Counts down to `target` (replacing any countdown); a target in the past shows as ended.
    func start(target: Date, label: String) {
        var countdown = DateCountdown(target: target, label: label)
        // a date past already: nothing to tell
        countdown.endAnnounced = countdown.isEnded(at: clock.wallNow)
        self.countdown = countdown
        onChange?(countdown)
        refresh()
    }

    /// Clears the countdown; false when there is none.
    @discardableResult
    func stop() -> Bool {
        guard countdown != nil else { return false }
        countdown = nil
        onChange?(nil)
        refresh()
        return true
    }

    /// Puts back the countdown `stop` cleared (Undo): the same date and title. False when
    /// another has been started since.
    @discardableResult
    func restore(_ saved: DateCountdown) -> Bool {
        guard countdown == nil else { return false }
        countdown = saved
        onChange?(saved)
        refresh()
        return true
    }

    /// Redraws (when on screen) and arms the next second boundary.
    func refresh() {
        let wallNow = clock.wallNow
        let watching = isOnScreen && countdown != nil
        if watching, zoneWatch == nil, !zoneWatchFailed {
            zoneWatch = watchZone { [weak self] in
                guard let self else { return }
                self.shownZone = self.clock.localZone
                self.refresh()
            }
            zoneWatchFailed = zoneWatch == nil
        } else if !watching {
            zoneWatch = nil
        }
        if var ended = countdown, !ended.endAnnounced, ended.isEnded(at: wallNow) {
            ended.endAnnounced = true
            countdown = ended
            onAnnounced?(ended)
            onEnded?(ended, ended.target < launchedAt)
        }
        guard isOnScreen else {
            // Off screen: one wake-up, at the date, to notice the end.
            scheduler?.wake(at: countdown.flatMap { $0.endAnnounced ? nil : $0.target })
            return
        }
        onDisplay?(countdown, wallNow, zone)
        guard let countdown else {
            scheduler?.wake(at: nil)
            return
        }
        // Once ended, armed far ahead: the wall-clock timer then fires only when the clock is set.
        scheduler?.wake(at: countdown.nextWakeUp(after: wallNow))
    }
}
