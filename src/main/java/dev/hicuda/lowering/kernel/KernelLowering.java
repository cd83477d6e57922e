package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.PartitionLevels;
import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.lowering.data.DeviceArray;
import dev.hicuda.lowering.data.ReadOnlyKernelData;
import dev.hicuda.lowering.data.ShapedAccessPromotion;
import dev.hicuda.lowering.grid.GridMapping;
import dev.hicuda.lowering.shared.SharedMemoryLowering;
import dev.hicuda.lowering.shared.VectorMoves;
import dev.hicuda.lowering.target.HostApi;
import dev.hicuda.lowering.data.ConstantMemoryPlan;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.Target;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lowers each kernel region (paper §5.2, §5.3, §5.5), in this order: finds what the region uses
 * from outside ({@link KernelDataAccesses}: device copies made by the reaching {@code global}
 * directives and, through {@link ReadOnlyKernelData}, by {@code constant} and {@code texture}
 * directives; scalar parameters; private scalars); moves the region into a kernel body and
 * checks its accesses against the copied sections; lowers its {@code shared} directives
 * ({@link SharedMemoryLowering}); partitions its loops over the virtual thread-block and thread
 * spaces, mapped onto CUDA's grid, and translates singular and barrier
 * ({@link KernelDirectiveTranslation}); redirects the array accesses to the device copies
 * ({@link DeviceArrayRedirection}); outlines the body into a {@code __global__} function
 * ({@link KernelOutlining}) and replaces the region by a checked launch
 * ({@link KernelLaunchBuilder}).
 */
public final class KernelLowering implements Pass {
    private PassContext ctx;
    private Reporter reporter;
    private Exprs ex;
    private CPrinter printer;
    private Map<String, DeviceFunctions.Clone> clones;
    private Map<String, String> cloneNames;

    @Override
    public String name() {
        return "kernels";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        this.ctx = ctx;
        this.reporter = ctx.reporter();
        this.ex = new Exprs(SymbolTable.of(ctx).constEval());
        this.printer = CPrinter.readable();
        this.clones = DeviceFunctions.registry();
        this.cloneNames = new java.util.HashMap<>();
        for (FunctionDef f : tu.functions()) {
            for (Compound c : NodeWalker.collect(f.body(), Compound.class)) {
                for (KernelRegion r : KernelRegion.in(c)) {
                    lower(r, f, tu);
                }
            }
        }
        return tu;
    }

    private void lower(KernelRegion region, FunctionDef host, TranslationUnit tu) {
        KernelDirective kd = region.directive();
        SourcePos where = region.begin().pos();
        GridMapping blocks = new GridMapping(kd.tblock(), "blockIdx", ex);
        GridMapping threads = new GridMapping(kd.thread(), "threadIdx", ex);
        KernelLaunchBuilder launch = new KernelLaunchBuilder(ex, reporter, printer, kd, blocks, threads, HostApi.of(ctx.target()),
                ctx.options().profile());
        launch.checkLimits();

        List<Stmt> body = region.body();
        java.util.Set<Compound> userBlocks = NestedBlocks.writtenByTheUser(body);
        KernelDataAccesses data = new KernelDataAccesses(ctx, ex, kd, body);
        SharedMemoryLowering shared = SharedMemoryLowering.plan(body, ctx, ex);

        // Data accesses (before the region is moved, so that reaching directives can be found).
        ReadOnlyKernelData readOnly = new ReadOnlyKernelData(ctx, ex, kd);
        data.analyse(region, tu, shared, readOnly);
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
        Map<Symbol, ShapedAccessPromotion.View> views = promotion.run(kbody, data.arrays, kd.name(), true, shared::statedSection);
        Map<Symbol, DeviceArray> constantCopies = new LinkedHashMap<>(readOnly.constantLayouts());
        views.putAll(promotion.run(kbody, constantCopies, kd.name(), false));
        new AccessBoundsCheck(SymbolTable.of(ctx).constEval(), reporter).run(kbody, data.arrays, kd.name(), shared::statedSection);
        new AccessBoundsCheck(SymbolTable.of(ctx).constEval(), reporter).run(kbody, constantCopies, kd.name());
        if (reporter.hasErrors()) {
            return;
        }
        shared.merge(kbody, PartitionLevels.of(kbody), threads, data.arrays, data.locals);
        shared.useGlobalArrays(data.arrays);
        shared.useGlobalArrays(readOnly.constantLayouts());
        if (reporter.hasErrors()) {
            return;
        }
        // the functions it calls, compiled for the device with its data and context
        DeviceFunctions devices = new DeviceFunctions(ctx, kd, where, blocks, threads, clones, cloneNames);
        devices.lower(kbody, readOnly.bindings(data.arrays));
        if (reporter.hasErrors()) {
            return;
        }
        List<LoopPartitioner.EvenSplitCheck> evenSplitChecks = new ArrayList<>();
        List<LoopPartitioner.HostValue> hostValues = new ArrayList<>();
        KernelDirectiveTranslation directives = new KernelDirectiveTranslation(ex, reporter, kd, blocks, threads);
        boolean usesBarriers = directives.translate(kbody, data.hostEvaluable(), evenSplitChecks, hostValues, 0, 0,
                devices::barrierFunction);
        usesBarriers |= devices.usesBarriers;
        shared.guardIterationsPast(directives.predicatedShared());
        // the kernel's shared variables go above those of the functions it calls
        long sharedBytes = reporter.hasErrors() ? 0 : shared.isEmpty() ? devices.sharedEnd
                : shared.rewrite(kbody, threads, kd.name(), region.begin(), devices.sharedEnd);
        usesBarriers |= sharedBytes > 0;
        readOnly.loadTexturesThroughReadOnlyCache(kbody);
        new DeviceArrayRedirection(ex, reporter).redirect(kbody, data.arrays);
        readOnly.redirectConstants(kbody);
        if (ctx.options().fastMath()) {
            new FastMath().apply(kbody);
        }
        if (ctx.target() == Target.cuda || ctx.target() == Target.opencl) {
            new LoopUnrolling(ex, SymbolTable.of(ctx).constEval()).apply(kbody);
        }

        KernelOutlining.Signature signature = KernelOutlining.outline(kd.name(), kbody, where, region.begin().epoch(), host, tu,
                data, readOnly, hostValues, ctx.target() == Target.cuda ? launchBounds(threads, kbody, kd, ctx) : null,
                devices.writtenThroughCalls);
        VectorMoves.lower(kbody);
        NestedBlocks.flatten(kbody, userBlocks);
        if (ctx.target() == Target.opencl) {
            List<Long> items = new ArrayList<>();
            for (String f : List.of("x", "y", "z")) {
                items.add(ex.value(threads.physical(f)));
            }
            new OpenClKernelInterface().define(tu, host, signature.kernel(), sharedBytes, items, ConstantMemoryPlan.of(ctx).poolSize());
        } else {
            KernelHostInterface hostInterface = new KernelHostInterface();
            hostInterface.define(tu.device(), kd.name(), signature.params(), sharedBytes, usesBarriers);
            tu.insertBeforeItsPreamble(host, hostInterface.prototype(kd.name(), signature.params()));
        }
        launch.replaceRegion(region, signature.args(), sharedBytes, evenSplitChecks, hostValues);
        report(kd, where, blocks, threads, signature.params(), data, readOnly, views, shared);
        devices.reportLines().forEach(ctx.report()::add);
    }

    /** Threads an SM should hold of a register-tiled kernel: 16 warps, enough to hide latency (docs/translation.md, "Launch bounds"). */
    static final long RESIDENT_THREADS = 512;
    /** A kernel-local array of at least this many elements is a register tile (mm's float acc[8][8]). */
    static final long REGISTER_TILE = 32;

    /**
     * For a register-tiled kernel (a kernel-local array of at least {@link #REGISTER_TILE} elements, not a
     * {@code __shared__} one such as the stencil tiling's planes)
     * whose block has a compile-time thread count T: {@code __launch_bounds__(T, M)}, M blocks of T
     * threads must fit an SM, so ptxas keeps to 65536 / (M·T) registers a thread instead of taking up to
     * 255 and leaving one block per SM (mm's 8 × 8 tile with pipelined copies: 168 registers). M is as
     * many blocks as leave a thread the words of its arrays and {@link #OTHER_REGISTERS} besides, and at
     * least as many as make {@link #RESIDENT_THREADS} with 128 registers a thread. Null
     * otherwise: ptxas's own choice (a bound on the threads alone changes it, and made the stencils spill).
     */
    private String launchBounds(GridMapping threads, Compound kbody, KernelDirective kd, PassContext ctx) {
        Integer chosen = ctx.get(dev.hicuda.pass.KernelChoices.KEY).minBlocks(kd.name());
        long t = 1;
        for (String f : List.of("x", "y", "z")) {
            Long v = ex.value(threads.physical(f));
            if (v == null || v <= 0) {
                if (chosen != null) {
                    reporter.warning(kd.pos(), "the tuning file's 'min-blocks' for kernel '" + kd.name() + "' is ignored: its"
                            + " threads a block are not a compile-time constant, which __launch_bounds__ needs");
                }
                return null;
            }
            t *= v;
        }
        if (t > 1024) {
            return null;
        }
        if (chosen != null) {
            if (chosen * t > MAX_THREADS_PER_SM) {
                reporter.warning(kd.pos(), "the tuning file's 'min-blocks = " + chosen + "' for kernel '" + kd.name() + "' asks for more"
                        + " than the " + MAX_THREADS_PER_SM + " threads an SM holds (" + t + " a block); ptxas will use as few registers as it can");
            }
            return "__launch_bounds__(" + t + ", " + chosen + ")"; // the tuning file's choice (hicuda tune, or by hand)
        }
        boolean tiled = false;
        // by name: a loop in two versions (PipelinedTransfers.versionLoops) declares its arrays in both, and one runs
        java.util.Map<String, Long> arrays = new java.util.HashMap<>();
        for (dev.hicuda.ir.decl.InitDeclarator d : NodeWalker.collect(kbody, dev.hicuda.ir.decl.InitDeclarator.class)) {
            long elements = 1;
            dev.hicuda.ir.decl.Declarator dd = d.declarator();
            boolean array = false;
            while (dd instanceof dev.hicuda.ir.decl.ArrayDeclarator a) {
                Long n = a.size() == null ? null : ex.value(a.size());
                elements = n == null ? 0 : elements * n;
                array = true;
                dd = a.inner();
            }
            dev.hicuda.ir.decl.DeclSpecs specs = d.parent() instanceof dev.hicuda.ir.decl.Declaration decl ? decl.specs() : null;
            boolean shared = specs != null && specs.has("__shared__");
            if (array && dd instanceof dev.hicuda.ir.decl.NameDeclarator && !d.name().startsWith("hicuda_") && !shared) {
                tiled |= elements >= REGISTER_TILE;
                arrays.merge(d.name(), elements * (specs != null && specs.has("double") || specs != null && specs.has("long") ? 2 : 1), Math::max);
            }
        }
        long words = arrays.values().stream().mapToLong(Long::longValue).sum();
        if (!tiled) {
            return null;
        }
        // as many blocks as leave each thread its arrays' words and OTHER_REGISTERS besides (mm's 8 x 8 tile: 2 blocks of
        // 256, 128 registers; sqdist's two 16-float rows: 3, 85), and at least RESIDENT_THREADS / T when that leaves more
        long perThread = Math.min(MAX_REGISTERS, words + OTHER_REGISTERS);
        long blocks = Math.max(Math.max(1, REGISTER_FILE / (t * perThread)), Math.min(RESIDENT_THREADS / t, REGISTER_FILE / (t * 128)));
        return "__launch_bounds__(" + t + ", " + Math.max(1, blocks) + ")";
    }

    /** Threads an SM holds (sm_90). */
    static final long MAX_THREADS_PER_SM = 2048;
    /** 32-bit registers of an SM (sm_90). */
    static final long REGISTER_FILE = 65536;
    /** Most registers a thread may have (sm_90). */
    static final long MAX_REGISTERS = 255;
    /** Registers a register-tiled thread needs besides its arrays: addresses, indices, loop counters, the copies' units. */
    static final long OTHER_REGISTERS = 48;

    /** The --report lines of one kernel. */
    private void report(KernelDirective kd, SourcePos where, GridMapping blocks, GridMapping threads, List<ParamDecl> params,
                        KernelDataAccesses data, ReadOnlyKernelData readOnly, Map<Symbol, ShapedAccessPromotion.View> views,
                        SharedMemoryLowering shared) {
        ctx.report().add("kernel " + kd.name() + " (" + KernelLaunchBuilder.location(where) + ")");
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
        if (!data.privates.isEmpty()) {
            ctx.report().add("  private per thread: " + String.join(", ", data.privates.stream().map(Symbol::name).toList()));
        }
        shared.reportLines().forEach(ctx.report()::add);
    }
}
