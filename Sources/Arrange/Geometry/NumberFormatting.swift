// The C library, for its maths: `rounded()` calls libm's `round` on Linux,
// and importing Glibc is what links libm into a program that uses Arrange
// alone (without Foundation).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A number as people write it: `20` rather than `20.0`, `0.5`, `-4`, `nan`.
///
/// Integral values within ±2⁵³ print without a fraction; others use Swift's
/// shortest round-tripping form, so a printed number reads back exactly.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
        return value == 0 ? "0" : String(Int64(value))
    }
    return value.description
}
