/// Forms made by a division (`make.w / 3`, `b.width / 3 + 4`) described as
/// written, `(header.width - 32) / 3`, rather than as the multiplication
/// they became, `0.3333333333333333 * header.width - 10.666666666666666`.
extension LinearForm {
    /// The largest divisor looked for.
    static var largestDivisor: Int { 1_000 }

    /// The form as `term / n` or `(terms) / n` when its first coefficient
    /// is exactly `±1/n` for a whole `n` from 2 to ``largestDivisor``, has
    /// no short decimal form (`0.5` stays `0.5 * x`), and every number of
    /// the form times `n` is a short decimal (to rounding); else nil.
    func dividedDescription(naming name: (ItemReference) -> String) -> String? {
        guard let first = terms.first?.coefficient, first != 0, Swift.abs(first) < 1,
              formatNumber(Swift.abs(first)).count > 8 else { return nil }
        let n = (1 / Swift.abs(first)).rounded()
        guard n >= 2, n <= Double(Self.largestDivisor), 1 / n == Swift.abs(first) else { return nil }
        func scaled(_ value: Double) -> Double? {
            let product = value * n
            let short = (product * 1e6).rounded() / 1e6
            return Swift.abs(short - product) <= 1e-9 * Swift.max(1, Swift.abs(product)) ? short : nil
        }
        var whole = LinearForm(constant: 0)
        for term in terms {
            guard let c = scaled(term.coefficient) else { return nil }
            whole = whole + LinearForm([Term(target: term.target, coefficient: c)])
        }
        guard let constant = scaled(constant) else { return nil }
        whole = whole + constant
        let inner = whole.description(naming: name)
        let single = whole.termCount == 1 && whole.constant == 0 && Swift.abs(whole.terms[0].coefficient) == 1
        if single { return inner.hasPrefix("-") ? "-" + inner.dropFirst() + " / \(Int(n))" : inner + " / \(Int(n))" }
        return "(\(inner)) / \(Int(n))"
    }
}
