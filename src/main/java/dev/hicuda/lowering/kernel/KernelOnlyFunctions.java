package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.interproc.FunctionClasses;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.FunctionDeclarator;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.List;

/**
 * Once the kernels are outlined: a {@code static} function that kernels call and that the host program no longer
 * names (every call to it was inside kernel regions) leaves the host program, with its {@code static} prototypes; a
 * comment says where its device copy is. The host copy would be dead code, which {@code gcc -Wall} reports as
 * "defined but not used". Functions with external linkage stay (another file may call them), and so does any
 * function the host still names, calls or takes the address of. Its comments and preprocessor lines stay in place.
 */
public final class KernelOnlyFunctions implements Pass {
    @Override
    public String name() {
        return "kernel-only-functions";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        FunctionClasses classes = FunctionClasses.of(ctx);
        boolean removed = true;
        while (removed) { // a callee that only a removed function called goes too
            removed = false;
            for (FunctionDef f : tu.functions()) {
                if (f.specs().has("static") && classes.kind(f) == FunctionClasses.Kind.IK && !namedOutside(tu, f)) {
                    for (Node n : new ArrayList<>(tu.items())) {
                        if (n == f || isPrototypeOf(n, f.name())) {
                            drop(tu, n, n == f ? "/* " + f.name() + " (" + f.pos().file() + ":" + f.pos().line()
                                    + ") is called only in kernels: its copy is in the device code */" : null);
                        }
                    }
                    removed = true;
                }
            }
        }
        return tu;
    }

    /** Whether any part of the unit other than f itself (and its prototypes) names f. */
    private static boolean namedOutside(TranslationUnit tu, FunctionDef f) {
        for (Node n : tu.items()) {
            if (n == f || isPrototypeOf(n, f.name())) {
                continue;
            }
            if (NodeWalker.any(n, x -> x instanceof Ident i && i.name().equals(f.name()))) {
                return true;
            }
        }
        return false;
    }

    /** A declaration of only function {@code name} ({@code static int f(int);}). */
    private static boolean isPrototypeOf(Node n, String name) {
        if (!(n instanceof Declaration d) || d.declarators().size() != 1) {
            return false;
        }
        InitDeclarator id = d.declarators().get(0);
        return name.equals(id.name()) && id.declarator() instanceof FunctionDeclarator;
    }

    /** Removes n, its leading comments and preprocessor lines (and {@code note}) moving to the item after it. */
    private static void drop(TranslationUnit tu, Node n, String note) {
        List<Node> items = tu.items();
        int i = items.indexOf(n);
        List<Trivia> keep = new ArrayList<>(n.leadingTrivia());
        if (note != null) {
            keep.add(new Trivia(Trivia.Kind.COMMENT, note));
        }
        tu.remove(n);
        if (i < tu.items().size()) {
            Node next = tu.items().get(i);
            keep.addAll(next.leadingTrivia());
            next.setLeadingTrivia(keep);
        } else {
            List<Trivia> t = new ArrayList<>(keep);
            t.addAll(tu.trailingTrivia());
            tu.setTrailingTrivia(t);
        }
    }
}
