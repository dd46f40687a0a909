/// A seeded, deterministic random number generator (xoshiro256**).
///
/// The same seed gives the same sequence on every machine and in every
/// process, so a failing property test can be replayed from its seed. The
/// 64-bit seed is expanded into the 256-bit state with SplitMix64, as the
/// xoshiro authors recommend, so that nearby seeds give unrelated streams.
///
/// Only the raw `next()` stream is guaranteed stable; helpers such as
/// `Int.random(in:using:)` belong to the standard library and could change
/// their mapping between Swift versions (the seeds would still replay on one
/// toolchain).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// Creates a generator whose whole stream is determined by `seed`.
    public init(seed: UInt64) {
        var splitMix = SplitMix64(seed: seed)
        state = (splitMix.next(), splitMix.next(), splitMix.next(), splitMix.next())
    }

    /// Creates a generator from its raw 256-bit state (for published test
    /// vectors); the state must not be all zeros.
    public init(state: (UInt64, UInt64, UInt64, UInt64)) {
        precondition(state != (0, 0, 0, 0), "xoshiro256** needs a non-zero state")
        self.state = state
    }

    /// The next 64 random bits.
    ///
    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        let result = rotateLeft(state.1 &* 5, 7) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = rotateLeft(state.3, 45)
        return result
    }

    private func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 - k))
    }
}

/// SplitMix64: a tiny generator used to expand a seed into a larger state.
///
/// Also usable on its own where a stream of well-mixed 64-bit values is
/// enough.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    ///
    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
