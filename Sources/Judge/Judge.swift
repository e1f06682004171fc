/// The judge: problem packages, languages, limited runs, validators and grading workers.
/// Knows nothing of storage. (Arrives with issue 3.)
public enum JudgeModule {}
