import Arrange

extension FlexWorkloads {
    /// `text/N`: N wrapping labels stacked from the top of a root given its
    /// width (375, then 320; the height from the content), 16 from its
    /// left, top and right edges and 16 below the last, 8 apart, each as
    /// wide as the root less 32 and as high as its text wrapped at that
    /// width (`MonospacedFont(advance: 7, lineHeight: 17)`; the texts of
    /// ``ContentWorkloads/text(_:)``, flex_bench.py's `label_text`).
    ///
    ///     root.resize(width: 375); insetEdges(left: 16, right: 16);
    ///     xEqual(labels); yPlace(16, label0, 8, label1, …, label{N-1}, 16)
    static func text(_ n: Int) -> FlexLayout {
        let root = Item("root")
        let labels = (0..<n).map { Item("label\($0)", measure: .text(ContentWorkloads.text($0), font: ContentWorkloads.font)) }
        root.addChildren(labels)
        return FlexLayout(name: "text/\(n)", root: root, items: labels,
                          firstSize: GivenSize(width: 375), secondSize: GivenSize(width: 320)) {
            var column: [any PlaceElementConvertible] = [16]
            column.reserveCapacity(2 * n + 1)
            for label in labels { column += [label, 8] }
            column[column.count - 1] = 16
            try root.arrange { make in
                make.insetEdges(left: 16, right: 16)
                make.xEqual(labels)
                make.yPlace(column)
            }
        }
    }
}
