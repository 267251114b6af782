import Foundation
import Testing

@testable import LoomInspector

@Suite("InspectorLog: a saved session, replayed later")
struct InspectorLogTests {
    private func sample() throws -> InspectorHistory {
        var history = try InspectorHistory(
            hello: .hello(version: 1, program: "todo", processID: 5, initialState: "todos: 0", position: 0))
        try history.apply(.entry(index: 1, action: "add", state: "todos: 1"))
        try history.apply(.entry(index: 2, action: "add", state: "todos: 2"))
        _ = history.stepBack()
        return history
    }

    @Test("a saved history reads back as the same actions and states, at its latest state")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let history = try sample()
        let path = folder.file("session.jsonl")
        try InspectorLog.write(history, to: path)
        let read = try InspectorLog.read(path: path)
        #expect(read.entries == history.entries)
        #expect(read.initialState == "todos: 0")
        #expect(read.program == "todo")
        #expect(read.position == 2)
    }

    @Test("a saved log is readable by its user alone")
    func mode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("session.jsonl")
        try InspectorLog.write(try sample(), to: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test("saving never replaces a file that exists, and leaves it as it was")
    func neverReplaces() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("notes.txt")
        try "my notes".write(toFile: path, atomically: false, encoding: .utf8)
        let history = try sample()
        #expect(throws: InspectorError.self) { try InspectorLog.write(history, to: path) }
        do throws(InspectorError) {
            try InspectorLog.write(history, to: path)
        } catch {
            #expect(error.exitStatus == 74)
            #expect(error.description.contains("a file exists there"))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my notes")
    }

    @Test("a file that is not a log names the first line that is not a message, with status 65")
    func notALog() throws {
        let data = Data(
            "{\"hello\":{\"version\":1,\"program\":\"t\",\"processID\":1,\"initialState\":\"\",\"position\":0}}\nhello world\n"
                .utf8)
        #expect(
            throws: InspectorError.unreadableLog(
                path: "x.jsonl", line: 2, reason: "not a message of the log format")
        ) { try InspectorLog.parse(data, path: "x.jsonl") }
        #expect(InspectorError.unreadableLog(path: "x", line: 2, reason: "").exitStatus == 65)
    }

    @Test("a log whose first message is not a hello, or whose entries skip, is refused with its line")
    func outOfOrder() throws {
        let noHello = Data("{\"entry\":{\"index\":1,\"action\":\"a\",\"state\":\"s\"}}\n".utf8)
        #expect(
            throws: InspectorError.unreadableLog(
                path: "l", line: 1, reason: "the first message is not a hello")
        ) {
            try InspectorLog.parse(noHello, path: "l")
        }
        let skipping = Data(
            ("{\"hello\":{\"version\":1,\"program\":\"t\",\"processID\":1,\"initialState\":\"\",\"position\":0}}\n"
                + "{\"entry\":{\"index\":2,\"action\":\"a\",\"state\":\"s\"}}").utf8)
        #expect(throws: InspectorError.unreadableLog(path: "l", line: 2, reason: "entry 2 follows 0 entries"))
        {
            try InspectorLog.parse(skipping, path: "l")
        }
        #expect(throws: InspectorError.unreadableLog(path: "l", line: 1, reason: "no hello line")) {
            try InspectorLog.parse(Data(), path: "l")
        }
    }

    @Test("a log file that is missing cannot be opened, with status 66")
    func missing() throws {
        #expect(
            throws: InspectorError.cannotOpenLog(
                path: "/nonexistent/log", reason: "No such file or directory")
        ) {
            try InspectorLog.read(path: "/nonexistent/log")
        }
        #expect(InspectorError.cannotOpenLog(path: "", reason: "").exitStatus == 66)
    }
}
