public import Foundation

// MARK: - TestCase

/// One test: an input, its answer, and the settings inherited from its groups.
public struct TestCase: Sendable, Hashable, Codable {
    /// The path under `data/` without extension: "sample/1", "secret/group1/03-large".
    public var name: String
    /// The group it belongs to: "sample", "secret", "secret/group1", "secret/generated".
    public var group: String
    public var input: URL
    public var answer: URL
    /// Arguments for the output validator: problem-level `validator_flags` (legacy) followed by
    /// the nearest `output_validator_args` / `output_validator_flags`.
    public var validatorArguments: [String]
    /// Command-line arguments for the submission (`args`).
    public var arguments: [String]
    /// Arguments for the input validators (`input_validator_args`): by validator name, or under
    /// `InputValidatorArguments.everyValidator` for all of them. A LeetCode tier's
    /// `data/secret/test_group.yaml` says `input_validator_args: [leetcode]`, so its inputs are
    /// checked against LeetCode's constraints, not prep's wider ones.
    public var inputValidatorArguments: [String: [String]] = [:]

    public init(name: String, group: String, input: URL, answer: URL, validatorArguments: [String], arguments: [String],
                inputValidatorArguments: [String: [String]] = [:]) {
        self.name = name
        self.group = group
        self.input = input
        self.answer = answer
        self.validatorArguments = validatorArguments
        self.arguments = arguments
        self.inputValidatorArguments = inputValidatorArguments
    }

    /// A sample test (shown to the user, full feedback).
    public var isSample: Bool { group == "sample" || group.hasPrefix("sample/") }

    /// A test of the stretch tier (`data/stretch`, or what a generator writes to `stretch/`):
    /// beyond LeetCode's constraints. In function mode it runs after an accepted LeetCode tier
    /// and is reported beside the verdict, never changing it; in stdin mode it is judged with
    /// the rest, as the statement's own constraints say.
    public var isStretch: Bool { group == Self.stretchGroup || group.hasPrefix(Self.stretchGroup + "/") }

    /// The stretch tier's group: `data/stretch`.
    public static let stretchGroup = "stretch"

    /// The arguments the input validator named `validator` gets for this test.
    public func inputValidatorArguments(for validator: String) -> [String] {
        inputValidatorArguments[validator] ?? inputValidatorArguments[Self.everyValidator] ?? []
    }

    /// The key of arguments for every input validator.
    public static let everyValidator = "*"
}

// MARK: - TestGroup

/// A folder of tests under `data/` with its configuration (`test_group.yaml`, legacy
/// `testdata.yaml`), inherited from its parents key by key.
public struct TestGroup: Sendable, Hashable, Codable {
    /// "sample", "secret", "secret/group1", "secret/generated".
    public var name: String
    public var folder: URL
    /// The merged configuration in effect for the group.
    public var configuration: YAMLValue
    /// Effective validator arguments for the group's tests.
    public var validatorArguments: [String]
    /// The names of the tests directly in this group, in order.
    public var testNames: [String]
}
