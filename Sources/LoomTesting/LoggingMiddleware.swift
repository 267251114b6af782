import CustomDump
public import Loom

extension Middleware {
    /// A ready logging middleware: after each action it writes the action and a readable diff of the
    /// state it changed (made with swift-custom-dump), or "(no state change)".
    ///
    /// ```swift
    /// let store = Store(initialState: TodoState(), reducer: todoReducer, middleware: [.logging()])
    /// store.send(.updateText("milk"))
    /// // received action:
    /// //   TodoAction.updateText("milk")
    /// //     TodoState(
    /// //   −   text: ""
    /// //   +   text: "milk"
    /// //       …
    /// ```
    public static func logging(
        name: String = "", to output: @escaping @MainActor (String) -> Void = { print($0) }
    ) -> Middleware {
        Middleware(after: { action, state, previous, _ in
            var dumpedAction = ""
            customDump(action, to: &dumpedAction)
            let prefix = name.isEmpty ? "" : "[\(name)] "
            let change = diff(previous, state, format: .proportional) ?? "(no state change)"
            let indentedAction = dumpedAction.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n")
            let indentedChange = change.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    \($0)" }.joined(separator: "\n")
            output("\(prefix)received action:\n\(indentedAction)\n\(indentedChange)")
        })
    }
}
