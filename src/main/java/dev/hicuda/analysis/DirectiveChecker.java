package dev.hicuda.analysis;

import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.*;
import dev.hicuda.ir.stmt.*;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.lowering.Pass;
import dev.hicuda.lowering.PassContext;

import java.util.List;

/**
 * Checks where directives stand: kernel/kernel_end and singular/singular_end pairs in one
 * block, no nested kernels, loop_partition before a for loop inside a kernel (not in singular),
 * barrier inside kernels, global/constant/texture outside kernels and shared inside, a free or
 * remove matched by an alloc or copyin in the same scope, shape on pointers.
 */
public final class DirectiveChecker implements Pass {
    @Override
    public String name() {
        return "check-directives";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        Reporter r = ctx.reporter();
        for (Node item : tu.items()) {
            if (item instanceof DirectiveStmt d && d.directive() != null && !(d.directive() instanceof ForeignDirective)) {
                r.error(d.pos(), "'" + d.directive().keyword() + "' directive outside of a function");
            }
        }
        for (Compound c : NodeWalker.collect(tu, Compound.class)) {
            block(c, ctx);
        }
        return tu;
    }

    private void block(Compound c, PassContext ctx) {
        Reporter r = ctx.reporter();
        DirectiveStmt openKernel = null;
        DirectiveStmt openSingular = null;
        List<Stmt> items = c.items();
        for (int i = 0; i < items.size(); i++) {
            if (!(items.get(i) instanceof DirectiveStmt ds) || ds.directive() == null) {
                continue;
            }
            Directive d = ds.directive();
            KernelRegion outer = KernelRegion.enclosing(ds);
            boolean inKernel = outer != null || openKernel != null;
            if (d instanceof KernelDirective k) {
                if (inKernel) {
                    KernelDirective o = openKernel != null ? (KernelDirective) openKernel.directive() : outer.directive();
                    r.error(ds.pos(), "kernel '" + k.name() + "' is nested inside kernel '" + o.name()
                            + "'; kernel regions cannot be nested");
                    continue;
                }
                openKernel = ds;
            } else if (d instanceof SimpleDirective s) {
                switch (s.kind()) {
                    case KERNEL_END -> {
                        if (openKernel == null) {
                            r.error(ds.pos(), "'kernel_end' without a matching 'kernel' in the same block");
                        } else if (openSingular != null) {
                            r.error(openSingular.pos(), "'singular' has no matching 'singular_end' before 'kernel_end'");
                            openSingular = null;
                        }
                        openKernel = null;
                    }
                    case SINGULAR -> {
                        if (!inKernel) {
                            r.error(ds.pos(), "'singular' directive outside of a kernel region");
                        } else if (openSingular != null) {
                            r.error(ds.pos(), "'singular' regions cannot be nested");
                        }
                        openSingular = ds;
                    }
                    case SINGULAR_END -> {
                        if (openSingular == null) {
                            r.error(ds.pos(), "'singular_end' without a matching 'singular' in the same block");
                        }
                        openSingular = null;
                    }
                    case BARRIER -> {
                        if (!inKernel) {
                            r.error(ds.pos(), "'barrier' directive outside of a kernel region");
                        } else if (openSingular != null || insideSingular(ds)) {
                            r.error(ds.pos(), "'barrier' inside a 'singular' region would be reached by one thread only and deadlock");
                        }
                    }
                }
            } else if (d instanceof LoopPartitionDirective) {
                if (!inKernel) {
                    r.error(ds.pos(), "'loop_partition' directive outside of a kernel region");
                } else if (openSingular != null || insideSingular(ds)) {
                    r.error(ds.pos(), "'loop_partition' inside a 'singular' region: singular code runs on one thread and cannot be partitioned");
                }
                Stmt next = ds.attachedStatement();
                if (!(next instanceof For)) {
                    r.error(ds.pos(), "'loop_partition' must be followed by a for loop"
                            + (next == null ? "" : ", not by this " + describe(next)));
                }
            } else if (d instanceof DataDirective dd) {
                if (dd.memory() == DataDirective.Memory.SHARED) {
                    if (!inKernel) {
                        r.error(ds.pos(), "'shared' directive outside of a kernel region; shared memory is managed inside kernels");
                    }
                } else if (inKernel) {
                    r.error(ds.pos(), "'" + dd.memory().keyword() + "' directive inside a kernel region; place it before 'kernel' or after 'kernel_end'");
                }
                if (dd.action() == DataDirective.Action.FREE || dd.action() == DataDirective.Action.REMOVE) {
                    for (DataDirective.Name n : dd.names()) {
                        if (!allocatedBefore(c, i, dd.memory(), n.name())) {
                            r.error(n.pos(), "'" + dd.memory().keyword() + " " + dd.action().name().toLowerCase() + " " + n.name()
                                    + "' has no matching '" + dd.memory().keyword() + (dd.memory() == DataDirective.Memory.GLOBAL
                                    || dd.memory() == DataDirective.Memory.SHARED ? " alloc " : " copyin ") + n.name()
                                    + "' in the same scope");
                        }
                    }
                }
            } else if (d instanceof ShapeDirective sh) {
                Symbol s = ctx.symbols() == null ? null : ctx.symbols().lookup(sh.name(), ds);
                if (s == null) {
                    r.error(ds.pos(), "'shape' names '" + sh.name() + "', which is not declared here");
                } else if (!s.type().isPointer()) {
                    r.error(ds.pos(), "'shape' applies to pointer variables; '" + sh.name() + "' has type " + s.type().describe());
                } else {
                    checkShape(ds, sh, s, inKernel, ctx);
                }
            }
        }
        if (openKernel != null) {
            r.error(openKernel.pos(), "kernel '" + ((KernelDirective) openKernel.directive()).name()
                    + "' has no matching 'kernel_end' in the same block");
        }
        if (openSingular != null) {
            r.error(openSingular.pos(), "'singular' has no matching 'singular_end' in the same block");
        }
    }

    /**
     * A shape describes memory that a pointer points to, for the data directives outside kernels:
     * it stands outside kernel regions, the pointer points to elements (not void, not pointers),
     * and sizes known at compile time are positive.
     */
    private static void checkShape(DirectiveStmt ds, ShapeDirective sh, Symbol s, boolean inKernel, PassContext ctx) {
        Reporter r = ctx.reporter();
        dev.hicuda.ir.type.CType el = ((dev.hicuda.ir.type.PointerType) s.type().resolved()).pointee();
        if (inKernel) {
            r.error(ds.pos(), "'shape' directive inside a kernel region; give the shape of '" + sh.name()
                    + "' before 'kernel', where its data directives see it");
        } else if (el.isVoid() || el.isPointer() || el.resolved() instanceof dev.hicuda.ir.type.FunctionType) {
            r.error(ds.pos(), "'shape' needs a pointer to array elements; '" + sh.name() + "' has type " + s.type().describe()
                    + (el.isVoid() ? " (convert it to a pointer to the element type)" : ""));
        }
        for (dev.hicuda.ir.expr.Expr d : sh.dims()) {
            Long v = ctx.symbols().constEval().eval(d);
            if (v != null && v <= 0) {
                r.error(d.pos(), "size of a dimension of '" + sh.name() + "' must be positive, not " + v);
            }
        }
    }

    private static boolean insideSingular(Node n) {
        for (Node child = n, p = n.parent(); p != null; child = p, p = p.parent()) {
            if (p instanceof Compound c && child instanceof Stmt s) {
                boolean open = false;
                for (Stmt x : c.items()) {
                    if (x == s) {
                        if (open) {
                            return true;
                        }
                        break;
                    }
                    if (x instanceof DirectiveStmt d && d.directive() instanceof SimpleDirective sd) {
                        if (sd.kind() == SimpleDirective.Kind.SINGULAR) {
                            open = true;
                        } else if (sd.kind() == SimpleDirective.Kind.SINGULAR_END) {
                            open = false;
                        }
                    }
                }
            }
        }
        return false;
    }

    private static boolean allocatedBefore(Compound c, int index, DataDirective.Memory mem, String name) {
        for (int j = index - 1; j >= 0; j--) {
            if (c.items().get(j) instanceof DirectiveStmt d && d.directive() instanceof DataDirective dd
                    && dd.memory() == mem && dd.variable() != null && dd.variable().name().equals(name)
                    && (dd.action() == DataDirective.Action.ALLOC || dd.action() == DataDirective.Action.COPYIN)) {
                return true;
            }
        }
        return false;
    }

    private static String describe(Stmt s) {
        String n = s.getClass().getSimpleName();
        return switch (n) {
            case "While" -> "while loop";
            case "ExprStmt" -> "statement";
            case "DeclStmt" -> "declaration";
            case "Compound" -> "block";
            case "If" -> "if statement";
            default -> n.toLowerCase() + " statement";
        };
    }
}
