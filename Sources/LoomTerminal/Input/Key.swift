/// A key press, decoded from the bytes a terminal sends (see ``KeyDecoder``).
///
/// ```swift
/// switch key {
/// case .character("q"): app.quit()
/// case .up: list.moveSelection(by: -1)
/// case .control("u"): field.clear()
/// default: break
/// }
/// ```
public enum Key: Hashable, Sendable {
    /// A printable character (including space), as typed.
    case character(Character)
    /// Return or Enter.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (delete the character before the cursor).
    case backspace
    /// Delete (delete the character under the cursor).
    case delete
    /// Escape on its own.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// A function key, F1 to F12.
    case function(Int)
    /// Control with a letter (lowercase `a`…`z`) or one of `@ [ \ ] ^ _` and space; for example
    /// `.control("c")` for ctrl-c. Ctrl-I, ctrl-M and ctrl-H arrive as ``tab``, ``enter`` and
    /// ``backspace``, because terminals send the same bytes for them.
    case control(Character)
    /// Alt (Meta) with a key, sent by terminals as Escape followed by the key: the decoder reports
    /// it for a printable character (`.alt(.character("b"))`), Backspace (`.alt(.backspace)`, which
    /// deletes a word in a ``TextField``) and Enter (`.alt(.enter)`). It is never ``escape``.
    indirect case alt(Key)
    /// Text the user pasted, delivered at once when the terminal brackets pastes (Loom's runtime
    /// asks it to): its line breaks are `"\n"`, and no part of it is ever read as a key, so a
    /// pasted line break is not Enter and a pasted `q` does not quit.
    case paste(String)
    /// An escape sequence this decoder does not know, or a C1 control character (U+0080–U+009F,
    /// which is not text), with its bytes.
    case unknown([UInt8])

    /// Ctrl-C: by default the runtime treats it as "quit".
    public static let interrupt = Key.control("c")
}
