import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// Each payload travels as the GVariant type its operation's action declares, and comes back
/// whole; a parameter of another type carries no payload.
final class OperationPayloadTests: XCTestCase {
    private func roundTrip<Payload: OperationPayload & Equatable>(
        _ payload: Payload, file: StaticString = #filePath, line: UInt = #line
    ) {
        let variant = payload.variant
        XCTAssertEqual(
            variant.typeString, Payload.variantType, "written as its declared type", file: file,
            line: line)
        XCTAssertEqual(
            variant.payload(as: Payload.self), payload, "read back whole", file: file, line: line)
    }

    func testEveryPayloadComesBackWhole() {
        roundTrip(Int64(-42))
        roundTrip("Tea ☕")
        roundTrip(LabelledMilliseconds(milliseconds: 90_000, label: "Tea"))
        roundTrip(LabelledMilliseconds(milliseconds: Int64.max, label: ""))
        roundTrip(NamedSeconds(name: "Eggs", seconds: 420))
        roundTrip(Renaming(from: "Eggs", to: "Soft eggs"))
        roundTrip(
            PomodoroSettings(
                focus: .seconds(1_500), shortBreak: .seconds(300), longBreak: .seconds(900),
                rounds: 4, autoStart: true))
    }

    func testAParameterOfAnotherTypeCarriesNoPayload() {
        XCTAssertNil(Variant("5").payload(as: Int64.self))
        XCTAssertNil(Variant(Int64(5)).payload(as: String.self))
        XCTAssertNil(
            Variant(tuple: [Variant("Tea"), Variant(Int64(5))]).payload(
                as: LabelledMilliseconds.self), "(sx) is not (xs)")
        XCTAssertNil(
            Variant(tuple: [Variant(Int64(5)), Variant("Tea")]).payload(as: NamedSeconds.self),
            "(xs) is not (sx)")
        XCTAssertNil(Variant(tuple: [Variant("a")]).payload(as: Renaming.self))
        XCTAssertNil(
            Variant(tuple: [Variant(Int64(1)), Variant(Int64(2))]).payload(
                as: PomodoroSettings.self))
        XCTAssertNil(Optional<Variant>.none.payload(as: Int64.self))
    }

    /// The action's parameter type is the payload's: what a button or a command sends is what the action takes.
    func testEachOperationsActionTakesItsPayloadsType() {
        let definitions: [OperationDefinition] =
            TimerOperation.allCases.map(\.definition)
            + StopwatchOperation.allCases.map(\.definition)
            + PomodoroOperation.allCases.map(\.definition)
            + CountdownOperation.allCases.map(\.definition)
            + AppOperation.allCases.map(\.definition)
        let types = Set(definitions.compactMap(\.parameterType))
        XCTAssertEqual(types, ["x", "s", "(xs)", "(sx)", "(ss)", "(xxxxb)"])
        XCTAssertEqual(
            TimerOperation.startWith.definition.parameterType, LabelledMilliseconds.variantType)
        XCTAssertEqual(
            CountdownOperation.startAt.definition.parameterType, LabelledMilliseconds.variantType)
        XCTAssertEqual(TimerOperation.addPreset.definition.parameterType, NamedSeconds.variantType)
        XCTAssertTrue(TimerOperation.pause.takesTimer)
        XCTAssertFalse(TimerOperation.set.takesTimer, "set takes seconds, not a timer")
        XCTAssertFalse(TimerOperation.startWith.takesTimer)
    }
}
