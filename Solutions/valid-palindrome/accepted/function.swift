// Valid Palindrome, function mode: two pointers moving inward over the bytes, skipping
// anything that is not an ASCII letter or digit, comparing letters case-insensitively.
class Solution {
    func isPalindrome(_ s: String) -> Bool {
        let a = Array(s.utf8)
        func isAlphanumeric(_ c: UInt8) -> Bool {
            (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
        }
        func lower(_ c: UInt8) -> UInt8 { c >= 65 && c <= 90 ? c + 32 : c }
        var i = 0, j = a.count - 1
        while i < j {
            if !isAlphanumeric(a[i]) {
                i += 1
            } else if !isAlphanumeric(a[j]) {
                j -= 1
            } else if lower(a[i]) != lower(a[j]) {
                return false
            } else {
                i += 1
                j -= 1
            }
        }
        return true
    }
}
