import Foundation

/// The inspector's side of the connection to one program: it waits for the program's hello (a bounded
/// time on an injected clock, never forever), then reports each message, and sends commands.
///
/// ```swift
/// let link = try InspectorLink(program: found)
/// var history = try await link.hello(clock: ContinuousClock())
/// for await event in link.events { … }
/// link.send(.jump(index: 2))
/// ```
@MainActor
package final class InspectorLink {
    /// What happens on the connection after the hello.
    package enum Event: Equatable, Sendable {
        /// A message from the program.
        case message(ProgramMessage)
        /// The connection ended, and why.
        case ended(InspectorError)
    }

    /// The program at the other end.
    package let program: InspectionFolder.Program
    private let connection: SocketConnection
    private let inbox: LineInbox
    private var ended = false

    /// Connects to `program`.
    /// - Throws: ``InspectorError/programGone(program:processID:)`` when nobody listens there any more.
    package init(program: InspectionFolder.Program) throws(InspectorError) {
        self.program = program
        do {
            connection = SocketConnection(descriptor: try UnixSocket.connect(to: program.path))
        } catch {
            throw .programGone(program: program.name, processID: program.processID)
        }
        inbox = LineInbox(connection.lines())
    }

    deinit {
        connection.close()
    }

    /// Waits for the program's hello and returns the history it starts.
    /// - Throws: ``InspectorError/noAnswer(program:)`` when it does not come within `timeout` on
    ///   `clock`; ``InspectorError/refused(program:processID:reason:)`` when another inspector is
    ///   attached; ``InspectorError/programGone(program:processID:)`` when the connection ends.
    package func hello(
        clock: any Clock<Duration>, timeout: Duration = .seconds(5)
    ) async throws(InspectorError) -> InspectorHistory {
        // The deadline is decided off the main actor, against the inbox: a hello that arrived in time
        // counts even when a busy main actor reads it after the deadline.
        let watchdog = Task.detached { [connection, inbox] in
            do {
                try await clock.sleep(for: timeout)
                if inbox.expireIfEmpty() { connection.close() }
            } catch {}
        }
        let first = await nextLine()
        watchdog.cancel()
        guard let first else {
            throw inbox.isExpired ? .noAnswer(program: program.label) : gone
        }
        let message: ProgramMessage
        do {
            message = try JSONLines.decode(ProgramMessage.self, from: first)
        } catch {
            connection.close()
            throw .protocolViolation("the first line is not a message: \(error)")
        }
        if case .refused(let reason) = message {
            connection.close()
            throw .refused(program: program.name, processID: program.processID, reason: reason)
        }
        do {
            return try InspectorHistory(hello: message)
        } catch {
            connection.close()
            throw error
        }
    }

    /// The next event: a message, or the end of the connection (then `nil` after it).
    package func next() async -> Event? {
        guard !ended else { return nil }
        guard let line = await nextLine() else {
            ended = true
            return .ended(gone)
        }
        do {
            return .message(try JSONLines.decode(ProgramMessage.self, from: line))
        } catch {
            ended = true
            connection.close()
            return .ended(.protocolViolation("an unreadable message: \(error)"))
        }
    }

    /// Asks the program for `command`.
    package func send(_ command: InspectorCommand) {
        connection.send(JSONLines.line(command))
    }

    /// Leaves the program (it goes back to its present).
    package func close() {
        connection.close()
    }

    private func nextLine() async -> [UInt8]? {
        await inbox.next()
    }

    private var gone: InspectorError { .programGone(program: program.name, processID: program.processID) }
}
