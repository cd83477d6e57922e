package dev.hicuda.optimize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.affine.PolyReader;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.optimize.nest.ArrayDims;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.optimize.arrays.PrivateArrays;
import dev.hicuda.optimize.arrays.SharedCopies;
import dev.hicuda.optimize.nest.Names;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.List;

/**
 * Small arrays in shared memory: a thread's own array indexed at run time gets a column of a shared array
 * ({@link PrivateArrays}: local memory would serve a warp's different elements one line each), and a small table
 * read at subscripts that differ between threads in a loop is copied to shared memory at the kernel's start
 * ({@link SharedCopies}).  Neither changes a result.  The kernel's other shared copies (the programmer's directives
 * or the shared-tiling pass's) count twice against the budget (they may be double-buffered): the block's static and
 * dynamic shared memory share the 48 KB it gets without opting in; a kernel with a shared copy whose size is not a
 * compile-time constant is left alone.  On at -O2 (tpacf's naive program: 47.7 →
 * 14.1 ms on the H200, both parts together; docs/optimizer.md).
 */
public final class SharedArrays implements Pass {
    private final Setting setting;

    public SharedArrays(Setting setting) {
        this.setting = setting;
    }

    @Override
    public String name() {
        return "shared-arrays";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        if (!setting.enabled()) {
            return tu;
        }
        Names names = new Names(tu, ctx.program() == null ? null : ctx.program().macros());
        for (KernelRegion r : Kernels.of(tu)) {
            String kernel = r.directive().name();
            SymbolTable symbols = SymbolTable.of(ctx);
            ConstEval constants = symbols.constEval();
            Stmt[] unknown = {null};
            long staged = stagedBytes(r, symbols, constants, unknown);
            if (unknown[0] != null) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: the kernel stages data in shared memory ("
                        + unknown[0].pos().file() + ":" + unknown[0].pos().line() + ") whose size is not a compile-time constant");
                continue;
            }
            long declared = declaredSharedBytes(r, constants, unknown);
            if (unknown[0] != null) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: the kernel declares a __shared__ array ("
                        + unknown[0].pos().file() + ":" + unknown[0].pos().line() + ") whose size is not a compile-time constant");
                continue;
            }
            // the copies may be double-buffered (pipelined): twice their bytes, and the block's static and dynamic
            // shared memory share the 48 KB a block gets without opting in (the stencil tiling's planes are static)
            long[] used = {2 * staged + declared};
            List<String> lines = new ArrayList<>(new PrivateArrays(constants, names, setting.forced()).apply(r, used));
            if (lines.stream().anyMatch(l -> l.startsWith("applied"))) {
                new SymbolResolver().run(tu, ctx);
                symbols = SymbolTable.of(ctx);
                constants = symbols.constEval();
            }
            lines.addAll(new SharedCopies(constants, symbols, setting.forced()).apply(r, used));
            boolean applied = false;
            for (String l : lines) {
                applied |= l.startsWith("applied");
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), l.startsWith("applied") ? l : "not applied: " + l);
            }
            if (lines.isEmpty()) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: no array of a thread indexed at run time and no"
                        + " small table read at subscripts that differ between threads");
            }
            if (applied) {
                new SymbolResolver().run(tu, ctx);
            }
        }
        return tu;
    }

    /**
     * The bytes of the kernel's shared copies (the programmer's or the shared-tiling pass's {@code shared alloc}); when
     * one's size is not a compile-time constant, that directive is put in {@code unknown[0]}.
     */
    private static long stagedBytes(KernelRegion r, SymbolTable symbols, ConstEval constants, Stmt[] unknown) {
        PolyReader reader = new PolyReader(constants);
        long total = 0;
        for (Stmt s : r.body()) {
            for (DirectiveStmt d : NodeWalker.collect(s, DirectiveStmt.class)) {
                if (!(d.directive() instanceof DataDirective dd) || dd.memory() != DataDirective.Memory.SHARED
                        || dd.action() != DataDirective.Action.ALLOC || dd.variable() == null) {
                    continue;
                }
                Symbol x = symbols.lookup(dd.variable().name(), d);
                ArrayDims dims = x == null ? null : ArrayDims.of(x, d, symbols);
                Long bytes = dims == null || dims.rank() != dd.variable().dims().size() ? null : dims.elementSize();
                for (int m = 0; bytes != null && m < dims.rank(); m++) {
                    Section.Range range = dd.variable().dims().get(m);
                    Long n = range.isAll() ? constants.eval(dims.dims().get(m)) : range.isSingle() ? Long.valueOf(1) : extent(reader, range);
                    bytes = n == null || n <= 0 ? null : bytes * n;
                }
                if (bytes == null) {
                    unknown[0] = d;
                    return -1;
                }
                total += bytes;
            }
        }
        return total;
    }

    /** The bytes of the {@code __shared__} arrays declared in the kernel (the stencil tiling's planes); an unknown one goes to {@code unknown[0]}. */
    private static long declaredSharedBytes(KernelRegion r, ConstEval constants, Stmt[] unknown) {
        long total = 0;
        for (Stmt s : r.body()) {
            for (dev.hicuda.ir.stmt.DeclStmt d : NodeWalker.collect(s, dev.hicuda.ir.stmt.DeclStmt.class)) {
                if (!d.decl().specs().has("__shared__")) {
                    continue;
                }
                for (dev.hicuda.ir.decl.InitDeclarator id : d.decl().declarators()) {
                    long bytes = 1;
                    dev.hicuda.ir.decl.Declarator dd = id.declarator();
                    while (dd instanceof dev.hicuda.ir.decl.ArrayDeclarator a) {
                        Long n = a.size() == null ? null : constants.eval(a.size());
                        if (n == null) {
                            unknown[0] = d;
                            return -1;
                        }
                        bytes *= n;
                        dd = a.inner();
                    }
                    total += bytes * 8; // the element type is not resolved here: at most 8 bytes an element
                }
            }
        }
        return total;
    }

    private static Long extent(PolyReader reader, Section.Range range) {
        Poly lo = reader.read(range.start());
        Poly hi = reader.read(range.end());
        return lo == null || hi == null ? null : hi.minus(lo).plus(1).constantValue();
    }
}
