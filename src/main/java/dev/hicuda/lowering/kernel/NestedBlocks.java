package dev.hicuda.lowering.kernel;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.SharedBufferDecl;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.VerbatimStmt;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Splices the blocks that lowering a kernel leaves nested in blocks into their enclosing block, so
 * that a kernel reads as it would be written by hand (issue 16): partitioning a loop replaces it by a
 * block of the statements one thread runs, and the loop's own body, no longer a loop body, is a block
 * inside that one; nested partitioned loops give {@code { i = ...; { { j = ...; { ... } } } }}.
 *
 * <p>A block B that is an item of a block P is spliced into P (its items take its place) when doing so
 * cannot change what any name means:
 * <ul>
 * <li>B declares nothing at its top level; or</li>
 * <li>B is P's last item (no statement of P follows that could see B's names), and nothing B declares
 *     is declared at P's top level, among the function's parameters when P is the function body, or in
 *     the loop's init when P is the body of a {@code for} (a redeclaration there is an error in C++).</li>
 * </ul>
 * Blocks the user wrote inside a block are kept (they were meant), as are blocks carrying a comment
 * before their closing brace, and blocks declaring what cannot be enumerated (struct, union or enum
 * definitions, verbatim text). B's leading comments go to its first item. Children are tidied before
 * their parents, so that a chain of wrappers collapses at once.
 */
final class NestedBlocks {
    private final Set<Compound> keep;

    private NestedBlocks(Set<Compound> keep) {
        this.keep = keep;
    }

    /** The blocks the user wrote as items of blocks inside the statements of a kernel region (they are kept). */
    static Set<Compound> writtenByTheUser(List<Stmt> region) {
        Set<Compound> keep = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Stmt s : region) {
            dev.hicuda.ir.NodeWalker.preOrder(s, n -> {
                if (n instanceof Compound c && n != s && c.parent() instanceof Compound) {
                    keep.add(c);
                }
            });
        }
        return keep;
    }

    /** Tidies the body of a lowered kernel (outlined: its parent is the kernel function), keeping the blocks of {@code keep}. */
    static void flatten(Compound kernelBody, Set<Compound> keep) {
        new NestedBlocks(keep).tidy(kernelBody);
    }

    private void tidy(Node n) {
        for (Node c : new ArrayList<>(n.children())) {
            tidy(c);
        }
        if (!(n instanceof Compound p)) {
            return;
        }
        for (int i = 0; i < p.items().size(); ) {
            if (p.items().get(i) instanceof Compound b && spliceable(p, i, b)) {
                splice(p, i, b); // its items are looked at in their new place
            } else {
                i++;
            }
        }
    }

    private boolean spliceable(Compound p, int index, Compound b) {
        if (keep.contains(b) || !b.closingTrivia().isEmpty() || b.trailingComment() != null || b.endComment() != null) {
            return false;
        }
        if (b.items().isEmpty()) {
            return b.leadingTrivia().isEmpty();
        }
        Set<String> declared = declared(b.items());
        if (declared == null) {
            return false;
        }
        if (declared.isEmpty()) {
            return true;
        }
        if (index != p.items().size() - 1) {
            return false;
        }
        List<Stmt> others = new ArrayList<>(p.items());
        others.remove(index);
        Set<String> around = declared(others);
        if (around == null) {
            return false;
        }
        if (p.parent() instanceof FunctionDef f && f.functionDeclarator() != null) {
            for (ParamDecl param : f.functionDeclarator().params()) {
                if (param.name() != null) {
                    around.add(param.name());
                }
            }
        }
        if (p.parent() instanceof For loop && loop.body() == p && loop.init() != null) {
            Set<String> init = declared(List.of(loop.init()));
            if (init == null) {
                return false;
            }
            around.addAll(init);
        }
        for (String name : declared) {
            if (around.contains(name)) {
                return false;
            }
        }
        return true;
    }

    /** Puts b's items in its place in p. */
    private static void splice(Compound p, int index, Compound b) {
        List<Stmt> items = b.removeRange(0, b.items().size() - 1);
        p.remove(b);
        if (!items.isEmpty() && !b.leadingTrivia().isEmpty()) {
            List<Trivia> t = new ArrayList<>(b.leadingTrivia());
            t.addAll(items.get(0).leadingTrivia());
            items.get(0).setLeadingTrivia(t);
        }
        for (int k = 0; k < items.size(); k++) {
            p.insert(index + k, items.get(k));
        }
    }

    /** The names the statements declare at their level; null when they may declare names not listed here. */
    private static Set<String> declared(List<Stmt> stmts) {
        Set<String> names = new HashSet<>();
        for (Stmt s : stmts) {
            if (s instanceof DeclStmt d) {
                for (DeclSpecs.Part part : d.decl().specs().parts()) {
                    if (part.kind() == DeclSpecs.Kind.STRUCT || part.kind() == DeclSpecs.Kind.ENUM) {
                        return null; // a tag, or enumeration constants
                    }
                }
                for (InitDeclarator id : d.decl().declarators()) {
                    if (id.name() == null) {
                        return null;
                    }
                    names.add(id.name());
                }
            } else if (s instanceof SharedBufferDecl sb) {
                names.add(sb.name());
            } else if (s instanceof VerbatimStmt v) {
                if (v.declares() == null) {
                    return null;
                }
                names.addAll(v.declares());
            }
        }
        return names;
    }
}
