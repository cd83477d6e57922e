package dev.hicuda.frontend.preprocessor;

import dev.hicuda.ir.source.MacroHistory;
import dev.hicuda.ir.source.SourceFile;

import java.util.List;

/**
 * The result of preprocessing one file: the tokens the parser reads (macros expanded, directives
 * gone, hiCUDA/Mint pragmas as PRAGMA tokens), the macro epoch at each token, every file read,
 * the {@code #include} lines met, the macro history and the positions map.
 */
public record PreprocessedUnit(SourceFile main, List<PpToken> tokens, int[] epochs, List<SourceFile> files,
                               List<Include> includes, MacroHistory macros, Locator locator) {
    /**
     * An {@code #include} line: in file {@code from}, the directive spanning {@code [start, end)}, the
     * header it brought in, and the macro epoch before the header was read.
     */
    public record Include(SourceFile from, int start, int end, SourceFile header, int epoch) {
        public String directiveText() {
            return from.slice(start, end);
        }
    }
}
