import ArgumentParser
import Judge

// MARK: - LanguagesCommand

extension Prep {
    /// `prep languages`: each language's toolchain, its version, and the sandbox status.
    struct LanguagesCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "languages",
            abstract: "List the supported languages, whether their toolchains are installed, and the sandbox status."
        )

        @Flag(name: .long, help: "Print JSON.")
        var json = false

        /// The `--json` shape.
        struct Report: Encodable {
            var languages: [LanguageStatus]
            var sandbox: SandboxStatus
        }

        func run() throws {
            let statuses = Languages.all.map { $0.probe() }
            let sandbox = Sandbox.status
            if json {
                return try Output.json(Report(languages: statuses, sandbox: sandbox))
            }
            let nameWidth = statuses.map(\.language.name.count).max() ?? 0
            let idWidth = statuses.map(\.language.id.count).max() ?? 0
            for status in statuses {
                let name = status.language.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                let id = status.language.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
                let state = status.present
                    ? "present  \(status.version ?? "")"
                    : "missing  install: \(status.installHint)"
                print("\(name)  \(id)  \(state)")
            }
            print("sandbox: \(sandbox.summary)")
        }
    }
}
