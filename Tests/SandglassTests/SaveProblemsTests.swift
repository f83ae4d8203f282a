import Foundation
import XCTest

@testable import Sandglass

/// The log of save problems: what a command collects, and what ends a file's problem.
/// (Other tests report too: everything here is read from a mark of its own.)
final class SaveProblemsTests: XCTestCase {
    private let path = "/nowhere-\(UUID().uuidString)/timer.json"

    func testACommandSeesEachProblemOnceAndOnlyItsOwn() {
        SaveProblems.report(path: path, message: "warning: before the mark")
        let mark = SaveProblems.mark
        SaveProblems.report(path: path, message: "warning: timer.json could not be saved")
        SaveProblems.report(path: path, message: "warning: timer.json could not be saved")
        SaveProblems.report(path: path + "2", message: "warning: another")
        XCTAssertEqual(
            SaveProblems.reported(since: mark).map(\.message),
            [
                "warning: timer.json could not be saved", "warning: another",
            ])
        XCTAssertEqual(SaveProblems.reported(since: SaveProblems.mark), [])
    }

    func testASaveEndsAProblemAndIsLoggedOnlyThen() {
        let mark = SaveProblems.mark
        SaveProblems.saved(path: path)
        XCTAssertEqual(SaveProblems.mark, mark, "a save of a file that had no problem logs nothing")
        SaveProblems.report(path: path, message: "warning: failed")
        SaveProblems.saved(path: path)
        SaveProblems.saved(path: path)
        XCTAssertEqual(
            SaveProblems.events(since: mark).events,
            [
                .problem(SaveProblems.Problem(path: path, message: "warning: failed")),
                .saved(path: path),
            ])
        XCTAssertEqual(SaveProblems.events(since: mark).next, SaveProblems.mark)
    }

    func testTheWindowTextDefaultsToTheMessageWithoutItsWarning() {
        XCTAssertEqual(
            SaveProblems.Problem(path: path, message: "warning: laps.jsonl is full").windowText,
            "laps.jsonl is full")
        XCTAssertEqual(
            SaveProblems.Problem(path: path, message: "x", windowText: "Could not save").windowText,
            "Could not save")
    }

    func testDecodingErrorsAreToldInWordsNotDumped() {
        let garbage = Data("{\"version\":1,tru".utf8)
        let decoding = Result { try JSONDecoder().decode([String: Int].self, from: garbage) }
        guard case .failure(let error) = decoding else { return XCTFail("garbage decoded") }
        XCTAssertEqual(StateFile<Int>.reason(decoding: error), "the given data was not valid JSON")

        struct Needs: Decodable { let version: Int }
        let missing = Result { try JSONDecoder().decode(Needs.self, from: Data("{}".utf8)) }
        guard case .failure(let keyError) = missing else { return XCTFail("{} decoded") }
        XCTAssertEqual(StateFile<Int>.reason(decoding: keyError), "version is missing")
    }
}
