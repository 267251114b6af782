/// One key and what it does, for a ``HintBar`` and a ``HelpOverlay``.
///
/// The priority decides what a narrow bottom line keeps: hints are dropped from the lowest
/// priority up, so give quitting and help the highest.
///
/// ```swift
/// let hints = [
///     KeyHint("↑↓", "move"),
///     KeyHint("F1", "help", priority: .help),
///     KeyHint("q", "quit", priority: .essential),
/// ]
/// ```
public struct KeyHint: Hashable, Sendable {
    /// How the hint ranks when space is short: a higher priority is kept longer.
    public struct Priority: Hashable, Sendable, Comparable {
        /// The rank; higher is kept longer.
        public var rank: Int

        /// Makes a priority.
        public init(_ rank: Int) { self.rank = rank }

        /// Nice to know; the first to go.
        public static let low = Priority(0)
        /// The default.
        public static let normal = Priority(10)
        /// How to open the help: kept after everything but the essential.
        public static let help = Priority(90)
        /// Never dropped while it fits: how to quit or go back.
        public static let essential = Priority(100)

        /// Orders by rank.
        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rank < rhs.rank }
    }

    /// The key or keys, as shown ("q", "↑↓", "ctrl-s").
    public var keys: String
    /// What they do ("quit").
    public var action: String
    /// How the hint ranks when space is short.
    public var priority: Priority

    /// Makes a hint.
    public init(_ keys: String, _ action: String, priority: Priority = .normal) {
        self.keys = keys
        self.action = action
        self.priority = priority
    }

    /// `keys action`, as a bottom line shows it.
    public var text: String { keys + " " + action }
}
