import Clocks
import Loom

/// A row of a list: a child feature per element (toggle, rename, a timer that ticks).
struct ListRow: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
    var ticks = 0
}

enum ListRowAction: Equatable {
    case toggle
    case rename(String)
    case delete
    case startTimer
    case tick
}

@MainActor
func rowReducer(clock: TestClock<Duration>) -> Store<ListRow, ListRowAction>.Reducer {
    { row, action in
        switch action {
        case .toggle: row.isDone.toggle()
        case .rename(let title): row.title = title
        case .delete: break  // the parent removes the row
        case .startTimer:
            return .run { send in
                try await clock.sleep(for: .seconds(1))
                send(.tick)
            }
        case .tick: row.ticks += 1
        }
        return .none
    }
}

/// An optional child: a sheet with a counter and a timer.
struct Sheet: Equatable {
    var count = 0
}

enum SheetAction: Equatable {
    case increment
    case startTimer
    case tick
    case close
}

@MainActor
func sheetReducer(clock: TestClock<Duration>) -> Store<Sheet, SheetAction>.Reducer {
    { sheet, action in
        switch action {
        case .increment, .tick: sheet.count += 1
        case .close: break  // the parent dismisses the sheet
        case .startTimer:
            return .run { send in
                try await clock.sleep(for: .seconds(1))
                send(.tick)
            }
        }
        return .none
    }
}

/// The parent: a counter member, an optional sheet and a list of rows.
struct Parent: Equatable {
    var counter = CounterState()
    var sheet: Sheet?
    var rows: [ListRow] = []
    var log: [String] = []
}

enum ParentAction: Equatable {
    case counter(CounterAction)
    case sheet(SheetAction)
    case row(id: Int, action: ListRowAction)
    case present
    case dismiss
    case removeRow(Int)
    case moveLastToFront
}

extension ParentAction {
    static let counterCase = ActionCase(ParentAction.counter) {
        if case .counter(let a) = $0 { a } else { nil }
    }
    static let sheetCase = ActionCase(ParentAction.sheet) { if case .sheet(let a) = $0 { a } else { nil } }
    static let rowCase = ActionCase(ParentAction.row) {
        if case .row(let id, let a) = $0 { (id, a) } else { nil }
    }
}

/// The parent's own logic: it logs what its children did, dismisses the sheet and removes rows.
@MainActor
func parentOwnReducer(_ state: inout Parent, _ action: ParentAction) -> Command<ParentAction> {
    switch action {
    case .counter(.increment): state.log.append("counter \(state.counter.count)")
    case .counter: break
    case .sheet(.close), .dismiss: state.sheet = nil
    case .sheet: break
    case .present: state.sheet = Sheet()
    case .row(let id, .delete), .removeRow(let id): state.rows.removeAll { $0.id == id }
    case .row: break
    case .moveLastToFront:
        if let last = state.rows.popLast() { state.rows.insert(last, at: 0) }
    }
    return .none
}

/// The parent with its three children.
@MainActor
func parentFeature(clock: TestClock<Duration>) -> Reduce<Parent, ParentAction> {
    Reduce(parentOwnReducer)
        .scope(state: \.counter, action: ParentAction.counterCase, child: counterReducer)
        .ifLet(\.sheet, action: ParentAction.sheetCase, then: sheetReducer(clock: clock))
        .forEach(\.rows, action: ParentAction.rowCase, element: rowReducer(clock: clock))
}

extension Parent {
    /// Two rows: 1 "Milk" and 2 "Bread".
    static let twoRows = Parent(rows: [ListRow(id: 1, title: "Milk"), ListRow(id: 2, title: "Bread")])
}
