// Balanced Brackets, function mode: a stack of open brackets; a closer must meet its own kind
// on top, and nothing may stay open at the end (O(n)).
class Solution {
public:
    bool isValid(string s) {
        string open;
        for (char c : s) {
            if (c == '(' || c == '[' || c == '{') {
                open.push_back(c);
                continue;
            }
            char want = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (open.empty() || open.back() != want) return false;
            open.pop_back();
        }
        return open.empty();
    }
};
