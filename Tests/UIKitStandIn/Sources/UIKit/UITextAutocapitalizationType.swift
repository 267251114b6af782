// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype — how the keyboard
// capitalizes what the user types.
import Foundation

/// How the keyboard capitalizes.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Nothing.
    case none
    /// Each word.
    case words
    /// Each sentence.
    case sentences
    /// Every character.
    case allCharacters
}
