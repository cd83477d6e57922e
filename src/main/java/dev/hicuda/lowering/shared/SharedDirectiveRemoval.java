package dev.hicuda.lowering.shared;

import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Removes what is left once the shared variables are lowered: the shared directives (keeping the
 * comments above them), and the declarations of kernel-local arrays whose every access now goes
 * to their shared copy.
 */
final class SharedDirectiveRemoval {
    private SharedDirectiveRemoval() {
    }

    /** Removes the allocs, copyouts and removes of {@code vars}. */
    static void removeDirectives(List<SharedVar> vars) {
        Set<DirectiveStmt> gone = Collections.newSetFromMap(new IdentityHashMap<>());
        for (SharedVar v : vars) {
            gone.add(v.alloc);
            gone.addAll(v.copyouts);
            if (v.remove != null) {
                gone.add(v.remove);
            }
        }
        for (DirectiveStmt d : gone) {
            if (d.parent() instanceof Compound c) {
                int i = c.indexOf(d);
                if (!d.leadingTrivia().isEmpty() && i + 1 < c.items().size()) {
                    Stmt next = c.items().get(i + 1);
                    List<Trivia> t = new ArrayList<>(d.leadingTrivia());
                    t.addAll(next.leadingTrivia());
                    next.setLeadingTrivia(t);
                }
                c.remove(d);
            }
        }
    }

    /** Removes the declaration of each kernel-local array of {@code live} that the kernel body no longer uses. */
    static void removeUnusedLocalDeclarations(Compound kbody, List<SharedVar> live) {
        for (SharedVar v : live) {
            if (v.local && v.array.declaration() instanceof InitDeclarator id
                    && !NodeWalker.any(kbody, n -> n instanceof Ident i && i.symbol() == v.array)) {
                DeclStmt.removeDeclarator(id);
            }
        }
    }
}
