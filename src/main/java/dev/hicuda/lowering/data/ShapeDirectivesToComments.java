package dev.hicuda.lowering.data;

import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.ShapeDirective;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.VerbatimStmt;

/**
 * Once every data directive and kernel has used them, the {@code shape} directives stay in the
 * output as comments, like the other directives, so that no {@code #pragma hicuda} line is left;
 * the implicit shapes the compiler made (from Mint copies) are removed.
 */
public final class ShapeDirectivesToComments implements Pass {
    @Override
    public String name() {
        return "shape-comments";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        for (DirectiveStmt ds : NodeWalker.collect(tu, DirectiveStmt.class)) {
            if (ds.directive() instanceof ShapeDirective sh && sh.implicit() && ds.parent() instanceof Compound c) {
                c.remove(ds); // made by the compiler: nothing to show
            } else if (ds.directive() instanceof ShapeDirective && ds.parent() instanceof Compound c) {
                VerbatimStmt v = VerbatimStmt.of("/* " + ds.text().replaceAll("\\s*\\\\\\r?\\n\\s*", " ").replace("*/", "* /") + " */");
                v.setLeadingTrivia(ds.leadingTrivia());
                v.at(ds.pos());
                c.set(c.indexOf(ds), v);
            }
        }
        return tu;
    }
}
