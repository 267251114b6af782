/// A to-do screen that a ``TodoRenderer`` drives: a terminal, a table view, or a test double.
///
/// ```swift
/// final class RecordingView: TodoView {
///     var title = ""
///     func setTitle(_ title: String) { self.title = title }
///     …
/// }
/// ```
@MainActor
public protocol TodoView: AnyObject {
    /// Shows the title.
    func setTitle(_ title: String)
    /// Replaces the rows (the article's `reloadData`).
    func reloadRows(_ rows: [TodoItem])
    /// Shows the input text.
    func setInputText(_ text: String)
    /// Enables or disables the add button.
    func setAddEnabled(_ enabled: Bool)
    /// Shows an input problem, or hides it with `nil`.
    func showMessage(_ message: String?)
    /// Shows where saving stands ("Not saved: …"), or hides it with `nil` when everything is
    /// saved. A view must keep it visible: it is how the user learns that edits are not saved.
    func showSaveStatus(_ status: String?)
}
