package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.decl.Declaration;

/** A declaration in a block (or in a for-loop header). */
public final class DeclStmt extends Stmt {
    private final Child<Declaration> decl;

    public DeclStmt(Declaration decl) {
        this.decl = child(Declaration.class, decl);
    }

    public Declaration decl() {
        return decl.get();
    }
}
