/// Which of two ways of asking the idle time answers, once the first answer said
/// (`DesktopIdleTime.firstAnswering`).
@MainActor
final class IdleAskChoice {
    private(set) var ask: AskedIdleWatch.Ask
    private(set) var isSettled = false

    init(_ ask: @escaping AskedIdleWatch.Ask) { self.ask = ask }

    func settle(on ask: @escaping AskedIdleWatch.Ask) {
        self.ask = ask
        isSettled = true
    }
}
