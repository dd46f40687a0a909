import Testing
import Arrange

@Suite("Intrinsic sizes hug and resist compression, per axis, adjustably")
struct IntrinsicSizeTests {
    @Test("an item with only a position takes its intrinsic size")
    func natural() throws {
        let (root, _) = screen()
        let label = Item("label", intrinsicSize: Size(width: 120, height: 20))
        root.addChild(label)
        try root.arrange { make in make.xLeft(label); make.yTop(label) }
        expectFrame(label, 0, 0, 120, 20)
        #expect(root.diagnostics.isEmpty)
    }

    @Test("when space runs short, the lower compression resistance gives way")
    func compression() throws {
        let root = Item("root"), a = Item("a", intrinsicSize: Size(width: 100, height: 10)), b = Item("b", intrinsicSize: Size(width: 100, height: 10))
        root.addChildren(a, b)
        root.size = Size(width: 200, height: 50)
        b.compressionResistance = AxisPriorities(horizontal: 800, vertical: .high)
        try root.arrange { make in
            make.yTop(a, b)
            make.xPlace(10, a, 10, b, 10)
        }
        expectFrame(a, 10, 0, 70, 10)
        expectFrame(b, 90, 0, 100, 10)
    }

    @Test("when space is plenty, the lower hugging grows; changing the intrinsic size re-solves")
    func hugging() throws {
        let root = Item("root"), a = Item("a", intrinsicSize: Size(width: 100, height: 10)), b = Item("b", intrinsicSize: Size(width: 100, height: 10))
        root.addChildren(a, b)
        root.size = Size(width: 375, height: 50)
        try root.arrange { make in
            make.yTop(a, b); make.height(a, b) == 10
            make.xPlace(10, a, 10, b, 10)
        }
        a.hugging = AxisPriorities(horizontal: 200, vertical: .low)
        expectFrame(a, 10, 0, 245, 10)
        expectFrame(b, 265, 0, 100, 10)
        b.intrinsicSize = Size(width: 150, height: 10)
        expectFrame(a, 10, 0, 195, 10)
        expectFrame(b, 215, 0, 150, 10)
        b.intrinsicSize = nil
        expectFrame(a, 10, 0, 100, 10)
        expectFrame(b, 120, 0, 245, 10)
    }

    /// A 200×100 root with `label` (80×20 intrinsic) at its top left, a
    /// `free` item whose width nothing fixes, and its frames as bit patterns.
    func labelled() throws -> (root: Item, label: Item, free: Item, bits: [[UInt64]]) {
        let root = Item("root"), label = Item("label", intrinsicSize: Size(width: 80, height: 20)), free = Item("free")
        root.addChildren(label, free)
        root.size = Size(width: 200, height: 100)
        try root.arrange { make in
            make.xLeft(label); make.yTop(label)
            make.width(label) <= 150
            make.xLeft(free); make.yBottom(free); make.height(free) == 10
        }
        return (root, label, free, frameBits([root, label, free]))
    }

    @Test("hugging and compression resistance outside 1…1000 are refused, naming the item and the value", arguments: [0, -7, 5000])
    func outOfRangePriorities(_ value: Int) throws {
        let (root, label, free, bits) = try labelled()
        let at = #line + 1
        #expect(throws: ArrangeError.invalidItemPriority(item: "label", property: "hugging", axis: .vertical, priority: value, at: CallSite(fileID: #fileID, line: at))) {
            try label.setHugging(AxisPriorities(horizontal: .low, vertical: Priority(value)))
        }
        #expect(throws: ArrangeError.invalidItemPriority(item: "label", property: "compressionResistance", axis: .horizontal, priority: value, at: CallSite(fileID: #fileID, line: #line))) {
            try label.setCompressionResistance(AxisPriorities(Priority(value)))
        }
        label.hugging = AxisPriorities(Priority(value))
        label.compressionResistance = AxisPriorities(horizontal: .high, vertical: Priority(value))
        #expect(label.hugging == .defaultHugging && label.compressionResistance == .defaultCompressionResistance)
        #expect(frameBits([root, label, free]) == bits)
        let rejected = root.diagnostics.filter { $0.kind == .rejectedChange }.map(\.message)
        #expect(rejected == [
            "hugging (horizontal: \(value), vertical: \(value)) of label was not applied: item 'label': hugging priority \(value) (horizontal) is outside 1…1000",
            "compression resistance (horizontal: high, vertical: \(value)) of label was not applied: item 'label': compressionResistance priority \(value) (vertical) is outside 1…1000",
        ])
    }

    @Test("priorities within 1…1000 are taken, 1000 making hugging required")
    func requiredHugging() throws {
        let (root, label, _, _) = try labelled()
        try label.setHugging(AxisPriorities(horizontal: .required, vertical: 1))
        try root.arrange { make in make.width(label) == 120 ~ 999 }
        expectFrame(label, 0, 0, 80, 20)
        #expect(label.hugging == AxisPriorities(horizontal: .required, vertical: 1))
    }

    @Test("a non-finite intrinsic size is refused: the previous one stays and the refusal is listed")
    func nonFiniteSize() throws {
        let (root, label, free, bits) = try labelled()
        #expect(throws: ArrangeError.nonFiniteIntrinsicSize(item: "label", Size(width: .infinity, height: 1), at: CallSite(fileID: #fileID, line: #line))) {
            try label.setIntrinsicSize(Size(width: .infinity, height: 1))
        }
        label.intrinsicSize = Size(width: .nan, height: 5)
        #expect(label.intrinsicSize == Size(width: 80, height: 20))
        #expect(frameBits([root, label, free]) == bits)
        #expect(root.diagnostics.filter { $0.kind == .rejectedChange }.map(\.message)
            == ["intrinsic size nan×5 of label was not applied: item 'label': intrinsic size nan×5 has a NaN or infinite number, or one beyond ±1e100 (the largest a layout can solve)"])
    }

    @Test("an intrinsic size the layout cannot take is refused and changes no bit of any frame")
    func conflictingSize() throws {
        let (root, label, free, bits) = try labelled()
        try label.setHugging(AxisPriorities(.required))
        let changed = frameBits([root, label, free])
        #expect(changed == bits)   // hugging at 80 held already
        // Required hugging at 160 and compression at 750: width <= 150 (required) still holds, but
        // a required compression resistance at 160 cannot.
        try label.setCompressionResistance(AxisPriorities(.required))
        let error = #expect(throws: ArrangeError.self) { try label.setIntrinsicSize(Size(width: 160, height: 20)) }
        guard case let .conflict(members)? = error else { Issue.record("expected a conflict, got \(String(describing: error))"); return }
        #expect(members.map(\.relation) == ["label.width <= 150", "label.width >= 160"])
        label.intrinsicSize = Size(width: 170, height: 20)
        #expect(label.intrinsicSize == Size(width: 80, height: 20))
        #expect(frameBits([root, label, free]) == bits)
        expectFrame(label, 0, 0, 80, 20)
    }

    @Test("an intrinsic size with a NaN given to the initialiser is ignored and told")
    func nonFiniteAtInit() throws {
        let root = Item("root"), label = Item("label", intrinsicSize: Size(width: .nan, height: 20))
        root.addChild(label)
        root.size = Size(width: 100, height: 100)
        try root.arrange { make in make.size(label) == (10, 10); make.xLeft(label); make.yTop(label) }
        expectFrame(label, 0, 0, 10, 10)
        #expect(root.diagnostics.map(\.message) == ["label: intrinsic size nan×20 has a NaN or infinite number; it is ignored"])
        label.intrinsicSize = Size(width: 30, height: 20)
        #expect(root.diagnostics.isEmpty)
    }
}
