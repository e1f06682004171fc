// Valid Palindrome — two pointers moving inward, skipping characters that are not letters or
// digits, comparing the rest case-insensitively. O(L) time, O(1) extra memory.
#include <bits/stdc++.h>
using namespace std;

bool isPalindrome(const string &s) {
    int left = 0, right = (int)s.size() - 1;
    while (left < right) {
        if (!isalnum((unsigned char)s[left])) {
            left++;
        } else if (!isalnum((unsigned char)s[right])) {
            right--;
        } else if (tolower((unsigned char)s[left]) != tolower((unsigned char)s[right])) {
            return false;
        } else {
            left++;
            right--;
        }
    }
    return true;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string line;
    getline(cin, line);
    int t = stoi(line);
    string out;
    for (int i = 0; i < t; i++) {
        getline(cin, line);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        out += isPalindrome(line) ? "YES\n" : "NO\n";
    }
    cout << out;
}
