public import Foundation

/// The image formats ``ImageProvider`` accepts, recognized by their signature (first bytes).
///
/// ```swift
/// ImageFormat(signatureOf: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))  // .png
/// ImageFormat(signatureOf: Data("<html>".utf8))                                       // nil
/// ```
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    /// PNG (`89 50 4E 47 0D 0A 1A 0A`).
    case png
    /// JPEG (`FF D8 FF`).
    case jpeg
    /// GIF (`GIF87a` or `GIF89a`).
    case gif
    /// WebP (`RIFF????WEBP`).
    case webp

    /// The format whose signature starts `data`, or `nil` when it is none of them.
    public init?(signatureOf data: Data) {
        let bytes = [UInt8](data.prefix(12))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<(offset + prefix.count)]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else {
            return nil
        }
    }
}
