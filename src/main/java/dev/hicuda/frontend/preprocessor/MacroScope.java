package dev.hicuda.frontend.preprocessor;

import dev.hicuda.diag.Reporter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The macros in force at one place of the program, frozen, with an expander over them: the
 * expressions inside a directive ({@code tblock(N/16)}, {@code A[0:N-1]}) are expanded with the
 * definitions in force where the directive stands, like code at that place.
 */
public final class MacroScope {
    private final Map<String, MacroDef> macros;
    private final Locator locator;

    MacroScope(Map<String, MacroDef> macros, Locator locator) {
        this.macros = macros;
        this.locator = locator;
    }

    /** Expands the tokens of {@code text} (a piece of a file), reporting problems to {@code reporter}. */
    public List<PpToken> expand(List<PpToken> tokens, Reporter reporter) {
        MacroExpander ex = new MacroExpander(macros, new MacroExpander.Host() {
            @Override
            public PpToken builtin(MacroDef m, PpToken use) {
                return use;
            }

            @Override
            public PpToken pragmaOperator(String text, PpToken use) {
                return null;
            }

            @Override
            public PpToken ifOperator(PpToken op, TokenInput in) {
                return op;
            }

            @Override
            public void error(PpToken at, String message) {
                reporter.error(locator.pos(at), message);
            }
        });
        List<PpToken> out = new ArrayList<>();
        for (PpToken t : ex.expandAll(tokens, false)) {
            out.add(t);
        }
        return out;
    }
}
