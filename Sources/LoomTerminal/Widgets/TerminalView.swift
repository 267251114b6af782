/// A Loom terminal view: an immutable description that draws itself into a rectangle of a
/// ``ScreenBuffer``.
///
/// Views hold data, never the model: the program builds them from its state for every frame
/// (or keeps editing state such as a ``TextField`` between frames), and interactive views
/// report what the user meant as intents from their `handle(_:)` method (see ``KeyResult``).
///
/// ```swift
/// struct Banner: TerminalView {
///     var title: String
///     func render(into screen: inout ScreenBuffer, in rect: Rect) {
///         Label(title, style: .bold, alignment: .center).render(into: &screen, in: rect)
///     }
/// }
/// ```
public protocol TerminalView {
    /// Draws the view inside `rect`; drawing never goes outside it.
    func render(into screen: inout ScreenBuffer, in rect: Rect)
}
