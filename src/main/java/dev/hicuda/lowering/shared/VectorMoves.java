package dev.hicuda.lowering.shared;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.Compound;

/**
 * The vector moves of the cooperative transfers ({@link CopyCode}) between global memory and
 * registers are written as calls on the element, {@code hicuda_vld16(A[i][j])},
 * {@code hicuda_vst16(A[i][j], r)} and {@code hicuda_aligned16(A[i][j])}, so that the passes after
 * the shared-memory lowering see an ordinary read or write of the element (the redirection to the
 * device copy shifts its subscripts; taking its address would make the array's kernel parameter
 * lose its {@code const}).  Once the kernel is outlined, {@link #lower} turns them into
 * {@code *(const int4 *)&A[..]}, {@code *(int4 *)&A[..] = r} and
 * {@code ((unsigned long long)&A[..] & 15) == 0}; the vector-access pass's typed loads, {@code hicuda_vld16_float4(A[..])},
 * become {@code *(const float4 *)&A[..]}.  The OpenCL back end gives the pointer types their address
 * spaces ({@code *(__global const int4 *)&A[..]}, {@code *(__local int4 *)&s_A[..]}) and spells
 * {@code long long} as {@code long}: OpenCL C's {@code int4} is the same 16 bytes.
 */
public final class VectorMoves {
    static final String LOAD = "hicuda_vld";
    static final String STORE = "hicuda_vst";
    static final String ALIGNED = "hicuda_aligned";

    private VectorMoves() {
    }

    /** Rewrites the calls in an outlined kernel body. */
    public static void lower(Compound kbody) {
        for (Call c : NodeWalker.collect(kbody, Call.class)) {
            String name = c.calleeName();
            if (name == null || !name.startsWith("hicuda_")) {
                continue;
            }
            if (name.startsWith(LOAD)) {
                NodeWalker.replace(c, new Unary("*", CopyCode.pointerCast("const", type(name, LOAD), address(c)), false));
            } else if (name.startsWith(STORE)) {
                Expr target = new Unary("*", CopyCode.pointerCast(null, type(name, STORE), address(c)), false);
                NodeWalker.replace(c, new Assign("=", target, c.args().get(1).copy()));
            } else if (name.startsWith(ALIGNED)) {
                long bytes = Long.parseLong(name.substring(ALIGNED.length()));
                Expr bits = new Binary("&", CopyCode.castTo("unsigned long long", address(c)), Exprs.num(bytes - 1));
                NodeWalker.replace(c, new Paren(new Binary("==", new Paren(bits), Exprs.num(0))));
            }
        }
    }

    /** {@code int4} for {@code hicuda_vld16}, {@code int2} for {@code hicuda_vld8}, T for {@code hicuda_vld16_T}. */
    private static String type(String name, String prefix) {
        String rest = name.substring(prefix.length());
        int typed = rest.indexOf('_');
        if (typed >= 0) {
            return rest.substring(typed + 1);
        }
        return rest.equals("16") ? "int4" : "int2";
    }

    private static Expr address(Call c) {
        return new Unary("&", c.args().get(0).copy(), false);
    }
}
