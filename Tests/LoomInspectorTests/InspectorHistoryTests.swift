import Testing

@testable import LoomInspector

@Suite("InspectorHistory: what the inspector shows and how it steps")
struct InspectorHistoryTests {
    static let hello = ProgramMessage.hello(
        version: 1, program: "todo", processID: 7, initialState: "todos: 0", position: 0)

    private func history(actions: Int) throws -> InspectorHistory {
        var history = try InspectorHistory(hello: Self.hello)
        for index in 1...max(1, actions) where actions > 0 {
            try history.apply(.entry(index: index, action: "add \(index)", state: "todos: \(index)"))
        }
        return history
    }

    @Test("entries arrive in order and the position follows the present")
    func entries() throws {
        let history = try history(actions: 3)
        #expect(history.entries.map(\.action) == ["add 1", "add 2", "add 3"])
        #expect(history.position == 3)
        #expect(history.isAtPresent)
        #expect(history.state(at: 0) == "todos: 0")
        #expect(history.state(at: 2) == "todos: 2")
    }

    @Test("stepping back and forward returns jumps; reaching the latest state returns present")
    func stepping() throws {
        var history = try history(actions: 3)
        #expect(history.stepBack() == .jump(index: 2))
        #expect(history.stepBack() == .jump(index: 1))
        #expect(!history.isAtPresent)
        #expect(history.stepForward() == .jump(index: 2))
        #expect(history.stepForward() == .present)
        #expect(history.stepBack() == .jump(index: 2))
        #expect(history.returnToPresent() == .present)
        #expect(history.position == 3)
    }

    @Test("stepping past either end does nothing and sends nothing")
    func ends() throws {
        var history = try history(actions: 1)
        #expect(history.stepForward() == nil)
        #expect(history.stepBack() == .jump(index: 0))
        #expect(history.stepBack() == nil)
        #expect(history.move(to: -5) == nil)
        #expect(history.move(to: 99) == .present)
        #expect(history.position == 1)
    }

    @Test("an entry at an earlier index discards the recorded future and moves to the present")
    func futureDiscarded() throws {
        var history = try history(actions: 3)
        try history.apply(.position(index: 1))
        try history.apply(.entry(index: 2, action: "remove", state: "todos: 0"))
        #expect(history.entries.map(\.action) == ["add 1", "remove"])
        #expect(history.position == 2)
        #expect(history.isAtPresent)
    }

    @Test("an entry or position out of order, a second hello or another version is a protocol violation")
    func violations() throws {
        var history = try history(actions: 1)
        #expect(throws: InspectorError.protocolViolation("entry 3 follows 1 entries")) {
            try history.apply(.entry(index: 3, action: "x", state: "y"))
        }
        #expect(throws: InspectorError.protocolViolation("position 2 is not in 0...1")) {
            try history.apply(.position(index: 2))
        }
        #expect(throws: InspectorError.protocolViolation("a second hello")) { try history.apply(Self.hello) }
        let future = ProgramMessage.hello(
            version: 2, program: "todo", processID: 1, initialState: "", position: 0)
        #expect(throws: InspectorError.protocolViolation("format version 2 is not 1")) {
            try InspectorHistory(hello: future)
        }
        #expect(throws: InspectorError.protocolViolation("the first message is not a hello")) {
            try InspectorHistory(hello: .position(index: 0))
        }
    }

    @Test("the diff at a position is the change its action made; position 0 has none")
    func diffs() throws {
        let history = try history(actions: 2)
        #expect(history.diff(at: 2).hunks(context: 0) == ["- todos: 1", "+ todos: 2"])
        #expect(history.diff(at: 0).isEmpty)
    }

    @Test("the messages of a history rebuild the same history")
    func messagesRebuild() throws {
        let history = try history(actions: 2)
        var rebuilt = try InspectorHistory(hello: history.messages[0])
        for message in history.messages.dropFirst() { try rebuilt.apply(message) }
        #expect(rebuilt == history)
    }
}
