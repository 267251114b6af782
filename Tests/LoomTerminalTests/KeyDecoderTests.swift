import Testing

@testable import LoomTerminal

@Suite("KeyDecoder")
struct KeyDecoderTests {
    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test("printable ASCII and UTF-8 characters decode to characters")
    func characters() {
        #expect(decode("a Z") == [.character("a"), .character(" "), .character("Z")])
        #expect(decode("é日👍") == [.character("é"), .character("日"), .character("👍")])
    }

    @Test("control bytes decode to enter, tab, backspace and control keys")
    func controlKeys() {
        var decoder = KeyDecoder()
        #expect(
            decoder.decode([0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x03, 0x15, 0x01, 0x00, 0x1F])
                == [
                    .enter, .enter, .tab, .backspace, .backspace, .interrupt, .control("u"), .control("a"),
                    .control(" "), .control("_"),
                ])
    }

    @Test("CSI and SS3 sequences decode to navigation and function keys")
    func sequences() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}OA\u{1B}OH\u{1B}OF\u{1B}OP") == [.up, .home, .end, .function(1)])
        #expect(
            decode("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [
                .home, .end, .home, .end, .home, .end,
            ])
        #expect(decode("\u{1B}[5~\u{1B}[6~\u{1B}[2~\u{1B}[3~") == [.pageUp, .pageDown, .insert, .delete])
        #expect(decode("\u{1B}[15~\u{1B}[24~\u{1B}[Z") == [.function(5), .function(12), .backTab])
        #expect(decode("\u{1B}[1;5A") == [.up])
        #expect(
            decode("\u{1B}[99~\u{1B}[?u") == [
                .unknown(Array("\u{1B}[99~".utf8)), .unknown(Array("\u{1B}[?u".utf8)),
            ])
    }

    @Test("a sequence split across reads is decoded when its last byte arrives")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x61, 0x1B]) == [.character("a")])
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode([0x5B]) == [])
        #expect(decoder.decode([0x35]) == [])
        #expect(decoder.decode([0x7E, 0x62]) == [.pageUp, .character("b")])
        #expect(!decoder.hasPendingInput)
    }

    @Test("a UTF-8 character split across reads is decoded when complete")
    func splitUTF8() {
        var decoder = KeyDecoder()
        let bytes = Array("日".utf8)
        #expect(decoder.decode(bytes[0..<1]) == [])
        #expect(decoder.decode(bytes[1..<2]) == [])
        #expect(decoder.decode(bytes[2..<3]) == [.character("日")])
    }

    @Test("a lone escape stays pending until flushed, then is an escape key")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flush() == [])
    }

    @Test("an incomplete sequence flushed becomes escape followed by its characters")
    func incompleteSequenceFlushed() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[1".utf8)) == [])
        #expect(decoder.flush() == [.escape, .character("["), .character("1")])
    }

    @Test("escape followed by a character is alt, and escape escape is two escapes")
    func altAndDoubleEscape() {
        #expect(decode("\u{1B}x") == [.alt(.character("x"))])
        #expect(decode("\u{1B}é") == [.alt(.character("é"))])
        #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
    }

    @Test("alt-backspace and alt-enter (escape, then the key) decode as alt with the key, never escape")
    func altBackspaceAndEnter() {
        #expect(decode("\u{1B}\u{7F}") == [.alt(.backspace)])
        #expect(decode("\u{1B}\u{08}") == [.alt(.backspace)])
        #expect(decode("\u{1B}\r") == [.alt(.enter)])
        #expect(decode("\u{1B}\n") == [.alt(.enter)])
        #expect(
            decode("ab\u{1B}\u{7F}c") == [
                .character("a"), .character("b"), .alt(.backspace), .character("c"),
            ])
        // Split across reads, before the escape timeout: still one key.
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode([0x7F]) == [.alt(.backspace)])
        #expect(decoder.decode([0x1B, 0xC3]) == [])
        #expect(decoder.decode([0xA9]) == [.alt(.character("é"))])
        // After the timeout, a lone escape is escape, and the key that follows is itself.
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.decode([0x0D]) == [.enter])
        // Escape before an invalid UTF-8 byte stays escape, and the byte is a replacement character.
        var invalid = KeyDecoder()
        #expect(invalid.decode([0x1B, 0xC3, 0x41]) == [.escape, .character("\u{FFFD}"), .character("A")])
    }

    @Test("a bracketed paste is one paste of its text, never keys, with its line breaks as newlines")
    func bracketedPaste() {
        #expect(
            decode("a\u{1B}[200~Buy milk\r\nWalk\rq\u{1B}\u{7F}\u{03}\u{1B}[201~b") == [
                .character("a"), .paste("Buy milk\nWalk\nq\u{1B}\u{7F}\u{03}"), .character("b"),
            ])
        #expect(decode("\u{1B}[200~\u{1B}[201~") == [])  // an empty paste is nothing
        #expect(decode("\u{1B}[200~x\u{1B}[20\u{1B}[201~") == [.paste("x\u{1B}[20")])
    }

    @Test("a paste split across reads, even inside its markers, is still one paste")
    func pasteAcrossReads() {
        let bytes = Array("\u{1B}[200~one\ntwo 日本\u{1B}[201~\u{1B}[A".utf8)
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for byte in bytes {
            keys += decoder.decode([byte])
            if keys.isEmpty { #expect(decoder.hasPendingInput) }
        }
        #expect(keys == [.paste("one\ntwo 日本"), .up])
        #expect(!decoder.hasPendingInput && !decoder.isReadingPaste)
    }

    @Test("a paste whose end never comes is delivered as a paste when flushed, and ends")
    func unfinishedPasteFlushed() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~half\r".utf8)) == [])
        #expect(decoder.isReadingPaste && decoder.hasPendingInput)
        #expect(decoder.decode(Array("\u{1B}[20".utf8)) == [])  // perhaps the end marker
        #expect(decoder.flush() == [.paste("half\n\u{1B}[20")])
        #expect(!decoder.isReadingPaste && !decoder.hasPendingInput)
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    }

    @Test("invalid UTF-8 decodes to the replacement character without losing what follows")
    func invalidUTF8() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xFF, 0x61]) == [.character("\u{FFFD}"), .character("a")])
        #expect(decoder.decode([0xE6, 0x61]) == [.character("\u{FFFD}"), .character("a")])
        #expect(decoder.decode([0xE6, 0x97]) == [])
        #expect(decoder.flush() == [.character("\u{FFFD}")])
    }

    @Test(
        "a C1 control character is not text, and overlong forms and surrogates are invalid (fuzzer finding)")
    func controlsAndOverlongs() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xC2, 0x81, 0x61]) == [.unknown([0xC2, 0x81]), .character("a")])
        #expect(decoder.decode([0xC2, 0x9B]) == [.unknown([0xC2, 0x9B])])
        #expect(decoder.decode([0xC2, 0xA0]) == [.character("\u{A0}")])
        // Overlong NUL and DEL, and a UTF-16 surrogate: one U+FFFD per invalid byte.
        #expect(decoder.decode([0xE0, 0x80, 0x80]) == Array(repeating: .character("\u{FFFD}"), count: 3))
        #expect(decoder.decode([0xE0, 0x81, 0xBF]) == Array(repeating: .character("\u{FFFD}"), count: 3))
        #expect(decoder.decode([0xED, 0xA0, 0x80]) == Array(repeating: .character("\u{FFFD}"), count: 3))
        #expect(
            decoder.decode([0xF4, 0x90, 0x80, 0x80]) == Array(repeating: .character("\u{FFFD}"), count: 4))
        #expect(decoder.decode([0xF0, 0x9F, 0x98, 0x80]) == [.character("😀")])
        #expect(decoder.decode([0xED, 0x9F, 0xBF]) == [.character("\u{D7FF}")])
    }

    @Test("the fuzzer's crash input: no control character as text, and the same keys however it is split")
    func fuzzerRegression() {
        // Fuzz/Corpus/keys/regression-c1-control (its first byte picks the piece size in the fuzzer).
        let input: [UInt8] = [
            0x62, 0x63, 0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x31, 0x3B, 0x15, 0x1B, 0x5B, 0x31, 0x3B, 0x50, 0x1B,
            0x5B,
            0x31, 0xC2, 0x81, 0xA9, 0x7F, 0x1B,
        ]
        var whole = KeyDecoder()
        let keys = whole.decode(input) + whole.flush()
        for key in keys {
            if case .character(let character) = key {
                #expect(
                    !character.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(key)"
                )
            }
        }
        for size in 1...7 {
            var pieces = KeyDecoder()
            var split: [Key] = []
            for start in stride(from: 0, to: input.count, by: size) {
                split += pieces.decode(input[start..<min(input.count, start + size)])
            }
            split += pieces.flush()
            #expect(split == keys, "pieces of \(size)")
        }
    }
}
