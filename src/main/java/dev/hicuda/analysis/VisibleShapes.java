package dev.hicuda.analysis;

import dev.hicuda.analysis.SymbolTable;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.directive.ShapeDirective;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;

/**
 * The visibility rule of {@code shape} (journal §4.2: "the same as that for a local C variable
 * with respect to statements that refer to this variable"): a {@code shape P[...]} directive is
 * visible from the point where it stands to the end of the block that contains it, nested blocks
 * included; where several are visible for the same pointer, the innermost wins — the one in the
 * nearest enclosing block, and within one block the last one before the point (a later shape of
 * the same pointer in the same block takes over from it, as after a {@code realloc}).  A shape
 * applies to the pointer variable its name denotes where the directive stands, so a shape of an
 * outer {@code p} is not visible for an inner variable that hides it.
 */
public final class VisibleShapes {
    private VisibleShapes() {
    }

    /** The shape directive of pointer {@code p} visible at {@code at}, or null. */
    public static DirectiveStmt at(Symbol p, Node at, SymbolTable symbols) {
        for (Node child = at, parent = at.parent(); parent != null && !(child instanceof FunctionDef);
             child = parent, parent = parent.parent()) {
            if (!(parent instanceof Compound c) || !(child instanceof Stmt s)) {
                continue;
            }
            for (int i = c.indexOf(s) - 1; i >= 0; i--) {
                if (c.items().get(i) instanceof DirectiveStmt d && d.directive() instanceof ShapeDirective sh
                        && sh.name().equals(p.name()) && symbols.lookup(sh.name(), d) == p) {
                    return d;
                }
            }
        }
        return null;
    }
}
