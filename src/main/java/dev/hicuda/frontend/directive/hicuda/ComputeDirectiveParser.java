package dev.hicuda.frontend.directive.hicuda;

import dev.hicuda.frontend.directive.TokenCursor;
import dev.hicuda.frontend.directive.DirectiveExpressionParser;
import dev.hicuda.frontend.directive.Spelling;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.directive.LoopPartitionDirective.Distribution;
import dev.hicuda.ir.expr.Expr;
import org.antlr.v4.runtime.Token;

import java.util.List;

/**
 * Parses the clauses of the directives that say where and how code runs on the GPU:
 * {@code kernel NAME tblock(...) thread(...) [nowait]} and
 * {@code loop_partition [over_tblock[(BLOCK|CYCLIC)]] [over_thread]}.
 */
final class ComputeDirectiveParser {
    private static final List<String> KERNEL_CLAUSES = List.of("tblock", "thread", "nowait");
    private static final List<String> PARTITION_CLAUSES = List.of("over_tblock", "over_thread");

    private final TokenCursor in;
    private final DirectiveExpressionParser exprs;

    ComputeDirectiveParser(TokenCursor in, DirectiveExpressionParser exprs) {
        this.in = in;
        this.exprs = exprs;
    }

    /** The rest of a {@code kernel} directive, after the keyword at {@code kp}. */
    KernelDirective kernel(SourcePos kp) {
        Token n = in.cur();
        if (!TokenCursor.isName(n) || n.getText().equals("tblock") || n.getText().equals("thread")) {
            throw in.error(n, "expected a kernel name after 'kernel'");
        }
        in.advance();
        List<Expr> tblock = null;
        List<Expr> thread = null;
        boolean nowait = false;
        while (in.cur() != null) {
            Token c = in.cur();
            switch (c.getText()) {
                case "tblock" -> {
                    once(c, tblock != null);
                    tblock = sizeList("tblock");
                }
                case "thread" -> {
                    once(c, thread != null);
                    thread = sizeList("thread");
                }
                case "nowait" -> {
                    once(c, nowait);
                    nowait = true;
                    if (in.curText().equals("(")) {
                        throw in.error(in.cur(), "'nowait' takes no argument");
                    }
                }
                default -> {
                    if (!TokenCursor.isName(c)) {
                        throw in.error(c, "unexpected '" + c.getText() + "' in 'kernel' directive; expected a clause: tblock(...), thread(...) or nowait");
                    }
                    throw in.error(c, "unknown clause '" + c.getText() + "' in 'kernel' directive"
                            + Spelling.didYouMean(c.getText(), KERNEL_CLAUSES));
                }
            }
        }
        if (tblock == null) {
            throw in.errorAtEnd("'kernel' directive needs a 'tblock(...)' clause giving the thread-block space");
        }
        if (thread == null) {
            throw in.errorAtEnd("'kernel' directive needs a 'thread(...)' clause giving the thread space");
        }
        return new KernelDirective(n.getText(), tblock, thread, nowait).at(kp);
    }

    /** {@code (size, ...)} of a tblock or thread clause. */
    private List<Expr> sizeList(String clause) {
        return exprs.list(clause, "dimension size in '" + clause + "'", Integer.MAX_VALUE,
                "'" + clause + "' clause needs at least one dimension size", null);
    }

    /** The rest of a {@code loop_partition} directive, after the keyword at {@code kp}. */
    LoopPartitionDirective loopPartition(SourcePos kp) {
        boolean tb = false;
        boolean th = false;
        Distribution dist = Distribution.BLOCK;
        while (in.cur() != null) {
            Token c = in.cur();
            if (c.getText().equals("over_tblock")) {
                once(c, tb);
                tb = true;
                if (in.accept("(")) {
                    dist = distribution();
                    in.expect(")", "to close 'over_tblock('");
                }
            } else if (c.getText().equals("over_thread")) {
                once(c, th);
                th = true;
                if (in.curText().equals("(")) {
                    throw in.error(in.cur(), "'over_thread' takes no distribution: iterations are always distributed cyclically over threads");
                }
            } else if (!TokenCursor.isName(c)) {
                throw in.error(c, "unexpected '" + c.getText() + "' in 'loop_partition' directive; expected over_tblock or over_thread");
            } else {
                throw in.error(c, "unknown clause '" + c.getText() + "' in 'loop_partition' directive"
                        + Spelling.didYouMean(c.getText(), PARTITION_CLAUSES));
            }
        }
        if (!tb && !th) {
            throw in.errorAtEnd("'loop_partition' needs 'over_tblock', 'over_thread' or both");
        }
        return new LoopPartitionDirective(tb, dist, th).at(kp);
    }

    /** BLOCK or CYCLIC, the argument of {@code over_tblock(...)}. */
    private Distribution distribution() {
        Token d = in.cur();
        if (d != null && (d.getText().equals("BLOCK") || d.getText().equals("CYCLIC"))) {
            in.advance();
            return Distribution.valueOf(d.getText());
        }
        String hint = d == null ? null : Spelling.closest(d.getText(), List.of("BLOCK", "CYCLIC"));
        throw in.error(d, "expected BLOCK or CYCLIC as the distribution of 'over_tblock'" + TokenCursor.found(d)
                + (hint == null ? "" : "; did you mean '" + hint + "'? (directives are case-sensitive)"));
    }

    /** Steps over clause {@code c}, or reports it as a duplicate when it was {@code seen} before. */
    private void once(Token c, boolean seen) {
        if (seen) {
            throw in.error(c, "duplicate '" + c.getText() + "' clause");
        }
        in.advance();
    }
}
