package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;

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

    /**
     * Removes {@code id} from the declaration statement of a block that declares it, and the
     * statement from the block when it declared nothing else; does nothing when {@code id} is not
     * declared by a statement of a block.
     */
    public static void removeDeclarator(InitDeclarator id) {
        if (!(id.parent() instanceof Declaration d) || !(d.parent() instanceof DeclStmt ds) || !(ds.parent() instanceof Compound block)) {
            return;
        }
        d.declarators().remove(id);
        if (d.declarators().isEmpty()) {
            block.remove(ds);
        }
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
