package dev.hicuda.frontend.preprocessor;

import dev.hicuda.frontend.preprocessor.PpToken.Kind;

import java.util.ArrayList;
import java.util.List;

/** The tokens of the rest of a directive line, and the offset where the line ends. */
record DirectiveLine(List<PpToken> tokens, int end) {
    static DirectiveLine read(PpLexer lx) {
        List<PpToken> out = new ArrayList<>();
        while (true) {
            PpToken t = lx.next();
            if (t.kind() == Kind.NEWLINE || t.isEof()) {
                return new DirectiveLine(out, t.offset());
            }
            out.add(t);
        }
    }
}
