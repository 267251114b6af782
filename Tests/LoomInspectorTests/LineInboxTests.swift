import Testing

@testable import LoomInspector

@Suite("LineInbox: the lines a link reads, and the hello's deadline")
struct LineInboxTests {
    @Test("a deadline that passes after the first line arrived keeps the line and the connection")
    func lateReader() async {
        let inbox = LineInbox(nil)
        inbox.push([1])
        #expect(!inbox.expireIfEmpty())
        #expect(await inbox.next() == [1])
        #expect(!inbox.isExpired)
        inbox.push([2])
        #expect(await inbox.next() == [2])
    }

    @Test("a deadline that passes before any line ends the inbox; a line after it is dropped")
    func expired() async {
        let inbox = LineInbox(nil)
        #expect(inbox.expireIfEmpty())
        inbox.push([1])
        #expect(await inbox.next() == nil)
        #expect(inbox.isExpired)
    }

    @Test("lines wait for their reader in order; the end comes after them")
    func order() async {
        let inbox = LineInbox(nil)
        inbox.push([1])
        inbox.push([2])
        inbox.finish()
        #expect(await inbox.next() == [1])
        #expect(await inbox.next() == [2])
        #expect(await inbox.next() == nil)
        #expect(!inbox.expireIfEmpty())
    }
}
