import Judge

/// Starting files for `prep new`: read every whitespace-separated token of the input, then
/// leave the solving to the person. The statement's input format is copied in as a comment.
enum StarterTemplates {
    static func source(for language: Language, problem: String, inputFormat: String) -> String {
        let comment = inputFormat.split(separator: "\n", omittingEmptySubsequences: false)
        func commented(_ prefix: String) -> String {
            ([" \(problem)", "", " Input:"] + comment.map { " " + $0 }).map { (prefix + $0).trimmingTrailing() }.joined(separator: "\n")
        }
        switch language.id {
        case "swift":
            return """
                \(commented("//"))
                import Foundation

                let data = FileHandle.standardInput.readDataToEndOfFile()
                var tokens = String(decoding: data, as: UTF8.self).split(whereSeparator: \\.isWhitespace).makeIterator()
                func nextInt() -> Int { Int(tokens.next() ?? "") ?? 0 }

                let n = nextInt()
                // TODO: solve
                print(n)

                """
        case "python3":
            return """
                \(commented("#"))
                import sys

                def main() -> None:
                    tokens = sys.stdin.buffer.read().split()
                    n = int(tokens[0])
                    # TODO: solve
                    print(n)

                main()

                """
        case "cpp":
            return """
                \(commented("//"))
                #include <bits/stdc++.h>
                using namespace std;

                int main() {
                    ios::sync_with_stdio(false);
                    cin.tie(nullptr);
                    long long n;
                    cin >> n;
                    // TODO: solve
                    cout << n << '\\n';
                }

                """
        case "c":
            return """
                \(commented("//"))
                #include <stdio.h>

                int main(void) {
                    long long n;
                    if (scanf("%lld", &n) != 1) return 0;
                    /* TODO: solve */
                    printf("%lld\\n", n);
                    return 0;
                }

                """
        case "java":
            return """
                \(commented("//"))
                import java.io.*;
                import java.util.*;

                class Main {
                    public static void main(String[] args) throws IOException {
                        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
                        in.nextToken();
                        long n = (long) in.nval;
                        // TODO: solve
                        System.out.println(n);
                    }
                }

                """
        case "rust":
            return """
                \(commented("//"))
                use std::io::{self, Read};

                fn main() {
                    let mut input = String::new();
                    io::stdin().read_to_string(&mut input).unwrap();
                    let mut tokens = input.split_ascii_whitespace();
                    let n: i64 = tokens.next().unwrap_or("0").parse().unwrap_or(0);
                    // TODO: solve
                    println!("{}", n);
                }

                """
        case "javascript":
            return """
                \(commented("//"))
                const tokens = require("fs").readFileSync(0, "utf8").split(/\\s+/).filter(Boolean);
                let next = 0;
                const n = Number(tokens[next++]);
                // TODO: solve
                console.log(n);

                """
        default:
            return """
                #!/usr/bin/env bash
                \(commented("#"))
                read -r n
                # TODO: solve
                echo "$n"

                """
        }
    }

    /// The "Input" section of a Markdown statement, if it has one.
    /// `text` as a comment block in `language`, with a blank line after.
    static func comment(_ text: String, language: Language) -> String {
        let marker = ["python3", "bash"].contains(language.id) ? "#" : "//"
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? marker : "\(marker) \($0)" }.joined(separator: "\n") + "\n\n"
    }

    static func inputSection(of statement: String) -> String {
        var lines: [Substring] = []
        var inside = false
        for line in statement.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                if inside { break }
                inside = line.lowercased().contains("input")
                continue
            }
            if inside { lines.append(line) }
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

private extension String {
    func trimmingTrailing() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
