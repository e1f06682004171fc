# Valid Palindrome, function mode, WRONG: keeps only letters, dropping the digits that the
# statement says count.
class Solution:
    def isPalindrome(self, s: str) -> bool:
        cleaned = [c.lower() for c in s if c in string.ascii_letters]
        return cleaned == cleaned[::-1]
