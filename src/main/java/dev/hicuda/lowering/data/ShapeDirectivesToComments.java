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
 * so do the loop_partition, barrier, singular and shared directives of the host version of a
 * function that kernels call.  The implicit shapes the compiler made (from Mint copies) and the
 * directives propagated to callees (journal §5.7.2) are removed.
 */
public final class ShapeDirectivesToComments implements Pass {
    @Override
    public String name() {
        return "shape-comments";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        for (DirectiveStmt ds : NodeWalker.collect(tu, DirectiveStmt.class)) {
            if ((ds.isPropagated() || ds.directive() instanceof ShapeDirective sh && sh.implicit()) && ds.parent() instanceof Compound c) {
                c.remove(ds); // made by the compiler: nothing to show
            } else if ((ds.directive() instanceof ShapeDirective || hostCopyOfDeviceCode(ds)) && ds.parent() instanceof Compound c) {
                VerbatimStmt v = VerbatimStmt.of("/* " + ds.text().replaceAll("\\s*\\\\\\r?\\n\\s*", " ").replace("*/", "* /") + " */");
                v.setLeadingTrivia(ds.leadingTrivia());
                v.at(ds.pos());
                c.set(c.indexOf(ds), v);
            }
        }
        return tu;
    }

    /**
     * A loop_partition, barrier, singular or shared directive left in host code: it stands in a
     * function that kernels call (compiled for the device with the kernel's context), whose host
     * version runs it sequentially.
     */
    private static boolean hostCopyOfDeviceCode(DirectiveStmt ds) {
        return ds.directive() instanceof dev.hicuda.ir.directive.LoopPartitionDirective
                || ds.directive() instanceof dev.hicuda.ir.directive.SimpleDirective sd && sd.kind() != dev.hicuda.ir.directive.SimpleDirective.Kind.SINGLE
                && sd.kind() != dev.hicuda.ir.directive.SimpleDirective.Kind.KERNEL_END
                || ds.directive() instanceof dev.hicuda.ir.directive.DataDirective dd && dd.memory() == dev.hicuda.ir.directive.DataDirective.Memory.SHARED;
    }
}
