import LibraryCore
import Loom
import LoomTerminal

/// The track screen of the terminal front-end: a view-model owner bound while the screen is visible,
/// which draws the track (its name and composer, or the field editing one, the other facts, the
/// status) and handles the screen's keys: `r` and `c` open a field, Enter keeps its text in the draft,
/// ctrl-s saves, `u` resets, `k` and `t` resolve a conflict, `b` brings back a track deleted elsewhere, and
/// Esc on unsaved edits warns once.
///
/// What the keys ask of the program (an error to show, a message, an asynchronous action, saving the
/// playlist edits too) goes through the closures it is made with.
@MainActor
final class TrackDetailPane: ViewModelOwner {
    let viewModelSlot = ViewModelSlot<TrackDetailPane>(activation: .whileVisible)
    private(set) var title = ""
    private(set) var composer = ""
    private(set) var lines: [String] = []
    private(set) var status = ""
    /// The field being edited (`r` the name, `c` the composer), if any.
    private var field: (field: TextField, edits: Field)?
    /// Esc was pressed once on unsaved edits: the next Esc leaves without saving.
    private var leavingUnsaved = false

    private enum Field { case name, composer }

    private let report: (LibraryError) -> Void
    private let say: (String) -> Void
    private let perform: (@escaping @MainActor () async throws(LibraryError) -> Void) -> Void

    /// A pane whose keys report errors with `report`, show messages with `say` and run asynchronous
    /// view-model actions (saving, resetting) with `perform`.
    init(
        report: @escaping (LibraryError) -> Void, say: @escaping (String) -> Void,
        perform: @escaping (@escaping @MainActor () async throws(LibraryError) -> Void) -> Void
    ) {
        self.report = report
        self.say = say
        self.perform = perform
    }

    func bind(viewModel: TrackDetailViewModel) -> Token {
        Token.batch([
            Binder(self, \.title) <~ viewModel.title, Binder(self, \.composer) <~ viewModel.composer,
            Binder(self, \.lines) <~ viewModel.lines, Binder(self, \.status) <~ viewModel.statusText,
        ])
    }

    /// Shows `detail` (bound while visible), or nothing; an open field and the Esc warning end.
    func show(_ detail: TrackDetailViewModel?) {
        field = nil
        leavingUnsaved = false
        if let detail {
            viewModel = detail
            handle(.willAppear)
        } else {
            handle(.willDisappear)
            viewModel = nil
        }
    }

    // MARK: - Drawing

    /// The track's name and composer (or the field editing one), the other facts, then the status.
    func render(into screen: inout ScreenBuffer, in area: Rect) {
        Label(title, style: .bold).render(into: &screen, in: area.inset(left: 2))
        let fields: [(Field, String, String)] = [
            (.name, "Name:     ", title), (.composer, "Composer: ", composer),
        ]
        for (index, (kind, prompt, value)) in fields.enumerated() {
            let row = Rect(row: area.row + 2 + index, column: 2, width: max(0, area.width - 2), height: 1)
            if let field, field.edits == kind {
                field.field.render(into: &screen, in: row)
            } else {
                Label(prompt + (value.isEmpty ? "—" : value)).render(into: &screen, in: row)
            }
        }
        for (index, line) in lines.enumerated() {
            screen.write(line, row: area.row + 5 + index, column: 2)
        }
        let state = viewModel?.status.value
        let problem = state != nil && state != .saved && state != .edited
        let paragraph = Paragraph(status, style: problem ? .bold : .dim)
        let width = max(0, area.width - 4)
        paragraph.render(
            into: &screen,
            in: Rect(
                row: area.row + 6 + lines.count, column: 2, width: width,
                height: paragraph.height(forWidth: width)))
    }

    /// Whether a field (the name or the composer) is open.
    var isEditingField: Bool { field != nil }

    /// The keys the screen answers now, before the program's own (back, help, quit).
    var hints: [KeyHint] {
        if field != nil {
            return [KeyHint("enter", "keep the edit"), KeyHint("esc", "cancel", priority: .essential)]
        }
        var hints = [KeyHint("r", "rename"), KeyHint("c", "composer")]
        if viewModel?.hasConflict == true {
            hints += [KeyHint("k", "keep mine"), KeyHint("t", "take theirs")]
        }
        if viewModel?.isDeletedElsewhere == true { hints.append(KeyHint("b", "bring it back")) }
        return hints + [KeyHint("ctrl-s", "save"), KeyHint("u", "reset", priority: .low)]
    }

    // MARK: - Keys

    /// The screen's keys: its field first while one is open, then editing, saving, resetting and the
    /// conflict choices. Returns whether the key was used; a key it leaves (F1 in a field, Esc with
    /// nothing to warn about, q) is the program's.
    func handleKey(_ key: Key) -> Bool {
        guard let detail = viewModel else { return false }
        if var open = field {
            let result = open.field.handle(key)
            field = open
            switch result {
            case .intent(.submitted(let text)):
                keep(text, open.edits, in: detail)
            case .intent, .handled:
                break
            case .ignored:
                if key == .escape {
                    field = nil
                } else if key == .control("s") {
                    if keep(open.field.text, open.edits, in: detail) { save(detail) }
                } else if key == .function(1) {
                    return false
                }
            }
            return true
        }
        if key != .escape && key != .backspace && key != .left { leavingUnsaved = false }
        switch key {
        case .character("r"):
            field = (TextField(text: detail.title.value, prompt: "Name:     "), .name)
        case .character("c"):
            field = (TextField(text: detail.composer.value, prompt: "Composer: "), .composer)
        case .control("s"):
            save(detail)
            return false  // the program also retries the playlist edits
        case .character("u"):
            perform { () async throws(LibraryError) in try await detail.reset() }
        case .character("k") where detail.hasConflict:
            do throws(LibraryError) {
                try detail.resolveConflict(.keepMine)
                say("Your edits are kept: ctrl-s saves them over the other version.")
            } catch {
                report(error)
            }
        case .character("t") where detail.hasConflict:
            do throws(LibraryError) { try detail.resolveConflict(.takeTheirs) } catch { report(error) }
        case .character("b") where detail.isDeletedElsewhere:
            perform { () async throws(LibraryError) in try await detail.restore() }
        case .escape, .backspace, .left:
            guard detail.hasUnsavedEdits, !leavingUnsaved else { return false }
            leavingUnsaved = true
            say(
                "“\(detail.title.value)” has unsaved edits: ctrl-s saves them, u discards them; "
                    + "\(key == .escape ? "esc" : "this key") again leaves without saving.")
        default:
            return false
        }
        return true
    }

    /// Puts the field's text in the draft and closes the field; an empty name is refused (the field
    /// stays open). Returns whether the text was kept.
    @discardableResult
    private func keep(_ text: String, _ kind: Field, in detail: TrackDetailViewModel) -> Bool {
        do throws(LibraryError) {
            switch kind {
            case .name: try detail.rename(text)
            case .composer: detail.setComposer(text)
            }
        } catch {
            report(error)
            return false
        }
        field = nil
        return true
    }

    private func save(_ detail: TrackDetailViewModel) {
        perform { () async throws(LibraryError) in try await detail.save() }
    }
}
