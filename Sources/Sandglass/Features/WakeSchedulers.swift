/// The wake-up schedulers tests give the modes in place of the main loop's; nil: the main loop's.
struct WakeSchedulers {
    /// The timers' ends.
    var timer: WakeSchedulerFactory?
    /// The Pomodoro phases' ends.
    var pomodoro: WakeSchedulerFactory?
    /// The countdown's date.
    var date: DateWakeSchedulerFactory?
}
