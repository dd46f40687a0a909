/// The seeds a property test runs: `0..<count`, or `scale` times as many when
/// the environment variable `ARRANGE_PROPERTY_SCALE` is a positive integer.
///
/// CI runs the default counts (fast, fixed). For a soak test before a
/// release, run e.g. `ARRANGE_PROPERTY_SCALE=20 swift test --filter Random`:
/// the first `count` seeds are the same, so a CI failure replays as is.
///
/// Reads the environment through the C library only (this target avoids
/// Foundation), once per call.
public func propertySeeds(_ count: Int) -> [UInt64] {
    (0..<UInt64(count * propertyScale())).map { $0 }
}

/// `ARRANGE_PROPERTY_SCALE`, or 1.
public func propertyScale() -> Int {
    guard let raw = getenv("ARRANGE_PROPERTY_SCALE"), let scale = Int(String(cString: raw)), scale > 0 else { return 1 }
    return scale
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif
