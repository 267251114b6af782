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
        #expect(decode("\u{1B}x") == [.alt("x")])
        #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
    }

    @Test("invalid UTF-8 decodes to the replacement character without losing what follows")
    func invalidUTF8() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xFF, 0x61]) == [.character("\u{FFFD}"), .character("a")])
        #expect(decoder.decode([0xE6, 0x61]) == [.character("\u{FFFD}"), .character("a")])
        #expect(decoder.decode([0xE6, 0x97]) == [])
        #expect(decoder.flush() == [.character("\u{FFFD}")])
    }
}
