import Foundation

// MARK: - Complexity

/// The growth classes `prep growth` tells apart.
public enum Complexity: String, Sendable, Hashable, Codable, CaseIterable {
    case constant = "O(1)"
    case logarithmic = "O(log n)"
    case linear = "O(n)"
    case linearithmic = "O(n log n)"
    case quadratic = "O(n^2)"
    case cubic = "O(n^3)"
    case exponential = "O(2^n)"

    /// How a terminal shows it: O(n²).
    public var display: String {
        switch self {
        case .quadratic: "O(n²)"
        case .cubic: "O(n³)"
        case .exponential: "O(2ⁿ)"
        default: rawValue
        }
    }

    /// The class's shape at `n`, scaled by `scale` (only the exponential class uses it: 2ⁿ is
    /// taken relative to 2^scale, so that it stays a finite number).
    func shape(_ n: Double, scale: Double) -> Double {
        switch self {
        case .constant: 1
        case .logarithmic: log2(max(n, 2))
        case .linear: n
        case .linearithmic: n * log2(max(n, 2))
        case .quadratic: n * n
        case .cubic: n * n * n
        case .exponential: exp2(n - scale)
        }
    }
}

// MARK: - GrowthFit

/// How a solution's time grows with the input's size, fitted to measured points.
///
/// Each class f is fitted as t = d + c·f(n) (c, d ≥ 0: a fixed cost — starting, reading the
/// input — plus the growing part) by weighted least squares, each point weighed by its
/// uncertainty: 5% of its time (a log-log scale's even footing), its own runs' spread, and the
/// spread at the smallest sizes (the clock's and the machine's jitter, which swamps a tiny
/// time). The classes are compared by the Bayesian information criterion (the constant class
/// has one parameter, the others two, so a growth must fit clearly better than a constant to
/// be chosen); the best class's confidence is its BIC weight among all. The exponent, the
/// "≈ n^k" figure, is the k of the best fit of t = d + c·n^k the same way (0 to 6; 0 when a
/// constant explains the times as well).
public struct GrowthFit: Sendable, Hashable, Codable {
    public var exponent: Double
    public var complexity: Complexity
    /// The best class's weight among all classes, 0...1.
    public var confidence: Double

    /// A measured size: the median time of its runs, and their spread.
    public struct Point: Sendable, Hashable, Codable {
        public var size: Int
        public var seconds: Double
        /// Half the range of the runs' times (0 for a single run); not part of the JSON.
        public var spread: Double

        public init(size: Int, seconds: Double, spread: Double = 0) {
            self.size = size
            self.seconds = seconds
            self.spread = spread
        }

        /// The median and spread of `runs`.
        public init(size: Int, runs: [Double]) {
            let sorted = runs.sorted()
            self.init(size: size, seconds: sorted.isEmpty ? 0 : sorted[sorted.count / 2],
                      spread: ((sorted.last ?? 0) - (sorted.first ?? 0)) / 2)
        }

        private enum CodingKeys: String, CodingKey { case size, seconds }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(size: try container.decode(Int.self, forKey: .size), seconds: try container.decode(Double.self, forKey: .seconds))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(size, forKey: .size)
            try container.encode(seconds, forKey: .seconds)
        }
    }

    /// Sizes up to which O(2ⁿ) is among the classes.
    public static let largestExponentialSize = 64.0

    /// The largest exponent fitted: an exponential growth shows as this.
    public static let maximumExponent = 6.0

    /// Fits `points` (at least three distinct sizes); nil with fewer.
    public static func fit(_ points: [Point]) -> GrowthFit? {
        guard Set(points.map(\.size)).count >= 3 else { return nil }
        let sorted = points.sorted { $0.size < $1.size }
        // Times below a microsecond are below what the clocks resolve.
        let n = sorted.map { Double($0.size) }, t = sorted.map { max($0.seconds, 1e-6) }
        // The jitter: the median spread over the smallest third of the sizes.
        let small = sorted.prefix(max(1, sorted.count / 3)).map(\.spread).sorted()
        let jitter = small[small.count / 2]
        let w = sorted.indices.map { i -> Double in
            let relative = 0.05 * t[i], own = sorted[i].spread
            return 1 / (relative * relative + own * own + jitter * jitter)
        }
        let scale = n.max() ?? 0
        let count = Double(sorted.count)
        func chiSquare(_ f: [Double], constant: Bool) -> Double {
            let (c, d) = constant ? (0, weightedMean(t, w)) : fitLine(f: f, t: t, w: w)
            var sum = 0.0
            for i in n.indices {
                let r = t[i] - d - c * f[i]
                sum += w[i] * r * r
            }
            return sum
        }
        // 2ⁿ only where n is small: past 64 no program could be exponential, and a 2ⁿ scaled
        // to the largest size is zero elsewhere, so it would fit any outlier at the top.
        let classes = Complexity.allCases.filter { $0 != .exponential || scale <= Self.largestExponentialSize }
        let fits = classes.map { complexity in
            (complexity, chiSquare(n.map { complexity.shape($0, scale: scale) }, constant: complexity == .constant))
        }
        // When no class fits within the uncertainties (a noisy machine, caches that make a
        // linear algorithm's time bend), they are widened until the best one does, so that
        // the confidence is not overstated.
        let best = fits.map(\.1).min() ?? 0
        let widen = max(1, best / max(1, count - 2))
        let scores = fits.map { ($0.0, $0.1 / widen + ($0.0 == .constant ? 1 : 2) * log(count)) }
        guard let chosen = scores.min(by: { $0.1 < $1.1 }) else { return nil }
        let weights = scores.map { exp(-0.5 * ($0.1 - chosen.1)) }
        // The exponent: the k of the best t = d + c·n^k, k from 0 to 6 by hundredths; 0 when a
        // constant explains the times as well (by the same criterion, k counted as a parameter).
        var exponent = 0.0, powerChiSquare = Double.infinity
        for k in stride(from: 0.0, through: maximumExponent, by: 0.01) {
            let value = chiSquare(n.map { pow($0, k) }, constant: false)
            if value < powerChiSquare { (exponent, powerChiSquare) = (k, value) }
        }
        let constantScore = scores.first { $0.0 == .constant }?.1 ?? .infinity
        if powerChiSquare / widen + 3 * log(count) >= constantScore { exponent = 0 }
        return GrowthFit(exponent: exponent, complexity: chosen.0, confidence: 1 / weights.reduce(0, +))
    }

    /// The weighted mean: the d minimising Σ w(t − d)².
    private static func weightedMean(_ t: [Double], _ w: [Double]) -> Double {
        zip(w, t).reduce(0) { $0 + $1.0 * $1.1 } / w.reduce(0, +)
    }

    /// c, d ≥ 0 minimising Σ w(t − d − c·f)²: the weighted normal equations, or, when their
    /// solution leaves the constraints, the better of the two edges (d = 0, c = 0).
    private static func fitLine(f: [Double], t: [Double], w: [Double]) -> (c: Double, d: Double) {
        var sw = 0.0, sf = 0.0, sff = 0.0, st = 0.0, sft = 0.0
        for i in f.indices {
            sw += w[i]; sf += w[i] * f[i]; sff += w[i] * f[i] * f[i]; st += w[i] * t[i]; sft += w[i] * f[i] * t[i]
        }
        let det = sw * sff - sf * sf
        if det > 1e-12 * sw * sff {
            let c = (sw * sft - sf * st) / det, d = (sff * st - sf * sft) / det
            if c >= 0, d >= 0 { return (c, d) }
        }
        func residual(_ c: Double, _ d: Double) -> Double {
            f.indices.reduce(0) { sum, i in let r = t[i] - d - c * f[i]; return sum + w[i] * r * r }
        }
        let throughZero = (c: sff > 0 ? max(0, sft / sff) : 0, d: 0.0)
        let flat = (c: 0.0, d: st / sw)
        return residual(throughZero.c, throughZero.d) <= residual(flat.c, flat.d) ? throughZero : flat
    }
}
