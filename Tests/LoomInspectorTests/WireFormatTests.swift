import Foundation
import Testing

@testable import LoomInspector

@Suite("The inspector's wire format: one JSON object a line")
struct WireFormatTests {
    private func text(_ value: some Encodable) -> String {
        String(decoding: JSONLines.line(value), as: UTF8.self)
    }

    @Test("commands and messages have the documented shape")
    func documentedShape() {
        #expect(text(InspectorCommand.jump(index: 3)) == "{\"jump\":{\"index\":3}}\n")
        #expect(text(InspectorCommand.present) == "{\"present\":{}}\n")
        #expect(text(ProgramMessage.position(index: 0)) == "{\"position\":{\"index\":0}}\n")
        #expect(
            text(ProgramMessage.entry(index: 1, action: "add", state: "a\nb"))
                == "{\"entry\":{\"action\":\"add\",\"index\":1,\"state\":\"a\\nb\"}}\n")
        #expect(
            text(
                ProgramMessage.hello(
                    version: 1, program: "todo", processID: 9, initialState: "s", position: 0))
                == "{\"hello\":{\"initialState\":\"s\",\"position\":0,\"processID\":9,\"program\":\"todo\",\"version\":1}}\n"
        )
        #expect(
            text(ProgramMessage.refused(reason: "busy")) == "{\"refused\":{\"reason\":\"busy\"}}\n")
    }

    @Test("every message decodes back to itself")
    func roundTrip() throws {
        let messages: [ProgramMessage] = [
            .hello(version: 1, program: "p", processID: 1, initialState: "▿ x\n  - y", position: 0),
            .entry(index: 1, action: "updateText(\"é\")", state: "s"), .position(index: 1),
            .refused(reason: "r"),
        ]
        for message in messages {
            let line = JSONLines.line(message).dropLast()
            #expect(try JSONLines.decode(ProgramMessage.self, from: line) == message)
        }
        for command in [InspectorCommand.jump(index: 2), .present] {
            #expect(
                try JSONLines.decode(InspectorCommand.self, from: JSONLines.line(command).dropLast())
                    == command)
        }
    }

    @Test("lines are split at line feeds; a partial line waits for the rest")
    func partialLines() {
        var buffer = Array("{\"a\":1}\n{\"b\":2}\n{\"c\"".utf8)
        let lines = JSONLines.takeLines(from: &buffer)
        #expect(lines.map { String(decoding: $0, as: UTF8.self) } == ["{\"a\":1}", "{\"b\":2}"])
        #expect(String(decoding: buffer, as: UTF8.self) == "{\"c\"")
        buffer.append(contentsOf: Array(":3}\n".utf8))
        #expect(
            JSONLines.takeLines(from: &buffer).map { String(decoding: $0, as: UTF8.self) } == ["{\"c\":3}"])
        #expect(buffer.isEmpty)
    }
}
