import GtkKit
import TimerCore

/// `sandglass timer …` inside the instance: the request carried out through the same actions as
/// the window, and the reply in words.
extension TimerFeature {
    /// Its mode's request, as `CommandRunner` hands it over.
    func carryOut(_ request: any ModeRequest, zone: LocalZone) -> CommandReply {
        guard let request = request as? TimerRequest else { return .notThisMode(request) }
        return run(request, zone: zone)
    }

    /// Carries out `sandglass timer …` through the same actions as the window; times in the
    /// reply are in `zone` (the caller's).
    func run(_ request: TimerRequest, zone: LocalZone) -> CommandReply {
        let timers = controller.timers
        if let label = request.labelInUse(in: timers) {
            return .usageError(TimerListError.labelInUse(label).message)
        }
        var parameter: (any OperationPayload)?
        switch request {
        case .list:
            return .done(
                TimerListText.lines(statuses(reading: controller.clock.reading(), zone: zone)))
        case .start(let duration, let label):
            parameter = LabelledMilliseconds(
                milliseconds: duration.totalMilliseconds, label: label ?? "")
        case .startLast(let label):
            parameter = LabelledMilliseconds(
                milliseconds: controller.duration.totalMilliseconds, label: label ?? "")
        case .startPreset(let name, let label):
            let preset: TimerPreset
            do { preset = try host.preferences.value.presets.find(name) } catch {
                return .usageError(error.message)
            }
            let label = label ?? preset.name
            if timers.isLabelInUse(label) {
                return .usageError(TimerListError.labelInUse(label).message)
            }
            parameter = LabelledMilliseconds(milliseconds: preset.seconds * 1_000, label: label)
        case .operation:
            do {
                parameter = try request.target(in: timers)
            } catch {
                return .usageError(error.message)
            }
        }
        guard let operation = request.operation else { return .done("") }
        // Which timer it is, known before it may leave the list.
        let targetID = (parameter as? Int64).flatMap {
            $0 == TimerOperation.latest ? latestTarget(of: operation) : Int($0)
        }
        let before = targetID.flatMap(controller.entry)
        if let refusal = actions.invoke(operation, payload: parameter) { return .refused(refusal) }
        switch operation {
        case .startWith, .toggle, .restart: host.showWindowIfNone(.timer)
        default: break
        }
        // The timer acted on: the one started, or the one named.
        let after =
            operation == .startWith
            ? controller.latest : (targetID ?? controller.latest?.id).flatMap(controller.entry)
        guard let after else {
            let name = before.map { Self.name($0, among: timers) } ?? tr("Timer")
            return .done(
                before?.timer.phase == .finished
                    ? tr("{timer} dismissed", ["timer": name])
                    : tr("{timer} cancelled", ["timer": name]))
        }
        let name = Self.name(after, among: controller.timers)
        let left = ClockFormat.hms(
            totalSeconds: after.timer.displayedSeconds(at: controller.clock.now))
        let ends = endsAtText(after.timer, zone: zone).lowercasedFirst
        let values: KeyValuePairs = ["timer": name, "left": left, "ends": ends]
        switch operation {
        case .startWith: return .done(tr("{timer} started: {left}, {ends}", values))
        case .restart: return .done(tr("{timer} restarted: {left}, {ends}", values))
        case .resume: return .done(tr("{timer} resumed: {left} left, {ends}", values))
        case .pause: return .done(tr("{timer} paused with {left} left", values))
        case .toggle:
            return switch after.timer.phase {
            case .idle: .done(tr("{timer} idle: {left} left", values))
            case .running: .done(tr("{timer} running: {left} left", values))
            case .paused: .done(tr("{timer} paused: {left} left", values))
            case .finished: .done(tr("{timer} finished: {left} left", values))
            }
        default:
            return switch after.timer.phase {
            case .idle: .done(tr("{timer} idle", values))
            case .running: .done(tr("{timer} running", values))
            case .paused: .done(tr("{timer} paused", values))
            case .finished: .done(tr("{timer} finished", values))
            }
        }
    }

    private func endsAtText(_ timer: CountdownTimer, zone: LocalZone) -> String {
        guard let end = timer.endsAt else { return "" }
        let reading = controller.clock.reading()
        return EndTimeText.text(ending: reading.wallDate(of: end), now: reading.wallNow, zone: zone)
    }
}
