package dev.hicuda.analysis;

import dev.hicuda.diag.Diagnostic;
import dev.hicuda.diag.Severity;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.*;
import dev.hicuda.ir.stmt.*;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks where directives stand: kernel/kernel_end and singular/singular_end pairs in one
 * block, no nested kernels, loop_partition before a for loop inside a kernel (not in singular),
 * barrier inside kernels, global/constant/texture outside kernels and shared inside, shape on
 * pointers. (The order of the data directives of a variable is {@link dev.hicuda.analysis.dataflow.DataLifecycle}'s.)
 * Mint directives follow their own rules ({@code analysis/mint/MintChecker}).
 */
public final class DirectiveChecker implements Pass {
    @Override
    public String name() {
        return "check-directives";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        new Run(ctx).check(tu);
        return tu;
    }

    /** One run: the pairing of each block, cached, and the errors, reported in source order at the end. */
    private static final class Run {
        private final PassContext ctx;
        private final Map<Compound, BlockRegions> kernels = new IdentityHashMap<>();
        private final Map<Compound, BlockRegions> singulars = new IdentityHashMap<>();
        private final List<Diagnostic> errors = new ArrayList<>();

        Run(PassContext ctx) {
            this.ctx = ctx;
        }

        void check(TranslationUnit tu) {
            for (Node item : tu.items()) {
                if (item instanceof DirectiveStmt d && d.directive() != null && !(d.directive() instanceof ForeignDirective)) {
                    error(d, "'" + d.directive().keyword() + "' directive outside of a function");
                }
            }
            for (Compound c : NodeWalker.collect(tu, Compound.class)) {
                block(c);
            }
            Map<String, Integer> files = new java.util.HashMap<>();
            for (Diagnostic d : errors) {
                files.putIfAbsent(d.pos().file(), files.size());
            }
            errors.sort(Comparator.comparingInt((Diagnostic d) -> files.get(d.pos().file()))
                    .thenComparingInt(d -> d.pos().line()).thenComparingInt(d -> d.pos().column()));
            for (Diagnostic d : errors) {
                ctx.reporter().report(d);
            }
        }

        private void error(Node at, String message) {
            errors.add(new Diagnostic(Severity.ERROR, at.pos(), message));
        }

        private void error(dev.hicuda.diag.SourcePos at, String message) {
            errors.add(new Diagnostic(Severity.ERROR, at, message));
        }

        private BlockRegions kernelRegions(Compound c) {
            return kernels.computeIfAbsent(c, b -> new BlockRegions(b, d -> d instanceof KernelDirective,
                    d -> is(d, SimpleDirective.Kind.KERNEL_END), null));
        }

        private BlockRegions singularRegions(Compound c) {
            return singulars.computeIfAbsent(c, b -> new BlockRegions(b, d -> is(d, SimpleDirective.Kind.SINGULAR),
                    d -> is(d, SimpleDirective.Kind.SINGULAR_END), d -> is(d, SimpleDirective.Kind.KERNEL_END)));
        }

        private static boolean is(Directive d, SimpleDirective.Kind k) {
            return d instanceof SimpleDirective s && s.kind() == k;
        }

        /** Where a statement stands: the innermost block that knows (inside a region, or unknown) decides. */
        private BlockRegions.Where where(Stmt s, boolean kernel) {
            for (Node child = s, p = s.parent(); p != null; child = p, p = p.parent()) {
                if (p instanceof Compound c && child instanceof Stmt cs) {
                    BlockRegions r = kernel ? kernelRegions(c) : singularRegions(c);
                    BlockRegions.Where w = r.where(c.indexOf(cs));
                    if (w != BlockRegions.Where.OUTSIDE) {
                        return w;
                    }
                }
            }
            return BlockRegions.Where.OUTSIDE;
        }

        private KernelDirective enclosingKernel(Stmt s) {
            for (Node child = s, p = s.parent(); p != null; child = p, p = p.parent()) {
                if (p instanceof Compound c && child instanceof Stmt cs) {
                    DirectiveStmt d = kernelRegions(c).enclosing(c.indexOf(cs));
                    if (d != null) {
                        return (KernelDirective) d.directive();
                    }
                }
            }
            return null;
        }

        private void block(Compound c) {
            BlockRegions ks = kernelRegions(c);
            BlockRegions ss = singularRegions(c);
            for (DirectiveStmt d : ks.unclosed()) {
                error(d, "kernel '" + ((KernelDirective) d.directive()).name() + "' has no matching 'kernel_end' in the same block");
            }
            for (DirectiveStmt d : ks.unmatchedEnds()) {
                error(d, "'kernel_end' without a matching 'kernel' in the same block");
            }
            for (DirectiveStmt d : ss.closedByTerminator()) {
                error(d, "'singular' has no matching 'singular_end' before 'kernel_end'");
            }
            for (DirectiveStmt d : ss.unclosed()) {
                error(d, "'singular' has no matching 'singular_end' in the same block");
            }
            for (DirectiveStmt d : ss.unmatchedEnds()) {
                error(d, "'singular_end' without a matching 'singular' in the same block");
            }
            List<Stmt> items = c.items();
            for (int i = 0; i < items.size(); i++) {
                if (items.get(i) instanceof DirectiveStmt ds && ds.directive() != null) {
                    directive(c, i, ds);
                }
            }
        }

        private void directive(Compound c, int i, DirectiveStmt ds) {
            Directive d = ds.directive();
            if (d.isMint()) {
                return; // Mint's own rules: analysis/mint/MintChecker
            }
            BlockRegions.Where kernel = where(ds, true);
            boolean outside = kernel == BlockRegions.Where.OUTSIDE;
            boolean inside = kernel == BlockRegions.Where.INSIDE;
            if (d instanceof KernelDirective k) {
                if (inside) {
                    error(ds, "kernel '" + k.name() + "' is nested inside kernel '" + enclosingKernel(ds).name()
                            + "'; kernel regions cannot be nested");
                }
            } else if (d instanceof SimpleDirective s) {
                switch (s.kind()) {
                    case SINGULAR -> {
                        if (outside) {
                            error(ds, "'singular' directive outside of a kernel region");
                        } else if (where(ds, false) == BlockRegions.Where.INSIDE) {
                            error(ds, "'singular' regions cannot be nested");
                        }
                    }
                    case BARRIER -> {
                        if (outside) {
                            error(ds, "'barrier' directive outside of a kernel region");
                        } else if (where(ds, false) == BlockRegions.Where.INSIDE) {
                            error(ds, "'barrier' inside a 'singular' region would be reached by one thread only and deadlock");
                        }
                    }
                    default -> {
                    }
                }
            } else if (d instanceof LoopPartitionDirective) {
                if (outside) {
                    error(ds, "'loop_partition' directive outside of a kernel region");
                } else if (where(ds, false) == BlockRegions.Where.INSIDE) {
                    error(ds, "'loop_partition' inside a 'singular' region: singular code runs on one thread and cannot be partitioned");
                }
                Stmt next = ds.attachedStatement();
                for (int j = i - 1; j >= 0 && c.items().get(j) instanceof DirectiveStmt before; j--) {
                    if (before.directive() instanceof LoopPartitionDirective) {
                        error(ds, "a second 'loop_partition' for the same loop (the first is at line " + before.pos().line()
                                + "); one directive names both over_tblock and over_thread");
                        return;
                    }
                }
                if (!(next instanceof For)) {
                    error(ds, "'loop_partition' must be followed by a for loop" + (next == null ? "" : ", not by this " + describe(next)));
                }
            } else if (d instanceof DataDirective dd) {
                if (dd.memory() == DataDirective.Memory.SHARED) {
                    if (outside) {
                        error(ds, "'shared' directive outside of a kernel region; shared memory is managed inside kernels");
                    }
                } else if (inside) {
                    error(ds, "'" + dd.memory().keyword() + "' directive inside a kernel region; place it before 'kernel' or after 'kernel_end'");
                }
            } else if (d instanceof ShapeDirective sh) {
                Symbol s = SymbolTable.of(ctx) == null ? null : SymbolTable.of(ctx).lookup(sh.name(), ds);
                if (s == null) {
                    error(ds, "'shape' names '" + sh.name() + "', which is not declared here");
                } else if (!s.type().isPointer()) {
                    error(ds, "'shape' applies to pointer variables; '" + sh.name() + "' has type " + s.type().describe());
                } else {
                    checkShape(ds, sh, s, inside);
                }
            }
        }

        /**
         * A shape describes memory that a pointer points to, for the data directives outside kernels:
         * it stands outside kernel regions, the pointer points to elements (not void, not pointers),
         * and sizes known at compile time are positive.
         */
        private void checkShape(DirectiveStmt ds, ShapeDirective sh, Symbol s, boolean inKernel) {
            dev.hicuda.ir.type.CType el = ((dev.hicuda.ir.type.PointerType) s.type().resolved()).pointee();
            if (inKernel) {
                error(ds, "'shape' directive inside a kernel region; give the shape of '" + sh.name()
                        + "' before 'kernel', where its data directives see it");
            } else if (el.isVoid() || el.isPointer() || el.resolved() instanceof dev.hicuda.ir.type.FunctionType) {
                error(ds, "'shape' needs a pointer to array elements; '" + sh.name() + "' has type " + s.type().describe()
                        + (el.isVoid() ? " (convert it to a pointer to the element type)" : ""));
            }
            for (dev.hicuda.ir.expr.Expr d : sh.dims()) {
                Long v = SymbolTable.of(ctx).constEval().eval(d);
                if (v != null && v <= 0) {
                    error(d, "size of a dimension of '" + sh.name() + "' must be positive, not " + v);
                }
            }
        }
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
