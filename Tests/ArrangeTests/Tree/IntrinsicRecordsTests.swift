import ArrangeSolver
import Testing
@testable import Arrange

@Suite("Intrinsic records keep solver constraints and describe them as the layout constraints they were made as")
struct IntrinsicRecordsTests {
    @Test("a record read back gives layout constraints that read and resolve as those it was made from")
    func roundTrip() throws {
        let root = Item("root"), label = Item("label", intrinsicSize: Size(width: 39, height: 0))
        root.addChild(label)
        try label.setCompressionResistance(AxisPriorities(horizontal: Priority(700), vertical: .required))
        let tree = root.tree
        let record = tree.intrinsicRecord(for: label)
        let made = record.layoutConstraints
        var records = IntrinsicRecords()
        records.set(record)
        let read = try #require(records[ObjectIdentifier(label)])
        #expect(read.map(\.description) == made.map(\.description))
        #expect(read.map(\.relation) == ["label.width <= 39", "label.width >= 39", "label.height <= 0", "label.height >= 0"])
        #expect(zip(read, made).allSatisfy { $0.constraint === $1.constraint })
        #expect(read.map(\.priority) == [.low, Priority(700), .low, .required])
        #expect(records.record(of: ObjectIdentifier(label))?.solverConstraints.count == 4)
        #expect(Array(records.keys) == [ObjectIdentifier(label)])
    }

    @Test("room reserved for records changes none of them, before or after")
    func reserveCapacity() {
        let root = Item("root")
        let labels = (0..<3).map { Item("l\($0)", intrinsicSize: Size(width: 10 * Double($0 + 1), height: 5)) }
        root.addChildren(labels)
        let tree = root.tree
        var records = IntrinsicRecords()
        records.set(tree.intrinsicRecord(for: labels[0]))
        records.reserveCapacity(3)
        for label in labels.dropFirst() { records.set(tree.intrinsicRecord(for: label)) }
        // l0 10 wide, l1 20, l2 30: each record's width hugging reads its own width.
        #expect(Set(records.keys) == Set(labels.map { ObjectIdentifier($0) }))
        for (index, label) in labels.enumerated() {
            #expect(records[ObjectIdentifier(label)]?.first?.relation == "l\(index).width <= \(10 * (index + 1))")
        }
    }

    @Test("an empty record is no record, and removing one returns its solver constraints")
    func emptyAndRemove() {
        let root = Item("root"), label = Item("label", intrinsicSize: Size(width: 10, height: 10))
        root.addChild(label)
        let tree = root.tree
        var records = IntrinsicRecords()
        records.set(IntrinsicRecords.Record(item: ItemReference(label)))
        #expect(records[ObjectIdentifier(label)] == nil && !records.hasEmptyRecord)
        let record = tree.intrinsicRecord(for: label)
        records.set(record)
        #expect(records.remove(ObjectIdentifier(label)).map(ObjectIdentifier.init) == record.solverConstraints.map(ObjectIdentifier.init))
        #expect(records.remove(ObjectIdentifier(label)).isEmpty)
        records.set(IntrinsicRecords.Record(item: ItemReference(label)))
        #expect(records.keys.isEmpty)
    }

    @Test("records short and long, set, replaced and removed in any order, are found as a dictionary by item finds them")
    func listAndIndexAgreeWithADictionary() {
        let root = Item("root")
        let count = 2 * IntrinsicRecords.indexFrom + 3
        let labels = (0..<count).map { Item("l\($0)", intrinsicSize: Size(width: Double($0 + 1), height: 5)) }
        root.addChildren(labels)
        let tree = root.tree
        var records = IntrinsicRecords()
        var reference: [ObjectIdentifier: [ObjectIdentifier]] = [:]   // item → its solver constraints
        func check() {
            #expect(records.keys.count == reference.count && Set(records.keys) == Set(reference.keys))
            for label in labels {
                let id = ObjectIdentifier(label)
                #expect(records.record(of: id)?.solverConstraints.map(ObjectIdentifier.init) == reference[id])
                // Each width hugging reads its own width, l(k) k + 1 wide.
                if reference[id] != nil { #expect(records[id]?.first?.relation == "\(label.name).width <= \(Int(label.intrinsicSize!.width))") }
            }
        }
        // A deterministic order of sets, replacements and removals (a linear congruential walk over the labels).
        var state: UInt64 = 7
        for step in 0..<(6 * count) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let label = labels[Int(state >> 33) % count]
            let id = ObjectIdentifier(label)
            if step % 3 == 2 {
                let removed = records.remove(id).map(ObjectIdentifier.init)
                #expect(removed == (reference.removeValue(forKey: id) ?? []))
            } else {
                let record = tree.intrinsicRecord(for: label)
                records.set(record)
                reference[id] = record.solverConstraints.map(ObjectIdentifier.init)
            }
            check()
        }
        #expect(!records.hasEmptyRecord)
    }
}
