import Glibc
import TimerCore
import XCTest

@testable import Sandglass

/// The Korean translation the build compiled (TranslationsPlugin), read as the program reads it.
///
/// Switches this process's messages to Korean for the test's length only (the other tests expect
/// English): LANGUAGE and LC_MESSAGES are restored before it returns.
final class KoreanTranslationTests: XCTestCase {
    func testKoreanTextsPluralsAndReorderedPlaceholders() throws {
        try inKorean {
            XCTAssertEqual(tr("Time’s up"), "시간이 다 됐어요")
            XCTAssertEqual(tr("_Start"), "시작(_S)")
            XCTAssertEqual(trn("{count} minute", "{count} minutes", 1), "1분")
            XCTAssertEqual(trn("{count} minute", "{count} minutes", 25), "25분")
            XCTAssertEqual(ClockFormat.spoken(totalSeconds: 3_690), "1시간 1분 30초")
            // "Ends {when}" puts the time first in Korean, and says an end with 끝남 (not 종료).
            XCTAssertEqual(tr("Ends {when}", ["when": "오후 3:06:31"]), "오후 3:06:31에 끝남")
            XCTAssertEqual(tr("{label} is done", ["label": "차"]), "차: 끝났어요")
            XCTAssertEqual(
                tr(
                    "Focus done — {length} break started",
                    ["length": trn("{count}-minute", "{count}-minute", 5)]), "집중 끝 — 5분 휴식 시작")
            // The caption and its unit with one parenthesis: the key's, at the end.
            XCTAssertEqual(
                MnemonicLabel.filled(tr("F_ocus")) {
                    tr("{caption} ({unit})", ["caption": $0, "unit": tr("m:ss")])
                }, "집중, 분:초 단위(_O)")
            XCTAssertEqual(MnemonicLabel.plain(tr("_Keyboard Shortcuts")), "키보드 바로 가기")
            XCTAssertEqual(
                tr("Break over — round {round} of {rounds}", ["round": "2", "rounds": "4"]),
                "휴식 끝 — 4회 중 2회차")
            do {
                _ = try DurationParser.parse("x")
                XCTFail("x is not a duration")
            } catch {
                let text = String(describing: error)
                XCTAssertTrue(text.hasPrefix("잘못된 시간 'x': 시간이 아님. 이렇게 써 주세요: 90, 90s"), text)
            }
        }
    }

    func testKoreanClockPatternsReplaceTheDerivedOnes() throws {
        try inKorean {
            // ko_KR's LC_TIME: T_FMT "%H시 %M분 %S초", D_FMT "%Y년 %m월 %d일".
            let derived = LocalTimeFormat(
                cTimeFormat: "%H시 %M분 %S초", cTwelveHourTimeFormat: "%p %I시 %M분 %S초",
                cDateFormat: "%Y년 %m월 %d일")
            let format = derived.translated()
            XCTAssertEqual(format.time, "%p %-I:%M:%S")
            XCTAssertEqual(format.timeWithoutSeconds, "%p %-I:%M")
            XCTAssertEqual(format.weekdayAndDay, "%-m월 %-d일(%a)")
            XCTAssertEqual(format.day, "%Y년 %-m월 %-d일")
            XCTAssertEqual(format.fullDay, "%Y년 %-m월 %-d일 %A")
        }
    }

    func testTheArgumentParsersOwnWordsInHelpAreTranslatedToo() throws {
        guard case .output(let english) = CommandParser.parse(["timer", "--help"]) else {
            return XCTFail("timer --help")
        }
        XCTAssertEqual(
            HelpText.localized(english), english, "English stays as ArgumentParser writes it")
        XCTAssertTrue(
            english.contains("OPTIONS:")
                && english.contains("See 'sandglass help timer <subcommand>' for detailed help."))
        try inKorean {
            guard case .output(let korean) = CommandParser.parse(["timer", "--help"]) else {
                return XCTFail("timer --help")
            }
            for heading in [
                "개요: ", "사용법: sandglass timer <subcommand>", "옵션:", "하위 명령:", "도움말을 표시해요.",
                "자세한 도움말은 'sandglass help timer <subcommand>'에서 볼 수 있어요.",
            ] {
                XCTAssertTrue(korean.contains(heading), "\(heading) in \(korean)")
            }
            XCTAssertFalse(korean.contains("OPTIONS:") || korean.contains("OVERVIEW:"), korean)
        }
    }

    /// Runs `body` with the messages in Korean; fails when the Korean locale is not generated.
    private func inKorean(_ body: () throws -> Void) throws {
        let saved = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        let savedLanguage = getenv("LANGUAGE").map { String(cString: $0) }
        setenv("LANGUAGE", "ko", 1)
        defer {
            if let savedLanguage {
                setenv("LANGUAGE", savedLanguage, 1)
            } else {
                unsetenv("LANGUAGE")
            }
            setlocale(LC_MESSAGES, saved)
        }
        // gettext ignores LANGUAGE under the C locale: a Korean (or any real) one is needed.
        guard setlocale(LC_MESSAGES, "ko_KR.UTF-8") != nil else {
            return XCTFail("the ko_KR.UTF-8 locale is not generated: run meson-aux/locales")
        }
        Translation.bind(folder: builtLocaleFolder)
        try body()
    }
}

/// Labels without their mnemonic mark, in English and as translations write them.
final class MnemonicLabelTests: XCTestCase {
    func testTheMarkAndATranslationsParenthesisedKeyAreDropped() {
        XCTAssertEqual(MnemonicLabel.plain("_Start"), "Start")
        XCTAssertEqual(MnemonicLabel.plain("E_xport Laps…"), "Export Laps…")
        XCTAssertEqual(MnemonicLabel.plain("시작(_S)"), "시작")
        XCTAssertEqual(MnemonicLabel.plain("랩 내보내기(_X)…"), "랩 내보내기…")
        XCTAssertEqual(MnemonicLabel.plain("Save as Preset"), "Save as Preset")
        XCTAssertEqual(MnemonicLabel.plain("Keep _note"), "Keep note")
    }

    /// A label put into a longer text keeps a translation's "(_X)" at the end, not in the middle.
    func testAParenthesisedKeyMovesToTheEndOfTheFilledText() {
        XCTAssertEqual(MnemonicLabel.filled("F_ocus") { "\($0) (min)" }, "F_ocus (min)")
        XCTAssertEqual(MnemonicLabel.filled("집중(_O)") { "\($0), 분 단위" }, "집중, 분 단위(_O)")
        XCTAssertEqual(MnemonicLabel.filled("Focus") { "\($0) (min)" }, "Focus (min)")
    }
}
