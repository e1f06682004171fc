# Valid Palindrome, function mode: keep the ASCII letters and digits, lowercased, and compare
# the result with its reverse (O(n)). str.isalnum would also accept non-ASCII letters; the
# phrases are ASCII, but the explicit set says what the statement means.
class Solution:
    def isPalindrome(self, s: str) -> bool:
        keep = set(string.ascii_letters + string.digits)
        cleaned = [c.lower() for c in s if c in keep]
        return cleaned == cleaned[::-1]
