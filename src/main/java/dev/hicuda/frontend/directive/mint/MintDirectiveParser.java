package dev.hicuda.frontend.directive.mint;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.directive.DirectiveDialect;
import dev.hicuda.frontend.directive.DirectiveExpressionParser;
import dev.hicuda.frontend.directive.PragmaLine;
import dev.hicuda.frontend.directive.Spelling;
import dev.hicuda.frontend.directive.TokenCursor;
import dev.hicuda.ir.directive.Directive;
import dev.hicuda.ir.directive.LoopNestDirective;
import dev.hicuda.ir.directive.ParallelRegionDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Literal;
import org.antlr.v4.runtime.Token;

import java.util.List;
import java.util.Set;

/**
 * Parses {@code #pragma mint} lines, the directives of Mint (Unat, Cai and Baden, ICS 2011):
 * {@code parallel}, {@code for [nest(n|all)] [tile(tx[,ty[,tz]])] [chunksize(cx[,cy[,cz]])]},
 * {@code copy(...)} ({@link MintCopyParser}), {@code single} and {@code barrier}, into the
 * directive IR that hiCUDA programs use too.  Expressions are C expressions with the macros in
 * force at the pragma; every error is reported at the exact token and the line gives no directive.
 */
public final class MintDirectiveParser implements DirectiveDialect {
    static final List<String> DIRECTIVES = List.of("parallel", "for", "copy", "single", "barrier");
    private static final List<String> FOR_CLAUSES = List.of("nest", "tile", "chunksize");

    private final String file;
    private final Reporter reporter;
    private final Set<String> typeNames;

    public MintDirectiveParser(String file, Reporter reporter, Set<String> typeNames) {
        this.file = file;
        this.reporter = reporter;
        this.typeNames = typeNames;
    }

    @Override
    public String name() {
        return "mint";
    }

    @Override
    public Directive parse(PragmaLine pragma) {
        return TokenCursor.of(pragma, file, reporter, typeNames).whole(in -> {
            Directive d = directive(in, pragma.start());
            d.setDialect(name());
            return d;
        }, "mint ");
    }

    private static Directive directive(TokenCursor in, SourcePos at) {
        Token kw = in.cur();
        if (kw == null) {
            throw in.error(at, "empty '#pragma mint' directive: expected one of " + String.join(", ", DIRECTIVES));
        }
        String k = kw.getText();
        if (!DIRECTIVES.contains(k)) {
            throw in.error(kw, "unknown mint directive '" + k + "'" + Spelling.didYouMean(k, DIRECTIVES));
        }
        SourcePos kp = in.posOf(kw);
        in.advance();
        return switch (k) {
            case "parallel" -> new ParallelRegionDirective().at(kp);
            case "single" -> new SimpleDirective(SimpleDirective.Kind.SINGLE).at(kp);
            case "barrier" -> new SimpleDirective(SimpleDirective.Kind.BARRIER).at(kp);
            case "copy" -> new MintCopyParser(in, new DirectiveExpressionParser(in)).copy(kp);
            default -> loopNest(in, kp);
        };
    }

    /** The clauses of {@code for}, in any order, each at most once. */
    private static LoopNestDirective loopNest(TokenCursor in, SourcePos kp) {
        DirectiveExpressionParser exprs = new DirectiveExpressionParser(in);
        int nest = -1;
        SourcePos nestPos = null;
        List<Expr> tile = null;
        SourcePos tilePos = null;
        List<Expr> chunk = null;
        SourcePos chunkPos = null;
        while (in.cur() != null) {
            Token c = in.cur();
            SourcePos cp = in.posOf(c);
            switch (c.getText()) {
                case "nest" -> {
                    once(in, c, nestPos != null);
                    nestPos = cp;
                    nest = nest(in, exprs);
                }
                case "tile" -> {
                    once(in, c, tilePos != null);
                    tilePos = cp;
                    tile = sizes(in, exprs, "tile", "tx, ty, tz");
                }
                case "chunksize" -> {
                    once(in, c, chunkPos != null);
                    chunkPos = cp;
                    chunk = sizes(in, exprs, "chunksize", "cx, cy, cz");
                }
                default -> {
                    if (!TokenCursor.isName(c)) {
                        throw in.error(c, "unexpected '" + c.getText() + "' in 'mint for' directive; expected a clause:"
                                + " nest(...), tile(...) or chunksize(...)");
                    }
                    throw in.error(c, "unknown clause '" + c.getText() + "' in 'mint for' directive"
                            + Spelling.didYouMean(c.getText(), FOR_CLAUSES));
                }
            }
        }
        return new LoopNestDirective(nest, nestPos, tile == null ? List.of() : tile, tilePos,
                chunk == null ? List.of() : chunk, chunkPos).at(kp);
    }

    /** {@code (n)} or {@code (all)} of a nest clause: 1, 2, 3 or {@link LoopNestDirective#ALL}. */
    private static int nest(TokenCursor in, DirectiveExpressionParser exprs) {
        in.expect("(", "after 'nest'");
        Token t = in.cur();
        if (t != null && t.getText().equals("all")) {
            in.advance();
            in.expect(")", "to close 'nest('");
            return LoopNestDirective.ALL;
        }
        if (t == null || t.getText().equals(")")) {
            throw in.error(t, "expected a number of loops (1, 2 or 3) or 'all' in 'nest(...)'" + TokenCursor.found(t));
        }
        Expr e = exprs.expr(Set.of(")"), "number of loops in 'nest(...)'");
        Long v = integerLiteral(e);
        if (v == null) {
            throw in.error(t, "'nest' needs an integer constant (1, 2 or 3) or 'all', found '" + t.getText() + "'");
        }
        if (v < 1 || v > 3) {
            throw in.error(t, "'nest(" + v + ")': Mint parallelizes 1, 2 or 3 loops of a nest (or 'all' of them, up to 3)");
        }
        in.expect(")", "to close 'nest('");
        return v.intValue();
    }

    /** {@code (s1[, s2[, s3]])}: one to three sizes, x first. */
    private static List<Expr> sizes(TokenCursor in, DirectiveExpressionParser exprs, String clause, String names) {
        return exprs.list(clause, "size in '" + clause + "(...)'", 3, "'" + clause + "' needs one to three sizes (" + names + ")",
                "'" + clause + "' takes at most three sizes (" + names + ")");
    }

    /** The value of an integer literal (after macro expansion), or null for any other expression. */
    static Long integerLiteral(Expr e) {
        while (e instanceof dev.hicuda.ir.expr.Paren p) {
            e = p.inner();
        }
        if (!(e instanceof Literal l) || l.kind() != Literal.Kind.INT) {
            return null;
        }
        String t = l.text().replaceAll("[uUlL]+$", "");
        try {
            return Long.decode(t);
        } catch (NumberFormatException x) {
            return null;
        }
    }

    private static void once(TokenCursor in, Token c, boolean seen) {
        if (seen) {
            throw in.error(c, "duplicate '" + c.getText() + "' clause");
        }
        in.advance();
    }
}
