public import Foundation

/// A strict RFC 4180 CSV parser for UTF-8 data.
///
/// Records are separated by CRLF, LF or CR; fields by commas. A field that starts with a double
/// quote is quoted: it may contain commas, line breaks and doubled quotes (`""` stands for `"`),
/// and its closing quote must be followed by a comma, a line break or the end of the data.
/// An empty unquoted field is `nil` (SQL `NULL`); a quoted empty field (`""`) is the empty string.
/// A byte-order mark at the start is skipped, and a line break at the very end does not start a
/// new record. Every malformed input throws a ``CSVError`` that names the line.
///
/// ```swift
/// let rows = try CSVParser.parse(Data("id,name\n1,\"Hello, \"\"World\"\"\"\n2,\n".utf8))
/// // [["id", "name"], ["1", "Hello, \"World\""], ["2", nil]]
/// ```
public enum CSVParser {
    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// Parses UTF-8 CSV data into records of optional fields.
    ///
    /// - Parameter data: The CSV text, UTF-8 encoded (a leading byte-order mark is ignored).
    /// - Returns: Every record in order, header included; each field is `nil` when empty and
    ///   unquoted.
    /// - Throws: ``CSVError`` when a quote is misplaced or unterminated, or a field is not valid
    ///   UTF-8.
    public static func parse(_ data: Data) throws(CSVError) -> [[String?]] {
        let bytes = [UInt8](data)
        var result: Result<[[String?]], CSVError> = .success([])
        bytes.withUnsafeBufferPointer { buffer in
            result = Result { () throws(CSVError) -> [[String?]] in try parse(buffer) }
        }
        return try result.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(CSVError) -> [[String?]] {
        var records: [[String?]] = []
        var record: [String?] = []
        var line = 1
        var index = 0
        let end = bytes.count
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        if index == end { return [] }
        var quoted: [UInt8] = []

        while true {
            // Parse one field starting at `index`.
            var field: String?
            if index < end, bytes[index] == quote {
                let fieldLine = line
                index += 1
                quoted.removeAll(keepingCapacity: true)
                var closed = false
                while index < end {
                    let byte = bytes[index]
                    if byte == quote {
                        if index + 1 < end, bytes[index + 1] == quote {
                            quoted.append(quote)
                            index += 2
                        } else {
                            index += 1
                            closed = true
                            break
                        }
                    } else {
                        if byte == lineFeed
                            || (byte == carriageReturn && !(index + 1 < end && bytes[index + 1] == lineFeed))
                        {
                            line += 1
                        }
                        quoted.append(byte)
                        index += 1
                    }
                }
                guard closed else { throw .unterminatedQuote(line: fieldLine) }
                if index < end, bytes[index] != comma, bytes[index] != lineFeed,
                    bytes[index] != carriageReturn
                {
                    throw .characterAfterClosingQuote(line: line)
                }
                guard let text = validUTF8String(quoted) else {
                    throw .invalidUTF8(line: fieldLine)
                }
                field = text
            } else {
                let start = index
                while index < end {
                    let byte = bytes[index]
                    if byte == comma || byte == lineFeed || byte == carriageReturn { break }
                    if byte == quote { throw .quoteInUnquotedField(line: line) }
                    index += 1
                }
                if index > start {
                    guard let text = validUTF8String(bytes[start..<index]) else {
                        throw .invalidUTF8(line: line)
                    }
                    field = text
                }
            }
            record.append(field)

            // After the field: a comma, a line break, or the end.
            if index == end {
                records.append(record)
                return records
            }
            let separator = bytes[index]
            index += 1
            if separator == comma { continue }
            if separator == carriageReturn, index < end, bytes[index] == lineFeed { index += 1 }
            line += 1
            records.append(record)
            record = []
            if index == end { return records }
        }
    }
}

/// The bytes as a string, or `nil` unless they are valid UTF-8. (`String(validating:as:)` would do,
/// but it needs iOS 18 / macOS 15.)
private func validUTF8String<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue: continue
        case .emptyInput: return String(decoding: bytes, as: UTF8.self)
        case .error: return nil
        }
    }
}
