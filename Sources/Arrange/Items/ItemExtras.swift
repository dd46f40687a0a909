/// The settings few items have, kept out of ``Item`` itself: measured
/// content, baselines, margins and a root's safe area. An item allocates
/// them on first use; until then they read as their defaults. Inline, they
/// made every item larger, and a resize that reads every frame of a large
/// tree slower (the same work over more cache lines).
final class ItemExtras {
    /// The measure function and its measurements (see ``Item/measure``).
    var content: MeasuredContent?
    /// The item's baselines (see ``Item/baselineOffsets``).
    var baselines: BaselineOffsets?
    /// The item's margins (see ``Item/margins``).
    var margins: EdgeInsets = .zero
    /// The safe-area insets given from outside, for a root (see ``Item/safeAreaInsets``).
    var safeArea: EdgeInsets?
    /// The device pixels per point given to a root (see ``Item/pixelScale``).
    var pixelScale: Double?
    /// Whether the item is hidden (see ``Item/isHidden``).
    var isHidden = false
}

extension Item {
    /// The extras, allocated on first write.
    private var ensuredExtras: ItemExtras {
        if let extras { return extras }
        let made = ItemExtras()
        extras = made
        return made
    }

    /// The measure function and its measurements (see ``measure``).
    var content: MeasuredContent? {
        get { extras?.content }
        set { if newValue != nil || extras != nil { ensuredExtras.content = newValue } }
    }

    /// The item's baselines (see ``baselineOffsets``).
    var ownBaselines: BaselineOffsets? {
        get { extras?.baselines }
        set { if newValue != nil || extras != nil { ensuredExtras.baselines = newValue } }
    }

    /// The item's margins (see ``margins``).
    var ownMargins: EdgeInsets {
        get { extras?.margins ?? .zero }
        set { if newValue != .zero || extras != nil { ensuredExtras.margins = newValue } }
    }

    /// The safe-area insets given from outside, for a root (see ``safeAreaInsets``).
    var requestedSafeArea: EdgeInsets? {
        get { extras?.safeArea }
        set { if newValue != nil || extras != nil { ensuredExtras.safeArea = newValue } }
    }

    /// The device pixels per point given to a root (see ``pixelScale``).
    var requestedPixelScale: Double? {
        get { extras?.pixelScale }
        set { if newValue != nil || extras != nil { ensuredExtras.pixelScale = newValue } }
    }
}
