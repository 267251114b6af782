/// What an interactive view did with a key: ignored it (so the program may use it), handled it
/// silently (for example moved a cursor), or handled it and emitted an intent.
///
/// ```swift
/// switch field.handle(key) {
/// case .intent(.submitted(let text)): search(text)
/// case .intent(.textChanged(let text)): preview(text)
/// case .handled: break
/// case .ignored: list.handle(key)
/// }
/// ```
public enum KeyResult<Intent> {
    /// The view did not use the key.
    case ignored
    /// The view used the key but has nothing to report.
    case handled
    /// The view used the key and reports what the user meant.
    case intent(Intent)

    /// Whether the view used the key.
    public var isHandled: Bool {
        if case .ignored = self { return false }
        return true
    }

    /// The intent, if one was emitted.
    public var intent: Intent? {
        if case .intent(let intent) = self { return intent }
        return nil
    }
}

extension KeyResult: Sendable where Intent: Sendable {}
extension KeyResult: Equatable where Intent: Equatable {}
