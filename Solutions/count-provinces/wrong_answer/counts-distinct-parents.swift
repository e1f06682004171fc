// WRONG: unions are right, but the answer counts distinct values of parent[], which is not
// the number of roots: parent[] only points one step up and may not be fully compressed.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let n = int(), m = int()
var parent = Array(0...n)
func find(_ x: Int) -> Int {
    var x = x
    while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
    return x
}
for _ in 0..<m {
    let a = find(int()), b = find(int())
    if a != b { parent[a] = b }
}
print(Set(parent[1...n]).count)
