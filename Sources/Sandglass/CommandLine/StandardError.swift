import FoundationEssentials
import GtkKit
#if canImport(Glibc)
import Glibc
#endif

/// Lines for whoever started this process: errors and warnings on stderr, written at once.
enum StandardError {
    /// Writes `line` and a newline to stderr.
    static func write(_ line: String) {
        WholeWrite.write(line + "\n", to: STDERR_FILENO)
    }

    /// Why a file operation failed, in a person's words ("Permission denied"), not an error's dump.
    static func reason(_ error: Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        return String(describing: error)
    }
}
