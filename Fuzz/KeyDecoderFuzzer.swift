// libFuzzer target for LoomTerminal's KeyDecoder: the bytes a terminal (or anyone writing to the
// program's standard input) sends. Built by Fuzz/run together with Key.swift and KeyDecoder.swift.
//
// Beyond "never crashes", it checks what the decoder promises:
// - the keys do not depend on how the bytes are split across reads (before the final flush);
// - after flush() nothing is pending;
// - .character is a printable character (never a control character: a text field would store it);
// - .control carries a lowercase letter or one of @ [ \ ] ^ _ and space; .function is F1–F12;
// - .alt carries a printable character, Backspace or Enter (never Escape);
// - .paste is never empty and its line breaks are "\n" (no carriage return).

/// libFuzzer calls this with each input; a crash (here a fatal error) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let first = bytes.first else { return 0 }
    let input = Array(bytes.dropFirst())

    var whole = KeyDecoder()
    var keys = whole.decode(input)
    keys += whole.flush()
    if whole.hasPendingInput { fatalError("input pending after flush") }

    // The same bytes in pieces: the first byte of the fuzz input picks the piece size.
    var pieces = KeyDecoder()
    var pieceKeys: [Key] = []
    let size = Int(first % 7) + 1
    var start = 0
    while start < input.count {
        let end = min(input.count, start + size)
        pieceKeys += pieces.decode(input[start..<end])
        start = end
    }
    pieceKeys += pieces.flush()
    if pieceKeys != keys { fatalError("split into pieces of \(size): \(pieceKeys) != \(keys)") }

    for key in keys {
        switch key {
        case .character(let character), .alt(.character(let character)):
            for scalar in character.unicodeScalars where scalar.properties.generalCategory == .control {
                fatalError("a control character decoded as text: \(key)")
            }
        case .alt(.backspace), .alt(.enter):
            break
        case .alt:
            fatalError("unexpected alt key: \(key)")
        case .paste(let text):
            if text.isEmpty || text.unicodeScalars.contains("\r") { fatalError("unexpected paste: \(key)") }
        case .control(let character):
            if !("a"..."z").contains(character) && !"@[\\]^_ ".contains(character) {
                fatalError("unexpected control key: \(key)")
            }
        case .function(let number):
            if !(1...12).contains(number) { fatalError("unexpected function key: \(key)") }
        default:
            break
        }
    }
    return 0
}
