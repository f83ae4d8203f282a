/// Why a file could not be used, in words (as `FileProblemWords` put them).
struct FileProblemText: Error {
    let text: String
    init(_ text: String) { self.text = text }
}
