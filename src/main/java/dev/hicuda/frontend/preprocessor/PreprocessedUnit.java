package dev.hicuda.frontend.preprocessor;

import dev.hicuda.ir.source.Inclusion;
import dev.hicuda.ir.source.MacroHistory;
import dev.hicuda.ir.source.SourceFile;

import java.util.List;
import java.util.Map;

/**
 * The result of preprocessing one file: the tokens the parser reads (macros expanded, directives
 * gone, hiCUDA/Mint pragmas as PRAGMA tokens), the macro epoch at each token, every file read,
 * the {@code #include} lines met, the macro history and the positions map.
 */
public record PreprocessedUnit(SourceFile main, List<PpToken> tokens, int[] epochs, List<SourceFile> files,
                               List<Inclusion> includes, MacroHistory macros, Locator locator,
                               Map<PpToken, MacroScope> pragmaMacros) {
    /** The macros in force at a hiCUDA/Mint pragma, to expand the expressions of its clauses. */
    public MacroScope macrosAt(PpToken pragma) {
        return pragmaMacros.get(pragma);
    }
}
