package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.SymbolTable;

import dev.hicuda.lowering.grid.GridMapping;

import dev.hicuda.analysis.dataflow.ReachingDirectives;
import dev.hicuda.analysis.loops.PartitionLevels;
import dev.hicuda.analysis.loops.Subscripts;
import dev.hicuda.lowering.data.DeviceArray;
import dev.hicuda.lowering.data.KernelData;
import dev.hicuda.lowering.data.ReadOnlyKernelData;
import dev.hicuda.lowering.data.ShapedAccessPromotion;
import dev.hicuda.lowering.shared.SharedMemoryLowering;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.*;
import dev.hicuda.ir.directive.*;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.*;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.FunctionType;

import java.util.*;

/**
 * Lowers each kernel region (paper §5.2, §5.3, §5.5): partitions its loops over the virtual
 * thread-block and thread spaces, maps those spaces onto CUDA's grid, translates singular and
 * barrier, redirects array accesses to the device copies made by the reaching {@code global}
 * directives (and, through {@link ReadOnlyKernelData}, by {@code constant} and {@code texture}
 * directives), finds the scalars that become kernel parameters, outlines the region into a
 * {@code __global__} function and replaces it by a checked launch.
 */
public final class KernelLowering implements Pass {
    private static final Set<String> DEVICE_LIBRARY = Set.of(
            "sqrt", "sqrtf", "rsqrt", "rsqrtf", "cbrt", "cbrtf", "exp", "expf", "exp2", "exp2f", "expm1", "expm1f",
            "log", "logf", "log2", "log2f", "log10", "log10f", "log1p", "log1pf", "pow", "powf",
            "sin", "sinf", "cos", "cosf", "tan", "tanf", "asin", "asinf", "acos", "acosf", "atan", "atanf",
            "atan2", "atan2f", "sinh", "sinhf", "cosh", "coshf", "tanh", "tanhf", "sincos", "sincosf",
            "fabs", "fabsf", "abs", "labs", "llabs", "floor", "floorf", "ceil", "ceilf", "round", "roundf",
            "trunc", "truncf", "fmod", "fmodf", "fmin", "fminf", "fmax", "fmaxf", "fma", "fmaf", "hypot", "hypotf",
            "erf", "erff", "erfc", "erfcf", "copysign", "copysignf", "ldexp", "ldexpf", "isnan", "isinf", "isfinite",
            "min", "max", "printf");

    private PassContext ctx;
    /** Per kernel: whether the host can evaluate an expression just before the launch. */
    private java.util.function.Predicate<Expr> hostEvaluable = e -> false;
    /** Per kernel: even-split conditions of partitioned loops with barriers, checked by the host. */
    private List<LoopPartitioner.EvenSplitCheck> evenSplitChecks = new ArrayList<>();
    private Reporter reporter;
    private Exprs ex;
    private CPrinter printer;

    @Override
    public String name() {
        return "kernels";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        this.ctx = ctx;
        this.reporter = ctx.reporter();
        this.ex = new Exprs(SymbolTable.of(ctx).constEval());
        this.printer = CPrinter.canonical();
        for (FunctionDef f : tu.functions()) {
            for (Compound c : NodeWalker.collect(f.body(), Compound.class)) {
                for (KernelRegion r : KernelRegion.in(c)) {
                    lower(r, f, tu);
                }
            }
        }
        return tu;
    }

    // ------------------------------------------------------------------ one kernel

    private void lower(KernelRegion region, FunctionDef host, TranslationUnit tu) {
        KernelDirective kd = region.directive();
        SourcePos where = region.begin().pos();
        GridMapping blocks = new GridMapping(kd.tblock(), "blockIdx", ex);
        GridMapping threads = new GridMapping(kd.thread(), "threadIdx", ex);
        checkLimits(kd, blocks, threads);

        List<Stmt> body = region.body();
        Set<Symbol> regionLocals = new HashSet<>();
        for (Stmt s : body) {
            NodeWalker.preOrder(s, n -> {
                if (n instanceof InitDeclarator id && id.name() != null) {
                    Symbol sym = SymbolTable.of(ctx).lookup(id.name(), id);
                    if (sym != null && sym.declaration() == id) {
                        regionLocals.add(sym);
                    }
                }
            });
        }

        SharedMemoryLowering shared = SharedMemoryLowering.plan(body, ctx, ex);

        // Data accesses (before the region is moved, so that reaching directives can be found).
        Map<Symbol, DeviceArray> arrays = new LinkedHashMap<>();
        Set<Symbol> scalars = new LinkedHashSet<>();
        Set<Symbol> privates = new LinkedHashSet<>();
        Set<FunctionDef> deviceFunctions = new LinkedHashSet<>();
        ReadOnlyKernelData readOnly = new ReadOnlyKernelData(ctx, ex, kd);
        analyseAccesses(kd, region, body, regionLocals, arrays, scalars, privates, deviceFunctions, tu, shared, readOnly);
        if (reporter.hasErrors()) {
            return;
        }

        // Move the region into the kernel body and translate its directives.
        Compound kbody = new Compound(List.of());
        for (Stmt s : body) {
            region.block().remove(s);
            kbody.add(s);
        }
        // Shaped pointers: accesses become subscripts on their shape (or flat); then bounds against the sections.
        ShapedAccessPromotion promotion = new ShapedAccessPromotion(ex, SymbolTable.of(ctx).constEval(), reporter);
        Map<Symbol, ShapedAccessPromotion.View> views = promotion.run(kbody, arrays, kd.name(), true, shared::statedSection);
        Map<Symbol, DeviceArray> constantCopies = new LinkedHashMap<>(readOnly.constantLayouts());
        views.putAll(promotion.run(kbody, constantCopies, kd.name(), false));
        new AccessBoundsCheck(SymbolTable.of(ctx).constEval(), reporter).run(kbody, arrays, kd.name());
        new AccessBoundsCheck(SymbolTable.of(ctx).constEval(), reporter).run(kbody, constantCopies, kd.name());
        if (reporter.hasErrors()) {
            return;
        }
        shared.merge(kbody, PartitionLevels.of(kbody), threads, arrays, regionLocals);
        shared.useGlobalArrays(arrays);
        shared.useGlobalArrays(readOnly.constantLayouts());
        if (reporter.hasErrors()) {
            return;
        }
        evenSplitChecks = new ArrayList<>();
        hostEvaluable = e -> NodeWalker.collect(e, Ident.class).stream().allMatch(i -> i.symbol() == null
                ? ctx.program().macros().isDefined(i.name())
                : !regionLocals.contains(i.symbol()) && !privates.contains(i.symbol())
                && (i.symbol().kind() == Symbol.Kind.ENUM_CONSTANT || i.symbol().isObject() && i.symbol().type() != null
                && i.symbol().type().isArithmetic()));
        boolean usesBarriers = translateDirectives(kbody, blocks, threads, kd);
        long sharedBytes = shared.isEmpty() || reporter.hasErrors() ? 0 : shared.rewrite(kbody, threads, kd.name(), region.begin());
        usesBarriers |= sharedBytes > 0;
        readOnly.loadTexturesThroughReadOnlyCache(kbody);
        redirect(kbody, arrays);
        readOnly.redirectConstants(kbody);
        // Sizes of the virtual spaces used inside the kernel (e.g. tblock(nblocks)) are parameters too.
        for (Ident i : NodeWalker.collect(kbody, Ident.class)) {
            Symbol sym = i.symbol();
            if (sym != null && sym.isObject() && !regionLocals.contains(sym) && !privates.contains(sym)
                    && !arrays.containsKey(sym) && sym.type() != null && sym.type().isArithmetic()) {
                scalars.add(sym);
            }
        }

        // Private copies of host scalars that the kernel assigns before reading.
        int at = 0;
        for (Symbol p : privates) {
            if (!NodeWalker.any(kbody, n -> n instanceof Ident i && i.name().equals(p.name()))) {
                continue; // a loop variable that the partitioned loop no longer needs
            }
            Declaration d = new Declaration(p.specs().withoutStorage(), List.of(new InitDeclarator(new NameDeclarator(p.name()), null, null)));
            kbody.insert(at++, new DeclStmt(d));
        }

        dropUnusedHostDeclarations(host, privates);

        // The kernel function.
        List<ParamDecl> params = new ArrayList<>();
        List<Expr> args = new ArrayList<>();
        Set<String> written = writtenArrays(kbody);
        for (DeviceArray a : arrays.values()) {
            params.add(readOnly.param(a, written.contains(a.host.name())));
            args.add(a.argument());
        }
        for (Symbol s : scalars) {
            DeclSpecs sp = s.specs().withoutStorage();
            params.add(new ParamDecl(sp, new NameDeclarator(s.name())));
            args.add(Exprs.id(s.name()));
        }
        FunctionDeclarator fd = new FunctionDeclarator(new NameDeclarator(kd.name()), params, false);
        FunctionDef kernel = new FunctionDef(DeclSpecs.keywords("__global__", "void"), fd, kbody).at(where);
        kernel.setLeadingTrivia(List.of(dev.hicuda.ir.Trivia.blank(),
                new dev.hicuda.ir.Trivia(dev.hicuda.ir.Trivia.Kind.COMMENT,
                        "/* kernel " + kd.name() + ": outlined from " + where.file() + ":" + where.line() + " */")));
        new KernelPlacement(tu, ctx.program().macros()).place(kernel, host, where);
        for (FunctionDef f : deviceFunctions) {
            if (!f.specs().has("__device__")) {
                f.specs().addFirst("__device__");
                f.specs().addFirst("__host__");
                f.forgetOriginal();
            }
        }

        // The launch, in place of the region.
        String loc = where.file() + ":" + where.line();
        String gridDecl = "dim3 " + kd.name() + "_grid(" + printer.expr(blocks.physical("x")) + ", "
                + printer.expr(blocks.physical("y")) + ", " + printer.expr(blocks.physical("z")) + ");";
        String blockDecl = "dim3 " + kd.name() + "_block(" + printer.expr(threads.physical("x")) + ", "
                + printer.expr(threads.physical("y")) + ", " + printer.expr(threads.physical("z")) + ");";
        Compound launch = new Compound(List.of());
        launch.add(VerbatimStmt.of("/* kernel " + kd.name() + (kd.nowait() ? " (nowait)" : "")
                + (sharedBytes > 0 ? ": " + sharedBytes + " bytes of shared memory per block" : "") + " */", gridDecl, blockDecl));
        for (LoopPartitioner.EvenSplitCheck c : evenSplitChecks) {
            launch.add(VerbatimStmt.of("if (!(" + printer.expr(c.condition()) + ")) {",
                    "    fprintf(stderr, \"" + where.file() + ":" + c.line() + ": the iterations of loop '" + c.loopVar() + "' in kernel "
                            + kd.name() + " do not divide evenly among its threads, and the shared-memory transfers inside it need every thread of the block at their barriers; not launched\\n\");",
                    "    exit(EXIT_FAILURE);",
                    "}"));
        }
        if (sharedBytes > SharedMemoryLowering.DEFAULT_LIMIT) {
            launch.add(VerbatimStmt.of("hicuda_check(cudaFuncSetAttribute(" + kd.name() + ", cudaFuncAttributeMaxDynamicSharedMemorySize, "
                    + sharedBytes + "), \"" + loc + ": shared memory of kernel " + kd.name() + " (above 48 KB)\");"));
        }
        launch.add(new ExprStmt(new KernelLaunch(kd.name(), Exprs.id(kd.name() + "_grid"), Exprs.id(kd.name() + "_block"),
                sharedBytes > 0 ? Exprs.num(sharedBytes) : null, args, usesBarriers)));
        launch.add(VerbatimStmt.of("hicuda_check(cudaGetLastError(), \"" + loc + ": launch of kernel " + kd.name() + "\");"));
        if (!kd.nowait()) {
            launch.add(VerbatimStmt.of("hicuda_check(cudaDeviceSynchronize(), \"" + loc + ": kernel " + kd.name() + "\");"));
        }
        launch.setLeadingTrivia(region.begin().leadingTrivia());
        int idx = region.block().indexOf(region.begin());
        region.block().remove(region.begin());
        region.block().remove(region.end());
        region.block().insert(idx, launch);

        ctx.report().add("kernel " + kd.name() + " (" + loc + ")");
        ctx.report().add("  grid:  " + blocks.describe(printer));
        ctx.report().add("  block: " + threads.describe(printer));
        List<String> ps = new ArrayList<>();
        for (ParamDecl p : params) {
            ps.add(printer.param(p));
        }
        ctx.report().add("  parameters: " + (ps.isEmpty() ? "(none)" : String.join(", ", ps)));
        readOnly.report(ctx.report());
        for (Map.Entry<Symbol, ShapedAccessPromotion.View> v : views.entrySet()) {
            ctx.report().add("  data " + v.getKey().name() + ": " + v.getValue().description());
        }
        if (!privates.isEmpty()) {
            ctx.report().add("  private per thread: " + String.join(", ", privates.stream().map(Symbol::name).toList()));
        }
        shared.reportLines().forEach(ctx.report()::add);
    }

    /** The names of the arrays the kernel body stores to (assignments, ++/--, or taking an element's address). */
    private static Set<String> writtenArrays(Compound kbody) {
        Set<String> out = new HashSet<>();
        NodeWalker.preOrder(kbody, n -> {
            Expr target = null;
            if (n instanceof Assign a) {
                target = a.target();
            } else if (n instanceof Unary u && (u.isIncDec() || u.op().equals("&"))) {
                target = u.operand();
            }
            Expr e = target == null ? null : Paren.strip(target);
            while (e instanceof Index || e instanceof Member || e instanceof Paren || e instanceof Unary u0 && u0.op().equals("*")) {
                e = e instanceof Index ix ? ix.base() : e instanceof Member m ? m.base() : e instanceof Paren p ? p.inner()
                        : ((Unary) e).operand();
                if (e instanceof Binary b && (b.op().equals("+") || b.op().equals("-"))) {
                    e = b.left();
                }
            }
            if (e instanceof Ident i) {
                out.add(i.name());
            }
        });
        return out;
    }

    /**
     * A host scalar that became private to the kernel (a loop index, say) and that the host no longer
     * uses is removed from the host's declaration, so that no unused variable is left behind.
     */
    private static void dropUnusedHostDeclarations(FunctionDef host, Set<Symbol> privates) {
        for (Symbol p : privates) {
            if (!(p.declaration() instanceof InitDeclarator id) || id.init() != null || !id.isInside(host.body())
                    || !(id.parent() instanceof Declaration d) || !(d.parent() instanceof DeclStmt ds)
                    || !(ds.parent() instanceof Compound block)) {
                continue;
            }
            boolean used = NodeWalker.any(host.body(), n -> n instanceof Ident i && i.symbol() == p);
            if (used) {
                continue;
            }
            d.declarators().remove(id);
            if (d.declarators().isEmpty()) {
                block.remove(ds);
            }
        }
    }

    private void checkLimits(KernelDirective kd, GridMapping blocks, GridMapping threads) {
        Long total = 1L;
        for (int k = 0; k < kd.thread().size(); k++) {
            Long v = ex.value(kd.thread().get(k));
            if (v != null && v <= 0) {
                reporter.error(kd.thread().get(k).pos(), "thread dimension size must be positive, not " + v);
            }
            total = total == null || v == null ? null : total * v;
        }
        if (total != null && total > 1024) {
            reporter.error(kd.thread().get(0).pos(), "too many threads per block in kernel '" + kd.name() + "': " + total
                    + " (the limit is 1024)");
        }
        Long z = ex.value(threads.physical("z"));
        if (z != null && z > 64) {
            reporter.error(kd.thread().get(0).pos(), "thread dimension mapped to blockDim.z is " + z + " (the limit is 64)");
        }
        for (String f : List.of("y", "z")) {
            Long v = ex.value(blocks.physical(f));
            if (v != null && v > 65535) {
                reporter.error(kd.tblock().get(0).pos(), "thread-block dimension mapped to gridDim." + f + " is " + v + " (the limit is 65535)");
            }
        }
        for (Expr e : kd.tblock()) {
            Long v = ex.value(e);
            if (v != null && v <= 0) {
                reporter.error(e.pos(), "thread-block dimension size must be positive, not " + v);
            }
        }
    }

    // ------------------------------------------------------------------ data access analysis

    private void analyseAccesses(KernelDirective kd, KernelRegion region, List<Stmt> body, Set<Symbol> locals,
                                 Map<Symbol, DeviceArray> arrays, Set<Symbol> scalars, Set<Symbol> privates,
                                 Set<FunctionDef> deviceFunctions, TranslationUnit tu, SharedMemoryLowering shared,
                                 ReadOnlyKernelData readOnly) {
        Map<Symbol, Boolean> firstIsWrite = new LinkedHashMap<>();
        // whether a scalar's first access in evaluation order assigns it ('s = s + x' reads s first)
        Map<Symbol, Boolean> assignedFirst = new HashMap<>();
        Map<Symbol, Ident> firstAccess = new HashMap<>();
        Set<Symbol> written = new HashSet<>();
        for (Stmt s : body) {
            NodeWalker.evaluationOrder(s, n -> {
                if (n instanceof Ident i && i.symbol() != null) {
                    assignedFirst.putIfAbsent(i.symbol(), isWrite(i) && isPlainAssign(i));
                    firstAccess.putIfAbsent(i.symbol(), i);
                }
            });
            NodeWalker.preOrder(s, n -> {
                if (!(n instanceof Ident i) || i.symbol() == null) {
                    return;
                }
                Symbol sym = i.symbol();
                if (locals.contains(sym) || !sym.isObject() && sym.kind() != Symbol.Kind.FUNCTION) {
                    return;
                }
                if (sym.kind() == Symbol.Kind.FUNCTION) {
                    if (!(i.parent() instanceof Call c && c.callee() == i)) {
                        reporter.error(i.pos(), "function '" + sym.name() + "' used as a value inside kernel '" + kd.name() + "'");
                        return;
                    }
                    checkCall(kd, i, sym, deviceFunctions, tu);
                    return;
                }
                boolean write = isWrite(i);
                firstIsWrite.putIfAbsent(sym, write && isPlainAssign(i));
                if (write) {
                    written.add(sym);
                }
            });
            NodeWalker.preOrder(s, n -> {
                if (n instanceof Call c && c.calleeName() != null && (!(c.callee() instanceof Ident ci) || ci.symbol() == null)
                        && !DEVICE_LIBRARY.contains(c.calleeName()) && !ctx.program().macros().isDefined(c.calleeName())) {
                    reporter.error(c.pos(), "call to '" + c.calleeName() + "' inside kernel '" + kd.name()
                            + "' is not supported: kernels may call math functions and user functions that take scalars");
                }
            });
        }
        for (Map.Entry<Symbol, Boolean> e : firstIsWrite.entrySet()) {
            Symbol sym = e.getKey();
            Ident use = firstUse(body, sym);
            if (sym.type() != null && (sym.type().resolved() instanceof ArrayType || sym.type().isPointer())) {
                if (shared.livesOnlyInShared(sym, body)) {
                    continue; // no global copy needed
                }
                DirectiveStmt d = ReachingDirectives.reaching(sym.name(), DataDirective.Memory.GLOBAL, region.begin());
                if (readOnly.claim(sym, d, region, arrays)) {
                    continue; // constant or texture memory (or an error reported)
                }
                DeviceArray a = KernelData.deviceArray(sym, use, kd, region, SymbolTable.of(ctx), ex, reporter);
                if (a != null) {
                    arrays.put(sym, a);
                }
            } else if (written.contains(sym)) {
                if (assignedFirst.get(sym)) {
                    privates.add(sym);
                } else {
                    reporter.error(firstAccess.get(sym).pos(), "scalar '" + sym.name() + "' is written in kernel '" + kd.name()
                            + "' after being read: each GPU thread has its own copy, so the host's value would not change; "
                            + "declare it inside the kernel region, or keep the result in an array with a 'global copyout' directive");
                }
            } else {
                scalars.add(sym);
            }
        }
    }

    private static Ident firstUse(List<Stmt> body, Symbol sym) {
        for (Stmt s : body) {
            for (Ident i : NodeWalker.collect(s, Ident.class)) {
                if (i.symbol() == sym) {
                    return i;
                }
            }
        }
        return null;
    }

    private void checkCall(KernelDirective kd, Ident callee, Symbol fn, Set<FunctionDef> deviceFunctions, TranslationUnit tu) {
        FunctionDef def = null;
        for (FunctionDef f : tu.functions()) {
            if (f.name().equals(fn.name())) {
                def = f;
            }
        }
        if (def == null) {
            if (!DEVICE_LIBRARY.contains(fn.name())) {
                reporter.error(callee.pos(), "call to '" + fn.name() + "' inside kernel '" + kd.name()
                        + "': its definition is not in this file, so it cannot be compiled for the GPU");
            }
            return;
        }
        if (fn.type().resolved() instanceof FunctionType ft) {
            for (var p : ft.params()) {
                if (!p.isArithmetic()) {
                    reporter.error(callee.pos(), "call to '" + fn.name() + "' inside kernel '" + kd.name()
                            + "': functions called in kernels may take only scalar parameters for now (interprocedural data support is planned)");
                    return;
                }
            }
        }
        for (Ident i : NodeWalker.collect(def.body(), Ident.class)) {
            if (i.symbol() != null && i.symbol().isFileScope() && i.symbol().isObject()) {
                reporter.error(callee.pos(), "call to '" + fn.name() + "' inside kernel '" + kd.name()
                        + "': it uses the global variable '" + i.symbol().name() + "', which kernels cannot reach");
                return;
            }
        }
        if (!deviceFunctions.add(def)) {
            return;
        }
        // functions it calls must be compiled for the device too
        for (Call c : NodeWalker.collect(def.body(), Call.class)) {
            if (c.callee() instanceof Ident ci && ci.symbol() != null && ci.symbol().kind() == Symbol.Kind.FUNCTION) {
                checkCall(kd, ci, ci.symbol(), deviceFunctions, tu);
            }
        }
    }

    private static boolean isWrite(Ident i) {
        Node p = i.parent();
        while (p instanceof Paren) {
            p = p.parent();
        }
        if (p instanceof Assign a && Paren.strip(a.target()) == i) {
            return true;
        }
        if (p instanceof Unary u && (u.isIncDec() || u.op().equals("&"))) {
            return true;
        }
        return false;
    }

    private static boolean isPlainAssign(Ident i) {
        return i.parent() instanceof Assign a && a.op().equals("=") && a.target() == i;
    }

    // ------------------------------------------------------------------ directives inside the kernel

    /** Translates loop_partition, singular and barrier; returns whether the kernel has barriers. */
    private boolean translateDirectives(Compound kbody, GridMapping blocks, GridMapping threads, KernelDirective kd) {
        boolean barriers = false;
        for (DirectiveStmt ds : NodeWalker.collect(kbody, DirectiveStmt.class)) {
            if (ds.directive() instanceof SimpleDirective s && s.kind() == SimpleDirective.Kind.BARRIER) {
                barriers = true;
            }
        }
        // Loops first, outermost first (pre-order), so nesting levels are counted on the original tree.
        PartitionLevels levels = PartitionLevels.of(kbody);
        List<DirectiveStmt> parts = new ArrayList<>();
        for (For f : levels.loops()) {
            parts.add(levels.of(f).stmt());
        }
        for (DirectiveStmt ds : parts) {
            For loop = (For) ds.attachedStatement();
            LoopPartitionDirective lp = (LoopPartitionDirective) ds.directive();
            int lb = levels.of(loop).lb();
            int lt = levels.of(loop).lt();
            if (lp.overTblock() && lb >= blocks.dims()) {
                reporter.error(ds.pos(), "'over_tblock' at nesting level " + (lb + 1) + " but kernel '" + kd.name()
                        + "' has a " + blocks.dims() + "-dimensional thread-block space");
                continue;
            }
            if (lp.overThread() && lt >= threads.dims()) {
                reporter.error(ds.pos(), "'over_thread' at nesting level " + (lt + 1) + " but kernel '" + kd.name()
                        + "' has a " + threads.dims() + "-dimensional thread space");
                continue;
            }
            Stmt lowered = new LoopPartitioner(ex, reporter, hostEvaluable, evenSplitChecks).partition(loop, lp,
                    lp.overTblock() ? blocks.size(lb) : null, lp.overTblock() ? blocks.index(lb) : null,
                    lp.overThread() ? threads.size(lt) : null, lp.overThread() ? threads.index(lt) : null);
            if (lowered != null) {
                NodeWalker.replace(loop, lowered);
            }
            ((Compound) ds.parent()).remove(ds);
        }
        // singular ... singular_end  and  barrier
        for (Compound c : NodeWalker.collect(kbody, Compound.class)) {
            for (int i = 0; i < c.items().size(); i++) {
                Stmt s = c.items().get(i);
                if (!(s instanceof DirectiveStmt ds) || !(ds.directive() instanceof SimpleDirective sd)) {
                    continue;
                }
                if (sd.kind() == SimpleDirective.Kind.BARRIER) {
                    Stmt sync = new ExprStmt(new Call(Exprs.id("__syncthreads"), List.of())).at(ds.pos());
                    sync.setLeadingTrivia(ds.leadingTrivia());
                    c.set(i, sync);
                } else if (sd.kind() == SimpleDirective.Kind.SINGULAR) {
                    int j = i + 1;
                    while (j < c.items().size() && !(c.items().get(j) instanceof DirectiveStmt e
                            && e.directive() instanceof SimpleDirective se && se.kind() == SimpleDirective.Kind.SINGULAR_END)) {
                        j++;
                    }
                    List<Stmt> inner = c.removeRange(i + 1, j - 1);
                    c.removeRange(i + 1, i + 1); // singular_end
                    Expr first = new Binary("&&", new Binary("&&",
                            new Binary("==", Exprs.member("threadIdx", "x"), Exprs.num(0)),
                            new Binary("==", Exprs.member("threadIdx", "y"), Exprs.num(0))),
                            new Binary("==", Exprs.member("threadIdx", "z"), Exprs.num(0)));
                    If once = new If(first, new Compound(inner), null);
                    once.setLeadingTrivia(ds.leadingTrivia());
                    once.setTrailingComment("/* singular: one thread per block */");
                    c.set(i, once);
                }
            }
        }
        return barriers;
    }

    // ------------------------------------------------------------------ access redirection

    private void redirect(Compound kbody, Map<Symbol, DeviceArray> arrays) {
        for (Index top : NodeWalker.collect(kbody, Index.class)) {
            List<Index> chain = Subscripts.chain(top);
            if (chain == null) {
                continue; // not the outermost subscript
            }
            Expr e = chain.get(0).base();
            if (!(e instanceof Ident id) || id.symbol() == null || !arrays.containsKey(id.symbol())) {
                continue;
            }
            DeviceArray a = arrays.get(id.symbol());
            if (chain.size() != a.rank()) {
                reporter.error(top.pos(), "access to '" + id.name() + "' in a kernel must index all " + a.rank()
                        + " dimensions (it indexes " + chain.size() + ")");
                continue;
            }
            if (a.rows) {
                for (int d = 0; d < a.rank(); d++) {
                    Index ix = chain.get(d);
                    if (ex.value(a.lo.get(d)) == null || ex.value(a.lo.get(d)) != 0) {
                        ix.setIndex(ex.sub(Exprs.wrap(ix.index()), a.lo.get(d).copy()));
                    }
                }
            } else {
                Expr lin = null;
                for (int d = 0; d < a.rank(); d++) {
                    Expr i = ex.sub(Exprs.wrap(chain.get(d).index()), a.lo.get(d).copy());
                    lin = lin == null ? i : ex.add(ex.mul(lin, a.extent.get(d).copy()), i);
                }
                NodeWalker.replace(top, new Index(Exprs.id(id.name()), lin));
            }
        }
        for (Ident i : NodeWalker.collect(kbody, Ident.class)) {
            if (i.symbol() != null && arrays.containsKey(i.symbol()) && !(i.parent() instanceof Index ix && ix.base() == i)
                    && !(i.parent() instanceof Index)) {
                reporter.error(i.pos(), "array '" + i.name() + "' may only be used with all its subscripts inside a kernel");
            }
        }
    }
}
