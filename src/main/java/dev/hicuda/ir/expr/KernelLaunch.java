package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;

import java.util.ArrayList;
import java.util.List;

/**
 * A kernel launch {@code name<<<grid, block, sharedBytes>>>(args)}.  Back ends print it in
 * their own syntax (CUDA's chevrons, or a call into the CPU runtime).
 */
public final class KernelLaunch extends Expr {
    private final String kernel;
    private Expr grid;
    private Expr block;
    private Expr sharedBytes;
    private final List<Expr> args;
    private final boolean usesBarriers;

    public KernelLaunch(String kernel, Expr grid, Expr block, Expr sharedBytes, List<Expr> args, boolean usesBarriers) {
        this.kernel = kernel;
        this.grid = adopt(grid);
        this.block = adopt(block);
        this.sharedBytes = adopt(sharedBytes);
        this.args = adoptAll(args);
        this.usesBarriers = usesBarriers;
    }

    public String kernel() {
        return kernel;
    }

    public Expr grid() {
        return grid;
    }

    public Expr block() {
        return block;
    }

    public Expr sharedBytes() {
        return sharedBytes;
    }

    public List<Expr> args() {
        return args;
    }

    public boolean usesBarriers() {
        return usesBarriers;
    }

    @Override
    public List<Node> children() {
        List<Node> l = list(grid, block, sharedBytes);
        l.addAll(args);
        return l;
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == grid) {
            grid = adopt((Expr) r);
        } else if (old == block) {
            block = adopt((Expr) r);
        } else if (old == sharedBytes) {
            sharedBytes = adopt((Expr) r);
        } else {
            int i = args.indexOf(old);
            if (i < 0) {
                return false;
            }
            args.set(i, adopt((Expr) r));
        }
        return true;
    }

    @Override
    public Expr copy() {
        List<Expr> a = new ArrayList<>();
        for (Expr e : args) {
            a.add(e.copy());
        }
        return copied(new KernelLaunch(kernel, grid.copy(), block.copy(),
                sharedBytes == null ? null : sharedBytes.copy(), a, usesBarriers));
    }
}
