@testable import Arrange

extension FuzzWorld {
    /// (3) for a tree with a pixel scale: every frame read lies on the grid
    /// (its absolute edges, the sums of the frames read down from the root,
    /// are whole device pixels) and within half a pixel of the exact frame
    /// (read from the solver), edge by edge; but where content rounds its
    /// far edge outward, the rounded extent is at least the exact one and
    /// its far edge at most a pixel and a half beyond the exact one.
    ///
    /// A frame kept from a tree the item left is only checked to be on the
    /// grid: it is not this layout's, so it need not be near the solver's values.
    ///
    /// Tolerances are relative (1e-9 of the pixel value): at the hostile
    /// seeds' magnitudes (1e15 and more) a pixel is below the precision of
    /// a `Double`, and the checks say nothing there.
    func pixelViolations(in tree: LayoutTree, root: Item, after n: Int) -> [FuzzViolation] {
        guard let grid = tree.pixelGrid else { return [] }
        let s = grid.scale
        var result: [FuzzViolation] = []
        var stack: [(Item, Double, Double)] = [(root, 0, 0)]
        while let (item, parentX, parentY) = stack.popLast() {
            let f = item.frame
            let x = parentX + f.x, y = parentY + f.y
            for child in item.children { stack.append((child, x, y)) }
            // A kept frame is not this layout's (LayoutTree+KeptFrames.swift): on the grid, not near the solver's values.
            if item.isKeepingFrame {
                let tolerance = 1e-9 * Swift.max(1, Swift.abs(x * s), Swift.abs((x + f.width) * s), Swift.abs((y + f.height) * s))
                let off = [("x near", x), ("x far", x + f.width), ("y near", y), ("y far", y + f.height)].filter { Swift.abs($0.1 * s - ($0.1 * s).rounded()) > tolerance }
                if !off.isEmpty, let i = index(of: item) {
                    result.append(FuzzViolation(kind: .offPixelGrid, operation: n, message: "i\(i) at scale \(s), keeping a frame: " + off.map { "\($0.0) edge \($0.1) is \($0.1 * s) px" }.joined(separator: "; ")))
                }
                continue
            }
            guard tree.owns(item), let v = item.variables else { continue }
            let exact = [tree.solver[v.left], tree.solver[v.top], tree.solver[v.width], tree.solver[v.height]]
            guard exact.allSatisfy(\.isFinite), [x, y, f.width, f.height].allSatisfy(\.isFinite) else { continue }
            let content = LayoutTree.hasContent(item)
            var problems: [String] = []
            for (axis, near, extent, exactNear, exactExtent) in [("x", x, f.width, exact[0], exact[2]), ("y", y, f.height, exact[1], exact[3])] {
                func pixels(_ points: Double) -> Double { points * s }
                let tolerance = 1e-9 * Swift.max(1, Swift.abs(pixels(near)), Swift.abs(pixels(near + extent)), Swift.abs(pixels(exactNear + exactExtent)))
                for (edge, value) in [("near", near), ("far", near + extent)] where Swift.abs(pixels(value) - pixels(value).rounded()) > tolerance {
                    problems.append("\(axis) \(edge) edge \(value) is \(pixels(value)) px")
                }
                if Swift.abs(pixels(near) - pixels(exactNear)) > 0.5 + tolerance {
                    problems.append("\(axis) near edge \(near), exact \(exactNear)")
                }
                let far = pixels(near + extent), exactFar = pixels(exactNear + exactExtent)
                if content {
                    if pixels(extent) < pixels(exactExtent) - tolerance || far - exactFar > 1.5 + tolerance {
                        problems.append("\(axis) extent \(extent) (content), exact \(exactExtent)")
                    }
                } else if Swift.abs(far - exactFar) > 0.5 + tolerance {
                    problems.append("\(axis) far edge \(near + extent), exact \(exactNear + exactExtent)")
                }
            }
            if !problems.isEmpty, let i = index(of: item) {
                result.append(FuzzViolation(kind: .offPixelGrid, operation: n, message: "i\(i) at scale \(s): " + problems.joined(separator: "; ")))
            }
        }
        return result
    }
}
