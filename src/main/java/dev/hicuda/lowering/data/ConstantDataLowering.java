package dev.hicuda.lowering.data;

import dev.hicuda.analysis.SymbolTable;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.decl.DeviceUnit;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.ir.type.PrimitiveType;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Translates the {@code constant} directives in place and declares the constant pool planned by
 * {@link ConstantMemoryPlanning}: one {@code __constant__} array of bytes with, per copy, a typed
 * view macro ({@code #define c_A ((const float (*)[4]) (hicuda_constant_pool + 48))}), before
 * the first function of the file, under a comment that gives the layout.
 *
 * <p>{@code constant copyin A[section]} copies the section with one checked
 * {@code cudaMemcpyToSymbol} at the copy's offset when it is contiguous in host memory;
 * otherwise it takes the pool's device address once and moves the section with one strided
 * 2-D or 3-D copy ({@code hicuda_copy_box}, the helper of the global directives).
 * {@code constant remove} frees nothing (the pool is static) and becomes a comment: the bytes
 * may be reused by later copies.
 */
public final class ConstantDataLowering implements Pass {
    private Reporter reporter;
    private Exprs ex;
    private String poolAddress;
    private final CPrinter p = CPrinter.readable();

    @Override
    public String name() {
        return "constant-data";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        this.reporter = ctx.reporter();
        this.ex = new Exprs(SymbolTable.of(ctx).constEval());
        this.poolAddress = poolAddress(ctx.program().main().name());
        ConstantMemoryPlan plan = ConstantMemoryPlan.of(ctx);
        for (DirectiveStmt ds : NodeWalker.collect(tu, DirectiveStmt.class)) {
            if (!(ds.directive() instanceof DataDirective dd) || dd.memory() != DataDirective.Memory.CONSTANT
                    || !(ds.parent() instanceof Compound c)) {
                continue;
            }
            List<String> lines = new ArrayList<>();
            lines.add("/* " + ds.text().replaceAll("\\s*\\\\\\r?\\n\\s*", " ").replace("*/", "* /") + " */");
            if (dd.action() == DataDirective.Action.COPYIN) {
                ConstantVariable v = plan.variable(ds);
                if (v == null) {
                    continue;
                }
                List<String> copy = copy(v);
                if (copy == null) {
                    continue;
                }
                lines.addAll(copy);
            }
            VerbatimStmt out = new VerbatimStmt(lines);
            out.setLeadingTrivia(ds.leadingTrivia());
            out.at(ds.pos());
            c.set(c.indexOf(ds), out);
        }
        if (!plan.isEmpty()) {
            declarePool(tu, plan);
        }
        return tu;
    }

    // ------------------------------------------------------------------ the copy

    /**
     * The copy of the section into the pool.  Dimensions d+1.. that the section covers entirely
     * are merged with dimension d into one contiguous run; the dimensions before it are strided.
     */
    private List<String> copy(ConstantVariable v) {
        DeviceArray a = v.layout;
        String where = v.directive.pos().file() + ":" + v.directive.pos().line() + ": constant copyin " + v.hostName();
        String esz = "sizeof(" + v.elementType(p) + ")";
        int rank = a.rank();
        int run = rank - 1;
        while (run >= 1 && covers(v, run)) {
            run--;
        }
        long runLength = 1;
        for (int d = run; d < rank; d++) {
            runLength *= v.extents.get(d);
        }
        String src = a.shape.hostAddress(a.lo, ex, p);
        if (run == 0) {
            return List.of("hicuda_check(cudaMemcpy((unsigned char *) " + poolAddress + "() + " + v.offset() + ", " + src + ", "
                    + v.elements() + " * " + esz + ", cudaMemcpyHostToDevice), \"" + where + "\");");
        }
        if (run > 2) {
            reporter.error(v.copyin().variable().pos(), "copying this section of '" + v.hostName() + "' to constant memory needs more"
                    + " than a 3-D strided copy; sections of more than 3 strided dimensions are not supported yet");
            return null;
        }
        Expr hostPitch = Exprs.num(1);
        for (int d = run; d < rank; d++) {
            hostPitch = ex.mul(hostPitch, a.hostDims.get(d).copy());
        }
        String width = runLength + " * " + esz;
        String spitch = p.expr(Exprs.paren(hostPitch, 13)) + " * " + esz;
        long height = v.extents.get(run - 1);
        long depth = run == 2 ? v.extents.get(0) : 1;
        String sysize = run == 2 ? p.expr(a.hostDims.get(1)) : "1";
        long dysize = run == 2 ? v.extents.get(1) : 1;
        List<String> out = new ArrayList<>();
        out.add("hicuda_copy_box((unsigned char *) " + poolAddress + "() + " + v.offset() + ", " + width + ", " + dysize + ", "
                + src + ", " + spitch + ", " + sysize + ", " + width + ", " + height + ", " + depth
                + ", cudaMemcpyHostToDevice, \"" + where + "\");");
        return out;
    }

    /** Whether the section covers dimension d of the host array entirely. */
    private boolean covers(ConstantVariable v, int d) {
        Long host = ex.value(v.layout.hostDims.get(d));
        Long lo = ex.value(v.layout.lo.get(d));
        return host != null && lo != null && lo == 0 && host.equals(v.extents.get(d));
    }

    // ------------------------------------------------------------------ the pool

    /**
     * The device address of the pool, for the host program: a function of the device file, where
     * the symbol is (the host program is C and cannot name a {@code __constant__} variable). The pool
     * is static and the function is named after the source file ({@code hicuda_constant_pool_address_vecadd}
     * for {@code vecadd.c}), so that the translations of several files link into one program.
     */
    static final String POOL_ADDRESS = "hicuda_constant_pool_address";

    /** {@link #POOL_ADDRESS} for the file {@code source}: its name without folders and extension, as an identifier. */
    static String poolAddress(String source) {
        String base = java.nio.file.Path.of(source).getFileName().toString().replaceFirst("\\.[^.]*$", "");
        return POOL_ADDRESS + "_" + base.replaceAll("[^A-Za-z0-9_]", "_");
    }

    private void declarePool(TranslationUnit tu, ConstantMemoryPlan plan) {
        List<String> l = new ArrayList<>();
        long all = plan.variables().stream().mapToLong(ConstantVariable::bytes).sum();
        l.add("/* Constant memory: one __constant__ pool for the whole file.  Each 'constant copyin' reads through a");
        l.add(" * typed view at an offset chosen by interval colouring of the copies' scopes (paper section 5.6), so");
        l.add(" * copies that are never live together share bytes: " + plan.poolSize() + " bytes (the peak of the live copies is "
                + plan.peak() + "; all copies together: " + all + ").");
        for (String row : plan.layoutTable(p, ex)) {
            l.add(" *   " + row.replace("*/", "* /"));
        }
        l.add(" */");
        Set<String> checked = new LinkedHashSet<>();
        for (ConstantVariable v : plan.variables()) {
            if (!(v.layout.element.resolved() instanceof PrimitiveType) && checked.add(v.elementType(p))) {
                l.add("static_assert(sizeof(" + v.elementType(p) + ") == " + v.elementSize
                        + ", \"hicuda: the constant pool layout assumes sizeof(" + v.elementType(p) + ") == " + v.elementSize + "\");");
            }
        }
        l.add("static __constant__ __align__(" + plan.align() + ") unsigned char " + ConstantMemoryPlan.POOL + "[" + plan.poolSize() + "];");
        for (ConstantVariable v : plan.variables()) {
            l.add("#define " + v.view + " ((" + v.viewType(p) + ") (" + ConstantMemoryPlan.POOL + " + " + v.offset() + "))");
        }
        VerbatimStmt pool = new VerbatimStmt(l);
        pool.setLeadingTrivia(List.of(Trivia.blank()));
        tu.device().add(DeviceUnit.Section.DECLARATIONS, pool);
        VerbatimStmt address = VerbatimStmt.of(
                "/* The device address of the constant pool, for the host program's copies into it. */",
                "extern \"C\" void *" + poolAddress + "(void)",
                "{",
                "    void *p = 0;",
                "    if (cudaGetSymbolAddress(&p, " + ConstantMemoryPlan.POOL + ") != cudaSuccess) {",
                "        return 0;",
                "    }",
                "    return p;",
                "}");
        address.setLeadingTrivia(List.of(Trivia.blank()));
        tu.device().add(DeviceUnit.Section.HOST_INTERFACE, address);
        VerbatimStmt prototype = VerbatimStmt.of("void *" + poolAddress + "(void); /* in the device file: where the constant pool is */");
        prototype.setLeadingTrivia(List.of(Trivia.blank()));
        tu.insert(firstFunction(tu), prototype);
    }

    /** Where a generated declaration goes in the host program: before its first function of the file. */
    private static int firstFunction(TranslationUnit tu) {
        for (int i = 0; i < tu.items().size(); i++) {
            if (!tu.items().get(i).isIncluded() && tu.items().get(i) instanceof FunctionDef) {
                return i;
            }
        }
        return tu.items().size();
    }
}
