package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;

/** A declaration in a block (or in a for-loop header). */
public final class DeclStmt extends Stmt {
    private final Child<Declaration> decl;

    public DeclStmt(Declaration decl) {
        this.decl = child(Declaration.class, decl);
    }

    public Declaration decl() {
        return decl.get();
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
}
