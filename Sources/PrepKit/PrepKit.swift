import ContextStack
import Judge

/// The domain: entities, catalogue import, grading pipeline, stats, reviews and notes.
public enum PrepKitModule {}
