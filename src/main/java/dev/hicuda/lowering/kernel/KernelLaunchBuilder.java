package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.lowering.grid.GridMapping;
import dev.hicuda.lowering.shared.SharedMemoryLowering;

import java.util.ArrayList;
import java.util.List;

/**
 * The host side of a kernel: checks its grid against the limits of the device, and replaces the
 * kernel region by the launch — the grid and block sizes, the host's checks that partitioned
 * loops with barriers split evenly, the call of the kernel's launch function
 * ({@link KernelHostInterface}) and the checks of its errors (and, unless {@code nowait}, of the
 * kernel's).  The host code is C.
 */
final class KernelLaunchBuilder {
    private final Exprs ex;
    private final Reporter reporter;
    private final CPrinter printer;
    private final KernelDirective kd;
    private final GridMapping blocks;
    private final GridMapping threads;

    KernelLaunchBuilder(Exprs ex, Reporter reporter, CPrinter printer, KernelDirective kd, GridMapping blocks, GridMapping threads) {
        this.ex = ex;
        this.reporter = reporter;
        this.printer = printer;
        this.kd = kd;
        this.blocks = blocks;
        this.threads = threads;
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
        String gridDecl = "dim3 " + kd.name() + "_grid = {" + printer.expr(blocks.physical("x")) + ", "
                + printer.expr(blocks.physical("y")) + ", " + printer.expr(blocks.physical("z")) + "};";
        String blockDecl = "dim3 " + kd.name() + "_block = {" + printer.expr(threads.physical("x")) + ", "
                + printer.expr(threads.physical("y")) + ", " + printer.expr(threads.physical("z")) + "};";
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
        for (LoopPartitioner.HostValue h : hostValues) {
            launch.add(VerbatimStmt.of("int " + hostValueName(kd.name(), h) + " = " + printer.expr(h.value())
                    + "; /* iterations of loop '" + h.loopVar() + "' per thread block, computed once for all threads */"));
        }
        List<Expr> callArgs = new ArrayList<>(List.of(Exprs.id(kd.name() + "_grid"), Exprs.id(kd.name() + "_block"),
                Exprs.num(sharedBytes), Exprs.num(0)));
        callArgs.addAll(args);
        Expr call = new Call(Exprs.id(KernelHostInterface.launcher(kd.name())), callArgs);
        String what = loc + ": launch of kernel " + kd.name()
                + (sharedBytes > SharedMemoryLowering.DEFAULT_LIMIT ? " (with " + sharedBytes + " bytes of shared memory, above 48 KB)" : "");
        launch.add(new ExprStmt(new Call(Exprs.id("hicuda_check"), new ArrayList<>(List.of(call,
                Literal.of(Literal.Kind.STRING, "\"" + what + "\""))))));
        if (!kd.nowait()) {
            launch.add(VerbatimStmt.of("hicuda_check(cudaDeviceSynchronize(), \"" + loc + ": kernel " + kd.name() + "\");"));
        }
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

    /** {@code file:line} of a position, as the launch's error messages and the report name the kernel. */
    static String location(SourcePos where) {
        return where.file() + ":" + where.line();
    }
}
