// WRONG: reduces the generation number n modulo 1e9+7 before exponentiating, as if the
// sequence repeated with period 1e9+7 (like exponents in Fermat's theorem). It does not.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let p = 1_000_000_007
typealias M = (Int, Int, Int, Int)
func mul(_ m: M, _ n: M) -> M {
    ((m.0 * n.0 + m.1 * n.2) % p, (m.0 * n.1 + m.1 * n.3) % p, (m.2 * n.0 + m.3 * n.2) % p, (m.2 * n.1 + m.3 * n.3) % p)
}
let a = int(), b = int(), x = int(), y = int()
let q = int()
var out = ""
for _ in 0..<q {
    var e = int() % p
    var r: M = (1, 0, 0, 1), base: M = (a, b, 1, 0)
    while e > 0 { if e & 1 == 1 { r = mul(r, base) }; base = mul(base, base); e >>= 1 }
    out += "\((r.2 * y + r.3 * x) % p)\n"
}
print(out, terminator: "")
