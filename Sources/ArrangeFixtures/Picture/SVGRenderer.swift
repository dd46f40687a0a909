/// Draws a ``LayoutSnapshot`` as an SVG picture.
///
/// The root is a pale sheet; every item is a translucent rectangle in its
/// own colour, labelled with its name and size, drawn after its parent so
/// nesting shows. Red dimension lines measure each item's distance to its
/// nearest neighbour or parent edge (gaps and insets), and a legend under the
/// picture lists every frame. Text keeps a readable pixel size whatever the
/// layout's size, because coordinates are scaled, not the whole drawing.
/// Ambiguous and hidden items are outlined with dashes; an error is printed in red.
/// Labels overlap neither each other nor a gap line (``LabelPlan``): each
/// takes the first place and form that is free (two lines, the name alone,
/// the name shortened with `…`; a container's tab above it, or in its
/// top-left or top-right corner), or is left out.
///
/// Any layout can be drawn: a root too large for a readable scale is drawn
/// smaller (the sheet is at most ``maximumSheet`` pixels on its longest
/// side), and coordinates that no SVG reader could place (non-finite, or
/// far outside the sheet) are clamped to ±``maximumCoordinate``; the legend
/// still gives every frame as it is.
///
/// - Complexity: O(n + Σ s²) for n items with s siblings each (each item
///   looks for its nearest neighbours among its siblings).
package struct SVGRenderer {
    /// The longest side of the root's sheet, in pixels: a larger root is scaled down to it.
    package static let maximumSheet = 16_384.0
    /// The largest coordinate written, in pixels; anything beyond (an item
    /// far outside the root) is clamped to it.
    package static let maximumCoordinate = 1_000_000.0
    /// The first line of every picture: an XML comment by which the tool
    /// knows a file as one it drew, and so may draw over
    /// (see ``PictureFile/refusal(toWrite:inputs:force:)``).
    package static let marker = "<!-- drawn by arrange, the Arrange fixture tool, which may draw over this file -->"

    /// A title line above the picture.
    package var title: String
    /// A second line (the step), or nil.
    package var subtitle: String?
    /// An error message to show in red, or nil.
    package var error: String?
    /// Items drawn dashed because nothing fixes them.
    package var ambiguous: Set<String> = []
    /// Frames a fixture expected (parent coordinates), drawn as dashed red
    /// outlines over the actual layout, so a mismatch can be seen.
    package var expected: [ExpectedFrame] = []

    /// A renderer with a title.
    package init(title: String, subtitle: String? = nil, error: String? = nil, ambiguous: Set<String> = [],
                expected: [ExpectedFrame] = []) {
        self.title = title; self.subtitle = subtitle; self.error = error; self.ambiguous = ambiguous
        self.expected = expected
    }

    private let margin = 36.0
    private let legendRow = 17.0

    /// The SVG document for `snapshot`.
    package func render(_ snapshot: LayoutSnapshot) -> String {
        renderPlanned(snapshot).svg
    }

    /// The SVG document for `snapshot`, and where its labels and gap lines went.
    func renderPlanned(_ snapshot: LayoutSnapshot) -> (svg: String, plan: LabelPlan) {
        var plan = LabelPlan()
        guard let root = snapshot.entries.first else { return (Self.marker + "\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n", plan) }
        let rootWidth = Self.drawable(root.absolute.width), rootHeight = Self.drawable(root.absolute.height)
        let longest = max(rootWidth, rootHeight, 1)
        let scale = min(3, max(0.25, 640 / longest), Self.maximumSheet / longest)
        let sheetWidth = rootWidth * scale, sheetHeight = rootHeight * scale
        let width = max(sheetWidth + 2 * margin, 460)
        // Header lines wrapped to the picture's width (Helvetica averages about 0.56 em per character).
        func wrap(_ text: String, size: Double) -> [String] {
            let limit = max(20, Int(min((width - 2 * margin) / (size * 0.56), 100_000)))
            var lines: [String] = [], current = ""
            for word in text.split(separator: " ") {
                if !current.isEmpty, current.count + 1 + word.count > limit { lines.append(current); current = "" }
                current += (current.isEmpty ? "" : " ") + word
            }
            if !current.isEmpty { lines.append(current) }
            return lines
        }
        var header: [(text: String, size: Double, attributes: String)] = wrap(title, size: 15).map { ($0, 15, "font-weight=\"bold\" fill=\"#212529\"") }
        if let subtitle { header += wrap(subtitle, size: 12).map { ($0, 12, "fill=\"#495057\"") } }
        for line in errorLines { header += wrap(line, size: 12).map { ($0, 12, "fill=\"#c92a2a\"") } }
        let headerHeight = 12 + Double(header.count) * 18
        let originX = margin, originY = headerHeight + margin * 0.6
        let legendTop = originY + sheetHeight + margin
        let differing = expected.filter { wanted in
            snapshot.entry(named: wanted.item).map { $0.frame.rounded != wanted.frame.rounded } ?? false
        }
        let height = legendTop + Double(snapshot.entries.count + differing.count) * legendRow + 16

        func px(_ frame: Frame) -> (x: Double, y: Double, w: Double, h: Double) {
            (originX + (frame.x - root.absolute.x) * scale, originY + (frame.y - root.absolute.y) * scale,
             frame.width * scale, frame.height * scale)
        }

        var svg = Self.marker + "\n" + """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif">
        <rect width="100%" height="100%" fill="#ffffff"/>
        <style>.dim{stroke:#d6336c;stroke-width:1}.dimtext{fill:#d6336c;font-size:10px;paint-order:stroke;stroke:#ffffff;stroke-width:3px}</style>

        """
        var y = 12.0
        for line in header {
            y += 18
            svg += "<text x=\"\(n(margin))\" y=\"\(n(y))\" font-size=\"\(n(line.size))\" \(line.attributes)>\(escape(line.text))</text>\n"
        }

        // The root sheet, its name and size above it.
        let r = px(root.absolute)
        svg += "<rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.w))\" height=\"\(n(r.h))\" fill=\"#f1f3f5\" stroke=\"#343a40\" stroke-width=\"1.5\"/>\n"
        svg += "<text x=\"\(n(r.x))\" y=\"\(n(r.y - 6))\" font-size=\"11\" fill=\"#343a40\">\(escape(root.name)) \(sizeText(root.frame))</text>\n"
        plan.reserve(LabelPlan.text(count: root.name.count + 1 + sizeText(root.frame).count, font: 11, x: r.x, baseline: r.y - 6))

        // Each item's children, found once.
        var children = [[Int]](repeating: [], count: snapshot.entries.count)
        for (index, entry) in snapshot.entries.enumerated() { if let parent = entry.parent { children[parent].append(index) } }

        // Gap lines first: every label keeps off them.
        var gaps: [GapLine] = []
        for (index, entry) in snapshot.entries.enumerated().dropFirst() {
            let siblings = entry.parent.map { children[$0].filter { $0 != index }.map { snapshot.entries[$0].absolute } } ?? []
            gaps += dimensions(of: entry, siblings: siblings, in: snapshot, px: px)
        }
        for gap in gaps { plan.addLine(gap.boxes) }

        // Leaf labels, then containers' tabs, then the gap numbers, each where it overlaps nothing placed.
        var labels = [String](repeating: "", count: snapshot.entries.count)
        for (index, entry) in snapshot.entries.enumerated().dropFirst() where children[index].isEmpty {
            labels[index] = plan.place(leafLabels(entry, at: px(entry.absolute), color: Palette.colors(index - 1).stroke.hex))
        }
        for (index, entry) in snapshot.entries.enumerated().dropFirst() where !children[index].isEmpty {
            let p = px(entry.absolute)
            let tabHeight = 15.0
            let above = (x: p.x, y: p.y - tabHeight, w: min(p.w, 160), h: tabHeight)
            let parent = px(snapshot.entries[entry.parent ?? 0].absolute)
            let free = above.y >= parent.y && !children[entry.parent ?? 0].contains { other in
                guard other != index else { return false }
                let o = px(snapshot.entries[other].absolute)
                return o.x < above.x + above.w && above.x < o.x + o.w && o.y < above.y + above.h && above.y < o.y + o.h
            }
            let outside = (x: p.x - 1, y: p.y - tabHeight - 2, w: p.w, h: p.h)   // clear of the ticks on its top edge
            let color = Palette.colors(index - 1).stroke.hex
            labels[index] = plan.place((free ? tabLabels(entry, at: outside, color: color) : []) + tabLabels(entry, at: p, color: color))
        }
        let gapTexts = gaps.map { gap in gap.text.map { plan.place([([$0.box], $0.svg)]) } ?? "" }

        // Items, parents before children.
        for (index, entry) in snapshot.entries.enumerated().dropFirst() {
            let (fill, stroke) = Palette.colors(index - 1)
            let p = px(entry.absolute)
            let dash = ambiguous.contains(entry.name) || entry.hidden ? " stroke-dasharray=\"5 3\"" : ""
            svg += "<g id=\"\(escape(entry.name))\">\n"
            svg += "<rect x=\"\(n(p.x))\" y=\"\(n(p.y))\" width=\"\(n(max(p.w, 0)))\" height=\"\(n(max(p.h, 0)))\" rx=\"2\" fill=\"\(fill.hex)\" fill-opacity=\"0.55\" stroke=\"\(stroke.hex)\" stroke-width=\"1.5\"\(dash)/>\n"
            if children[index].isEmpty { svg += labels[index] }
            svg += "</g>\n"
        }

        // Expected frames that differ from the actual ones: dashed red outlines.
        for wanted in differing {
            guard let entry = snapshot.entry(named: wanted.item) else { continue }
            let origin = entry.parent.map { snapshot.entries[$0].absolute } ?? Frame(x: 0, y: 0, width: 0, height: 0)
            let p = px(Frame(x: origin.x + wanted.frame.x, y: origin.y + wanted.frame.y, width: wanted.frame.width, height: wanted.frame.height))
            svg += "<rect x=\"\(n(p.x))\" y=\"\(n(p.y))\" width=\"\(n(max(p.w, 0)))\" height=\"\(n(max(p.h, 0)))\" fill=\"none\" stroke=\"#e03131\" stroke-width=\"2\" stroke-dasharray=\"6 3\"/>\n"
            svg += "<text x=\"\(n(p.x + 1))\" y=\"\(n(p.y - 3))\" font-size=\"10\" fill=\"#e03131\">expected \(escape(wanted.item))</text>\n"
        }

        // Dimension lines: gaps to the nearest neighbour or parent edge.
        for (gap, text) in zip(gaps, gapTexts) { svg += gap.path + text }

        // Containers' labels last, on a pale tab, so their children do not hide them.
        // The tab goes just above the container when that space is free (no
        // sibling there, inside the parent), otherwise inside its top-left corner.
        for (index, _) in snapshot.entries.enumerated().dropFirst() where !children[index].isEmpty { svg += labels[index] }

        // The legend: a swatch and the frame of every item.
        svg += "<text x=\"\(n(margin))\" y=\"\(n(legendTop - 8))\" font-size=\"11\" font-weight=\"bold\" fill=\"#495057\">frames (x, y, width, height) in the parent's coordinates</text>\n"
        for (index, entry) in snapshot.entries.enumerated() {
            let rowY = legendTop + Double(index) * legendRow
            let color = index == 0 ? "#f1f3f5" : Palette.colors(index - 1).fill.hex
            let indent = Double(entry.depth) * 14
            svg += "<rect x=\"\(n(margin + indent))\" y=\"\(n(rowY + 3))\" width=\"11\" height=\"11\" fill=\"\(color)\" stroke=\"#495057\" stroke-width=\"0.5\"/>\n"
            svg += "<text x=\"\(n(margin + indent + 16))\" y=\"\(n(rowY + 13))\" font-size=\"11\" fill=\"#212529\">\(escape(entry.name))  \(entry.frame.description)\(entry.hidden ? "  hidden" : "")</text>\n"
        }
        for (row, wanted) in differing.enumerated() {
            let rowY = legendTop + Double(snapshot.entries.count + row) * legendRow
            svg += "<rect x=\"\(n(margin))\" y=\"\(n(rowY + 3))\" width=\"11\" height=\"11\" fill=\"none\" stroke=\"#e03131\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\"/>\n"
            svg += "<text x=\"\(n(margin + 16))\" y=\"\(n(rowY + 13))\" font-size=\"11\" fill=\"#e03131\">expected \(escape(wanted.item))  \(wanted.frame.description)</text>\n"
        }
        svg += "</svg>\n"
        return (svg, plan)
    }

    private var errorLines: [String] {
        guard let error else { return [] }
        return error.split(separator: "\n").prefix(6).map(String.init)
    }

    /// The ways to label a leaf item, best first: name and size on two
    /// lines, the name alone, the name shortened with `…` (down to 6 px text
    /// and two characters), each centred in the item.
    private func leafLabels(_ entry: LayoutSnapshot.Entry, at p: (x: Double, y: Double, w: Double, h: Double), color: String) -> [(boxes: [LabelPlan.Box], svg: String)] {
        let size = sizeText(entry.frame)
        let cx = p.x + p.w / 2, cy = p.y + p.h / 2
        var out: [(boxes: [LabelPlan.Box], svg: String)] = []
        // Helvetica averages about 0.6 em per character.
        let twoLineFont = min(13, (p.w - 6) / (Double(max(entry.name.count, size.count)) * 0.6))
        if twoLineFont.isFinite, twoLineFont >= 6, p.h >= 2 * twoLineFont + 6 {
            let f = twoLineFont
            out.append(([LabelPlan.text(count: entry.name.count, font: f, x: cx, baseline: cy - 2, anchor: .middle, bold: true),
                         LabelPlan.text(count: size.count, font: f * 0.9, x: cx, baseline: cy + f, anchor: .middle)],
                        "<text x=\"\(n(cx))\" y=\"\(n(cy - 2))\" font-size=\"\(n(f))\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"\(color)\">\(escape(entry.name))</text>\n"
                        + "<text x=\"\(n(cx))\" y=\"\(n(cy + f))\" font-size=\"\(n(f * 0.9))\" text-anchor=\"middle\" fill=\"\(color)\">\(size)</text>\n"))
        }
        // The name on one line, then shorter and shorter with `…`: at most
        // four readable (6 px or more) variants, largest first.
        for count in stride(from: entry.name.count, through: 2, by: -1) where out.count < 5 {
            let text = LabelPlan.shortened(entry.name, to: count)
            let f = min(13, (p.w - 4) / (Double(text.count) * 0.62), p.h - 2)
            guard f.isFinite, f >= 6 else { continue }
            out.append(([LabelPlan.text(count: text.count, font: f, x: cx, baseline: cy + f * 0.35, anchor: .middle, bold: true)],
                        "<text x=\"\(n(cx))\" y=\"\(n(cy + f * 0.35))\" font-size=\"\(n(f))\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"\(color)\">\(escape(text))</text>\n"))
        }
        return out
    }

    /// The ways to label a container on a pale tab at `p`'s top-left or
    /// top-right corner, best first: name and size, the name alone, the
    /// name shortened.
    private func tabLabels(_ entry: LayoutSnapshot.Entry, at p: (x: Double, y: Double, w: Double, h: Double), color: String) -> [(boxes: [LabelPlan.Box], svg: String)] {
        let size = sizeText(entry.frame)
        var out: [(boxes: [LabelPlan.Box], svg: String)] = []
        var texts: [(name: String, size: String?)] = [(entry.name, size), (entry.name, nil)]
        for count in stride(from: entry.name.count - 1, through: 2, by: -1) where texts.count < 6 { texts.append((LabelPlan.shortened(entry.name, to: count), nil)) }
        for (name, size) in texts {
            let characters = name.count + (size.map { $0.count + 1 } ?? 0)
            let font = min(10, (p.w - 6) / (Double(characters) * 0.6))
            guard font.isFinite, font >= 6, p.h >= font + 4 else { continue }
            let tab = min(Double(characters) * font * 0.6 + 6, p.w - 2)
            let sizePart = size.map { " \($0)" } ?? ""
            // The top-left corner, else the top-right one.
            for x in [p.x + 1, p.x + p.w - 1 - tab] {
                let box = LabelPlan.Box(x: x, y: p.y + 1, w: tab, h: font + 5)
                out.append(([box],
                            "<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.w))\" height=\"\(n(box.h))\" rx=\"2\" fill=\"#ffffff\" fill-opacity=\"0.8\"/>\n"
                            + "<text x=\"\(n(x + 3))\" y=\"\(n(p.y + font + 2))\" font-size=\"\(n(font))\" fill=\"\(color)\"><tspan font-weight=\"bold\">\(escape(name))</tspan>\(sizePart)</text>\n"))
            }
        }
        return out
    }

    /// Lines from `entry` to what lies nearest on its left and above (a
    /// sibling or the parent's edge), and to the parent's right and bottom
    /// edges when no sibling lies there. Zero and negative distances are
    /// skipped, and so are distances to the parent's edges longer than
    /// 40% of the parent (open space, not an inset).
    private func dimensions(of entry: LayoutSnapshot.Entry, siblings: [Frame], in snapshot: LayoutSnapshot,
                            px: (Frame) -> (x: Double, y: Double, w: Double, h: Double)) -> [GapLine] {
        guard let parentIndex = entry.parent else { return [] }
        let parent = snapshot.entries[parentIndex].absolute
        let f = entry.absolute
        let longest = 0.4
        var out: [GapLine] = []
        func overlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> (Double, Double)? {
            let lo = max(a0, b0), hi = min(a1, b1)
            return hi > lo ? (lo, hi) : nil
        }
        // Horizontal: left side.
        let leftNeighbours = siblings.filter { $0.x + $0.width <= f.x + 1e-9 && overlap($0.y, $0.y + $0.height, f.y, f.y + f.height) != nil }
        if let nearest = leftNeighbours.max(by: { $0.x + $0.width < $1.x + $1.width }), f.x - nearest.x - nearest.width <= parent.width * longest {
            let (lo, hi) = overlap(nearest.y, nearest.y + nearest.height, f.y, f.y + f.height)!
            out += hLine(from: nearest.x + nearest.width, to: f.x, at: (lo + hi) / 2, px: px)
        } else if leftNeighbours.isEmpty, f.x - parent.x <= parent.width * longest {
            out += hLine(from: parent.x, to: f.x, at: f.y + f.height / 2, px: px)
        }
        let rightNeighbours = siblings.filter { $0.x >= f.x + f.width - 1e-9 && overlap($0.y, $0.y + $0.height, f.y, f.y + f.height) != nil }
        if rightNeighbours.isEmpty, parent.x + parent.width - f.x - f.width <= parent.width * longest { out += hLine(from: f.x + f.width, to: parent.x + parent.width, at: f.y + f.height / 2, px: px) }
        // Vertical: top side.
        let upperNeighbours = siblings.filter { $0.y + $0.height <= f.y + 1e-9 && overlap($0.x, $0.x + $0.width, f.x, f.x + f.width) != nil }
        if let nearest = upperNeighbours.max(by: { $0.y + $0.height < $1.y + $1.height }), f.y - nearest.y - nearest.height <= parent.height * longest {
            let (lo, hi) = overlap(nearest.x, nearest.x + nearest.width, f.x, f.x + f.width)!
            out += vLine(from: nearest.y + nearest.height, to: f.y, at: (lo + hi) / 2, px: px)
        } else if upperNeighbours.isEmpty, f.y - parent.y <= parent.height * longest {
            out += vLine(from: parent.y, to: f.y, at: f.x + f.width / 2, px: px)
        }
        let lowerNeighbours = siblings.filter { $0.y >= f.y + f.height - 1e-9 && overlap($0.x, $0.x + $0.width, f.x, f.x + f.width) != nil }
        if lowerNeighbours.isEmpty, parent.y + parent.height - f.y - f.height <= parent.height * longest { out += vLine(from: f.y + f.height, to: parent.y + parent.height, at: f.x + f.width / 2, px: px) }
        return out
    }

    private func hLine(from x0: Double, to x1: Double, at y: Double, px: (Frame) -> (x: Double, y: Double, w: Double, h: Double)) -> [GapLine] {
        let distance = x1 - x0
        guard distance > 0.0005 else { return [] }
        let a = px(Frame(x: x0, y: y, width: distance, height: 0))
        guard a.w >= 4 else { return [] }
        let t = 3.0
        let path = "<path class=\"dim\" d=\"M\(n(a.x)) \(n(a.y))H\(n(a.x + a.w))M\(n(a.x)) \(n(a.y - t))V\(n(a.y + t))M\(n(a.x + a.w)) \(n(a.y - t))V\(n(a.y + t))\"/>\n"
        let number = JSONWriter.format(Frame.round(distance))
        let text = "<text class=\"dimtext\" x=\"\(n(a.x + a.w / 2))\" y=\"\(n(a.y - 3))\" text-anchor=\"middle\">\(number)</text>\n"
        let boxes = [LabelPlan.Box(x: a.x, y: a.y - 0.5, w: a.w, h: 1),
                     LabelPlan.Box(x: a.x - 0.5, y: a.y - t, w: 1, h: 2 * t), LabelPlan.Box(x: a.x + a.w - 0.5, y: a.y - t, w: 1, h: 2 * t)]
        return [GapLine(path: path, boxes: boxes, text: (text, LabelPlan.text(count: number.count, font: 10, x: a.x + a.w / 2, baseline: a.y - 3, anchor: .middle)))]
    }

    private func vLine(from y0: Double, to y1: Double, at x: Double, px: (Frame) -> (x: Double, y: Double, w: Double, h: Double)) -> [GapLine] {
        let distance = y1 - y0
        guard distance > 0.0005 else { return [] }
        let a = px(Frame(x: x, y: y0, width: 0, height: distance))
        guard a.h >= 4 else { return [] }
        let t = 3.0
        let path = "<path class=\"dim\" d=\"M\(n(a.x)) \(n(a.y))V\(n(a.y + a.h))M\(n(a.x - t)) \(n(a.y))H\(n(a.x + t))M\(n(a.x - t)) \(n(a.y + a.h))H\(n(a.x + t))\"/>\n"
        let number = JSONWriter.format(Frame.round(distance))
        let text = "<text class=\"dimtext\" x=\"\(n(a.x + 4))\" y=\"\(n(a.y + a.h / 2 + 3))\">\(number)</text>\n"
        let boxes = [LabelPlan.Box(x: a.x - 0.5, y: a.y, w: 1, h: a.h),
                     LabelPlan.Box(x: a.x - t, y: a.y - 0.5, w: 2 * t, h: 1), LabelPlan.Box(x: a.x - t, y: a.y + a.h - 0.5, w: 2 * t, h: 1)]
        return [GapLine(path: path, boxes: boxes, text: (text, LabelPlan.text(count: number.count, font: 10, x: a.x + 4, baseline: a.y + a.h / 2 + 3)))]
    }

    private func sizeText(_ frame: Frame) -> String {
        "\(JSONWriter.format(Frame.round(frame.width)))×\(JSONWriter.format(Frame.round(frame.height)))"
    }

    /// A coordinate with at most two decimals, within ±``maximumCoordinate`` (0 when not finite).
    private func n(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(value, -Self.maximumCoordinate), Self.maximumCoordinate)
        return JSONWriter.format((clamped * 100).rounded() / 100)
    }

    /// A root extent that can be drawn: negative and non-finite ones count as 0.
    private static func drawable(_ extent: Double) -> Double {
        extent.isFinite ? max(extent, 0) : 0
    }

    /// `text` as XML character data: markup characters as entities, and
    /// characters XML 1.0 does not allow (C0 controls, U+FFFE, U+FFFF) as U+FFFD,
    /// so that any name or message still gives a picture every reader opens.
    private func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let allowed = scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}

/// One dimension line: its path, the boxes no label may cross, and its number (text and box).
struct GapLine {
    var path: String
    var boxes: [LabelPlan.Box]
    var text: (svg: String, box: LabelPlan.Box)?
}
