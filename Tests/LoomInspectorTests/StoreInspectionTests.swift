import Clocks
import Foundation
import Loom
import LoomTesting
import Testing

@testable import LoomInspector

@Suite("StoreInspection: a program's store, inspected over a Unix socket", .timeLimit(.minutes(3)))
@MainActor
struct StoreInspectionTests {
    /// How long these tests wait for the hello. The program here is this test process, whose main actor
    /// the whole suite shares: under ThreadSanitizer it stayed busy longer than the real default (5 s),
    /// and the inspector said "did not answer". The deadline itself is tested on an injected clock below.
    static let helloTimeout = Duration.seconds(120)

    enum Action: Equatable { case add(String), clear }
    struct State: Equatable { var items: [String] = [] }

    static func reduce(_ state: inout State, _ action: Action) -> Command<Action> {
        switch action {
        case .add(let item): state.items.append(item)
        case .clear: state.items = []
        }
        return .none
    }

    private func makeStore() -> Store<State, Action> {
        Store(initialState: State(), reducer: Self.reduce)
    }

    private func start(
        _ store: Store<State, Action>, in folder: TemporaryFolder
    ) throws
        -> StoreInspection<State, Action>
    {
        try #require(
            try StoreInspection.startIfRequested(
                store: store, program: "test", environment: folder.environment))
    }

    private func only(in folder: TemporaryFolder) throws -> InspectionFolder.Program {
        let programs = InspectionFolder.programs(in: folder.path + "/loom")
        #expect(programs.count == 1)
        return try #require(programs.first)
    }

    private func expectMessage(_ link: InspectorLink) async throws -> ProgramMessage {
        let event = try #require(await link.next())
        guard case .message(let message) = event else {
            Issue.record("expected a message, got \(event)")
            throw InspectorError.protocolViolation("no message")
        }
        return message
    }

    @Test("nothing is opened without LOOM_INSPECT=1")
    func offByDefault() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inspection = try StoreInspection.startIfRequested(
            store: makeStore(), program: "test", environment: ["XDG_RUNTIME_DIR": folder.path])
        #expect(inspection == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/loom"))
    }

    @Test("the socket is in a folder only its user opens (0700) and only its user can use (0600)")
    func permissions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inspection = try start(makeStore(), in: folder)
        defer { inspection.stop() }
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path + "/loom")[
            .posixPermissions]
        #expect(folderMode as? Int == 0o700)
        let socketMode = try FileManager.default.attributesOfItem(atPath: inspection.path)[.posixPermissions]
        #expect(socketMode as? Int == 0o600)
        inspection.stop()
        #expect(!FileManager.default.fileExists(atPath: inspection.path))
    }

    @Test("a runtime folder that others can open is refused")
    func unsafeFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            atPath: folder.path + "/loom", withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o755])
        #expect(
            throws: InspectorError.unsafeFolder(
                path: folder.path + "/loom", reason: "others can open it (its mode should be 0700)")
        ) {
            _ = try StoreInspection(store: makeStore(), program: "test", environment: folder.environment)
        }
    }

    /// A program's store with `actions` sent, inspected by a link that read the history.
    @MainActor
    struct Attached {
        let folder: TemporaryFolder
        let store: Store<State, Action>
        let inspection: StoreInspection<State, Action>
        let link: InspectorLink
        var history: InspectorHistory

        /// Stops the inspection and removes the folder.
        func end() {
            inspection.stop()
            folder.remove()
        }
    }

    private func attach(after actions: [Action]) async throws -> Attached {
        let folder = try TemporaryFolder()
        let store = makeStore()
        let inspection = try start(store, in: folder)
        for action in actions { store.send(action) }
        let link = try InspectorLink(program: try only(in: folder))
        var history = try await link.hello(clock: ContinuousClock(), timeout: Self.helloTimeout)
        for _ in actions { try history.apply(try await expectMessage(link)) }
        return Attached(folder: folder, store: store, inspection: inspection, link: link, history: history)
    }

    @Test("an inspector gets the history, then each action with the state it produced")
    func live() async throws {
        let attached = try await attach(after: [.add("milk")])
        defer { attached.end() }
        let (store, link) = (attached.store, attached.link)
        #expect(attached.history.program == "test")
        #expect(attached.history.processID == getpid())
        #expect(attached.history.entries.map(\.action) == ["add(\"milk\")"])
        var history = attached.history
        store.send(.add("eggs"))
        try history.apply(try await expectMessage(link))
        #expect(history.entries.map(\.action) == ["add(\"milk\")", "add(\"eggs\")"])
        #expect(
            history.diff(at: 2).hunks(context: 0) == [
                "-   items: 1 element", "+   items: 2 elements", "…", "+     \"eggs\"",
            ])
        #expect(history.state(at: 0).hasPrefix("LoomInspectorTests.StoreInspectionTests.State"))
    }

    @Test("a jump moves the program's store to that point, and present brings it back")
    func timeTravel() async throws {
        let attached = try await attach(after: [.add("milk"), .add("eggs")])
        defer { attached.end() }
        let (store, link) = (attached.store, attached.link)
        var history = attached.history
        let back = history.stepBack()
        link.send(try #require(back))
        #expect(try await expectMessage(link) == .position(index: 1))
        #expect(store.state.items == ["milk"])
        let present = history.returnToPresent()
        link.send(try #require(present))
        #expect(try await expectMessage(link) == .position(index: 2))
        #expect(store.state.items == ["milk", "eggs"])
    }

    @Test("an action sent while the store is in the past first brings it back: nothing recorded is lost")
    func actionInThePast() async throws {
        let attached = try await attach(after: [.add("milk"), .add("eggs")])
        defer { attached.end() }
        let (store, link) = (attached.store, attached.link)
        link.send(.jump(index: 0))
        #expect(try await expectMessage(link) == .position(index: 0))
        #expect(store.state.items == [])
        store.send(.add("bread"))  // a user's key, or a save finishing
        #expect(store.state.items == ["milk", "eggs", "bread"])
        #expect(try await expectMessage(link) == .position(index: 2))
        let entry = try await expectMessage(link)
        guard case .entry(let index, let action, _) = entry else {
            Issue.record("expected an entry, got \(entry)")
            return
        }
        #expect(index == 3)
        #expect(action == "add(\"bread\")")
    }

    @Test("when the inspector leaves, the program's store returns to the present")
    func leaving() async throws {
        let attached = try await attach(after: [.add("milk")])
        defer { attached.end() }
        let (store, link) = (attached.store, attached.link)
        link.send(.jump(index: 0))
        #expect(try await expectMessage(link) == .position(index: 0))
        #expect(store.state.items == [])
        var token: Token?
        await withCheckedContinuation { (returned: CheckedContinuation<Void, Never>) in
            token = store.subscribe { state, _, _ in
                if state.items == ["milk"] { returned.resume() }
            }
            link.close()
        }
        token?.cancel()
        #expect(store.state.items == ["milk"])
    }

    @Test("a second inspector is refused with a message, status 75; the first one goes on")
    func secondInspector() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = makeStore()
        let inspection = try start(store, in: folder)
        defer { inspection.stop() }
        let program = try only(in: folder)
        let first = try InspectorLink(program: program)
        _ = try await first.hello(clock: ContinuousClock(), timeout: Self.helloTimeout)
        let second = try InspectorLink(program: program)
        await #expect(
            throws: InspectorError.refused(
                program: "test", processID: getpid(), reason: "another inspector is attached to test")
        ) {
            _ = try await second.hello(clock: ContinuousClock(), timeout: Self.helloTimeout)
        }
        #expect(InspectorError.refused(program: "", processID: 0, reason: "").exitStatus == 75)
        store.send(.clear)
        #expect(
            try await expectMessage(first)
                == .entry(index: 1, action: "clear", state: StoreInspection<State, Action>.text(store.state)))
    }

    @Test("a program that stops is reported gone to its inspector, status 69, never a hang")
    func programGoes() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inspection = try start(makeStore(), in: folder)
        let program = try only(in: folder)
        let link = try InspectorLink(program: program)
        _ = try await link.hello(clock: ContinuousClock(), timeout: Self.helloTimeout)
        inspection.stop()
        #expect(await link.next() == .ended(.programGone(program: "test", processID: getpid())))
        #expect(await link.next() == nil)
        #expect(InspectorError.programGone(program: "", processID: 0).exitStatus == 69)
        #expect(throws: InspectorError.programGone(program: "test", processID: getpid())) {
            _ = try InspectorLink(program: program)
        }
    }

    @Test("every running program in the folder is listed; a socket left by a process that ended is skipped")
    func listing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try StoreInspection(store: makeStore(), program: "alpha", environment: folder.environment)
        defer { first.stop() }
        let second = try StoreInspection(store: makeStore(), program: "beta", environment: folder.environment)
        defer { second.stop() }
        // No process has this id (above Linux's pid_max): its socket file is a leftover.
        #expect(
            FileManager.default.createFile(atPath: folder.path + "/loom/ghost-2147483646.sock", contents: nil)
        )
        let programs = InspectionFolder.programs(in: folder.path + "/loom")
        #expect(programs.map(\.label).sorted() == ["alpha (pid \(getpid()))", "beta (pid \(getpid()))"])
        #expect(InspectorError.severalPrograms(programs.map(\.label)).exitStatus == 64)
    }

    @Test("no program in the folder is reported, status 69")
    func noProgram() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(InspectionFolder.programs(in: folder.path + "/loom").isEmpty)
        #expect(InspectorError.noProgram(folder: "f").exitStatus == 69)
        #expect(InspectorError.noProgram(folder: "f").description.contains("LOOM_INSPECT=1"))
    }

    @Test("a program that does not say hello in time is reported, on the injected clock")
    func noHello() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("mute-\(getpid()).sock")
        let listener = try UnixSocket.listen(at: path)  // accepts nothing, says nothing
        defer { close(listener) }
        let clock = TestClock()
        let link = try InspectorLink(
            program: InspectionFolder.Program(name: "mute", processID: getpid(), path: path))
        let waiting = Task {
            try await link.hello(clock: clock, timeout: .seconds(5))
        }
        await clock.waitForSleeper()
        await clock.advance(by: .seconds(5))
        await #expect(throws: InspectorError.noAnswer(program: "mute (pid \(getpid()))")) {
            _ = try await waiting.value
        }
    }
}
