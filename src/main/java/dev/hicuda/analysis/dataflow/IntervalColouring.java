package dev.hicuda.analysis.dataflow;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Places variables in one buffer — the constant-memory pool of a file, the dynamic shared-memory
 * buffer of a kernel — so that variables whose live ranges overlap get disjoint bytes and the
 * others may share (paper §5.6: interval colouring of the weighted interference graph).
 *
 * <p>Each item has a size, an alignment and one or more live intervals {@code [start, end]}
 * (inclusive positions in program order); two items interfere when an interval of one overlaps an
 * interval of the other.  The peak is the largest number of bytes live at one position — a lower
 * bound for any placement.  Placement is first fit: each item, in turn, goes to the lowest
 * offset, aligned for it, that overlaps no interfering item already placed.  Two orders are
 * tried — by first start (the left-edge order, optimal when all sizes are equal) and by
 * decreasing size — and the smaller pool wins (ties: the first order).  Weighted interval
 * colouring is NP-hard, so the pool can exceed the peak when live ranges cross in unlucky ways;
 * it equals the peak for nested and for disjoint scopes, which is how block-structured
 * directives usually look.
 */
public final class IntervalColouring {
    /** A live interval, both ends inclusive. */
    public record Interval(int start, int end) {
        public Interval {
            if (end < start) {
                throw new IllegalArgumentException("interval ends before it starts: " + start + ".." + end);
            }
        }

        boolean overlaps(Interval o) {
            return start <= o.end && o.start <= end;
        }

        boolean contains(int p) {
            return start <= p && p <= end;
        }
    }

    /** A variable to place: size and alignment in bytes, live intervals in program order. */
    public record Item(String name, long size, long align, List<Interval> live) {
        public Item {
            if (size <= 0 || align <= 0 || live.isEmpty()) {
                throw new IllegalArgumentException("bad item " + name + ": size " + size + ", align " + align);
            }
            live = List.copyOf(live);
        }

        public Item(String name, long size, long align, int start, int end) {
            this(name, size, align, List.of(new Interval(start, end)));
        }

        int firstStart() {
            return live.stream().mapToInt(Interval::start).min().orElseThrow();
        }

        boolean interferes(Item o) {
            for (Interval a : live) {
                for (Interval b : o.live) {
                    if (a.overlaps(b)) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    /** The result: one offset per item (in the order given), the pool size and the peak live bytes. */
    public record Placement(List<Long> offsets, long poolSize, long peak, long align) {
        public long offset(int item) {
            return offsets.get(item);
        }
    }

    private final List<Item> items;

    public IntervalColouring(List<Item> items) {
        this.items = List.copyOf(items);
    }

    public boolean interferes(int a, int b) {
        return a != b && items.get(a).interferes(items.get(b));
    }

    /** The most bytes live at one position (the sum of the sizes of the items live there). */
    public long peak() {
        long best = 0;
        for (Item x : items) {
            for (Interval i : x.live) {
                int p = i.start();
                long sum = 0;
                for (Item y : items) {
                    if (y.live.stream().anyMatch(j -> j.contains(p))) {
                        sum += y.size;
                    }
                }
                best = Math.max(best, sum);
            }
        }
        return best;
    }

    /** The items live together with item {@code i} at some position, item i included, in the given order. */
    public List<Integer> liveWith(int i) {
        List<Integer> l = new ArrayList<>();
        for (int j = 0; j < items.size(); j++) {
            if (j == i || interferes(i, j)) {
                l.add(j);
            }
        }
        return l;
    }

    public Placement place() {
        List<Integer> byStart = order(Comparator.<Integer>comparingInt(i -> items.get(i).firstStart())
                .thenComparing(i -> -items.get(i).size).thenComparingInt(i -> i));
        List<Integer> bySize = order(Comparator.<Integer>comparingLong(i -> -items.get(i).size)
                .thenComparingInt(i -> items.get(i).firstStart()).thenComparingInt(i -> i));
        long[] a = firstFit(byStart);
        long[] b = firstFit(bySize);
        long[] best = poolSize(b) < poolSize(a) ? b : a;
        List<Long> offsets = new ArrayList<>();
        long align = 1;
        for (int i = 0; i < items.size(); i++) {
            offsets.add(best[i]);
            align = Math.max(align, items.get(i).align);
        }
        return new Placement(offsets, poolSize(best), peak(), align);
    }

    private List<Integer> order(Comparator<Integer> c) {
        List<Integer> l = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            l.add(i);
        }
        l.sort(c);
        return l;
    }

    private long poolSize(long[] offsets) {
        long s = 0;
        for (int i = 0; i < items.size(); i++) {
            s = Math.max(s, offsets[i] + items.get(i).size);
        }
        return s;
    }

    private long[] firstFit(List<Integer> order) {
        long[] off = new long[items.size()];
        List<Integer> placed = new ArrayList<>();
        for (int i : order) {
            Item x = items.get(i);
            List<long[]> taken = new ArrayList<>();
            for (int j : placed) {
                if (interferes(i, j)) {
                    taken.add(new long[] {off[j], off[j] + items.get(j).size});
                }
            }
            taken.sort(Comparator.comparingLong(t -> t[0]));
            long candidate = 0;
            for (long[] t : taken) {
                if (candidate + x.size <= t[0]) {
                    break;
                }
                candidate = Math.max(candidate, alignUp(t[1], x.align));
            }
            off[i] = candidate;
            placed.add(i);
        }
        return off;
    }

    static long alignUp(long v, long align) {
        return (v + align - 1) / align * align;
    }
}
