package dev.hicuda.lowering.data;

import dev.hicuda.analysis.affine.Exprs;

import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where every {@code constant copyin} of the file lives: one {@code __constant__} pool of
 * {@link #poolSize} bytes (named {@link #POOL}), each copy at the offset chosen by
 * {@link IntervalColouring}, read through a typed view macro.  Built by
 * {@link ConstantMemoryPlanning}, used by {@link KernelLowering} (to redirect reads) and
 * {@link ConstantDataLowering} (to declare the pool and copy the data).
 */
public final class ConstantMemoryPlan {
    /** Where {@link ConstantMemoryPlanning} leaves the plan; empty until it runs. */
    public static final PassContext.Key<ConstantMemoryPlan> KEY =
            PassContext.Key.withDefault("constant-memory plan", ConstantMemoryPlan.class, ConstantMemoryPlan::empty);
    /** Constant memory a CUDA program may declare (every compute capability up to 9.x). */
    static final long LIMIT = 64 * 1024;
    /** The pool's name: the device array (CUDA), or the kernels' parameter (OpenCL). */
    public static final String POOL = "hicuda_constant_pool";

    private final List<ConstantVariable> variables;
    private final Map<DirectiveStmt, ConstantVariable> byDirective = new IdentityHashMap<>();
    private final long poolSize;
    private final long peak;
    private final long align;
    private final java.util.Set<dev.hicuda.ir.decl.TranslationUnit> readers =
            java.util.Collections.newSetFromMap(new IdentityHashMap<>());

    ConstantMemoryPlan(List<ConstantVariable> variables, long poolSize, long peak, long align) {
        this.variables = List.copyOf(variables);
        for (ConstantVariable v : variables) {
            byDirective.put(v.directive, v);
        }
        this.poolSize = poolSize;
        this.peak = peak;
        this.align = align;
    }

    /** The plan of this compilation. */
    public static ConstantMemoryPlan of(PassContext ctx) {
        return ctx.get(KEY);
    }

    public static ConstantMemoryPlan empty() {
        return new ConstantMemoryPlan(List.of(), 0, 0, 1);
    }

    List<ConstantVariable> variables() {
        return variables;
    }

    /**
     * The copy made by this {@code constant copyin} directive, or null; the copies of one directive in
     * the clones of its function are one copy, in one place of the pool.
     */
    ConstantVariable variable(DirectiveStmt copyin) {
        return byDirective.get(copyin.origin());
    }

    /** Records that device code of {@code tu}'s device file reads the pool. */
    void markReadBy(dev.hicuda.ir.decl.TranslationUnit tu) {
        readers.add(tu);
    }

    /**
     * The files whose device file holds a copy of the pool: those with a {@code constant copyin}
     * and those whose device code reads the pool.  Every copy-in copies into each (the pools are
     * alike: one plan for the whole program); a program of one file has one pool.
     */
    java.util.List<dev.hicuda.pass.PassContext> poolUnits(dev.hicuda.pass.WholeProgram program) {
        java.util.List<dev.hicuda.pass.PassContext> l = new ArrayList<>();
        if (isEmpty()) {
            return l;
        }
        for (dev.hicuda.pass.PassContext u : program.units()) {
            boolean copies = variables.stream().anyMatch(v -> program.unitOf(v.directive) == u);
            if (copies || readers.contains(u.program().unit()) || !program.severalFiles()) {
                l.add(u);
            }
        }
        return l;
    }

    /**
     * The device file's function that gives the address of its pool, named after the source file
     * ({@code hicuda_constant_pool_address_vecadd} for {@code vecadd.c}), so that the device files of a
     * program of several files link together; on the OpenCL target, the host program's function that
     * returns the file's pool buffer ({@code hicuda_cl_constant_pool_vecadd}).
     */
    static String addressFunction(dev.hicuda.pass.PassContext unit) {
        String base = java.nio.file.Path.of(unit.program().main().name()).getFileName().toString().replaceFirst("\\.[^.]*$", "");
        String prefix = unit.target() == dev.hicuda.pass.Target.opencl ? "hicuda_cl_constant_pool_" : "hicuda_constant_pool_address_";
        return prefix + base.replaceAll("[^A-Za-z0-9_]", "_");
    }

    /** The pool's size in bytes (0 when no data lives in constant memory). */
    public long poolSize() {
        return poolSize;
    }

    long peak() {
        return peak;
    }

    long align() {
        return align;
    }

    boolean isEmpty() {
        return variables.isEmpty();
    }

    /** The layout as a table: offset, bytes, view, type, section, scope. */
    List<String> layoutTable(CPrinter p, Exprs ex) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"offset", "bytes", "view", "type", "section", "scope (copyin..remove)"});
        for (ConstantVariable v : variables) {
            StringBuilder type = new StringBuilder(v.elementType(p));
            for (long e : v.extents) {
                type.append('[').append(e).append(']');
            }
            rows.add(new String[] {String.valueOf(v.offset()), String.valueOf(v.bytes()), v.view, type.toString(),
                    v.describeSection(p, ex), v.scope()});
        }
        int[] w = new int[6];
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                w[i] = Math.max(w[i], r[i].length());
            }
        }
        List<String> out = new ArrayList<>();
        for (String[] r : rows) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < r.length; i++) {
                String cell = i < 2 ? " ".repeat(w[i] - r[i].length()) + r[i] : r[i] + " ".repeat(w[i] - r[i].length());
                sb.append(i == 0 ? "" : "  ").append(cell);
            }
            out.add(sb.toString().stripTrailing());
        }
        return out;
    }

    /** One line: pool size, peak, alignment. */
    String summary() {
        return POOL + ": " + poolSize + " bytes, aligned to " + align + " (at most " + peak
                + " bytes are live at once; variables whose scopes do not overlap share bytes)";
    }
}
