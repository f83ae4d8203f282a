// record-bench: what reading the record of focus costs as it grows.
//
//     record-bench [YEARS]      (default 10)
//
// Writes a journal of YEARS years of a working person's record (sixteen focus phases and
// breaks a day) in memory, then reads it back five times and prints the median time, with the
// totals of the last 31 days and the streak. A measurement, not a test: it never fails.

import Foundation
import TimerCore

let years = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 10
guard years > 0, years <= 100 else {
    FileHandle.standardError.write(Data("record-bench: YEARS must be 1 to 100\n".utf8))
    exit(2)
}

let start: Int64 = 1_700_000_000_000
var text = FocusRecord.header
var id: Int64 = 0
for day in 0..<(years * 365) {
    for phase in 0..<16 {
        id += 1
        let from = start + Int64(day) * 86_400_000 + Int64(phase) * 1_800_000
        let entry = RecordEntry(
            id: id, kind: phase % 2 == 0 ? .focus : .break, startMs: from,
            endMs: from + (phase % 2 == 0 ? 1_500_000 : 300_000), label: phase == 0 ? "Report" : "")
        text += RecordLine.entry(entry).text
    }
}
let bytes = Array(text.utf8)

func milliseconds(_ body: () -> Void) -> Double {
    let before = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - before) / 1e6
}

var record = FocusRecord()
let reads = (0..<5).map { _ in milliseconds { record = FocusRecord(bytes: bytes) } }.sorted()
let zone = LocalZone.system
let today = RecordDay(containingMs: start + Int64(years * 365 - 1) * 86_400_000, zone: zone)
var totals: [Int64] = []
let month = milliseconds {
    totals = record.totals(of: .focus, on: (0..<31).map { today.adding(-$0) }, zone: zone)
}
var streak = 0
let streakTime = milliseconds { streak = record.streak(today: today, zone: zone) }
print(
    "record-bench: \(years) years, \(record.entriesByID.count) entries, \(bytes.count / 1_000_000) MB"
)
print(String(format: "  read: median %.1f ms (of 5: %.1f … %.1f)", reads[2], reads[0], reads[4]))
print(
    String(
        format: "  last 31 days' focus totals: %.1f ms (today %lld min)", month, totals[0] / 60_000)
)
print(String(format: "  streak (%d days): %.1f ms", streak, streakTime))
