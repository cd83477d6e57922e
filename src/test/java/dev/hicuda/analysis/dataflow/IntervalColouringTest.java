package dev.hicuda.analysis.dataflow;

import dev.hicuda.analysis.dataflow.IntervalColouring.Interval;
import dev.hicuda.analysis.dataflow.IntervalColouring.Item;
import dev.hicuda.analysis.dataflow.IntervalColouring.Placement;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Placement of statically allocated variables by interval colouring of their live ranges (paper §5.6). */
class IntervalColouringTest {

    /** Every pair of interfering items has disjoint bytes, every offset is aligned, the pool holds them all. */
    static void assertValid(List<Item> items, Placement p) {
        IntervalColouring c = new IntervalColouring(items);
        for (int i = 0; i < items.size(); i++) {
            Item x = items.get(i);
            assertThat(p.offset(i) % x.align()).as("offset of %s aligned to %d", x.name(), x.align()).isZero();
            assertThat(p.offset(i) + x.size()).isLessThanOrEqualTo(p.poolSize());
            for (int j = 0; j < items.size(); j++) {
                if (c.interferes(i, j)) {
                    Item y = items.get(j);
                    boolean disjoint = p.offset(i) + x.size() <= p.offset(j) || p.offset(j) + y.size() <= p.offset(i);
                    assertThat(disjoint).as("%s and %s are live together but share bytes", x.name(), y.name()).isTrue();
                }
            }
        }
        assertThat(p.poolSize()).isGreaterThanOrEqualTo(p.peak());
    }

    static Placement place(List<Item> items) {
        Placement p = new IntervalColouring(items).place();
        assertValid(items, p);
        return p;
    }

    @Test
    void nonOverlappingRangesShareTheSameOffset() {
        List<Item> items = List.of(new Item("A", 48, 4, 0, 10), new Item("B", 32, 8, 11, 20), new Item("C", 64, 4, 30, 40));
        Placement p = place(items);
        assertThat(p.offsets()).containsExactly(0L, 0L, 0L);
        assertThat(p.poolSize()).isEqualTo(64);
        assertThat(p.peak()).isEqualTo(64);
    }

    @Test
    void overlappingRangesGetDisjointBytes() {
        List<Item> items = List.of(new Item("A", 48, 4, 0, 10), new Item("B", 32, 4, 5, 20));
        Placement p = place(items);
        assertThat(p.offsets()).containsExactly(0L, 48L);
        assertThat(p.poolSize()).isEqualTo(80);
    }

    @Test
    void rangesTouchingAtOnePositionOverlap() {
        // [0,10] and [10,20]: both live at position 10 (the remove of one is the copyin of the other)
        List<Item> items = List.of(new Item("A", 16, 4, 0, 10), new Item("B", 16, 4, 10, 20));
        assertThat(place(items).offsets()).containsExactly(0L, 16L);
    }

    @Test
    void poolIsThePeakOfLiveSumsNotTheSum() {
        // The test program 54_constant_two_kernels: W [0,100], OFF [1,50], K2 [51,90].
        List<Item> items = List.of(new Item("W", 36, 4, 0, 100), new Item("OFF", 36, 4, 1, 50), new Item("K2", 32, 8, 51, 90));
        Placement p = place(items);
        assertThat(p.peak()).isEqualTo(72);
        assertThat(p.poolSize()).isEqualTo(72);
        assertThat(p.offsets()).containsExactly(0L, 36L, 40L); // K2 reuses OFF's bytes, aligned to 8
    }

    @Test
    void peakIsTheMaximumOverPositionsOfTheLiveSizes() {
        List<Item> items = List.of(
                new Item("A", 100, 4, 0, 5), new Item("B", 10, 4, 3, 8), new Item("C", 50, 4, 6, 9), new Item("D", 30, 4, 7, 12));
        // live sums: at 3: A+B = 110; at 6: B+C = 60; at 7: B+C+D = 90
        IntervalColouring c = new IntervalColouring(items);
        assertThat(c.peak()).isEqualTo(110);
        Placement p = place(items);
        assertThat(p.poolSize()).isEqualTo(110);
    }

    @Test
    void nestedScopesFitInThePeak() {
        // P holds the whole range; Q and S are nested in it; T starts after Q ends, inside S.
        // In start order first fit would leave a hole (pool 12); the size order finds 10.
        List<Item> items = List.of(new Item("P", 4, 1, 0, 10), new Item("Q", 2, 1, 1, 2), new Item("S", 2, 1, 1, 10),
                new Item("T", 4, 1, 3, 10));
        Placement p = place(items);
        assertThat(p.peak()).isEqualTo(10);
        assertThat(p.poolSize()).isEqualTo(10);
    }

    @Test
    void offsetsAreAlignedForEachItem() {
        List<Item> items = List.of(new Item("c", 3, 1, 0, 10), new Item("d", 16, 8, 0, 10), new Item("s", 2, 2, 0, 10),
                new Item("f4", 32, 16, 0, 10));
        Placement p = place(items);
        assertThat(p.align()).isEqualTo(16);
        // by size: f4 at 0, d at 32, c at 48, s at 52 (aligned up from 51)
        assertThat(p.offsets()).containsExactly(48L, 32L, 52L, 0L);
        assertThat(p.poolSize()).isEqualTo(54);
    }

    @Test
    void alignmentCanMakeThePoolLargerThanThePeak() {
        // 12 bytes aligned to 4, then 8 bytes aligned to 8: the second starts at 16, not 12
        List<Item> items = List.of(new Item("f3", 12, 4, 0, 10), new Item("d", 8, 8, 0, 10));
        Placement p = place(items);
        assertThat(p.peak()).isEqualTo(20);
        assertThat(p.offsets()).containsExactly(0L, 16L);
        assertThat(p.poolSize()).isEqualTo(24);
    }

    @Test
    void severalIntervalsPerItemModelCallSites() {
        // A is live in main over [0,20] which contains a call (position 5) to a function whose
        // constant B lives over [30,40] there: B gets the extra interval [5,5] and interferes with A;
        // C in another function, called at 25 (outside A's range), shares bytes with A.
        List<Item> items = List.of(new Item("A", 40, 4, 0, 20),
                new Item("B", 40, 4, List.of(new Interval(30, 40), new Interval(5, 5))),
                new Item("C", 40, 4, List.of(new Interval(50, 60), new Interval(25, 25))));
        Placement p = place(items);
        assertThat(new IntervalColouring(items).interferes(0, 1)).isTrue();
        assertThat(new IntervalColouring(items).interferes(0, 2)).isFalse();
        assertThat(p.offset(0)).isNotEqualTo(p.offset(1));
        assertThat(p.poolSize()).isEqualTo(80);
        assertThat(p.peak()).isEqualTo(80);
    }

    @Test
    void liveWithListsTheInterferingItems() {
        List<Item> items = List.of(new Item("A", 4, 4, 0, 10), new Item("B", 4, 4, 5, 6), new Item("C", 4, 4, 11, 12));
        assertThat(new IntervalColouring(items).liveWith(0)).containsExactly(0, 1);
        assertThat(new IntervalColouring(items).liveWith(2)).containsExactly(2);
    }

    @Test
    void randomInstancesAreAlwaysValidAndNeverSmallerThanThePeak() {
        Random r = new Random(42);
        for (int round = 0; round < 300; round++) {
            List<Item> items = new ArrayList<>();
            int n = 1 + r.nextInt(12);
            for (int i = 0; i < n; i++) {
                int s = r.nextInt(50);
                long align = 1L << r.nextInt(5);
                items.add(new Item("v" + i, 1 + r.nextInt(200), align, s, s + r.nextInt(30)));
            }
            Placement p = place(items);
            assertThat(p.poolSize()).isGreaterThanOrEqualTo(p.peak());
        }
    }

    @Test
    void equalSizesInStartOrderReachThePeak() {
        // unit weights on an interval graph: the left-edge order is optimal
        Random r = new Random(7);
        for (int round = 0; round < 200; round++) {
            List<Item> items = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                int s = r.nextInt(40);
                items.add(new Item("v" + i, 16, 16, s, s + r.nextInt(15)));
            }
            Placement p = place(items);
            assertThat(p.poolSize()).isEqualTo(p.peak());
        }
    }

    // ---- the shared-memory buffer's cases (16-byte alignment)

    private static Item item(String n, int s, int e, long size) {
        return new Item(n, size, 16, s, e);
    }

    @Test
    void disjointLiveRangesShareTheSameBytes() {
        Placement p = place(List.of(item("a", 0, 4, 520), item("b", 5, 9, 528)));
        assertThat(p.offsets()).containsExactly(0L, 0L);
        assertThat(p.poolSize()).isEqualTo(528);
    }

    @Test
    void overlappingLiveRangesGetDisjointAlignedBytes() {
        Placement p = place(List.of(item("a", 0, 9, 2048), item("b", 1, 9, 100), item("c", 2, 3, 4)));
        assertThat(p.offsets()).containsExactly(0L, 2048L, 2160L); // 2148 rounded up to 16
        assertThat(p.poolSize()).isEqualTo(2164);
    }

    @Test
    void aFreedHoleIsReused() {
        // a [0,2] and b [0,9] live together; c [5,9] starts after a ended and fits in a's bytes
        Placement p = place(List.of(item("a", 0, 2, 256), item("b", 0, 9, 256), item("c", 5, 9, 128)));
        assertThat(p.offset(2)).isEqualTo(p.offset(0));
        assertThat(p.poolSize()).isEqualTo(512);
    }

    @Test
    void alignmentNeedNotBeAPowerOfTwo() {
        // shared-memory variables are aligned to max(16, element size): 24 for a 24-byte structure
        Placement p = place(List.of(new Item("s", 48, 24, 0, 9), new Item("f", 20, 16, 0, 9), new Item("t", 24, 24, 0, 9)));
        assertThat(p.offsets()).containsExactly(0L, 80L, 48L); // s at 0, t at 48 (a multiple of 24), f at 80 (72 rounded up to 16)
    }

    @Test
    void randomNestedOrDisjointRangesNeverCollideAndNeedOnlyThePeak() {
        Random rnd = new Random(7);
        for (int round = 0; round < 500; round++) {
            List<Item> items = new ArrayList<>();
            nested(rnd, items, 0, 60, 0);
            if (items.isEmpty()) {
                continue;
            }
            Placement p = place(items);
            long peak = 0;
            for (int t = 0; t <= 60; t++) {
                long live = 0;
                for (Item it : items) {
                    if (it.live().get(0).start() <= t && t <= it.live().get(0).end()) {
                        live += IntervalColouring.alignUp(it.size(), 16);
                    }
                }
                peak = Math.max(peak, live);
            }
            assertThat(p.poolSize()).as("round %d", round).isLessThanOrEqualTo(peak);
        }
    }

    /** Block-structured live ranges: siblings in sequence, children inside their parent. */
    private static void nested(Random rnd, List<Item> out, int from, int to, int depth) {
        int at = from;
        while (at < to && depth < 3) {
            int len = 1 + rnd.nextInt(Math.max(1, (to - at)));
            int end = Math.min(to, at + len) - 1;
            if (rnd.nextInt(3) > 0) {
                out.add(item("v" + out.size(), at, end, 16L * (1 + rnd.nextInt(64))));
                nested(rnd, out, at + 1, end, depth + 1);
            }
            at = end + 1;
        }
    }

    @Test
    void badItemsAreRejected() {
        assertThatThrownBy(() -> new Item("x", 0, 4, 0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Item("x", 4, 0, 0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Item("x", 4, 4, 2, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
