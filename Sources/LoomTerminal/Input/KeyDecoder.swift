/// Turns the bytes read from a terminal in raw mode into ``Key`` values.
///
/// It understands UTF-8 text, control keys, CSI (`ESC [`) and SS3 (`ESC O`) sequences for
/// arrows, Home/End, Page Up/Down, Insert/Delete and F1–F12 (with or without modifiers),
/// Alt-keys (Escape followed by a printable character, Backspace or Enter) and bracketed pastes
/// (`ESC [200~` … `ESC [201~`, reported as one ``Key/paste(_:)``). A sequence, a UTF-8 character
/// or a paste split across reads is kept until the rest arrives.
///
/// A lone Escape cannot be told apart from the start of a sequence by looking at bytes alone:
/// when input ends with it, ``hasPendingInput`` is true and the caller decides. The runtime
/// calls ``flush()`` after a short quiet period; tests call it directly, so decoding stays
/// deterministic. A paste waits for its end marker instead (``isReadingPaste``); the runtime
/// flushes it only after a long silence, in case the terminal never sends the end.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x61, 0x1B, 0x5B])   // [.character("a")], waiting for the rest
/// decoder.decode([0x41])               // [.up]
/// decoder.decode([0x1B, 0x7F])         // [.alt(.backspace)]
/// decoder.decode([0x1B])               // [], hasPendingInput == true
/// decoder.flush()                      // [.escape]
/// ```
public struct KeyDecoder: Sendable {
    /// Bytes received but not decoded yet: the beginning of a sequence or of a UTF-8 character,
    /// or during a paste the beginning of what may be its end marker.
    private var pending: [UInt8] = []
    /// The bytes of the paste being read (its start marker seen, not its end yet), or `nil`.
    private var paste: [UInt8]?

    /// What a terminal sends before pasted text: `ESC [200~`.
    static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]
    /// What a terminal sends after pasted text: `ESC [201~`.
    static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting for more input (a lone Escape, a partial sequence or character,
    /// a paste without its end yet).
    public var hasPendingInput: Bool { !pending.isEmpty || paste != nil }

    /// Whether a paste has started and its end has not arrived yet.
    public var isReadingPaste: Bool { paste != nil }

    /// Decodes `bytes` (appended to anything pending) into the keys they complete.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        return decodePending(final: false)
    }

    /// Decodes whatever is pending as if no more input will follow: a lone Escape becomes
    /// ``Key/escape``, an incomplete sequence becomes Escape followed by its characters, an
    /// incomplete UTF-8 character becomes U+FFFD, and a paste without its end is reported as it is.
    public mutating func flush() -> [Key] {
        decodePending(final: true)
    }

    private mutating func decodePending(final: Bool) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                let (next, waits) = readPaste(from: index, final: final, into: &keys)
                index = next
                if waits { break }
                continue
            }
            if pending[index...].starts(with: Self.pasteStart) {
                paste = []
                index += Self.pasteStart.count
                continue
            }
            guard let (key, length) = Self.decodeOne(pending, from: index, final: final) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(min(index, pending.count))
        if final {
            if let paste, !paste.isEmpty { keys.append(.paste(Self.pastedText(paste))) }
            paste = nil
            pending.removeAll()
        }
        return keys
    }

    /// Adds the pending bytes from `start` to the paste, up to its end marker (then reports the
    /// paste) or, without one, up to a possible beginning of the marker at the end of the bytes.
    /// Returns where it stopped, and whether it waits there for more bytes.
    private mutating func readPaste(
        from start: Int, final: Bool, into keys: inout [Key]
    ) -> (next: Int, waits: Bool) {
        let marker = Self.pasteEnd
        var index = start
        while index < pending.count {
            if pending[index] == marker[0] {
                let available = min(marker.count, pending.count - index)
                if pending[index..<(index + available)].elementsEqual(marker.prefix(available)) {
                    if available == marker.count {
                        paste?.append(contentsOf: pending[start..<index])
                        if let text = paste, !text.isEmpty { keys.append(.paste(Self.pastedText(text))) }
                        paste = nil
                        return (index + marker.count, false)
                    }
                    if !final {
                        // Perhaps the beginning of the end marker: wait for the rest.
                        paste?.append(contentsOf: pending[start..<index])
                        return (index, true)
                    }
                }
            }
            index += 1
        }
        paste?.append(contentsOf: pending[start..<index])
        return (index, false)
    }

    /// The text of a paste, with every line break (CR LF, CR or LF) as `"\n"`.
    private static func pastedText(_ bytes: [UInt8]) -> String {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0A && previous == 0x0D {
                previous = byte
                continue
            }
            normalized.append(byte == 0x0D ? 0x0A : byte)
            previous = byte
        }
        return String(decoding: normalized, as: UTF8.self)
    }

    /// Decodes one key at `start`: the key (or `nil` for bytes that are dropped) and the number
    /// of bytes used, or `nil` when more bytes are needed (never when `final`).
    private static func decodeOne(_ bytes: [UInt8], from start: Int, final: Bool) -> (Key?, Int)? {
        let byte = bytes[start]
        switch byte {
        case 0x1B:
            return decodeEscape(bytes, from: start, final: final)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x00:
            return (.control(" "), 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x1C...0x1F:
            return (.control(Character(Unicode.Scalar(byte + 0x40))), 1)
        case 0x20...0x7E:
            return (.character(Character(Unicode.Scalar(byte))), 1)
        default:
            return decodeUTF8(bytes, from: start, final: final)
        }
    }

    /// Decodes one UTF-8 character. Invalid UTF-8 (a stray continuation byte, an overlong form, a
    /// surrogate, a value above U+10FFFF) becomes U+FFFD, one per maximal invalid part; a C1
    /// control character (U+0080–U+009F) is not text and becomes ``Key/unknown(_:)``.
    private static func decodeUTF8(_ bytes: [UInt8], from start: Int, final: Bool) -> (Key?, Int)? {
        let lead = bytes[start]
        let length: Int
        // The range the second byte must fall in, which rules out overlong forms and surrogates.
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        default: return (.character("\u{FFFD}"), 1)
        }
        var scalarValue = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            guard start + offset < bytes.count else {
                return final ? (.character("\u{FFFD}"), bytes.count - start) : nil
            }
            let next = bytes[start + offset]
            guard (offset == 1 ? second : 0x80...0xBF).contains(next) else {
                return (.character("\u{FFFD}"), offset)
            }
            scalarValue = scalarValue << 6 | UInt32(next & 0x3F)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { return (.character("\u{FFFD}"), length) }
        if (0x80...0x9F).contains(scalarValue) {
            return (.unknown(Array(bytes[start..<(start + length)])), length)
        }
        return (.character(Character(scalar)), length)
    }

    private static func decodeEscape(_ bytes: [UInt8], from start: Int, final: Bool) -> (Key?, Int)? {
        guard start + 1 < bytes.count else { return final ? (.escape, 1) : nil }
        let next = bytes[start + 1]
        switch next {
        case 0x5B:  // "["
            return decodeCSI(bytes, from: start, final: final)
        case 0x4F:  // "O"
            guard start + 2 < bytes.count else { return final ? (.escape, 1) : nil }
            return (ss3Key(bytes[start + 2]), 3)
        case 0x1B:
            return (.escape, 1)
        case 0x20...0x7E:
            return (.alt(.character(Character(Unicode.Scalar(next)))), 2)
        case 0x7F, 0x08:
            return (.alt(.backspace), 2)
        case 0x0D, 0x0A:
            return (.alt(.enter), 2)
        case 0xC2...0xF4:
            // Alt with a non-ASCII character: Escape, then the character's UTF-8 bytes.
            guard let (key, length) = decodeUTF8(bytes, from: start + 1, final: final) else { return nil }
            guard case .character(let character)? = key, character != "\u{FFFD}" else { return (.escape, 1) }
            return (.alt(.character(character)), length + 1)
        default:
            return (.escape, 1)
        }
    }

    private static func decodeCSI(_ bytes: [UInt8], from start: Int, final: Bool) -> (Key?, Int)? {
        var index = start + 2
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return final ? (.escape, 1) : nil }
        let terminator = bytes[index]
        guard (0x40...0x7E).contains(terminator) else {
            // Not a well-formed sequence: report Escape and decode the rest as text.
            return (.escape, 1)
        }
        let sequence = Array(bytes[start...index])
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        let first = Int(parameters.split(separator: ";").first ?? "") ?? 0
        let key: Key
        switch terminator {
        case 0x41: key = .up
        case 0x42: key = .down
        case 0x43: key = .right
        case 0x44: key = .left
        case 0x48: key = .home
        case 0x46: key = .end
        case 0x5A: key = .backTab
        case 0x50...0x53: key = .function(Int(terminator) - 0x50 + 1)
        case 0x7E: key = tildeKey(first) ?? .unknown(sequence)
        default: key = .unknown(sequence)
        }
        return (key, index - start + 1)
    }

    private static func ss3Key(_ byte: UInt8) -> Key {
        switch byte {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x50...0x53: .function(Int(byte) - 0x50 + 1)
        default: .unknown([0x1B, 0x4F, byte])
        }
    }

    private static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(code - 10)
        case 17...21: .function(code - 11)
        case 23, 24: .function(code - 12)
        default: nil
        }
    }
}
