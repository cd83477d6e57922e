package dev.hicuda.lowering.shared;

import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.CType;
import dev.hicuda.lowering.data.DataShape;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * One {@code shared alloc} and what belongs to it: the block it stands in, its {@code remove}
 * and {@code copyout}s (found by {@link SharedScopeFinder}), then what the later phases decide:
 * the merged sections ({@link SectionMerging}), the padding and the offset in the buffer
 * ({@link SharedBufferLayout}).
 */
final class SharedVar {
    final DirectiveStmt alloc;
    final DataDirective directive;
    final Symbol array;
    /** The block the alloc was written in (the region\'s block for an alloc among the region\'s top-level statements). */
    private final Compound writtenIn;
    DirectiveStmt remove;
    final List<DirectiveStmt> copyouts = new ArrayList<>();
    boolean local;
    // set by SectionMerging
    MergedSection box;
    MergedSection copyin;
    final Map<DirectiveStmt, MergedSection> copyoutBoxes = new IdentityHashMap<>();
    /** For a {@code shared copyout ... to B[...]}: the target array (as a variable with its shape) and its merged section. */
    final Map<DirectiveStmt, Target> copyoutTargets = new IdentityHashMap<>();

    /** Where a copyout writes when it names another array (GPGPU'09: {@code copyout A[...] to B[...]}). */
    record Target(SharedVar array, MergedSection box) {
    }
    DataShape shape;
    CType element;
    DeclSpecs specs;
    // set by SharedBufferLayout (and the redirection, for laneDimension)
    long offset;
    /** Set when some dimensions are padded; null otherwise. */
    List<Long> padded;
    /** The first dimension whose subscript varies across the lanes of a warp while the inner ones do not (-1: none). */
    int laneDimension = -1;
    /**
     * The storage order of the dimensions when it is not the logical one (null): {@code storage[i]} is the logical
     * dimension stored at position i (SharedBufferLayout moves a thread-indexed dimension innermost).
     */
    int[] storage;
    /** The accesses the redirection wrote ({@code s_A[..][..]}, in logical order), for a later change of storage order. */
    final List<Index> accesses = new ArrayList<>();
    int first;
    int last;
    /** The variables of the enclosing loops partitioned over threads (set by SectionMerging). */
    java.util.Set<String> threadVars = java.util.Set.of();
    /** 2 when its copy-in is pipelined over the loop around it (PipelinedTransfers): two copies, used in turn. */
    int buffers = 1;
    /**
     * The dimension whose planes form a ring (-1: none): a copy-in whose section slides along the loop around it
     * ({@code u[k-1:k+1][..]} in a loop over k) keeps {@link #ring} planes of that dimension, plane p in slot
     * {@code p & (ring - 1)}, and copies only the planes that enter the section (PipelinedTransfers).
     */
    int ringDim = -1;
    /** The planes of the ring, a power of two (0: no ring). */
    long ring;
    private int ordinal;

    SharedVar(DirectiveStmt alloc, DataDirective directive, Symbol array, Compound block) {
        this.alloc = alloc;
        this.directive = directive;
        this.array = array;
        this.writtenIn = block;
    }

    /** s_A; s_A_1, s_A_2, ... for the later allocs of the same array in one kernel (set by {@link #numberApart}). */
    String name() {
        return "s_" + array.name() + (ordinal > 0 ? "_" + ordinal : "");
    }

    /** Gives the second and later shared variables of the same array distinct names (each has its own shape). */
    static void numberApart(List<SharedVar> vars) {
        Map<Symbol, Integer> seen = new java.util.HashMap<>();
        for (SharedVar v : vars) {
            int k = seen.merge(v.array, 1, Integer::sum) - 1;
            v.ordinal = k;
        }
    }

    /** The sizes of the storage, padded against bank conflicts and in storage order (see SharedBufferLayout). */
    List<Long> physical() {
        List<Long> sizes = padded != null ? padded : box.size();
        if (ringDim >= 0) {
            sizes = new ArrayList<>(sizes);
            sizes.set(ringDim, ring);
        }
        return storage == null ? sizes : stored(sizes);
    }

    /** The slot of the ring that holds plane {@code plane} (an absolute index of the ring's dimension): {@code (plane) & (ring - 1)}. */
    Expr ringSlot(Expr plane) {
        return new Binary("&", plane instanceof Ident || plane instanceof Literal ? plane : new Paren(plane), Literal.integer(ring - 1));
    }

    /** {@code logical} (one item per dimension) in storage order. */
    <T> List<T> stored(List<T> logical) {
        if (storage == null) {
            return logical;
        }
        List<T> out = new ArrayList<>();
        for (int d : storage) {
            out.add(logical.get(d));
        }
        return out;
    }

    /** {@code s_A[..]..} of the element at the logical subscripts {@code subs}, in storage order. */
    Expr element(List<Expr> subs) {
        Expr r = new Ident(name());
        for (Expr s : stored(subs)) {
            r = new Index(r, s);
        }
        return r;
    }

    /** Bytes of the storage: the box with its padded dimensions. */
    long bytes() {
        return MergedSection.product(physical()) * element.size();
    }

    /** Bytes of the buffer space: the storage, twice when double-buffered. */
    long footprint() {
        return bytes() * buffers;
    }

    /**
     * The block the alloc stands in now: a top-level statement of the kernel region moves into the
     * kernel body when the region is outlined, and the predication of an uneven partition moves the
     * body of its loop into the trip loop, so this is not always the block it was written in.
     */
    Compound block() {
        return alloc.parent() instanceof Compound c ? c : writtenIn;
    }

    /** The statements between the alloc and its remove (or the end of the block, or the end of the kernel region). */
    List<Stmt> scope() {
        Compound block = block();
        int from = block.indexOf(alloc) + 1;
        int to = remove != null && remove.parent() == block ? block.indexOf(remove) : block.items().size();
        for (int i = from; i < to; i++) {
            if (block.items().get(i) instanceof DirectiveStmt d && d.directive() instanceof SimpleDirective sd
                    && sd.kind() == SimpleDirective.Kind.KERNEL_END) {
                to = i; // an alloc among the top-level statements of the region: its scope ends with the kernel
            }
        }
        return new ArrayList<>(block.items().subList(from, Math.max(from, to)));
    }
}
