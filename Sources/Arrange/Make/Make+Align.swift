extension Make {
    /// Records an alignment verb: each item's attributes tied to `R`'s, with insets.
    func align(_ verb: String, _ attributes: [Attribute], _ items: [Item], fileID: String, line: Int) -> Declared {
        let location = CallSite(fileID: fileID, line: line)
        guard checkTree(items, verb: verb, at: location), checkNotReference(items, verb: verb, at: location) else {
            return rejected(verb, at: location)
        }
        return record(verb, .align(attributes: attributes, items: items.map(ItemReference.init)), at: location)
    }

    /// `v.left == R.left + l` for each item.
    @discardableResult public func xLeft(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("xLeft", [.left], items, fileID: fileID, line: line) }
    /// `v.left == R.left + l` for each item.
    @discardableResult public func xLeft(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("xLeft", [.left], items, fileID: fileID, line: line) }
    /// `v.right == R.right − r` for each item.
    @discardableResult public func xRight(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("xRight", [.right], items, fileID: fileID, line: line) }
    /// `v.right == R.right − r` for each item.
    @discardableResult public func xRight(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("xRight", [.right], items, fileID: fileID, line: line) }
    /// `v.leading == R.leading + leading inset` for each item: `xLeft` when `R`
    /// is left-to-right, `xRight` when it is right-to-left.
    @discardableResult public func xLeading(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("xLeading", [.leading], items, fileID: fileID, line: line) }
    /// `v.leading == R.leading + leading inset` for each item.
    @discardableResult public func xLeading(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("xLeading", [.leading], items, fileID: fileID, line: line) }
    /// `v.trailing == R.trailing − trailing inset` for each item: `xRight` when
    /// `R` is left-to-right, `xLeft` when it is right-to-left.
    @discardableResult public func xTrailing(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("xTrailing", [.trailing], items, fileID: fileID, line: line) }
    /// `v.trailing == R.trailing − trailing inset` for each item.
    @discardableResult public func xTrailing(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("xTrailing", [.trailing], items, fileID: fileID, line: line) }
    /// `v.top == R.top + t` for each item.
    @discardableResult public func yTop(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("yTop", [.top], items, fileID: fileID, line: line) }
    /// `v.top == R.top + t` for each item.
    @discardableResult public func yTop(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("yTop", [.top], items, fileID: fileID, line: line) }
    /// `v.bottom == R.bottom − b` for each item.
    @discardableResult public func yBottom(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("yBottom", [.bottom], items, fileID: fileID, line: line) }
    /// `v.bottom == R.bottom − b` for each item.
    @discardableResult public func yBottom(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("yBottom", [.bottom], items, fileID: fileID, line: line) }
    /// `v.centerX == R.centerX + (l − r)/2` for each item.
    @discardableResult public func xCenter(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("xCenter", [.centerX], items, fileID: fileID, line: line) }
    /// `v.centerX == R.centerX + (l − r)/2` for each item.
    @discardableResult public func xCenter(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("xCenter", [.centerX], items, fileID: fileID, line: line) }
    /// `v.centerY == R.centerY + (t − b)/2` for each item.
    @discardableResult public func yCenter(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("yCenter", [.centerY], items, fileID: fileID, line: line) }
    /// `v.centerY == R.centerY + (t − b)/2` for each item.
    @discardableResult public func yCenter(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("yCenter", [.centerY], items, fileID: fileID, line: line) }
    /// `xCenter` then `yCenter` for each item.
    @discardableResult public func center(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("center", [.centerX, .centerY], items, fileID: fileID, line: line) }
    /// `xCenter` then `yCenter` for each item.
    @discardableResult public func center(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("center", [.centerX, .centerY], items, fileID: fileID, line: line) }
    /// `xLeft` and `xRight` for each item.
    @discardableResult public func xEqual(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("xEqual", [.left, .right], items, fileID: fileID, line: line) }
    /// `xLeft` and `xRight` for each item.
    @discardableResult public func xEqual(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("xEqual", [.left, .right], items, fileID: fileID, line: line) }
    /// `yTop` and `yBottom` for each item.
    @discardableResult public func yEqual(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("yEqual", [.top, .bottom], items, fileID: fileID, line: line) }
    /// `yTop` and `yBottom` for each item.
    @discardableResult public func yEqual(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("yEqual", [.top, .bottom], items, fileID: fileID, line: line) }
    /// `xEqual` and `yEqual` for each item: the item fills `R` inside the insets.
    @discardableResult public func equal(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("equal", [.left, .right, .top, .bottom], items, fileID: fileID, line: line) }
    /// `xEqual` and `yEqual` for each item: the item fills `R` inside the insets.
    @discardableResult public func equal(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("equal", [.left, .right, .top, .bottom], items, fileID: fileID, line: line) }
}

// Baselines with the reference's (make.ref(title).yFirstBaseline(subtitle)).
extension Make {
    /// `v.firstBaseline == R.firstBaseline` for each item (insets do not
    /// apply: a baseline is not an edge). Items without baselines use their
    /// bottom, as in UIKit.
    @discardableResult public func yFirstBaseline(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("yFirstBaseline", [.firstBaseline], items, fileID: fileID, line: line) }
    /// `v.firstBaseline == R.firstBaseline` for each item.
    @discardableResult public func yFirstBaseline(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("yFirstBaseline", [.firstBaseline], items, fileID: fileID, line: line) }
    /// `v.lastBaseline == R.lastBaseline` for each item (insets do not apply).
    @discardableResult public func yLastBaseline(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared { align("yLastBaseline", [.lastBaseline], items, fileID: fileID, line: line) }
    /// `v.lastBaseline == R.lastBaseline` for each item.
    @discardableResult public func yLastBaseline(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared { align("yLastBaseline", [.lastBaseline], items, fileID: fileID, line: line) }
}

// Aligning items with each other (Cartography's `align(top:)`), not with `R`.
extension Make {
    /// Every item's `anchor` equal to the first item's: `make.align(.top, a, b, c)`
    /// makes `b.top == a.top` and `c.top == a.top`.
    ///
    /// Any anchor: edges (`left` … `trailing`, `leading`/`trailing` reading
    /// in the direction of the items' nearest common ancestor, as free
    /// relations do), centres, baselines (`firstBaseline`, `lastBaseline`),
    /// margins, and `width`/`height` (equal sizes). Nothing else is implied:
    /// the first item's anchor must be set by other constraints.
    @discardableResult public func align(_ anchor: Attribute, _ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared {
        align(anchor, items, fileID: fileID, line: line)
    }

    /// Every item's `anchor` equal to the first item's: `make.align(.centerY, row)`.
    @discardableResult public func align(_ anchor: Attribute, _ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared {
        let location = CallSite(fileID: fileID, line: line)
        guard checkTree(items, verb: "align", at: location) else { return rejected("align", at: location) }
        return record("align", .alignItems(attribute: anchor, items: items.map(ItemReference.init)), at: location)
    }
}
