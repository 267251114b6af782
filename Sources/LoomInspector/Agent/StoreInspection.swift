public import Foundation
public import Loom

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lets `loom-inspect` watch a store and move it in time, when the user asked for it with
/// `LOOM_INSPECT=1`; nothing is opened otherwise.
///
/// It records the store (a `StoreRecorder`) and listens on a Unix socket in the user's runtime folder
/// (`$XDG_RUNTIME_DIR/loom`, else `/tmp/loom-<uid>`, mode 0700; the socket is 0600). One inspector
/// at a time: it gets the history, then each action as it happens, and may put the store at any
/// recorded point and back to the present; a second one is refused with a message. Looking back never
/// changes what the program does: the next action (the user's, or a command's) first brings the store
/// back to the present, and so does the inspector leaving.
///
/// ```swift
/// let store = makeTodoStore(storage: storage)
/// let inspection = try StoreInspection.startIfRequested(store: store, program: "todo")
/// defer { inspection?.stop() }
/// ```
@MainActor
public final class StoreInspection<State, Action> {
    /// The environment variable that turns inspection on (`1`).
    public static var environmentVariable: String { "LOOM_INSPECT" }

    let recorder: StoreRecorder<State, Action>
    /// The socket inspectors connect to.
    let path: String
    private let program: String
    private let listener: Int32
    private var connection: SocketConnection?
    private var middleware: Token?
    private var tasks: [Task<Void, Never>] = []
    private var isStopped = false

    /// Starts inspection of `store` when `environment` has `LOOM_INSPECT=1`; returns `nil` otherwise.
    /// - Throws: `InspectorError` when the socket cannot be opened (the folder is not safe, say);
    ///   the program can go on without inspection.
    public static func startIfRequested(
        store: Store<State, Action>, program: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> StoreInspection? {
        guard environment[environmentVariable] == "1" else { return nil }
        return try StoreInspection(store: store, program: program, environment: environment)
    }

    /// Starts inspection of `store` now, in the folder `environment` names.
    package init(
        store: Store<State, Action>, program: String, environment: [String: String]
    ) throws(InspectorError) {
        let folder = try InspectionFolder.prepare(environment: environment)
        path = InspectionFolder.socketPath(folder: folder, program: program, processID: getpid())
        listener = try UnixSocket.listen(at: path)
        self.program = program
        recorder = StoreRecorder(store: store)
        middleware = store.addMiddleware(
            Middleware(
                before: { [weak self] action, _ in
                    self?.returnToPresent()
                    return action
                },
                after: { [weak self] action, state, _, _ in
                    self?.recorded(action, state)
                }))
        let (accepted, continuation) = AsyncStream.makeStream(of: Int32.self, bufferingPolicy: .unbounded)
        DispatchQueue(label: "LoomInspector.accept").async { [listener] in
            while let descriptor = UnixSocket.accept(on: listener) { continuation.yield(descriptor) }
            continuation.finish()
            _ = close(listener)
        }
        tasks.append(
            Task { [weak self] in
                for await descriptor in accepted { self?.attach(SocketConnection(descriptor: descriptor)) }
            })
    }

    /// Stops listening, detaches the inspector (it reads that the program went away), removes the
    /// socket and stops recording. Idempotent.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        unlink(path)
        _ = shutdown(listener, Int32(SHUT_RDWR))
        connection?.close()
        connection = nil
        middleware?.cancel()
        recorder.stop()
    }

    /// Before an action: a store moved into the past goes back to the present first, so the action (the
    /// user's, or a command's such as a save finishing) applies to the latest state. Looking back never
    /// changes what the program does or saves, and nothing recorded is discarded.
    private func returnToPresent() {
        guard recorder.position != recorder.entries.count else { return }
        try? recorder.jump(to: recorder.entries.count)
        connection?.send(JSONLines.line(ProgramMessage.position(index: recorder.position)))
    }

    private func recorded(_ action: Action, _ state: State) {
        connection?.send(
            JSONLines.line(
                ProgramMessage.entry(
                    index: recorder.position, action: Self.text(action), state: Self.text(state))))
    }

    private func attach(_ newcomer: SocketConnection) {
        guard !isStopped, connection == nil else {
            newcomer.sendNow(
                JSONLines.line(ProgramMessage.refused(reason: "another inspector is attached to \(program)")))
            newcomer.close()
            _ = newcomer.lines()  // reads to the end, then closes the socket
            return
        }
        connection = newcomer
        var hello = JSONLines.line(
            ProgramMessage.hello(
                version: ProgramMessage.version, program: program, processID: getpid(),
                initialState: Self.text(recorder.initialState), position: 0))
        for (offset, entry) in recorder.entries.enumerated() {
            hello.append(
                JSONLines.line(
                    ProgramMessage.entry(
                        index: offset + 1, action: Self.text(entry.action), state: Self.text(entry.state))))
        }
        if recorder.position != recorder.entries.count {
            hello.append(JSONLines.line(ProgramMessage.position(index: recorder.position)))
        }
        newcomer.send(hello)
        let lines = newcomer.lines()
        tasks.append(
            Task { [weak self] in
                for await line in lines {
                    guard let self, let command = try? JSONLines.decode(InspectorCommand.self, from: line)
                    else { continue }
                    self.perform(command)
                }
                self?.detach(newcomer)
            })
    }

    private func perform(_ command: InspectorCommand) {
        let target =
            switch command {
            case .jump(let index): index
            case .present: recorder.entries.count
            }
        // A position out of range (the history changed meanwhile) is answered with where the store is.
        try? recorder.jump(to: target)
        connection?.send(JSONLines.line(ProgramMessage.position(index: recorder.position)))
    }

    /// The inspector left: the store goes back to the present.
    private func detach(_ leaving: SocketConnection) {
        guard connection === leaving else { return }
        connection = nil
        if !isStopped, recorder.position != recorder.entries.count {
            try? recorder.jump(to: recorder.entries.count)
        }
    }

    /// A state as the inspector shows it: the standard library's `dump`, one member a line, indented
    /// by depth, without its `-` and `▿` marks (which would read as a diff's).
    static func text(_ state: State) -> String {
        var dumped = ""
        dump(state, to: &dumped)
        return dumped.split(separator: "\n").map { line in
            let indent = line.prefix { $0 == " " }
            let rest = line.dropFirst(indent.count)
            let marks: [Substring] = ["- ", "▿ ", "▹ "]
            return indent + (marks.contains(rest.prefix(2)) ? rest.dropFirst(2) : rest)
        }
        .joined(separator: "\n")
    }

    /// An action as the inspector shows it: its description.
    static func text(_ action: Action) -> String {
        String(describing: action)
    }
}
