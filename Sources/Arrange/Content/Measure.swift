/// How an item's content measures itself: given a proposed width (or, for
/// a measure ``proposing`` `.vertical`, a height), its size.
///
/// Text that wraps is the usual case (the height grows as the width
/// shrinks), an image keeping its aspect another. The layout proposes `nil`
/// first (no limit: the content's natural size, one line of text), then
/// the width each pass solved for the item (see ``Item/measure``). A
/// measure function must be pure: the same proposal, the same size (results
/// are cached per proposal), and it must be `Sendable`, so that trees may be
/// laid out on any task.
///
/// ```swift
/// let label = Item("label", measure: .text("Hello, wrapping world", font: MonospacedFont(advance: 8, lineHeight: 20)))
/// let photo = Item("photo", measure: Measure("photo 4:3") { width in
///     let w = width ?? 400
///     return Size(width: w, height: w * 3 / 4)
/// })
/// ```
///
/// Real text measurement plugs in the same way: call Core Text
/// (`CTFramesetterSuggestFrameSizeWithConstraints`), HarfBuzz with a line
/// breaker, or a font library inside the closure, with the proposed width
/// as the line width (`nil`: no limit), and return the size of the laid-out
/// text. ``MonospacedFont`` is the model: a glyph advance and a line height.
public struct Measure: Sendable {
    /// A name for diagnostics (`text "Hello, wr…"`, `photo 4:3`).
    public let name: String
    /// The dimension the layout proposes: `.horizontal` (the default: a
    /// width in, text wraps) or `.vertical` (a height in: an image in a bar
    /// of a given height keeping its aspect, text set in columns).
    public let proposing: Axis
    /// The function: the size at a proposal and, for a measure made with
    /// ``init(_:proposing:reportingNatural:)``, the natural extent.
    private let body: @Sendable (Double?) -> (size: Size, natural: Double?)
    /// Whether each call reports the natural extent too (a text measurer
    /// that knows its one-line width while it wraps): then the layout
    /// measures a label once where it fixes its width.
    let reportsNatural: Bool
    /// The text and font of a ``text(_:font:)`` measure (nil for others),
    /// so that printers can write the measure again.
    package private(set) var monospacedText: (text: String, font: MonospacedFont)?

    /// A measure function with a name for diagnostics.
    ///
    /// - Parameters:
    ///   - name: the name diagnostics and printed trees use for it.
    ///   - proposing: which dimension the layout proposes (see ``proposing``).
    ///   - body: given a proposed width (or height; nil: no limit), the
    ///     content's size. Sizes must be finite and not negative; others are
    ///     ignored and reported in ``Item/diagnostics``.
    public init(_ name: String = "measure", proposing: Axis = .horizontal, _ body: @escaping @Sendable (_ proposed: Double?) -> Size) {
        self.name = name
        self.proposing = proposing
        self.body = { (body($0), nil) }
        self.reportsNatural = false
    }

    /// A measure function that reports, with the size at each proposal, the
    /// content's natural extent along the proposed dimension (its width at
    /// no limit: one line of text), found in the same pass.
    ///
    /// The layout needs the natural width for the intrinsic width (hugging
    /// and compression resistance), and the size at the width it gives.
    /// From a plain function it asks for both (`nil`, then that width);
    /// from this one, a label whose width the layout fixes is measured once
    /// (Content/README.md). `natural` must be what the size at `nil` has
    /// along the proposed dimension.
    ///
    /// ```swift
    /// let font = MonospacedFont(advance: 8, lineHeight: 20)
    /// let label = Item("label", measure: Measure("greeting", reportingNatural: { width in font.measure("Hello, wrapping world", width: width) }))
    /// ```
    public init(_ name: String = "measure", proposing: Axis = .horizontal,
                reportingNatural body: @escaping @Sendable (_ proposed: Double?) -> (size: Size, natural: Double)) {
        self.name = name
        self.proposing = proposing
        self.body = { let (size, natural) = body($0); return (size, natural) }
        self.reportsNatural = true
    }

    /// The size of the content at a proposed width (or height, for a
    /// measure ``proposing`` `.vertical`; nil: no limit).
    public func size(proposed: Double?) -> Size {
        body(proposed).size
    }

    /// The size at `proposed` and, for a measure that reports it, the
    /// natural extent along the proposed dimension (else nil).
    func measured(proposed: Double?) -> (size: Size, natural: Double?) {
        body(proposed)
    }

    /// Monospaced text: `font`'s glyph advance and line height, wrapped at
    /// spaces, long words broken (``MonospacedFont/size(of:width:)``); it
    /// reports its natural width with each size (``MonospacedFont/measure(_:width:)``).
    public static func text(_ text: String, font: MonospacedFont) -> Measure {
        var measure = Measure("text \(Snippet.text(text, limit: 24))", reportingNatural: { width in font.measure(text, width: width) })
        measure.monospacedText = (text, font)
        return measure
    }
}

extension Measure: CustomStringConvertible {
    /// The name.
    public var description: String { name }
}
