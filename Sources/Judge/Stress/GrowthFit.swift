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

/// How a solution's time grows with the input's size, fitted to measured points, or why the
/// points cannot tell.
///
/// Each class f is fitted as t = d + c·f(n) (c, d ≥ 0: a fixed cost — starting, reading the
/// input — plus the growing part) by weighted least squares, each point weighed by its
/// uncertainty: 5% of its time (a log-log scale's even footing), its own runs' spread, the
/// spread at the smallest sizes (the machine's jitter, which swamps a tiny time) and a
/// microsecond (the clock's). The classes are compared by the Bayesian information criterion
/// (the constant class has one parameter, the others two, so a growth must fit clearly better
/// than a constant to be chosen); the best class's confidence is its BIC weight among all. The exponent, the
/// "≈ n^k" figure, is the k of the best fit of t = d + c·n^k the same way (0 to 6; 0 when a
/// constant explains the times as well).
///
/// A class is given only when the points bear it out (`check`); else `complexity` is nil and
/// `uncertainty` says why: the times are too short to time, miss every class, are not bounded
/// flat enough for O(1), fit two classes about as well, grow with another power than the
/// class's, or fit a class that timing cannot tell from its neighbour (O(n) under the reading
/// of a growing input, O(n log n) with data that outgrows the caches).
public struct GrowthFit: Sendable, Hashable, Codable {
    public var exponent: Double
    /// The class the points show; nil when they cannot tell.
    public var complexity: Complexity?
    /// The best-fitting class's weight among all classes, 0...1.
    public var confidence: Double
    /// Why the points cannot tell the class ("the times fit O(n) and O(n log n) about as well").
    public var uncertainty: String?

    /// A measured size: the median time of its runs, their spread, and their memory.
    public struct Point: Sendable, Hashable, Codable {
        public var size: Int
        public var seconds: Double
        /// Half the range of the runs' times (0 for a single run); not part of the JSON.
        public var spread: Double
        /// The runs' peak memory (0 when unknown); not part of the JSON.
        public var peakBytes: Int64

        public init(size: Int, seconds: Double, spread: Double = 0, peakBytes: Int64 = 0) {
            self.size = size
            self.seconds = seconds
            self.spread = spread
            self.peakBytes = peakBytes
        }

        /// The median and spread of `runs`.
        public init(size: Int, runs: [Double], peakBytes: Int64 = 0) {
            let sorted = runs.sorted()
            self.init(size: size, seconds: sorted.isEmpty ? 0 : sorted[sorted.count / 2],
                      spread: ((sorted.last ?? 0) - (sorted.first ?? 0)) / 2, peakBytes: peakBytes)
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

    /// What the clocks resolve: a time is uncertain by at least this much.
    public static let resolution = 1e-6

    /// Sizes up to which O(2ⁿ) is among the classes.
    public static let largestExponentialSize = 64.0

    /// The largest exponent fitted: an exponential growth shows as this.
    public static let maximumExponent = 6.0

    /// Below this (at the largest sizes) a time is the clock's and the machine's jitter.
    public static let shortestTime = 20e-6

    /// The least confidence for a growing class to be given. High, because neighbours are close:
    /// an O(n log n) program whose log factor is a small part of its time (reading the input
    /// costs more than sorting it) fits O(n) at 85%.
    public static let leastConfidence = 0.95

    /// The most χ² per degree of freedom the chosen class may leave: its typical miss at most
    /// about twice the uncertainty (5% of a time, its runs' spread, the jitter, the clock).
    public static let largestMisfit = 4.0

    /// How far the exponent may be from the one the class's own curve gives at the same sizes.
    public static let exponentTolerance = 0.4

    /// How much the times may rise or fall over the sizes and still be O(1), and how closely
    /// that trend must be known (twice its uncertainty at most this).
    public static let flatRise = 0.2

    /// The memory a program's data may grow by and still fit a core's cache: past it, an O(n)
    /// program's time per element grows as its data leaves the cache (as much as O(n log n)'s).
    public static let cacheBytes: Int64 = 1 << 20

    /// Fits `points` (at least three distinct sizes); nil with fewer. `readsGrowingInput`: the
    /// times include reading an input whose bytes grow with the size (a program's CPU time),
    /// so that flat times show work too small for the clock, not O(1).
    public static func fit(_ points: [Point], readsGrowingInput: Bool = false) -> GrowthFit? {
        guard Set(points.map(\.size)).count >= 3 else { return nil }
        let sorted = points.sorted { $0.size < $1.size }
        // Times below a microsecond are below what the clocks resolve.
        let n = sorted.map { Double($0.size) }, t = sorted.map { max($0.seconds, Self.resolution) }
        // The jitter: the median spread over the smallest third of the sizes.
        let small = sorted.prefix(max(1, sorted.count / 3)).map(\.spread).sorted()
        let jitter = small[small.count / 2]
        let sigma = sorted.indices.map { i -> Double in
            let relative = 0.05 * t[i], own = sorted[i].spread
            return (relative * relative + own * own + jitter * jitter + Self.resolution * Self.resolution).squareRoot()
        }
        let w = sigma.map { 1 / ($0 * $0) }
        let scale = n.max() ?? 0
        let count = Double(sorted.count)
        // The fitted curve of shape `f` at every size, and its χ².
        func curve(_ f: [Double], constant: Bool) -> (model: [Double], chiSquare: Double) {
            let (c, d) = constant ? (0, weightedMean(t, w)) : fitLine(f: f, t: t, w: w)
            let model = f.map { d + c * $0 }
            return (model, n.indices.reduce(0) { $0 + w[$1] * (t[$1] - model[$1]) * (t[$1] - model[$1]) })
        }
        // 2ⁿ only where n is small: past 64 no program could be exponential, and a 2ⁿ scaled
        // to the largest size is zero elsewhere, so it would fit any outlier at the top.
        let classes = Complexity.allCases.filter { $0 != .exponential || scale <= Self.largestExponentialSize }
        let fits = classes.map { complexity in
            (complexity, curve(n.map { complexity.shape($0, scale: scale) }, constant: complexity == .constant))
        }
        // When no class fits within the uncertainties (a noisy machine, caches that make a
        // linear algorithm's time bend), they are widened until the best one does, so that
        // the confidence is not overstated.
        let best = fits.map(\.1.chiSquare).min() ?? 0
        let widen = max(1, best / max(1, count - 2))
        let scores = fits.map { ($0.0, $0.1.chiSquare / widen + ($0.0 == .constant ? 1 : 2) * log(count)) }
        guard let chosen = scores.indices.min(by: { scores[$0].1 < scores[$1].1 }) else { return nil }
        let weights = scores.map { exp(-0.5 * ($0.1 - scores[chosen].1)) }
        let total = weights.reduce(0, +)
        // The exponent: the k of the best t = d + c·n^k, k from 0 to 6 by hundredths; 0 when a
        // constant explains the times as well (by the same criterion, k counted as a parameter).
        func power(_ values: [Double]) -> (exponent: Double, chiSquare: Double) {
            var best = (exponent: 0.0, chiSquare: Double.infinity)
            for k in stride(from: 0.0, through: maximumExponent, by: 0.01) {
                let (c, d) = fitLine(f: n.map { pow($0, k) }, t: values, w: w)
                let value = n.indices.reduce(0.0) { sum, i in
                    let r = values[i] - d - c * pow(n[i], k)
                    return sum + w[i] * r * r
                }
                if value < best.chiSquare { best = (k, value) }
            }
            return best
        }
        var (exponent, powerChiSquare) = power(t)
        let constantScore = scores.first { $0.0 == .constant }?.1 ?? .infinity
        if powerChiSquare / widen + 3 * log(count) >= constantScore { exponent = 0 }
        var fit = GrowthFit(exponent: exponent, complexity: scores[chosen].0, confidence: weights[chosen] / total)
        let parameters = scores[chosen].0 == .constant ? 1.0 : 2.0
        let memory = (sorted.last?.peakBytes ?? 0) - (sorted.first?.peakBytes ?? 0)
        fit.check(Evidence(n: n, t: t, sigma: sigma, model: fits[chosen].1.model, memoryGrowth: memory,
                           misfit: fits[chosen].1.chiSquare / max(1, count - parameters), readsGrowingInput: readsGrowingInput,
                           runnerUp: scores.indices.filter { $0 != chosen }.max { weights[$0] < weights[$1] }
                               .map { (scores[$0].0, weights[$0] / total) },
                           ownExponent: { power($0).exponent }))
        return fit
    }

    /// What `check` weighs: the points (size, time, uncertainty), the chosen class's curve and
    /// misfit, the next best class, and the exponent of any curve at the same sizes.
    struct Evidence {
        var n: [Double]
        var t: [Double]
        var sigma: [Double]
        var model: [Double]
        /// How much the peak memory grew from the smallest size to the largest.
        var memoryGrowth: Int64
        var misfit: Double
        var readsGrowingInput: Bool
        var runnerUp: (complexity: Complexity, confidence: Double)?
        var ownExponent: ([Double]) -> Double
    }

    /// Keeps the chosen class only if the points bear it out; else names why they cannot tell.
    private mutating func check(_ evidence: Evidence) {
        guard let chosen = complexity else { return }
        let (n, t) = (evidence.n, evidence.t)
        let third = max(1, n.count / 3)
        let low = Self.median(Array(t.prefix(third))), high = Self.median(Array(t.suffix(third)))
        func cannotTell(_ reason: String) {
            complexity = nil
            uncertainty = reason
        }
        // Too short to time: the clock's and the machine's jitter are as large.
        if high < Self.shortestTime {
            return cannotTell("the times are too short to measure (\(Self.describe(high)) at the largest sizes)")
        }
        // The closest curve misses the points by more than they vary: no class fits.
        if evidence.misfit > Self.largestMisfit {
            let worst = n.indices.max { abs(t[$0] - evidence.model[$0]) / evidence.sigma[$0] < abs(t[$1] - evidence.model[$1]) / evidence.sigma[$1] } ?? 0
            return cannotTell("no class fits the times: size \(Int(n[worst])) took \(Self.describe(t[worst])), "
                              + "where \(chosen.display), the closest, gives \(Self.describe(evidence.model[worst]))")
        }
        if chosen == .constant {
            // O(1) only if flat, and measured closely enough that a rise would have shown: the
            // trend of the times against log n (weighted least squares), over the whole range,
            // within ±20% of their mean, and so its uncertainty, twice over.
            let x = n.map { log($0) }, w = evidence.sigma.map { 1 / ($0 * $0) }
            let sw = w.reduce(0, +)
            let mx = zip(w, x).reduce(0) { $0 + $1.0 * $1.1 } / sw, mt = zip(w, t).reduce(0) { $0 + $1.0 * $1.1 } / sw
            let sxx = x.indices.reduce(0) { $0 + w[$1] * (x[$1] - mx) * (x[$1] - mx) }
            let slope = x.indices.reduce(0) { $0 + w[$1] * (x[$1] - mx) * (t[$1] - mt) } / max(sxx, 1e-300)
            let span = (x.last ?? 0) - (x.first ?? 0)
            let rise = slope * span / max(mt, 1e-9)
            let uncertainty = (max(1, evidence.misfit) / max(sxx, 1e-300)).squareRoot() * span / max(mt, 1e-9)
            if abs(rise) > Self.flatRise {
                return cannotTell(String(format: "the times move by %+.0f%% from the smallest sizes to the largest, but not "
                                         + "as any growth does", rise * 100))
            }
            if 2 * uncertainty > Self.flatRise {
                return cannotTell(String(format: "the times are too noisy to tell a constant from a slow growth (their trend "
                                         + "is %+.0f%% ± %.0f%%)", rise * 100, uncertainty * 100))
            }
            if evidence.readsGrowingInput {
                return cannotTell("the times stay near \(Self.describe(low)), the cost of starting, while the input grows: "
                                  + "the work on it is too small to show at these sizes")
            }
            return
        }
        if confidence < Self.leastConfidence, let runnerUp = evidence.runnerUp {
            return cannotTell("the times fit \(chosen.display) and \(runnerUp.complexity.display) about as well "
                              + String(format: "(%.0f%% and %.0f%%)", confidence * 100, runnerUp.confidence * 100))
        }
        let expected = evidence.ownExponent(evidence.model)
        if abs(exponent - expected) > Self.exponentTolerance, exponent < Self.maximumExponent || expected < Self.maximumExponent {
            return cannotTell(String(format: "the times grow as n^%.1f, where %@ at these sizes would be n^%.1f",
                                     exponent, chosen.display, expected))
        }
        // The same at the largest sizes, where the growth is most of the time: a curve that
        // fits on the whole can still bend away at the top (a cache outgrown, an early exit).
        let top = Array(n.indices.suffix(max(4, n.count / 2))).filter { t[$0] - low >= 0.25 * t[$0] }
        if top.count >= 3, let first = top.first, let last = top.last, n[last] >= 2 * n[first] {
            func slope(_ values: [Double]) -> Double {
                let x = top.map { log(n[$0]) }, y = top.map { log(max(values[$0] - low, 1e-9)) }
                let mx = x.reduce(0, +) / Double(x.count), my = y.reduce(0, +) / Double(y.count)
                let sxy = zip(x, y).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
                return sxy / x.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }
            }
            let measured = slope(t), own = slope(evidence.model)
            if abs(measured - own) > Self.exponentTolerance, measured < Self.maximumExponent || own < Self.maximumExponent {
                return cannotTell(String(format: "from size %d to %d the times grow as n^%.1f, where %@ would be n^%.1f",
                                         Int(n[first]), Int(n[last]), measured, chosen.display, own))
            }
        }
        // Neighbours that timing cannot tell apart. A program reads its input in O(n): below that
        // its own work does not show, and a log factor can hide under the reading (a sort that
        // costs less than reading the numbers grows as O(n) at every size measured).
        if evidence.readsGrowingInput, chosen == .logarithmic || chosen == .linear {
            return cannotTell((chosen == .linear ? "the times grow as O(n), as reading the input does, and a log factor (a sort "
                               + "that costs less than the reading) would not show: O(n) or O(n log n)"
                               : "the times fit O(log n), but reading the input takes O(n): the work on it is too small to show"))
        }
        // A hash map's O(n) slows down per element as its data outgrows the caches, as much as
        // a log factor would (two-sum's in C++ grows as n^1.5 from 12,000 to 200,000 numbers).
        if chosen == .linearithmic, evidence.memoryGrowth > Self.cacheBytes {
            return cannotTell(String(format: "the times fit O(n log n), but the memory grows by %.1f MiB, and an O(n) "
                                     + "solution whose data outgrows the processor's caches slows down as much",
                                     Double(evidence.memoryGrowth) / 1_048_576))
        }
    }

    /// 0.8 ms, 12 ms, 1.24 s
    static func describe(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-3: String(format: "%.0f µs", seconds * 1e6)
        case ..<0.01: String(format: "%.1f ms", seconds * 1e3)
        case ..<1: String(format: "%.0f ms", seconds * 1e3)
        default: String(format: "%.2f s", seconds)
        }
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
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
