package import Foundation

/// One JSON object per line: how messages travel over the socket and how a log is saved.
package enum JSONLines {
    /// `value` as one line of JSON, with its line feed.
    package static func line(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding our own message types cannot fail (strings and integers only).
        var data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        data.append(0x0A)
        return data
    }

    /// Decodes one line (without its line feed).
    package static func decode<Value: Decodable>(
        _ type: Value.Type, from line: some Collection<UInt8>
    ) throws
        -> Value
    {
        try JSONDecoder().decode(type, from: Data(line))
    }

    /// Splits complete lines off the front of `buffer`; what follows the last line feed stays there.
    package static func takeLines(from buffer: inout [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = buffer.startIndex
        while let end = buffer[start...].firstIndex(of: 0x0A) {
            lines.append(buffer[start..<end])
            start = end + 1
        }
        if start > buffer.startIndex {
            lines = lines.map { ArraySlice(Array($0)) }
            buffer.removeSubrange(..<start)
        }
        return lines
    }
}
