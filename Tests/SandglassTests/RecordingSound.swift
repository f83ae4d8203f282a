@testable import Sandglass

/// A mode's sound that records what it was asked to play, and "plays" until silenced.
@MainActor
final class RecordingSound: AlertSound {
    enum Played: Equatable {
        case ring(AlertEvent, seconds: Int)
        case chime(AlertEvent)
    }

    private(set) var played: [Played] = []
    private(set) var prepared = 0
    var onSoundingChange: ((Bool) -> Void)?
    private(set) var isSounding = false {
        didSet { if isSounding != oldValue { onSoundingChange?(isSounding) } }
    }

    func ring(_ event: AlertEvent, forSeconds seconds: Int) {
        played.append(.ring(event, seconds: seconds))
        isSounding = true
    }

    func chime(_ event: AlertEvent) {
        played.append(.chime(event))
        isSounding = true
    }

    func silence() { isSounding = false }
    func prepare() { prepared += 1 }
}
