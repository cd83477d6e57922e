package dev.hicuda.analysis;

import dev.hicuda.ir.directive.Directive;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Predicate;

/**
 * How the begin and end directives of one kind of region ({@code kernel}/{@code kernel_end} or
 * {@code singular}/{@code singular_end}) pair up among the statements of one block.  Pairing is
 * by nesting (the innermost open begin takes the next end), so that a region nested in another
 * one gives one error, for the nesting, and not a second one for an end without its begin.
 *
 * <p>Where a begin has no end, or an end no begin, whether the statements between that directive
 * and the end (or the start) of the block are inside a region is <em>unknown</em>: the checks
 * that depend on it are skipped there, so that one mistake gives one error.
 */
final class BlockRegions {
    /** Where a statement stands with respect to the regions of one kind. */
    enum Where { INSIDE, OUTSIDE, UNKNOWN }

    /** A matched region: indexes of its begin and end directives in the block. */
    record Pair(int begin, int end) {
        boolean strictlyContains(int i) {
            return i > begin && i < end;
        }
    }

    private final Compound block;
    private final List<Pair> pairs = new ArrayList<>();
    private final List<Integer> unclosed = new ArrayList<>();
    private final List<Integer> closedByTerminator = new ArrayList<>();
    private final List<Integer> unmatchedEnds = new ArrayList<>();
    private final List<int[]> unknown = new ArrayList<>();

    /**
     * @param isBegin    the directive opens a region
     * @param isEnd      the directive closes the innermost open region
     * @param terminator the directive ends every open region without matching it (kernel_end for
     *                   singular regions); null for none
     */
    BlockRegions(Compound block, Predicate<Directive> isBegin, Predicate<Directive> isEnd, Predicate<Directive> terminator) {
        this.block = block;
        List<Stmt> items = block.items();
        Deque<Integer> open = new ArrayDeque<>();
        int lastBoundary = -1;
        for (int i = 0; i < items.size(); i++) {
            if (!(items.get(i) instanceof DirectiveStmt ds) || ds.directive() == null) {
                continue;
            }
            Directive d = ds.directive();
            if (isBegin.test(d)) {
                open.push(i);
            } else if (isEnd.test(d)) {
                if (open.isEmpty()) {
                    unmatchedEnds.add(i);
                    unknown.add(new int[] {lastBoundary + 1, i});
                } else {
                    pairs.add(new Pair(open.pop(), i));
                }
                lastBoundary = i;
            } else if (terminator != null && terminator.test(d)) {
                while (!open.isEmpty()) {
                    int b = open.removeLast();
                    closedByTerminator.add(b);
                    unknown.add(new int[] {b, i});
                }
                lastBoundary = i;
            }
        }
        while (!open.isEmpty()) {
            int b = open.removeLast();
            unclosed.add(b);
            unknown.add(new int[] {b, items.size()});
        }
    }

    Compound block() {
        return block;
    }

    /** Begins with no end in the block. */
    List<DirectiveStmt> unclosed() {
        return at(unclosed);
    }

    /** Begins still open when the terminator came. */
    List<DirectiveStmt> closedByTerminator() {
        return at(closedByTerminator);
    }

    /** Ends with no begin before them in the block. */
    List<DirectiveStmt> unmatchedEnds() {
        return at(unmatchedEnds);
    }

    /** Where the statement at index i stands; {@link #enclosing} gives the region when INSIDE. */
    Where where(int i) {
        if (enclosing(i) != null) {
            return Where.INSIDE;
        }
        for (int[] r : unknown) {
            if (i >= r[0] && i <= r[1] && i < block.items().size()) {
                return Where.UNKNOWN;
            }
        }
        return Where.OUTSIDE;
    }

    /** The begin directive of the innermost matched region strictly containing index i, or null. */
    DirectiveStmt enclosing(int i) {
        Pair best = null;
        for (Pair p : pairs) {
            if (p.strictlyContains(i) && (best == null || p.begin() > best.begin())) {
                best = p;
            }
        }
        return best == null ? null : (DirectiveStmt) block.items().get(best.begin());
    }

    private List<DirectiveStmt> at(List<Integer> indexes) {
        List<DirectiveStmt> l = new ArrayList<>();
        for (int i : indexes) {
            l.add((DirectiveStmt) block.items().get(i));
        }
        l.sort((a, b) -> Integer.compare(block.indexOf(a), block.indexOf(b)));
        return l;
    }
}
