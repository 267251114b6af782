import Foundation

/// Turns what a person typed into a safe FTS5 match expression.
///
/// Every whitespace-separated term becomes a quoted prefix phrase, `"term"*`, with inner double
/// quotes doubled: FTS5 then reads the term as plain text, so `AND`, `OR`, `NOT`, `NEAR`, `*`,
/// `-`, `^`, `:`, parentheses and quotes can never change the query's meaning or cause a
/// syntax error. The phrases are joined by spaces, which FTS5 reads as AND: every term must
/// match the prefix of a word. Whitespace and control characters separate terms. A term without any letter or digit (e.g. `-` or `"`) cannot match
/// a word and is ignored.
///
/// ```swift
/// FullTextQuery(text: "  love AND \"me\" ")?.matchExpression  // "love"* "AND"* """me"""*
/// FullTextQuery(text: " -- ")                                  // nil
/// ```
struct FullTextQuery: Equatable {
    /// The terms that take part in the query, as typed.
    let terms: [String]

    /// Returns `nil` when `text` holds no term with a letter or a digit.
    init?(text: String) {
        let terms = text.split(whereSeparator: Self.separates)
            .filter { term in term.contains { $0.isLetter || $0.isNumber } }
            .map(String.init)
        guard !terms.isEmpty else { return nil }
        self.terms = terms
    }

    /// Whitespace and control characters (NUL would end the FTS5 string early) separate terms.
    private static func separates(_ character: Character) -> Bool {
        character.isWhitespace || character.isNewline
            || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// The FTS5 expression for `MATCH`. Quotes are doubled scalar by scalar: a quote followed by a
    /// combining mark is one `Character` to Swift but still a quote to FTS5.
    var matchExpression: String {
        terms.map { term in
            var escaped = String.UnicodeScalarView()
            for scalar in term.unicodeScalars {
                escaped.append(scalar)
                if scalar == "\"" { escaped.append(scalar) }
            }
            return "\"" + String(escaped) + "\"*"
        }
        .joined(separator: " ")
    }
}
