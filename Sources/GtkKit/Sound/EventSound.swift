import CGtk
import Glibc

/// Plays the desktop's event sounds ("alarm-clock-elapsed", "complete") through GSound, so the
/// user's sound theme and the desktop's event-sound settings apply.
///
/// GSound (and libcanberra, its sound decoders and audio back-ends under it) is loaded with
/// `dlopen` the first time a sound is prepared, not linked: a window that never rings pays
/// nothing for it at start-up. A missing library, no sound theme, no audio device or a failing
/// play never blocks or throws: `onFailure` is told why, once in the program's life whichever
/// player failed first, and the caller carries on silently. Every player shares one context
/// (one connection to the sound server).
@MainActor
public final class EventSound {
    private typealias ContextNew =
        @convention(c) (
            UnsafeMutablePointer<GCancellable>?,
            UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
        ) -> UnsafeMutableRawPointer?
    private typealias PlayFullv =
        @convention(c) (
            UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<GCancellable>?,
            GAsyncReadyCallback?, gpointer?
        ) -> Void
    private typealias PlayFinish =
        @convention(c) (
            UnsafeMutableRawPointer?, OpaquePointer?,
            UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
        ) -> gboolean

    /// The loaded library's entry points and its context, once prepared.
    private struct Loaded {
        let context: UnsafeMutableRawPointer
        let playFullv: PlayFullv
        let finish: PlayFinish
    }

    /// Shared by every player of the program.
    private static var shared: Loaded?
    /// GSound could not be loaded: it is not tried again.
    private static var unavailable = false
    /// A failure has been told (only the first is).
    private static var told = false
    private var loaded: Loaded? { Self.shared }
    /// Counts plays, so the end of one that was replaced is not taken for the end of the new one.
    private var generation = 0
    /// The play under way (or the last one); cancelling it stops the sound at once.
    private var cancellable: UnsafeMutablePointer<GCancellable>?
    /// Whether to play again once a play ends, while `repeating` (the caller's clock decides).
    private var repeatWhile: (@MainActor () -> Bool)?
    private var repeating = false
    private var eventID = ""
    private var description = ""

    /// The silence between two rings of a repeating sound.
    static let pauseMilliseconds: UInt32 = 1_000

    /// Told once, the first time sound cannot be played, why not.
    public var onFailure: ((String) -> Void)?
    /// Told when a sound starts (true) and when it stops for good (false): ringing is state.
    public var onPlayingChange: ((Bool) -> Void)?
    public private(set) var isPlaying = false

    public init() {}

    /// Loads GSound and opens its context now (it takes tens of milliseconds), so a later play starts at once.
    @discardableResult
    public func prepare() -> Bool {
        if loaded != nil { return true }
        if Self.unavailable { return false }
        guard let library = dlopen("libgsound.so.0", RTLD_NOW | RTLD_LOCAL) else {
            Self.unavailable = true
            return fail(
                "GSound (libgsound.so.0) is not installed: \(dlerror().map { String(cString: $0) } ?? "")"
            )
        }
        guard let new = dlsym(library, "gsound_context_new"),
            let play = dlsym(library, "gsound_context_play_fullv"),
            let finish = dlsym(library, "gsound_context_play_full_finish")
        else {
            Self.unavailable = true
            return fail("GSound lacks the functions it should have")
        }
        var error: UnsafeMutablePointer<GError>?
        guard let context = unsafeBitCast(new, to: ContextNew.self)(nil, &error) else {
            Self.unavailable = true
            defer { g_clear_error(&error) }
            return fail(
                "GSound could not start: \(error.map { String(cString: $0.pointee.message) } ?? "unknown error")"
            )
        }
        Self.shared = Loaded(
            context: context, playFullv: unsafeBitCast(play, to: PlayFullv.self),
            finish: unsafeBitCast(finish, to: PlayFinish.self))
        return true
    }

    /// Plays `eventID` once, or again and again while `repeatWhile` says so when given (asked
    /// at the end of each play: the caller keeps the time), until `stop`.
    public func play(
        _ eventID: String, description: String, repeatWhile: (@MainActor () -> Bool)? = nil
    ) {
        stop()
        guard prepare() else { return }
        self.eventID = eventID
        self.description = description
        repeating = repeatWhile != nil
        self.repeatWhile = repeatWhile
        setPlaying(true)
        playOnce()
    }

    /// Silences the sound at once.
    public func stop() {
        repeating = false
        if let cancellable {
            g_cancellable_cancel(cancellable)
            g_object_unref(UnsafeMutableRawPointer(cancellable))
            self.cancellable = nil
        }
        setPlaying(false)
    }

    private func playOnce() {
        guard let loaded else { return }
        let cancellable = g_cancellable_new()
        self.cancellable = cancellable
        generation += 1
        let attributes = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free)
        for (key, value) in [
            ("event.id", eventID), ("event.description", description), ("media.role", "event"),
        ] {
            g_hash_table_insert(attributes, strdup(key), strdup(value))
        }
        // The callback comes back on the main loop; it holds the player weakly through a box.
        let box = Unmanaged.passRetained(WeakPlayer(self, generation: generation)).toOpaque()
        loaded.playFullv(
            loaded.context, attributes, cancellable,
            { source, result, data in
                guard let data else { return }
                let box = Unmanaged<WeakPlayer>.fromOpaque(data).takeRetainedValue()
                MainActor.assumeIsolated {
                    box.player?.finished(result, generation: box.generation)
                }
            }, box)
        g_hash_table_unref(attributes)
    }

    /// One play ended (played out, cancelled or failed): play again while repeating.
    private func finished(_ result: OpaquePointer?, generation: Int) {
        guard let loaded else { return }
        var error: UnsafeMutablePointer<GError>?
        let played = loaded.finish(loaded.context, result, &error) != 0
        let cancelled =
            error.map {
                g_error_matches($0, g_io_error_quark(), Int32(G_IO_ERROR_CANCELLED.rawValue)) != 0
            } ?? false
        let message = error.map { String(cString: $0.pointee.message) }
        g_clear_error(&error)
        // Cancelled by stop(), or replaced by a newer play: that one goes on.
        if cancelled || generation != self.generation { return }
        guard played else {
            setPlaying(false)
            _ = fail("the sound \(eventID) could not be played: \(message ?? "unknown error")")
            return
        }
        if repeating, repeatWhile?() == true {
            // A pause between rings; also keeps a device that returns at once from spinning.
            MainLoop.after(milliseconds: Self.pauseMilliseconds) { [weak self] in
                guard let self, self.repeating, self.generation == generation else { return }
                self.playOnce()
            }
        } else {
            repeating = false
            setPlaying(false)
        }
    }

    private func setPlaying(_ playing: Bool) {
        guard playing != isPlaying else { return }
        isPlaying = playing
        onPlayingChange?(playing)
    }

    private func fail(_ reason: String) -> Bool {
        if !Self.told { onFailure?(reason) }
        Self.told = true
        return false
    }
}

/// A weak reference that can travel through a C callback's user data.
private final class WeakPlayer {
    weak var player: EventSound?
    let generation: Int
    init(_ player: EventSound, generation: Int) {
        self.player = player
        self.generation = generation
    }
}
