// WRONG: tests "is a letter" with 'A' <= c && c <= 'z', a range that also holds the six
// characters [ \ ] ^ _ ` between 'Z' and 'a'.
#include <iostream>
#include <string>
using namespace std;

static bool keep(char c) { return (c >= 'A' && c <= 'z') || (c >= '0' && c <= '9'); }
static char lower(char c) { return (c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c; }

int main() {
    ios::sync_with_stdio(false);
    int t;
    string line;
    getline(cin, line);
    t = stoi(line);
    string out;
    while (t--) {
        getline(cin, line);
        int l = 0, r = (int)line.size() - 1;
        bool ok = true;
        while (l < r) {
            if (!keep(line[l])) l++;
            else if (!keep(line[r])) r--;
            else if (lower(line[l]) != lower(line[r])) { ok = false; break; }
            else { l++; r--; }
        }
        out += ok ? "YES\n" : "NO\n";
    }
    cout << out;
}
