package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.stmt.Compound;

/**
 * GNU C's statement expression {@code ({ stmts; expr; })}: the value is that of the last
 * expression statement of the block (common in {@code MAX}-style macros).
 */
public final class StmtExpr extends Expr {
    private final Child<Compound> body;

    public StmtExpr(Compound body) {
        this.body = child(Compound.class, body);
    }

    public Compound body() {
        return body.get();
    }

    @Override
    public Expr copy() {
        return copied(new StmtExpr((Compound) dev.hicuda.ir.stmt.Statements.copy(body())));
    }
}
