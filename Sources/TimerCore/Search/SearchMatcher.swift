import FoundationEssentials

/// What a launcher's search (GNOME Shell's overview, KRunner) offers for the words a person typed,
/// given what is under way: "tea 4m" offers to start a 4-minute timer labelled “tea”; "pomodoro"
/// to start (or pause) the cycle; "tea" the running timer “Tea” to pause; "countdown 2027-01-01"
/// a countdown to that date. One matcher for every launcher.
public enum SearchMatcher {
    /// Fewer letters than this match no mode by its name ("po" is too little to mean Pomodoro).
    static let shortestPrefix = 3

    /// The offers for `terms`, most likely first; none when nothing fits. `source` gives "now"
    /// and the zone a date is read in.
    public static func offers(for terms: [String], status: StatusReport, source: TimeSource)
        -> [SearchOffer]
    {
        let words = terms.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
        guard !words.isEmpty else { return [] }
        let query = words.joined(separator: " ").lowercased()
        var offers: [SearchOffer] = []
        if let start = timerStart(words) { offers.append(start) }
        offers += underWay(query, status: status)
        offers += modeOffers(words, query: query, status: status, source: source)
        return offers
    }

    /// "tea 4m", "25m", "1h30 bread": a duration among the words, the rest its label.
    static func timerStart(_ words: [String]) -> SearchOffer? {
        // The longest run of words that reads as a duration (at most three: "1h 30m 15s").
        for length in stride(from: min(3, words.count), through: 1, by: -1) {
            for start in 0...(words.count - length) {
                let span = words[start..<(start + length)].map(spelledOut).joined(separator: " ")
                // A bare number is a duration only alone: "bread 2 loaves" asks for no timer.
                let hasUnit = span.contains { $0.isLetter || $0 == ":" }
                guard hasUnit || words.count == 1,
                    let duration = try? DurationParser.parse(span)
                else { continue }
                let label = (words[..<start] + words[(start + length)...]).joined(separator: " ")
                guard LabelText.problem(with: label) == nil else { return nil }
                let seconds = duration.totalSecondsRoundedDown
                let text = ClockFormat.short(totalSeconds: seconds)
                var arguments = ["timer", "start", "\(seconds)s"]
                if !label.isEmpty { arguments += ["--label", label] }
                return SearchOffer(
                    arguments: arguments,
                    title: label.isEmpty
                        ? tr("Start a {duration} timer", ["duration": text])
                        : tr(
                            "Start a {duration} timer “{label}”",
                            ["duration": text, "label": LabelText.printable(label)]),
                    detail: ClockFormat.spoken(totalSeconds: seconds), mode: "timer")
            }
        }
        return nil
    }

    /// "1h30" as "1h30m": the minutes after hours need no unit when typed in a hurry.
    private static func spelledOut(_ word: String) -> String {
        let lower = word.lowercased()
        guard let h = lower.firstIndex(of: "h"), lower.last?.isNumber == true,
            lower[lower.index(after: h)...].allSatisfy(\.isNumber),
            lower[..<h].allSatisfy(\.isNumber), !lower[..<h].isEmpty
        else { return word }
        return word + "m"
    }

    /// The timers under way whose label begins with the words (or all of them for "timer"), and
    /// what rings: each with what a person would do to it now.
    static func underWay(_ query: String, status: StatusReport) -> [SearchOffer] {
        let allTimers = names(query, "timer", tr("Timer"))
        return status.timers.compactMap { timer -> SearchOffer? in
            guard let id = timer.id, timer.state != .idle,
                allTimers || (!timer.label.isEmpty && timer.label.lowercased().hasPrefix(query))
            else { return nil }
            let name =
                timer.label.isEmpty
                ? tr("Timer {id}", ["id": String(id)])
                : tr("“{label}”", ["label": LabelText.printable(timer.label)])
            let left = ClockFormat.hms(
                totalSeconds: Duration.milliseconds(timer.remainingMs).totalSecondsRoundedUp)
            let which = ["--id", String(id)]
            switch timer.state {
            case .running:
                return SearchOffer(
                    arguments: ["timer", "pause"] + which,
                    title: tr("Pause {timer}", ["timer": name]),
                    detail: tr("{left} left", ["left": left]), mode: "timer")
            case .paused:
                return SearchOffer(
                    arguments: ["timer", "resume"] + which,
                    title: tr("Resume {timer}", ["timer": name]),
                    detail: tr("{left} left", ["left": left]), mode: "timer")
            case .finished, .idle:
                return SearchOffer(
                    arguments: ["timer", "dismiss"] + which,
                    title: tr("Dismiss {timer}", ["timer": name]),
                    detail: timer.ringing ? tr("Ringing") : tr("Finished"), mode: "timer")
            }
        }
    }

    /// "pomodoro", "stopwatch", "countdown 2027-01-01": the mode's next step.
    static func modeOffers(
        _ words: [String], query: String, status: StatusReport, source: TimeSource
    ) -> [SearchOffer] {
        var offers: [SearchOffer] = []
        if names(query, "pomodoro", tr("Pomodoro")) {
            let (verb, title) =
                switch status.pomodoro?.state ?? .idle {
                case .idle: ("start", tr("Start a Pomodoro cycle"))
                case .running: ("pause", tr("Pause the Pomodoro cycle"))
                case .paused: ("resume", tr("Resume the Pomodoro cycle"))
                }
            offers.append(nextStep("pomodoro", verb, title, block: status.pomodoro, source))
        }
        if names(query, "stopwatch", tr("Stopwatch")) {
            let (verb, title) =
                switch status.stopwatch?.state ?? .idle {
                case .idle: ("start", tr("Start the stopwatch"))
                case .running: ("lap", tr("Lap"))
                case .paused: ("resume", tr("Resume the stopwatch"))
                }
            offers.append(nextStep("stopwatch", verb, title, block: status.stopwatch, source))
        }
        if let first = words.first?.lowercased(), words.count > 1,
            names(first, "countdown", tr("Countdown"))
        {
            let dateText = words.dropFirst().joined(separator: " ")
            if let target = try? DateTargetParser.parse(dateText, source: source) {
                let when = CountdownFormat.targetText(target, zone: source.localZone)
                offers.append(
                    SearchOffer(
                        arguments: ["countdown", "start", dateText],
                        title: tr("Count down to {when}", ["when": when]), detail: dateText,
                        mode: "countdown"))
            }
        }
        return offers
    }

    /// `sandglass MODE VERB`, told by `title`, with the mode's status line as its detail.
    private static func nextStep(
        _ mode: String, _ verb: String, _ title: String, block: (some StatusBlock)?,
        _ source: TimeSource
    ) -> SearchOffer {
        let detail =
            block?.textLines(wallNow: source.wallNow, zone: source.localZone, timeFormat: .current)
            .joined() ?? ""
        return SearchOffer(arguments: [mode, verb], title: title, detail: detail, mode: mode)
    }

    /// Whether `query` begins the mode's name, in English or in the person's language.
    private static func names(_ query: String, _ english: String, _ localized: String) -> Bool {
        guard query.count >= shortestPrefix else { return false }
        return english.hasPrefix(query) || localized.lowercased().hasPrefix(query)
    }
}
