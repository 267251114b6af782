import Foundation

/// Renders search results for the command line: a text table for people, JSON for scripts.
///
/// ```swift
/// print(SearchResultFormatter.table(results))
/// //   ID  Track                Artist  Album                 Genre  Time  Price
/// //    1  For Those About To…  AC/DC   For Those About To …  Rock   5:43   0.99
/// print(try SearchResultFormatter.json(results))
/// // [ { "album" : "…", "artist" : "AC/DC", "genre" : "Rock", "id" : 1, … } ]
/// ```
public enum SearchResultFormatter {
    /// Every key of the objects ``json(_:)`` prints, in the order of ``SearchResult``'s properties
    /// (a key without a value is left out of an object).
    public static let jsonKeys = SearchResult.CodingKeys.allCases.map(\.stringValue)

    /// The results as a JSON array of objects with the keys `id`, `name`, `artist`, `album`,
    /// `genre`, `milliseconds`, and `price`, `composer` and `artworkURL` when known (``jsonKeys``);
    /// keys sorted, pretty printed, so the output is stable.
    ///
    /// - Throws: `EncodingError` when a price is not a finite number.
    public static func json(_ results: [SearchResult]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(results), as: UTF8.self)
    }

    /// The results as an aligned text table with a header: id, track, artist, album, genre,
    /// duration and price. Long texts are cut with "…" to the column's maximum width. Widths
    /// count characters, so very wide characters (e.g. CJK) may shift a row.
    public static func table(_ results: [SearchResult]) -> String {
        let columns: [(title: String, maxWidth: Int, rightAligned: Bool, value: (SearchResult) -> String)] = [
            ("ID", 12, true, { String($0.id) }),
            ("Track", 36, false, { $0.name }),
            ("Artist", 24, false, { $0.artist }),
            ("Album", 30, false, { $0.album }),
            ("Genre", 16, false, { $0.genre }),
            ("Time", 8, true, { duration(milliseconds: $0.milliseconds) }),
            ("Price", 8, true, { $0.price.map(price) ?? "" }),
        ]
        let cells = results.map { result in
            columns.map { truncated(singleLine($0.value(result)), to: $0.maxWidth) }
        }
        let widths = columns.indices.map { index in
            cells.reduce(columns[index].title.count) { max($0, $1[index].count) }
        }
        func line(_ texts: [String]) -> String {
            texts.indices.map { index in
                let padding = String(repeating: " ", count: widths[index] - texts[index].count)
                return columns[index].rightAligned ? padding + texts[index] : texts[index] + padding
            }
            .joined(separator: "  ")
            .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        return ([line(columns.map(\.title))] + cells.map(line)).joined(separator: "\n")
    }

    /// The facts a detail screen lists for `result`, as (label, value) pairs: artist, album, genre,
    /// duration, price when known, and the track id; an unknown value is "—".
    ///
    /// ```swift
    /// SearchResultFormatter.details(of: result).first   // (label: "Artist", value: "AC/DC")
    /// ```
    public static func details(of result: SearchResult) -> [(label: String, value: String)] {
        var lines = [
            ("Artist", result.artist), ("Album", result.album), ("Genre", result.genre),
            ("Duration", duration(milliseconds: result.milliseconds)),
        ]
        if let value = result.price { lines.append(("Price", price(value))) }
        lines.append(("Track id", String(result.id)))
        return lines.map { (label: $0.0, value: $0.1.isEmpty ? "—" : $0.1) }
    }

    /// A duration as `m:ss`, or `h:mm:ss` from one hour.
    ///
    /// ```swift
    /// SearchResultFormatter.duration(milliseconds: 343_719)    // "5:43"
    /// SearchResultFormatter.duration(milliseconds: 5_286_953)  // "1:28:06"
    /// ```
    public static func duration(milliseconds: Int) -> String {
        let seconds = max(0, milliseconds) / 1000
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0
            ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    private static func price(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    private static func singleLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isNewline || $0 == "\t" }).joined(separator: " ")
    }

    private static func truncated(_ text: String, to width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }
}
