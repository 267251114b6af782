// libFuzzer target for ChinookCatalog's CSVParser (the bundled files, or any folder a tool points
// CatalogData at). Built by Fuzz/run together with CSVParser.swift and CSVError.swift.
//
// Beyond "never crashes", it checks that:
// - an error names a line that exists (1 ... the number of line breaks + 1);
// - what parses, written back the RFC 4180 way, parses to the same records.

import Foundation

/// libFuzzer calls this with each input; a crash (here a fatal error) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVParser(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let input = Data(bytes: data, count: count)
    let records: [[String?]]
    do {
        records = try CSVParser.parse(input)
    } catch {
        let lines = input.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
        let line: Int
        switch error {
        case .unterminatedQuote(let value), .characterAfterClosingQuote(let value),
            .quoteInUnquotedField(let value), .invalidUTF8(let value):
            line = value
        }
        if line < 1 || line > lines { fatalError("\(error) names a line outside 1...\(lines)") }
        return 0
    }
    let written = Data(write(records).utf8)
    let again: [[String?]]
    do {
        again = try CSVParser.parse(written)
    } catch {
        fatalError("the written records do not parse: \(error)")
    }
    if again != records { fatalError("round trip changed the records: \(records) → \(again)") }
    return 0
}

/// Records as RFC 4180 text: a field is quoted when it is empty (not nil), or holds a comma, a
/// quote or a line break, or starts with a byte-order mark; records end with LF. Scalar by scalar:
/// a quote followed by a combining mark is one Character but still a quote in the bytes.
private func write(_ records: [[String?]]) -> String {
    records.map { record in
        record.map { field -> String in
            guard let field else { return "" }
            let scalars = field.unicodeScalars
            let special =
                field.isEmpty || scalars.first == "\u{FEFF}"
                || scalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            guard special else { return field }
            var escaped = String.UnicodeScalarView()
            for scalar in scalars {
                escaped.append(scalar)
                if scalar == "\"" { escaped.append(scalar) }
            }
            return "\"" + String(escaped) + "\""
        }
        .joined(separator: ",")
    }
    .map { $0 + "\n" }.joined()
}
