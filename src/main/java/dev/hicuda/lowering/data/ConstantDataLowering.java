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
import dev.hicuda.lowering.target.HostApi;
import dev.hicuda.pass.Target;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Translates the {@code constant} directives in place and declares the constant pool planned by
 * {@link ConstantMemoryPlanning}: one {@code __constant__} array of bytes with, per copy, a typed
 * view macro ({@code #define c_A ((const float (*)[4]) (hicuda_constant_pool + 48))}), before
 * the first function of the file, under a comment that gives the layout.  On the OpenCL target
 * the pool is a {@code __constant} buffer that every kernel takes as its last parameter (OpenCL
 * 1.2 cannot write program-scope constants from the host), and the views name that parameter.
 *
 * <p>{@code constant copyin A[section]} copies the section with one checked copy at the copy's
 * offset (cudaMemcpy to the pool's device address, or a buffer write) when it is contiguous in
 * host memory; otherwise with one strided 2-D or 3-D copy (the helper of the global directives).
 * {@code constant remove} frees nothing (the pool is static) and becomes a comment: the bytes
 * may be reused by later copies.
 */
public final class ConstantDataLowering implements Pass {
    private Reporter reporter;
    private Exprs ex;
    private HostApi api;
    private Target target;
    private final CPrinter p = CPrinter.readable();

    @Override
    public String name() {
        return "constant-data";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        this.reporter = ctx.reporter();
        this.ex = new Exprs(SymbolTable.of(ctx).constEval());
        this.api = HostApi.of(ctx.target());
        this.target = ctx.target();
        ConstantMemoryPlan plan = ConstantMemoryPlan.of(ctx);
        // every copy-in copies into the pool of each device file that holds one (one for a program of one file)
        List<PassContext> pools = plan.poolUnits(ctx.whole());
        // OpenCL: a program of one file copies into its pool directly; of several, through each file's pool function
        boolean poolFunctions = target != Target.opencl || ctx.whole().severalFiles();
        Set<String> used = new LinkedHashSet<>();
        for (DirectiveStmt ds : NodeWalker.collect(tu, DirectiveStmt.class)) {
            if (!(ds.directive() instanceof DataDirective dd) || dd.memory() != DataDirective.Memory.CONSTANT
                    || !(ds.parent() instanceof Compound c) || ds.isPropagated()) {
                continue;
            }
            List<String> lines = new ArrayList<>();
            lines.add("/* " + ds.text().replaceAll("\\s*\\\\\\r?\\n\\s*", " ").replace("*/", "* /") + " */");
            if (dd.action() == DataDirective.Action.COPYIN) {
                ConstantVariable v = plan.variable(ds);
                if (v == null) {
                    continue;
                }
                for (PassContext pool : pools) {
                    String address = poolFunctions ? ConstantMemoryPlan.addressFunction(pool) : null;
                    List<String> copy = copy(v, plan.poolSize(), address);
                    if (copy == null) {
                        break;
                    }
                    lines.addAll(copy);
                    if (address != null) {
                        used.add(address);
                    }
                }
            }
            VerbatimStmt out = new VerbatimStmt(lines);
            out.setLeadingTrivia(ds.leadingTrivia());
            out.at(ds.pos());
            c.set(c.indexOf(ds), out);
        }
        if (pools.contains(ctx) && !plan.isEmpty()) {
            declarePool(tu, plan, ConstantMemoryPlan.addressFunction(ctx), ctx.whole().severalFiles());
        }
        List<String> protos = new ArrayList<>();
        String own = ConstantMemoryPlan.addressFunction(ctx);
        if (target == Target.opencl && poolFunctions && pools.contains(ctx) && !plan.isEmpty()) {
            protos.addAll(List.of(
                    "/* This file's constant pool (each file whose kernels read it has one, alike), for the copies into it that every",
                    " * file of the program makes. */",
                    "cl_mem " + own + "(const char *where)",
                    "{",
                    "    return hicuda_cl_constant_pool(" + plan.poolSize() + ", where);",
                    "}"));
            used.remove(own);
        }
        for (String a : used) {
            protos.add(target == Target.opencl
                    ? "cl_mem " + a + "(const char *where); /* in another file's host program: its constant pool */"
                    : "void *" + a + "(void); /* in " + (a.equals(own) ? "the" : "a") + " device file: where "
                    + (pools.size() > 1 ? "its copy of " : "") + "the constant pool is */");
        }
        if (!protos.isEmpty()) {
            VerbatimStmt prototype = new VerbatimStmt(protos);
            prototype.setLeadingTrivia(List.of(Trivia.blank()));
            tu.insert(firstFunction(tu), prototype);
        }
        return tu;
    }

    // ------------------------------------------------------------------ the copy

    /**
     * The copy of the section into the pool.  Dimensions d+1.. that the section covers entirely
     * are merged with dimension d into one contiguous run; the dimensions before it are strided.
     */
    private List<String> copy(ConstantVariable v, long poolSize, String poolAddress) {
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
        HostApi.DeviceAddress pool = api.constantPool(poolAddress, poolSize, v.offset(), where);
        if (run == 0) {
            return List.of(api.copyIn(pool, src, v.elements() + " * " + esz, where));
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
        return List.of(api.copyBox(pool, src, true, width, Long.toString(dysize), spitch, sysize, width, Long.toString(height),
                Long.toString(depth), where));
    }

    /** Whether the section covers dimension d of the host array entirely. */
    private boolean covers(ConstantVariable v, int d) {
        Long host = ex.value(v.layout.hostDims.get(d));
        Long lo = ex.value(v.layout.lo.get(d));
        return host != null && lo != null && lo == 0 && host.equals(v.extents.get(d));
    }

    // ------------------------------------------------------------------ the pool

    /**
     * Declares the pool in the device file, with the function that gives its device address to the
     * host program ({@code address}: the host program is C and cannot name a {@code __constant__}
     * variable).  The pool is static and the function is named after the source file
     * ({@code hicuda_constant_pool_address_vecadd} for {@code vecadd.c},
     * {@link ConstantMemoryPlan#addressFunction}), so that the device files of a program of several
     * files link together, each with its copy.
     */
    private void declarePool(TranslationUnit tu, ConstantMemoryPlan plan, String poolAddress, boolean several) {
        boolean opencl = target == Target.opencl;
        List<String> l = new ArrayList<>();
        long all = plan.variables().stream().mapToLong(ConstantVariable::bytes).sum();
        l.add(opencl
                ? "/* Constant memory: one __constant buffer for the whole " + (several ? "program (each file that needs it has a copy, and"
                + " every copy-in writes to each)" : "file") + ", each kernel's last parameter.  Each 'constant copyin' reads through a"
                : "/* Constant memory: one __constant__ pool for the whole " + (several ? "program (each device file that needs it has a copy,"
                + " and every copy-in writes to each)" : "file") + ".  Each 'constant copyin' reads through a");
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
                String same = "sizeof(" + v.elementType(p) + ") == " + v.elementSize;
                l.add(opencl // OpenCL C 1.2 is C99: no static_assert
                        ? "typedef char hicuda_pool_layout_" + checked.size() + "[(" + same + ") ? 1 : -1]; /* the layout assumes " + same + " */"
                        : "static_assert(" + same + ", \"hicuda: the constant pool layout assumes " + same + "\");");
            }
        }
        if (!opencl) {
            l.add("static __constant__ __align__(" + plan.align() + ") unsigned char " + ConstantMemoryPlan.POOL + "[" + plan.poolSize() + "];");
        }
        for (ConstantVariable v : plan.variables()) {
            l.add("#define " + v.view + " ((" + (opencl ? "__constant " : "") + v.viewType(p) + ") (" + ConstantMemoryPlan.POOL + " + "
                    + v.offset() + "))");
        }
        VerbatimStmt pool = new VerbatimStmt(l);
        pool.setLeadingTrivia(List.of(Trivia.blank()));
        tu.device().add(DeviceUnit.Section.DECLARATIONS, pool);
        if (opencl) {
            return; // the runtime makes the buffer (hicuda_cl_constant_pool) and the launch functions pass it
        }
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
