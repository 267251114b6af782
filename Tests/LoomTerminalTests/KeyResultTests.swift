import Loom
import Testing

@testable import LoomTerminal

@MainActor
@Suite("KeyResult")
struct KeyResultTests {
    @Test("sending a result to an emitter emits only intents and reports whether the key was used")
    func sendToEmitter() {
        let emitter = Emitter<TextField.Intent>()
        var received: [TextField.Intent] = []
        let token = emitter.observe { received.append($0) }
        var field = TextField()
        #expect(field.handle(.character("a")).send(to: emitter))
        #expect(field.handle(.left).send(to: emitter))
        #expect(!field.handle(.up).send(to: emitter))
        #expect(field.handle(.enter).send(to: emitter))
        #expect(received == [.textChanged("a"), .submitted("a")])
        token.cancel()
    }

    @Test("isHandled and intent describe the three outcomes")
    func accessors() {
        #expect(KeyResult<Int>.ignored.isHandled == false)
        #expect(KeyResult<Int>.handled.isHandled)
        #expect(KeyResult<Int>.handled.intent == nil)
        #expect(KeyResult<Int>.intent(3).intent == 3)
    }
}
