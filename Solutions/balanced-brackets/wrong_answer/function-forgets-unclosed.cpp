// Balanced Brackets, function mode, WRONG: checks every closer but forgets that brackets left
// open at the end also make the sequence unbalanced.
class Solution {
public:
    bool isValid(string s) {
        vector<char> open;
        for (char c : s) {
            if (c == '(' || c == '[' || c == '{') {
                open.push_back(c);
                continue;
            }
            char want = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (open.empty() || open.back() != want) return false;
            open.pop_back();
        }
        return true;
    }
};
