package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.ChildList;

import java.util.List;

/**
 * A kernel launch {@code name<<<grid, block, sharedBytes>>>(args)}.  Back ends print it in
 * their own syntax (CUDA's chevrons, or a call into the CPU runtime).
 */
public final class KernelLaunch extends Expr {
    private final String kernel;
    private final Child<Expr> grid;
    private final Child<Expr> block;
    private final Child<Expr> sharedBytes;
    private final Child<Expr> stream;
    private final ChildList<Expr> args;
    private final boolean usesBarriers;

    public KernelLaunch(String kernel, Expr grid, Expr block, Expr sharedBytes, List<Expr> args, boolean usesBarriers) {
        this(kernel, grid, block, sharedBytes, null, args, usesBarriers);
    }

    /** A launch on a stream ({@code stream} may be null: the default stream). */
    public KernelLaunch(String kernel, Expr grid, Expr block, Expr sharedBytes, Expr stream, List<Expr> args,
                        boolean usesBarriers) {
        this.kernel = kernel;
        this.grid = child(Expr.class, grid);
        this.block = child(Expr.class, block);
        this.sharedBytes = child(Expr.class, sharedBytes);
        this.stream = child(Expr.class, stream);
        this.args = childList(Expr.class, args);
        this.usesBarriers = usesBarriers;
    }

    /** The stream of the launch, or null for the default stream. */
    public Expr stream() {
        return stream.get();
    }

    public String kernel() {
        return kernel;
    }

    public Expr grid() {
        return grid.get();
    }

    public Expr block() {
        return block.get();
    }

    public Expr sharedBytes() {
        return sharedBytes.get();
    }

    public List<Expr> args() {
        return args.get();
    }

    public boolean usesBarriers() {
        return usesBarriers;
    }

    @Override
    public Expr copy() {
        return copied(new KernelLaunch(kernel, grid().copy(), block().copy(),
                sharedBytes() == null ? null : sharedBytes().copy(), stream() == null ? null : stream().copy(),
                copyAll(args()), usesBarriers));
    }
}
