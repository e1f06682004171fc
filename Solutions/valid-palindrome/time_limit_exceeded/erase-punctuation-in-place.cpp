// SLOW: cleans the phrase in place with string::erase, one character at a time. Correct, but
// every erase shifts the rest of the string: O(L^2) on a long phrase full of punctuation.
#include <iostream>
#include <string>
#include <cctype>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    string line;
    getline(cin, line);
    int t = stoi(line);
    string out;
    while (t--) {
        getline(cin, line);
        for (size_t i = 0; i < line.size();) {
            if (!isalnum((unsigned char)line[i])) line.erase(i, 1);
            else { line[i] = tolower((unsigned char)line[i]); i++; }
        }
        bool ok = true;
        for (size_t i = 0, j = line.size(); i + 1 < j; i++, j--)
            if (line[i] != line[j - 1]) { ok = false; break; }
        out += ok ? "YES\n" : "NO\n";
    }
    cout << out;
}
