package dev.hicuda.lowering.shared;

import dev.hicuda.analysis.affine.Affine;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.ir.decl.ArrayDeclarator;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.PointerDeclarator;
import dev.hicuda.ir.decl.TypeName;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Cast;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.VerbatimStmt;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The code of one cooperative transfer of a merged box (docs/translation.md, "Transfers"): thread
 * t moves units t, t+T, t+2T, ... of the box linearized in row-major order ({@link TransferSchedule}),
 * a unit being one element or, on the CUDA and OpenCL targets, 16 or 8 bytes of a row moved as one vector
 * (CUDA's and OpenCL C's {@code int4}/{@code int2}).
 * <ul>
 * <li>the <em>fast</em> path runs when the whole box lies inside the data in global memory (one test
 *     per box instead of one per element; no test when no element can leave the data) and, with
 *     vectors, when the global rows are aligned to the vector size; for a copy-in each thread first
 *     loads all its units into registers, then stores them, so that its loads are in flight together
 *     (a copy-out moves each unit directly);</li>
 * <li>the <em>slow</em> path moves one element at a time, each behind its bounds guard.</li>
 * </ul>
 * Every position in the box can be shifted ({@code at}), so that {@link PipelinedTransfers} can load
 * the box of the next iteration of a loop.
 */
final class CopyCode {
    /** A thread keeps at most this many 4-byte words of one transfer in registers. */
    static final long REGISTER_WORDS = 32;
    /** A transfer that moves unit by unit (not through the thread's registers) is unrolled by this much at most. */
    static final long MOVE_UNROLL = 8;

    private final Exprs ex;
    private final TransferGuards guards;
    private final long nthreads;
    private final boolean gpu;
    private int counter;

    /**
     * @param gpu whether the code is for a GPU compiler (nvcc, or an OpenCL C compiler): vectors and
     *            {@code #pragma unroll} (the CPU target moves elements, in the same order)
     */
    CopyCode(Exprs ex, TransferGuards guards, long nthreads, boolean gpu) {
        this.ex = ex;
        this.guards = guards;
        this.nthreads = nthreads;
        this.gpu = gpu;
    }

    /** The transfer of box {@code b} of {@code v}: global to shared ({@code in}) or back; vectors only for a plain global copy. */
    Transfer of(SharedVar v, MergedSection b, boolean in, boolean plainGlobal) {
        return new Transfer(v, b, in, gpu && plainGlobal ? vectorElements(v, b) : 1, counter++, v, b);
    }

    /**
     * The write-back of box {@code b} of {@code v} to another array, {@code gv} over its box {@code gb}
     * of the same size ({@code shared copyout A[...] to B[...]}, GPGPU'09): element by element.
     */
    Transfer copyoutTo(SharedVar v, MergedSection b, SharedVar gv, MergedSection gb) {
        return new Transfer(v, b, false, 1, counter++, gv, gb);
    }

    /**
     * Elements per vector (16 bytes, else 8), or 1: the box's rows, their offsets in the shared
     * variable and its stored (padded) rows must be multiples of it, and so must its byte size.
     */
    private static long vectorElements(SharedVar v, MergedSection b) {
        Long size = v.element.size();
        int last = b.rank() - 1;
        if (size == null || size == 0 || b.rank() == 0 || v.storage != null || v.ringDim == last) {
            return 1; // (a reordered variable's logical rows are not contiguous in shared memory, nor a ring's slots)
        }
        Long off = b.lo().get(last).minus(v.box.lo().get(last)).value();
        for (long bytes : new long[] {16, 8}) {
            long k = bytes / size;
            if (k < 2 || bytes % size != 0 || off == null) {
                continue;
            }
            if (b.size().get(last) % k == 0 && off % k == 0 && v.physical().get(last) % k == 0 && v.bytes() % bytes == 0) {
                return k;
            }
        }
        return 1;
    }

    /** One transfer; see the class comment. */
    final class Transfer {
        final SharedVar v;
        final MergedSection b;
        final boolean in;
        /** Elements per unit. */
        final long vec;
        final TransferSchedule plan;
        /** The name of the thread's register array. */
        final String regs;
        /** The global side: the variable's own array and box, or the target of 'copyout ... to' and its box. */
        private final SharedVar gv;
        private final MergedSection gb;

        private Transfer(SharedVar v, MergedSection b, boolean in, long vec, int id, SharedVar gv, MergedSection gb) {
            this.gv = gv;
            this.gb = gb;
            this.v = v;
            this.b = b;
            this.in = in;
            this.vec = vec;
            List<Long> units = new ArrayList<>(b.size());
            units.set(units.size() - 1, units.get(units.size() - 1) / vec);
            this.plan = new TransferSchedule(units, nthreads);
            this.regs = "hicuda_reg" + id;
        }

        long bytesPerUnit() {
            return vec * v.element.size();
        }

        /** Whether the thread's units of this transfer fit the register budget. */
        boolean fitsInRegisters() {
            return plan.rounds() * Math.max(1, bytesPerUnit() / 4) <= REGISTER_WORDS;
        }

        boolean guarded() {
            for (int d = 0; d < b.rank(); d++) {
                if (b.guardLo()[d] || b.guardHi()[d]) {
                    return true;
                }
            }
            return false;
        }

        /** The test of the fast path (the box inside the data, the rows aligned), or null when it always holds. */
        Expr fastCondition(UnaryOperator<Affine> at) {
            Expr c = null;
            if (guarded()) {
                for (int d = 0; d < b.rank(); d++) {
                    Affine lo = at.apply(b.lo().get(d));
                    c = guards.boxInside(c, v, b, d, lo.toExpr(), lo.plus(b.size().get(d) - 1).toExpr());
                }
            }
            if (vec > 1) {
                String fn = VectorMoves.ALIGNED + bytesPerUnit();
                List<Affine> first = new ArrayList<>();
                for (int d = 0; d < b.rank(); d++) {
                    first.add(at.apply(b.lo().get(d)));
                }
                c = and(c, new Call(Exprs.id(fn), List.of(global(first))));
                for (int d = 0; d < b.rank() - 1; d++) {
                    if (b.size().get(d) > 1) {
                        List<Affine> next = new ArrayList<>(first);
                        next.set(d, first.get(d).plus(1));
                        c = and(c, new Call(Exprs.id(fn), List.of(global(next))));
                    }
                }
            }
            return c;
        }

        /** {@code T regs[rounds];}: the thread's units. */
        Stmt declareRegisters() {
            DeclSpecs t = vec > 1 ? DeclSpecs.keywords(vectorType()) : v.specs.withoutStorage();
            t.remove("const");
            return new DeclStmt(new Declaration(t, List.of(new InitDeclarator(
                    new ArrayDeclarator(new NameDeclarator(regs), Exprs.num(plan.rounds()), List.of()), null, null))));
        }

        /** Loads the thread's units into its registers, from global memory (in) or from the shared copy (out). */
        Stmt load(UnaryOperator<Affine> at) {
            return rounds((k, coords) -> new ExprStmt(new Assign("=", reg(k), in ? globalUnit(at, coords) : sharedUnit(at, coords, true))), true);
        }

        /** Stores the thread's registers into the shared copy (in) or global memory (out). */
        Stmt store(UnaryOperator<Affine> at) {
            return rounds((k, coords) -> in ? new ExprStmt(new Assign("=", sharedUnit(at, coords, false), reg(k)))
                    : globalStore(at, coords, reg(k)), true);
        }

        /** Load and store of each unit together: for a thread whose units do not all fit in registers. */
        Stmt moveDirectly(UnaryOperator<Affine> at) {
            return rounds((k, coords) -> in ? new ExprStmt(new Assign("=", sharedUnit(at, coords, false), globalUnit(at, coords)))
                    : globalStore(at, coords, sharedUnit(at, coords, true)), false);
        }

        /** The whole transfer where the directive stands: fast path (or the slow one when its test fails). */
        Stmt direct() {
            UnaryOperator<Affine> here = UnaryOperator.identity();
            if (gv != v) {
                return slow(here); // to another array: element by element, guarded by that array's data
            }
            Stmt fast;
            // a copy-in loads all the thread's units before it stores them, so that its global loads are in flight
            // together; a copy-out moves each unit directly: its global stores do not wait, and holding its units in
            // registers would set the register count of the whole kernel (tpacf's 32-word rows: 128 registers)
            if (in && fitsInRegisters() && plan.rounds() > 1) {
                fast = new Compound(new ArrayList<>(List.of(declareRegisters(), load(here), store(here))));
            } else {
                fast = moveDirectly(here);
            }
            Expr test = fastCondition(here);
            if (test == null) {
                return fast;
            }
            Stmt otherwise = vec > 1 && !guarded() ? of(v, b, in, false).direct() : slow(here);
            return new If(test, asBlock(fast), asBlock(otherwise));
        }

        /** The element-by-element transfer, each element behind its bounds guard. */
        Stmt slow(UnaryOperator<Affine> at) {
            TransferSchedule p = new TransferSchedule(b.size(), nthreads);
            long rounds = p.rounds();
            String e = "hicuda_e";
            List<Stmt> rest = new ArrayList<>();
            List<Expr> local = coordinates(p, Exprs.id(e), 1, rest);
            Expr shared = sharedElement(at, local);
            Ident array = new Ident(gv.array.name());
            array.setSymbol(gv.array);
            Expr global = array;
            Expr guard = null;
            for (int d = 0; d < b.rank(); d++) {
                Affine g = at.apply(gb.lo().get(d)).plus(Affine.of(local.get(d), ex));
                if (gb.guardLo()[d] || gb.guardHi()[d]) {
                    String gname = "hicuda_g" + d;
                    rest.add(intDecl(gname, g.toExpr()));
                    global = new Index(global, Exprs.id(gname));
                    guard = guards.extend(guard, gv, gb, d, gname);
                } else {
                    global = new Index(global, g.toExpr());
                }
            }
            Stmt move = in ? new ExprStmt(new Assign("=", shared, global)) : new ExprStmt(new Assign("=", global, shared));
            rest.add(guard == null ? move : new If(guard, new Compound(List.of(move)), null));
            return loop(p, rests -> rest, rounds, false);
        }

        // ---------------------------------------------------------------- pieces

        private interface UnitMove {
            Stmt at(Expr round, List<Expr> coords);
        }

        /**
         * for (k < rounds) { e = tid + k*T; [if (e < units)] { coordinates; move(k) } }, unrolled on the CUDA and OpenCL
         * targets; {@code registers}: the moves index the thread's register array, which needs the loop unrolled fully.
         */
        private Stmt rounds(UnitMove move, boolean registers) {
            return loop(plan, k -> {
                List<Stmt> rest = new ArrayList<>();
                List<Expr> coords = coordinates(plan, Exprs.id("hicuda_e"), vec, rest);
                rest.add(move.at(k, coords));
                return rest;
            }, plan.rounds(), registers);
        }

        private Stmt loop(TransferSchedule p, java.util.function.Function<Expr, List<Stmt>> bodyOf, long rounds, boolean registers) {
            Expr k = rounds == 1 ? Exprs.num(0) : Exprs.id("hicuda_k");
            Expr eIdx = rounds == 1 ? Exprs.id(CooperativeTransfers.TID)
                    : ex.add(Exprs.id(CooperativeTransfers.TID), ex.mul(Exprs.id("hicuda_k"), Exprs.num(nthreads)));
            List<Stmt> body = new ArrayList<>();
            body.add(intDecl("hicuda_e", eIdx));
            List<Stmt> rest = bodyOf.apply(k);
            if (p.needsTailGuard()) {
                body.add(new If(new Binary("<", Exprs.id("hicuda_e"), Exprs.num(p.elements())), new Compound(rest), null));
            } else {
                body.addAll(rest);
            }
            if (rounds == 1) {
                return new Compound(body);
            }
            For f = new For(intDecl("hicuda_k", Exprs.num(0)), new Binary("<", Exprs.id("hicuda_k"), Exprs.num(rounds)),
                    new Unary("++", Exprs.id("hicuda_k"), true), new Compound(body));
            // unit-by-unit moves unrolled by MOVE_UNROLL at most: fully unrolled, ptxas schedules all their loads first and
            // holds every unit in a register (tpacf's 32-round copy-out set the kernel's registers to 128, 46 unrolled by 8)
            String unroll = registers || rounds <= MOVE_UNROLL ? "#pragma unroll" : "#pragma unroll " + MOVE_UNROLL;
            return gpu ? new Compound(new ArrayList<>(List.of(VerbatimStmt.of(unroll), f))) : f;
        }

        /** The box coordinates of unit e (declared in {@code rest} when the box has several dimensions); the last one in elements. */
        private List<Expr> coordinates(TransferSchedule p, Expr e, long perUnit, List<Stmt> rest) {
            List<Expr> local = new ArrayList<>();
            int rank = p.sizes().size();
            for (int d = 0; d < rank; d++) {
                if (p.sizes().get(d) == 1 && rank > 1) {
                    local.add(Exprs.num(0)); // a dimension of one unit: its coordinate is 0
                    continue;
                }
                long stride = p.stride(d);
                Expr q = stride == 1 ? e.copy() : new Binary("/", e.copy(), Exprs.num(stride));
                Expr r = d == 0 ? q : new Binary("%", Exprs.paren(q, 13), Exprs.num(p.sizes().get(d)));
                if (d == rank - 1 && perUnit > 1) {
                    r = new Binary("*", Exprs.paren(r, 13), Exprs.num(perUnit));
                }
                if (rank == 1 && perUnit == 1) {
                    local.add(e.copy());
                } else {
                    String name = "hicuda_r" + d;
                    rest.add(intDecl(name, r));
                    local.add(Exprs.id(name));
                }
            }
            return local;
        }

        private Expr reg(Expr k) {
            return new Index(Exprs.id(regs), k.copy());
        }

        /**
         * s_A[r0 + off0][r1 + off1]...; in the dimension of a ring, the slot of the plane at the (shifted) position,
         * {@code (lo + r) & (ring - 1)}.
         */
        private Expr sharedElement(UnaryOperator<Affine> at, List<Expr> local) {
            List<Expr> subs = new ArrayList<>();
            for (int d = 0; d < b.rank(); d++) {
                if (d == v.ringDim) {
                    subs.add(v.ringSlot(at.apply(b.lo().get(d)).plus(Affine.of(local.get(d), ex)).toExpr()));
                    continue;
                }
                Long off = b.lo().get(d).minus(v.box.lo().get(d)).value();
                subs.add(off == 0 ? local.get(d).copy() : ex.add(local.get(d).copy(), Exprs.num(off)));
            }
            return v.element(subs);
        }

        /** A unit of the shared copy: the element, or {@code *(int4 *)&s_A[..]}. */
        private Expr sharedUnit(UnaryOperator<Affine> at, List<Expr> local, boolean read) {
            Expr el = sharedElement(at, local);
            return vec == 1 ? el : new Unary("*", pointerCast(read ? "const" : null, vectorType(), new Unary("&", el, false)), false);
        }

        /** A[lo0 + r0][lo1 + r1]... at the shifted position. */
        private Expr globalAt(UnaryOperator<Affine> at, List<Expr> local) {
            List<Affine> pos = new ArrayList<>();
            for (int d = 0; d < b.rank(); d++) {
                pos.add(at.apply(b.lo().get(d)).plus(Affine.of(local.get(d), ex)));
            }
            return global(pos);
        }

        private Expr global(List<Affine> pos) {
            Ident array = new Ident(v.array.name());
            array.setSymbol(v.array);
            Expr g = array;
            for (Affine a : pos) {
                g = new Index(g, a.toExpr());
            }
            return g;
        }

        /** A unit of global memory, read: the element or {@code hicuda_vld16(A[..])} (lowered by {@link VectorMoves}). */
        private Expr globalUnit(UnaryOperator<Affine> at, List<Expr> local) {
            Expr el = globalAt(at, local);
            return vec == 1 ? el : new Call(Exprs.id(VectorMoves.LOAD + bytesPerUnit()), List.of(el));
        }

        private Stmt globalStore(UnaryOperator<Affine> at, List<Expr> local, Expr value) {
            Expr el = globalAt(at, local);
            return new ExprStmt(vec == 1 ? new Assign("=", el, value)
                    : new Call(Exprs.id(VectorMoves.STORE + bytesPerUnit()), List.of(el, value)));
        }

        private String vectorType() {
            return bytesPerUnit() == 16 ? "int4" : "int2";
        }
    }

    /** ({@code qualifier} type *) e */
    static Expr pointerCast(String qualifier, String type, Expr e) {
        DeclSpecs specs = qualifier == null ? DeclSpecs.keywords(type) : DeclSpecs.keywords(qualifier, type);
        return new Cast(new TypeName(specs, new PointerDeclarator(List.of(), new NameDeclarator(null))), e);
    }

    /** ({@code type}) e */
    static Expr castTo(String type, Expr e) {
        return new Cast(new TypeName(DeclSpecs.keywords(type.split(" ")), new NameDeclarator(null)), e);
    }

    static Stmt intDecl(String name, Expr init) {
        return new DeclStmt(new Declaration(DeclSpecs.keywords("int"),
                List.of(new InitDeclarator(new NameDeclarator(name), init, null))));
    }

    static Stmt asBlock(Stmt s) {
        return s instanceof Compound ? s : new Compound(new ArrayList<>(List.of(s)));
    }

    static Expr and(Expr a, Expr b) {
        return a == null ? b : new Binary("&&", a, b);
    }
}
