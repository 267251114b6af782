/// The help screen every program opens with F1 (and `?` wherever `?` would not be typed into a
/// text field): every key the program understands, in sections, in a framed box over the screen.
///
/// Its value is the content and the scroll position. Up/Down, Page Up/Down, Home/End scroll when
/// the keys do not fit; Escape, F1, `?`, `q` and Enter report ``Intent/dismissed``. Descriptions
/// that are too long wrap. A program holds its help through ``ProgramOverlays``, which opens it with
/// F1 and gives it every key while it shows; what that does is this:
///
/// ```swift
/// var help: HelpOverlay?
/// func handle(_ key: Key, session: TerminalSession) {
///     if help != nil {
///         if help?.handle(key) == .intent(.dismissed) { help = nil }
///         return
///     }
///     if key == .function(1) { help = HelpOverlay(title: "counter", sections: [
///         HelpOverlay.Section("Counting", [KeyHint("+", "count up"), KeyHint("-", "count down")]),
///         HelpOverlay.Section("Program", [KeyHint("F1 ?", "this help"), KeyHint("q esc", "quit")]),
///     ]) }
/// }
/// func draw(into screen: inout ScreenBuffer) {
///     // … the program's own frame, then:
///     help?.render(into: &screen, in: screen.bounds)
/// }
/// ```
public struct HelpOverlay: TerminalView, Hashable, Sendable {
    /// What the user meant.
    public enum Intent: Hashable, Sendable {
        /// Close the help.
        case dismissed
    }

    /// A group of keys under a heading.
    public struct Section: Hashable, Sendable {
        /// The heading.
        public var title: String
        /// The keys, in order.
        public var keys: [KeyHint]

        /// Makes a section.
        public init(_ title: String, _ keys: [KeyHint]) {
            self.title = title
            self.keys = keys
        }
    }

    /// The title in the frame ("searchy keys").
    public var title: String
    /// The sections, in order.
    public var sections: [Section]
    /// The first line shown.
    public private(set) var scrollOffset = 0

    /// Creates the help.
    public init(title: String, sections: [Section]) {
        self.title = title
        self.sections = sections
    }

    /// Every key listed, in order (for tests and documentation).
    public var allKeys: [KeyHint] { sections.flatMap(\.keys) }

    /// Applies one key: scrolls, or reports ``Intent/dismissed``. Every key is handled, so none
    /// reaches the program behind the help.
    @discardableResult
    public mutating func handle(_ key: Key) -> KeyResult<Intent> {
        switch key {
        case .escape, .function(1), .character("?"), .character("q"), .enter:
            return .intent(.dismissed)
        case .up: scrollOffset = max(0, scrollOffset - 1)
        case .down: scrollOffset += 1
        case .pageUp: scrollOffset = max(0, scrollOffset - 10)
        case .pageDown: scrollOffset += 10
        case .home: scrollOffset = 0
        case .end: scrollOffset = Int.max / 2
        default: break
        }
        return .handled
    }

    /// The lines of the help at `width` columns: headings, then keys and their actions, both
    /// wrapped. The keys' column takes a third of the width, more for a key name that would not fit
    /// (up to half), so that no name is cut.
    public func lines(forWidth width: Int) -> [(text: String, isHeading: Bool)] {
        let keys = allKeys.map(\.keys)
        let longest = keys.map { DisplayWidth.columns(of: $0) }.max() ?? 0
        let longestName =
            keys.flatMap { $0.split(separator: " ") }.map { DisplayWidth.columns(of: $0) }.max() ?? 0
        let keyWidth = max(0, min(longest, max(width / 3, min(longestName, width / 2))))
        let actionWidth = max(1, width - keyWidth - 2)
        var lines: [(String, Bool)] = []
        for (index, section) in sections.enumerated() {
            if index > 0 { lines.append(("", false)) }
            lines.append((section.title, true))
            for hint in section.keys {
                let keyParts = DisplayWidth.wrap(hint.keys, to: keyWidth)
                let actionParts = DisplayWidth.wrap(hint.action, to: actionWidth)
                for row in 0..<max(keyParts.count, actionParts.count) {
                    let keys = row < keyParts.count ? keyParts[row] : ""
                    let action = row < actionParts.count ? actionParts[row] : ""
                    lines.append(
                        (action.isEmpty ? keys : DisplayWidth.pad(keys, to: keyWidth) + "  " + action, false))
                }
            }
        }
        return lines
    }

    /// Draws the framed help, centred in `rect`, over whatever is there.
    public func render(into screen: inout ScreenBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let framed = rect.width >= 12 && rect.height >= 5
        let lines = lines(forWidth: framed ? min(rect.width - 4, 72) : rect.width)
        let visible = framed ? min(rect.height - 2, lines.count) : rect.height
        let offset = min(scrollOffset, max(0, lines.count - visible))
        var panel = Panel(title: title, footer: "esc close")
        let widest = lines.map { DisplayWidth.columns(of: $0.text) }.max() ?? 0
        if lines.count > visible {
            let position = "\(offset + 1)–\(offset + visible) of \(lines.count)"
            panel.footer = position + " · ↑↓ scroll · esc close"
            // The frame (at least the content's width and four columns) leaves the footer six
            // columns less: drop "scroll" rather than cut the footer.
            if DisplayWidth.columns(of: panel.footer) > min(rect.width, widest + 4) - 6 {
                panel.footer = position + " · esc close"
            }
        }
        let inside = panel.render(into: &screen, in: rect, contentWidth: widest, contentHeight: lines.count)
        for (index, line) in lines.dropFirst(offset).prefix(inside.height).enumerated() {
            screen.write(
                line.text, row: inside.row + index, column: inside.column,
                style: line.isHeading ? .bold : .plain,
                maxWidth: inside.width)
        }
    }
}
