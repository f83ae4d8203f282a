import FoundationEssentials

/// One JSON file of saved state, so nothing a user started is lost to a crash, a kill or a restart.
///
/// Written atomically (never half a file) and only when the state changes, never per tick.
/// A file that cannot be read as `Value` is moved aside, not overwritten, and nil returned.
struct StateFile<Value: Codable & Sendable>: Sendable {
    let fileURL: URL

    /// The saved value, or nil when there is none or it was unreadable (then `restore` is not called).
    /// `restore` turns the decoded value into what the caller needs, throwing when it makes no sense.
    func load<Result>(_ restore: (Value) throws -> Result) -> Result? {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        do {
            return try restore(JSONDecoder().decode(Value.self, from: data))
        } catch {
            setAside(because: "\(error)")
            return nil
        }
    }

    func save(_ value: Value) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value) else { return }
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            StandardError.write("sandglass: cannot save \(fileURL.path): \(StandardError.reason(error))")
        }
    }

    /// Removes the file: there is nothing to keep.
    func remove() {
        try? FileManager.default.removeItem(at: fileURL)
    }

    /// Keeps an unreadable file for inspection instead of silently replacing it.
    private func setAside(because reason: String) {
        let aside = fileURL.appendingPathExtension("corrupt")
        try? FileManager.default.removeItem(at: aside)
        try? FileManager.default.moveItem(at: fileURL, to: aside)
        StandardError.write("sandglass: ignored \(fileURL.path) (\(reason)); kept it as \(aside.lastPathComponent)")
    }
}
