/// The stopwatch's laps as an append-only text file beside its snapshot, so a lap is saved in O(1).
///
/// The first line names the format and the journal's generation, `sandglass-laps 1 GENERATION`;
/// then one line per lap, `NUMBER SPLIT_MS TOTAL_MS`, appended as the lap is recorded. A line
/// counts once its newline is written: a write cut short by a crash leaves a torn last line,
/// which is ignored (it was never acknowledged). The snapshot names the generation its laps are
/// in, and a journal of another generation counts for nothing: a reset saves the snapshot with a
/// new generation before replacing the journal, so a crash between the two cannot bring the
/// reset laps back. Lines are checked as the snapshot's laps always were (numbered 1…n, splits of
/// zero or more adding up to each total); reading stops at the first line that is not the next lap.
public struct LapJournal: Equatable, Sendable {
    /// The first word of the first line.
    public static let magic = "sandglass-laps"
    /// The format's version, the header's second word; other versions are not read.
    public static let formatVersion = 1

    /// The generation the header names.
    public var generation: Int64
    /// The laps read, in order, up to where reading stopped.
    public var laps: [LapMilliseconds]
    /// How the file ended.
    public var ending: Ending

    /// How the file after the header ended: where the laps read stop.
    public enum Ending: Equatable, Sendable {
        /// Every line whole and the next lap.
        case complete
        /// The last line has no newline: a write cut short, ignored.
        case tornLastLine
        /// Line `line` (the header is line 1) is not the next lap: it and all after it are ignored.
        case stopped(line: Int, reason: String)
    }

    /// Why a journal cannot be used at all: its header is missing or not one this program writes.
    public struct Unreadable: Error, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    /// A journal of `generation` with `laps` read whole.
    public init(generation: Int64, laps: [LapMilliseconds], ending: Ending = .complete) {
        self.generation = generation
        self.laps = laps
        self.ending = ending
    }

    // MARK: - Writing

    /// The first line of a journal of `generation`, newline included.
    public static func header(generation: Int64) -> String {
        "\(magic) \(formatVersion) \(generation)\n"
    }

    /// The line that records `lap`, newline included.
    public static func line(_ lap: LapMilliseconds) -> String {
        "\(lap.number) \(lap.splitMs) \(lap.totalMs)\n"
    }

    /// A whole journal: the header, then a line per lap.
    public static func text(generation: Int64, laps: [LapMilliseconds]) -> String {
        var text = header(generation: generation)
        text.reserveCapacity(text.utf8.count + laps.count * 24)
        for lap in laps { text += line(lap) }
        return text
    }

    /// The generation after `generation`, for a reset (wrapping to 0 after the last).
    public static func generation(after generation: Int64) -> Int64 {
        generation < .max ? generation + 1 : 0
    }

    // MARK: - Reading

    /// Reads a journal's bytes; throws only when the header cannot be used.
    ///
    /// Lines after the header are read up to the first that is torn or is not the next lap
    /// (`ending` says which); the laps before it are returned, checked.
    public static func parse(_ bytes: [UInt8]) throws(Unreadable) -> LapJournal {
        guard let headerEnd = bytes.firstIndex(of: newline) else {
            throw Unreadable(
                reason: bytes.isEmpty ? "the file is empty" : "the first line has no end")
        }
        let generation = try headerGeneration(bytes[..<headerEnd])
        var journal = LapJournal(generation: generation, laps: [])
        var start = headerEnd + 1
        var lineNumber = 1
        while start < bytes.count {
            lineNumber += 1
            guard let end = bytes[start...].firstIndex(of: newline) else {
                journal.ending = .tornLastLine
                break
            }
            do throws(SavedTimer.Invalid) {
                guard let lap = lapLine(bytes[start..<end]) else {
                    throw SavedTimer.Invalid(reason: "it is not NUMBER SPLIT_MS TOTAL_MS")
                }
                _ = try lap.checkedLap(after: journal.laps.last)
                journal.laps.append(lap)
            } catch {
                journal.ending = .stopped(line: lineNumber, reason: error.reason)
                break
            }
            start = end + 1
        }
        return journal
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")

    /// The generation a header line names, when it is `sandglass-laps 1 GENERATION`.
    private static func headerGeneration(_ line: ArraySlice<UInt8>) throws(Unreadable) -> Int64 {
        let words = line.split(separator: space, omittingEmptySubsequences: false)
        guard words.count == 3, words[0].elementsEqual(magic.utf8) else {
            throw Unreadable(reason: "the first line is not \"\(magic) VERSION GENERATION\"")
        }
        guard number(words[1]) == Int64(formatVersion) else {
            throw Unreadable(
                reason: "unknown version \(String(decoding: words[1].prefix(20), as: UTF8.self))")
        }
        guard let generation = number(words[2]) else {
            throw Unreadable(reason: "the generation is not a number")
        }
        return generation
    }

    /// The lap a line describes when it is three whole numbers apart by single spaces (unchecked).
    private static func lapLine(_ line: ArraySlice<UInt8>) -> LapMilliseconds? {
        let words = line.split(separator: space, omittingEmptySubsequences: false)
        guard words.count == 3, let lapNumber = number(words[0]), let splitMs = number(words[1]),
            let totalMs = number(words[2]), let lapNumber = Int(exactly: lapNumber)
        else { return nil }
        return LapMilliseconds(number: lapNumber, splitMs: splitMs, totalMs: totalMs)
    }

    /// A whole number of decimal digits only (no sign, no spaces), when it fits in an Int64.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        guard !digits.isEmpty else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else { return nil }
            value = sum
        }
        return value
    }
}
