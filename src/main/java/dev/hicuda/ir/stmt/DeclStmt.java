package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.Declaration;

import java.util.List;

/** A declaration in a block (or in a for-loop header). */
public final class DeclStmt extends Stmt {
    private Declaration decl;

    public DeclStmt(Declaration decl) {
        this.decl = adopt(decl);
    }

    public Declaration decl() {
        return decl;
    }

    @Override
    public List<Node> children() {
        return list(decl);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == decl) {
            decl = adopt((Declaration) r);
            return true;
        }
        return false;
    }
}
