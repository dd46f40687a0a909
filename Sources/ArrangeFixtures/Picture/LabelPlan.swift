/// Where the text of a picture goes: each label is placed (or shortened,
/// or left out) so that it overlaps no other label and no gap line.
///
/// Text is measured as Helvetica is on average (0.6 em per character, a
/// bold one 0.62; 0.8 em above the baseline and 0.25 em below), so boxes
/// are estimates a little larger than the glyphs. Labels are placed in
/// order of importance: leaf items' names, then containers' tabs, then the
/// gap numbers; a label that fits nowhere is left out (the legend lists
/// every frame anyway).
struct LabelPlan {
    /// A rectangle in picture pixels.
    struct Box: Equatable {
        var x: Double, y: Double, w: Double, h: Double

        /// Whether the two boxes share any area (touching edges do not count).
        func overlaps(_ other: Box) -> Bool {
            x < other.x + other.w && other.x < x + w && y < other.y + other.h && other.y < y + h
        }
    }

    /// The gap lines (and their end ticks): no label may cross them.
    private(set) var lines: [Box] = []
    /// The labels placed so far.
    private(set) var labels: [Box] = []

    /// Adds a gap line's boxes.
    mutating func addLine(_ boxes: [Box]) { lines += boxes }

    /// Whether `boxes` are free of every line and label.
    func fits(_ boxes: [Box]) -> Bool {
        boxes.allSatisfy { box in !lines.contains(where: box.overlaps) && !labels.contains(where: box.overlaps) }
    }

    /// Places the first candidate (its boxes and its SVG) that fits; returns its SVG, or "" when none does.
    mutating func place(_ candidates: [(boxes: [Box], svg: String)]) -> String {
        for candidate in candidates where fits(candidate.boxes) {
            labels += candidate.boxes
            return candidate.svg
        }
        return ""
    }

    /// Places a label without checking (the root's title, drawn first).
    mutating func reserve(_ box: Box) { labels.append(box) }

    /// The box of a line of text of `count` characters at `font` pixels:
    /// `anchor` is its start (x), middle or end; `baseline` its y.
    static func text(count: Int, font: Double, x: Double, baseline: Double, anchor: Anchor = .start, bold: Bool = false) -> Box {
        let w = Double(count) * font * (bold ? 0.62 : 0.6)
        let left = switch anchor {
        case .start: x
        case .middle: x - w / 2
        }
        return Box(x: left, y: baseline - 0.8 * font, w: w, h: 1.05 * font)
    }

    /// Where a text's x is.
    enum Anchor { case start, middle }

    /// `name` cut to `count` characters, with `…` when cut.
    static func shortened(_ name: String, to count: Int) -> String {
        name.count <= count ? name : String(name.prefix(Swift.max(count - 1, 1))) + "…"
    }
}
