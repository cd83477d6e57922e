package dev.hicuda.lowering.shared;

import dev.hicuda.analysis.dataflow.IntervalColouring;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.ArrayDeclarator;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.Declarator;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.PointerDeclarator;
import dev.hicuda.ir.decl.TypeName;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Cast;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.Stmt;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Places the shared variables of a kernel in one dynamic buffer: pads dimensions against bank
 * conflicts, gives each variable an offset by interval colouring of the live ranges (variables
 * whose scopes do not overlap share bytes), and writes the pointer declarations into the buffer
 * and the {@code --report} lines that describe the layout.
 */
final class SharedBufferLayout {
    static final String BUFFER = "hicuda_smem";
    /** Dynamic shared memory a block may use on sm_90 after opting in (227 KB). */
    static final long OPTIN_LIMIT = 232448;
    /** Dynamic shared memory a block may use without opting in. */
    static final long DEFAULT_LIMIT = 49152;

    private final CPrinter printer = CPrinter.readable();

    /**
     * When an access reads the shared copy with a subscript that differs across the lanes of a
     * warp ({@code threadIdx.x}) in dimension d and the same subscripts in the dimensions inside
     * it (as {@code s_y[(int)threadIdx.x][k]}), the lanes read addresses a stride(d) apart; with
     * 4-byte elements and an even stride they fall in a few of the 32 banks (16 floats: 16-way).
     * The dimensions inside d with an even size are then padded by one element, which makes the
     * stride odd and the 32 lanes hit 32 banks.  The transfers and accesses use the unpadded
     * extents, so the padding elements are never read or written.
     */
    void padAgainstBankConflicts(SharedVar v) {
        if (v.laneDimension < 0 || v.element.size() == null || v.element.size() != 4) {
            return;
        }
        if (laneInnermost(v)) {
            return;
        }
        List<Long> p = new ArrayList<>(v.box.size());
        boolean changed = false;
        for (int d = v.laneDimension + 1; d < p.size(); d++) {
            if (p.get(d) % 2 == 0) {
                p.set(d, p.get(d) + 1);
                changed = true;
            }
        }
        if (changed) {
            v.padded = p;
        }
    }

    /**
     * A shared array the kernel computes in place (no copy-in: tpacf's histogram rows {@code s_part[thread][bin]}),
     * indexed by the thread in an outer dimension whose extent is a multiple of 32, is stored with that dimension
     * innermost ({@code [bin][thread]}, as hand-written histograms are): lane l's element of any row then lies in bank
     * l, so the lanes never conflict, whatever the inner subscripts (data-dependent bins hit the padded rows' banks at
     * random: 1.05 G conflicts in tpacf on the H200 against 0.12 M by hand).  The accesses already written are reordered;
     * the copies index through {@link SharedVar#element}.  Returns whether it did.
     */
    private static boolean laneInnermost(SharedVar v) {
        int lane = v.laneDimension;
        int rank = v.box.rank();
        if (v.copyin != null || v.local || lane >= rank - 1 || v.box.size().get(lane) % 32 != 0) {
            return false;
        }
        int[] order = new int[rank];
        int k = 0;
        for (int d = 0; d < rank; d++) {
            if (d != lane) {
                order[k++] = d;
            }
        }
        order[k] = lane;
        v.storage = order;
        for (Index access : v.accesses) {
            List<Expr> subs = new ArrayList<>();
            Expr e = access;
            while (e instanceof Index i) {
                subs.add(0, i.index().copy());
                e = i.base();
            }
            NodeWalker.replace(access, v.element(subs).at(access.pos()));
        }
        return true;
    }

    /**
     * Sets each variable's live range (pre-order statement numbers of the kernel body, from its
     * alloc to its remove or the end of its block) and its offset; returns the bytes of the buffer.
     */
    long place(Compound kbody, List<SharedVar> live) {
        return place(kbody, live, 0);
    }

    /**
     * As {@link #place(Compound, List)}, from byte {@code base} of the buffer on (the bytes below
     * are the shared variables of the functions the code calls); returns the end of the footprint.
     */
    long place(Compound kbody, List<SharedVar> live, long base) {
        long start = (base + 15) / 16 * 16;
        Map<Node, Integer> number = new IdentityHashMap<>();
        int[] counter = {0};
        NodeWalker.preOrder(kbody, n -> {
            if (n instanceof Stmt) {
                number.put(n, counter[0]++);
            }
        });
        List<IntervalColouring.Item> items = new ArrayList<>();
        for (SharedVar v : live) {
            v.first = number.get(v.alloc);
            Node end = v.remove != null ? v.remove : v.block();
            // a scope that runs to the end of the kernel region ends with the kernel body
            v.last = Math.max(v.first, lastNumber(number.containsKey(end) ? end : kbody, number));
            items.add(new IntervalColouring.Item(v.name(), v.footprint(), Math.max(16, v.element.size()), v.first, v.last));
        }
        IntervalColouring.Placement placed = new IntervalColouring(items).place();
        for (int k = 0; k < live.size(); k++) {
            live.get(k).offset = start + placed.offset(k);
        }
        return start + placed.poolSize();
    }

    private static int lastNumber(Node n, Map<Node, Integer> number) {
        int[] max = {number.getOrDefault(n, 0)};
        NodeWalker.preOrder(n, x -> {
            Integer k = number.get(x);
            if (k != null) {
                max[0] = Math.max(max[0], k);
            }
        });
        return max[0];
    }

    /**
     * One declaration per variable: a pointer of its (padded) shape to its bytes of the buffer,
     * {@code float (*s_A)[32] = (float (*)[32])(hicuda_smem + 0);}.
     */
    List<Stmt> declarations(List<SharedVar> live) {
        List<Stmt> out = new ArrayList<>();
        for (SharedVar v : live) {
            Expr place = new Paren(new Binary("+", new Ident(BUFFER), Literal.integer(v.offset)));
            Expr init = new Cast(new TypeName(v.specs.copy(), view(new NameDeclarator(null), v)), place);
            DeclStmt d = new DeclStmt(new Declaration(v.specs.copy(), new ArrayList<>(List.of(
                    new InitDeclarator(view(new NameDeclarator(v.name()), v), init, null)))));
            d.setTrailingComment("/* shared " + v.array.name() + shape(v.box.size()) + ": bytes " + v.offset + ".." + (v.offset + v.footprint() - 1)
                    + (v.buffers > 1 ? ", " + v.buffers + " buffers of " + v.bytes() + " used in turn" : "")
                    + (v.ringDim >= 0 ? ", a ring of " + v.ring + " planes of dimension " + v.ringDim : "") + " */");
            out.add(d);
        }
        return out;
    }

    /** {@code *name} for a 1-D variable, else {@code (*name)[n1]...} over its (padded) inner dimensions. */
    private static Declarator view(NameDeclarator name, SharedVar v) {
        Declarator d = new PointerDeclarator(List.of(), name);
        if (v.box.rank() > 1) {
            List<Long> sizes = v.physical();
            for (int i = 1; i < sizes.size(); i++) {
                d = new ArrayDeclarator(d, Literal.integer(sizes.get(i)), List.of());
            }
        }
        return d;
    }

    /** The --report lines: the buffer's size, then each variable's shape, offset, live lines and transfers. */
    List<String> describe(long total, List<SharedVar> live) {
        List<String> report = new ArrayList<>();
        report.add("  shared memory: " + total + " bytes per block (one dynamic buffer" + (total > DEFAULT_LIMIT ? ", opted in above 48 KB" : "") + ")");
        for (SharedVar v : live) {
            report.add("    " + v.name() + ": " + printer.specs(v.specs, 0) + shape(v.box.size())
                    + (v.padded != null ? " stored as " + shape(v.padded) + " (padded against bank conflicts)" : "")
                    + (v.storage != null ? " stored as " + shape(v.physical()) + " (the thread's dimension innermost, against bank"
                    + " conflicts)" : "")
                    + " at offset " + v.offset + " (" + v.footprint()
                    + " bytes" + (v.buffers > 1 ? ": two buffers used in turn, its copy-in pipelined" : "")
                    + (v.ringDim >= 0 ? ": a ring of " + v.ring + " planes of dimension " + v.ringDim + ", an iteration copying the planes"
                    + " that enter the section, pipelined" : "") + "), live lines " + v.alloc.pos().line() + "-" + (v.remove != null ? v.remove.pos().line() : v.block().pos().line())
                    + (v.copyin != null ? ", copyin " + v.copyin.elements() + " elements" : "")
                    + (v.copyoutBoxes.isEmpty() ? "" : ", copyout " + v.copyoutBoxes.values().iterator().next().elements() + " elements"));
        }
        return report;
    }

    /** {@code s_A = (float (*)[16])(hicuda_smem + offset + buffer * bytes);}: points v at one of its buffers. */
    static Stmt pointAt(SharedVar v, String buffer) {
        Expr place = new Paren(new Binary("+", new Binary("+", new Ident(BUFFER), Literal.integer(v.offset)),
                new Binary("*", new Ident(buffer), Literal.integer(v.bytes()))));
        Expr init = new Cast(new TypeName(v.specs.copy(), view(new NameDeclarator(null), v)), place);
        return new ExprStmt(new Assign("=", new Ident(v.name()), init));
    }

    private static String shape(List<Long> sizes) {
        StringBuilder sb = new StringBuilder();
        for (long s : sizes) {
            sb.append('[').append(s).append(']');
        }
        return sb.toString();
    }
}
