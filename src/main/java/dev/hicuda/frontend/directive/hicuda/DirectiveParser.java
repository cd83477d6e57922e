package dev.hicuda.frontend.directive.hicuda;

import dev.hicuda.frontend.directive.TokenCursor;
import dev.hicuda.frontend.directive.DirectiveExpressionParser;
import dev.hicuda.frontend.directive.Spelling;
import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.directive.DirectiveDialect;
import dev.hicuda.frontend.directive.PragmaLine;
import dev.hicuda.ir.directive.Directive;
import dev.hicuda.ir.directive.SimpleDirective;
import org.antlr.v4.runtime.Token;

import java.util.List;
import java.util.Set;

/**
 * Parses the text of a {@code #pragma hicuda} line into a {@link Directive}: the directive
 * grammar of the hiCUDA journal paper, section 4 (plus {@code copyout ... to} from the
 * GPGPU'09 paper).  Expressions inside directives are parsed by the C grammar.  Every error is
 * reported at the exact line and column of the offending token; the result is then null.
 *
 * <p>This class reads the directive keyword and hands the rest of the line to the parser of its
 * family: {@link ComputeDirectiveParser} (kernel, loop_partition), {@link DataDirectiveParser}
 * (global, constant, texture, shared) and {@link SubscriptParser} (shape, and the sections of
 * the data directives), over a {@link TokenCursor} of the line's tokens.
 */
public final class DirectiveParser implements DirectiveDialect {
    private static final List<String> DIRECTIVES = List.of("kernel", "kernel_end", "loop_partition", "singular",
            "singular_end", "barrier", "global", "constant", "texture", "shared", "shape");

    private final String file;
    private final Reporter reporter;
    private final Set<String> typeNames;

    public DirectiveParser(String file, Reporter reporter, Set<String> typeNames) {
        this.file = file;
        this.reporter = reporter;
        this.typeNames = typeNames;
    }

    @Override
    public String name() {
        return "hicuda";
    }

    /** Parses one {@code #pragma hicuda} line. */
    @Override
    public Directive parse(PragmaLine pragma) {
        return TokenCursor.of(pragma, file, reporter, typeNames).whole(in -> directive(in, pragma.start()), "");
    }

    /** A directive from its keyword on; {@code at} is where the pragma starts. */
    private static Directive directive(TokenCursor in, SourcePos at) {
        Token kw = in.cur();
        if (kw == null) {
            throw in.error(at, "empty '#pragma hicuda' directive: expected one of " + String.join(", ", DIRECTIVES));
        }
        String k = kw.getText();
        SourcePos kp = in.posOf(kw);
        if (!DIRECTIVES.contains(k)) {
            throw in.error(kw, "unknown hicuda directive '" + k + "'" + Spelling.didYouMean(k, DIRECTIVES));
        }
        in.advance();
        DirectiveExpressionParser exprs = new DirectiveExpressionParser(in);
        SubscriptParser subscripts = new SubscriptParser(in, exprs);
        return switch (k) {
            case "kernel" -> new ComputeDirectiveParser(in, exprs).kernel(kp);
            case "loop_partition" -> new ComputeDirectiveParser(in, exprs).loopPartition(kp);
            case "kernel_end" -> new SimpleDirective(SimpleDirective.Kind.KERNEL_END).at(kp);
            case "singular" -> new SimpleDirective(SimpleDirective.Kind.SINGULAR).at(kp);
            case "singular_end" -> new SimpleDirective(SimpleDirective.Kind.SINGULAR_END).at(kp);
            case "barrier" -> new SimpleDirective(SimpleDirective.Kind.BARRIER).at(kp);
            case "shape" -> subscripts.shape(kp);
            default -> new DataDirectiveParser(in, subscripts).data(k, kp);
        };
    }

    /** The directive word most likely meant by a misspelt {@code word}; see {@link Spelling#closest}. */
    static String closest(String word, List<String> candidates) {
        return Spelling.closest(word, candidates);
    }
}
