package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.lowering.grid.GridMapping;
import dev.hicuda.lowering.shared.SharedMemoryLowering;
import dev.hicuda.lowering.target.HostApi;

import java.util.ArrayList;
import java.util.List;

/**
 * The host side of a kernel: checks its grid against the limits of the device, and replaces the
 * kernel region by the launch — the grid and block sizes, the host's checks that partitioned
 * loops with barriers split evenly, the call of the kernel's launch function
 * ({@link KernelHostInterface}) and the check of its errors.  The launch does not wait for the kernel
 * (with or without {@code nowait}): the host waits where it needs the device's results
 * ({@link HostApi#waitForKernels}), where the kernel's errors are reported with this directive's
 * place.  With {@code --profile} the launch is bracketed with the region's events.  The host code is C.
 */
final class KernelLaunchBuilder {
    private final Exprs ex;
    private final Reporter reporter;
    private final CPrinter printer;
    private final KernelDirective kd;
    private final GridMapping blocks;
    private final GridMapping threads;
    private final HostApi api;
    private final boolean profile;

    KernelLaunchBuilder(Exprs ex, Reporter reporter, CPrinter printer, KernelDirective kd, GridMapping blocks, GridMapping threads,
                        HostApi api, boolean profile) {
        this.ex = ex;
        this.reporter = reporter;
        this.printer = printer;
        this.kd = kd;
        this.blocks = blocks;
        this.threads = threads;
        this.api = api;
        this.profile = profile;
    }

    /** Reports sizes that are not positive and grids that exceed the limits of CUDA. */
    void checkLimits() {
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

    /**
     * Replaces the (emptied) region by the launch of the kernel with arguments {@code args}, with
     * {@code sharedBytes} of dynamic shared memory per block.
     */
    void replaceRegion(KernelRegion region, List<Expr> args, long sharedBytes,
                       List<LoopPartitioner.EvenSplitCheck> evenSplitChecks, List<LoopPartitioner.HostValue> hostValues) {
        SourcePos where = region.begin().pos();
        String loc = location(where);
        List<String> head = new ArrayList<>();
        head.add("/* kernel " + kd.name() + (kd.nowait() ? " (nowait)" : "")
                + (sharedBytes > 0 ? ": " + sharedBytes + " bytes of shared memory per block" : "") + " */");
        head.addAll(api.launchGeometry(kd.name(), physical(blocks), physical(threads)));
        Compound launch = new Compound(List.of());
        launch.add(new VerbatimStmt(head));
        for (LoopPartitioner.EvenSplitCheck c : evenSplitChecks) {
            launch.add(VerbatimStmt.of("if (!(" + printer.expr(c.condition()) + ")) {",
                    "    fprintf(stderr, \"" + where.file() + ":" + c.line() + ": the iterations of loop '" + c.loopVar() + "' in kernel "
                            + kd.name() + " do not divide evenly among its threads, and the shared-memory transfers inside it need every thread of the block at their barriers; not launched\\n\");",
                    "    exit(EXIT_FAILURE);",
                    "}"));
        }
        for (LoopPartitioner.HostValue h : hostValues) {
            launch.add(VerbatimStmt.of("int " + hostValueName(kd.name(), h) + " = " + printer.expr(h.value())
                    + "; /* iterations of loop '" + h.loopVar() + "' per thread block, computed once for all threads */"));
        }
        List<String> printedArgs = new ArrayList<>();
        for (Expr a : args) {
            printedArgs.add(printer.expr(api.argument(a), 2));
        }
        String what = loc + ": launch of kernel " + kd.name()
                + (sharedBytes > SharedMemoryLowering.DEFAULT_LIMIT ? " (with " + sharedBytes + " bytes of shared memory, above 48 KB)" : "");
        String kernel = loc + ": kernel " + kd.name();
        HostApi.Profiled timed = profile ? api.profiled(kd.name(), loc, kernel) : null;
        List<String> call = new ArrayList<>(timed == null ? List.of() : timed.before());
        call.add(api.launch(kd.name(), KernelHostInterface.launcher(kd.name()), sharedBytes, printedArgs, what));
        if (timed != null) {
            call.addAll(timed.after());
        }
        call.addAll(api.launched(kernel));
        launch.add(new VerbatimStmt(call));
        launch.setLeadingTrivia(region.begin().leadingTrivia());
        int idx = region.block().indexOf(region.begin());
        region.block().remove(region.begin());
        region.block().remove(region.end());
        region.block().insert(idx, launch);
    }

    /** The host variable that holds a value computed for kernel {@code kernel}: {@code matmul_ib_chunk}. */
    static String hostValueName(String kernel, LoopPartitioner.HostValue h) {
        return kernel + "_" + h.name();
    }

    private List<String> physical(GridMapping g) {
        List<String> l = new ArrayList<>();
        for (String f : List.of("x", "y", "z")) {
            l.add(printer.expr(g.physical(f)));
        }
        return l;
    }

    /** {@code file:line} of a position, as the launch's error messages and the report name the kernel. */
    static String location(SourcePos where) {
        return where.file() + ":" + where.line();
    }
}
