import ChinookCatalog
import Foundation
import Testing

@Suite("CSV parser (RFC 4180)")
struct CSVParserTests {
    private func parse(_ text: String) throws -> [[String?]] {
        try CSVParser.parse(Data(text.utf8))
    }

    @Test("plain fields split on commas and records on line breaks")
    func plainFields() throws {
        #expect(
            try parse("id,name\n1,AC/DC\n2,Accept") == [["id", "name"], ["1", "AC/DC"], ["2", "Accept"]])
    }

    @Test("CRLF, LF and CR all end a record")
    func lineEndings() throws {
        #expect(try parse("a,b\r\n1,2\n3,4\r5,6") == [["a", "b"], ["1", "2"], ["3", "4"], ["5", "6"]])
    }

    @Test("a line break at the very end does not add a record")
    func trailingLineBreak() throws {
        #expect(try parse("a\r\n1\r\n") == [["a"], ["1"]])
        #expect(try parse("a\n1\n") == [["a"], ["1"]])
    }

    @Test("empty input has no records")
    func emptyInput() throws {
        #expect(try parse("") == [])
        #expect(try parse("\u{FEFF}") == [])
    }

    @Test("a quoted field keeps commas, line breaks and doubled quotes")
    func quotedFields() throws {
        let text = "1,\"Angus Young, Malcolm Young\",\"Robert \"\"Bumps\"\" Blackwell\",\"two\r\nlines\"\r\n"
        #expect(
            try parse(text) == [
                ["1", "Angus Young, Malcolm Young", "Robert \"Bumps\" Blackwell", "two\r\nlines"]
            ])
    }

    @Test("an empty unquoted field is nil and a quoted empty field is the empty string")
    func emptyFields() throws {
        #expect(try parse("2,,342562,\"\"\n,") == [["2", nil, "342562", ""], [nil, nil]])
    }

    @Test("a blank line is a record with one empty field")
    func blankLine() throws {
        #expect(try parse("a\n\nb") == [["a"], [nil], ["b"]])
    }

    @Test("UTF-8 letters are decoded and a byte-order mark is skipped")
    func unicode() throws {
        #expect(
            try parse("\u{FEFF}id,name\n6,Antônio Carlos Jobim\n7,\"Nação, Zumbi 🎶\"")
                == [["id", "name"], ["6", "Antônio Carlos Jobim"], ["7", "Nação, Zumbi 🎶"]])
    }

    @Test("an unterminated quote is an error naming the line where the field starts")
    func unterminatedQuote() {
        #expect(throws: CSVError.unterminatedQuote(line: 2)) { try parse("a,b\n1,\"never\nclosed") }
    }

    @Test("text after a closing quote is an error")
    func textAfterClosingQuote() {
        #expect(throws: CSVError.characterAfterClosingQuote(line: 1)) { try parse("\"quoted\"x,b") }
    }

    @Test("a quote inside an unquoted field is an error")
    func quoteInUnquotedField() {
        #expect(throws: CSVError.quoteInUnquotedField(line: 3)) { try parse("a\nb\nab\"c\n") }
    }

    @Test("invalid UTF-8 is an error, in plain and in quoted fields")
    func invalidUTF8() {
        #expect(throws: CSVError.invalidUTF8(line: 2)) {
            try CSVParser.parse(Data("a\n".utf8) + Data([0x62, 0xFF, 0x63]))
        }
        #expect(throws: CSVError.invalidUTF8(line: 1)) {
            try CSVParser.parse(Data([0x22, 0xC3, 0x22]))
        }
    }

    @Test("errors describe themselves with the line")
    func errorDescriptions() {
        #expect(CSVError.unterminatedQuote(line: 4).description == "line 4: a quoted field is never closed")
        #expect(CSVError.invalidUTF8(line: 2).description.contains("line 2"))
    }

    @Test("records written the RFC 4180 way parse back to the same fields")
    func roundTrip() throws {
        var generator = SplitMix64(seed: 4180)
        let alphabet: [Character] = ["a", "Z", "0", " ", ",", "\"", "\n", "\r", "é", "ç", "😀", "-", "'"]
        for _ in 0..<300 {
            let columns = Int(generator.next() % 5) + 1
            let records: [[String?]] = (0..<Int(generator.next() % 6 + 1)).map { _ in
                (0..<columns).map { _ -> String? in
                    let length = Int(generator.next() % 8)
                    if length == 0 { return generator.next() % 2 == 0 ? nil : "" }
                    return String(
                        (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
                }
            }
            let text = records.map { record in
                record.map { field -> String in
                    guard let field else { return "" }
                    let needsQuotes =
                        field.isEmpty
                        || field.unicodeScalars.contains { ",\"\r\n".unicodeScalars.contains($0) }
                    return needsQuotes
                        ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
                }.joined(separator: ",")
            }.joined(separator: "\r\n")
            // A last record made of one nil field is written as nothing after the last line break.
            var expected = records
            if expected.last == [nil] { expected.removeLast() }
            #expect(try parse(text) == expected, "text: \(text.debugDescription)")
        }
    }

    @Test("a quote followed by a combining mark is still a quote (the fuzzer's crash input)")
    func quoteWithCombiningMark() throws {
        // Fuzz/Corpus/csv/regression-combining-quote: a doubled quote followed by U+033B, then a
        // byte-order mark that is not at the start (so it is text).
        let input = Data(
            [
                0x69, 0x64, 0x2C, 0x6E, 0x61, 0x6D, 0x65, 0x0A, 0x31, 0x2C, 0x22, 0x48, 0x65, 0x6C, 0x6C,
                0x6F,
                0x2C, 0x20, 0x22, 0x22, 0xCC, 0xBB, 0x72, 0x6C, 0x64, 0x22, 0x22, 0x22, 0x0A, 0x32, 0x2C,
                0x20,
                0x54, 0x0A, 0xEF, 0xBB, 0xBF,
            ])
        let records = try CSVParser.parse(input)
        #expect(records.count == 4)
        #expect(records[1] == ["1", "Hello, \"\u{33B}rld\""])
        #expect(records[1][1]?.unicodeScalars.filter { $0 == "\"" }.count == 2)
        #expect(records[3] == ["\u{FEFF}"])
    }
}

/// A small deterministic random generator, so the round-trip test is reproducible.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

}
