@testable import ArrangeFixtures
import Testing

@Suite("RecordMode")
struct RecordModeTests {
    @Test("the environment chooses the mode; absent or empty means never")
    func readsEnvironment() throws {
        #expect(try RecordMode.from(environment: [:]) == .never)
        #expect(try RecordMode.from(environment: ["ARRANGE_RECORD": ""]) == .never)
        #expect(try RecordMode.from(environment: ["ARRANGE_RECORD": "missing"]) == .missing)
        #expect(try RecordMode.from(environment: ["ARRANGE_RECORD": "all"]) == .all)
        #expect(try RecordMode.from(environment: ["ARRANGE_RECORD": "failed"]) == .failed)
    }

    @Test("an unknown mode and recording under CI are refused")
    func refuses() throws {
        #expect(throws: RecordMode.EnvironmentError.self) { try RecordMode.from(environment: ["ARRANGE_RECORD": "yes"]) }
        #expect(throws: RecordMode.EnvironmentError.self) { try RecordMode.from(environment: ["ARRANGE_RECORD": "all", "CI": "true"]) }
        #expect(try RecordMode.from(environment: ["CI": "true"]) == .never)
    }

    @Test("each mode records the steps it promises")
    func choosesSteps() {
        #expect(!RecordMode.never.records(hasExpectation: false, failed: true))
        #expect(RecordMode.missing.records(hasExpectation: false, failed: false))
        #expect(!RecordMode.missing.records(hasExpectation: true, failed: true))
        #expect(RecordMode.all.records(hasExpectation: true, failed: false))
        #expect(RecordMode.failed.records(hasExpectation: true, failed: true))
        #expect(!RecordMode.failed.records(hasExpectation: true, failed: false))
    }
}
