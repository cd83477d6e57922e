package dev.hicuda.frontend.directive;

import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.directive.Directive;
import dev.hicuda.ir.directive.ForeignDirective;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The directive dialects the front end understands, chosen by the word after {@code #pragma}. A
 * pragma of a dialect the lexer recognizes but no parser is registered for is kept in the output
 * as it is, with a warning.
 */
public final class DirectiveDialects {
    private final Map<String, DirectiveDialect> byName = new LinkedHashMap<>();
    private final Reporter reporter;

    public DirectiveDialects(Reporter reporter, List<DirectiveDialect> dialects) {
        this.reporter = reporter;
        for (DirectiveDialect d : dialects) {
            byName.put(d.name(), d);
        }
    }

    /** Parses one pragma line with the dialect it names; null after a reported error. */
    public Directive parse(PragmaLine pragma) {
        DirectiveDialect d = byName.get(pragma.dialect());
        if (d == null) {
            reporter.warning(pragma.start(), "'#pragma " + pragma.dialect()
                    + "' directives are recognized but not translated yet; the line is kept as is");
            return new ForeignDirective(pragma.dialect()).at(pragma.start());
        }
        Directive parsed = d.parse(pragma);
        if (parsed != null) {
            parsed.setDialect(pragma.dialect());
        }
        return parsed;
    }
}
