package dev.hicuda.frontend.directive.mint;

import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.directive.DirectiveExpressionParser;
import dev.hicuda.frontend.directive.Spelling;
import dev.hicuda.frontend.directive.TokenCursor;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.DataDirective.Action;
import dev.hicuda.ir.directive.DataDirective.Memory;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.expr.Expr;
import org.antlr.v4.runtime.Token;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * Parses Mint's {@code copy(dst, src, toDevice|fromDevice[, Nx[, Ny[, Nz]]])} and its one-array
 * form {@code copy(U, toDevice|fromDevice[, Nx[, Ny[, Nz]]])} into a global data directive with a
 * pitched device copy: toDevice is an alloc with copyin (from {@code src} in the two-array form,
 * whose {@code dst} names the device copy), fromDevice a copyout (of the device copy {@code src}
 * to {@code dst}).  The sizes are given x (the fastest-varying dimension) first; the IR keeps
 * them outermost first, as C declares dimensions.
 */
final class MintCopyParser {
    private static final List<String> DIRECTIONS = List.of("toDevice", "fromDevice");

    private final TokenCursor in;
    private final DirectiveExpressionParser exprs;

    MintCopyParser(TokenCursor in, DirectiveExpressionParser exprs) {
        this.in = in;
        this.exprs = exprs;
    }

    DataDirective copy(SourcePos kp) {
        in.expect("(", "after 'copy'");
        Section first = array("an array name");
        in.expect(",", "after '" + first.name() + "' in 'copy(...)'");
        Section second = null;
        if (TokenCursor.isName(in.cur()) && !DIRECTIONS.contains(in.curText()) && !isDirectionTypo(in.at(in.index() + 1))) {
            second = array("an array name");
            in.expect(",", "after '" + second.name() + "' in 'copy(...)'");
        }
        boolean toDevice = direction();
        List<Expr> dims = new ArrayList<>();
        while (in.accept(",")) {
            if (dims.size() == 3) {
                throw in.error(in.cur(), "'copy' takes at most three sizes (Nx, Ny, Nz)");
            }
            dims.add(exprs.expr(Set.of(",", ")"), "size in 'copy(...)'"));
        }
        Token close = in.cur();
        if (close == null || !close.getText().equals(")")) {
            throw in.error(close, "expected ',' or ')' in 'copy(...)'" + TokenCursor.found(close));
        }
        in.advance();
        Collections.reverse(dims); // outermost first
        if (second != null && second.name().equals(first.name())) {
            second = null; // copy(U, U, ...) is the one-array form
        }
        DataDirective d;
        if (toDevice) {
            // copy(dst, src, toDevice): the device copy dst, filled from the host array src
            d = new DataDirective(Memory.GLOBAL, Action.ALLOC, first, true, second, false, null, false, List.of(), dims, true);
        } else {
            // copy(dst, src, fromDevice): the device copy src, copied out to the host array dst
            Section device = second != null ? second : first;
            Section host = second != null ? first : null;
            d = new DataDirective(Memory.GLOBAL, Action.COPYOUT, device, false, null, false, host, false, List.of(), dims, true);
        }
        return d.at(kp);
    }

    /** A name that is not a direction, as a section without subscripts. */
    private Section array(String what) {
        Token n = in.cur();
        if (!TokenCursor.isName(n) || DIRECTIONS.contains(n.getText())) {
            throw in.error(n, "expected " + what + " in 'copy(...)'" + TokenCursor.found(n));
        }
        in.advance();
        if (in.curText().equals("[")) {
            throw in.error(in.cur(), "'copy' moves whole arrays: write the array name and give its sizes after the"
                    + " direction, not a section");
        }
        return new Section(n.getText(), List.of()).at(in.posOf(n));
    }

    /** toDevice (true) or fromDevice (false). */
    private boolean direction() {
        Token d = in.cur();
        if (d != null && DIRECTIONS.contains(d.getText())) {
            in.advance();
            return d.getText().equals("toDevice");
        }
        String hint = d == null ? null : Spelling.closest(d.getText(), DIRECTIONS);
        throw in.error(d, "expected toDevice or fromDevice in 'copy(...)'" + TokenCursor.found(d)
                + (hint == null ? "" : "; did you mean '" + hint + "'? (directives are case-sensitive)"));
    }

    /**
     * Whether the token after a name is where a direction would stand if the name were a misspelt
     * direction ({@code copy(U, todevice, n)}): then the name is reported as the direction.
     */
    private boolean isDirectionTypo(Token next) {
        return Spelling.closest(in.curText(), DIRECTIONS) != null && (next == null || !next.getText().equals(",")
                || !TokenCursor.isName(in.at(in.index() + 2)) || !DIRECTIONS.contains(in.at(in.index() + 2).getText()));
    }
}
