import FoundationEssentials
import SystemKit

/// Lines for whoever started this process: errors and warnings on stderr, written at once.
enum StandardError {
    /// Writes `line` and a newline to stderr.
    static func write(_ line: String) {
        WholeWrite.toStandardError(line + "\n")
    }

    /// Why a file operation failed, in a person's words ("Permission denied"), not an error's dump.
    static func reason(_ error: Error) -> String {
        if let posix = error as? POSIXError { return SystemError(code: posix.code.rawValue).text }
        if let cocoa = error as? CocoaError,
            let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError
        {
            return SystemError(code: underlying.code.rawValue).text
        }
        return String(describing: error)
    }
}
