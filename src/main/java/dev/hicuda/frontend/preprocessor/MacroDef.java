package dev.hicuda.frontend.preprocessor;

import dev.hicuda.ir.source.MacroDefinition;

import java.util.List;

/**
 * A macro as the expander uses it: parameters and the replacement list as tokens.  Built-in
 * macros ({@code __LINE__}, {@code __FILE__}, …) have no body; the preprocessor computes them.
 */
final class MacroDef {
    /** The macros whose value the preprocessor computes at each use. */
    enum Builtin { FILE, LINE, COUNTER, INCLUDE_LEVEL, BASE_FILE, FILE_NAME, DATE, TIME, TIMESTAMP, HAS_OPERATOR }

    final String name;
    /** Parameter names; null for an object-like macro.  The variadic one is last. */
    final List<String> params;
    final boolean variadic;
    final List<PpToken> body;
    final Builtin builtin;
    final MacroDefinition definition;

    MacroDef(String name, List<String> params, boolean variadic, List<PpToken> body, MacroDefinition definition) {
        this.name = name;
        this.params = params;
        this.variadic = variadic;
        this.body = body;
        this.builtin = null;
        this.definition = definition;
    }

    MacroDef(String name, Builtin builtin, MacroDefinition definition) {
        this.name = name;
        this.params = null;
        this.variadic = false;
        this.body = List.of();
        this.builtin = builtin;
        this.definition = definition;
    }

    boolean isFunctionLike() {
        return params != null;
    }

    /** Index of a parameter name, or -1. */
    int paramIndex(PpToken t) {
        if (params == null || t.kind() != PpToken.Kind.IDENT) {
            return -1;
        }
        return params.indexOf(t.text());
    }

    int vaIndex() {
        return variadic ? params.size() - 1 : -1;
    }

    /** Whether two definitions are the same in the sense of C99 6.10.3p2 (a redefinition is then allowed). */
    boolean sameAs(MacroDef o) {
        if (builtin != null || o.builtin != null || variadic != o.variadic
                || (params == null) != (o.params == null) || (params != null && !params.equals(o.params))
                || body.size() != o.body.size()) {
            return false;
        }
        for (int i = 0; i < body.size(); i++) {
            PpToken a = body.get(i);
            PpToken b = o.body.get(i);
            if (!a.text().equals(b.text()) || (i > 0 && a.spaceBefore() != b.spaceBefore())) {
                return false;
            }
        }
        return true;
    }
}
